// Recursive halving of boxes on blocking-factor lines.
#include <vagus/amr/chop.hpp>

#include <algorithm>
#include <map>

namespace vagus::amr {
namespace {

// Cuts `box` in two along its longest direction that can be cut on a blocking-factor line; false
// when no direction can.
bool Halve(const Box& box, int blocking_factor, Box& low, Box& high) {
  const IntVect n = box.Size();
  for (int d : box.DirectionsLongestFirst()) {
    // Middle cut, rounded down to a multiple of the blocking factor (in the level's index space).
    const int mid = box.lo[d] + n[d] / 2;
    const int cut = FloorDiv(mid, blocking_factor) * blocking_factor;
    if (cut <= box.lo[d] || cut > box.hi[d]) continue;
    low = high = box;
    low.hi[d] = cut - 1;
    high.lo[d] = cut;
    return true;
  }
  return false;
}

}  // namespace

BoxList ChopToSize(const BoxList& boxes, int64_t max_cells, int blocking_factor) {
  BoxList done, pending(boxes.begin(), boxes.end());
  while (!pending.empty()) {
    const Box box = pending.back();
    pending.pop_back();
    Box low, high;
    if (box.NumCells() > max_cells && Halve(box, blocking_factor, low, high)) {
      pending.push_back(low);
      pending.push_back(high);
    } else {
      done.push_back(box);
    }
  }
  std::sort(done.begin(), done.end());
  return done;
}

std::vector<ChoppedShape> ChoppedShapes(const Box& box, int64_t max_cells, int blocking_factor) {
  // Each shape's representative has its low corner in [0, blocking_factor).
  const auto shape_of = [blocking_factor](const Box& b) {
    IntVect shift;
    for (int d = 0; d < kDim; ++d) shift[d] = -FloorDiv(b.lo[d], blocking_factor) * blocking_factor;
    return b.Shift(shift);
  };
  std::map<Box, int64_t> done, pending{{shape_of(box), 1}};
  while (!pending.empty()) {
    const auto [shape, count] = *pending.begin();
    pending.erase(pending.begin());
    Box low, high;
    if (shape.NumCells() > max_cells && Halve(shape, blocking_factor, low, high)) {
      pending[shape_of(low)] += count;
      pending[shape_of(high)] += count;
    } else {
      done[shape] += count;
    }
  }
  std::vector<ChoppedShape> shapes;
  for (const auto& [shape, count] : done) shapes.push_back({shape, count});
  return shapes;
}

}  // namespace vagus::amr
