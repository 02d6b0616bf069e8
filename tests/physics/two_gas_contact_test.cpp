// A contact between two gases of different gamma carried at uniform velocity and pressure through
// a periodic tube (inputs/validation/moving_contact.toml): after one period pressure and velocity
// must still be uniform, to round-off, on one level and with two refined levels following the
// contact (ghost cells filled from coarser levels, subcycling, refluxing of the advected volume
// fraction); mass, momentum, energy and gas 2's mass stay conserved; at a density ratio of 100
// the state stays physical and bounded. The older mass-fraction mixture fails the first check by
// orders of magnitude, which shows that the check can fail.
#include <gtest/gtest.h>

#include <cmath>
#include <limits>

#include <fmt/format.h>

#include "tests/support/deck_runner.hpp"

namespace vagus::testing {
namespace {

constexpr const char* kContactDeck = R"(
[run]
stop_time = 1.0
cfl = 0.8
[mesh]
lo = [0.0, 0.0, 0.0]
hi = [1.0, 0.005, 0.005]
cells = [200, 1, 1]
periodic = [true, false, false]
max_patch_cells = 64
[physics]
kernel = "euler"
gamma = [1.4, 1.6666666666666667]
[problem]
name = "sod"
interface = 0.5
left = [1.0, 1.0, 1.0]
left_mass_fraction = 0.0
right_mass_fraction = 1.0
)";

constexpr double kGamma1 = 1.4, kGamma2 = 1.6666666666666667;

// What the run leaves, over every cell of every level.
struct ContactFigures {
  double pressure_error = 0.0, velocity_error = 0.0;   // max |p - 1|, max |u - 1|
  double least_density = std::numeric_limits<double>::infinity();
  double least_pressure = std::numeric_limits<double>::infinity();
  double least_alpha = std::numeric_limits<double>::infinity(), most_alpha = -least_alpha;
  int levels = 0;
  std::vector<double> totals;
};

ContactFigures RunContact(double density_ratio, int max_level, const std::string& mixture) {
  const std::vector<std::string> overrides{
      fmt::format("problem.right=[{},1.0,1.0]", density_ratio),
      fmt::format("amr.max_level={}", max_level), fmt::format("physics.mixture=\"{}\"", mixture)};
  const DeckResult run = RunDeckText(kContactDeck, overrides, Comm::World());
  EXPECT_DOUBLE_EQ(run.time, 1.0);
  ContactFigures figures;
  figures.totals = run.totals;
  figures.levels = static_cast<int>(run.level_boxes.size());
  const int nc = run.num_components;
  for (const std::vector<double>& level : run.levels) {  // rank 0 only
    const std::size_t cells = level.size() / nc;
    for (std::size_t m = 0; m < cells; ++m) {
      const auto u = [&](int c) { return level[c * cells + m]; };
      if (std::isnan(u(0))) continue;  // not covered by this level
      const double rho = u(0), velocity = u(1) / rho, alpha = u(6);
      const double inverse_gamma_minus_one =
          (1.0 - alpha) / (kGamma1 - 1.0) + alpha / (kGamma2 - 1.0);
      // The five-equation model's pressure (the mass-fraction mixture's differs in mixed cells).
      const double pressure = (u(4) - 0.5 * u(1) * velocity) / inverse_gamma_minus_one;
      figures.pressure_error = std::max(figures.pressure_error, std::fabs(pressure - 1.0));
      figures.velocity_error = std::max(figures.velocity_error, std::fabs(velocity - 1.0));
      figures.least_density = std::min(figures.least_density, rho);
      figures.least_pressure = std::min(figures.least_pressure, pressure);
      figures.least_alpha = std::min(figures.least_alpha, alpha);
      figures.most_alpha = std::max(figures.most_alpha, alpha);
    }
  }
  return figures;
}

// The exact totals per unit cross-section: half the tube each gas, velocity 1, pressure 1.
void ExpectConserved(const ContactFigures& f, double density_ratio) {
  const double mass = 0.5 + 0.5 * density_ratio;
  const double energy = 0.5 * mass + 0.5 / (kGamma1 - 1.0) + 0.5 / (kGamma2 - 1.0);
  const double expected[] = {mass, mass, 0.0, 0.0, energy, 0.5 * density_ratio};
  for (int c = 0; c < 6; ++c)
    EXPECT_NEAR(f.totals[c], expected[c], 1e-13 * mass) << "component " << c;
}

class TwoGasContact : public ::testing::TestWithParam<int> {};  // max_level

TEST_P(TwoGasContact, KeepsPressureAndVelocityUniform) {
  const ContactFigures f = RunContact(7.0, GetParam(), "volume_fraction");
  EXPECT_EQ(f.levels, GetParam() + 1);
  ExpectConserved(f, 7.0);
  if (!Comm::World().IsRoot()) return;
  std::printf("density ratio 7, %d level(s): max |p - 1| = %.3g, max |u - 1| = %.3g\n", f.levels,
              f.pressure_error, f.velocity_error);
  EXPECT_LT(f.pressure_error, 1e-10);
  EXPECT_LT(f.velocity_error, 1e-10);
}

TEST_P(TwoGasContact, StaysPhysicalAtDensityRatio100) {
  const ContactFigures f = RunContact(100.0, GetParam(), "volume_fraction");
  ExpectConserved(f, 100.0);
  if (!Comm::World().IsRoot()) return;
  std::printf("density ratio 100, %d level(s): max |p - 1| = %.3g, max |u - 1| = %.3g, "
              "density >= %.6g, alpha in [%.3g, %.17g]\n",
              f.levels, f.pressure_error, f.velocity_error, f.least_density, f.least_alpha,
              f.most_alpha);
  EXPECT_GE(f.least_density, 1.0 - 1e-12);  // bounded by the two gases' densities
  EXPECT_GT(f.least_pressure, 0.0);
  EXPECT_GE(f.least_alpha, -1e-12);
  EXPECT_LE(f.most_alpha, 1.0 + 1e-12);
  EXPECT_LT(f.pressure_error, 1e-10);
  EXPECT_LT(f.velocity_error, 1e-10);
}

INSTANTIATE_TEST_SUITE_P(Levels, TwoGasContact, ::testing::Values(0, 2),
                         [](const auto& levels) { return fmt::format("MaxLevel{}", levels.param); });

TEST(TwoGasContactMassFractionMixture, OscillatesAsAbgrallShowed) {
  const ContactFigures f = RunContact(7.0, 0, "mass_fraction");
  ExpectConserved(f, 7.0);
  if (!Comm::World().IsRoot()) return;
  std::printf("mass-fraction mixture: max |u - 1| = %.3g\n", f.velocity_error);
  EXPECT_GT(f.velocity_error, 1e-3);
}

}  // namespace
}  // namespace vagus::testing
