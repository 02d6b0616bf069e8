// Cutting boxes to a size limit: each box is halved along its longest direction, at a cut aligned
// to the blocking factor, until it holds at most max_cells cells (or cannot be cut further).
// Deterministic, and the result is sorted, so every rank gets the same list.
#pragma once

#include <cstdint>
#include <vector>

#include <vagus/base/box.hpp>

namespace vagus::amr {

[[nodiscard]] BoxList ChopToSize(const BoxList& boxes, int64_t max_cells, int blocking_factor);

// A shape of box that ChopToSize makes, and how many boxes of it.
struct ChoppedShape {
  Box box;  // one of them, moved by a multiple of the blocking factor
  int64_t count = 0;
};

// What ChopToSize({box}) makes, as distinct shapes with their counts, found without making every
// box: a cut depends only on a box's size and its corner's offset from the blocking-factor lines,
// so equal shapes are cut once for all. A level's patches, counted in a few steps before it exists
// (a million patches have a handful of shapes).
[[nodiscard]] std::vector<ChoppedShape> ChoppedShapes(const Box& box, int64_t max_cells,
                                                      int blocking_factor);

}  // namespace vagus::amr
