// The run's totals, part by part.
#include <vagus/amr/run_timers.hpp>

namespace vagus::amr {

RunTimers::RunTimers(int num_ranks, int max_level) {
  totals_.links.assign(static_cast<std::size_t>(num_ranks), {});
  totals_.level_kernel.assign(static_cast<std::size_t>(max_level) + 1, 0.0);
}

void RunTimers::KernelsTimed(int level, double seconds, int64_t local_cells) {
  totals_.kernel += seconds;
  totals_.kernel_cells += local_cells;
  totals_.level_kernel[level] += seconds;
}

void RunTimers::PartTimed(EnginePart part, int /*level*/, double seconds) {
  switch (part) {
    case EnginePart::kKernel:
      totals_.kernel += seconds;
      break;
    case EnginePart::kGhostFill:
      totals_.ghost_fill += seconds;
      break;
    case EnginePart::kReflux:
      totals_.reflux += seconds;
      break;
    case EnginePart::kRegrid:
      totals_.regrid += seconds;
      break;
  }
}

void RunTimers::Waited(EnginePart part, const MessageWaits& waits) {
  (part == EnginePart::kReflux ? totals_.reflux_wait : totals_.ghost_wait) += waits.seconds;
  totals_.wait_before_sent += waits.before_sent;
}

void RunTimers::MessageSent(int rank, int64_t bytes) {
  totals_.links[rank].bytes_sent += bytes;
  ++totals_.links[rank].messages_sent;
}

void RunTimers::LinkWaited(int rank, double seconds) {
  totals_.links[rank].wait_seconds += seconds;
}

}  // namespace vagus::amr
