// A planar shock meets the interface between two gases (1-D; decks in inputs/validation/): once the
// incident shock has hit, the exact solution is the Riemann problem of the shocked gas 1 against
// gas 2 at rest, with two ratios of specific heats. At N = 200 to 1600 cells, the reflected wave,
// the interface and the transmitted shock are located in the computed profile and compared with
// the exact positions (hence speeds), and the density with the exact cell averages (L1); every
// error must fall with N. docs/validation.md has the table this prints.
#include <gtest/gtest.h>

#include <array>
#include <cmath>
#include <cstdlib>
#include <fstream>

#include <fmt/format.h>

#include "tests/support/deck_runner.hpp"
#include "tests/support/exact_riemann.hpp"
#include "tests/validation/validation_deck.hpp"

namespace vagus::testing {
namespace {

struct Gas {
  double gamma;
  RiemannState at_rest;
};

struct Case {
  const char* deck;  // in inputs/validation
  double mach;
  Gas gas1, gas2;
  double shock_x, interface_x, stop_time;
};

const Case kAirSf6{"shock_interface_air_sf6.toml", 1.2, {1.4, {1.0, 0.0, 1.0}},
                   {1.094, {5.0435, 0.0, 1.0}}, 0.3, 0.4, 0.4};
const Case kSf6Air{"shock_interface_sf6_air.toml", 1.2, {1.094, {1.0, 0.0, 1.0}},
                   {1.4, {0.19828, 0.0, 1.0}}, 0.3, 0.4, 0.2};

// The similarity coordinate in (lo, hi) where the exact pressure crosses `level` (it is monotone
// there: one wave).
double ExactCrossing(const ExactRiemannSolver& exact, double lo, double hi, double level) {
  const bool rising = exact.Sample(lo).p < exact.Sample(hi).p;
  for (int n = 0; n < 200; ++n) {
    const double mid = 0.5 * (lo + hi);
    ((exact.Sample(mid).p < level) == rising ? lo : hi) = mid;
  }
  return 0.5 * (lo + hi);
}

// Where pressure p (cell centres x) first crosses `level` from the cell `from` towards `step`,
// interpolated linearly between the two cells around the crossing.
double Crossing(const std::vector<double>& x, const std::vector<double>& p, int from, int step,
                double level) {
  const bool above = p[from] > level;
  for (int i = from; i + step >= 0 && i + step < static_cast<int>(p.size()); i += step)
    if ((p[i + step] > level) != above)
      return x[i] + (level - p[i]) / (p[i + step] - p[i]) * (x[i + step] - x[i]);
  return NAN;
}

// With VAGUS_VALIDATION_OUTPUT=DIR: DIR/<deck>_N<n>.csv with x, density, the exact cell averages
// and pressure, for tools/plot_diagnostics.py --x x (docs/validation.md's figure).
void WriteProfile(const Case& c, int n, const std::vector<double>& x, const DeckResult& result,
                  const std::vector<double>& exact_density, const std::vector<double>& p) {
  const char* directory = std::getenv("VAGUS_VALIDATION_OUTPUT");
  if (directory == nullptr) return;
  std::string name = c.deck;
  name = name.substr(0, name.find('.'));
  std::ofstream out(fmt::format("{}/{}_N{}.csv", directory, name, n));
  out << "x,density,exact_density,pressure\n";
  for (std::size_t i = 0; i < x.size(); ++i)
    out << fmt::format("{},{},{},{}\n", x[i], result.At(0, static_cast<int>(i), 0, 0),
                       exact_density[i], p[i]);
}

struct Errors {
  double reflected, interface, transmitted;  // position errors
  double density_l1;
  double t;                    // time since the hit
  double exact_speeds[3];      // of the reflected wave's mid-pressure point, interface, transmitted shock
};

Errors Measure(const Case& c, int n) {
  double shock_speed = 0.0;
  const RiemannState left = ShockedState(c.gas1.at_rest, c.gas1.gamma, c.mach, &shock_speed);
  const ExactRiemannSolver exact(left, c.gas2.at_rest, c.gas1.gamma, c.gas2.gamma);
  const double t_hit = (c.interface_x - c.shock_x) / shock_speed;
  const double t = c.stop_time - t_hit;

  const double dx = 1.0 / n;
  const DeckResult result =
      RunDeckText(ReadValidationDeck(c.deck),
                  {fmt::format("mesh.cells=[{},1,1]", n), fmt::format("mesh.hi=[1.0,{},{}]", dx, dx)},
                  Comm::World());
  EXPECT_DOUBLE_EQ(result.time, c.stop_time);
  if (!Comm::World().IsRoot()) return {};

  std::vector<double> x(n), p(n);
  double gas1_length = 0.0;
  for (int i = 0; i < n; ++i) {
    const double rho = result.At(0, i, 0, 0), mom = result.At(1, i, 0, 0);
    const double energy = result.At(4, i, 0, 0), alpha = result.At(6, i, 0, 0);
    // The five-equation model's mixture (physics/euler/state.hpp): alpha is gas 2's volume share.
    const double inverse_gamma_minus_one =
        (1.0 - alpha) / (c.gas1.gamma - 1.0) + alpha / (c.gas2.gamma - 1.0);
    x[i] = (i + 0.5) * dx;
    p[i] = (energy - 0.5 * mom * mom / rho) / inverse_gamma_minus_one;
    gas1_length += (1.0 - alpha) * dx;
  }
  const std::vector<double> speeds = exact.WaveSpeeds();
  const double contact = exact.StarVelocity();
  const double reflected_level = 0.5 * (left.p + exact.StarPressure());
  const double transmitted_level = 0.5 * (exact.StarPressure() + c.gas2.at_rest.p);
  const double reflected =
      c.interface_x + t * ExactCrossing(exact, speeds.front() - 1.0, contact, reflected_level);
  const double transmitted =
      c.interface_x + t * ExactCrossing(exact, contact, speeds.back() + 1.0, transmitted_level);
  const double interface = c.interface_x + t * contact;

  const std::vector<double> expected = CellAveragedDensity(exact, 0.0, dx, n, c.interface_x, t);
  double l1 = 0.0;
  for (int i = 0; i < n; ++i) l1 += std::fabs(result.At(0, i, 0, 0) - expected[i]) * dx;
  WriteProfile(c, n, x, result, expected, p);
  return {Crossing(x, p, 0, 1, reflected_level) - reflected,
          gas1_length - interface,
          Crossing(x, p, n - 1, -1, transmitted_level) - transmitted,
          l1,
          t,
          {(reflected - c.interface_x) / t, contact, (transmitted - c.interface_x) / t}};
}

void CheckConvergence(const Case& c) {
  std::vector<Errors> errors;
  for (int n : {200, 400, 800, 1600}) {
    errors.push_back(Measure(c, n));
    const Errors& e = errors.back();
    if (n == 200 && Comm::World().IsRoot())
      std::printf("%s: exact speeds after the hit: reflected wave (mid-pressure) %+.5f, "
                  "interface %+.5f, transmitted shock %+.5f\n",
                  c.deck, e.exact_speeds[0], e.exact_speeds[1], e.exact_speeds[2]);
    if (Comm::World().IsRoot())
      std::printf("N = %4d: position errors in cells: reflected %+.3f, interface %+.3f, "
                  "transmitted %+.3f; speed errors %+.2e %+.2e %+.2e; L1 density error %.3e\n",
                  n, e.reflected * n, e.interface * n, e.transmitted * n, e.reflected / e.t,
                  e.interface / e.t, e.transmitted / e.t, e.density_l1);
  }
  if (!Comm::World().IsRoot()) return;
  // Claims (docs/validation.md): at N = 1600 every wave's speed (its displacement since the hit
  // over the time since) is within 3% of the exact one; from N = 200 to 1600 each speed error at
  // least halves, unless the position is already within half a cell, and no position error in
  // cells grows by more than a quarter of a cell; the L1 density error falls at every step and by
  // at least half overall (not an order: smeared discontinuities converge at below first order).
  const Errors& coarse = errors.front();
  const Errors& fine = errors.back();
  const double fine_dx = 1.0 / 1600;
  const double coarse_position[3] = {coarse.reflected, coarse.interface, coarse.transmitted};
  const double fine_position[3] = {fine.reflected, fine.interface, fine.transmitted};
  for (int w = 0; w < 3; ++w) {
    const double fine_speed_error = std::fabs(fine_position[w] / fine.t);
    EXPECT_LT(fine_speed_error, 0.03 * std::fabs(fine.exact_speeds[w])) << "wave " << w;
    if (std::fabs(fine_position[w]) > 0.5 * fine_dx) {
      EXPECT_LT(fine_speed_error, 0.5 * std::fabs(coarse_position[w] / coarse.t)) << "wave " << w;
    }
  }
  // Positions in cells do not grow with N (with the mass-fraction mixture the interface and the
  // air -> SF6 reflected shock drifted by about half a cell per doubling, docs/validation.md).
  for (int w = 0; w < 3; ++w)
    EXPECT_LT(std::fabs(fine_position[w]) * 1600, std::fabs(coarse_position[w]) * 200 + 0.25)
        << "wave " << w << ": position error in cells at N = 1600 against N = 200";
  for (std::size_t k = 1; k < errors.size(); ++k)
    EXPECT_LT(errors[k].density_l1, errors[k - 1].density_l1) << "N = " << (200 << k);
  EXPECT_LT(fine.density_l1, 0.5 * coarse.density_l1);
}

TEST(ShockInterface, AirToSf6MatchesTheExactTwoGasRiemannSolution) { CheckConvergence(kAirSf6); }

TEST(ShockInterface, Sf6ToAirMatchesTheExactTwoGasRiemannSolution) { CheckConvergence(kSf6Air); }

}  // namespace
}  // namespace vagus::testing
