// ChoppedShapes counts, without chopping, the boxes ChopToSize makes: the same sizes with the same
// counts over domains of many shapes (2-D and 3-D, sizes that do not halve evenly, corners off the
// blocking-factor lines), limits and blocking factors.
#include <vagus/amr/chop.hpp>

#include <gtest/gtest.h>

#include <map>
#include <random>

namespace vagus::amr {
namespace {

std::map<IntVect, int64_t> SizeCounts(const BoxList& boxes) {
  std::map<IntVect, int64_t> counts;
  for (const Box& b : boxes) ++counts[b.Size()];
  return counts;
}

TEST(ChoppedShapes, CountsTheBoxesOfChopToSize) {
  std::mt19937 random(11);
  const auto uniform = [&random](int lo, int hi) {
    return std::uniform_int_distribution<int>(lo, hi)(random);
  };
  for (int trial = 0; trial < 300; ++trial) {
    const int blocking = uniform(0, 3) == 0 ? 8 : 4;
    const IntVect lo{blocking * uniform(-3, 3), blocking * uniform(-3, 3), 0};
    const IntVect size{blocking * uniform(1, 24), blocking * uniform(1, 12),
                       trial % 3 == 0 ? 1 : blocking * uniform(1, 12)};
    const Box domain(lo, lo + size - IntVect::Uniform(1));
    const int64_t max_cells = uniform(16, 40000);
    std::map<IntVect, int64_t> shapes;
    for (const ChoppedShape& s : ChoppedShapes(domain, max_cells, blocking))
      shapes[s.box.Size()] += s.count;
    EXPECT_EQ(shapes, SizeCounts(ChopToSize({domain}, max_cells, blocking)))
        << "domain " << domain << ", max_cells " << max_cells << ", blocking factor " << blocking;
  }
}

TEST(ChoppedShapes, AMillionPatchesHaveAFewShapes) {
  const Box domain({0, 0, 0}, {4095, 1023, 1023});
  const std::vector<ChoppedShape> shapes = ChoppedShapes(domain, 4096, 8);
  int64_t patches = 0, cells = 0;
  for (const ChoppedShape& s : shapes) {
    patches += s.count;
    cells += s.count * s.box.NumCells();
  }
  EXPECT_EQ(cells, domain.NumCells());
  EXPECT_EQ(patches, domain.NumCells() / 4096);
  EXPECT_LE(shapes.size(), 8u);
}

}  // namespace
}  // namespace vagus::amr
