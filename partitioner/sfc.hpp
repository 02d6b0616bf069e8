// Space-filling-curve assignment of patches to ranks with equal capacities: the single-level
// special case of Partition() (partition.hpp) without splitting, kept for the base-level layout.
// A pure function: the same boxes give the same owners on every rank.
#pragma once

#include <vector>

#include <vagus/base/box.hpp>

namespace vagus::partition {

// Owner of each box (same order as `boxes`): Hilbert order of the box centres, cut into pieces
// of nearly equal cell count; no box is split.
[[nodiscard]] std::vector<int> AssignAlongCurve(const BoxList& boxes, int num_ranks);

}  // namespace vagus::partition
