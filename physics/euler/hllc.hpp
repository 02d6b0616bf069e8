// HLLC approximate Riemann solver (Toro, Spruce & Speares 1994; Toro's book, section 10.4) for the
// two-species Euler equations along direction d, with Davis wave-speed estimates. The species
// partial density is advected like a passive scalar through the star states.
#pragma once

#include "physics/euler/state.hpp"

namespace vagus::physics::euler {

// Flux across a face with primitive states wl (left) and wr (right), along direction d.
KOKKOS_INLINE_FUNCTION void HllcFlux(const Eos& eos, const double* wl, const double* wr, int d,
                                     double* flux) {
  const int vn = kVelocityX + d;
  const double rho_l = wl[kDensity], rho_r = wr[kDensity];
  const double un_l = wl[vn], un_r = wr[vn];
  const double p_l = wl[kPressure], p_r = wr[kPressure];
  const double c_l = SoundSpeed(eos, wl), c_r = SoundSpeed(eos, wr);

  const double s_l = math::fmin(un_l - c_l, un_r - c_r);
  const double s_r = math::fmax(un_l + c_l, un_r + c_r);
  // Speed of the contact (Toro eq. 10.37).
  const double s_star = (p_r - p_l + rho_l * un_l * (s_l - un_l) - rho_r * un_r * (s_r - un_r)) /
                        (rho_l * (s_l - un_l) - rho_r * (s_r - un_r));

  if (s_l >= 0.0) {
    PhysicalFlux(eos, wl, d, flux);
    return;
  }
  if (s_r <= 0.0) {
    PhysicalFlux(eos, wr, d, flux);
    return;
  }
  // Star state on the side the face lies in, then F* = F_K + S_K (U*_K - U_K) (Toro eq. 10.38).
  const bool left = s_star >= 0.0;
  const double* w = left ? wl : wr;
  const double s_k = left ? s_l : s_r;
  const double rho = w[kDensity], un = w[vn], p = w[kPressure];
  double u[kNumState];
  PrimitiveToConserved(eos, w, u);
  PhysicalFlux(eos, w, d, flux);
  const double factor = rho * (s_k - un) / (s_k - s_star);
  double u_star[kNumState];
  u_star[kDensity] = factor;
  for (int e = 0; e < 3; ++e) u_star[kMomentumX + e] = factor * w[kVelocityX + e];
  u_star[kMomentumX + d] = factor * s_star;
  u_star[kEnergy] = factor * (u[kEnergy] / rho + (s_star - un) * (s_star + p / (rho * (s_k - un))));
  u_star[kPartialDensity2] = factor * w[kMassFraction2];
  for (int c = 0; c < kNumState; ++c) flux[c] += s_k * (u_star[c] - u[c]);
}

}  // namespace vagus::physics::euler
