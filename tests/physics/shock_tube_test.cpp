// Shock tubes against the exact Riemann solution: Sod at N = 100, 200, 400 (L1 density error
// bounded and falling with N), Toro's tests 1-5, and the same tube along y and z.
#include <gtest/gtest.h>

#include <cmath>

#include <fmt/format.h>

#include "tests/support/deck_runner.hpp"
#include "tests/support/exact_riemann.hpp"

namespace vagus::testing {
namespace {

constexpr const char* kTubeDeck = R"(
[run]
cfl = 0.8
[mesh]
lo = [0.0, 0.0, 0.0]
max_patch_cells = 64
[physics]
kernel = "euler"
limiter = "mc"
[problem]
)";

struct TubeCase {
  std::string name;
  RiemannState left, right;
  double x0, time;
  double relative_error_bound = 0.0;  // at N = 200, see ToroTestsMatchTheExactSolution
};

// Toro, Riemann Solvers and Numerical Methods for Fluid Dynamics, Table 10.1, and Sod.
const TubeCase kSod{"sod", {1.0, 0.0, 1.0}, {0.125, 0.0, 0.1}, 0.5, 0.2};
const TubeCase kToro[] = {
    {"toro1", {1.0, 0.75, 1.0}, {0.125, 0.0, 0.1}, 0.3, 0.2, 5.5e-3},
    {"toro2", {1.0, -2.0, 0.4}, {1.0, 2.0, 0.4}, 0.5, 0.15, 7.5e-3},
    {"toro3", {1.0, 0.0, 1000.0}, {1.0, 0.0, 0.01}, 0.5, 0.012, 6.5e-2},
    {"toro4", {5.99924, 19.5975, 460.894}, {5.99242, -6.19633, 46.0950}, 0.4, 0.035, 1.7e-2},
    {"toro5", {1.0, -19.59745, 1000.0}, {1.0, -19.59745, 0.01}, 0.8, 0.012, 3.2e-2},
};

// L1 norm of the density error against exact cell averages, for a tube of n cells along `dir`.
double DensityErrorL1(const TubeCase& tube, int n, int dir = 0) {
  const double dx = 1.0 / n;
  int cells[3] = {1, 1, 1};
  double hi[3] = {dx, dx, dx};
  cells[dir] = n;
  hi[dir] = 1.0;
  const std::vector<std::string> overrides{
      fmt::format("mesh.cells=[{},{},{}]", cells[0], cells[1], cells[2]),
      fmt::format("mesh.hi=[{},{},{}]", hi[0], hi[1], hi[2]),
      fmt::format("run.stop_time={}", tube.time), "problem.name=" + tube.name,
      fmt::format("problem.direction=\"{}\"", "xyz"[dir])};
  const Comm comm = Comm::World();
  const DeckResult result = RunDeckText(kTubeDeck, overrides, comm);
  EXPECT_DOUBLE_EQ(result.time, tube.time);
  if (!comm.IsRoot()) return 0.0;
  const ExactRiemannSolver exact(tube.left, tube.right, 1.4);
  const std::vector<double> expected = CellAveragedDensity(exact, 0.0, dx, n, tube.x0, tube.time);
  double error = 0.0;
  for (int m = 0; m < n; ++m) {
    const int at[3] = {dir == 0 ? m : 0, dir == 1 ? m : 0, dir == 2 ? m : 0};
    error += std::fabs(result.At(0, at[0], at[1], at[2]) - expected[m]) * dx;
  }
  return error;
}

TEST(ShockTube, SodConvergesToTheExactSolution) {
  // Bounds: the errors measured when this test was written (1-D, MC limiter, cfl 0.8:
  // 3.9e-3, 2.3e-3, 1.3e-3) with a margin of about 15%.
  const double bounds[] = {4.5e-3, 2.7e-3, 1.5e-3};
  double previous = HUGE_VAL;
  int k = 0;
  for (int n : {100, 200, 400}) {
    const double error = DensityErrorL1(kSod, n);
    if (Comm::World().IsRoot()) {
      std::printf("Sod N = %d: L1 density error %.4e\n", n, error);
      EXPECT_LT(error, bounds[k]) << "N = " << n;
      EXPECT_LT(error, 0.75 * previous) << "error must fall with N";
    }
    previous = error;
    ++k;
  }
}

TEST(ShockTube, SodIsTheSameAlongEveryAxis) {
  const double along_x = DensityErrorL1(kSod, 100, 0);
  EXPECT_EQ(along_x, DensityErrorL1(kSod, 100, 1));
  EXPECT_EQ(along_x, DensityErrorL1(kSod, 100, 2));
}

TEST(ShockTube, ToroTestsMatchTheExactSolution) {
  // Relative L1 density error (error over the exact solution's L1 norm) at N = 200. Bounds: what
  // the scheme reached when the test was written (4.4e-3, 6.3e-3, 5.6e-2, 1.4e-2, 2.7e-2) plus
  // about 20%. Test 3's narrow shell of shocked gas behind its strong shock is the hardest.
  for (const TubeCase& tube : kToro) {
    const double error = DensityErrorL1(tube, 200);
    if (!Comm::World().IsRoot()) continue;
    const ExactRiemannSolver exact(tube.left, tube.right, 1.4);
    double norm = 0.0;
    for (double rho : CellAveragedDensity(exact, 0.0, 1.0 / 200, 200, tube.x0, tube.time))
      norm += rho / 200;
    std::printf("%s N = 200: L1 density error %.4e (relative %.4e)\n", tube.name.c_str(), error,
                error / norm);
    EXPECT_LT(error / norm, tube.relative_error_bound) << tube.name;
  }
}

}  // namespace
}  // namespace vagus::testing
