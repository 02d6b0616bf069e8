// SIGTERM and SIGUSR1 during `vagus run`: the handlers only record which signal arrived; once per
// coarse step the ranks combine what each received (one reduction of two flags), so a signal
// delivered to one rank or to all has the same effect everywhere: a checkpoint after the step,
// then a clean stop (SIGTERM) or the run goes on (SIGUSR1).
#pragma once

#include <csignal>

#include <vagus/base/comm.hpp>

namespace vagus {

class SignalRequests {
 public:
  // Installs the handlers; the destructor puts the previous ones back.
  SignalRequests();
  ~SignalRequests();
  SignalRequests(const SignalRequests&) = delete;
  SignalRequests& operator=(const SignalRequests&) = delete;

  struct Agreed {
    bool checkpoint = false;  // some rank received SIGUSR1 or SIGTERM since the last poll
    bool stop = false;        // some rank received SIGTERM
  };
  // Collective: what any rank received since the last poll.
  [[nodiscard]] Agreed Poll(const Comm& comm);

 private:
  struct sigaction previous_term_ {};
  struct sigaction previous_usr1_ {};
};

}  // namespace vagus
