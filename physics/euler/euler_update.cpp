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
#include <type_traits>

#include <vagus/base/error.hpp>
#include <vagus/base/pack_launch.hpp>
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
struct FaceFluxes {
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

// The primitive state of the conserved one, over the data box.
template <class E>
struct ToPrimitive {
  FieldView u, w;
  E eos;

  KOKKOS_FORCEINLINE_FUNCTION void operator()(CellIndex k, CellIndex j, CellIndex i) const {
    double uc[kNumState], wc[kNumState];
    VAGUS_UNROLL for (int c = 0; c < kNumState; ++c) uc[c] = u(c, k, j, i);
    ConservedToPrimitive(eos, uc, wc);
    VAGUS_UNROLL for (int c = 0; c < kNumState; ++c) w(c, k, j, i) = wc[c];
  }
};

// One patch's update: each stage's functor and the box of cells (or low faces) it runs over,
// for a launch per patch (Run) or one per level (EulerKernel::AdvanceBatchWith).
template <Limiter L, class E>
struct PatchStages {
  ToPrimitive<E> primitive;
  Predict<L, E> predict;
  FaceFluxes<0, E> flux_x;
  FaceFluxes<1, E> flux_y;
  FaceFluxes<2, E> flux_z;
  AddFluxDivergence<E> update;
  Box data, predicted, faces[3], valid;
  bool active[3];

  PatchStages(const amr::Patch& patch, const amr::Domain& domain, double dt,
              const amr::AdvanceArrays& arrays, const E& eos) {
    const FieldView w = Components(arrays.scratch, 0, kNumState);
    const FieldView half = Components(arrays.scratch, kNumState, kNumState);
    const FieldView slopes = Components(arrays.scratch, 2 * kNumState, 3 * kNumState);
    const int step[3] = {domain.Active(0), domain.Active(1), domain.Active(2)};
    const double inv_dx = 1.0 / domain.dx;
    primitive = {patch.data, w, eos};
    predict = {w, half, slopes, eos, 0.5 * dt / domain.dx, {step[0], step[1], step[2]}};
    flux_x = {half, slopes, arrays.flux[0], eos};
    flux_y = {half, slopes, arrays.flux[1], eos};
    flux_z = {half, slopes, arrays.flux[2], eos};
    update = {patch.data, arrays.flux[0], arrays.flux[1], arrays.flux[2], eos, dt / domain.dx,
              {step[0], step[1], step[2]},
              {step[0] * inv_dx, step[1] * inv_dx, step[2] * inv_dx}};
    valid = patch.LocalInterior();
    data = patch.ToLocal(patch.DataBox());
    predicted = valid.Grow(domain.GhostVect(1));
    for (int d = 0; d < 3; ++d) {
      active[d] = step[d] != 0;
      faces[d] = valid;
      faces[d].hi[d] += 1;
    }
  }

  // The stages one after the other on this patch alone; the signal rate of the new state.
  double Run() const {
    ForEachCell("euler::ConservedToPrimitive", data, primitive);
    ForEachCell("euler::Predict", predicted, predict);
    if (active[0]) ForEachCell("euler::ComputeFluxes", faces[0], flux_x);
    if (active[1]) ForEachCell("euler::ComputeFluxes", faces[1], flux_y);
    if (active[2]) ForEachCell("euler::ComputeFluxes", faces[2], flux_z);
    double rate = 0.0;
    ReduceOverCells("euler::AddFluxDivergence", valid, update, Kokkos::Max<double>(rate));
    return rate;
  }
};

}  // namespace

double EulerKernel::Advance(amr::Patch& patch, const amr::Domain& domain, double /*time*/,
                            double dt, const amr::AdvanceArrays& arrays) const {
  return amr::WithLimiter(limiter_, [&](auto limiter) {
    return WithMixture(eos_, [&](const auto& eos) {
      using EosType = std::decay_t<decltype(eos)>;
      return PatchStages<decltype(limiter)::value, EosType>(patch, domain, dt, arrays, eos).Run();
    });
  });
}

void EulerKernel::AdvanceBatch(const amr::PatchBatch& batch, const amr::Domain& domain,
                               double /*time*/, double dt, std::vector<double>& rates) const {
  amr::WithLimiter(limiter_, [&](auto limiter) {
    WithMixture(eos_, [&](const auto& eos) {
      AdvanceBatchWith<decltype(limiter)::value>(batch, domain, dt, eos, rates);
    });
  });
}

// Each stage in one launch over all the batch's patches, in the order of PatchStages::Run: the
// same bits patch by patch.
template <Limiter L, class E>
void EulerKernel::AdvanceBatchWith(const amr::PatchBatch& batch, const amr::Domain& domain,
                                   double dt, const E& eos, std::vector<double>& rates) const {
  const std::size_t count = batch.size();
  PackLaunch<ToPrimitive<E>> primitive(count);
  PackLaunch<Predict<L, E>> predict(count);
  PackLaunch<FaceFluxes<0, E>> flux_x(count);
  PackLaunch<FaceFluxes<1, E>> flux_y(count);
  PackLaunch<FaceFluxes<2, E>> flux_z(count);
  PackLaunch<AddFluxDivergence<E>> update(count);
  for (std::size_t n = 0; n < count; ++n) {
    const PatchStages<L, E> stages(*batch.patches[n], domain, dt, batch.arrays[n], eos);
    primitive.Set(n, stages.primitive, stages.data);
    predict.Set(n, stages.predict, stages.predicted);
    flux_x.Set(n, stages.flux_x, stages.faces[0]);
    flux_y.Set(n, stages.flux_y, stages.faces[1]);
    flux_z.Set(n, stages.flux_z, stages.faces[2]);
    update.Set(n, stages.update, stages.valid);
  }
  primitive.ForEachCell("euler::ConservedToPrimitive");
  predict.ForEachCell("euler::Predict");
  if (domain.Active(0)) flux_x.ForEachCell("euler::ComputeFluxes");
  if (domain.Active(1)) flux_y.ForEachCell("euler::ComputeFluxes");
  if (domain.Active(2)) flux_z.ForEachCell("euler::ComputeFluxes");
  update.MaxOverCells("euler::AddFluxDivergence", rates.data());
}

void EulerKernel::ConservedToPrimitive(const amr::Patch& patch,
                                       const FieldView& primitive) const {
  WithMixture(eos_, [&](const auto& eos) {
    using EosType = std::decay_t<decltype(eos)>;
    ForEachCell("euler::ConservedToPrimitive", patch.ToLocal(patch.DataBox()),
                ToPrimitive<EosType>{patch.data, primitive, eos});
  });
}

}  // namespace vagus::physics::euler
