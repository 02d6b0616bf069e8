// TagBlockBuilder against LocalTagBlocks, its sparse reference: the same blocks from the same
// tags, on domains periodic in every, some or no direction, in 3-D and 2-D, with buffers from 0
// to beyond a periodic extent, regions that leave holes, and tags on the faces (where the buffer
// wraps or is clipped). The tags come patch by patch, as NewFineBoxes gives them.
#include <vagus/amr/tag_blocks.hpp>

#include <gtest/gtest.h>

#include <random>

#include <vagus/amr/chop.hpp>
#include <vagus/amr/tile_clustering.hpp>
#include "tag_patterns.hpp"

namespace vagus::amr {
namespace {

struct Case {
  IntVect hi;  // domain box (0, 0, 0) .. hi
  std::array<bool, kDim> periodic;
  int buffer;
  int block;
};

// The blocks both ways for random tags in the patches of a random chop of the domain, in a region
// of some of the domain's pieces.
void ExpectSameBlocks(const Case& c, unsigned seed) {
  Domain domain;
  domain.box = Box({0, 0, 0}, c.hi);
  domain.periodic = c.periodic;
  std::mt19937 rng(seed);
  const BoxList patches = ChopToSize({domain.box}, 8 * 8 * 8, c.block);
  BoxList region;
  for (const Box& b : ChopToSize({domain.box}, 4 * 4 * 4, c.block))
    if (std::bernoulli_distribution(0.8)(rng)) region.push_back(b);
  TileClusterOptions options;
  options.buffer_cells = c.buffer;
  options.block = c.block;

  TagBlockBuilder builder(domain, region, options);
  std::vector<IntVect> all;
  for (const Box& patch : patches) {
    // Some patches untagged, some sparse, some dense; the domain's faces tagged more often.
    const double fraction = std::uniform_real_distribution<double>(-0.3, 0.6)(rng);
    std::vector<int> tagged(static_cast<std::size_t>(patch.NumCells()), 0);
    std::size_t n = 0;
    for (IntVect cell : testing::CellsOf(patch)) {
      bool on_face = false;
      for (int d = 0; d < kDim; ++d)
        on_face = on_face || (domain.Active(d) && (cell[d] == 0 || cell[d] == c.hi[d]));
      const double p = on_face ? fraction + 0.3 : fraction;
      if (std::uniform_real_distribution<double>(0, 1)(rng) < p) {
        tagged[n] = 1 + static_cast<int>(n % 3);  // any non-zero value is a tag
        all.push_back(cell);
      }
      ++n;
    }
    builder.Add(patch, tagged.data());
  }
  const TagSet expected = LocalTagBlocks(TagSet(all), domain, region, options);
  EXPECT_EQ(builder.Blocks(), expected) << "seed " << seed << ": " << builder.Blocks().Size()
                                        << " blocks, " << expected.Size() << " expected";
}

TEST(TagBlockBuilder, SameBlocksAsTheSparseBuffering) {
  const std::vector<Case> cases = {
      {{31, 23, 15}, {true, true, true}, 2, 4},     // periodic everywhere
      {{31, 23, 15}, {false, false, false}, 2, 4},  // buffers clipped at every face
      {{31, 23, 15}, {false, true, true}, 1, 2},    // the Richtmyer-Meshkov set-up
      {{31, 3, 15}, {true, true, false}, 3, 4},     // buffer reaching round a 4-cell period
      {{15, 15, 0}, {true, false, false}, 2, 4},    // 2-D: nothing grows along z
      {{23, 15, 7}, {true, false, true}, 0, 1},     // no buffer, cell-sized blocks
  };
  for (const Case& c : cases)
    for (unsigned seed = 1; seed <= 4; ++seed) ExpectSameBlocks(c, seed);
}

TEST(TagBlockBuilder, NothingAddedOrNothingTaggedGivesNoBlocks) {
  Domain domain;
  domain.box = Box({0, 0, 0}, {15, 15, 15});
  TileClusterOptions options;
  options.block = 4;
  TagBlockBuilder builder(domain, {domain.box}, options);
  EXPECT_TRUE(builder.Blocks().Empty());
  const std::vector<int> none(16 * 16 * 16, 0);
  builder.Add(domain.box, none.data());
  EXPECT_TRUE(builder.Blocks().Empty());
}

}  // namespace
}  // namespace vagus::amr
