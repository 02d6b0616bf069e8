// The kernel: initial cell averages, the step bound, the face fluxes and the tags.
#include "advection_diffusion.hpp"

#include <vagus/amr/cell_geometry.hpp>
#include <vagus/amr/kernel_tools.hpp>

#include <limits>

namespace advection_diffusion {

namespace amr = vagus::amr;
namespace math = vagus::math;
using vagus::Box;
using vagus::CellIndex;
using vagus::FieldView;

const std::vector<amr::FieldSpec>& AdvectionDiffusion::StateFields() const {
  static const std::vector<amr::FieldSpec> fields{{"u"}};
  return fields;
}

void AdvectionDiffusion::InitializePatch(amr::Patch& patch, const amr::Domain& domain) const {
  const FieldView u = patch.data;
  const amr::CellGeometry cells(domain, patch);
  const Gaussian bump = initial_;
  vagus::ForEachCell(
      "advection_diffusion::Initialize", patch.LocalInterior(), KOKKOS_LAMBDA(int k, int j, int i) {
        const double x[3] = {cells.Center(0, i), cells.Center(1, j), cells.Center(2, k)};
        u(0, k, j, i) = bump.CellAverage(x, cells.dx, 0.0);
      });
}

double AdvectionDiffusion::MaxSignalRate(const amr::Patch& patch, const amr::Domain& domain,
                                         double /*time*/) const {
  // The velocity is uniform: the rate is the same in every cell, unless the state went bad.
  double rate = 0.0;
  for (int d = 0; d < 3; ++d)
    if (domain.Active(d))
      rate += math::fabs(p_.velocity[d]) / domain.dx + 2.0 * p_.diffusivity / (domain.dx * domain.dx);
  const FieldView u = patch.data;
  int bad = 0;
  vagus::ReduceOverCells(
      "advection_diffusion::CheckState", patch.LocalInterior(),
      KOKKOS_LAMBDA(int k, int j, int i, int& count) { count += !math::IsFinite(u(0, k, j, i)); },
      Kokkos::Sum<int>(bad));
  return bad ? std::numeric_limits<double>::infinity() : rate;
}

// The flux through the low face of cell (k, j, i) along D: the upwind cell's limited linear
// reconstruction at the face, times the velocity, minus D times the centred gradient.
template <amr::Limiter L, int D>
struct FaceFlux {
  FieldView u, flux;
  double velocity, diffusivity, inv_dx;

  KOKKOS_FORCEINLINE_FUNCTION void operator()(CellIndex k, CellIndex j, CellIndex i) const {
    constexpr int di = D == 0, dj = D == 1, dk = D == 2;
    const auto at = [&](int s) { return u(0, k + s * dk, j + s * dj, i + s * di); };
    const double left = at(-1) + 0.5 * amr::LimitedSlope<L>(at(-1) - at(-2), at(0) - at(-1));
    const double right = at(0) - 0.5 * amr::LimitedSlope<L>(at(0) - at(-1), at(1) - at(0));
    const double upwind = velocity >= 0.0 ? left : right;
    flux(0, k, j, i) = velocity * upwind - diffusivity * (at(0) - at(-1)) * inv_dx;
  }
};

template <amr::Limiter L, int D>
void LaunchFaceFluxes(const Box& valid, const FieldView& u, const FieldView& flux,
                      const Parameters& p, double dx) {
  Box faces = valid;
  faces.hi[D] += 1;
  vagus::ForEachCell("advection_diffusion::FaceFlux", faces,
                     FaceFlux<L, D>{u, flux, p.velocity[D], p.diffusivity, 1.0 / dx});
}

void AdvectionDiffusion::ComputeFluxes(const amr::Patch& patch, const amr::Domain& domain,
                                       double /*time*/, const amr::AdvanceArrays& arrays) const {
  const Box valid = patch.LocalInterior();
  amr::WithLimiter(p_.limiter, [&](auto limiter) {
    constexpr amr::Limiter L = decltype(limiter)::value;
    if (domain.Active(0)) LaunchFaceFluxes<L, 0>(valid, patch.data, arrays.flux[0], p_, domain.dx);
    if (domain.Active(1)) LaunchFaceFluxes<L, 1>(valid, patch.data, arrays.flux[1], p_, domain.dx);
    if (domain.Active(2)) LaunchFaceFluxes<L, 2>(valid, patch.data, arrays.flux[2], p_, domain.dx);
  });
}

void AdvectionDiffusion::TagCells(const amr::Patch& patch, const amr::Domain& domain,
                                  double /*time*/, const vagus::TagView& tags) const {
  // A gradient, not a jump: the region refined is the same at every resolution.
  if (p_.gradient > 0.0) amr::TagWhereJumpExceeds(patch, domain, 0, p_.gradient * domain.dx, tags);
}

}  // namespace advection_diffusion
