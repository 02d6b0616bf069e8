// The advection kernel's set-up, time-step bound, refinement tags, boundary conditions, plot
// fields and state check; the update itself is in advection_update.cpp.
#include "advection_kernel.hpp"

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

void AdvectionKernel::TagCells(const amr::Patch& patch, const amr::Domain& domain, double /*time*/,
                               const vagus::TagView& tags) const {
  const double jump = jump_;
  if (jump <= 0.0) return;
  const auto q = patch.data;
  const int step[3] = {domain.Active(0), domain.Active(1), domain.Active(2)};
  const IntVect lo = patch.LocalInterior().lo;
  ForEachCell(
      "advection::TagCells", patch.LocalInterior(), KOKKOS_LAMBDA(int k, int j, int i) {
        const double qc = q(0, k, j, i);
        double largest = 0.0;
        for (int d = 0; d < 3; ++d) {
          // Along an inactive direction the step is 0 and both differences vanish.
          const int di = d == 0 ? step[0] : 0, dj = d == 1 ? step[1] : 0, dk = d == 2 ? step[2] : 0;
          const double forward = math::fabs(q(0, k + dk, j + dj, i + di) - qc);
          const double backward = math::fabs(qc - q(0, k - dk, j - dj, i - di));
          largest = math::Max(largest, math::Max(forward, backward));
        }
        if (largest > jump) tags(k - lo[2], j - lo[1], i - lo[0]) = 1;
      });
}

void AdvectionKernel::FillBoundary(amr::Patch& patch, const amr::Domain& /*domain*/,
                                   double /*time*/, int dir, int side,
                                   amr::BoundaryKind kind) const {
  const int width = patch.ghosts[dir];
  if (width == 0) return;
  Box slab = patch.box.Adjacent(dir, side, width);
  for (int d = 0; d < 3; ++d)
    if (d != dir) slab = slab.Grow(IntVect::Unit(d) * patch.ghosts[d]);
  const Box interior = patch.LocalInterior();
  const int edge = side == 0 ? interior.lo[dir] : interior.hi[dir];
  // Ghost g mirrors valid cell mirror_sum - g; outflow copies the edge cell; inflow brings in
  // scalar-free fluid. The scalar has no direction, so the mirror image flips no sign.
  const int mirror_sum = 2 * edge + (side == 1 ? 1 : -1);
  const bool inflow = kind == amr::BoundaryKind::kInflow;
  const bool reflect = kind == amr::BoundaryKind::kReflecting;
  const auto q = patch.data;
  ForEachCell(
      "advection::FillBoundary", patch.ToLocal(slab), KOKKOS_LAMBDA(int k, int j, int i) {
        int src[3] = {i, j, k};
        src[dir] = reflect ? mirror_sum - src[dir] : edge;
        q(0, k, j, i) = inflow ? 0.0 : q(0, src[2], src[1], src[0]);
      });
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

std::optional<amr::BadCell> AdvectionKernel::FindBadCell(const amr::Patch& patch) const {
  const auto q = patch.data;
  const IntVect n = patch.DataBox().Size();
  const int64_t none = std::numeric_limits<int64_t>::max();
  int64_t first = none;
  ReduceOverCells(
      "advection::FindBadCell", patch.LocalInterior(),
      KOKKOS_LAMBDA(int k, int j, int i, int64_t& first_bad) {
        const int64_t index = (int64_t(k) * n[1] + j) * n[0] + i;
        if (!math::IsFinite(q(0, k, j, i)) && index < first_bad) first_bad = index;
      },
      Kokkos::Min<int64_t>(first));
  if (first == none) return std::nullopt;

  const int i = static_cast<int>(first % n[0]), j = static_cast<int>(first / n[0] % n[1]),
            k = static_cast<int>(first / (int64_t(n[0]) * n[1]));
  double value = 0.0;
  Kokkos::deep_copy(value, Kokkos::subview(q, 0, k, j, i));
  char what[64];
  std::snprintf(what, sizeof what, "scalar = %g", value);
  return amr::BadCell{patch.DataBox().lo + IntVect{i, j, k}, what};
}

}  // namespace advection
