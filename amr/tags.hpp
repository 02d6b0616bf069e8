// TagSet: the cells of one level tagged for refinement, kept as sorted unique IntVects (k-major,
// the IntVect order), so every rank holding the same tags holds the same bytes. Buffering is a
// separable dilation (one direction at a time, each a union of shifted copies, no re-sort).
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include <vagus/base/box.hpp>
#include <vagus/amr/domain.hpp>

namespace vagus::amr {

class TagSet {
 public:
  TagSet() = default;
  // Cells in any order, duplicates allowed.
  explicit TagSet(std::vector<IntVect> cells);

  // Additions are cheap (appended); the set is sorted again on the next query. Queries are const
  // but may sort pending additions, so one TagSet must not be queried from two threads at once.
  void Add(IntVect cell);
  void Add(const Box& box);
  // Union with another set (e.g. the tags gathered from another rank).
  void Merge(const TagSet& other);

  [[nodiscard]] int64_t Size() const;
  [[nodiscard]] bool Empty() const { return Size() == 0; }
  // Sorted (IntVect operator<) and unique.
  [[nodiscard]] const std::vector<IntVect>& Cells() const;
  [[nodiscard]] bool Contains(IntVect cell) const;
  // Smallest box holding every tag (empty for an empty set).
  [[nodiscard]] Box BoundingBox() const;
  [[nodiscard]] int64_t CountIn(const Box& box) const;

  // Every tag grown by `cells` in the domain's active directions (none in inactive ones). Growth
  // is clipped at non-periodic domain faces and wraps around periodic ones, so the result lies
  // inside domain.box. Every tag must lie inside domain.box.
  [[nodiscard]] TagSet Buffer(int cells, const Domain& domain) const;
  // The coarse cells (floor division) containing at least one tag. Pass a ratio of 1 in inactive
  // directions (see ClusterOptions) so a one-cell direction stays one cell when refined back.
  [[nodiscard]] TagSet Coarsen(IntVect ratio) const;
  [[nodiscard]] TagSet Coarsen(int factor) const { return Coarsen(IntVect::Uniform(factor)); }

  // Flat form for MPI: runs of consecutive tags along i, four ints each (i_lo, i_hi, j, k).
  // Deserialising the concatenation of several serialisations gives the union of their sets, so
  // the caller can MPI_Allgatherv the vectors and deserialise the whole receive buffer at once.
  [[nodiscard]] std::vector<int> Serialize() const;
  [[nodiscard]] static TagSet Deserialize(const int* data, std::size_t count);
  [[nodiscard]] static TagSet Deserialize(const std::vector<int>& data) {
    return Deserialize(data.data(), data.size());
  }

  friend bool operator==(const TagSet& a, const TagSet& b) { return a.Cells() == b.Cells(); }
  friend bool operator!=(const TagSet& a, const TagSet& b) { return !(a == b); }

 private:
  friend TagSet Restrict(const TagSet& tags, const BoxList& region);
  // Wraps cells already sorted and unique.
  static TagSet FromSorted(std::vector<IntVect> cells);
  // Sorts the pending tail cells_[sorted_:] and merges it into the sorted unique prefix.
  void Normalize() const;

  mutable std::vector<IntVect> cells_;
  mutable std::size_t sorted_ = 0;  // cells_[0, sorted_) is sorted and unique
};

// The tags inside the union of `region` (disjoint boxes), e.g. the proper-nesting region, so
// that clusters built from them stay nested.
[[nodiscard]] TagSet Restrict(const TagSet& tags, const BoxList& region);

}  // namespace vagus::amr
