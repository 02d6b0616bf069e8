// Householder least squares: exact recovery, the residual of an inconsistent system, and the
// condition estimate on well-, ill- and non-conditioned designs.
#include <vagus/monitor/least_squares.hpp>

#include <gtest/gtest.h>

#include <cmath>

namespace vagus::monitor {
namespace {

TEST(LeastSquares, RecoversAnExactSolutionWhateverTheColumnScales) {
  // Columns of very different magnitude (1, 1e6, 1e12): column scaling keeps this well posed.
  const std::vector<double> x_true = {0.5, 2e-6, -3e-12};
  std::vector<double> a, b;
  for (int r = 0; r < 12; ++r) {
    const double load = 1e5 * (1 + r);
    a.insert(a.end(), {1.0, load, load * load});
    b.push_back(x_true[0] + x_true[1] * load + x_true[2] * load * load);
  }
  const LeastSquaresSolution s = SolveLeastSquares(a, 12, 3, b);
  ASSERT_TRUE(s.solved);
  for (int c = 0; c < 3; ++c) EXPECT_NEAR(s.x[c], x_true[c], 1e-9 * std::abs(x_true[c]));
  EXPECT_LT(s.condition, 1e3);
  EXPECT_LT(s.residual_norm, 1e-12);
}

TEST(LeastSquares, MinimisesTheResidualOfAnInconsistentSystem) {
  // y = 1, 2, 2, 3 at x = 0..3: the line 1.1 + 0.6 x, residual norm sqrt(0.2).
  const std::vector<double> a = {1, 0, 1, 1, 1, 2, 1, 3};
  const std::vector<double> b = {1, 2, 2, 3};
  const LeastSquaresSolution s = SolveLeastSquares(a, 4, 2, b);
  ASSERT_TRUE(s.solved);
  EXPECT_NEAR(s.x[0], 1.1, 1e-12);
  EXPECT_NEAR(s.x[1], 0.6, 1e-12);
  EXPECT_NEAR(s.residual_norm, std::sqrt(0.2), 1e-12);
}

TEST(LeastSquares, ConditionGrowsAsColumnsBecomeParallel) {
  // [1, x] with x in 1 +- spread: the smaller the spread, the closer the columns.
  double previous = 0;
  for (double spread : {1e-1, 1e-3, 1e-5}) {
    std::vector<double> a, b;
    for (int r = 0; r < 6; ++r) {
      a.insert(a.end(), {1.0, 1.0 + spread * (r - 2.5)});
      b.push_back(1.0);
    }
    const LeastSquaresSolution s = SolveLeastSquares(a, 6, 2, b);
    EXPECT_GT(s.condition, previous);
    previous = s.condition;
  }
  EXPECT_GT(previous, 1e5);
}

TEST(LeastSquares, RefusesRankDeficientAndUnderdeterminedSystems) {
  // A zero column, and two identical columns.
  const std::vector<double> zero = {1, 0, 1, 0, 1, 0};
  EXPECT_FALSE(SolveLeastSquares(zero, 3, 2, {1, 2, 3}).solved);
  const std::vector<double> same = {1, 1, 2, 2, 3, 3};
  const LeastSquaresSolution s = SolveLeastSquares(same, 3, 2, {1, 2, 3});
  EXPECT_TRUE(!s.solved || s.condition > 1e12);
  // Fewer rows than columns.
  EXPECT_FALSE(SolveLeastSquares({1, 2, 3}, 1, 3, {1}).solved);
}

}  // namespace
}  // namespace vagus::monitor
