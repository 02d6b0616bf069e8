// Box algebra: face slabs, difference and complement as disjoint box lists; coalescing.
#include "amr/base/box.hpp"

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
