// The Richtmyer-Meshkov set-up's interface and frame (physics/euler/richtmyer_meshkov.hpp): a
// narrow band of random modes holds every mode of the band and has the requested standard
// deviation, the same for a seed on every machine; a frame velocity of minus the interface's
// post-shock velocity (from the exact Riemann problem) keeps the shocked interface at rest.
#include <vagus/physics/euler/richtmyer_meshkov.hpp>

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string>
#include <utility>
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
  for (const InterfaceTerm& t : terms) x += t.At(y, z);
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

// The bound that decides which cells are sampled holds the interface, and is much tighter than
// the sum of the coefficients' magnitudes for a band of many modes.
TEST(RichtmyerMeshkovInterface, NarrowbandBoundHoldsTheInterface) {
  constexpr double kLambda = 6.283185307179586, kRms = 0.039;
  const auto terms = NarrowbandTerms(8.0, 16.0, kRms, kLambda, 1);
  physics::euler::RichtmyerMeshkovState loose, tight;
  physics::euler::SetInterface(loose, terms);
  physics::euler::SetInterface(tight, terms, kLambda);
  constexpr int kPoints = 400;
  double largest = 0.0;
  for (int j = 0; j < kPoints; ++j)
    for (int k = 0; k < kPoints; ++k)
      largest = std::max(largest, std::fabs(Displacement(terms, kLambda * (j + 0.37) / kPoints,
                                                         kLambda * (k + 0.61) / kPoints)));
  EXPECT_GE(tight.max_displacement, largest);
  EXPECT_LT(tight.max_displacement, 1.5 * largest);
  EXPECT_GT(loose.max_displacement, 5.0 * largest);
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

// `inflow` along x is the planar problem's exact solution at the face: the waves of the hit (the
// reflected shock at low x, the transmitted one at high x) leave the domain as if it went on.
// In the frame of the shocked interface, long after both have left and any echo of theirs would
// have come back, the tube holds the two star states at rest.
TEST(RichtmyerMeshkovBoundary, TheHitsWavesLeaveThroughInflowFacesWithoutAnEcho) {
  double shock_speed = 0.0;
  const RiemannState shocked = ShockedState({1.0, 0.0, 1.0}, 1.4, 1.2, &shock_speed);
  const ExactRiemannSolver hit(shocked, {5.0435, 0.0, 1.0}, 1.4, 1.094);
  const double u_star = hit.StarVelocity(), p_star = hit.StarPressure();
  constexpr int kCells = 192;  // 6 units at the deck's 32 cells per unit
  const DeckResult run = RunDeckText(
      kFlatInterface,
      {fmt::format("problem.frame_velocity={:.17g}", -u_star), "run.stop_time=14.0",
       "mesh.hi=[6.0,0.03125,0.03125]", fmt::format("mesh.cells=[{},1,1]", kCells)},
      Comm::World(), true);
  // The transmitted shock leaves at t = 7.1, the reflected one at 3.3; an echo from the high
  // face would be back at the interface by t = 12.5.
  if (!Comm::World().IsRoot()) return;
  double worst_u = 0.0, worst_p = 0.0;
  for (int i = 0; i < kCells; ++i) {
    const double rho = run.At(0, i, 0, 0), u = run.At(1, i, 0, 0) / rho;
    const double alpha = run.At(6, i, 0, 0);
    const double p = (run.At(4, i, 0, 0) - 0.5 * rho * u * u) /
                     ((1.0 - alpha) / (1.4 - 1.0) + alpha / (1.094 - 1.0));
    worst_u = std::max(worst_u, std::fabs(u));
    worst_p = std::max(worst_p, std::fabs(p - p_star));
  }
  std::printf("at t = %.1f: max |u| = %.2e (u* = %.5f), max |p - p*| = %.2e (p* = %.5f)\n",
              run.time, worst_u, u_star, worst_p, p_star);
  // What is left is the start-up noise of the sharp initial shock and contact: 1.1e-3 and
  // 2.1e-3. Outflow faces (zero gradient) echo the shocks' exits: 1.7e-2 and 5.3e-2.
  EXPECT_LT(worst_u, 1e-2 * u_star);
  EXPECT_LT(worst_p, 2e-3 * p_star);
}

// Reshock (inputs/validation/rm3d_reshock.toml with a flat interface: the deck above, ending at a
// wall at x = 5, 128 cells per unit): the shock transmitted into gas 2 reflects from the wall and
// crosses the interface again. The interface's velocities before and after, and the time of the
// reshock, against the chain of exact Riemann problems that tools/reshock_model.py solves for
// docs/validation.md.
const std::vector<std::string> kReshockOverrides = {
    "run.stop_time=6.0", "mesh.hi=[5.0,0.0078125,0.0078125]", "mesh.cells=[640,1,1]",
    R"(mesh.boundary_lo=["outflow","outflow","outflow"])",
    R"(mesh.boundary_hi=["reflecting","outflow","outflow"])"};

TEST(RichtmyerMeshkovReshock, InterfaceFollowsTheExactWaveInteractions) {
  constexpr double kWall = 5.0, kInterface = 3.5;
  double shock_speed = 0.0;
  const RiemannState shocked = ShockedState({1.0, 0.0, 1.0}, 1.4, 1.2, &shock_speed);
  const ExactRiemannSolver hit(shocked, {5.0435, 0.0, 1.0}, 1.4, 1.094);
  const double u1 = hit.StarVelocity(), t_hit = (kInterface - 3.0) / shock_speed;
  const double t_wall = t_hit + (kWall - kInterface) / hit.WaveSpeeds().back();
  const RiemannState behind{hit.StarDensityRight(), u1, hit.StarPressure()};
  const ExactRiemannSolver wall(behind, {behind.rho, -u1, behind.p}, 1.094);
  const double back = wall.WaveSpeeds().front();
  const double t_reshock = (kWall - back * t_wall - kInterface + u1 * t_hit) / (u1 - back);
  const ExactRiemannSolver reshock({hit.StarDensityLeft(), u1, hit.StarPressure()},
                                   {wall.StarDensityLeft(), 0.0, wall.StarPressure()}, 1.4, 1.094);
  const double u2 = reshock.StarVelocity();
  ASSERT_LT(u2, 0.0);  // the reshock turns the interface back

  const DeckResult run = RunDeckText(kFlatInterface, kReshockOverrides, Comm::World(), true);
  const auto t = run.Diagnostic("time"), x = run.Diagnostic("interface_x");
  // The interface's path over a window, as a line: {velocity, position at t = 0}.
  const auto path_over = [&](double t0, double t1) {
    const auto i = std::lower_bound(t.begin(), t.end(), t0) - t.begin();
    const auto j = std::lower_bound(t.begin(), t.end(), t1) - t.begin();
    const double velocity = (x[j] - x[i]) / (t[j] - t[i]);
    return std::pair{velocity, x[i] - velocity * t[i]};
  };
  const auto [v_before, x_before] = path_over(1.0, 2.0);
  const auto [v_after, x_after] = path_over(4.8, 5.9);
  EXPECT_NEAR(v_before, u1, 1e-3 * u1);
  EXPECT_NEAR(v_after, u2, 1e-3 * std::fabs(u2));
  // Where the two paths meet: the reshock, once the smeared shock has passed.
  EXPECT_NEAR((x_after - x_before) / (v_before - v_after), t_reshock, 0.01);
}

}  // namespace
}  // namespace vagus::testing
