// What one rank measured during one coarse step (docs/autonomic.md, sensors) and a window of the
// last N such samples. Work is PRAGMA's load X1: cells x substeps of a level. A sample holds its
// levels in place and its links (one per rank it exchanged with: a few dozen at most, whatever
// the number of ranks) in a vector whose capacity stays, so the window (a Ring) copies samples
// into its slots without allocating once the slots have room for the neighbours.
#pragma once

#include <array>
#include <cstdint>
#include <initializer_list>
#include <vector>

#include <vagus/monitor/ring.hpp>

namespace vagus::monitor {

// Levels a sample may describe: amr.max_level is at most 8, so levels 0..8.
inline constexpr int kMaxLevels = 9;

// The process sensor's readings for one interval (process_sensor.hpp).
struct ProcessReading {
  double wall_seconds = 0;  // length of the interval
  double cpu_seconds = 0;   // CPU time this process used in it (all threads)
  // cpu_seconds / ((wall_seconds - slept_seconds) x cores): the share of its core(s) it got
  // while it wanted them
  double cpu_share = 1;
  int64_t memory_available_bytes =
      -1;  // MemAvailable or cgroup headroom, whichever is less; -1 unknown
  // Of wall_seconds, those slept waiting for messages (base/comm.hpp, Wait). Not checkpointed:
  // cpu_share holds what it means for the decisions.
  double slept_seconds = 0;
};

struct LevelSample {
  double kernel_seconds = 0;  // wall seconds in this level's physics kernels, all its substeps
  int64_t cells = 0;          // cells of this level owned by this rank
  int64_t patches = 0;        // patches of this level owned by this rank
  int substeps = 1;           // steps of this level per coarse step (ratio^level)

  // PRAGMA's X1 for this level: cells x substeps.
  [[nodiscard]] double Work() const { return static_cast<double>(cells) * substeps; }
};

// The levels of a sample, in place: at most kMaxLevels, index = level. Container-style names
// (push_back, size, begin/end) so that loops and `levels = {...}` read as with a std::vector.
class LevelSamples {
 public:
  LevelSamples() = default;
  LevelSamples(std::initializer_list<LevelSample> levels);

  void push_back(const LevelSample& level);  // aborts beyond kMaxLevels
  void clear() { size_ = 0; }
  [[nodiscard]] int size() const { return size_; }
  [[nodiscard]] bool empty() const { return size_ == 0; }
  [[nodiscard]] LevelSample& operator[](int l) { return levels_[l]; }
  [[nodiscard]] const LevelSample& operator[](int l) const { return levels_[l]; }
  [[nodiscard]] LevelSample* begin() { return levels_.data(); }
  [[nodiscard]] LevelSample* end() { return levels_.data() + size_; }
  [[nodiscard]] const LevelSample* begin() const { return levels_.data(); }
  [[nodiscard]] const LevelSample* end() const { return levels_.data() + size_; }

 private:
  std::array<LevelSample, kMaxLevels> levels_{};
  int size_ = 0;
};

// The same-level ghost exchange with one other rank during a coarse step.
struct LinkSample {
  int64_t bytes = 0;     // sent to that rank
  int64_t messages = 0;  // sent to that rank
  // Waiting for that rank's messages (wall clock), or the link's modelled transfer time
  // (modelled clock, sensor_model.hpp).
  double seconds = 0;
};

// Links a sample reserves room for, so that recording steps does not allocate: a rank's
// neighbours in a 3-D partition (the faces, edges and corners of its pieces) are a few dozen.
inline constexpr int kReservedLinks = 64;

// A link and the rank at its other end.
struct RankLink {
  int rank = 0;
  LinkSample link;
};

struct StepSample {
  int64_t step = 0;             // coarse step number (after the step)
  double time = 0;              // simulation time after the step
  double step_seconds = 0;      // wall time of the whole coarse step on this rank
  LevelSamples levels;          // index = level
  double exchange_seconds = 0;  // ghost exchange, waiting included
  double wait_seconds = 0;      // the part of exchange_seconds spent waiting for messages
  // Every wait for messages in the step (ghost exchanges, refluxing, averaging down): what late
  // neighbours cost it (coarse_levels.hpp). Not checkpointed: a restored window reads 0 here
  // until its samples are new.
  double sync_wait_seconds = 0;
  // The links to the ranks it exchanged with, in the order they first appeared (a rank absent:
  // no exchange). clear() keeps the storage for the next step's.
  std::vector<RankLink> links;
  ProcessReading process;

  // The link to `rank`, added (zeros) when the sample has none yet.
  LinkSample& Link(int rank);
  // A copy of the link to `rank`; zeros when there is none.
  [[nodiscard]] LinkSample LinkTo(int rank) const;
  // Adds one message of `bytes` sent to `rank`.
  void AddSent(int rank, int64_t bytes) {
    LinkSample& link = Link(rank);
    link.bytes += bytes;
    ++link.messages;
  }
  // Sum over levels of work (X1) and of kernel seconds.
  [[nodiscard]] double Work() const;
  [[nodiscard]] double KernelSeconds() const;
  [[nodiscard]] int64_t BytesSent() const;
  [[nodiscard]] int64_t MessagesSent() const;
  [[nodiscard]] double LinkSeconds() const;
  // Bytes sent per second of exchange that was not waiting; 0 when nothing was sent or timed.
  [[nodiscard]] double ImpliedBandwidth() const;
};

// The last `capacity` samples, oldest first.
using SampleWindow = Ring<StepSample>;

}  // namespace vagus::monitor
