// Box algebra: identities checked on many random boxes, plus the cases that are easy to get wrong
// (empty boxes, negative indices under coarsening, face slabs).
#include <vagus/base/box.hpp>

#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <random>
#include <set>
#include <tuple>

#include <vagus/amr/domain.hpp>

namespace vagus::amr {
namespace {

Box RandomBox(std::mt19937& rng, int lo_min = -12, int extent_max = 10) {
  std::uniform_int_distribution<int> lo(lo_min, 12), len(1, extent_max);
  Box b;
  for (int d = 0; d < kDim; ++d) {
    b.lo[d] = lo(rng);
    b.hi[d] = b.lo[d] + len(rng) - 1;
  }
  return b;
}

std::set<std::tuple<int, int, int>> Cells(const Box& b) {
  std::set<std::tuple<int, int, int>> cells;
  for (int k = b.lo[2]; k <= b.hi[2]; ++k)
    for (int j = b.lo[1]; j <= b.hi[1]; ++j)
      for (int i = b.lo[0]; i <= b.hi[0]; ++i) cells.insert({i, j, k});
  return cells;
}

std::set<std::tuple<int, int, int>> CellsOf(const BoxList& boxes) {
  std::set<std::tuple<int, int, int>> cells;
  for (const Box& b : boxes)
    for (const auto& c : Cells(b)) cells.insert(c);
  return cells;
}

TEST(Box, SizeVolumeAndEmptiness) {
  const Box b({0, -2, 3}, {3, 1, 3});
  EXPECT_EQ(b.Size(), IntVect(4, 4, 1));
  EXPECT_EQ(b.NumCells(), 16);
  EXPECT_FALSE(b.Empty());
  EXPECT_TRUE(Box().Empty());
  EXPECT_EQ(Box().NumCells(), 0);
  EXPECT_EQ(Box({0, 0, 0}, {-1, 5, 5}).NumCells(), 0);
}

TEST(Box, IntersectionIsCommutativeAndContained) {
  std::mt19937 rng(1);
  for (int t = 0; t < 2000; ++t) {
    const Box a = RandomBox(rng), b = RandomBox(rng);
    const Box ab = a.Intersect(b);
    EXPECT_EQ(ab, b.Intersect(a));
    EXPECT_TRUE(a.Contains(ab));
    EXPECT_TRUE(b.Contains(ab));
    EXPECT_EQ(a.Intersects(b), !ab.Empty());
  }
}

TEST(Box, GrowShiftAndContains) {
  std::mt19937 rng(2);
  for (int t = 0; t < 500; ++t) {
    const Box a = RandomBox(rng);
    EXPECT_TRUE(a.Grow(2).Contains(a));
    EXPECT_EQ(a.Grow(2).Grow(-2), a);
    EXPECT_EQ(a.Grow(1).Size(), a.Size() + IntVect::Uniform(2));
    const IntVect s{3, -4, 7};
    EXPECT_EQ(a.Shift(s).Shift(-s), a);
    EXPECT_EQ(a.Shift(s).Size(), a.Size());
    EXPECT_TRUE(a.Contains(a.lo));
    EXPECT_TRUE(a.Contains(a.hi));
    EXPECT_FALSE(a.Contains(a.hi + IntVect::Unit(1)));
  }
}

TEST(Box, RefineThenCoarsenIsIdentity) {
  std::mt19937 rng(3);
  for (int ratio : {2, 4}) {
    for (int t = 0; t < 500; ++t) {
      const Box a = RandomBox(rng);
      const Box fine = a.Refine(ratio);
      EXPECT_EQ(fine.NumCells(), a.NumCells() * ratio * ratio * ratio);
      EXPECT_EQ(fine.Coarsen(ratio), a);
      // Coarsening covers: every fine cell lies under the coarsened box.
      const Box any = RandomBox(rng);
      EXPECT_TRUE(any.Coarsen(ratio).Refine(ratio).Contains(any));
    }
  }
  EXPECT_EQ(Box({-1, -2, -3}, {-1, -1, -1}).Coarsen(2), Box({-1, -1, -2}, {-1, -1, -1}));
}

TEST(Box, DifferenceIsDisjointAndExact) {
  std::mt19937 rng(4);
  for (int t = 0; t < 400; ++t) {
    const Box a = RandomBox(rng, -4, 8), b = RandomBox(rng, -4, 8);
    const BoxList diff = Difference(a, b);
    EXPECT_TRUE(Disjoint(diff));
    EXPECT_LE(diff.size(), 6u);
    std::set<std::tuple<int, int, int>> got;
    for (const Box& piece : diff) {
      EXPECT_TRUE(a.Contains(piece));
      EXPECT_FALSE(piece.Intersects(b));
      for (const auto& c : Cells(piece)) got.insert(c);
    }
    std::set<std::tuple<int, int, int>> expected;
    const auto in_b = Cells(b);
    for (const auto& c : Cells(a))
      if (!in_b.count(c)) expected.insert(c);
    EXPECT_EQ(got, expected);
  }
}

TEST(Box, ComplementOfACoveringIsEmpty) {
  const Box domain({0, 0, 0}, {7, 7, 7});
  BoxList halves{Box({0, 0, 0}, {3, 7, 7}), Box({4, 0, 0}, {7, 7, 7})};
  EXPECT_TRUE(Complement(domain, halves).empty());
  halves.pop_back();
  const BoxList rest = Complement(domain, halves);
  EXPECT_EQ(NumCells(rest), 256);
  EXPECT_TRUE(Disjoint(rest));
}

TEST(Box, ComplementCountsMatchOnRandomCoverings) {
  std::mt19937 rng(5);
  const Box domain({-4, -4, -4}, {11, 11, 11});
  for (int t = 0; t < 100; ++t) {
    BoxList cover;
    std::set<std::tuple<int, int, int>> covered;
    for (int n = 0; n < 5; ++n) {
      cover.push_back(RandomBox(rng, -4, 6));
      for (const auto& c : Cells(cover.back().Intersect(domain))) covered.insert(c);
    }
    const BoxList rest = Complement(domain, cover);
    EXPECT_TRUE(Disjoint(rest));
    EXPECT_EQ(NumCells(rest) + static_cast<int64_t>(covered.size()), domain.NumCells());
  }
}

TEST(Box, CoalesceCoversTheSameCellsWithFewerBoxes) {
  std::mt19937 rng(6);
  const Box domain({-4, -4, -4}, {11, 11, 11});
  for (int t = 0; t < 100; ++t) {
    BoxList cover;
    for (int n = 0; n < 5; ++n) cover.push_back(RandomBox(rng, -4, 6));
    const BoxList pieces = Complement(domain, cover);  // slivers, as clipping leaves them
    const BoxList joined = Coalesce(pieces);
    EXPECT_TRUE(Disjoint(joined));
    EXPECT_LE(joined.size(), pieces.size());
    EXPECT_TRUE(std::is_sorted(joined.begin(), joined.end()));
    EXPECT_EQ(CellsOf(joined), CellsOf(pieces));
  }
  // A block cut into a centre and a frame (as a nesting region clip leaves it) is one box again.
  const Box block({0, 0, 0}, {7, 15, 15});
  const Box centre({0, 4, 4}, {7, 11, 11});
  BoxList frame = Difference(block, centre);
  frame.push_back(centre);
  EXPECT_EQ(Coalesce(frame), BoxList{block});
}

// Cuts every box of `boxes` at a random plane across a random direction (where it is wider than
// one cell): the same cells, described by other boxes.
BoxList CutAgain(std::mt19937& rng, const BoxList& boxes) {
  BoxList cut;
  for (const Box& b : boxes) {
    const int d = std::uniform_int_distribution<int>(0, kDim - 1)(rng);
    if (b.lo[d] == b.hi[d]) {
      cut.push_back(b);
      continue;
    }
    const int at = std::uniform_int_distribution<int>(b.lo[d] + 1, b.hi[d])(rng);
    Box low = b, high = b;
    low.hi[d] = at - 1;
    high.lo[d] = at;
    cut.insert(cut.end(), {low, high});
  }
  return cut;
}

TEST(Box, CanonicalUnionDependsOnTheCellsOnly) {
  std::mt19937 rng(7);
  const Box domain({-4, -4, -4}, {11, 11, 11});
  for (int t = 0; t < 100; ++t) {
    BoxList cover;
    for (int n = 0; n < 3; ++n) cover.push_back(RandomBox(rng, -4, 6));
    const BoxList pieces = Complement(domain, cover);
    const BoxList canonical = CanonicalUnion(pieces);
    EXPECT_TRUE(Disjoint(canonical));
    EXPECT_TRUE(std::is_sorted(canonical.begin(), canonical.end()));
    EXPECT_EQ(CellsOf(canonical), CellsOf(pieces));
    EXPECT_EQ(CanonicalUnion(CutAgain(rng, CutAgain(rng, pieces))), canonical) << "trial " << t;
  }
  // Two halves of a box, cut either way, are the box.
  const Box block({0, 0, 0}, {7, 15, 15});
  EXPECT_EQ(CanonicalUnion({Box({0, 0, 0}, {3, 15, 15}), Box({4, 0, 0}, {7, 15, 15})}),
            BoxList{block});
  EXPECT_EQ(CanonicalUnion({Box({0, 0, 0}, {7, 7, 15}), Box({0, 8, 0}, {7, 15, 15})}),
            BoxList{block});
}

TEST(Box, AdjacentSlabs) {
  const Box b({0, 0, 0}, {7, 3, 1});
  EXPECT_EQ(b.Adjacent(0, 0, 2), Box({-2, 0, 0}, {-1, 3, 1}));
  EXPECT_EQ(b.Adjacent(1, 1, 2), Box({0, 4, 0}, {7, 5, 1}));
  EXPECT_EQ(b.LongestDirection(), 0);
}

TEST(Box, DirectionsLongestFirstKeepTheIndexOrderAmongEquals) {
  using Order = std::array<int, kDim>;
  EXPECT_EQ(Box({0, 0, 0}, {7, 3, 1}).DirectionsLongestFirst(), (Order{0, 1, 2}));
  EXPECT_EQ(Box({0, 0, 0}, {1, 3, 7}).DirectionsLongestFirst(), (Order{2, 1, 0}));
  EXPECT_EQ(Box({0, 0, 0}, {3, 7, 3}).DirectionsLongestFirst(), (Order{1, 0, 2}));
  EXPECT_EQ(Box({0, 0, 0}, {3, 3, 3}).DirectionsLongestFirst(), (Order{0, 1, 2}));
  EXPECT_EQ(Box({0, 0, 0}, {1, 7, 7}).DirectionsLongestFirst(), (Order{1, 2, 0}));
}

TEST(Domain, PeriodicShiftsAndGhosts) {
  Domain d;
  d.box = Box({0, 0, 0}, {15, 7, 0});
  d.periodic = {true, false, true};
  // Periodic in i, and in k, but k has one cell: shifts in i and k.
  EXPECT_EQ(d.PeriodicShifts().size(), 9u);
  EXPECT_EQ(d.PeriodicShifts().front(), IntVect(0, 0, 0));
  EXPECT_EQ(d.GhostVect(2), IntVect(2, 2, 0));
  const Domain fine = d.Refined(2);
  EXPECT_EQ(fine.box, Box({0, 0, 0}, {31, 15, 0}));
  EXPECT_DOUBLE_EQ(fine.dx, 0.5);
}

}  // namespace
}  // namespace vagus::amr
