// The Richtmyer-Meshkov set-up's interface and frame (physics/euler/richtmyer_meshkov.hpp): a
// narrow band of random modes holds every mode of the band and has the requested standard
// deviation, the same for a seed on every machine; a frame velocity of minus the interface's
// post-shock velocity (from the exact Riemann problem) keeps the shocked interface at rest.
#include <vagus/physics/euler/richtmyer_meshkov.hpp>

#include <gtest/gtest.h>

#include <cmath>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "tests/support/deck_runner.hpp"
#include "tests/support/exact_riemann.hpp"

namespace vagus::testing {
namespace {

using physics::euler::InterfaceTerm;
using physics::euler::NarrowbandTerms;

double Displacement(const std::vector<InterfaceTerm>& terms, double y, double z) {
  double x = 0.0;
  for (const InterfaceTerm& t : terms)
    x += t.cc * std::cos(t.ky * y) * std::cos(t.kz * z) +
         t.cs * std::cos(t.ky * y) * std::sin(t.kz * z) +
         t.sc * std::sin(t.ky * y) * std::cos(t.kz * z) +
         t.ss * std::sin(t.ky * y) * std::sin(t.kz * z);
  return x;
}

TEST(RichtmyerMeshkovInterface, NarrowbandHoldsTheBandWithTheRequestedDeviation) {
  constexpr double kLambda = 2.0, kRms = 0.03, kPi = 3.14159265358979323846;
  const auto terms = NarrowbandTerms(4.0, 8.0, kRms, kLambda, 7);
  int in_band = 0;
  for (int ny = 0; ny <= 8; ++ny)
    for (int nz = 0; nz <= 8; ++nz) in_band += std::hypot(ny, nz) >= 4.0 && std::hypot(ny, nz) <= 8.0;
  ASSERT_EQ(static_cast<int>(terms.size()), in_band);
  for (const InterfaceTerm& t : terms) {
    const double n = std::hypot(t.ky, t.kz) * kLambda / (2.0 * kPi);
    EXPECT_GE(n, 4.0 - 1e-12);
    EXPECT_LE(n, 8.0 + 1e-12);
  }
  // Mean and deviation over a grid of the periodic cross-section that resolves every mode (the
  // discrete averages of the products of cosines and sines are then exact).
  constexpr int kPoints = 64;
  double sum = 0.0, sum_of_squares = 0.0;
  for (int j = 0; j < kPoints; ++j)
    for (int k = 0; k < kPoints; ++k) {
      const double x = Displacement(terms, kLambda * j / kPoints, kLambda * k / kPoints);
      sum += x;
      sum_of_squares += x * x;
    }
  const double points = kPoints * kPoints;
  EXPECT_NEAR(sum / points, 0.0, 1e-14);
  EXPECT_NEAR(std::sqrt(sum_of_squares / points), kRms, 1e-12 * kRms);

  const auto again = NarrowbandTerms(4.0, 8.0, kRms, kLambda, 7);
  const auto other = NarrowbandTerms(4.0, 8.0, kRms, kLambda, 8);
  ASSERT_EQ(again.size(), terms.size());
  int differing = 0;
  for (std::size_t m = 0; m < terms.size(); ++m) {
    EXPECT_EQ(again[m].cc, terms[m].cc);
    EXPECT_EQ(again[m].ss, terms[m].ss);
    differing += other[m].cc != terms[m].cc;
  }
  EXPECT_EQ(differing, static_cast<int>(terms.size())) << "another seed, other amplitudes";
}

constexpr const char* kFlatInterface = R"(
[run]
stop_time = 2.5
[mesh]
lo = [0.0, 0.0, 0.0]
hi = [8.0, 0.03125, 0.03125]
cells = [256, 1, 1]
boundary_lo = ["inflow", "outflow", "outflow"]
boundary_hi = ["inflow", "outflow", "outflow"]
[physics]
kernel = "euler"
gamma = [1.4, 1.094]
[problem]
name = "richtmyer_meshkov"
mach = 1.2
density_ratio = 5.0435
shock_x = 3.0
interface_x = 3.5
amplitude = 0.0
)";

TEST(RichtmyerMeshkovFrame, MinusThePostShockVelocityKeepsTheInterfaceAtRest) {
  double shock_speed = 0.0;
  const RiemannState shocked = ShockedState({1.0, 0.0, 1.0}, 1.4, 1.2, &shock_speed);
  const double u_star = ExactRiemannSolver(shocked, {5.0435, 0.0, 1.0}, 1.4, 1.094).StarVelocity();
  const DeckResult lab = RunDeckText(kFlatInterface, {}, Comm::World(), true);
  const DeckResult moving = RunDeckText(
      kFlatInterface, {fmt::format("problem.frame_velocity={:.17g}", -u_star)}, Comm::World(), true);
  const double dx = 8.0 / 256, hit = 0.5 / shock_speed;
  const auto t = moving.Diagnostic("time"), x = moving.Diagnostic("interface_x");
  const auto x_lab = lab.Diagnostic("interface_x");
  ASSERT_GT(t.back(), hit + 1.0);
  // In the moving frame the unshocked interface drifts at -u* until the shock (closing at the
  // same speed as in the lab) reaches it, then stays within a cell of where it was hit; in the
  // lab it moves on at u*, many cells over the run.
  const double x_hit = 3.5 - u_star * hit;
  for (std::size_t s = 0; s < t.size(); ++s) {
    if (t[s] < hit + 0.2) continue;
    EXPECT_NEAR(x[s], x_hit, dx) << "t = " << t[s];
  }
  EXPECT_NEAR(x_lab.back() - x_lab.front(), u_star * (lab.time - hit), dx);
  EXPECT_GT(u_star * (lab.time - hit), 10 * dx);
}

}  // namespace
}  // namespace vagus::testing
