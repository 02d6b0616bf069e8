// Emulated heterogeneity ([autonomic.emulate]) for tests and experiments. On the wall clock a slow
// rank busy-loops for (factor - 1) x its measured kernel seconds after its kernel work, so its
// cpu share stays honest (the core is busy, as a slower core would be; sleeping would show up as
// a low share), and after each ghost exchange busy-waits each message's emulated link time (as
// MPI spins while a message travels). On the modelled clock nothing burns: the sample's times are
// replaced by a model (seconds per cell x work x factor, patch costs included) and each link's
// seconds by the emulated link's (latency per message plus bytes over bandwidth), so the control
// loop is deterministic.
// Emulated per-rank memory budgets apply over a step range on either clock.
#pragma once

#include <cstdint>

#include <vagus/monitor/autonomic_options.hpp>
#include <vagus/monitor/link_rates.hpp>
#include <vagus/monitor/step_sample.hpp>

namespace vagus::monitor {

// Busy-loops (no sleep) until `seconds` of wall time have passed; returns the seconds spent.
double BurnCpu(double seconds);

class Emulator {
 public:
  Emulator(const EmulationOptions& options, int rank);

  // The factor this rank's kernels are slowed by at coarse step `step` (1 = not slowed).
  [[nodiscard]] double SlowFactor(int64_t step) const;
  // Call after a rank's kernel work with its measured kernel seconds: burns
  // (SlowFactor(step) - 1) x kernel_seconds and returns the seconds burned (0 when not slowed).
  // Either call it inside the timed region or add the result to the level's kernel seconds.
  // On the modelled clock it burns nothing and returns 0.
  double AfterKernel(int64_t step, double kernel_seconds) const;
  [[nodiscard]] bool Modelled() const { return options_.clock == EmulatedClock::kModelled; }
  // Modelled clock: replaces the sample's kernel, link, exchange and step seconds and its process
  // reading by the model's (memory is kept). Does nothing on the wall clock.
  void Model(StepSample& sample) const;
  // The calibration probe's seconds for `iterations` at `step` on this clock (measured: the
  // probe's wall seconds).
  [[nodiscard]] double ProbeSeconds(int64_t step, int64_t iterations, double measured) const;
  // The emulated memory budget of this rank at `step` in bytes; -1 when none applies.
  [[nodiscard]] int64_t MemoryBudgetBytes(int64_t step) const;
  // The seconds `messages` messages of `bytes` in all take between this rank and `rank` on the
  // emulated links (0 without link_delay_us and link_bandwidth_mb).
  [[nodiscard]] double LinkSeconds(int rank, int64_t messages, int64_t bytes) const;
  // The emulated link to `rank` as a rate: its seconds per message and per byte.
  [[nodiscard]] LinkRate ModelledLink(int rank) const {
    return {LinkSeconds(rank, 1, 0), LinkSeconds(rank, 0, 1), 1};
  }
  // Modelled clock: the cell updates one substep of `level` costs, its patches' overhead and
  // cache effect included (patch_overhead_cells, cache_cells, cache_factor).
  [[nodiscard]] double PatchCostCells(const LevelSample& level) const;
  [[nodiscard]] bool HasLinks() const {
    return !options_.link_delay_us.empty() || !options_.link_bandwidth_mb.empty();
  }
  // Wall clock: call after sending a message of `bytes` to `rank`; busy-waits its LinkSeconds
  // (as MPI spins while a message travels) and returns the seconds spent. 0 on the modelled
  // clock, which models the link instead (Model).
  double AfterMessage(int rank, int64_t bytes) const;

 private:
  EmulationOptions options_;
  int rank_;
  bool slow_ = false;
};

}  // namespace vagus::monitor
