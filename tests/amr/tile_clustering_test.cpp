// Tile clustering: one tile over everything clusters as a global Berger-Rigoutsos does; small
// tiles give clusters inside one tile each, covering every tagged block once; and across ranks
// (each holding the tags of its own patches) the clusters equal the one-rank answer, whatever the
// number of ranks and the owners. Run on 1 and 3 ranks.
#include <vagus/amr/tile_clustering.hpp>

#include <gtest/gtest.h>

#include <random>

#include <vagus/amr/chop.hpp>
#include <vagus/amr/nesting.hpp>
#include "tag_patterns.hpp"

namespace vagus::amr {
namespace {

Domain Periodic(IntVect hi, bool periodic) {
  Domain domain;
  domain.box = Box({0, 0, 0}, hi);
  domain.periodic = {periodic, periodic, false};
  return domain;
}

TileClusterOptions Options(int tile_blocks) {
  TileClusterOptions options;
  options.buffer_cells = 1;
  options.block = 4;
  options.tile_blocks = tile_blocks;
  return options;
}

TEST(TileClustering, OneTileClustersAsAGlobalBergerRigoutsos) {
  const Domain domain = Periodic({63, 47, 31}, true);
  const TagSet tags(testing::Shell(domain.box, 18.0, 3.0));
  const TileClusterOptions options = Options(64);
  const BoxList region{domain.box};
  const BoxList tiled =
      Refine(ClusterTilesOf(LocalTagBlocks(tags, domain, region, options), domain, options),
             domain.RatioVect(options.block));
  const BoxList global = ClusterTags(Restrict(tags.Buffer(options.buffer_cells, domain), region),
                                     ClusterOptionsFor(domain, options.efficiency, options.block,
                                                       std::numeric_limits<int64_t>::max()));
  ASSERT_FALSE(global.empty());
  EXPECT_EQ(tiled, global);
}

TEST(TileClustering, ClustersStayInOneTileAndCoverEveryBlockOnce) {
  const Domain domain = Periodic({63, 63, 0}, false);  // 2-D: z inactive
  const TagSet tags(testing::Clumps(domain.box, 6, 9.0, 5));
  const TileClusterOptions options = Options(3);
  const TagSet blocks = LocalTagBlocks(tags, domain, {domain.box}, options);
  const BoxList clusters = ClusterTilesOf(blocks, domain, options);
  int64_t covered = 0;
  for (const Box& c : clusters) {
    EXPECT_EQ(TileOf(c.lo, domain, options), TileOf(c.hi, domain, options)) << c;
    covered += blocks.CountIn(c);
  }
  EXPECT_EQ(covered, blocks.Size());
  EXPECT_TRUE(Disjoint(clusters));
  EXPECT_TRUE(std::is_sorted(clusters.begin(), clusters.end()));
}

// Each rank tags the cells of a fixed pattern that lie in its own patches, on a level whose
// owners are random; the clusters must equal those of one rank holding every tag.
TEST(TileClustering, AcrossRanksTheSameAsOnOne) {
  const Comm comm = Comm::World();
  const Domain domain = Periodic({95, 63, 31}, true);
  const std::vector<IntVect> pattern = testing::Clumps(domain.box, 8, 10.0, 11);
  const BoxList boxes = ChopToSize({domain.box}, 16 * 16 * 16, 8);
  for (int tile_blocks : {1, 3, 64}) {
    const TileClusterOptions options = Options(tile_blocks);
    std::mt19937 rng(static_cast<unsigned>(tile_blocks));  // the same owners on every rank
    std::vector<PatchInfo> patches;
    for (const Box& b : boxes)
      patches.push_back({b, std::uniform_int_distribution<int>(0, comm.size - 1)(rng)});
    const PatchLevel level(0, domain, patches, 1, 2, comm.rank);
    const BoxList region = CoarseNestingRegion(level.Boxes(), domain, 2, options.block);
    TagSet mine;
    for (IntVect cell : pattern)
      if (patches[level.Index().IntersectingIds(Box(cell, cell)).front()].owner == comm.rank)
        mine.Add(cell);
    const BoxList clusters = ClusterAcrossRanks(mine, level, region, options, comm);
    const BoxList expected = Refine(
        ClusterTilesOf(LocalTagBlocks(TagSet(pattern), domain, region, options), domain, options),
        domain.RatioVect(options.block));
    ASSERT_FALSE(expected.empty());
    EXPECT_EQ(clusters, expected) << "tiles of " << tile_blocks << " blocks, " << comm.size
                                  << " ranks";
  }
}

}  // namespace
}  // namespace vagus::amr
