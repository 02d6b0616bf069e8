// Proper nesting region and level invariants. The region is built box by box: the cells of a
// window around each coarse box not covered by level l (or its periodic images) are grown by the
// nesting buffer, coarsened outward to blocks, and taken away from the box's blocks.
#include <vagus/amr/nesting.hpp>

#include <algorithm>
#include <sstream>
#include <utility>
#include <vector>

#include <vagus/base/box_index.hpp>
#include <vagus/base/error.hpp>

namespace vagus::amr {
namespace {

bool AlignedTo(const Box& box, IntVect block) {
  for (int d = 0; d < kDim; ++d) {
    if (FloorDiv(box.lo[d], block[d]) * block[d] != box.lo[d]) return false;
    if (box.Size()[d] % block[d] != 0) return false;
  }
  return true;
}

IntVect BlockVect(const Domain& domain, int block) { return domain.RatioVect(block); }

}  // namespace

BoxList CoarseNestingRegion(const BoxList& coarse_boxes, const Domain& coarse_domain, int buffer,
                            int block) {
  VAGUS_ASSERT(buffer >= 0 && block >= 1, "negative nesting buffer or block below 1");
  const Box& domain = coarse_domain.box;
  const IntVect grow = coarse_domain.GhostVect(buffer);
  const IntVect blocks = BlockVect(coarse_domain, block);
  // Uncovered cells can matter only up to `buffer` cells beyond a periodic face (where periodic
  // images of the level cover them); beyond a non-periodic face everything counts as covered.
  Box halo = domain;
  for (int d = 0; d < kDim; ++d) {
    if (!coarse_domain.periodic[d]) continue;
    VAGUS_ASSERT(grow[d] < domain.Size()[d], "nesting buffer not shorter than a periodic domain");
    halo.lo[d] -= grow[d];
    halo.hi[d] += grow[d];
  }
  BoxList covering;
  const std::vector<IntVect> shifts = coarse_domain.PeriodicShifts();
  for (const Box& b : coarse_boxes) {
    VAGUS_ASSERT(domain.Contains(b), "coarse level box outside its domain");
    VAGUS_ASSERT(AlignedTo(b, blocks), "coarse level box not aligned to the nesting block");
    for (IntVect shift : shifts) {
      const Box image = b.Shift(shift);
      if (image.Intersects(halo)) covering.push_back(image);
    }
  }
  const BoxIndex index(covering);

  BoxList region;
  for (const Box& b : coarse_boxes) {
    if (b.Empty()) continue;
    // The uncovered cells within `buffer` of the box, each grown by the buffer: what they reach
    // inside the box is not nested. Any block touched by them is dropped whole.
    const Box window = b.Grow(grow).Intersect(halo);
    // Most boxes of a level lie inside it: their window is covered (the images are disjoint, so
    // covered cells add up), and the whole box is nested.
    if (index.CoveredCells(window) == window.NumCells()) {
      region.push_back(b);
      continue;
    }
    BoxList forbidden;
    for (const Box& uncovered : Complement(window, index.Intersecting(window)))
      forbidden.push_back(uncovered.Grow(grow).Coarsen(blocks));
    for (const Box& allowed : Complement(b.Coarsen(blocks), forbidden))
      region.push_back(allowed.Refine(blocks));
  }
  std::sort(region.begin(), region.end());
  return region;
}

BoxList NestingRegion(const BoxList& coarse_boxes, const Domain& coarse_domain, int ratio,
                      int buffer, int block) {
  return Refine(CoarseNestingRegion(coarse_boxes, coarse_domain, buffer, block),
                coarse_domain.RatioVect(ratio));
}

BoxList Restrict(const BoxList& boxes, const BoxList& region) {
  const BoxIndex index(region);
  BoxList pieces;
  for (const Box& b : boxes) {
    BoxList inside;
    index.ForEachIntersecting(b, [&](std::size_t r) { inside.push_back(b.Intersect(region[r])); });
    // A box the region covers stays whole; the others are cut by the region's cells, not by how
    // its boxes happen to be laid out (which differs with the coarser level's partition).
    if (NumCells(inside) == b.NumCells()) {
      pieces.push_back(b);
    } else {
      const BoxList canonical = CanonicalUnion(inside);
      pieces.insert(pieces.end(), canonical.begin(), canonical.end());
    }
  }
  std::sort(pieces.begin(), pieces.end());
  return pieces;
}

bool ProperlyNested(const BoxList& fine, const BoxList& coarse_level, const Domain& coarse_domain,
                    int ratio, int buffer) {
  const BoxList region = CoarseNestingRegion(coarse_level, coarse_domain, buffer, 1);
  const BoxIndex index(region);
  const IntVect r = coarse_domain.RatioVect(ratio);
  for (const Box& f : fine) {
    if (f.Empty()) continue;
    // The region's boxes are disjoint, so the parent cells are all nested when the pieces of the
    // region inside them add up to all of them.
    const Box parent = f.Coarsen(r);
    if (index.CoveredCells(parent) != parent.NumCells()) return false;
  }
  return true;
}

std::string CheckLevelInvariants(const BoxList& boxes, const Domain& domain, int blocking_factor,
                                 int64_t max_cells) {
  constexpr int kMaxReported = 10;
  std::ostringstream report;
  int problems = 0;
  const auto note = [&](auto&&... parts) {
    if (++problems > kMaxReported) return;
    (report << ... << parts) << '\n';
  };
  const IntVect blocks = BlockVect(domain, blocking_factor);
  for (std::size_t n = 0; n < boxes.size(); ++n) {
    const Box& b = boxes[n];
    if (b.Empty()) {
      note("box ", n, " is empty");
      continue;
    }
    if (!domain.box.Contains(b)) note("box ", n, ' ', b, " lies outside the domain ", domain.box);
    if (!AlignedTo(b, blocks))
      note("box ", n, ' ', b, " is not aligned to the blocking factor ", blocking_factor);
    if (b.NumCells() > max_cells)
      note("box ", n, ' ', b, " has ", b.NumCells(), " cells, more than max_cells = ", max_cells);
  }
  const BoxIndex index(boxes);
  for (std::size_t n = 0; n < boxes.size(); ++n) {
    for (std::size_t m : index.IntersectingIds(boxes[n]))
      if (m > n) note("boxes ", n, ' ', boxes[n], " and ", m, ' ', boxes[m], " overlap");
  }
  if (problems > kMaxReported) report << "... and " << problems - kMaxReported << " more\n";
  return report.str();
}

}  // namespace vagus::amr
