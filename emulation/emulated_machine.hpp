// EmulatedMachine: heterogeneity on demand ([emulation]) for tests and experiments, reaching the
// engine and the monitor only through their seams. As an engine observer it slows this rank on
// the wall clock: after a level's kernels a slow rank busy-loops for (factor - 1) x their seconds,
// so its cpu share stays honest (the core is busy, as a slower core would be; sleeping would show
// up as a low share), and after each message it busy-waits the message's emulated link time (as
// MPI spins while a message travels); the engine counts that time as kernel time and as waiting on
// the link. As the monitor's sensor model it applies emulated memory budgets over a step range,
// slows the calibration loop and the link sensor's messages, and on the modelled clock burns
// nothing: the sample's times are replaced by a model (seconds per cell x work x factor, patch
// costs included), each link's seconds by the emulated link's (latency per message plus bytes
// over bandwidth) and the waits by slow_wait_us per message exchanged with a slow rank, so the
// control loop is deterministic.
#pragma once

#include <cstdint>

#include <vagus/amr/engine_observer.hpp>
#include <vagus/emulation/emulation_options.hpp>
#include <vagus/monitor/sensor_model.hpp>

namespace vagus::emulation {

// Busy-loops (no sleep) until `seconds` of wall time have passed; returns the seconds spent.
double BurnCpu(double seconds);

class EmulatedMachine final : public monitor::SensorModel, public amr::EngineObserver {
 public:
  EmulatedMachine(const EmulationOptions& options, int rank);

  // The factor this rank's kernels are slowed by at coarse step `step` (1 = not slowed).
  [[nodiscard]] double SlowFactor(int64_t step) const;
  // After a rank's kernel work with its measured kernel seconds: burns
  // (SlowFactor(step) - 1) x kernel_seconds and returns the seconds burned (0 when not slowed,
  // and on the modelled clock).
  double AfterKernel(int64_t step, double kernel_seconds) const;
  // Wall clock, after a message of `bytes` to `rank`: busy-waits its LinkSeconds and returns the
  // seconds spent (0 on the modelled clock, which models the link instead).
  double BurnLink(int rank, int64_t bytes) const;
  // The seconds `messages` messages of `bytes` in all take between this rank and `rank` on the
  // emulated links (0 without link_delay_us and link_bandwidth_mb).
  [[nodiscard]] double LinkSeconds(int rank, int64_t messages, int64_t bytes) const;
  [[nodiscard]] bool HasLinks() const {
    return !options_.link_delay_us.empty() || !options_.link_bandwidth_mb.empty();
  }
  // Modelled clock: the cell updates one substep of `level` costs, its patches' overhead and
  // cache effect included (patch_overhead_cells, cache_cells, cache_factor).
  [[nodiscard]] double PatchCostCells(const monitor::LevelSample& level) const;

  // monitor::SensorModel
  [[nodiscard]] bool Modelled() const override { return options_.clock == Clock::kModelled; }
  void Model(monitor::StepSample& sample) const override;
  [[nodiscard]] double ProbeSeconds(int64_t step, int64_t iterations,
                                    double measured) const override;
  [[nodiscard]] int64_t MemoryBudgetBytes(int64_t step) const override;
  void AfterProbeMessage(int rank, int64_t bytes) const override { BurnLink(rank, bytes); }
  [[nodiscard]] monitor::LinkRate ModelledLink(int rank) const override {
    return {LinkSeconds(rank, 1, 0), LinkSeconds(rank, 0, 1), 1};
  }

  // amr::EngineObserver
  void BeginStep(int64_t step) override { step_ = step; }
  void AfterKernels(int /*level*/, double seconds) override { AfterKernel(step_, seconds); }
  void AfterMessage(int rank, int64_t bytes) override { BurnLink(rank, bytes); }

 private:
  // Whether `rank` is one of the slow ranks and slow at coarse step `step`.
  [[nodiscard]] bool RankIsSlow(int rank, int64_t step) const;

  EmulationOptions options_;
  int rank_;
  int64_t step_ = 0;  // the coarse step in progress
};

}  // namespace vagus::emulation
