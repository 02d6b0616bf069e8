// The handlers set bits in a lock-free atomic (async-signal-safe); Poll takes and clears them, so
// a signal arriving while a poll runs is kept for the next one. SA_RESTART: system calls that a
// signal interrupts (MPI's, file writes) resume instead of failing with EINTR.
#include <vagus/driver/signals.hpp>

#include <atomic>

namespace vagus {
namespace {

constexpr int kCheckpointBit = 1;
constexpr int kStopBit = 2;

std::atomic<int> g_pending{0};
static_assert(std::atomic<int>::is_always_lock_free, "signal handlers need a lock-free atomic");

extern "C" void RecordSignal(int signal_number) {
  g_pending.fetch_or(signal_number == SIGTERM ? (kCheckpointBit | kStopBit) : kCheckpointBit);
}

void Install(int signal_number, struct sigaction& previous) {
  struct sigaction action {};
  action.sa_handler = RecordSignal;
  sigemptyset(&action.sa_mask);
  action.sa_flags = SA_RESTART;
  sigaction(signal_number, &action, &previous);
}

}  // namespace

SignalRequests::SignalRequests() {
  g_pending.store(0);
  Install(SIGTERM, previous_term_);
  Install(SIGUSR1, previous_usr1_);
}

SignalRequests::~SignalRequests() {
  sigaction(SIGTERM, &previous_term_, nullptr);
  sigaction(SIGUSR1, &previous_usr1_, nullptr);
}

SignalRequests::Agreed SignalRequests::Poll(const Comm& comm) {
  const int mine = g_pending.exchange(0);
  // Waited for in the run's style (base/comm.hpp): on a shared core, asleep rather than spinning.
  double any[2] = {(mine & kCheckpointBit) != 0 ? 1.0 : 0.0, (mine & kStopBit) != 0 ? 1.0 : 0.0};
  comm.MaxInPlace(any, 2);
  return {any[0] > 0, any[1] > 0};
}

}  // namespace vagus
