// MUSCL-Hancock update of one patch (Toro ch. 14, in the unsplit primitive-variable form):
//   1. primitive variables over the data box;
//   2. in the valid cells and one layer around them: limited slopes along each active direction
//      and a half-step predictor W + dt/2 * dW/dt using the quasi-linear form summed over
//      directions (falling back to first order in a cell whose face states would not be physical);
//   3. HLLC fluxes through every face of the valid cells from the predicted face states;
//   4. the conservative update, each direction's flux difference taken separately.
#include "amr/error.hpp"
#include "physics/euler/euler_kernel.hpp"
#include "physics/euler/hllc.hpp"

namespace vagus::physics::euler {
namespace {

// Time derivative of the primitive state from its undivided differences dw along direction d
// (the quasi-linear form dW/dt = -A_d(W) dW/dx_d), divided by dx by the caller.
KOKKOS_INLINE_FUNCTION void PrimitiveRate(const Eos& eos, const double* w, const double* dw, int d,
                                          double* rate) {
  const double un = w[kVelocityX + d];
  const double rho = w[kDensity];
  const double gamma = eos.Gamma(w[kMassFraction2]);
  rate[kDensity] = -(un * dw[kDensity] + rho * dw[kVelocityX + d]);
  for (int e = 0; e < 3; ++e) rate[kVelocityX + e] = -un * dw[kVelocityX + e];
  rate[kVelocityX + d] -= dw[kPressure] / rho;
  rate[kPressure] = -(gamma * w[kPressure] * dw[kVelocityX + d] + un * dw[kPressure]);
  rate[kMassFraction2] = -un * dw[kMassFraction2];
}

}  // namespace

void EulerKernel::Advance(amr::Patch& patch, const amr::Domain& domain, double dt) {
  switch (limiter_) {
    case Limiter::kMinmod:
      return AdvanceWith<Limiter::kMinmod>(patch, domain, dt);
    case Limiter::kMonotonizedCentral:
      return AdvanceWith<Limiter::kMonotonizedCentral>(patch, domain, dt);
    case Limiter::kVanLeer:
      return AdvanceWith<Limiter::kVanLeer>(patch, domain, dt);
  }
}

template <Limiter L>
void EulerKernel::AdvanceWith(amr::Patch& patch, const amr::Domain& domain, double dt) {
  VAGUS_ASSERT(patch.DataBox().Size().AllLessEqual(workspace_size_),
               "Euler workspace smaller than the patch: ReserveWorkspace was not called");
  const amr::Box valid = patch.LocalInterior();
  const amr::Box predicted_cells = valid.Grow(domain.GhostVect(1));
  const int active[3] = {domain.Active(0), domain.Active(1), domain.Active(2)};
  const Eos eos = eos_;
  const auto u = patch.data;
  const auto w = primitive_, half = predicted_, slopes = slopes_;
  const double half_dt_over_dx = 0.5 * dt / domain.dx;

  ConservedToPrimitive(patch, w);

  amr::ForEachCell("euler::Predict", predicted_cells, KOKKOS_LAMBDA(int k, int j, int i) {
    double wc[kNumState], dw[3][kNumState], rate[kNumState], wh[kNumState];
    for (int c = 0; c < kNumState; ++c) wc[c] = w(c, k, j, i);
    for (int d = 0; d < 3; ++d) {
      const int di = d == 0, dj = d == 1, dk = d == 2;
      for (int c = 0; c < kNumState; ++c)
        dw[d][c] = active[d] ? LimitedSlope<L>(wc[c] - w(c, k - dk, j - dj, i - di),
                                               w(c, k + dk, j + dj, i + di) - wc[c])
                             : 0.0;
    }
    for (int c = 0; c < kNumState; ++c) wh[c] = wc[c];
    for (int d = 0; d < 3; ++d) {
      if (!active[d]) continue;
      PrimitiveRate(eos, wc, dw[d], d, rate);
      for (int c = 0; c < kNumState; ++c) wh[c] += half_dt_over_dx * rate[c];
    }
    // Face states must be physical; where they would not be, this cell drops to first order.
    bool physical = wh[kDensity] > 0.0 && wh[kPressure] > 0.0;
    for (int d = 0; d < 3; ++d)
      for (int sign = -1; sign <= 1; sign += 2) {
        physical = physical && wh[kDensity] + 0.5 * sign * dw[d][kDensity] > 0.0 &&
                   wh[kPressure] + 0.5 * sign * dw[d][kPressure] > 0.0;
      }
    for (int c = 0; c < kNumState; ++c) {
      half(c, k, j, i) = physical ? wh[c] : wc[c];
      for (int d = 0; d < 3; ++d) slopes(d * kNumState + c, k, j, i) = physical ? dw[d][c] : 0.0;
    }
  });

  for (int d = 0; d < 3; ++d) {
    if (!active[d]) continue;
    amr::Box faces = valid;
    faces.hi[d] += 1;  // face (k, j, i) is the low face of cell (k, j, i)
    const auto flux = flux_[d];
    const int di = d == 0, dj = d == 1, dk = d == 2;
    amr::ForEachCell("euler::ComputeFluxes", faces, KOKKOS_LAMBDA(int k, int j, int i) {
      double wl[kNumState], wr[kNumState], f[kNumState];
      for (int c = 0; c < kNumState; ++c) {
        wl[c] = half(c, k - dk, j - dj, i - di) + 0.5 * slopes(d * kNumState + c, k - dk, j - dj, i - di);
        wr[c] = half(c, k, j, i) - 0.5 * slopes(d * kNumState + c, k, j, i);
      }
      HllcFlux(eos, wl, wr, d, f);
      for (int c = 0; c < kNumState; ++c) flux(c, k, j, i) = f[c];
    });
  }

  const double dt_over_dx = dt / domain.dx;
  const auto fx = flux_[0], fy = flux_[1], fz = flux_[2];
  amr::ForEachCell("euler::AddFluxDivergence", valid, KOKKOS_LAMBDA(int k, int j, int i) {
    for (int c = 0; c < kNumState; ++c) {
      // Each direction differenced alone, then summed in a fixed order.
      const double dx_flux = active[0] ? fx(c, k, j, i + 1) - fx(c, k, j, i) : 0.0;
      const double dy_flux = active[1] ? fy(c, k, j + 1, i) - fy(c, k, j, i) : 0.0;
      const double dz_flux = active[2] ? fz(c, k + 1, j, i) - fz(c, k, j, i) : 0.0;
      u(c, k, j, i) -= dt_over_dx * (dx_flux + dy_flux + dz_flux);
    }
  });
}

}  // namespace vagus::physics::euler
