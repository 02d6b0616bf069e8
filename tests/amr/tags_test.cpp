// TagSet: order independence, union, serialisation, coarsening, counting, and buffering checked
// cell by cell against brute force (clipped at walls, wrapped across periodic faces, none in an
// inactive direction).
#include <vagus/amr/tags.hpp>

#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <set>

#include "tag_patterns.hpp"

namespace vagus::amr {
namespace {

using testing::CellsOf;

std::vector<IntVect> RandomCells(std::mt19937& rng, const Box& within, int count) {
  std::vector<IntVect> cells;
  for (int n = 0; n < count; ++n) {
    IntVect c;
    for (int d = 0; d < kDim; ++d)
      c[d] = std::uniform_int_distribution<int>(within.lo[d], within.hi[d])(rng);
    cells.push_back(c);
  }
  return cells;
}

std::vector<IntVect> SortedUnique(std::vector<IntVect> cells) {
  std::sort(cells.begin(), cells.end());
  cells.erase(std::unique(cells.begin(), cells.end()), cells.end());
  return cells;
}

Domain MakeDomain(IntVect lo, IntVect hi, bool px, bool py, bool pz) {
  Domain domain;
  domain.box = Box(lo, hi);
  domain.periodic = {px, py, pz};
  return domain;
}

// Every tag grown by `cells` in the active directions, clipped or wrapped: one cell at a time.
std::vector<IntVect> BruteBuffer(const std::vector<IntVect>& tags, int cells,
                                 const Domain& domain) {
  const IntVect reach = domain.GhostVect(cells);
  std::set<IntVect> grown;
  for (IntVect t : tags)
    for (IntVect offset : CellsOf(Box(-reach, reach))) {
      IntVect c = t + offset;
      bool inside = true;
      for (int d = 0; d < kDim; ++d) {
        const int lo = domain.box.lo[d], period = domain.box.Size()[d];
        if (c[d] >= lo && c[d] <= domain.box.hi[d]) continue;
        if (domain.periodic[d])
          c[d] = lo + ((c[d] - lo) % period + period) % period;
        else
          inside = false;
      }
      if (inside) grown.insert(c);
    }
  return {grown.begin(), grown.end()};
}

TEST(TagSet, InsertionOrderAndDuplicatesDoNotMatter) {
  std::mt19937 rng(11);
  std::vector<IntVect> cells = RandomCells(rng, Box({-5, -5, -5}, {5, 5, 5}), 600);
  TagSet forward(cells);
  std::shuffle(cells.begin(), cells.end(), rng);
  TagSet one_by_one;
  for (IntVect c : cells) {
    one_by_one.Add(c);
    if (c[0] == 0) {
      EXPECT_TRUE(one_by_one.Contains(c));  // queries between additions
    }
  }
  EXPECT_EQ(forward, one_by_one);
  EXPECT_EQ(forward.Cells(), SortedUnique(cells));
  EXPECT_EQ(forward.Size(), static_cast<int64_t>(SortedUnique(cells).size()));
}

TEST(TagSet, EmptySetAndBoundingBox) {
  const TagSet empty;
  EXPECT_TRUE(empty.Empty());
  EXPECT_TRUE(empty.BoundingBox().Empty());
  EXPECT_TRUE(empty.Serialize().empty());
  EXPECT_TRUE(TagSet::Deserialize(empty.Serialize()).Empty());
  TagSet tags;
  tags.Add(IntVect{3, -1, 2});
  tags.Add(IntVect{-2, 4, 2});
  tags.Add(Box({0, 0, 7}, {1, 1, 7}));
  EXPECT_EQ(tags.Size(), 6);
  EXPECT_EQ(tags.BoundingBox(), Box({-2, -1, 2}, {3, 4, 7}));
}

TEST(TagSet, MergeIsTheUnion) {
  std::mt19937 rng(12);
  for (int trial = 0; trial < 20; ++trial) {
    const Box within({0, 0, 0}, {9, 9, 3});
    const std::vector<IntVect> a = RandomCells(rng, within, 150), b = RandomCells(rng, within, 90);
    TagSet merged(a);
    merged.Merge(TagSet(b));
    std::vector<IntVect> both = a;
    both.insert(both.end(), b.begin(), b.end());
    EXPECT_EQ(merged.Cells(), SortedUnique(both));
  }
}

TEST(TagSet, SerialisationRoundTripsAndConcatenationIsTheUnion) {
  std::mt19937 rng(13);
  const Box within({-8, -3, 0}, {8, 3, 2});
  const TagSet a(RandomCells(rng, within, 200)),
      b(testing::Shell(Box({0, 0, 0}, {15, 15, 15}), 6, 2));
  const std::vector<int> flat_a = a.Serialize(), flat_b = b.Serialize();
  EXPECT_EQ(flat_a.size() % 4, 0u);
  EXPECT_EQ(TagSet::Deserialize(flat_a), a);
  EXPECT_EQ(TagSet::Deserialize(flat_b), b);
  // Runs along i make a shell far smaller than three ints per tag.
  EXPECT_LT(flat_b.size(), static_cast<std::size_t>(3 * b.Size()));
  std::vector<int> gathered = flat_b;  // what MPI_Allgatherv would hand back, rank by rank
  gathered.insert(gathered.end(), flat_a.begin(), flat_a.end());
  TagSet expected = a;
  expected.Merge(b);
  EXPECT_EQ(TagSet::Deserialize(gathered), expected);
}

TEST(TagSet, CoarsenMatchesBruteForce) {
  std::mt19937 rng(14);
  for (IntVect ratio : {IntVect{2, 2, 2}, IntVect{4, 4, 1}, IntVect{3, 1, 2}}) {
    const std::vector<IntVect> cells = RandomCells(rng, Box({-9, -9, -9}, {9, 9, 9}), 300);
    std::vector<IntVect> coarse;
    for (IntVect c : cells)
      coarse.push_back(
          {FloorDiv(c[0], ratio[0]), FloorDiv(c[1], ratio[1]), FloorDiv(c[2], ratio[2])});
    EXPECT_EQ(TagSet(cells).Coarsen(ratio).Cells(), SortedUnique(coarse));
  }
  EXPECT_EQ(TagSet({{-1, -4, 3}}).Coarsen(4).Cells(), std::vector<IntVect>{IntVect(-1, -1, 0)});
}

TEST(TagSet, CountInAndRestrictMatchBruteForce) {
  std::mt19937 rng(15);
  const Box within({0, 0, 0}, {15, 11, 7});
  const TagSet tags(RandomCells(rng, within, 400));
  for (int trial = 0; trial < 40; ++trial) {
    BoxList region;
    for (int n = 0; n < 3; ++n) {
      const std::vector<IntVect> corners = RandomCells(rng, within.Grow(2), 2);
      const Box candidate(Min(corners[0], corners[1]), Max(corners[0], corners[1]));
      const BoxList pieces = Complement(candidate, region);  // keep the region disjoint
      region.insert(region.end(), pieces.begin(), pieces.end());
    }
    std::vector<IntVect> inside;
    for (IntVect c : tags.Cells())
      for (const Box& b : region)
        if (b.Contains(c)) inside.push_back(c);
    EXPECT_EQ(Restrict(tags, region).Cells(), SortedUnique(inside));
    int64_t counted = 0;
    for (const Box& b : region) counted += tags.CountIn(b);
    EXPECT_EQ(counted, static_cast<int64_t>(inside.size()));
  }
}

TEST(TagSet, BufferMatchesBruteForce) {
  std::mt19937 rng(16);
  int trial = 0;
  for (IntVect hi : {IntVect{11, 9, 7}, IntVect{15, 12, 0}, IntVect{5, 0, 0}})
    for (int periodic = 0; periodic < 8; ++periodic)
      for (int cells = 0; cells <= 3; ++cells) {
        const Domain domain = MakeDomain({0, 0, 0}, hi, periodic & 1, periodic & 2, periodic & 4);
        const std::vector<IntVect> tags = RandomCells(rng, domain.box, 1 + (trial++ % 25));
        SCOPED_TRACE(::testing::Message()
                     << "domain " << domain.box << " periodic " << periodic << " buffer " << cells);
        EXPECT_EQ(TagSet(tags).Buffer(cells, domain).Cells(), BruteBuffer(tags, cells, domain));
      }
}

TEST(TagSet, BufferGrowsByExactlyTheRequestedCells) {
  const Domain walls = MakeDomain({0, 0, 0}, {15, 15, 15}, false, false, false);
  const Domain flat = MakeDomain({0, 0, 0}, {15, 15, 0}, false, false, false);
  const Domain torus = MakeDomain({0, 0, 0}, {15, 15, 15}, true, true, true);
  const TagSet middle({{8, 8, 8}}), corner({{0, 0, 0}}), flat_corner({{0, 15, 0}});
  EXPECT_EQ(middle.Buffer(2, walls).Cells(), CellsOf(Box({6, 6, 6}, {10, 10, 10})));
  EXPECT_EQ(corner.Buffer(2, walls).Cells(), CellsOf(Box({0, 0, 0}, {2, 2, 2})));
  // Nothing grows in the inactive z direction.
  EXPECT_EQ(TagSet({{8, 8, 0}}).Buffer(3, flat).Cells(), CellsOf(Box({5, 5, 0}, {11, 11, 0})));
  EXPECT_EQ(flat_corner.Buffer(1, flat).Cells(), CellsOf(Box({0, 14, 0}, {1, 15, 0})));
  // Across periodic faces the growth wraps to the far side.
  const TagSet wrapped = corner.Buffer(1, torus);
  EXPECT_EQ(wrapped.Size(), 27);
  EXPECT_TRUE(wrapped.Contains({15, 15, 15}));
  EXPECT_TRUE(wrapped.Contains({1, 15, 0}));
  // A buffer wider than a periodic domain fills it, without duplicates.
  const Domain ring = MakeDomain({0, 0, 0}, {3, 0, 0}, true, false, false);
  EXPECT_EQ(TagSet({{1, 0, 0}}).Buffer(7, ring).Cells(), CellsOf(ring.box));
}

}  // namespace
}  // namespace vagus::amr
