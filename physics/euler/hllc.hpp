// HLLC approximate Riemann solver (Toro, Spruce & Speares 1994; Toro's book, section 10.4) for the
// two-gas Euler equations along direction d, with Davis wave-speed estimates. The partial density
// of gas 2 passes through the star states like the density. The volume fraction alpha, advected,
// gets the flux alpha u and the face velocity u of the same HLLC form (Johnsen & Colonius 2006,
// J. Comput. Phys. 219, 715), as if it were a density with a flux and 1 a density with flux u:
// the update -(alpha u)_hi + (alpha u)_lo + alpha_i (u_hi - u_lo) then keeps pressure and
// velocity uniform across a contact.
#pragma once

#include <vagus/physics/euler/state.hpp>

namespace vagus::physics::euler {

// One side of a face: primitive and conserved state, physical flux, sound speed.
struct FaceSide {
  double w[kNumState], u[kNumState], f[kNumState];
  double c, inv_rho;
};

template <int D, class E>
KOKKOS_FORCEINLINE_FUNCTION void PrepareSide(const E& eos, const double* w, FaceSide& s) {
  const double inverse_gamma_minus_one = eos.InverseGammaMinusOne(w);
  const double gamma = 1.0 + 1.0 / inverse_gamma_minus_one;
  const double rho = w[kDensity], un = w[kVelocityX + D], p = w[kPressure];
  VAGUS_UNROLL for (int c = 0; c < kNumState; ++c) s.w[c] = w[c];
  s.u[kDensity] = rho;
  VAGUS_UNROLL for (int e = 0; e < 3; ++e) s.u[kMomentumX + e] = rho * w[kVelocityX + e];
  s.u[kEnergy] = p * inverse_gamma_minus_one +
                 0.5 * rho * (w[1] * w[1] + w[2] * w[2] + w[3] * w[3]);
  s.inv_rho = 1.0 / rho;
  s.u[kPartialDensity2] = rho * w[kMassFraction2];
  s.u[kVolumeFraction2] = w[kVolumeFraction2];
  VAGUS_UNROLL for (int c = 0; c < kNumState; ++c) s.f[c] = s.u[c] * un;
  s.f[kMomentumX + D] += p;
  s.f[kEnergy] += p * un;
  s.c = math::sqrt(gamma * p * s.inv_rho);
}

// Flux along direction D across a face with primitive states wl (left) and wr (right), kNumFlux
// components (the state's and the face velocity). Every case is computed and the right one
// selected, without branches, so face loops vectorise.
template <int D, class E>
KOKKOS_FORCEINLINE_FUNCTION void HllcFlux(const E& eos, const double* wl, const double* wr,
                                          double* flux) {
  constexpr int vn = kVelocityX + D;
  FaceSide l, r;
  PrepareSide<D>(eos, wl, l);
  PrepareSide<D>(eos, wr, r);
  const double s_l = math::Min(wl[vn] - l.c, wr[vn] - r.c);
  const double s_r = math::Max(wl[vn] + l.c, wr[vn] + r.c);
  // Speed of the contact (Toro eq. 10.37).
  const double m_l = wl[kDensity] * (s_l - wl[vn]), m_r = wr[kDensity] * (s_r - wr[vn]);
  const double s_star = (wr[kPressure] - wl[kPressure] + wl[vn] * m_l - wr[vn] * m_r) / (m_l - m_r);

  // Star state on the side of the contact the face lies on: F* = F_K + S_K (U*_K - U_K)
  // (Toro eq. 10.38-10.39).
  const bool left = s_star >= 0.0;
  const double s_k = left ? s_l : s_r;
  const double rho = left ? wl[kDensity] : wr[kDensity];
  const double inv_rho = left ? l.inv_rho : r.inv_rho;
  const double un = left ? wl[vn] : wr[vn];
  const double p = left ? wl[kPressure] : wr[kPressure];
  const double factor = rho * (s_k - un) / (s_k - s_star);
  double u_star[kNumState], u_k[kNumState], f_k[kNumState];
  VAGUS_UNROLL for (int c = 0; c < kNumState; ++c) {
    u_k[c] = left ? l.u[c] : r.u[c];
    f_k[c] = left ? l.f[c] : r.f[c];
  }
  u_star[kDensity] = factor;
  VAGUS_UNROLL for (int e = 0; e < 3; ++e)
    u_star[kMomentumX + e] = factor * (left ? wl[kVelocityX + e] : wr[kVelocityX + e]);
  u_star[kMomentumX + D] = factor * s_star;
  u_star[kEnergy] =
      factor * (u_k[kEnergy] * inv_rho + (s_star - un) * (s_star + p * inv_rho / (s_k - un)));
  u_star[kPartialDensity2] = factor * (left ? wl[kMassFraction2] : wr[kMassFraction2]);
  const double compression = factor * inv_rho;  // rho*_K / rho_K
  u_star[kVolumeFraction2] = compression * u_k[kVolumeFraction2];

  const bool supersonic_right = s_l >= 0.0, supersonic_left = s_r <= 0.0;
  VAGUS_UNROLL for (int c = 0; c < kNumState; ++c) {
    const double star = f_k[c] + s_k * (u_star[c] - u_k[c]);
    flux[c] = supersonic_right ? l.f[c] : (supersonic_left ? r.f[c] : star);
  }
  const double star_velocity = un + s_k * (compression - 1.0);
  flux[kFaceVelocity] =
      supersonic_right ? wl[vn] : (supersonic_left ? wr[vn] : star_velocity);
}

}  // namespace vagus::physics::euler
