// MUSCL-Hancock update of one patch (Toro ch. 14, in the unsplit primitive-variable form):
//   1. primitive variables over the data box;
//   2. in the valid cells and one layer around them: limited slopes along each active direction
//      and a half-step predictor W + dt/2 * dW/dt using the quasi-linear form summed over
//      directions (falling back to first order in a cell whose face states would not be physical);
//   3. HLLC fluxes through every face of the valid cells from the predicted face states;
//   4. the update, each direction's flux difference taken separately: conservative for density,
//      momenta, energy and gas 2's partial density; the volume fraction of gas 2 in the
//      non-conservative form of Johnsen & Colonius (2006) with the HLLC face velocities.
// The stages are functors with force-inlined call operators so that ForEachCell's loop along i
// holds the whole cell computation (no call per cell), and GCC vectorises it: their loops over
// components are unrolled (VAGUS_UNROLL), the mixture rule is a template parameter (EosOf), and
// cells are indexed with CellIndex (base/for_each_cell.hpp). Each of the three, missing, kept
// every loop of the update scalar.
#include <vagus/base/error.hpp>
#include <vagus/physics/euler/euler_kernel.hpp>
#include <vagus/physics/euler/hllc.hpp>

namespace vagus::physics::euler {
namespace {

using amr::LimitedSlope;

// Adds scale x (time derivative of the primitive state) from its undivided differences dw along
// direction D: the quasi-linear form dW/dt = -A_D(W) dW/dx_D, with dx folded into scale.
template <int D>
KOKKOS_FORCEINLINE_FUNCTION void AddPrimitiveRate(const double* w, double gamma, double inv_rho,
                                                  const double* dw, double scale, double* rate) {
  constexpr int vn = kVelocityX + D;
  const double un = w[vn];
  const double rho = w[kDensity];
  rate[kDensity] -= scale * (un * dw[kDensity] + rho * dw[vn]);
  VAGUS_UNROLL for (int e = 0; e < 3; ++e) rate[kVelocityX + e] -= scale * un * dw[kVelocityX + e];
  rate[vn] -= scale * dw[kPressure] * inv_rho;
  rate[kPressure] -= scale * (gamma * w[kPressure] * dw[vn] + un * dw[kPressure]);
  rate[kMassFraction2] -= scale * un * dw[kMassFraction2];
  rate[kVolumeFraction2] -= scale * un * dw[kVolumeFraction2];
}

// Limited undivided differences of every primitive component along direction D; `step` is 1
// along an active direction and 0 along an inactive one, whose differences then come out 0.
template <Limiter L, int D>
KOKKOS_FORCEINLINE_FUNCTION void LimitedDifferences(const FieldView& w, CellIndex k, CellIndex j,
                                                    CellIndex i, int step, const double* wc,
                                                    double* dw) {
  const int di = D == 0 ? step : 0, dj = D == 1 ? step : 0, dk = D == 2 ? step : 0;
  VAGUS_UNROLL for (int c = 0; c < kNumState; ++c)
    dw[c] = LimitedSlope<L>(wc[c] - w(c, k - dk, j - dj, i - di),
                            w(c, k + dk, j + dj, i + di) - wc[c]);
}

template <Limiter L, class E>
struct Predict {
  FieldView w, half, slopes;
  E eos;
  double half_dt_over_dx;
  int step[3];  // 1 along active directions, 0 along inactive ones

  KOKKOS_FORCEINLINE_FUNCTION void operator()(CellIndex k, CellIndex j, CellIndex i) const {
    double wc[kNumState], dx[kNumState], dy[kNumState], dz[kNumState], wh[kNumState];
    VAGUS_UNROLL for (int c = 0; c < kNumState; ++c) wc[c] = wh[c] = w(c, k, j, i);
    const double gamma = 1.0 + 1.0 / eos.InverseGammaMinusOne(wc);
    LimitedDifferences<L, 0>(w, k, j, i, step[0], wc, dx);
    LimitedDifferences<L, 1>(w, k, j, i, step[1], wc, dy);
    LimitedDifferences<L, 2>(w, k, j, i, step[2], wc, dz);
    const double inv_rho = 1.0 / wc[kDensity];
    AddPrimitiveRate<0>(wc, gamma, inv_rho, dx, half_dt_over_dx, wh);
    AddPrimitiveRate<1>(wc, gamma, inv_rho, dy, half_dt_over_dx, wh);
    AddPrimitiveRate<2>(wc, gamma, inv_rho, dz, half_dt_over_dx, wh);
    // Face states must be physical; where they would not be, this cell drops to first order.
    // (Bitwise & rather than && keeps the test free of branches.)
    const double max_rho_jump = 0.5 * math::Max(math::fabs(dx[kDensity]),
                                                math::Max(math::fabs(dy[kDensity]), math::fabs(dz[kDensity])));
    const double max_p_jump = 0.5 * math::Max(math::fabs(dx[kPressure]),
                                              math::Max(math::fabs(dy[kPressure]), math::fabs(dz[kPressure])));
    const bool physical = (wh[kDensity] > max_rho_jump) & (wh[kPressure] > max_p_jump);
    VAGUS_UNROLL for (int c = 0; c < kNumState; ++c) {
      half(c, k, j, i) = physical ? wh[c] : wc[c];
      slopes(c, k, j, i) = physical ? dx[c] : 0.0;
      slopes(kNumState + c, k, j, i) = physical ? dy[c] : 0.0;
      slopes(2 * kNumState + c, k, j, i) = physical ? dz[c] : 0.0;
    }
  }
};

template <int D, class E>
struct ComputeFluxes {
  FieldView half, slopes, flux;
  E eos;

  // Face (k, j, i) is the low face of cell (k, j, i) along D.
  KOKKOS_FORCEINLINE_FUNCTION void operator()(CellIndex k, CellIndex j, CellIndex i) const {
    constexpr int di = D == 0, dj = D == 1, dk = D == 2;
    double wl[kNumState], wr[kNumState], f[kNumFlux];
    VAGUS_UNROLL for (int c = 0; c < kNumState; ++c) {
      wl[c] = half(c, k - dk, j - dj, i - di) +
              0.5 * slopes(D * kNumState + c, k - dk, j - dj, i - di);
      wr[c] = half(c, k, j, i) - 0.5 * slopes(D * kNumState + c, k, j, i);
    }
    HllcFlux<D>(eos, wl, wr, f);
    VAGUS_UNROLL for (int c = 0; c < kNumFlux; ++c) flux(c, k, j, i) = f[c];
  }
};

// The update, returning (through max_rate) the signal rate of the new state: conservative, except
// for the volume fraction, which also gains alpha_i dt/dx sum_d (u_hi - u_lo) from the face
// velocities (amr::FluxComponents). Inactive directions' flux arrays are zero
// (amr::AdvanceArrays) and read with a zero offset, so their differences vanish without a branch.
template <class E>
struct AddFluxDivergence {
  FieldView u, fx, fy, fz;
  E eos;
  double dt_over_dx;
  int step[3];
  double weight[3];  // 1 / dx along active directions, 0 along inactive ones

  // Flux component c out of cell (k, j, i): each direction differenced alone, then summed in a
  // fixed order.
  KOKKOS_FORCEINLINE_FUNCTION double NetFlux(int c, CellIndex k, CellIndex j, CellIndex i) const {
    const double dx_flux = fx(c, k, j, i + step[0]) - fx(c, k, j, i);
    const double dy_flux = fy(c, k, j + step[1], i) - fy(c, k, j, i);
    const double dz_flux = fz(c, k + step[2], j, i) - fz(c, k, j, i);
    return dx_flux + dy_flux + dz_flux;
  }

  KOKKOS_FORCEINLINE_FUNCTION void operator()(CellIndex k, CellIndex j, CellIndex i,
                                              double& max_rate) const {
    double uc[kNumState], net_flux[kNumState];
    VAGUS_UNROLL for (int c = 0; c < kNumState; ++c) {
      uc[c] = u(c, k, j, i);
      net_flux[c] = NetFlux(c, k, j, i);
    }
    net_flux[kVolumeFraction2] -= uc[kVolumeFraction2] * NetFlux(kFaceVelocity, k, j, i);
    VAGUS_UNROLL for (int c = 0; c < kNumState; ++c) {
      uc[c] -= dt_over_dx * net_flux[c];
      u(c, k, j, i) = uc[c];
    }
    const double rate = SignalRate(eos, uc, weight);
    max_rate = rate > max_rate ? rate : max_rate;
  }
};

template <int D, class E>
void LaunchFluxes(const Box& valid, const FieldView& half, const FieldView& slopes,
                  const FieldView& flux, const E& eos) {
  Box faces = valid;
  faces.hi[D] += 1;
  ForEachCell("euler::ComputeFluxes", faces, ComputeFluxes<D, E>{half, slopes, flux, eos});
}

}  // namespace

double EulerKernel::Advance(amr::Patch& patch, const amr::Domain& domain, double /*time*/,
                            double dt, const amr::AdvanceArrays& arrays) const {
  return amr::WithLimiter(limiter_, [&](auto limiter) {
    return WithMixture(eos_, [&](const auto& eos) {
      return AdvanceWith<decltype(limiter)::value>(patch, domain, dt, arrays, eos);
    });
  });
}

template <Limiter L, class E>
double EulerKernel::AdvanceWith(amr::Patch& patch, const amr::Domain& domain, double dt,
                                const amr::AdvanceArrays& arrays, const E& eos) const {
  const Box valid = patch.LocalInterior();
  const int active[3] = {domain.Active(0), domain.Active(1), domain.Active(2)};
  const FieldView primitive = Components(arrays.scratch, 0, kNumState);
  const FieldView predicted = Components(arrays.scratch, kNumState, kNumState);
  const FieldView slopes = Components(arrays.scratch, 2 * kNumState, 3 * kNumState);
  const auto& flux = arrays.flux;

  ConservedToPrimitive(patch, primitive);
  ForEachCell("euler::Predict", valid.Grow(domain.GhostVect(1)),
              Predict<L, E>{primitive, predicted, slopes, eos, 0.5 * dt / domain.dx,
                            {active[0], active[1], active[2]}});
  if (active[0]) LaunchFluxes<0>(valid, predicted, slopes, flux[0], eos);
  if (active[1]) LaunchFluxes<1>(valid, predicted, slopes, flux[1], eos);
  if (active[2]) LaunchFluxes<2>(valid, predicted, slopes, flux[2], eos);
  const double inv_dx = 1.0 / domain.dx;
  double rate = 0.0;
  ReduceOverCells("euler::AddFluxDivergence", valid,
                  AddFluxDivergence<E>{
                      patch.data, flux[0], flux[1], flux[2], eos, dt / domain.dx,
                      {active[0], active[1], active[2]},
                      {active[0] * inv_dx, active[1] * inv_dx, active[2] * inv_dx}},
                  Kokkos::Max<double>(rate));
  return rate;
}

}  // namespace vagus::physics::euler
