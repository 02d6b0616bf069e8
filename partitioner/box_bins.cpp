// Bin grid construction: bins about the mean box size (so a box touches about eight bins), doubled
// while the grid would hold more than about four bins per box; contents in CSR form.
#include "partitioner/box_bins.hpp"

#include <algorithm>
#include <cmath>

namespace vagus::partition {

BoxBins::BoxBins(const std::vector<amr::Box>& boxes) : boxes_(boxes) {
  if (boxes.empty()) return;
  extent_ = boxes.front();
  double mean[amr::kDim] = {0, 0, 0};
  for (const amr::Box& b : boxes) {
    extent_ = {Min(extent_.lo, b.lo), Max(extent_.hi, b.hi)};
    for (int d = 0; d < amr::kDim; ++d) mean[d] += b.Size()[d];
  }
  const amr::IntVect span = extent_.Size();
  for (int d = 0; d < amr::kDim; ++d)
    bin_size_[d] = std::max(1, static_cast<int>(std::lround(mean[d] / boxes.size())));
  const int64_t max_bins = 4 * static_cast<int64_t>(boxes.size()) + 64;
  while (true) {
    for (int d = 0; d < amr::kDim; ++d) num_bins_[d] = (span[d] + bin_size_[d] - 1) / bin_size_[d];
    if (num_bins_.Product() <= max_bins) break;
    for (int d = 0; d < amr::kDim; ++d)
      if (num_bins_[d] > 1) bin_size_[d] *= 2;
  }

  start_.assign(num_bins_.Product() + 1, 0);
  auto each_bin = [this](const amr::Box& b, auto fn) {
    const amr::Box range = BinRange(b);
    for (int k = range.lo[2]; k <= range.hi[2]; ++k)
      for (int j = range.lo[1]; j <= range.hi[1]; ++j)
        for (int i = range.lo[0]; i <= range.hi[0]; ++i) fn(Flat({i, j, k}));
  };
  for (const amr::Box& b : boxes) each_bin(b, [this](int bin) { ++start_[bin + 1]; });
  for (size_t b = 1; b < start_.size(); ++b) start_[b] += start_[b - 1];
  entries_.resize(start_.back());
  std::vector<int> fill(start_.begin(), start_.end() - 1);
  for (size_t n = 0; n < boxes.size(); ++n)
    each_bin(boxes[n], [&](int bin) { entries_[fill[bin]++] = static_cast<int>(n); });
}

amr::IntVect BoxBins::BinOf(amr::IntVect p) const {
  amr::IntVect bin;
  for (int d = 0; d < amr::kDim; ++d) bin[d] = (p[d] - extent_.lo[d]) / bin_size_[d];
  return bin;
}

amr::Box BoxBins::BinRange(const amr::Box& box) const {
  const amr::Box inside = box.Intersect(extent_);
  if (inside.Empty()) return {};
  return {BinOf(inside.lo), BinOf(inside.hi)};
}

}  // namespace vagus::partition
