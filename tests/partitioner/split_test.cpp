// Halving and cutting pieces: the parts tile the box, cut on a blocking-factor line (halving: of
// the longest direction that has one; cutting: wherever the wanted weight falls), share work and
// bytes exactly, and come in curve order.
#include <vagus/partitioner/split.hpp>

#include <gtest/gtest.h>

#include <random>

#include "random_hierarchy.hpp"

namespace vagus::partition {
namespace {

Piece MakePiece(const Box& box, const CurveIndex& curve, int64_t bytes = 1001) {
  Piece p;
  p.item.box = box;
  p.item.work = 3.0 * static_cast<double>(box.NumCells());
  p.item.bytes = bytes;
  p.item.previous_owner = 5;
  p.weight = p.item.work;
  p.key = curve.Key(box, 1);
  p.source = 7;
  return p;
}

// A box on 4-cell lines, 4 to 24 cells a side.
Box RandomBox(std::mt19937& rng) {
  Box box;
  for (int d = 0; d < 3; ++d) {
    box.lo[d] = 4 * testkit::Uniform(rng, 0, 8);
    box.hi[d] = box.lo[d] + 4 * testkit::Uniform(rng, 1, 6) - 1;
  }
  return box;
}

// The two parts tile the piece's box, split on a 4-cell line, share bytes and work exactly, and
// come in curve order.
void ExpectPartsOf(const Piece& piece, const Piece& first, const Piece& second) {
  const Box& box = piece.item.box;
  EXPECT_TRUE(Disjoint({first.item.box, second.item.box}));
  EXPECT_EQ(first.item.box.NumCells() + second.item.box.NumCells(), box.NumCells());
  EXPECT_TRUE(box.Contains(first.item.box) && box.Contains(second.item.box));
  for (int d = 0; d < 3; ++d)
    EXPECT_EQ(std::max(first.item.box.lo[d], second.item.box.lo[d]) % 4, 0);
  EXPECT_EQ(first.item.bytes + second.item.bytes, piece.item.bytes);
  EXPECT_DOUBLE_EQ(first.item.work + second.item.work, piece.item.work);
  EXPECT_FALSE(CurveLess()(second, first));
}

TEST(Split, HalvesTileTheBoxOnBlockingFactorLines) {
  const CurveIndex curve(Curve::kHilbert, Box({0, 0, 0}, {63, 63, 63}));
  std::mt19937 rng(31);
  for (int trial = 0; trial < 500; ++trial) {
    const Box box = RandomBox(rng);
    const Piece piece = MakePiece(box, curve, testkit::Uniform(rng, 0, 1 << 30));
    Piece first, second;
    const bool cut = HalvePiece(piece, 4, curve, first, second);
    ASSERT_EQ(cut, box.Size().MaxComponent() > 4) << box;
    if (!cut) continue;
    ExpectPartsOf(piece, first, second);
    // The cut is along a longest direction.
    int d = 0;
    while (first.item.box.Size()[d] == box.Size()[d]) ++d;
    EXPECT_EQ(box.Size()[d], box.Size().MaxComponent());
    EXPECT_DOUBLE_EQ(first.item.work / first.item.box.NumCells(), 3.0);
    EXPECT_EQ(first.source, 7);
    EXPECT_EQ(second.item.previous_owner, 5);
  }
}

TEST(Split, CutsNearTheMiddle) {
  const CurveIndex curve(Curve::kHilbert, Box({0, 0, 0}, {63, 63, 63}));
  Piece first, second;
  // 12 cells: lines at 4 and 8 are equally near the middle (6): the lower one is taken.
  ASSERT_TRUE(
      HalvePiece(MakePiece(Box({0, 0, 0}, {11, 3, 3}), curve), 4, curve, first, second));
  EXPECT_EQ(std::min(first.item.box.NumCells(), second.item.box.NumCells()), 4 * 16);
  // 20 cells from 4: middle 14, nearest line 12.
  ASSERT_TRUE(
      HalvePiece(MakePiece(Box({4, 0, 0}, {23, 3, 3}), curve), 4, curve, first, second));
  EXPECT_EQ(std::min(first.item.box.NumCells(), second.item.box.NumCells()), 8 * 16);
}

TEST(Split, CutGivesAnyWeightOneLineCanGive) {
  const CurveIndex curve(Curve::kHilbert, Box({0, 0, 0}, {63, 63, 63}));
  std::mt19937 rng(37);
  for (int trial = 0; trial < 500; ++trial) {
    const Box box = RandomBox(rng);
    const Piece piece = MakePiece(box, curve, testkit::Uniform(rng, 0, 1 << 30));
    Piece first, second;
    if (box.Size().MaxComponent() == 4) {
      EXPECT_FALSE(CutPiece(piece, 1.0, 4, curve, first, second));
      continue;
    }
    // A weight one line gives: the part earlier on the curve of a random line's cut.
    int d = testkit::Uniform(rng, 0, 2);
    while (box.Size()[d] == 4) d = (d + 1) % 3;
    Box low = box, high = box;
    low.hi[d] = box.lo[d] + 4 * testkit::Uniform(rng, 1, box.Size()[d] / 4 - 1) - 1;
    high.lo[d] = low.hi[d] + 1;
    const bool low_first = CurveLess()(MakePiece(low, curve), MakePiece(high, curve));
    const double wanted = 3.0 * static_cast<double>((low_first ? low : high).NumCells());
    ASSERT_TRUE(CutPiece(piece, wanted, 4, curve, first, second)) << box;
    EXPECT_DOUBLE_EQ(first.weight, wanted) << box;
    ExpectPartsOf(piece, first, second);
  }
}

TEST(Split, CutPrefersTheLongerDirection) {
  // 16 x 8 x 8 cut in half: along i (8 x 8 x 8 each), not along j or k (16 x 4 x 8).
  const CurveIndex curve(Curve::kHilbert, Box({0, 0, 0}, {63, 63, 63}));
  Piece first, second;
  const Piece piece = MakePiece(Box({0, 0, 0}, {15, 7, 7}), curve);
  ASSERT_TRUE(CutPiece(piece, 0.5 * piece.weight, 4, curve, first, second));
  EXPECT_EQ(first.item.box.Size(), IntVect(8, 8, 8));
}

TEST(Split, ToCellsAndToWeight) {
  const CurveIndex curve(Curve::kMorton, Box({0, 0, 0}, {63, 63, 0}));
  const Piece piece = MakePiece(Box({0, 0, 0}, {63, 31, 0}), curve);  // 2-D, 2048 cells
  std::vector<Piece> out;
  SplitToCells(piece, 100, 4, curve, out);
  EXPECT_EQ(out.size(), 32u);  // 64 cells each
  for (size_t n = 0; n < out.size(); ++n) EXPECT_EQ(out[n].item.box.NumCells(), 64);
  out.clear();
  SplitToWeight(piece, 3.0 * 600, 4, curve, out);
  EXPECT_EQ(out.size(), 4u);  // 512 cells each, weight 1536
  out.clear();
  EXPECT_THROW(SplitToCells(piece, 15, 4, curve, out), std::invalid_argument);
  SplitToWeight(piece, 1.0, 4, curve, out);  // stops at 4 x 4 x 1 without complaint
  EXPECT_EQ(out.size(), 128u);
}

}  // namespace
}  // namespace vagus::partition
