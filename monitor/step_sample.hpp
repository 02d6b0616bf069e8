// What one rank measured during one coarse step (filled by the integrator, DESIGN.md data flow step
// 2) and a window of the last N such samples. Work is PRAGMA's load X1: cells x substeps of a
// level.
#pragma once

#include <cstdint>
#include <deque>
#include <map>
#include <vector>

namespace vagus::monitor {

// Levels a sample may describe: amr.max_level is at most 8, so levels 0..8.
inline constexpr int kMaxLevels = 9;

// The process sensor's readings for one interval (process_sensor.hpp).
struct ProcessReading {
  double wall_seconds = 0;  // length of the interval
  double cpu_seconds = 0;   // CPU time this process used in it (all threads)
  double cpu_share = 1;     // cpu_seconds / (wall_seconds x cores): the share of its core(s) it got
  int64_t memory_available_bytes =
      -1;  // MemAvailable or cgroup headroom, whichever is less; -1 unknown
};

struct LevelSample {
  double kernel_seconds = 0;  // wall seconds in this level's physics kernels, all its substeps
  int64_t cells = 0;          // cells of this level owned by this rank
  int64_t patches = 0;        // patches of this level owned by this rank
  int substeps = 1;           // steps of this level per coarse step (ratio^level)

  // PRAGMA's X1 for this level: cells x substeps.
  [[nodiscard]] double Work() const { return static_cast<double>(cells) * substeps; }
};

struct StepSample {
  int64_t step = 0;                   // coarse step number (after the step)
  double time = 0;                    // simulation time after the step
  double step_seconds = 0;            // wall time of the whole coarse step on this rank
  std::vector<LevelSample> levels;    // index = level; at most kMaxLevels are used
  double exchange_seconds = 0;        // ghost exchange, waiting included
  double wait_seconds = 0;            // the part of exchange_seconds spent waiting for messages
  std::map<int, int64_t> bytes_sent;  // per neighbour rank
  ProcessReading process;

  // Sum over levels of work (X1) and of kernel seconds.
  [[nodiscard]] double Work() const;
  [[nodiscard]] double KernelSeconds() const;
  [[nodiscard]] int64_t BytesSent() const;
  // Bytes sent per second of exchange that was not waiting; 0 when nothing was sent or timed.
  [[nodiscard]] double ImpliedBandwidth() const;
};

// The last `capacity` samples, oldest first.
class SampleWindow {
 public:
  explicit SampleWindow(int capacity);

  void Add(const StepSample& sample);
  void Clear() { samples_.clear(); }
  [[nodiscard]] int Size() const { return static_cast<int>(samples_.size()); }
  [[nodiscard]] int Capacity() const { return capacity_; }
  [[nodiscard]] bool Empty() const { return samples_.empty(); }
  // i = 0 is the oldest sample kept.
  [[nodiscard]] const StepSample& operator[](int i) const { return samples_[i]; }
  [[nodiscard]] const StepSample& Latest() const { return samples_.back(); }

 private:
  int capacity_;
  std::deque<StepSample> samples_;
};

}  // namespace vagus::monitor
