// A wall-clock limit for a run ([run] max_wall_time, `--max-wall-time`): after every coarse step
// the ranks agree whether the next step and the checkpoint after it could still end before the
// limit; when not, the run writes a checkpoint and stops cleanly, to be continued with
// `--restart latest`. A step is taken to last as long as the longest of the last few (a regrid
// step is the long one), a checkpoint as long as the last one written (before the first, a second
// and its bytes at a deliberately slow rate), each with a safety factor. The limit counts from the
// start of `vagus run`: leave the job's scheduler a margin for starting MPI and ending the job.
#pragma once

#include <chrono>
#include <deque>
#include <string>

namespace vagus {

// "3600", "90.5" (seconds) or "HH:MM:SS" ("01:00:00") to seconds; UserError naming `what`
// (e.g. "--max-wall-time") when it is neither or not positive.
[[nodiscard]] double ParseWallTime(const std::string& text, const std::string& what);

class WallTimeLimit {
 public:
  using Clock = std::chrono::steady_clock;
  // Steps remembered for the estimate of the next one (more than a regrid interval, usually).
  static constexpr size_t kStepWindow = 8;
  // The next step and the checkpoint are taken to last this much longer than estimated.
  static constexpr double kSafety = 1.5;
  // The first checkpoint is assumed to take this long to create and close its file, and then
  // its bytes at this rate (parallel HDF5 writes several times faster on the machines measured,
  // docs/checkpoints.md, but a small file on a busy machine took 60 ms for 0.7 MB).
  static constexpr double kFirstCheckpointLatency = 1.0;
  static constexpr double kFirstCheckpointRate = 50e6;

  // `limit_seconds` from `start`; infinity (or <= 0) for none.
  WallTimeLimit(double limit_seconds, Clock::time_point start);

  [[nodiscard]] bool Active() const { return active_; }
  [[nodiscard]] double LimitSeconds() const { return limit_; }
  void AfterStep(double step_seconds);
  void AfterCheckpoint(double seconds) { checkpoint_seconds_ = seconds; }
  // Whether, `elapsed` seconds after the start, the next step and a checkpoint of
  // `checkpoint_bytes` (the run's state) might not end before the limit. Pure: the caller makes
  // the ranks agree (the largest elapsed time of any rank).
  [[nodiscard]] bool NextStepMayCross(double elapsed, double checkpoint_bytes) const;
  [[nodiscard]] double Elapsed() const;

 private:
  bool active_ = false;
  double limit_ = 0.0;
  Clock::time_point start_;
  std::deque<double> steps_;
  double checkpoint_seconds_ = -1.0;  // the last checkpoint's; < 0 before the first
};

}  // namespace vagus
