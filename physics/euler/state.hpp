// Two-gas compressible Euler: component layout, equation of state and the point-wise conversions
// between conserved and primitive states.
//
// The two ideal gases are carried as in the five-equation model of Allaire, Clerc & Kokh (2002),
// whose mixture equation of state is, for ideal gases, the gamma-based one of Abgrall (1996) and
// Shyue (1998): conserved density, three momenta, total energy and partial density of gas 2, and
// the volume fraction alpha of gas 2, which is advected (alpha_t + u . grad alpha = 0) rather
// than conserved. The mixture's internal energy is rho e = p / (gamma - 1) with
//   1 / (gamma - 1) = (1 - alpha) / (gamma_1 - 1) + alpha / (gamma_2 - 1),
// so across a contact pressure and velocity stay uniform to round-off (docs/validation.md,
// "Two-gas interfaces"). Primitive: density, velocity, pressure, mass fraction Y of gas 2, volume
// fraction alpha of gas 2.
//
// The older formulation (Eos::mass_fraction_mixture, [physics] mixture = "mass_fraction") takes
// the mixture's gamma from Y instead, gamma = (Y1 cp1 + Y2 cp2) / (Y1 cv1 + Y2 cv2), with
// cv_s = 1 / (M_s (gamma_s - 1)) in units where the gas constant is 1: fully conservative, but
// pressure and velocity oscillate at contacts between gases of different gamma.
#pragma once

#include <limits>

#include <vagus/base/math.hpp>

namespace vagus::physics::euler {

inline constexpr int kNumState = 7;
// Conserved components.
inline constexpr int kDensity = 0;
inline constexpr int kMomentumX = 1;  // + direction d for the momentum along d
inline constexpr int kEnergy = 4;
inline constexpr int kPartialDensity2 = 5;
inline constexpr int kVolumeFraction2 = 6;  // advected, also a primitive component
// Primitive components (density shares index 0).
inline constexpr int kVelocityX = 1;
inline constexpr int kPressure = 4;
inline constexpr int kMassFraction2 = 5;
// The fluxes' extra component: the face's normal velocity, which advects the volume fraction
// (amr::FluxComponents).
inline constexpr int kFaceVelocity = kNumState;
inline constexpr int kNumFlux = kNumState + 1;

// How the mixture's 1 / (gamma - 1) follows from the composition (see above).
enum class Mixture { kVolumeFraction, kMassFraction };

struct Eos {
  double gamma[2] = {1.4, 1.4};
  double cv[2] = {2.5, 2.5};
  bool mass_fraction_mixture = false;  // the older formulation: gamma from Y

  // The mixture's gamma from the mass fraction of gas 2 (gases at one temperature).
  KOKKOS_FORCEINLINE_FUNCTION double GammaOfMassFraction(double y2) const {
    const double y = y2 < 0.0 ? 0.0 : (y2 > 1.0 ? 1.0 : y2);
    const double cv_mix = (1.0 - y) * cv[0] + y * cv[1];
    const double cp_mix = (1.0 - y) * gamma[0] * cv[0] + y * gamma[1] * cv[1];
    return cp_mix / cv_mix;
  }
  // The volume fraction of gas 2 in a mixture at one pressure and temperature with mass fraction
  // y2: the share of its partial pressure, y2 R_2 / (y1 R_1 + y2 R_2), R_s = cv_s (gamma_s - 1).
  KOKKOS_FORCEINLINE_FUNCTION double VolumeFraction(double y2) const {
    const double r1 = (1.0 - y2) * cv[0] * (gamma[0] - 1.0), r2 = y2 * cv[1] * (gamma[1] - 1.0);
    return r2 / (r1 + r2);
  }
  // 1 / (gamma - 1) of primitive state w (its rho e / p).
  KOKKOS_FORCEINLINE_FUNCTION double InverseGammaMinusOne(const double* w) const {
    return mass_fraction_mixture ? InverseGammaMinusOneOf<Mixture::kMassFraction>(w)
                                 : InverseGammaMinusOneOf<Mixture::kVolumeFraction>(w);
  }
  template <Mixture M>
  KOKKOS_FORCEINLINE_FUNCTION double InverseGammaMinusOneOf(const double* w) const {
    if constexpr (M == Mixture::kMassFraction) {
      return 1.0 / (GammaOfMassFraction(w[kMassFraction2]) - 1.0);
    } else {
      const double alpha = w[kVolumeFraction2];
      return (1.0 - alpha) / (gamma[0] - 1.0) + alpha / (gamma[1] - 1.0);
    }
  }
};

// The equation of state with its mixture rule fixed at compile time, for cell loops (the
// functions below take either): GCC does not vectorise a loop that selects on a loop-invariant
// bool, so the run-time choice inside InverseGammaMinusOne kept every cell loop of the update
// scalar. WithMixture makes the choice once, outside the loops, as WithLimiter does.
template <Mixture M>
struct EosOf : Eos {
  KOKKOS_FORCEINLINE_FUNCTION double InverseGammaMinusOne(const double* w) const {
    return InverseGammaMinusOneOf<M>(w);
  }
};

// Calls f(EosOf<M>) with M the mixture rule of eos and returns its result.
template <class F>
decltype(auto) WithMixture(const Eos& eos, F&& f) {
  if (eos.mass_fraction_mixture) return f(EosOf<Mixture::kMassFraction>{eos});
  return f(EosOf<Mixture::kVolumeFraction>{eos});
}

// w[] primitive -> u[] conserved, for set-ups and far-field states: the composition is given by
// the mass fraction w[kMassFraction2] (w[kVolumeFraction2] is not read), the volume fraction
// follows from it.
template <class E>
KOKKOS_FORCEINLINE_FUNCTION void PrimitiveToConserved(const E& eos, const double* w, double* u) {
  const double rho = w[kDensity];
  const double kinetic = 0.5 * rho * (w[1] * w[1] + w[2] * w[2] + w[3] * w[3]);
  double composition[kNumState];
  VAGUS_UNROLL for (int c = 0; c < kNumState; ++c) composition[c] = w[c];
  composition[kVolumeFraction2] = eos.VolumeFraction(w[kMassFraction2]);
  u[kDensity] = rho;
  u[1] = rho * w[1];
  u[2] = rho * w[2];
  u[3] = rho * w[3];
  u[kEnergy] = w[kPressure] * eos.InverseGammaMinusOne(composition) + kinetic;
  u[kPartialDensity2] = rho * w[kMassFraction2];
  u[kVolumeFraction2] = composition[kVolumeFraction2];
}

// u[] conserved -> w[] primitive.
template <class E>
KOKKOS_FORCEINLINE_FUNCTION void ConservedToPrimitive(const E& eos, const double* u, double* w) {
  const double rho = u[kDensity];
  const double inv_rho = 1.0 / rho;
  w[kDensity] = rho;
  w[1] = u[1] * inv_rho;
  w[2] = u[2] * inv_rho;
  w[3] = u[3] * inv_rho;
  w[kMassFraction2] = u[kPartialDensity2] * inv_rho;
  w[kVolumeFraction2] = u[kVolumeFraction2];
  const double kinetic = 0.5 * (u[1] * w[1] + u[2] * w[2] + u[3] * w[3]);
  w[kPressure] = (u[kEnergy] - kinetic) / eos.InverseGammaMinusOne(w);
}

template <class E>
KOKKOS_FORCEINLINE_FUNCTION double SoundSpeed(const E& eos, const double* w) {
  const double gamma = 1.0 + 1.0 / eos.InverseGammaMinusOne(w);
  return math::sqrt(gamma * w[kPressure] / w[kDensity]);
}

// The CFL signal rate of conserved state u: sum over directions of (|u_d| + c) x weight[d], where
// weight[d] is 1 / dx along active directions and 0 along inactive ones. +infinity when the state
// is not physical (density or pressure not positive, or not finite), so that the global maximum
// tells every rank to stop. Branch-free so that cell loops vectorise.
template <class E>
KOKKOS_FORCEINLINE_FUNCTION double SignalRate(const E& eos, const double* u,
                                              const double* weight) {
  double w[kNumState];
  ConservedToPrimitive(eos, u, w);
  const bool physical = (w[kDensity] > 0.0) & (w[kPressure] > 0.0);
  const double p = physical ? w[kPressure] : 1.0, rho = physical ? w[kDensity] : 1.0;
  const double c = math::sqrt((1.0 + 1.0 / eos.InverseGammaMinusOne(w)) * p / rho);
  double rate = 0.0;
  VAGUS_UNROLL for (int d = 0; d < 3; ++d) rate += (math::fabs(w[kVelocityX + d]) + c) * weight[d];
  const bool finite = rate < 1e300;  // false for +inf and NaN
  return (physical & finite) ? rate : std::numeric_limits<double>::infinity();
}

}  // namespace vagus::physics::euler
