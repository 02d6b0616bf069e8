// Single-mode Richtmyer-Meshkov in 2-D and 3-D (inputs/validation/rm[23]d_single_mode*.toml)
// against the impulsive models, at 32, 64 and 128 cells per wavelength (amr.max_level 1-3; the
// 3-D case is labelled long). The exact
// two-gas Riemann problem of the shocked gas 1 against gas 2 gives the interface's velocity jump
// du and the post-shock Atwood number A+; the models then say
//   compression      a0+ = a0 (1 - du / W_i)          (W_i the incident shock's speed)
//   Richtmyer        da/dt = k du A+ a0+
//   Meyer-Blewett    da/dt = k du A+ (a0 + a0+) / 2
// The amplitude is the run's diagnostic (the first moment of the mass fraction against the mode);
// its growth rate is the least-squares slope over a window after the shock's passage.
// docs/validation.md has the table this prints.
#include <gtest/gtest.h>

#include <cmath>

#include <fmt/format.h>

#include "tests/support/deck_runner.hpp"
#include "tests/support/exact_riemann.hpp"
#include "tests/validation/validation_deck.hpp"

namespace vagus::testing {
namespace {

constexpr double kPi = 3.14159265358979323846;

struct Case {
  const char* deck;  // in inputs/validation
  double gamma1, gamma2, density_ratio;
  double window_start, window_end;  // of the slope fit, in time after the hit
  double mode = 1.0;  // k lambda / (2 pi): 1 for cos(2 pi y), sqrt(2) for the 3-D egg crate
  double shock_x = 3.0, interface_x = 3.5, mach = 1.2, a0 = 0.025, wavelength = 1.0;
};

const Case kAirSf6{"rm2d_single_mode.toml", 1.4, 1.094, 5.0435, 1.0, 2.0};
const Case kSf6Air{"rm2d_single_mode_sf6_air.toml", 1.094, 1.4, 0.19828, 0.6, 1.3};
const Case kAirSf6In3d{"rm3d_single_mode.toml", 1.4, 1.094, 5.0435, 0.7, 1.4, std::sqrt(2.0)};

struct Models {
  double t_hit, shock_speed, du, atwood, compressed, richtmyer, meyer_blewett;
};

Models ImpulsiveModels(const Case& c) {
  double incident_speed = 0.0;
  const RiemannState gas1{1.0, 0.0, 1.0}, gas2{c.density_ratio, 0.0, 1.0};
  const RiemannState shocked = ShockedState(gas1, c.gamma1, c.mach, &incident_speed);
  const ExactRiemannSolver exact(shocked, gas2, c.gamma1, c.gamma2);
  Models m;
  m.t_hit = (c.interface_x - c.shock_x) / incident_speed;
  m.shock_speed = incident_speed;
  m.du = exact.StarVelocity();
  m.atwood = (exact.StarDensityRight() - exact.StarDensityLeft()) /
             (exact.StarDensityRight() + exact.StarDensityLeft());
  m.compressed = c.a0 * (1.0 - m.du / incident_speed);
  const double k = 2.0 * kPi * c.mode / c.wavelength;
  m.richtmyer = k * m.du * m.atwood * m.compressed;
  m.meyer_blewett = k * m.du * m.atwood * 0.5 * (c.a0 + m.compressed);
  return m;
}

struct Measured {
  double a0;      // at t = 0 (the diagnostic of the cell-averaged initial state)
  double least;   // the smallest amplitude in the half time unit after the hit: the compressed
                  // amplitude of a light -> heavy interface, before it grows
  double rate;    // slope over the window
  double origin;  // the fitted line at the hit: the compressed amplitude it implies
  double final_amplitude;
};

Measured Measure(const Case& c, const Models& m, std::vector<std::string> overrides) {
  const DeckResult result = RunDeckText(ReadValidationDeck(c.deck), overrides, Comm::World(), true);
  const std::vector<double> t = result.Diagnostic("time"), a = result.Diagnostic("amplitude");
  double n = 0, st = 0, sa = 0, stt = 0, sta = 0;
  for (std::size_t i = 0; i < t.size(); ++i) {
    const double s = t[i] - m.t_hit;
    if (s < c.window_start || s > c.window_end) continue;
    n += 1;
    st += s;
    sa += a[i];
    stt += s * s;
    sta += s * a[i];
  }
  const double rate = (n * sta - st * sa) / (n * stt - st * st);
  double least = a.front();
  for (std::size_t i = 0; i < t.size(); ++i)
    if (t[i] > m.t_hit && t[i] < m.t_hit + 0.5) least = std::min(least, a[i]);
  return {a.front(), least, rate, (sa - rate * st) / n, a.back()};
}

void Compare(const Case& c, bool heavy_to_light) {
  const Models m = ImpulsiveModels(c);
  if (Comm::World().IsRoot())
    std::printf("%s: du = %.5f, A+ = %+.4f, a0+ = %.5f; rates: Richtmyer %+.5f, Meyer-Blewett %+.5f\n",
                c.deck, m.du, m.atwood, m.compressed, m.richtmyer, m.meyer_blewett);
  std::vector<Measured> runs;
  for (int level = 1; level <= 3; ++level) {
    runs.push_back(Measure(c, m, {fmt::format("amr.max_level={}", level)}));
    const Measured& r = runs.back();
    if (Comm::World().IsRoot())
      std::printf("  %3d cells per wavelength: a(0) %.5f, least a after the hit %.5f (%.3f a(0)), "
                  "fitted a(t_hit) %+.5f, rate %+.5f (%.3f x Richtmyer, %.3f x Meyer-Blewett), "
                  "final a %+.5f\n",
                  16 << level, r.a0, r.least, r.least / r.a0, r.origin, r.rate,
                  r.rate / m.richtmyer, r.rate / m.meyer_blewett, r.final_amplitude);
  }
  const Measured& fine = runs.back();
  // The finest run's rate lies between the two models' (within 5% beyond either), and moves
  // towards them with resolution.
  const double lo = std::min(std::fabs(m.richtmyer), std::fabs(m.meyer_blewett));
  const double hi = std::max(std::fabs(m.richtmyer), std::fabs(m.meyer_blewett));
  EXPECT_GT(std::fabs(fine.rate), 0.95 * lo);
  EXPECT_LT(std::fabs(fine.rate), 1.05 * hi);
  auto distance = [&](const Measured& r) {
    const double rate = std::fabs(r.rate);
    return rate < lo ? lo - rate : rate > hi ? rate - hi : 0.0;
  };
  EXPECT_LE(distance(runs[2]), distance(runs[0]));
  // The initial amplitude converges to a0 (cell averages of the sharp interface).
  EXPECT_NEAR(fine.a0, c.a0, 0.01 * c.a0);
  // Light -> heavy: compressed to a0+ within 1% at every resolution, then grows with its initial
  // sign; heavy -> light inverts its phase. (Measured with the volume fraction the compression
  // is the impulsive model's, 0.830-0.838 against 0.832; with the mass fraction it was 2-3%
  // short of it, docs/validation.md.)
  if (heavy_to_light) {
    EXPECT_LT(fine.final_amplitude, 0.0);
  } else {
    const double expected = m.compressed / c.a0;
    if (Comm::World().IsRoot())
      std::printf("  compression: least a / a(0) %.4f, model %.4f, bound %.4f\n",
                  fine.least / fine.a0, expected, 0.01 * expected);
    for (const Measured& run : runs)
      EXPECT_NEAR(run.least / run.a0, expected, 0.01 * expected);
    EXPECT_GT(fine.final_amplitude, 2.0 * c.a0);
  }
}

TEST(RichtmyerMeshkov2d, AirToSf6GrowsAtTheImpulsiveRate) { Compare(kAirSf6, false); }

TEST(RichtmyerMeshkov2d, Sf6ToAirInvertsAndGrowsAtTheImpulsiveRate) { Compare(kSf6Air, true); }

// The figures do not depend on how the run is partitioned or rebalanced: a case at 32 cells per
// wavelength with the autonomic manager on (the default) and the space-filling curve, with the
// greedy strategy, and with static capacities gives the same rate and amplitudes to round-off (the
// fields are bitwise identical; sums over ranks are added in another order).
void SameFiguresWithAnotherPartition(const Case& c) {
  const Models m = ImpulsiveModels(c);
  auto with = [&](const std::string& setting) {
    return Measure(c, m, {"amr.max_level=1", setting});
  };
  const Measured reference = with("partitioner.strategy=\"sfc\"");
  for (const std::string setting :
       {"partitioner.strategy=\"greedy\"", "autonomic.policy=\"static\""}) {
    const Measured other = with(setting);
    if (Comm::World().IsRoot())
      std::printf("%s, %s: rate %+.6f against %+.6f, final a %+.8f against %+.8f\n", c.deck,
                  setting.c_str(), other.rate, reference.rate, other.final_amplitude,
                  reference.final_amplitude);
    EXPECT_NEAR(other.rate, reference.rate, 1e-12 * std::fabs(reference.rate)) << setting;
    EXPECT_NEAR(other.final_amplitude, reference.final_amplitude,
                1e-12 * std::fabs(reference.final_amplitude))
        << setting;
  }
}

TEST(RichtmyerMeshkov2dRanks, SameFiguresWithAnotherPartition) {
  SameFiguresWithAnotherPartition(kAirSf6);
  SameFiguresWithAnotherPartition(kSf6Air);
}

// About ten minutes on two idle cores (the 128-cells-per-wavelength run dominates): labelled long.
TEST(RichtmyerMeshkov3dLong, AirToSf6GrowsAtTheImpulsiveRate) { Compare(kAirSf6In3d, false); }

TEST(RichtmyerMeshkov3dLong, SameFiguresWithAnotherPartition) {
  SameFiguresWithAnotherPartition(kAirSf6In3d);
}

}  // namespace
}  // namespace vagus::testing
