// TagSet operations on a sorted unique vector of cells. Shifting every cell by the same vector
// keeps the order, so buffering merges shifted copies instead of sorting; counting and restricting
// to a box jump between the box's rows with binary searches.
#include <vagus/amr/tags.hpp>

#include <algorithm>
#include <iterator>

#include <vagus/base/box_index.hpp>
#include <vagus/base/error.hpp>

namespace vagus::amr {
namespace {

// The first cell of `box`, in IntVect order, that comes after `cell` (which is not in the box);
// false when there is none.
bool NextInBox(IntVect cell, const Box& box, IntVect& next) {
  if (cell[2] < box.lo[2]) {
    next = box.lo;
    return true;
  }
  if (cell[2] > box.hi[2]) return false;
  if (cell[1] < box.lo[1]) {
    next = {box.lo[0], box.lo[1], cell[2]};
    return true;
  }
  if (cell[1] <= box.hi[1]) {
    if (cell[0] < box.lo[0]) {
      next = {box.lo[0], cell[1], cell[2]};
      return true;
    }
    if (cell[1] < box.hi[1]) {  // past the row's end: the next row of the same plane
      next = {box.lo[0], cell[1] + 1, cell[2]};
      return true;
    }
  }
  if (cell[2] < box.hi[2]) {  // past the plane's last row: the next plane
    next = {box.lo[0], box.lo[1], cell[2] + 1};
    return true;
  }
  return false;
}

// Calls visit(index) for every tag inside `box`, in order. Rows of the box without tags are
// skipped by binary search, so the cost follows the tags found, not the box's volume.
template <class Visit>
void ForEachTagIn(const std::vector<IntVect>& cells, const Box& box, Visit visit) {
  if (box.Empty()) return;
  auto pos = std::lower_bound(cells.begin(), cells.end(), box.lo);
  while (pos != cells.end()) {
    if (box.Contains(*pos)) {
      visit(static_cast<std::size_t>(pos - cells.begin()));
      ++pos;
      continue;
    }
    IntVect next;
    if (!NextInBox(*pos, box, next)) return;
    pos = std::lower_bound(pos, cells.end(), next);
  }
}

// `cells` (sorted) shifted by `offset` along `dir`: cells leaving the domain are dropped, or
// wrapped where the direction is periodic. The unwrapped and the wrapped cells each keep their
// order, so one merge sorts the result.
std::vector<IntVect> ShiftAlong(const std::vector<IntVect>& cells, int dir, int offset,
                                const Domain& domain) {
  const int lo = domain.box.lo[dir], hi = domain.box.hi[dir];
  const int period = hi - lo + 1;
  std::vector<IntVect> inside, wrapped;
  inside.reserve(cells.size());
  for (IntVect c : cells) {
    c[dir] += offset;
    if (c[dir] >= lo && c[dir] <= hi) {
      inside.push_back(c);
    } else if (domain.periodic[dir]) {
      c[dir] += (c[dir] < lo) ? period : -period;  // |offset| < period: one period is enough
      wrapped.push_back(c);
    }
  }
  if (wrapped.empty()) return inside;
  std::vector<IntVect> merged;
  merged.reserve(inside.size() + wrapped.size());
  std::merge(inside.begin(), inside.end(), wrapped.begin(), wrapped.end(),
             std::back_inserter(merged));
  return merged;
}

// The distinct shifts along `dir` that growing by `cells` produces, zero excluded: up to
// +-cells, reduced modulo the period where periodic, dropped where they leave the domain anyway.
std::vector<int> BufferOffsets(int cells, int dir, const Domain& domain) {
  const int extent = domain.box.Size()[dir];
  std::vector<int> offsets;
  if (domain.periodic[dir]) {
    const int reach = std::min(cells, extent - 1);
    for (int s = 1; s <= reach; ++s) {
      offsets.push_back(s);
      // -s is the same shift as extent - s; only add it when the positive side has not.
      if (extent - s > cells) offsets.push_back(-s);
    }
  } else {
    const int reach = std::min(cells, extent - 1);
    for (int s = 1; s <= reach; ++s) {
      offsets.push_back(s);
      offsets.push_back(-s);
    }
  }
  return offsets;
}

}  // namespace

TagSet::TagSet(std::vector<IntVect> cells) : cells_(std::move(cells)) {}

TagSet TagSet::FromSorted(std::vector<IntVect> cells) {
  TagSet tags(std::move(cells));
  tags.sorted_ = tags.cells_.size();
  return tags;
}

void TagSet::Add(IntVect cell) { cells_.push_back(cell); }

void TagSet::Add(const Box& box) {
  for (int k = box.lo[2]; k <= box.hi[2]; ++k)
    for (int j = box.lo[1]; j <= box.hi[1]; ++j)
      for (int i = box.lo[0]; i <= box.hi[0]; ++i) cells_.push_back({i, j, k});
}

void TagSet::Merge(const TagSet& other) {
  const std::vector<IntVect>& mine = Cells();
  const std::vector<IntVect>& theirs = other.Cells();
  std::vector<IntVect> merged;
  merged.reserve(mine.size() + theirs.size());
  std::set_union(mine.begin(), mine.end(), theirs.begin(), theirs.end(),
                 std::back_inserter(merged));
  cells_.swap(merged);
  sorted_ = cells_.size();
}

void TagSet::Normalize() const {
  if (sorted_ == cells_.size()) return;
  const auto pending = cells_.begin() + static_cast<std::ptrdiff_t>(sorted_);
  std::sort(pending, cells_.end());
  std::inplace_merge(cells_.begin(), pending, cells_.end());
  cells_.erase(std::unique(cells_.begin(), cells_.end()), cells_.end());
  sorted_ = cells_.size();
}

const std::vector<IntVect>& TagSet::Cells() const {
  Normalize();
  return cells_;
}

int64_t TagSet::Size() const { return static_cast<int64_t>(Cells().size()); }

bool TagSet::Contains(IntVect cell) const {
  return std::binary_search(Cells().begin(), Cells().end(), cell);
}

Box TagSet::BoundingBox() const {
  const std::vector<IntVect>& cells = Cells();
  if (cells.empty()) return Box();
  Box bounds(cells.front(), cells.front());
  for (IntVect c : cells) {
    bounds.lo = Min(bounds.lo, c);
    bounds.hi = Max(bounds.hi, c);
  }
  return bounds;
}

int64_t TagSet::CountIn(const Box& box) const {
  int64_t count = 0;
  ForEachTagIn(Cells(), box, [&count](std::size_t) { ++count; });
  return count;
}

TagSet TagSet::Buffer(int cells, const Domain& domain) const {
  VAGUS_ASSERT(cells >= 0, "negative tag buffer");
  VAGUS_ASSERT(domain.box.Contains(BoundingBox()), "tags outside the domain cannot be buffered");
  // A box-shaped neighbourhood is the product of one-direction neighbourhoods: grow along i,
  // then j, then k, each a union of shifted copies of the previous result.
  std::vector<IntVect> grown = Cells();
  for (int d = 0; d < kDim; ++d) {
    if (!domain.Active(d)) continue;
    std::vector<IntVect> result = grown;
    for (int offset : BufferOffsets(cells, d, domain)) {
      const std::vector<IntVect> shifted = ShiftAlong(grown, d, offset, domain);
      std::vector<IntVect> merged;
      merged.reserve(result.size() + shifted.size());
      std::set_union(result.begin(), result.end(), shifted.begin(), shifted.end(),
                     std::back_inserter(merged));
      result.swap(merged);
    }
    grown.swap(result);
  }
  return FromSorted(std::move(grown));
}

TagSet TagSet::Coarsen(IntVect ratio) const {
  VAGUS_ASSERT(ratio[0] >= 1 && ratio[1] >= 1 && ratio[2] >= 1, "coarsening ratio below 1");
  std::vector<IntVect> coarse;
  coarse.reserve(Cells().size());
  for (IntVect c : Cells())
    coarse.push_back(
        {FloorDiv(c[0], ratio[0]), FloorDiv(c[1], ratio[1]), FloorDiv(c[2], ratio[2])});
  return TagSet(std::move(coarse));
}

std::vector<int> TagSet::Serialize() const {
  const std::vector<IntVect>& cells = Cells();
  std::vector<int> flat;
  for (std::size_t n = 0; n < cells.size();) {
    std::size_t last = n;  // extend the run while the next tag is the next cell of the row
    while (last + 1 < cells.size() && cells[last + 1] == cells[last] + IntVect::Unit(0)) ++last;
    flat.insert(flat.end(), {cells[n][0], cells[last][0], cells[n][1], cells[n][2]});
    n = last + 1;
  }
  return flat;
}

TagSet TagSet::Deserialize(const int* data, std::size_t count) {
  VAGUS_ASSERT(count % 4 == 0, "serialised tags are runs of four ints");
  std::vector<IntVect> cells;
  for (std::size_t n = 0; n < count; n += 4) {
    const int i_lo = data[n], i_hi = data[n + 1], j = data[n + 2], k = data[n + 3];
    VAGUS_ASSERT(i_lo <= i_hi, "serialised tag run with i_lo > i_hi");
    for (int i = i_lo; i <= i_hi; ++i) cells.push_back({i, j, k});
  }
  return TagSet(std::move(cells));
}

TagSet Restrict(const TagSet& tags, const BoxList& region) {
  const std::vector<IntVect>& cells = tags.Cells();
  if (cells.size() < region.size()) {
    // Few tags in a large region (one rank's share of a level): look each tag up.
    const BoxIndex index(region);
    std::vector<IntVect> kept;
    for (IntVect c : cells)
      if (index.CoveredCells(Box(c, c)) > 0) kept.push_back(c);
    return TagSet::FromSorted(std::move(kept));
  }
  std::vector<char> keep(cells.size(), 0);
  for (const Box& box : region) ForEachTagIn(cells, box, [&keep](std::size_t n) { keep[n] = 1; });
  std::vector<IntVect> kept;
  for (std::size_t n = 0; n < cells.size(); ++n)
    if (keep[n]) kept.push_back(cells[n]);
  return TagSet::FromSorted(std::move(kept));  // a subsequence of sorted cells
}

}  // namespace vagus::amr
