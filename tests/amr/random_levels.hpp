// Random two-level hierarchies for the schedule and data-movement tests: a coarse level tiled by
// aligned boxes, a fine level (ratio 2 or 4) of aligned boxes covering part of the refined domain
// (not necessarily nested), a second fine layout standing for the level before a regrid, random
// periodicity, 2-D (one cell in z) or 3-D, owners random over 1-4 ranks.
#pragma once

#include <random>
#include <vector>

#include <vagus/amr/patch_level.hpp>

namespace vagus::amr::testing {

inline int Uniform(std::mt19937& rng, int lo, int hi) {
  return std::uniform_int_distribution<int>(lo, hi)(rng);
}

// Disjoint boxes tiling `box` (cuts on multiples of `align`), each kept with probability `keep`.
inline void Tile(std::mt19937& rng, const Box& box, int align, int max_side, double keep,
                 BoxList& out) {
  const int dir = box.LongestDirection();
  const int blocks = box.Size()[dir] / align;
  if (blocks < 2 || (box.Size()[dir] <= max_side && Uniform(rng, 0, 2) > 0)) {
    if (std::uniform_real_distribution<double>(0, 1)(rng) < keep) out.push_back(box);
    return;
  }
  const int cut = box.lo[dir] + align * Uniform(rng, 1, blocks - 1);
  Box low = box, high = box;
  low.hi[dir] = cut - 1;
  high.lo[dir] = cut;
  Tile(rng, low, align, max_side, keep, out);
  Tile(rng, high, align, max_side, keep, out);
}

struct Hierarchy {
  Domain coarse_domain, fine_domain;
  std::vector<PatchInfo> coarse, fine, fine_before;  // fine_before: the level before a regrid
  int ratio = 2, ghosts = 2, ranks = 3;
};

inline std::vector<PatchInfo> Owned(std::mt19937& rng, const BoxList& boxes, int ranks) {
  std::vector<PatchInfo> patches;
  for (const Box& b : boxes) patches.push_back({b, Uniform(rng, 0, ranks - 1)});
  return patches;
}

inline Hierarchy RandomHierarchy(std::mt19937& rng) {
  Hierarchy h;
  h.ratio = Uniform(rng, 0, 1) ? 2 : 4;
  h.ghosts = Uniform(rng, 1, 3);
  h.ranks = Uniform(rng, 1, 4);
  const bool flat = Uniform(rng, 0, 3) == 0;  // one cell in z: a 2-D problem
  h.coarse_domain.box = Box({0, 0, 0}, {4 * Uniform(rng, 2, 6) - 1, 4 * Uniform(rng, 2, 6) - 1,
                                        flat ? 0 : 4 * Uniform(rng, 1, 4) - 1});
  for (int d = 0; d < kDim; ++d) h.coarse_domain.periodic[d] = Uniform(rng, 0, 1) == 1;
  h.fine_domain = h.coarse_domain.Refined(h.ratio);
  BoxList coarse, fine, before;
  Tile(rng, h.coarse_domain.box, 4, 8, 1.0, coarse);
  const IntVect align = h.fine_domain.RatioVect(4);
  for (int n = 0; n < 2; ++n) {
    BoxList& out = n == 0 ? fine : before;
    Tile(rng, h.fine_domain.box, align[0], 12, 0.4, out);
  }
  h.coarse = Owned(rng, coarse, h.ranks);
  h.fine = Owned(rng, fine, h.ranks);
  h.fine_before = Owned(rng, before, h.ranks);
  return h;
}

// The same patches with owners folded onto `ranks` ranks (to run a hierarchy on a real job).
inline std::vector<PatchInfo> FoldOwners(std::vector<PatchInfo> patches, int ranks) {
  for (PatchInfo& p : patches) p.owner %= ranks;
  return patches;
}

}  // namespace vagus::amr::testing
