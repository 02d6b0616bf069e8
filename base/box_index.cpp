// BoxIndex construction: bins a power of two at least twice the mean box size wide (so a ghost-
// grown box touches about two bins per direction), doubled while the grid would hold more than
// about eight bins per box; CSR contents. Queries that need an order sort what they find.
#include <vagus/base/box_index.hpp>

namespace vagus {

BoxIndex::BoxIndex(const BoxList& boxes, const std::vector<int>& tags) : boxes_(boxes) {
  std::vector<int> kept;  // the non-empty boxes
  for (std::size_t n = 0; n < boxes.size(); ++n)
    if (!boxes[n].Empty()) kept.push_back(static_cast<int>(n));
  if (kept.empty()) return;
  extent_ = boxes[kept.front()];
  double mean[kDim] = {0, 0, 0};
  for (int n : kept) {
    extent_ = {Min(extent_.lo, boxes[n].lo), Max(extent_.hi, boxes[n].hi)};
    for (int d = 0; d < kDim; ++d) mean[d] += boxes[n].Size()[d];
  }
  const IntVect span = extent_.Size();
  for (int d = 0; d < kDim; ++d)
    while ((1 << shift_[d]) < 2 * mean[d] / kept.size()) ++shift_[d];
  const int64_t max_bins = 8 * static_cast<int64_t>(kept.size()) + 64;
  while (true) {
    for (int d = 0; d < kDim; ++d) num_bins_[d] = ((span[d] - 1) >> shift_[d]) + 1;
    if (num_bins_.Product() <= max_bins) break;
    for (int d = 0; d < kDim; ++d)
      if (num_bins_[d] > 1) ++shift_[d];
  }

  auto for_each_bin = [this](const Box& b, auto fn) {
    const Box range = BinRange(b);
    for (int k = range.lo[2]; k <= range.hi[2]; ++k)
      for (int j = range.lo[1]; j <= range.hi[1]; ++j)
        for (int i = range.lo[0]; i <= range.hi[0]; ++i)
          fn((k * num_bins_[1] + j) * num_bins_[0] + i, IntVect{i, j, k});
  };
  start_.assign(num_bins_.Product() + 1, 0);
  for (int n : kept) for_each_bin(boxes[n], [this](int bin, IntVect) { ++start_[bin + 1]; });
  for (size_t b = 1; b < start_.size(); ++b) start_[b] += start_[b - 1];
  const size_t parts = start_.back();
  for (int d = 0; d < kDim; ++d) {
    lo_[d].resize(parts);
    hi_[d].resize(parts);
  }
  id_.resize(parts);
  tag_.resize(parts);
  first_.resize(parts);
  std::vector<int> fill(start_.begin(), start_.end() - 1);
  for (int n : kept) {
    const Box& box = boxes[n];
    for_each_bin(box, [&](int bin, IntVect at) {
      const int e = fill[bin]++;
      const Box part = box.Intersect(BinBox(at));
      unsigned char first = 0;
      for (int d = 0; d < kDim; ++d) {
        lo_[d][e] = part.lo[d];
        hi_[d][e] = part.hi[d];
        first |= static_cast<unsigned char>((part.lo[d] == box.lo[d]) << d);
      }
      id_[e] = n;
      tag_[e] = tags.empty() ? 0 : tags[n];
      first_[e] = first;
    });
  }
}

std::vector<std::size_t> BoxIndex::IntersectingIds(const Box& query) const {
  std::vector<std::size_t> ids;
  ForEachIntersecting(query, [&ids](std::size_t id) { ids.push_back(id); });
  std::sort(ids.begin(), ids.end());
  return ids;
}

BoxList BoxIndex::Intersecting(const Box& query) const {
  BoxList found;
  for (std::size_t id : IntersectingIds(query)) found.push_back(boxes_[id]);
  return found;
}

int64_t BoxIndex::CoveredCells(const Box& query) const {
  int64_t cells = 0;
  ForEachRow(query, [&](int first, int last) {
    for (int n = first; n < last; ++n) cells += OverlapCells(query, n, 1);
  });
  return cells;
}

int64_t BoxIndex::CellsTaggedOtherThan(const Box& query, int tag) const {
  int64_t cells = 0;
  ForEachRow(query, [&](int first, int last) {
    for (int n = first; n < last; ++n) cells += (tag_[n] != tag) * OverlapCells(query, n, 1);
  });
  return cells;
}

BoxIndex::Coverage BoxIndex::CoverageOfFine(const Box& fine, int ratio, int tag) const {
  Coverage c;
  ForEachRow(fine.Coarsen(ratio), [&](int first, int last) {
    for (int n = first; n < last; ++n) {
      const int64_t volume = OverlapCells(fine, n, ratio);
      c.cells += volume;
      c.tagged += (tag_[n] == tag) * volume;
    }
  });
  return c;
}

Box BoxIndex::BinRange(const Box& box) const {
  const Box inside = box.Intersect(extent_);
  if (inside.Empty()) return {};
  return {{BinOf(inside.lo[0], 0), BinOf(inside.lo[1], 1), BinOf(inside.lo[2], 2)},
          {BinOf(inside.hi[0], 0), BinOf(inside.hi[1], 1), BinOf(inside.hi[2], 2)}};
}

Box BoxIndex::BinBox(IntVect bin) const {
  IntVect lo;
  for (int d = 0; d < kDim; ++d) lo[d] = extent_.lo[d] + (bin[d] << shift_[d]);
  IntVect hi;
  for (int d = 0; d < kDim; ++d) hi[d] = lo[d] + (1 << shift_[d]) - 1;
  return {lo, hi};
}

}  // namespace vagus
