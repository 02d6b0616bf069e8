// Proper nesting of level l+1 inside level l, and the invariants every level's boxes keep.
// A coarse cell may lie under level l+1 when every cell within `buffer` cells of it (in the active
// directions) is covered by level l, by a periodic image of level l, or lies beyond a non-periodic
// domain face (a physical boundary needs no shrink).
//
// Regrid of level l+1 from tags on level l (refinement ratio r, blocking factor B on level l+1):
//   const int block = B / r;  // requires B % r == 0
//   BoxList region = CoarseNestingRegion(level_l_boxes, domain_l, nesting_buffer, block);
//   TagSet tags = Restrict(gathered_tags.Buffer(buffer_cells, domain_l), region);
//   ClusterOptions options = ClusterOptionsFor(domain_l, efficiency, block, max_coarse_cells);
//   BoxList boxes = Restrict(ClusterTags(tags, options), region);
//   BoxList level = ChopToSize(Refine(boxes, domain_l.RatioVect(r)), max_cells, B);
// The clip keeps the blocking-factor alignment because the region is a union of whole blocks; that
// needs level l's boxes aligned to `block`, which holds when every level shares the blocking factor
// B (level l's boxes are multiples of B, and B is a multiple of B / r). CoarseNestingRegion
// asserts that alignment.
#pragma once

#include <cstdint>
#include <string>

#include <vagus/base/box.hpp>
#include <vagus/amr/domain.hpp>

namespace vagus::amr {


// Where level l+1 may exist, in level l's index space: the properly nested cells of level l
// (see above), keeping only whole blocks of `block` cells in each active direction. Sorted,
// disjoint. `coarse_boxes` (level l, disjoint, inside the domain) must be aligned to `block`.
[[nodiscard]] BoxList CoarseNestingRegion(const BoxList& coarse_boxes, const Domain& coarse_domain,
                                          int buffer, int block = 1);
// The same region refined to level l+1's index space.
[[nodiscard]] BoxList NestingRegion(const BoxList& coarse_boxes, const Domain& coarse_domain,
                                    int ratio, int buffer, int block = 1);

// The pieces of `boxes` inside `region` (disjoint boxes): each box the region covers, whole, and
// of each other box its cells inside the region as CanonicalUnion cuts them, so that the pieces
// depend on the region's cells only, not on its boxes. Sorted. (Restrict(TagSet, BoxList) in
// tags.hpp filters tags the same way.)
[[nodiscard]] BoxList Restrict(const BoxList& boxes, const BoxList& region);

// True when every cell of `fine` (level l+1's index space) lies over a properly nested cell of
// `coarse_level` with the given nesting buffer (in coarse cells).
[[nodiscard]] bool ProperlyNested(const BoxList& fine, const BoxList& coarse_level,
                                  const Domain& coarse_domain, int ratio, int buffer);

// "" when the boxes of one level are non-empty, disjoint, inside the domain, aligned to the
// blocking factor in the active directions (corners and sizes) and hold at most max_cells cells;
// otherwise one line per problem found (at most ten, then a count of the rest).
[[nodiscard]] std::string CheckLevelInvariants(const BoxList& boxes, const Domain& domain,
                                               int blocking_factor, int64_t max_cells);

}  // namespace vagus::amr
