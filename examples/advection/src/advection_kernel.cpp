// The advection kernel's set-up, time-step bound, refinement tags, inflow state and plot fields;
// the update itself is in advection_update.cpp.
#include "advection_kernel.hpp"

#include <vagus/amr/kernel_tools.hpp>

#include <cstdint>
#include <cstdio>
#include <limits>
#include <utility>

namespace advection {

namespace amr = vagus::amr;
namespace math = vagus::math;
using vagus::Box;
using vagus::FieldView;
using vagus::ForEachCell;
using vagus::IntVect;
using vagus::ReduceOverCells;

AdvectionKernel::AdvectionKernel(const Rotation& rotation, Limiter limiter,
                                 std::shared_ptr<const Problem> problem, double jump)
    : rotation_(rotation), limiter_(limiter), problem_(std::move(problem)), jump_(jump) {}

const std::vector<amr::FieldSpec>& AdvectionKernel::StateFields() const {
  static const std::vector<amr::FieldSpec> fields{{"scalar", true}};
  return fields;
}

void AdvectionKernel::InitializePatch(amr::Patch& patch, const amr::Domain& domain) const {
  problem_->Initialize(patch, domain);
}

double AdvectionKernel::MaxSignalRate(const amr::Patch& patch, const amr::Domain& domain,
                                      double /*time*/) const {
  const auto q = patch.data;
  const Rotation rotation = rotation_;
  const amr::CellGeometry cells(domain, patch);
  const double inv_dx = 1.0 / domain.dx;
  const double weight[3] = {domain.Active(0) * inv_dx, domain.Active(1) * inv_dx, 0.0};
  const double infinity = std::numeric_limits<double>::infinity();
  double rate = 0.0;
  ReduceOverCells(
      "advection::MaxSignalRate", patch.LocalInterior(),
      KOKKOS_LAMBDA(int k, int j, int i, double& max_rate) {
        const double cell_rate =
            math::IsFinite(q(0, k, j, i))
                ? rotation.SignalRate(cells.Center(0, i), cells.Center(1, j), weight)
                : infinity;
        max_rate = math::Max(max_rate, cell_rate);
      },
      Kokkos::Max<double>(rate));
  return rate;
}

void AdvectionKernel::TagCells(const amr::Patch& patch, const amr::Domain& domain,
                               double /*time*/, const vagus::TagView& tags) const {
  if (jump_ > 0.0) amr::TagWhereJumpExceeds(patch, domain, 0, jump_, tags);
}

bool AdvectionKernel::InflowState(int /*dir*/, int /*side*/, double /*time*/,
                                  double* state) const {
  state[0] = 0.0;
  return true;
}

std::vector<std::string> AdvectionKernel::PlotFieldNames() const {
  return {"scalar", "velocity_x", "velocity_y"};
}

void AdvectionKernel::ComputePlotFields(const amr::Patch& patch, const amr::Domain& domain,
                                        double /*time*/, const FieldView& out) const {
  const auto q = patch.data;
  const Rotation rotation = rotation_;
  const amr::CellGeometry cells(domain, patch);
  const IntVect shift = patch.ghosts;  // `out` has no ghost cells
  ForEachCell(
      "advection::ComputePlotFields", patch.LocalInterior(), KOKKOS_LAMBDA(int k, int j, int i) {
        const int ko = k - shift[2], jo = j - shift[1], io = i - shift[0];
        out(0, ko, jo, io) = q(0, k, j, i);
        out(1, ko, jo, io) = rotation.VelocityX(cells.Center(1, j));
        out(2, ko, jo, io) = rotation.VelocityY(cells.Center(0, i));
      });
}

}  // namespace advection
