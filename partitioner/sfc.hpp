// Space-filling-curve assignment of patches to ranks with equal capacities: patches are ordered
// along a Morton curve through their centres and the curve is cut into contiguous pieces of
// nearly equal work (cells). A pure function: the same boxes give the same owners on every rank.
#pragma once

#include <vector>

#include "amr/box.hpp"

namespace vagus::partition {

[[nodiscard]] std::vector<int> AssignAlongCurve(const amr::BoxList& boxes, int num_ranks);

}  // namespace vagus::partition
