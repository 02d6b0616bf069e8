// Berger-Rigoutsos clustering: on many tag patterns every tag is covered by exactly one box, the
// boxes are disjoint, sorted, inside the domain, aligned to the blocking factor, within max_cells,
// efficient enough and independent of insertion order; plus small cases with a known answer.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>
#include <ctime>
#include <limits>
#include <random>

#include <vagus/amr/berger_rigoutsos.hpp>
#include <vagus/amr/nesting.hpp>
#include "tag_patterns.hpp"

namespace vagus::amr {
namespace {

using testing::CellsOf;

Domain MakeDomain(IntVect hi) {
  Domain domain;
  domain.box = Box({0, 0, 0}, hi);
  return domain;
}

struct Pattern {
  const char* name;
  Domain domain;
  std::vector<IntVect> tags;
};

std::vector<Pattern> Patterns() {
  const Domain cube = MakeDomain({31, 31, 31}), slab = MakeDomain({63, 47, 0});
  const Domain brick = MakeDomain({47, 31, 15});
  return {
      {"empty", cube, {}},
      {"single cell", cube, {{13, 7, 22}}},
      {"single cell in a corner", cube, {{31, 31, 31}}},
      {"sparse noise", cube, testing::UniformNoise(cube.box, 0.01, 1)},
      {"dense noise", brick, testing::UniformNoise(brick.box, 0.3, 2)},
      {"clumps", cube, testing::Clumps(cube.box, 6, 5.0, 3)},
      {"many small clumps", brick, testing::Clumps(brick.box, 40, 2.5, 4)},
      {"spherical shell", cube, testing::Shell(cube.box, 11.0, 2.0)},
      {"thin shell", brick, testing::Shell(brick.box, 13.0, 1.0)},
      {"wavy front", brick, testing::WavyFront(brick.box, 20.0, 5.0, 2)},
      {"domain faces", brick, testing::Faces(brick.box)},
      {"2-D ring", slab, testing::Shell(slab.box, 17.0, 2.0)},
      {"2-D clumps", slab, testing::Clumps(slab.box, 8, 6.0, 5)},
      {"2-D noise", slab, testing::UniformNoise(slab.box, 0.05, 6)},
      {"2-D faces", slab, testing::Faces(slab.box)},
  };
}

// Fill ratio of a box on the blocking-factor grid, the measure ClusterTags works to.
double BlockEfficiency(const TagSet& blocks_tagged, const Box& box, IntVect block) {
  const Box coarse = box.Coarsen(block);
  return static_cast<double>(blocks_tagged.CountIn(coarse)) / coarse.NumCells();
}

// Every property a clustering must have; `efficiency_holds` when no box was chopped afterwards.
void CheckClustering(const TagSet& tags, const BoxList& boxes, const Domain& domain,
                     const ClusterOptions& options, bool efficiency_holds) {
  EXPECT_EQ(CheckLevelInvariants(boxes, domain, options.blocking_factor, options.max_cells), "");
  EXPECT_TRUE(Disjoint(boxes));
  EXPECT_TRUE(std::is_sorted(boxes.begin(), boxes.end()));
  // Disjoint boxes whose tag counts add up to all tags cover each tag exactly once.
  int64_t covered = 0;
  for (const Box& b : boxes) {
    EXPECT_TRUE(domain.box.Contains(b)) << b;
    EXPECT_GT(tags.CountIn(b), 0) << "box without tags: " << b;
    covered += tags.CountIn(b);
  }
  EXPECT_EQ(covered, tags.Size());
  const IntVect block = domain.RatioVect(options.blocking_factor);
  if (!efficiency_holds) return;
  const TagSet blocks_tagged = tags.Coarsen(block);
  for (const Box& b : boxes)
    EXPECT_GE(BlockEfficiency(blocks_tagged, b, block), options.efficiency) << b;
}

TEST(ClusterTags, PropertiesHoldOnEveryPattern) {
  for (const Pattern& pattern : Patterns())
    for (int blocking_factor : {1, 2, 4, 8})
      for (double efficiency : {0.5, 0.7, 0.9}) {
        SCOPED_TRACE(::testing::Message() << pattern.name << ", blocking factor " << blocking_factor
                                          << ", efficiency " << efficiency);
        const TagSet tags(pattern.tags);
        ClusterOptions options = ClusterOptionsFor(pattern.domain, efficiency, blocking_factor,
                                                   std::numeric_limits<int64_t>::max());
        const BoxList unlimited = ClusterTags(tags, options);
        CheckClustering(tags, unlimited, pattern.domain, options, true);
        EXPECT_EQ(unlimited.empty(), tags.Empty());

        // A size limit chops boxes on blocking-factor lines (dropping pieces without tags).
        options.max_cells = 2 * pattern.domain.RatioVect(blocking_factor).Product();
        const BoxList limited = ClusterTags(tags, options);
        CheckClustering(tags, limited, pattern.domain, options, false);
        const std::vector<IntVect> within = CellsOf(limited), whole = CellsOf(unlimited);
        EXPECT_TRUE(std::includes(whole.begin(), whole.end(), within.begin(), within.end()));
      }
}

TEST(ClusterTags, SameTagsInAnyOrderGiveTheSameBoxes) {
  std::mt19937 rng(21);
  for (const Pattern& pattern : Patterns()) {
    std::vector<IntVect> shuffled = pattern.tags;
    std::shuffle(shuffled.begin(), shuffled.end(), rng);
    TagSet one_by_one;
    for (IntVect c : shuffled) one_by_one.Add(c);
    if (!shuffled.empty()) one_by_one.Add(shuffled.front());  // a duplicate changes nothing
    const ClusterOptions options = ClusterOptionsFor(pattern.domain, 0.7, 4, 4096);
    EXPECT_EQ(ClusterTags(TagSet(pattern.tags), options), ClusterTags(one_by_one, options))
        << pattern.name;
  }
}

TEST(ClusterTags, SeparatedBlocksAreFoundExactly) {
  // Two cubes and a bar, apart from each other: holes separate them, each is filled completely.
  const BoxList features{Box({2, 2, 2}, {5, 5, 5}), Box({10, 3, 1}, {13, 8, 6}),
                         Box({1, 12, 12}, {14, 12, 12})};
  TagSet tags;
  for (const Box& f : features) tags.Add(f);
  ClusterOptions options;
  options.efficiency = 0.9;
  BoxList expected = features;
  std::sort(expected.begin(), expected.end());
  EXPECT_EQ(ClusterTags(tags, options), expected);
}

TEST(ClusterTags, AnLShapeIsCutAtItsInflection) {
  // No empty plane here: the jump in the signature from 16 to 4 tags per column is the cut.
  TagSet tags;
  tags.Add(Box({0, 0, 0}, {15, 3, 0}));
  tags.Add(Box({0, 4, 0}, {3, 15, 0}));
  const Domain domain = MakeDomain({15, 15, 0});
  const BoxList boxes = ClusterTags(tags, ClusterOptionsFor(domain, 0.8, 1, 1 << 20));
  EXPECT_EQ(boxes, (BoxList{Box({0, 0, 0}, {3, 15, 0}), Box({4, 0, 0}, {15, 3, 0})}));
}

TEST(ClusterTags, AFullBoxStaysWhole) {
  TagSet tags;
  tags.Add(Box({8, 4, 0}, {23, 27, 11}));
  ClusterOptions options;
  options.efficiency = 1.0;
  options.blocking_factor = 4;
  EXPECT_EQ(ClusterTags(tags, options), BoxList{Box({8, 4, 0}, {23, 27, 11})});
}

TEST(ClusterTags, OneTagGivesOneAlignedBlock) {
  ClusterOptions options;
  options.blocking_factor = 8;
  EXPECT_EQ(ClusterTags(TagSet({{13, 7, 22}}), options), BoxList{Box({8, 0, 16}, {15, 7, 23})});
  EXPECT_EQ(ClusterTags(TagSet({{-3, 7, 22}}), options), BoxList{Box({-8, 0, 16}, {-1, 7, 23})});
  // In a 2-D problem the block is one cell thick in z.
  const Domain slab = MakeDomain({63, 63, 0});
  EXPECT_EQ(ClusterTags(TagSet({{13, 7, 0}}), ClusterOptionsFor(slab, 0.7, 8, 1 << 20)),
            BoxList{Box({8, 0, 0}, {15, 7, 0})});
}

TEST(ClusterTags, TwoDimensionalProblemsNeverCutOrGrowInZ) {
  const Domain slab = MakeDomain({127, 95, 0});
  const TagSet tags(testing::Shell(slab.box, 40.0, 3.0));
  const BoxList boxes = ClusterTags(tags, ClusterOptionsFor(slab, 0.7, 8, 512));
  ASSERT_FALSE(boxes.empty());
  for (const Box& b : boxes) {
    EXPECT_EQ(b.lo[2], 0);
    EXPECT_EQ(b.hi[2], 0);
  }
  CheckClustering(tags, boxes, slab, ClusterOptionsFor(slab, 0.7, 8, 512), false);
}

TEST(ClusterTags, MillionTagShellIsFast) {
  // The benchmark's case (bench/cluster_bench.cpp): a shell of about 10^6 tags in 256^3.
  const Domain domain = MakeDomain({255, 255, 255});
  const TagSet tags(testing::Shell(domain.box, 100.0, 8.0));
  ASSERT_GT(tags.Size(), 900000);
  const ClusterOptions options = ClusterOptionsFor(domain, 0.7, 8, 32768);
  // CPU time, not wall time: a loaded machine slows the wall clock, not the work.
  const std::clock_t start = std::clock();
  const BoxList boxes = ClusterTags(tags, options);
  const double seconds = double(std::clock() - start) / CLOCKS_PER_SEC;
  std::printf("clustered %lld tags into %zu boxes in %.3f s of CPU time\n",
              static_cast<long long>(tags.Size()), boxes.size(), seconds);
  CheckClustering(tags, boxes, domain, options, false);
  // Generous: well under a second on one core; a quadratic step would take minutes.
  EXPECT_LT(seconds, 5.0);
}

}  // namespace
}  // namespace vagus::amr
