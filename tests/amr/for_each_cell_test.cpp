// ReduceRowsOverCells: several values reduced in one pass over a box's cells, each row folded
// along i from the identity, the rows joined in storage order. Boxes are in a patch's local index
// space (from 0), as ForEachRow needs.
#include <vagus/base/for_each_cell.hpp>

#include <gtest/gtest.h>

#include <algorithm>
#include <limits>
#include <vector>

namespace vagus {
namespace {

using Values = Kokkos::Array<double, 3>;

// Integer-valued, so that any order of the sums gives the same bits.
KOKKOS_INLINE_FUNCTION double CellValue(int k, int j, int i) { return 100.0 * k + 10.0 * j + i; }

TEST(ReduceRowsOverCells, SumsAndExtremaEqualAPlainLoop) {
  const Box box({2, 1, 3}, {9, 4, 6});
  constexpr double kInf = std::numeric_limits<double>::infinity();
  const Values identity = {0.0, kInf, -kInf};
  const Values got = ReduceRowsOverCells(
      "test::SumMinMax", box, identity,
      KOKKOS_LAMBDA(int k, int j, int i, Values& v) {
        const double x = CellValue(k, j, i);
        v[0] += x;
        v[1] = x < v[1] ? x : v[1];
        v[2] = x > v[2] ? x : v[2];
      },
      [](Values& total, const Values& row) {
        total[0] += row[0];
        total[1] = std::min(total[1], row[1]);
        total[2] = std::max(total[2], row[2]);
      });
  Values want = identity;
  for (int k = box.lo[2]; k <= box.hi[2]; ++k)
    for (int j = box.lo[1]; j <= box.hi[1]; ++j)
      for (int i = box.lo[0]; i <= box.hi[0]; ++i) {
        want[0] += CellValue(k, j, i);
        want[1] = std::min(want[1], CellValue(k, j, i));
        want[2] = std::max(want[2], CellValue(k, j, i));
      }
  for (int n = 0; n < 3; ++n) EXPECT_EQ(got[n], want[n]) << "value " << n;
}

TEST(ReduceRowsOverCells, JoinsTheRowsInStorageOrder) {
  const Box box({0, 1, 2}, {3, 4, 4});
  const int nj = box.Size()[1];
  std::vector<double> joined;
  ReduceRowsOverCells(
      "test::RowOrder", box, Values{},
      KOKKOS_LAMBDA(int k, int j, int, Values& v) {
        v[0] = (k - 2) * nj + (j - 1);  // the row's number in storage order
        v[1] += 1.0;                    // its cells
      },
      [&](Values&, const Values& row) {
        joined.push_back(row[0]);
        EXPECT_EQ(row[1], box.Size()[0]);
      });
  ASSERT_EQ(joined.size(), std::size_t(box.Size()[1] * box.Size()[2]));
  for (std::size_t row = 0; row < joined.size(); ++row) EXPECT_EQ(joined[row], double(row));
}

TEST(ReduceRowsOverCells, AnEmptyBoxGivesTheIdentity) {
  const Values identity = {1.0, 2.0, 3.0};
  int joins = 0;
  const Values got = ReduceRowsOverCells(
      "test::Empty", Box(), identity, KOKKOS_LAMBDA(int, int, int, Values& v) { v[0] = -1.0; },
      [&](Values&, const Values&) { ++joins; });
  EXPECT_EQ(joins, 0);
  for (int n = 0; n < 3; ++n) EXPECT_EQ(got[n], identity[n]);
}

}  // namespace
}  // namespace vagus
