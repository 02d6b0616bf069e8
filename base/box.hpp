// Box: a cell-centred region of one level's index space, with inclusive bounds [lo, hi].
// A box with hi < lo in any direction is empty. BoxList is a plain vector of boxes; the algebra
// here (intersection, difference, complement) returns disjoint boxes in a deterministic order.
#pragma once

#include <array>
#include <cstdint>
#include <ostream>
#include <vector>

#include <vagus/base/int_vect.hpp>

namespace vagus {

struct Box {
  IntVect lo{0, 0, 0};
  IntVect hi{-1, -1, -1};

  constexpr Box() = default;
  constexpr Box(IntVect lo_, IntVect hi_) : lo(lo_), hi(hi_) {}

  [[nodiscard]] constexpr bool Empty() const { return !lo.AllLessEqual(hi); }
  // Cells per direction (zero for an empty box).
  [[nodiscard]] constexpr IntVect Size() const {
    if (Empty()) return {0, 0, 0};
    return hi - lo + IntVect::Uniform(1);
  }
  [[nodiscard]] constexpr int64_t NumCells() const { return Size().Product(); }
  [[nodiscard]] constexpr bool Contains(IntVect p) const {
    return lo.AllLessEqual(p) && p.AllLessEqual(hi);
  }
  [[nodiscard]] constexpr bool Contains(const Box& b) const {
    return b.Empty() || (Contains(b.lo) && Contains(b.hi));
  }
  [[nodiscard]] constexpr Box Intersect(const Box& b) const { return {Max(lo, b.lo), Min(hi, b.hi)}; }
  [[nodiscard]] constexpr bool Intersects(const Box& b) const { return !Intersect(b).Empty(); }
  [[nodiscard]] constexpr Box Grow(IntVect n) const { return {lo - n, hi + n}; }
  [[nodiscard]] constexpr Box Grow(int n) const { return Grow(IntVect::Uniform(n)); }
  [[nodiscard]] constexpr Box Shift(IntVect s) const { return {lo + s, hi + s}; }
  // Cells of this box at `ratio` times finer resolution (per direction: 1 in inactive ones).
  [[nodiscard]] constexpr Box Refine(IntVect ratio) const {
    if (Empty()) return *this;
    return {lo * ratio, (hi + IntVect::Uniform(1)) * ratio - IntVect::Uniform(1)};
  }
  [[nodiscard]] constexpr Box Refine(int ratio) const { return Refine(IntVect::Uniform(ratio)); }
  // The coarse cells that contain any cell of this box.
  [[nodiscard]] constexpr Box Coarsen(IntVect ratio) const {
    if (Empty()) return *this;
    return {{FloorDiv(lo[0], ratio[0]), FloorDiv(lo[1], ratio[1]), FloorDiv(lo[2], ratio[2])},
            {FloorDiv(hi[0], ratio[0]), FloorDiv(hi[1], ratio[1]), FloorDiv(hi[2], ratio[2])}};
  }
  [[nodiscard]] constexpr Box Coarsen(int ratio) const { return Coarsen(IntVect::Uniform(ratio)); }
  // The slab of `width` cells just outside face (dir, side) of this box; side 0 = low, 1 = high.
  [[nodiscard]] Box Adjacent(int dir, int side, int width) const;
  // Index of the longest direction (the lowest index among equals).
  [[nodiscard]] int LongestDirection() const;
  // The directions, longest first (the lower index first among equals).
  [[nodiscard]] std::array<int, kDim> DirectionsLongestFirst() const;

  friend constexpr bool operator==(const Box& a, const Box& b) {
    return (a.Empty() && b.Empty()) || (a.lo == b.lo && a.hi == b.hi);
  }
  friend constexpr bool operator!=(const Box& a, const Box& b) { return !(a == b); }
  // Order by lo, then hi, both k-major: used wherever a canonical order is needed.
  friend constexpr bool operator<(const Box& a, const Box& b) {
    if (a.lo != b.lo) return a.lo < b.lo;
    return a.hi < b.hi;
  }
};

using BoxList = std::vector<Box>;

// Every box refined by `ratio`, in the same order.
[[nodiscard]] BoxList Refine(const BoxList& boxes, IntVect ratio);
// Cells of `a` not in `b`, as at most six disjoint boxes (slabs cut off along k, then j, then i).
[[nodiscard]] BoxList Difference(const Box& a, const Box& b);
// Cells of `a` not covered by any box of `covering`, as disjoint boxes.
[[nodiscard]] BoxList Complement(const Box& a, const BoxList& covering);
// Disjoint boxes joined, two at a time, wherever two share a whole face (the same extent in the
// other directions, adjacent in one), until no two do; sorted. Covers the same cells with fewer,
// fatter boxes: box differences and clipping leave slivers that need not stay separate.
[[nodiscard]] BoxList Coalesce(BoxList boxes);
// The cells of `disjoint` boxes as boxes that depend only on the cells, not on how the input cut
// them: the coarsest grid of planes through the union's faces, runs along i, then Coalesce.
// Meant for a few boxes (the grid has up to (2n + 1)^3 cells); sorted.
[[nodiscard]] BoxList CanonicalUnion(const BoxList& disjoint);
[[nodiscard]] int64_t NumCells(const BoxList& boxes);
// True when no two boxes of the list share a cell.
[[nodiscard]] bool Disjoint(const BoxList& boxes);

std::ostream& operator<<(std::ostream& os, const Box& b);

}  // namespace vagus
