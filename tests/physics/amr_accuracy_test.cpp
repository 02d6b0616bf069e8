// Accuracy with refinement: Sod's tube on 100 base cells with two levels of ratio 2 against the
// uniform grid of 400 cells (the finest resolution), both against the exact solution, and a
// smooth wave whose error with refinement still falls at second order.
#include <gtest/gtest.h>

#include <cmath>

#include <fmt/format.h>

#include <vagus/driver/driver.hpp>
#include "tests/support/deck_runner.hpp"
#include "tests/support/exact_riemann.hpp"

namespace vagus::testing {
namespace {

constexpr const char* kSodDeck = R"(
[run]
stop_time = 0.2
[mesh]
lo = [0.0, 0.0, 0.0]
max_patch_cells = 64
[amr]
check_invariants = true
regrid_interval = 2
buffer_cells = 2
[physics]
kernel = "euler"
limiter = "mc"
[problem]
name = "sod"
[tagging]
density_gradient = 0.02
pressure_jump = 0.02
)";

// L1 norm over the composite grid (each place measured on the finest level covering it) of the
// density error against exact cell averages of Sod's solution at t = 0.2, for a 1-D run along x.
double CompositeErrorL1(const DeckResult& run) {
  const ExactRiemannSolver exact({1.0, 0.0, 1.0}, {0.125, 0.0, 0.1}, 1.4);
  double error = 0.0;
  std::vector<bool> covered;  // by a finer level, at the current level's resolution
  for (int l = static_cast<int>(run.levels.size()) - 1; l >= 0; --l) {
    const int n = static_cast<int>(run.levels[l].size() / run.num_components);
    const double dx = 1.0 / n;
    const std::vector<double> rho = CellAveragedDensity(exact, 0.0, dx, n, 0.5, 0.2);
    std::vector<bool> here(n, false);
    for (int i = 0; i < n; ++i) {
      const bool finer = !covered.empty() && (covered[2 * i] || covered[2 * i + 1]);
      const double value = run.levels[l][i];  // component 0 of cell i
      if (std::isnan(value)) continue;
      here[i] = true;
      if (!finer) error += std::fabs(value - rho[i]) * dx;
    }
    covered = here;
  }
  return error;
}

TEST(AmrAccuracy, SodWithTwoLevelsMatchesTheFinestUniformGrid) {
  const Comm comm = Comm::World();
  const DeckResult uniform = RunDeckText(
      kSodDeck, {"mesh.cells=[400,1,1]", "mesh.hi=[1.0,0.0025,0.0025]", "amr.max_level=0"}, comm);
  const DeckResult refined = RunDeckText(
      kSodDeck, {"mesh.cells=[100,1,1]", "mesh.hi=[1.0,0.01,0.01]", "amr.max_level=2"}, comm);
  if (!comm.IsRoot()) return;
  ASSERT_EQ(refined.levels.size(), 3u);
  const double uniform_error = CompositeErrorL1(uniform);
  const double refined_error = CompositeErrorL1(refined);
  std::printf("Sod L1 density error: uniform 400 cells %.4e; 100 cells + 2 levels %.4e "
              "(ratio %.3f); cell updates %lld vs %lld\n",
              uniform_error, refined_error, refined_error / uniform_error,
              static_cast<long long>(uniform.cell_updates),
              static_cast<long long>(refined.cell_updates));
  EXPECT_LT(refined_error, 1.25 * uniform_error);
  EXPECT_LT(refined.cell_updates, uniform.cell_updates / 2);
}

constexpr const char* kWaveDeck = R"(
[run]
stop_time = 1.0
[mesh]
lo = [0.0, 0.0, 0.0]
periodic = [true, true, true]
max_patch_cells = 64
[amr]
check_invariants = true
max_level = 1
regrid_interval = 2
buffer_cells = 2
# One clustering tile over the whole domain at every resolution, so that the refined region is
# the same part of the wave at each (tiles are a fixed number of cells: with several, the
# clusters' cuts would fall elsewhere relative to the wave at each resolution).
cluster_tile = 1024
[physics]
kernel = "euler"
limiter = "mc"
[problem]
name = "smooth_wave"
direction = "x"
amplitude = 0.2
[tagging]
pressure_jump = 0.0
mass_fraction = 0.0
)";

// Composite L1 error of the smooth wave (1-D along x, speed 1, one period) against exact cell
// averages; every level compared on its own cells where no finer level covers them.
double WaveErrorL1(int n) {
  // The tagging threshold scales with dx so that the refined part of the wave is the same at
  // every resolution (about the steepest half of it).
  const std::vector<std::string> overrides{
      fmt::format("mesh.cells=[{},1,1]", n), fmt::format("mesh.hi=[1.0,{0},{0}]", 1.0 / n),
      fmt::format("tagging.density_gradient={}", 2.0 * M_PI * 0.2 * 2.0 / n * 0.7)};
  const Comm comm = Comm::World();
  const DeckResult run = RunDeckText(kWaveDeck, overrides, comm);
  if (!comm.IsRoot()) return 0.0;
  EXPECT_EQ(run.levels.size(), 2u);
  double error = 0.0;
  std::vector<bool> covered;
  for (int l = static_cast<int>(run.levels.size()) - 1; l >= 0; --l) {
    const int cells = static_cast<int>(run.levels[l].size() / run.num_components);
    const double dx = 1.0 / cells, k = 2.0 * M_PI;
    std::vector<bool> here(cells, false);
    for (int i = 0; i < cells; ++i) {
      const double value = run.levels[l][i];
      if (std::isnan(value)) continue;
      here[i] = true;
      if (!covered.empty() && (covered[2 * i] || covered[2 * i + 1])) continue;
      const double x = (i + 0.5) * dx;
      const double exact =
          1.0 + 0.2 * std::sin(0.5 * k * dx) / (0.5 * k * dx) * std::sin(k * (x - run.time));
      error += std::fabs(value - exact) * dx;
    }
    covered = here;
  }
  return error;
}

TEST(AmrAccuracy, SmoothWaveWithRefinementConvergesAtSecondOrder) {
  std::vector<double> errors;
  for (int n : {64, 128, 256}) errors.push_back(WaveErrorL1(n));
  if (!Comm::World().IsRoot()) return;
  for (size_t m = 1; m < errors.size(); ++m) {
    const double order = std::log2(errors[m - 1] / errors[m]);
    std::printf("smooth wave with a refined level, base %d -> %d: L1 %.4e -> %.4e, order %.3f\n",
                64 << (m - 1), 64 << m, errors[m - 1], errors[m], order);
    EXPECT_GE(order, 1.8);
  }
}

}  // namespace
}  // namespace vagus::testing
