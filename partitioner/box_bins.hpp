// BoxBins: a uniform grid of bins over a list of boxes (one level) to find the boxes that
// intersect a query box without testing all pairs. Each box is listed in every bin it touches;
// a hit is reported only from the bin holding the low corner of the overlap, so exactly once.
#pragma once

#include <vector>

#include "amr/box.hpp"

namespace vagus::partition {

class BoxBins {
 public:
  // Keeps a reference to `boxes`, which must outlive the bins.
  explicit BoxBins(const std::vector<amr::Box>& boxes);

  // Calls visit(index, overlap) once per box intersecting `query`.
  template <class Visit>
  void ForEachIntersecting(const amr::Box& query, Visit visit) const {
    if (boxes_.empty()) return;
    const amr::Box range = BinRange(query);
    for (int k = range.lo[2]; k <= range.hi[2]; ++k)
      for (int j = range.lo[1]; j <= range.hi[1]; ++j)
        for (int i = range.lo[0]; i <= range.hi[0]; ++i) {
          const int bin = Flat({i, j, k});
          for (int e = start_[bin]; e < start_[bin + 1]; ++e) {
            const int n = entries_[e];
            const amr::Box overlap = query.Intersect(boxes_[n]);
            if (overlap.Empty() || Flat(BinOf(overlap.lo)) != bin) continue;
            visit(n, overlap);
          }
        }
  }

 private:
  [[nodiscard]] amr::IntVect BinOf(amr::IntVect p) const;
  [[nodiscard]] amr::Box BinRange(const amr::Box& box) const;  // empty when outside the grid
  [[nodiscard]] int Flat(amr::IntVect bin) const {
    return (bin[2] * num_bins_[1] + bin[1]) * num_bins_[0] + bin[0];
  }

  const std::vector<amr::Box>& boxes_;
  amr::Box extent_;
  amr::IntVect bin_size_{1, 1, 1};
  amr::IntVect num_bins_{0, 0, 0};
  std::vector<int> start_;    // entries_ of bin b: [start_[b], start_[b + 1])
  std::vector<int> entries_;  // box indices
};

}  // namespace vagus::partition
