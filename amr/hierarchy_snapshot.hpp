// HierarchySnapshot: everything about a hierarchy, besides its field data, that the next coarse
// steps depend on: each level's boxes (in patch-id order), time, old time, step count and cached
// signal rate, and the run's counters. Simulation::Snapshot() takes one between coarse steps and
// Simulation::Restore() rebuilds a hierarchy from one; checkpoints store it
// (amr/io/checkpoint.hpp). Owners are deliberately absent: a restored hierarchy gets owners anew,
// on any number of ranks.
#pragma once

#include <cstdint>
#include <vector>

#include <vagus/base/box.hpp>

namespace vagus::amr {

struct LevelSnapshot {
  BoxList boxes;          // patch id = index
  double time = 0.0;      // the level's time
  double old_time = 0.0;  // the time at the start of its last step
  int64_t steps = 0;      // steps since the level last appeared in the hierarchy: its regrids
  // The largest signal rate over the level's cells, the maximum over ranks of what the last update
  // computed on the way (bitwise what the next StableDt uses); negative: unknown, recomputed.
  double signal_rate = -1.0;
};

struct HierarchySnapshot {
  std::vector<LevelSnapshot> levels;  // coarsest first
  int64_t cell_updates = 0;           // zone-cycles so far
  int num_regrids = 0;
};

}  // namespace vagus::amr
