// Cutting boxes to a size limit: each box is halved along its longest direction, at a cut aligned
// to the blocking factor, until it holds at most max_cells cells (or cannot be cut further).
// Deterministic, and the result is sorted, so every rank gets the same list.
#pragma once

#include <cstdint>

#include "amr/base/box.hpp"

namespace vagus::amr {

[[nodiscard]] BoxList ChopToSize(const BoxList& boxes, int64_t max_cells, int blocking_factor);

}  // namespace vagus::amr
