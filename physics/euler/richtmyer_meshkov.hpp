// The Richtmyer-Meshkov set-up: a planar shock in gas 1 (x < shock_x, the Rankine-Hugoniot state
// of a shock of Mach number `mach` running into gas 1 at rest) travelling towards +x into the
// interface with gas 2, perturbed as x = interface + sum_m a_m cos(2 pi ny_m y / lambda)
// cos(2 pi nz_m z / lambda). Cells the interface crosses are averaged over sub-samples.
#pragma once

#include <vagus/physics/euler/problem.hpp>

namespace vagus::physics::euler {

inline constexpr int kMaxModes = 16;

struct RichtmyerMeshkovState {
  Eos eos;
  double shock_x = 0.1;
  double interface = 0.2;
  double rho0 = 1.0, density_ratio = 5.0, pressure = 1.0;
  double lambda = 1.0;
  int num_modes = 1;
  double mode_ny[kMaxModes] = {1}, mode_nz[kMaxModes] = {1}, mode_amplitude[kMaxModes] = {0.01};
  double max_displacement = 0.01;  // sum of |a_m|: the interface lies within interface +- this
  double shocked[kNumState] = {};  // post-shock gas 1, primitive
  int samples = 8;                 // sub-samples per direction in cells the interface crosses

  KOKKOS_INLINE_FUNCTION double Wavenumber() const { return 2.0 * 3.14159265358979323846 / lambda; }

  KOKKOS_INLINE_FUNCTION double InterfacePosition(double y, double z) const {
    double x = interface;
    const double k = Wavenumber();
    for (int m = 0; m < num_modes; ++m)
      x += mode_amplitude[m] * math::cos(k * mode_ny[m] * y) * math::cos(k * mode_nz[m] * z);
    return x;
  }

  // The primitive state at position x along x, where the interface lies at x_interface.
  KOKKOS_INLINE_FUNCTION void GasStateAt(double x, double x_interface, double* w) const {
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

  KOKKOS_INLINE_FUNCTION void operator()(const double* x, double dx, const bool* active,
                                         double* u) const {
    double w[kNumState];
    if (math::fabs(x[0] - interface) > max_displacement + dx) {
      GasStateAt(x[0], InterfacePosition(x[1], x[2]), w);
      PrimitiveToConserved(eos, w, u);
      return;
    }
    // The interface may cross the cell. Its position depends on (y, z) only, so it is found once
    // per column of samples.
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
};

// The post-shock primitive state (Rankine-Hugoniot) of a shock of Mach number `mach` moving
// towards +x into gas at rest with density rho0, pressure p0 and ratio of specific heats gamma.
void PostShockState(double mach, double rho0, double p0, double gamma, double* w);

// The problem of a state set up by hand (benchmarks); decks go through the entry.
[[nodiscard]] std::unique_ptr<Problem> MakeRichtmyerMeshkov(const RichtmyerMeshkovState& state);

[[nodiscard]] ProblemEntry RichtmyerMeshkovEntry();

}  // namespace vagus::physics::euler
