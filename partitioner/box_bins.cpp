// Bin grid construction: bins a power of two at least the mean box size wide (so a box touches up
// to eight), doubled while the grid would hold more than about eight bins per box; CSR contents.
#include "partitioner/box_bins.hpp"

#include <algorithm>

namespace vagus::partition {

BoxBins::BoxBins(const std::vector<amr::Box>& boxes, const std::vector<int>& tags)
    : boxes_(boxes), tags_(tags) {
  if (tags_.empty()) tags_.assign(boxes.size(), 0);
  if (boxes.empty()) return;
  extent_ = boxes.front();
  double mean[amr::kDim] = {0, 0, 0};
  for (const amr::Box& b : boxes) {
    extent_ = {Min(extent_.lo, b.lo), Max(extent_.hi, b.hi)};
    for (int d = 0; d < amr::kDim; ++d) mean[d] += b.Size()[d];
  }
  const amr::IntVect span = extent_.Size();
  for (int d = 0; d < amr::kDim; ++d)
    while ((1 << shift_[d]) < mean[d] / boxes.size()) ++shift_[d];
  const int64_t max_bins = 8 * static_cast<int64_t>(boxes.size()) + 64;
  while (true) {
    for (int d = 0; d < amr::kDim; ++d) num_bins_[d] = ((span[d] - 1) >> shift_[d]) + 1;
    if (num_bins_.Product() <= max_bins) break;
    for (int d = 0; d < amr::kDim; ++d)
      if (num_bins_[d] > 1) ++shift_[d];
  }

  start_.assign(num_bins_.Product() + 1, 0);
  auto each_bin = [this](const amr::Box& b, auto fn) {
    const amr::Box range = BinRange(b);
    for (int k = range.lo[2]; k <= range.hi[2]; ++k)
      for (int j = range.lo[1]; j <= range.hi[1]; ++j)
        for (int i = range.lo[0]; i <= range.hi[0]; ++i)
          fn((k * num_bins_[1] + j) * num_bins_[0] + i);
  };
  for (const amr::Box& b : boxes) each_bin(b, [this](int bin) { ++start_[bin + 1]; });
  for (size_t b = 1; b < start_.size(); ++b) start_[b] += start_[b - 1];
  binned_.resize(start_.back());
  std::vector<int> fill(start_.begin(), start_.end() - 1);
  for (size_t n = 0; n < boxes.size(); ++n) {
    const amr::Box range = BinRange(boxes[n]);
    const bool spans = range.NumCells() > 1;
    each_bin(boxes[n], [&](int bin) {
      binned_[fill[bin]++] = {boxes[n], int(n), tags_[n], spans};
    });
  }
}

amr::Box BoxBins::BinRange(const amr::Box& box) const {
  const amr::Box inside = box.Intersect(extent_);
  if (inside.Empty()) return {};
  return {{BinOf(inside.lo, 0), BinOf(inside.lo, 1), BinOf(inside.lo, 2)},
          {BinOf(inside.hi, 0), BinOf(inside.hi, 1), BinOf(inside.hi, 2)}};
}

}  // namespace vagus::partition
