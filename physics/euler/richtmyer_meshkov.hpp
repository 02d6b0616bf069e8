// The Richtmyer-Meshkov set-up: a planar shock in gas 1 (x < shock_x, the Rankine-Hugoniot state
// of a shock of Mach number `mach` running into gas 1 at rest) travelling towards +x into the
// interface with gas 2, perturbed as x = interface + a sum of terms in y and z (InterfaceTerm):
// the deck's modes a cos(2 pi ny y / lambda) cos(2 pi nz z / lambda), or a narrow band of modes
// with random amplitudes (NarrowbandTerms). Cells the interface crosses are averaged over
// sub-samples. A frame velocity shifts every velocity along x (Galilean: the same flow seen from
// a moving frame), so that a run can keep the shocked interface at rest.
#pragma once

#include <cstdint>
#include <vector>

#include <vagus/physics/euler/problem.hpp>

namespace vagus::physics::euler {

// One term of the interface's displacement along x:
// cc cos(ky y) cos(kz z) + cs cos(ky y) sin(kz z) + sc sin(ky y) cos(kz z) + ss sin(ky y) sin(kz z).
struct InterfaceTerm {
  double ky = 0.0, kz = 0.0;
  double cc = 0.0, cs = 0.0, sc = 0.0, ss = 0.0;

  KOKKOS_INLINE_FUNCTION double At(double y, double z) const {
    const double cy = math::cos(ky * y), sy = math::sin(ky * y);
    const double cz = math::cos(kz * z), sz = math::sin(kz * z);
    return cc * cy * cz + cs * cy * sz + sc * sy * cz + ss * sy * sz;
  }
};

struct RichtmyerMeshkovState {
  Eos eos;
  double shock_x = 0.1;
  double interface = 0.2;
  double rho0 = 1.0, density_ratio = 5.0, pressure = 1.0;
  double frame_velocity = 0.0;  // added to every velocity along x
  Kokkos::View<const InterfaceTerm*, MemSpace> terms;  // set by SetInterface
  double max_displacement = 0.0;  // sum of |coefficients|: the interface lies within interface +- this
  double shocked[kNumState] = {};  // post-shock gas 1, primitive, frame velocity included
  int samples = 8;                 // sub-samples per direction in cells the interface crosses

  KOKKOS_INLINE_FUNCTION double InterfacePosition(double y, double z) const {
    double x = interface;
    for (std::size_t m = 0; m < terms.extent(0); ++m) x += terms(m).At(y, z);
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
    w[1] = frame_velocity;
    w[2] = w[3] = 0.0;
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

// Sets state.terms (on the device) and state.max_displacement from `terms`: the sum of their
// coefficients' magnitudes, or, given the period (every ky and kz a multiple of 2 pi / period),
// a tighter bound from the displacement sampled over one period.
void SetInterface(RichtmyerMeshkovState& state, const std::vector<InterfaceTerm>& terms,
                  double period = 0.0);

// The deck's single-mode or multi-mode interface: a cos(k ny y) cos(k nz z) per mode, k = 2 pi / lambda.
struct CosineMode {
  double ny = 1.0, nz = 1.0, amplitude = 0.0;
};
[[nodiscard]] std::vector<InterfaceTerm> CosineTerms(const std::vector<CosineMode>& modes,
                                                     double lambda);

// A narrowband perturbation: every mode (ny, nz), ny, nz >= 0 integers, with
// n_min <= sqrt(ny^2 + nz^2) <= n_max, each with its four coefficients (cos/sin along y times
// cos/sin along z) drawn from one normal distribution (a constant power spectrum), then all scaled
// so that the displacement's standard deviation over the periodic cross-section is `rms`. The
// draws are Box-Muller on std::mt19937_64 (both fully specified), so a seed gives the same
// interface on every machine.
[[nodiscard]] std::vector<InterfaceTerm> NarrowbandTerms(double n_min, double n_max, double rms,
                                                         double lambda, std::uint64_t seed);

// The post-shock primitive state (Rankine-Hugoniot) of a shock of Mach number `mach` moving
// towards +x into gas at rest with density rho0, pressure p0 and ratio of specific heats gamma.
void PostShockState(double mach, double rho0, double p0, double gamma, double* w);

// The problem of a state set up by hand (benchmarks), its x faces at infinity (the far states);
// decks go through the entry.
[[nodiscard]] std::unique_ptr<Problem> MakeRichtmyerMeshkov(const RichtmyerMeshkovState& state);

[[nodiscard]] ProblemEntry RichtmyerMeshkovEntry();

}  // namespace vagus::physics::euler
