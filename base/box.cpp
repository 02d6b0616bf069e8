// Box algebra: face slabs, difference and complement as disjoint box lists; coalescing.
#include <vagus/base/box.hpp>

#include <algorithm>
#include <array>

namespace vagus {

std::ostream& operator<<(std::ostream& os, IntVect iv) {
  return os << '(' << iv[0] << ',' << iv[1] << ',' << iv[2] << ')';
}

std::ostream& operator<<(std::ostream& os, const Box& b) {
  return os << '[' << b.lo << ".." << b.hi << ']';
}

Box Box::Adjacent(int dir, int side, int width) const {
  Box slab = *this;
  if (side == 0) {
    slab.hi[dir] = lo[dir] - 1;
    slab.lo[dir] = lo[dir] - width;
  } else {
    slab.lo[dir] = hi[dir] + 1;
    slab.hi[dir] = hi[dir] + width;
  }
  return slab;
}

int Box::LongestDirection() const {
  const IntVect n = Size();
  int best = 0;
  for (int d = 1; d < kDim; ++d)
    if (n[d] > n[best]) best = d;
  return best;
}

std::array<int, kDim> Box::DirectionsLongestFirst() const {
  const IntVect n = Size();
  std::array<int, kDim> order{0, 1, 2};
  // Insertion sort: stable, and std::stable_sort would ask for a buffer on every call.
  for (int a = 1; a < kDim; ++a)
    for (int b = a; b > 0 && n[order[b]] > n[order[b - 1]]; --b) std::swap(order[b], order[b - 1]);
  return order;
}

BoxList Refine(const BoxList& boxes, IntVect ratio) {
  BoxList fine;
  fine.reserve(boxes.size());
  for (const Box& b : boxes) fine.push_back(b.Refine(ratio));
  return fine;
}

BoxList Difference(const Box& a, const Box& b) {
  const Box overlap = a.Intersect(b);
  if (overlap.Empty()) return a.Empty() ? BoxList{} : BoxList{a};
  BoxList pieces;
  Box rest = a;
  // Peel slabs below and above the overlap, k first, so what remains shrinks to the overlap.
  for (int d = kDim - 1; d >= 0; --d) {
    if (rest.lo[d] < overlap.lo[d]) {
      Box below = rest;
      below.hi[d] = overlap.lo[d] - 1;
      pieces.push_back(below);
      rest.lo[d] = overlap.lo[d];
    }
    if (rest.hi[d] > overlap.hi[d]) {
      Box above = rest;
      above.lo[d] = overlap.hi[d] + 1;
      pieces.push_back(above);
      rest.hi[d] = overlap.hi[d];
    }
  }
  return pieces;
}

BoxList Complement(const Box& a, const BoxList& covering) {
  BoxList remaining = a.Empty() ? BoxList{} : BoxList{a};
  for (const Box& c : covering) {
    BoxList next;
    for (const Box& r : remaining) {
      BoxList pieces = Difference(r, c);
      next.insert(next.end(), pieces.begin(), pieces.end());
    }
    remaining.swap(next);
    if (remaining.empty()) break;
  }
  return remaining;
}

namespace {

// One sweep along direction d: boxes ordered by their extent in the other directions, then by
// position along d, so boxes that may join are neighbours in the order. Returns whether any did.
bool JoinAlong(BoxList& boxes, int d) {
  const auto across = [d](const Box& b) {
    std::array<int, 2 * (kDim - 1)> key{};
    int n = 0;
    for (int e = kDim - 1; e >= 0; --e)
      if (e != d) {
        key[n++] = b.lo[e];
        key[n++] = b.hi[e];
      }
    return key;
  };
  std::sort(boxes.begin(), boxes.end(), [&](const Box& a, const Box& b) {
    const auto ka = across(a), kb = across(b);
    return ka != kb ? ka < kb : a.lo[d] < b.lo[d];
  });
  BoxList joined;
  for (const Box& b : boxes) {
    if (!joined.empty() && across(joined.back()) == across(b) &&
        joined.back().hi[d] + 1 == b.lo[d]) {
      joined.back().hi[d] = b.hi[d];
    } else {
      joined.push_back(b);
    }
  }
  const bool any = joined.size() < boxes.size();
  boxes.swap(joined);
  return any;
}

}  // namespace

BoxList Coalesce(BoxList boxes) {
  for (bool any = true; any;) {
    any = false;
    for (int d = 0; d < kDim; ++d) any |= JoinAlong(boxes, d);
  }
  std::sort(boxes.begin(), boxes.end());
  return boxes;
}

namespace {

// The union's indicator on a grid of planes: lines[d] holds the planes' coordinates (each cell
// of the grid spans [lines[d][m], lines[d][m + 1]) along d); covered is indexed (k, j, i).
struct PlaneGrid {
  std::array<std::vector<int>, kDim> lines;
  std::vector<char> covered;
  [[nodiscard]] int Cells(int d) const { return static_cast<int>(lines[d].size()) - 1; }
  [[nodiscard]] std::size_t At(int i, int j, int k) const {
    return (static_cast<std::size_t>(k) * Cells(1) + j) * Cells(0) + i;
  }
};

PlaneGrid GridOf(const BoxList& boxes) {
  PlaneGrid grid;
  for (int d = 0; d < kDim; ++d) {
    for (const Box& b : boxes) grid.lines[d].insert(grid.lines[d].end(), {b.lo[d], b.hi[d] + 1});
    std::sort(grid.lines[d].begin(), grid.lines[d].end());
    grid.lines[d].erase(std::unique(grid.lines[d].begin(), grid.lines[d].end()),
                        grid.lines[d].end());
  }
  grid.covered.assign(static_cast<std::size_t>(grid.Cells(0)) * grid.Cells(1) * grid.Cells(2), 0);
  const auto index = [&grid](int d, int x) {
    return static_cast<int>(std::lower_bound(grid.lines[d].begin(), grid.lines[d].end(), x) -
                            grid.lines[d].begin());
  };
  for (const Box& b : boxes)
    for (int k = index(2, b.lo[2]); k < index(2, b.hi[2] + 1); ++k)
      for (int j = index(1, b.lo[1]); j < index(1, b.hi[1] + 1); ++j)
        for (int i = index(0, b.lo[0]); i < index(0, b.hi[0] + 1); ++i)
          grid.covered[grid.At(i, j, k)] = 1;
  return grid;
}

// The grid without the planes across which the union does not change: then the planes are the
// union's own, whatever boxes described it.
PlaneGrid WithoutInnerPlanes(const PlaneGrid& grid) {
  PlaneGrid coarse = grid;
  for (int d = 0; d < kDim; ++d) {
    std::vector<int> keep{0};  // the grid cells along d that start a kept slab
    const auto same_slab = [&coarse, d](int a, int b) {
      int n[3] = {coarse.Cells(0), coarse.Cells(1), coarse.Cells(2)};
      n[d] = 1;
      for (int k = 0; k < n[2]; ++k)
        for (int j = 0; j < n[1]; ++j)
          for (int i = 0; i < n[0]; ++i) {
            int at_a[3] = {i, j, k}, at_b[3] = {i, j, k};
            at_a[d] = a;
            at_b[d] = b;
            if (coarse.covered[coarse.At(at_a[0], at_a[1], at_a[2])] !=
                coarse.covered[coarse.At(at_b[0], at_b[1], at_b[2])])
              return false;
          }
      return true;
    };
    for (int m = 1; m < coarse.Cells(d); ++m)
      if (!same_slab(keep.back(), m)) keep.push_back(m);
    PlaneGrid next;
    next.lines = coarse.lines;
    next.lines[d].clear();
    for (int m : keep) next.lines[d].push_back(coarse.lines[d][m]);
    next.lines[d].push_back(coarse.lines[d].back());
    next.covered.assign(static_cast<std::size_t>(next.Cells(0)) * next.Cells(1) * next.Cells(2), 0);
    for (int k = 0; k < next.Cells(2); ++k)
      for (int j = 0; j < next.Cells(1); ++j)
        for (int i = 0; i < next.Cells(0); ++i) {
          int from[3] = {i, j, k};
          from[d] = keep[from[d]];
          next.covered[next.At(i, j, k)] = coarse.covered[coarse.At(from[0], from[1], from[2])];
        }
    coarse = std::move(next);
  }
  return coarse;
}

}  // namespace

BoxList CanonicalUnion(const BoxList& disjoint) {
  if (disjoint.size() <= 1) return disjoint;
  const PlaneGrid grid = WithoutInnerPlanes(GridOf(disjoint));
  BoxList runs;
  for (int k = 0; k < grid.Cells(2); ++k)
    for (int j = 0; j < grid.Cells(1); ++j)
      for (int i = 0; i < grid.Cells(0);) {
        if (!grid.covered[grid.At(i, j, k)]) {
          ++i;
          continue;
        }
        int end = i;
        while (end + 1 < grid.Cells(0) && grid.covered[grid.At(end + 1, j, k)]) ++end;
        runs.push_back(
            Box({grid.lines[0][i], grid.lines[1][j], grid.lines[2][k]},
                {grid.lines[0][end + 1] - 1, grid.lines[1][j + 1] - 1, grid.lines[2][k + 1] - 1}));
        i = end + 1;
      }
  return Coalesce(std::move(runs));
}

int64_t NumCells(const BoxList& boxes) {
  int64_t n = 0;
  for (const Box& b : boxes) n += b.NumCells();
  return n;
}

bool Disjoint(const BoxList& boxes) {
  for (size_t a = 0; a < boxes.size(); ++a)
    for (size_t b = a + 1; b < boxes.size(); ++b)
      if (boxes[a].Intersects(boxes[b])) return false;
  return true;
}

}  // namespace vagus
