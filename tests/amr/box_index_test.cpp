// BoxIndex against all-pairs loops on random box lists: every box meeting a query is found once,
// and the overlap sums (covered cells, cells tagged otherwise, coverage of a finer box) are exact.
#include <vagus/base/box_index.hpp>

#include <gtest/gtest.h>

#include <algorithm>
#include <random>

namespace vagus {
namespace {

int Uniform(std::mt19937& rng, int lo, int hi) {
  return std::uniform_int_distribution<int>(lo, hi)(rng);
}

// Disjoint boxes tiling `box`, by random cuts down to pieces of at most `max_side` cells a side;
// some pieces are dropped so that queries also meet holes.
void Tile(std::mt19937& rng, const Box& box, int max_side, BoxList& out) {
  const int dir = box.LongestDirection();
  const int length = box.Size()[dir];
  if (length <= max_side && Uniform(rng, 0, 3) > 0) {
    if (Uniform(rng, 0, 4) > 0) out.push_back(box);
    return;
  }
  if (length < 2) {
    out.push_back(box);
    return;
  }
  const int cut = box.lo[dir] + Uniform(rng, 1, length - 1);
  Box low = box, high = box;
  low.hi[dir] = cut - 1;
  high.lo[dir] = cut;
  Tile(rng, low, max_side, out);
  Tile(rng, high, max_side, out);
}

Box RandomQuery(std::mt19937& rng, const Box& domain) {
  IntVect lo, hi;
  for (int d = 0; d < kDim; ++d) {
    lo[d] = Uniform(rng, domain.lo[d] - 4, domain.hi[d] + 4);
    hi[d] = lo[d] + Uniform(rng, -1, domain.Size()[d] / 2);
  }
  return {lo, hi};
}

TEST(BoxIndex, FindsEveryBoxMeetingAQueryOnceAsAllPairsDo) {
  std::mt19937 rng(7);
  for (int trial = 0; trial < 40; ++trial) {
    const Box domain({Uniform(rng, -20, 20), Uniform(rng, -20, 20), Uniform(rng, -20, 20)},
                     {Uniform(rng, 25, 90), Uniform(rng, 25, 90), Uniform(rng, 21, 60)});
    BoxList boxes;
    Tile(rng, domain, Uniform(rng, 2, 24), boxes);
    // Overlapping boxes too (a list of periodic images or of two levels): each still once.
    if (trial % 2 == 1)
      for (int n = 0; n < 10; ++n) boxes.push_back(RandomQuery(rng, domain));
    boxes.push_back(Box());  // an empty box is never found
    const BoxIndex index(boxes);
    for (int q = 0; q < 60; ++q) {
      const Box query = RandomQuery(rng, domain);
      std::vector<std::size_t> expected;
      for (std::size_t n = 0; n < boxes.size(); ++n)
        if (boxes[n].Intersects(query)) expected.push_back(n);
      std::vector<std::size_t> visited;
      index.ForEachIntersecting(query, [&visited](std::size_t n) { visited.push_back(n); });
      std::sort(visited.begin(), visited.end());
      ASSERT_EQ(visited, expected) << "query " << query;
      EXPECT_EQ(index.IntersectingIds(query), expected);
      BoxList expected_boxes;
      for (std::size_t n : expected) expected_boxes.push_back(boxes[n]);
      EXPECT_EQ(index.Intersecting(query), expected_boxes);
    }
  }
}

TEST(BoxIndex, SumsOverlapsAsAllPairsDo) {
  std::mt19937 rng(41);
  for (int trial = 0; trial < 30; ++trial) {
    const Box domain({0, 0, 0}, {Uniform(rng, 8, 80), Uniform(rng, 8, 80), Uniform(rng, 0, 40)});
    BoxList boxes;
    Tile(rng, domain, Uniform(rng, 2, 20), boxes);
    std::vector<int> tags;
    for (std::size_t n = 0; n < boxes.size(); ++n) tags.push_back(Uniform(rng, 0, 2));
    const BoxIndex index(boxes, tags);
    for (int q = 0; q < 50; ++q) {
      const Box query = RandomQuery(rng, domain);
      const int tag = Uniform(rng, 0, 2);
      const int ratio = 1 << Uniform(rng, 1, 2);
      const Box fine = query.Refine(ratio).Grow(Uniform(rng, -1, 1));
      int64_t covered = 0, other = 0;
      BoxIndex::Coverage coverage;
      for (std::size_t n = 0; n < boxes.size(); ++n) {
        covered += query.Intersect(boxes[n]).NumCells();
        if (tags[n] != tag) other += query.Intersect(boxes[n]).NumCells();
        const int64_t under = fine.Intersect(boxes[n].Refine(ratio)).NumCells();
        coverage.cells += under;
        if (tags[n] == tag) coverage.tagged += under;
      }
      EXPECT_EQ(index.CoveredCells(query), covered);
      EXPECT_EQ(index.CellsTaggedOtherThan(query, tag), other);
      const BoxIndex::Coverage found = index.CoverageOfFine(fine, ratio, tag);
      EXPECT_EQ(found.cells, coverage.cells);
      EXPECT_EQ(found.tagged, coverage.tagged);
    }
  }
}

TEST(BoxIndex, AnEmptyListFindsNothing) {
  const BoxIndex index(BoxList{});
  EXPECT_TRUE(index.IntersectingIds(Box({0, 0, 0}, {9, 9, 9})).empty());
  EXPECT_EQ(index.CoveredCells(Box({0, 0, 0}, {9, 9, 9})), 0);
}

}  // namespace
}  // namespace vagus
