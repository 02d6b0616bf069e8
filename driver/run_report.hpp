// What `vagus run` prints about a run: one progress line per coarse step on rank 0 (step, time,
// dt, cells, patches and the partition's imbalance per level, zone-cycles per second, regrid
// time, ETA), and the summary at the end (conserved totals, where rank 0's time went, the waits,
// the kernels' share and speed, the monitor's cost, zone-cycles per second).
#pragma once

#include <cstdint>
#include <string>

#include <vagus/base/comm.hpp>
#include <vagus/base/stopwatch.hpp>
#include <vagus/driver/driver.hpp>

namespace vagus {

// "cells 131072/40960/12288  patches 8/12/9  imbalance 1.02/1.04/1.03": per level, finest last;
// imbalance is the partitioner's max_k load_k / (C_k x level load) of the level's last layout.
[[nodiscard]] std::string LevelSummary(const amr::Simulation& sim);

// One line per coarse step on rank 0: step, time, dt, the levels, speed, regrid time and the
// time left by the nearer of the two limits at this run's average pace.
class ProgressReport {
 public:
  // A line after the first step, then every `every_steps` coarse steps and whenever
  // `every_seconds` have passed since the last line ([output] progress_interval and
  // progress_seconds; 0 turns either off).
  ProgressReport(const amr::Simulation& sim, const RunControls& controls, int64_t every_steps,
                 double every_seconds);

  void AfterStep(double dt);
  // Ends the timed part of the run (the figures leave out the final plotfile and the summary),
  // with a line for the last step when it has none.
  void Stop();
  [[nodiscard]] double WallSeconds() const { return wall_seconds_; }
  // Cells updated by this run (not before a restart), on all levels.
  [[nodiscard]] double ZoneCycles() const;

 private:
  void PrintLine(double dt);

  const amr::Simulation& sim_;
  const RunControls& controls_;
  const int64_t every_steps_;
  const double every_seconds_;
  Stopwatch run_;
  double last_line_seconds_ = 0.0, wall_seconds_ = 0.0, last_dt_ = 0.0;
  int64_t first_step_, last_line_step_;
  double first_time_;
  int64_t first_updates_, last_updates_;
  double last_regrid_ = 0.0;
};

// Collective: the summary at the end of a run, printed by rank 0.
void PrintRunSummary(const Driver& driver, const ProgressReport& progress, const Comm& comm);

}  // namespace vagus
