// BoxIndex: the one spatial index of Vagus, over a list of boxes (typically one level's patches),
// so that finding the boxes a query box meets costs what it finds, not the length of the list.
// A uniform grid of power-of-two bins covers the boxes; each box is cut into its parts in the bins
// it touches, stored bin by bin as columns (lo, hi, id, tag), so the bins of one row of the grid
// are one contiguous run. The parts of a box tile it: sums of overlaps over parts need no
// deduplication, and a box meeting a query is reported once, by the part that holds the lowest
// corner of the overlap. Building is O(parts); parts stay within a small multiple of the boxes
// (bins are sized from the boxes' mean size). Periodic images are the caller's: query with the
// shifted box.
#pragma once

#include <algorithm>
#include <cstdint>
#include <vector>

#include <vagus/base/box.hpp>

namespace vagus {

class BoxIndex {
 public:
  BoxIndex() = default;
  // `tags` (optional, one per box) label the boxes, e.g. with their owners. Empty boxes are left
  // out (no query meets them).
  explicit BoxIndex(const BoxList& boxes, const std::vector<int>& tags = {});

  // Calls visit(id) once for every box meeting `query` (id = its place in the list given), in no
  // particular order.
  template <class Visit>
  void ForEachIntersecting(const Box& query, Visit visit) const {
    ForEachRow(query, [&](int first, int last) {
      for (int n = first; n < last; ++n)
        if (Meets(query, n) && HoldsFirstCell(query, n)) visit(static_cast<std::size_t>(id_[n]));
    });
  }
  // The ids of the boxes meeting `query`, increasing.
  [[nodiscard]] std::vector<std::size_t> IntersectingIds(const Box& query) const;
  // The boxes meeting `query`, in the order of the list given.
  [[nodiscard]] BoxList Intersecting(const Box& query) const;
  // The cells of `query` covered by boxes (the boxes must be disjoint).
  [[nodiscard]] int64_t CoveredCells(const Box& query) const;

  // The cells of `query` covered by boxes whose tag is not `tag`.
  [[nodiscard]] int64_t CellsTaggedOtherThan(const Box& query, int tag) const;
  // The indexed boxes are `ratio` times coarser than `fine`: the cells of `fine` over them, and
  // of those the ones over boxes tagged `tag`.
  struct Coverage {
    int64_t cells = 0;
    int64_t tagged = 0;
  };
  [[nodiscard]] Coverage CoverageOfFine(const Box& fine, int ratio, int tag) const;

  [[nodiscard]] const Box& GetBox(std::size_t id) const { return boxes_[id]; }

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
  [[nodiscard]] bool Meets(const Box& query, int n) const {
    bool meets = true;
    for (int d = 0; d < kDim; ++d) meets &= lo_[d][n] <= query.hi[d] && query.lo[d] <= hi_[d][n];
    return meets;
  }
  // Whether part n holds the lowest corner of its box's overlap with `query` (which it meets):
  // along each direction, the part is the box's first or starts at or below the query's start.
  [[nodiscard]] bool HoldsFirstCell(const Box& query, int n) const {
    bool holds = true;
    for (int d = 0; d < kDim; ++d) holds &= ((first_[n] >> d) & 1) || lo_[d][n] <= query.lo[d];
    return holds;
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

  BoxList boxes_;
  Box extent_;
  IntVect shift_{0, 0, 0};  // bins are 2^shift_ cells wide
  IntVect num_bins_{0, 0, 0};
  // The parts in bin b are entries start_[b] .. start_[b + 1] of the columns.
  std::vector<int> start_;
  std::vector<int> lo_[kDim], hi_[kDim];
  std::vector<int> id_, tag_;
  std::vector<unsigned char> first_;  // bit d: the part starts where its box does along d
};

}  // namespace vagus
