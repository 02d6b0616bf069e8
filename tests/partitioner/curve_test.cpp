// Space-filling curves: the Hilbert key is a bijection on a 2^n cube whose consecutive keys are
// face neighbours, also at the 21 bits the partitioner uses; Morton is a bijection; CurveIndex
// keeps a fine patch's key inside the key range of the base cell under its centre.
#include <vagus/partitioner/curve.hpp>

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <random>
#include <vector>

namespace vagus::partition {
namespace {


int ManhattanDistance(IntVect a, IntVect b) {
  return std::abs(a[0] - b[0]) + std::abs(a[1] - b[1]) + std::abs(a[2] - b[2]);
}

std::vector<IntVect> CubePoints(int side) {
  std::vector<IntVect> points;
  for (int k = 0; k < side; ++k)
    for (int j = 0; j < side; ++j)
      for (int i = 0; i < side; ++i) points.push_back({i, j, k});
  return points;
}

TEST(HilbertCurve, ConsecutiveKeysAreFaceNeighbours) {
  for (int bits = 1; bits <= 5; ++bits) {
    const int side = 1 << bits;
    std::vector<IntVect> at(size_t(side) * side * side, IntVect::Uniform(-1));
    for (IntVect p : CubePoints(side)) {
      const uint64_t key = HilbertKey(p, bits);
      ASSERT_LT(key, at.size());
      ASSERT_EQ(at[key], IntVect::Uniform(-1)) << "key " << key << " taken twice";
      at[key] = p;
    }
    EXPECT_EQ(at.front(), IntVect(0, 0, 0)) << "the curve starts at the origin";
    for (size_t key = 1; key < at.size(); ++key)
      ASSERT_EQ(ManhattanDistance(at[key - 1], at[key]), 1) << "bits " << bits << " key " << key;
  }
}

TEST(HilbertCurve, PointIsTheInverseOfKey) {
  for (int bits : {1, 3, 6}) {
    const uint64_t num = uint64_t{1} << (3 * bits);
    for (uint64_t key = 0; key < num; key += 7)
      ASSERT_EQ(HilbertKey(HilbertPoint(key, bits), bits), key);
  }
  const IntVect far{(1 << 21) - 1, 12345, 1 << 20};
  EXPECT_EQ(HilbertPoint(HilbertKey(far, kCurveBits), kCurveBits), far);
}

TEST(HilbertCurve, DyadicBlocksAtTwentyOneBitsAreVisitedContiguouslyAndInNeighbourOrder) {
  // The 21-bit curve visits each aligned block of 2^(21-n) points in one run, so the blocks'
  // corner points, sorted by key, must again step between face neighbours.
  for (int n = 1; n <= 3; ++n) {
    const int side = 1 << n, shift = kCurveBits - n;
    std::vector<std::pair<uint64_t, IntVect>> blocks;
    for (IntVect p : CubePoints(side)) {
      const IntVect corner{p[0] << shift, p[1] << shift, p[2] << shift};
      const IntVect opposite = corner + IntVect::Uniform((1 << shift) - 1);
      const uint64_t key = HilbertKey(corner, kCurveBits);
      // Any point of the block has a key in the block's run of 2^(3 shift) keys.
      EXPECT_EQ(HilbertKey(opposite, kCurveBits) >> (3 * shift), key >> (3 * shift));
      blocks.push_back({key, p});
    }
    std::sort(blocks.begin(), blocks.end(),
              [](const auto& a, const auto& b) { return a.first < b.first; });
    for (size_t b = 1; b < blocks.size(); ++b) {
      EXPECT_EQ(blocks[b].first >> (3 * shift), (blocks[b - 1].first >> (3 * shift)) + 1);
      EXPECT_EQ(ManhattanDistance(blocks[b - 1].second, blocks[b].second), 1);
    }
  }
}

TEST(HilbertCurve, BatchKeysEqualSingleKeys) {
  std::mt19937 rng(51);
  std::uniform_int_distribution<int> coordinate(0, (1 << kCurveBits) - 1);
  std::vector<IntVect> points(1003);  // not a multiple of the batch width
  for (IntVect& p : points) p = {coordinate(rng), coordinate(rng), coordinate(rng)};
  const std::vector<uint64_t> keys = HilbertKeys(points, kCurveBits);
  ASSERT_EQ(keys.size(), points.size());
  for (size_t n = 0; n < points.size(); ++n) EXPECT_EQ(keys[n], HilbertKey(points[n], kCurveBits));
}

TEST(MortonCurve, IsABijectionInterleavingBits) {
  const int bits = 3, side = 1 << bits;
  std::vector<bool> seen(size_t(side) * side * side, false);
  for (IntVect p : CubePoints(side)) {
    const uint64_t key = MortonKey(p, bits);
    ASSERT_LT(key, seen.size());
    EXPECT_FALSE(seen[key]);
    seen[key] = true;
  }
  EXPECT_EQ(MortonKey({1, 0, 0}, bits), 1u);
  EXPECT_EQ(MortonKey({0, 1, 0}, bits), 2u);
  EXPECT_EQ(MortonKey({0, 0, 1}, bits), 4u);
}

TEST(CurveIndex, FinePatchKeysLieInTheRunOfTheBaseCellUnderTheirCentre) {
  const Box domain({0, 0, 0}, {31, 15, 7});  // extent 32: 5 bits, 16 curve bits per cell
  const int shift = kCurveBits - 5;
  for (Curve curve : {Curve::kHilbert, Curve::kMorton}) {
    const CurveIndex index(curve, domain);
    for (int ratio : {2, 4, 8}) {
      // A fine cell at (i, j, k) lies in base cell (i, j, k) / ratio.
      for (IntVect fine : {IntVect(0, 0, 0), IntVect(5, 9, 3), IntVect(31 * ratio, 3, 7)}) {
        const IntVect base{fine[0] / ratio, fine[1] / ratio, fine[2] / ratio};
        const Box cell(fine, fine);
        const uint64_t key = index.Key(cell, ratio);
        const uint64_t base_key = index.Key(Box(base, base), 1);
        EXPECT_EQ(key >> (3 * shift), base_key >> (3 * shift)) << fine << " ratio " << ratio;
      }
    }
  }
}

}  // namespace
}  // namespace vagus::partition
