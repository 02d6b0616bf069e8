// Before a run allocates anything: whether each rank's share of the base level fits in the memory
// available to it (the monitor's sensor: MemAvailable, lowered to a cgroup's headroom, split among
// the ranks on the node). Refined levels cannot be counted before the first tags, so the base
// level may take at most kBaseLevelMemoryShare of it; the rest is room for refined levels, MPI and
// HDF5. A deck turns the check off with `[run] memory_check = false`.
#pragma once

#include <string>

#include <vagus/base/comm.hpp>
#include <vagus/amr/simulation.hpp>

namespace vagus {

inline constexpr double kBaseLevelMemoryShare = 0.8;

// Collective; `share` is this rank's capacity, the fraction of the base level it will hold (the
// startup probe's, or 1 / comm.size). Returns a line for the run's log (rank 0's estimate against
// the memory available); throws the same UserError on every rank when the base level does not
// fit on some rank, with that rank's estimate, what it has, and what to change.
std::string CheckBaseLevelMemory(const amr::Simulation& sim, const Comm& comm, double share);

}  // namespace vagus
