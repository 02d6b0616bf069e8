// Morton-order cut of a box list into equal-work pieces.
#include "partitioner/sfc.hpp"

#include <algorithm>
#include <cstdint>
#include <numeric>

namespace vagus::partition {
namespace {

// Interleaves the low 21 bits of three coordinates (i lowest).
uint64_t MortonKey(amr::IntVect p) {
  uint64_t key = 0;
  for (int bit = 0; bit < 21; ++bit)
    for (int d = 0; d < amr::kDim; ++d)
      key |= uint64_t((static_cast<uint32_t>(p[d]) >> bit) & 1u) << (3 * bit + d);
  return key;
}

}  // namespace

std::vector<int> AssignAlongCurve(const amr::BoxList& boxes, int num_ranks) {
  std::vector<size_t> order(boxes.size());
  std::iota(order.begin(), order.end(), 0);
  std::vector<uint64_t> keys(boxes.size());
  for (size_t b = 0; b < boxes.size(); ++b) keys[b] = MortonKey(boxes[b].lo + boxes[b].hi);
  std::stable_sort(order.begin(), order.end(),
                   [&keys](size_t a, size_t b) { return keys[a] < keys[b]; });

  int64_t total = 0;
  for (const amr::Box& b : boxes) total += b.NumCells();
  // Patch n goes to the rank whose share of the curve contains the midpoint of its work.
  std::vector<int> owner(boxes.size(), 0);
  int64_t before = 0;
  for (size_t n : order) {
    const int64_t work = boxes[n].NumCells();
    const double midpoint = (before + 0.5 * work) / static_cast<double>(std::max<int64_t>(total, 1));
    owner[n] = std::min(num_ranks - 1, static_cast<int>(midpoint * num_ranks));
    before += work;
  }
  return owner;
}

}  // namespace vagus::partition
