// Box algebra: face slabs, difference and complement as disjoint box lists.
#include "amr/box.hpp"

namespace vagus::amr {

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

}  // namespace vagus::amr
