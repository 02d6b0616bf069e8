// Initial states of the Euler kernel's problems, as cell averages that depend on position only:
// the Sod and Toro shock tubes (along x, y or z), a smooth density wave advected at constant
// velocity, a dense blob of gas 2 carried by a uniform flow, and the Richtmyer-Meshkov set-up (a
// planar shock in gas 1 running into a perturbed interface with gas 2). The problem is a plain
// struct so it can be evaluated inside kernels.
#pragma once

#include <string>
#include <vector>

#include "amr/base/input/deck.hpp"
#include "physics/euler/state.hpp"

namespace vagus::physics::euler {

enum class ProblemKind { kShockTube, kSmoothWave, kBlob, kRichtmyerMeshkov };

inline constexpr int kMaxModes = 16;

struct Problem {
  ProblemKind kind = ProblemKind::kShockTube;
  Eos eos;

  // Shock tube: primitive states either side of `interface` along `direction`.
  int direction = 0;
  double interface = 0.5;
  double left[kNumState] = {};
  double right[kNumState] = {};

  // Smooth wave: density rho0 (1 + amplitude sin(2 pi sum_{d in wave_dirs} (x_d - speed t) / L)).
  bool wave_dirs[3] = {true, false, false};
  double rho0 = 1.0, amplitude = 0.2, speed = 1.0, wavelength = 1.0, pressure = 1.0;

  // Richtmyer-Meshkov: gas 1 (x < interface) at rest with density rho0 and pressure `pressure`,
  // gas 2 at density rho0 * density_ratio; shocked gas 1 for x < shock_x. The interface sits at
  // interface + sum_m a_m cos(2 pi ny_m y / lambda) cos(2 pi nz_m z / lambda).
  double shock_x = 0.1;
  double density_ratio = 5.0;
  double mach = 1.2;
  double lambda = 1.0;
  int num_modes = 1;
  double mode_ny[kMaxModes] = {1}, mode_nz[kMaxModes] = {1}, mode_amplitude[kMaxModes] = {0.01};
  double shocked[kNumState] = {};  // post-shock gas 1 (Rankine-Hugoniot)

  // Blob: a sphere (a disc in 2-D) of gas 2 with density rho0 * density_ratio at `centre` with
  // radius `radius`, in gas 1 of density rho0; everything moves at `velocity`, pressure uniform.
  double centre[3] = {0.5, 0.5, 0.5};
  double radius = 0.2;
  double velocity[3] = {1.0, 0.0, 0.0};
  double max_displacement = 0.0;   // sum of |a_m|: the interface lies within interface +- this
  int samples = 8;                 // sub-samples per direction in cells the interface crosses

  // Cell average of the conserved state of the cell centred at x with width dx at time t (only the
  // smooth wave depends on t; active[d] says which directions have extent).
  KOKKOS_INLINE_FUNCTION void CellAverage(const double* x, double dx, const bool* active, double t,
                                          double* u) const;
  // Point value of the primitive state (shock tube and Richtmyer-Meshkov).
  KOKKOS_INLINE_FUNCTION void PrimitiveAt(const double* x, double* w) const;
  // Richtmyer-Meshkov state at position x along x, where the interface lies at x_interface.
  KOKKOS_INLINE_FUNCTION void GasStateAt(double x, double x_interface, double* w) const;
  // Exact cell-averaged density of the smooth wave at time t.
  KOKKOS_INLINE_FUNCTION double WaveDensityAverage(const double* x, double dx, const bool* active,
                                                   double t) const;
  KOKKOS_INLINE_FUNCTION double InterfacePosition(double y, double z) const;
  KOKKOS_INLINE_FUNCTION void BlobAverage(const double* x, double dx, const bool* active,
                                          double* u) const;
};

KOKKOS_INLINE_FUNCTION void Problem::BlobAverage(const double* x, double dx, const bool* active,
                                                 double* u) const {
  // Sub-samples in active directions; only cells the blob's edge may cross need more than one.
  double distance2 = 0.0;
  for (int d = 0; d < 3; ++d)
    if (active[d]) distance2 += (x[d] - centre[d]) * (x[d] - centre[d]);
  const bool edge = math::fabs(math::sqrt(distance2) - radius) <= dx;
  const int n = edge ? samples : 1;
  double w[kNumState], cell[kNumState];
  for (int c = 0; c < kNumState; ++c) u[c] = 0.0;
  const int ni = active[0] ? n : 1, nj = active[1] ? n : 1, nk = active[2] ? n : 1;
  for (int sk = 0; sk < nk; ++sk)
    for (int sj = 0; sj < nj; ++sj)
      for (int si = 0; si < ni; ++si) {
        const double p[3] = {x[0] + dx * ((si + 0.5) / ni - 0.5), x[1] + dx * ((sj + 0.5) / nj - 0.5),
                             x[2] + dx * ((sk + 0.5) / nk - 0.5)};
        double r2 = 0.0;
        for (int d = 0; d < 3; ++d)
          if (active[d]) r2 += (p[d] - centre[d]) * (p[d] - centre[d]);
        const bool inside = r2 < radius * radius;
        w[kDensity] = inside ? rho0 * density_ratio : rho0;
        for (int d = 0; d < 3; ++d) w[kVelocityX + d] = velocity[d];
        w[kPressure] = pressure;
        w[kMassFraction2] = inside ? 1.0 : 0.0;
        PrimitiveToConserved(eos, w, cell);
        for (int c = 0; c < kNumState; ++c) u[c] += cell[c];
      }
  const double inv = 1.0 / (ni * nj * nk);
  for (int c = 0; c < kNumState; ++c) u[c] *= inv;
}

// The names a deck can give in [problem] name.
[[nodiscard]] const std::vector<std::string>& ProblemNames();
// Adds [problem] keys for `name` (plus the `name` key itself).
void AddProblemSchema(input::Schema& schema, const std::string& name);
// Builds the problem from a validated deck ([problem], and gamma / molar masses from [physics]).
[[nodiscard]] Problem MakeProblem(const input::Deck& deck, const Eos& eos);
// The state an inflow boundary on face (dir, side) imposes: the problem's far-field state there.
void InflowState(const Problem& problem, int dir, int side, double* w);

// ---- inline definitions ----

KOKKOS_INLINE_FUNCTION double Problem::InterfacePosition(double y, double z) const {
  double x = interface;
  const double k = 2.0 * 3.14159265358979323846 / lambda;
  for (int m = 0; m < num_modes; ++m)
    x += mode_amplitude[m] * math::cos(k * mode_ny[m] * y) * math::cos(k * mode_nz[m] * z);
  return x;
}

KOKKOS_INLINE_FUNCTION void Problem::PrimitiveAt(const double* x, double* w) const {
  if (kind == ProblemKind::kShockTube) {
    const double* side = x[direction] < interface ? left : right;
    for (int c = 0; c < kNumState; ++c) w[c] = side[c];
    return;
  }
  GasStateAt(x[0], InterfacePosition(x[1], x[2]), w);
}

KOKKOS_INLINE_FUNCTION void Problem::GasStateAt(double x, double x_interface, double* w) const {
  if (x < shock_x) {
    for (int c = 0; c < kNumState; ++c) w[c] = shocked[c];
    return;
  }
  const bool gas2 = x >= x_interface;
  w[kDensity] = gas2 ? rho0 * density_ratio : rho0;
  w[1] = w[2] = w[3] = 0.0;
  w[kPressure] = pressure;
  w[kMassFraction2] = gas2 ? 1.0 : 0.0;
}

KOKKOS_INLINE_FUNCTION double Problem::WaveDensityAverage(const double* x, double dx,
                                                          const bool* active, double t) const {
  const double k = 2.0 * 3.14159265358979323846 / wavelength;
  double phase = 0.0, factor = 1.0;
  for (int d = 0; d < 3; ++d) {
    if (!wave_dirs[d]) continue;
    phase += k * (x[d] - speed * t);
    // The average of sin over a cell is the centre value times sinc(k dx / 2), per direction.
    if (active[d]) factor *= math::sin(0.5 * k * dx) / (0.5 * k * dx);
  }
  return rho0 * (1.0 + amplitude * factor * math::sin(phase));
}

KOKKOS_INLINE_FUNCTION void Problem::CellAverage(const double* x, double dx, const bool* active,
                                                 double t, double* u) const {
  double w[kNumState];
  if (kind == ProblemKind::kSmoothWave) {
    w[kDensity] = WaveDensityAverage(x, dx, active, t);
    for (int d = 0; d < 3; ++d) w[kVelocityX + d] = wave_dirs[d] ? speed : 0.0;
    w[kPressure] = pressure;
    w[kMassFraction2] = 0.0;
    // Velocity and pressure are uniform, so the average of each conserved component is exact.
    PrimitiveToConserved(eos, w, u);
    return;
  }
  if (kind == ProblemKind::kBlob) {
    BlobAverage(x, dx, active, u);
    return;
  }
  const bool near_interface = kind == ProblemKind::kRichtmyerMeshkov &&
                              math::fabs(x[0] - interface) <= max_displacement + dx;
  if (!near_interface) {
    PrimitiveAt(x, w);
    PrimitiveToConserved(eos, w, u);
    return;
  }
  // Average over sub-samples: the interface crosses the cell. Its position depends on (y, z)
  // only, so it is found once per column of samples.
  for (int c = 0; c < kNumState; ++c) u[c] = 0.0;
  const int n[3] = {active[0] ? samples : 1, active[1] ? samples : 1, active[2] ? samples : 1};
  double cell[kNumState];
  for (int sk = 0; sk < n[2]; ++sk)
    for (int sj = 0; sj < n[1]; ++sj) {
      const double y = x[1] + dx * ((sj + 0.5) / n[1] - 0.5);
      const double z = x[2] + dx * ((sk + 0.5) / n[2] - 0.5);
      const double x_interface = InterfacePosition(y, z);
      for (int si = 0; si < n[0]; ++si) {
        GasStateAt(x[0] + dx * ((si + 0.5) / n[0] - 0.5), x_interface, w);
        PrimitiveToConserved(eos, w, cell);
        for (int c = 0; c < kNumState; ++c) u[c] += cell[c];
      }
    }
  const double inv = 1.0 / (n[0] * n[1] * n[2]);
  for (int c = 0; c < kNumState; ++c) u[c] *= inv;
}

}  // namespace vagus::physics::euler
