// Convergence of the Euler kernel on a smooth density wave advected at constant velocity and
// pressure: the L1 error of density against the exact cell averages must fall at second order
// (measured order >= 1.8) in 1-D and along the diagonal in 2-D.
#include <gtest/gtest.h>

#include <cmath>

#include <fmt/format.h>

#include "tests/support/deck_runner.hpp"

namespace vagus::testing {
namespace {

constexpr const char* kWaveDeck = R"(
[run]
cfl = 0.8
stop_time = 1.0
[mesh]
lo = [0.0, 0.0, 0.0]
periodic = [true, true, true]
max_patch_cells = 4096
[physics]
kernel = "euler"
limiter = "mc"
[problem]
name = "smooth_wave"
amplitude = 0.2
density = 1.0
speed = 1.0
wavelength = 1.0
pressure = 1.0
)";

// Exact cell average of rho0 (1 + a sin(2 pi sum_d (x_d - t))) over a cell of width dx centred at
// (x, y): the cell-centre value with each active direction's sin scaled by sinc(pi dx).
double ExactDensity(double x, double y, bool two_d, double dx, double t) {
  const double k = 2.0 * M_PI, sinc = std::sin(0.5 * k * dx) / (0.5 * k * dx);
  const double phase = k * (x - t) + (two_d ? k * (y - t) : 0.0);
  return 1.0 + 0.2 * (two_d ? sinc * sinc : sinc) * std::sin(phase);
}

double WaveErrorL1(int n, bool two_d) {
  const double dx = 1.0 / n;
  const std::vector<std::string> overrides{
      fmt::format("mesh.cells=[{},{},1]", n, two_d ? n : 1),
      fmt::format("mesh.hi=[1.0,{},{}]", two_d ? 1.0 : dx, dx),
      two_d ? "problem.direction=\"xy\"" : "problem.direction=\"x\""};
  const Comm comm = Comm::World();
  const DeckResult result = RunDeckText(kWaveDeck, overrides, comm);
  if (!comm.IsRoot()) return 0.0;
  double error = 0.0;
  const int ny = two_d ? n : 1;
  for (int j = 0; j < ny; ++j)
    for (int i = 0; i < n; ++i) {
      const double exact = ExactDensity((i + 0.5) * dx, (j + 0.5) * dx, two_d, dx, result.time);
      error += std::fabs(result.At(0, i, j, 0) - exact) * dx * (two_d ? dx : 1.0);
    }
  return error;
}

void ExpectSecondOrder(const std::vector<int>& sizes, bool two_d) {
  std::vector<double> errors;
  for (int n : sizes) errors.push_back(WaveErrorL1(n, two_d));
  if (!Comm::World().IsRoot()) return;
  for (size_t m = 0; m < sizes.size(); ++m) {
    std::printf("smooth wave %s N = %d: L1 density error %.4e", two_d ? "2-D" : "1-D", sizes[m],
                errors[m]);
    if (m > 0) {
      const double order = std::log2(errors[m - 1] / errors[m]);
      std::printf(", order %.3f", order);
      EXPECT_GE(order, 1.8) << "N = " << sizes[m];
    }
    std::printf("\n");
  }
}

TEST(SmoothWave, ConvergesAtSecondOrderIn1D) { ExpectSecondOrder({64, 128, 256}, false); }

TEST(SmoothWave, ConvergesAtSecondOrderAlongTheDiagonalIn2D) {
  ExpectSecondOrder({32, 64, 128}, true);
}

}  // namespace
}  // namespace vagus::testing
