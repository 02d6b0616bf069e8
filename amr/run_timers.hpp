// RunTimers: an engine observer that adds up where this rank's time went over the whole run
// (kernels, ghost filling, refluxing, regridding, the waits inside them, and the traffic of each
// link), for the run's summary and for tests. Each second is counted in one part only.
#pragma once

#include <cstdint>
#include <vagus/amr/engine_observer.hpp>
#include <vector>

namespace vagus::amr {

// Same-level ghost exchange with one other rank, all steps so far.
struct LinkTotals {
  int64_t bytes_sent = 0;
  int64_t messages_sent = 0;
  double wait_seconds = 0;  // waiting for that rank's messages
};

struct StepTimers {
  double kernel = 0, ghost_fill = 0, reflux = 0, regrid = 0;
  double ghost_wait = 0;             // the part of ghost_fill spent waiting for messages
  double reflux_wait = 0;            // the part of reflux spent waiting for messages
  double wait_before_sent = 0;       // of those two waits, the part before the message was sent
  int64_t kernel_cells = 0;          // cells this rank's kernels updated, all levels and steps
  std::vector<double> level_kernel;  // kernel seconds per level (emulated slowdown included)
  std::vector<LinkTotals> links;     // index = rank
};

class RunTimers final : public EngineObserver {
 public:
  // Sized for `num_ranks` links and the levels up to max_level, so that steps allocate nothing.
  RunTimers(int num_ranks, int max_level);

  [[nodiscard]] const StepTimers& Totals() const { return totals_; }

  void KernelsTimed(int level, double seconds, int64_t local_cells) override;
  void PartTimed(EnginePart part, int level, double seconds) override;
  void Waited(EnginePart part, const MessageWaits& waits) override;
  void MessageSent(int rank, int64_t bytes) override;
  void LinkWaited(int rank, double seconds) override;

 private:
  StepTimers totals_;
};

}  // namespace vagus::amr
