// BoxBins: a uniform grid of bins over a list of boxes (one level) to sum a query box's overlaps
// with them without testing all pairs. Each box is cut into its parts in the bins it touches;
// the parts are stored bin by bin as columns (lo, hi, tag), so the bins of one row of the grid
// are one contiguous run and summing over a query's rows is a branch-free loop. The parts of a
// box tile it: sums over parts need no deduplication.
#pragma once

#include <algorithm>
#include <cstdint>
#include <vector>

#include "amr/base/box.hpp"

namespace vagus::partition {

class BoxBins {
 public:
  // `tags` (optional, one per box) label the boxes, e.g. with their owners.
  explicit BoxBins(const std::vector<Box>& boxes, const std::vector<int>& tags = {});

  // The cells of `query` covered by boxes whose tag is not `tag`.
  [[nodiscard]] int64_t CellsTaggedOtherThan(const Box& query, int tag) const;

  // The binned boxes are `ratio` times coarser than `fine`: the cells of `fine` over them, and
  // of those the ones over boxes tagged `tag`.
  struct Coverage {
    int64_t cells = 0;
    int64_t tagged = 0;
  };
  [[nodiscard]] Coverage CoverageOfFine(const Box& fine, int ratio, int tag) const;

 private:
  // Calls visit(first, last) with the parts [first, last) of each row of bins `query` touches.
  template <class Visit>
  void ForEachRow(const Box& query, Visit visit) const {
    if (start_.empty()) return;
    const Box range = BinRange(query);
    for (int k = range.lo[2]; k <= range.hi[2]; ++k)
      for (int j = range.lo[1]; j <= range.hi[1]; ++j) {
        const int row = (k * num_bins_[1] + j) * num_bins_[0];
        visit(start_[row + range.lo[0]], start_[row + range.hi[0] + 1]);
      }
  }

  // Cells of `fine` over part n refined by `ratio` (1: the plain overlap).
  [[nodiscard]] int64_t OverlapCells(const Box& fine, int n, int ratio) const {
    int64_t volume = 1;
    for (int d = 0; d < kDim; ++d) {
      const int lo = std::max(fine.lo[d], lo_[d][n] * ratio);
      const int hi = std::min(fine.hi[d], hi_[d][n] * ratio + ratio - 1);
      volume *= std::max(0, hi - lo + 1);
    }
    return volume;
  }
  [[nodiscard]] int BinOf(int p, int d) const { return (p - extent_.lo[d]) >> shift_[d]; }
  [[nodiscard]] Box BinRange(const Box& box) const;  // empty when outside the grid
  [[nodiscard]] Box BinBox(IntVect bin) const;       // the cells of one bin

  Box extent_;
  IntVect shift_{0, 0, 0};  // bins are 2^shift_ cells wide
  IntVect num_bins_{0, 0, 0};
  // The parts in bin b are entries start_[b] .. start_[b + 1] of the columns.
  std::vector<int> start_;
  std::vector<int> lo_[kDim], hi_[kDim];
  std::vector<int> tag_;
};

}  // namespace vagus::partition
