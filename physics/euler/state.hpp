// Two-species compressible Euler: component layout, equation of state and the point-wise
// conversions between conserved and primitive states. Conserved: density, three momenta, total
// energy, partial density of species 2. Primitive: density, velocity, pressure, mass fraction Y of
// species 2. The mixture is ideal: gamma = (Y1 cp1 + Y2 cp2) / (Y1 cv1 + Y2 cv2), with
// cv_s = 1 / (M_s (gamma_s - 1)) in units where the gas constant is 1.
#pragma once

#include <limits>

#include <vagus/base/math.hpp>

namespace vagus::physics::euler {

inline constexpr int kNumState = 6;
// Conserved components.
inline constexpr int kDensity = 0;
inline constexpr int kMomentumX = 1;  // + direction d for the momentum along d
inline constexpr int kEnergy = 4;
inline constexpr int kPartialDensity2 = 5;
// Primitive components (density shares index 0).
inline constexpr int kVelocityX = 1;
inline constexpr int kPressure = 4;
inline constexpr int kMassFraction2 = 5;

struct Eos {
  double gamma[2] = {1.4, 1.4};
  double cv[2] = {2.5, 2.5};

  KOKKOS_FORCEINLINE_FUNCTION double Gamma(double y2) const {
    const double y = y2 < 0.0 ? 0.0 : (y2 > 1.0 ? 1.0 : y2);
    const double cv_mix = (1.0 - y) * cv[0] + y * cv[1];
    const double cp_mix = (1.0 - y) * gamma[0] * cv[0] + y * gamma[1] * cv[1];
    return cp_mix / cv_mix;
  }
};

// w[] primitive -> u[] conserved.
KOKKOS_FORCEINLINE_FUNCTION void PrimitiveToConserved(const Eos& eos, const double* w, double* u) {
  const double rho = w[kDensity];
  const double kinetic = 0.5 * rho * (w[1] * w[1] + w[2] * w[2] + w[3] * w[3]);
  u[kDensity] = rho;
  u[1] = rho * w[1];
  u[2] = rho * w[2];
  u[3] = rho * w[3];
  u[kEnergy] = w[kPressure] / (eos.Gamma(w[kMassFraction2]) - 1.0) + kinetic;
  u[kPartialDensity2] = rho * w[kMassFraction2];
}

// u[] conserved -> w[] primitive.
KOKKOS_FORCEINLINE_FUNCTION void ConservedToPrimitive(const Eos& eos, const double* u, double* w) {
  const double rho = u[kDensity];
  const double inv_rho = 1.0 / rho;
  w[kDensity] = rho;
  w[1] = u[1] * inv_rho;
  w[2] = u[2] * inv_rho;
  w[3] = u[3] * inv_rho;
  w[kMassFraction2] = u[kPartialDensity2] * inv_rho;
  const double kinetic = 0.5 * (u[1] * w[1] + u[2] * w[2] + u[3] * w[3]);
  w[kPressure] = (eos.Gamma(w[kMassFraction2]) - 1.0) * (u[kEnergy] - kinetic);
}

KOKKOS_FORCEINLINE_FUNCTION double SoundSpeed(const Eos& eos, const double* w) {
  return math::sqrt(eos.Gamma(w[kMassFraction2]) * w[kPressure] / w[kDensity]);
}

// The CFL signal rate of conserved state u: sum over directions of (|u_d| + c) x weight[d], where
// weight[d] is 1 / dx along active directions and 0 along inactive ones. +infinity when the state
// is not physical (density or pressure not positive, or not finite), so that the global maximum
// tells every rank to stop. Branch-free so that cell loops vectorise.
KOKKOS_FORCEINLINE_FUNCTION double SignalRate(const Eos& eos, const double* u,
                                              const double* weight) {
  double w[kNumState];
  ConservedToPrimitive(eos, u, w);
  const bool physical = (w[kDensity] > 0.0) & (w[kPressure] > 0.0);
  const double p = physical ? w[kPressure] : 1.0, rho = physical ? w[kDensity] : 1.0;
  const double c = math::sqrt(eos.Gamma(w[kMassFraction2]) * p / rho);
  double rate = 0.0;
  for (int d = 0; d < 3; ++d) rate += (math::fabs(w[kVelocityX + d]) + c) * weight[d];
  const bool finite = rate < 1e300;  // false for +inf and NaN
  return physical & finite ? rate : std::numeric_limits<double>::infinity();
}

}  // namespace vagus::physics::euler
