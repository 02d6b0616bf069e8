// The memory the base level of a run takes on the fullest rank, estimated from the kernel and
// the mesh before anything is allocated, so that a run too large for the machine is refused in
// seconds instead of failing (or swapping) after minutes. Refined levels are not counted: their
// size is known only once the first tags are, so the estimate is a lower bound on what a
// refined run needs.
#pragma once

#include <vagus/amr/domain.hpp>
#include <vagus/amr/kernel.hpp>
#include <vagus/amr/simulation.hpp>

namespace vagus::amr {

// Bytes, as doubles: a deck may ask for more than an int64_t counts.
struct MemoryEstimate {
  double cells = 0;          // valid cells of the fullest rank
  double state = 0;          // the state with its ghost cells; twice that when refining (old state)
  double ghost_buffers = 0;  // every ghost cell sent and received (neighbours on the same rank
                             // copy directly: an upper bound)
  double workspace = 0;      // face fluxes and the kernel's scratch, sized for the largest patch
  double temporaries = 0;    // the largest of: plot fields or checkpoint data packed for writing,
                             // refinement tags
  [[nodiscard]] double Total() const { return state + ghost_buffers + workspace + temporaries; }
};

// A rank given `share` of the base level's cells (its capacity: 1 / ranks with equal shares)
// holds that and at most one patch more (the partitioner moves whole patches); patches are those
// ChopToSize makes of the domain. Takes milliseconds for any mesh: patches are counted by shape,
// not made. Nothing needs to be allocated yet: the simulation may be fresh from its constructor.
[[nodiscard]] MemoryEstimate EstimateBaseLevelMemory(const Simulation& sim, double share);
// The fullest of `num_ranks` ranks with equal shares.
[[nodiscard]] MemoryEstimate EstimateBaseLevelMemory(const Simulation& sim, int num_ranks);

}  // namespace vagus::amr
