// Proper nesting: the region checked cell by cell against brute force on random levels (walls,
// periodic faces, 2-D), restriction, the nesting checker, the whole regrid pipeline on random
// two-level configurations, and the level invariant checker catching each kind of fault.
#include <vagus/amr/nesting.hpp>

#include <gtest/gtest.h>

#include <algorithm>
#include <random>

#include <vagus/amr/berger_rigoutsos.hpp>
#include <vagus/amr/chop.hpp>
#include "tag_patterns.hpp"

namespace vagus::amr {
namespace {

using testing::CellsOf;

Domain MakeDomain(IntVect hi, int periodic_mask) {
  Domain domain;
  domain.box = Box({0, 0, 0}, hi);
  for (int d = 0; d < kDim; ++d) domain.periodic[d] = (periodic_mask >> d) & 1;
  return domain;
}

// Up to `count` random boxes aligned to `align` inside the domain, made disjoint.
BoxList RandomLevel(std::mt19937& rng, const Domain& domain, int align, int count) {
  const IntVect blocks = domain.RatioVect(align);
  const Box coarse = domain.box.Coarsen(blocks);
  BoxList level;
  for (int n = 0; n < count; ++n) {
    Box b;
    for (int d = 0; d < kDim; ++d) {
      b.lo[d] = std::uniform_int_distribution<int>(coarse.lo[d], coarse.hi[d])(rng);
      b.hi[d] = std::min(coarse.hi[d], b.lo[d] + std::uniform_int_distribution<int>(0, 3)(rng));
    }
    for (const Box& piece : Complement(b.Refine(blocks), level)) level.push_back(piece);
  }
  return level;
}

// Brute force: a cell is nested when it and every cell within `buffer` of it (wrapped across
// periodic faces, ignored beyond walls) are covered; then only whole nested blocks are kept.
std::vector<IntVect> BruteRegion(const BoxList& level, const Domain& domain, int buffer,
                                 int block) {
  const Box& box = domain.box;
  const IntVect n = box.Size();
  std::vector<char> covered(static_cast<std::size_t>(box.NumCells()), 0);
  const auto at = [&](IntVect c) { return (c[2] * n[1] + c[1]) * n[0] + c[0]; };
  for (IntVect c : CellsOf(level)) covered[at(c)] = 1;
  const IntVect reach = domain.GhostVect(buffer);
  const auto nested = [&](IntVect c) {
    for (IntVect offset : CellsOf(Box(-reach, reach))) {
      IntVect neighbour = c + offset;
      bool beyond_wall = false;
      for (int d = 0; d < kDim; ++d) {
        if (neighbour[d] >= 0 && neighbour[d] < n[d]) continue;
        if (domain.periodic[d])
          neighbour[d] = (neighbour[d] + n[d]) % n[d];
        else
          beyond_wall = true;
      }
      if (!beyond_wall && !covered[at(neighbour)]) return false;
    }
    return true;
  };
  const IntVect blocks = domain.RatioVect(block);
  std::vector<IntVect> region;
  for (IntVect q : CellsOf(box.Coarsen(blocks))) {
    const std::vector<IntVect> cells = CellsOf(Box(q, q).Refine(blocks));
    if (std::all_of(cells.begin(), cells.end(),
                    [&](IntVect c) { return covered[at(c)] && nested(c); }))
      region.insert(region.end(), cells.begin(), cells.end());
  }
  std::sort(region.begin(), region.end());
  return region;
}

TEST(Nesting, RegionMatchesBruteForceOnRandomLevels) {
  std::mt19937 rng(31);
  const IntVect shapes[] = {{15, 15, 15}, {23, 15, 0}, {31, 7, 7}};
  for (int trial = 0; trial < 120; ++trial) {
    const Domain domain = MakeDomain(shapes[trial % 3], trial % 8);
    const int buffer = std::uniform_int_distribution<int>(0, 2)(rng);
    const int block = 1 << std::uniform_int_distribution<int>(0, 2)(rng);
    const BoxList level = RandomLevel(rng, domain, 4, 1 + trial % 9);
    SCOPED_TRACE(::testing::Message() << "trial " << trial << " domain " << domain.box << " buffer "
                                      << buffer << " block " << block);
    const BoxList region = CoarseNestingRegion(level, domain, buffer, block);
    EXPECT_TRUE(std::is_sorted(region.begin(), region.end()));
    EXPECT_EQ(CellsOf(region), BruteRegion(level, domain, buffer, block));  // also: no overlaps
    const BoxList fine = NestingRegion(level, domain, 2, buffer, block);
    EXPECT_EQ(fine, Refine(region, domain.RatioVect(2)));
  }
}

TEST(Nesting, NoShrinkAtWallsOrAcrossPeriodicFaces) {
  for (int periodic = 0; periodic < 8; ++periodic) {
    const Domain domain = MakeDomain({15, 11, 7}, periodic);
    // The whole domain in two boxes: nested everywhere, walls or not.
    const BoxList halves{Box({0, 0, 0}, {7, 11, 7}), Box({8, 0, 0}, {15, 11, 7})};
    EXPECT_EQ(CellsOf(CoarseNestingRegion(halves, domain, 2)), CellsOf(domain.box));
  }
}

TEST(Nesting, InteriorBoxShrinksByTheBuffer) {
  const Domain domain = MakeDomain({31, 31, 31}, 7);
  const BoxList level{Box({8, 8, 8}, {23, 23, 23})};
  EXPECT_EQ(CoarseNestingRegion(level, domain, 1), BoxList{Box({9, 9, 9}, {22, 22, 22})});
  EXPECT_EQ(CoarseNestingRegion(level, domain, 2, 4), BoxList{Box({12, 12, 12}, {19, 19, 19})});
  EXPECT_EQ(NestingRegion(level, domain, 2, 1), BoxList{Box({18, 18, 18}, {45, 45, 45})});
  // 2-D: no shrink and no refinement in z.
  const Domain slab = MakeDomain({31, 31, 0}, 0);
  EXPECT_EQ(NestingRegion({Box({8, 8, 0}, {23, 23, 0})}, slab, 4, 1),
            BoxList{Box({36, 36, 0}, {91, 91, 0})});
}

TEST(Nesting, PeriodicImagesContinueALevel) {
  // A box on the low x face: across a wall no shrink; across a periodic face it shrinks unless
  // the level continues on the far side.
  const BoxList low{Box({0, 4, 4}, {3, 11, 11})};
  const BoxList both{Box({0, 4, 4}, {3, 11, 11}), Box({12, 4, 4}, {15, 11, 11})};
  EXPECT_EQ(CoarseNestingRegion(low, MakeDomain({15, 15, 15}, 0), 1),
            BoxList{Box({0, 5, 5}, {2, 10, 10})});
  EXPECT_EQ(CoarseNestingRegion(low, MakeDomain({15, 15, 15}, 1), 1),
            BoxList{Box({1, 5, 5}, {2, 10, 10})});
  EXPECT_EQ(CoarseNestingRegion(both, MakeDomain({15, 15, 15}, 1), 1),
            (BoxList{Box({0, 5, 5}, {2, 10, 10}), Box({13, 5, 5}, {15, 10, 10})}));
}

TEST(Nesting, RestrictKeepsExactlyTheCellsInside) {
  std::mt19937 rng(32);
  const Domain domain = MakeDomain({23, 15, 15}, 0);
  for (int trial = 0; trial < 40; ++trial) {
    const BoxList boxes = RandomLevel(rng, domain, 1, 6), region = RandomLevel(rng, domain, 2, 5);
    const std::vector<IntVect> a = CellsOf(boxes), b = CellsOf(region);
    std::vector<IntVect> both;
    std::set_intersection(a.begin(), a.end(), b.begin(), b.end(), std::back_inserter(both));
    const BoxList pieces = Restrict(boxes, region);
    EXPECT_TRUE(std::is_sorted(pieces.begin(), pieces.end()));
    EXPECT_EQ(CellsOf(pieces), both);
  }
}

// The coarser level's partition cuts the nesting region into different boxes on different numbers
// of ranks; the pieces of the clusters must not follow those cuts.
TEST(Nesting, RestrictDependsOnTheRegionsCellsNotItsBoxes) {
  const BoxList boxes{Box({0, 0, 0}, {15, 15, 15}), Box({16, 0, 0}, {23, 15, 15})};
  const BoxList whole{Box({0, 0, 0}, {19, 15, 15})};
  const BoxList cut{Box({0, 0, 0}, {19, 7, 15}), Box({0, 8, 0}, {7, 15, 15}),
                    Box({8, 8, 0}, {19, 15, 7}), Box({8, 8, 8}, {19, 15, 15})};
  const BoxList pieces = Restrict(boxes, whole);
  EXPECT_EQ(Restrict(boxes, cut), pieces);
  EXPECT_EQ(pieces, (BoxList{Box({0, 0, 0}, {15, 15, 15}), Box({16, 0, 0}, {19, 15, 15})}));
}

TEST(Nesting, CheckerAgreesWithBruteForce) {
  std::mt19937 rng(33);
  int nested_seen = 0, not_nested_seen = 0;
  for (int trial = 0; trial < 200; ++trial) {
    const Domain domain =
        MakeDomain(trial % 2 ? IntVect{15, 15, 15} : IntVect{23, 15, 0}, trial % 8);
    const BoxList level = RandomLevel(rng, domain, 4, 6);
    const int ratio = 2 + (trial % 3 == 0) * 2, buffer = trial % 3;
    BoxList fine = RandomLevel(rng, domain.Refined(ratio), 1, 2);
    const std::vector<IntVect> region = BruteRegion(level, domain, buffer, 1);
    bool expected = true;
    for (const Box& f : fine)
      for (IntVect c : CellsOf(f.Coarsen(domain.RatioVect(ratio))))
        expected = expected && std::binary_search(region.begin(), region.end(), c);
    EXPECT_EQ(ProperlyNested(fine, level, domain, ratio, buffer), expected) << "trial " << trial;
    ++(expected ? nested_seen : not_nested_seen);
  }
  EXPECT_GT(nested_seen, 10);
  EXPECT_GT(not_nested_seen, 10);
}

TEST(Nesting, RegridPipelineGivesNestedValidLevels) {
  // The pipeline of nesting.hpp on random coarse levels and tag patterns: the new level must be
  // properly nested, valid, and cover every tag that was allowed.
  std::mt19937 rng(34);
  const IntVect shapes[] = {{31, 31, 31}, {63, 31, 0}};
  int built = 0;  // trials that made a non-empty fine level
  for (int trial = 0; trial < 48; ++trial) {
    const Domain domain = MakeDomain(shapes[trial % 2], (trial / 2) % 8);
    const int ratio = trial % 3 == 0 ? 4 : 2, blocking_factor = 8, nesting_buffer = 1 + trial % 2;
    const int block = blocking_factor / ratio;
    const int64_t max_cells = 4096;
    const BoxList coarse_level = RandomLevel(rng, domain, blocking_factor, 6);
    const unsigned seed = static_cast<unsigned>(trial);
    std::vector<IntVect> cells = trial % 4 < 2 ? testing::Clumps(domain.box, 5, 5.0, seed)
                                               : testing::UniformNoise(domain.box, 0.02, seed);
    SCOPED_TRACE(::testing::Message() << "trial " << trial << " domain " << domain.box);

    const BoxList region = CoarseNestingRegion(coarse_level, domain, nesting_buffer, block);
    const TagSet tags = Restrict(TagSet(cells).Buffer(1, domain), region);
    const BoxList clustered =
        Restrict(ClusterTags(tags, ClusterOptionsFor(domain, 0.7, block, max_cells)), region);
    const BoxList fine =
        ChopToSize(Refine(clustered, domain.RatioVect(ratio)), max_cells, blocking_factor);

    int64_t covered = 0;
    for (const Box& b : clustered) covered += tags.CountIn(b);
    EXPECT_EQ(covered, tags.Size());
    EXPECT_EQ(CheckLevelInvariants(fine, domain.Refined(ratio), blocking_factor, max_cells), "");
    EXPECT_TRUE(ProperlyNested(fine, coarse_level, domain, ratio, nesting_buffer));
    built += !fine.empty();
  }
  EXPECT_GT(built, 36);
}

TEST(LevelInvariants, EachFaultIsReported) {
  Domain domain = MakeDomain({31, 31, 0}, 0);
  const BoxList good{Box({0, 0, 0}, {7, 15, 0}), Box({8, 0, 0}, {31, 7, 0})};
  EXPECT_EQ(CheckLevelInvariants(good, domain, 8, 256), "");
  EXPECT_EQ(CheckLevelInvariants({}, domain, 8, 256), "");
  const auto fault = [&](const BoxList& boxes, int64_t max_cells = 1 << 20) {
    return CheckLevelInvariants(boxes, domain, 8, max_cells);
  };
  EXPECT_NE(fault({Box({0, 0, 0}, {15, 15, 0}), Box({8, 8, 0}, {23, 23, 0})}).find("overlap"),
            std::string::npos);
  EXPECT_NE(fault({Box({24, 0, 0}, {39, 7, 0})}).find("outside"), std::string::npos);
  EXPECT_NE(fault({Box({4, 0, 0}, {11, 7, 0})}).find("aligned"), std::string::npos);
  EXPECT_NE(fault({Box({0, 0, 0}, {11, 7, 0})}).find("aligned"), std::string::npos);
  EXPECT_NE(fault(good, 128).find("more than max_cells"), std::string::npos);
  EXPECT_NE(fault({Box()}).find("empty"), std::string::npos);
  // Many faults: the report stops after ten.
  BoxList same(15, Box({0, 0, 0}, {7, 7, 0}));
  EXPECT_NE(fault(same).find("more"), std::string::npos);
}

}  // namespace
}  // namespace vagus::amr
