// The kernel interface's defaults: boundaries, plot fields and the bad-cell search from the fields'
// metadata; per-patch loops for the batched calls; the Runge-Kutta tables.
#include <vagus/amr/kernel.hpp>

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <limits>

#include <vagus/base/error.hpp>
#include <vagus/base/math.hpp>
#include <vagus/amr/kernel_tools.hpp>

namespace vagus::amr {
namespace {

// Components with a bit set in a mask: what a loop over cells can test without a View.
using ComponentMask = uint64_t;
constexpr int kMaskComponents = 64;
// The inflow state travels into the boundary loop by value.
constexpr int kMaxInflowComponents = 32;

ComponentMask MaskOf(const std::vector<FieldSpec>& fields, bool (*select)(const FieldSpec&)) {
  ComponentMask mask = 0;
  for (std::size_t c = 0; c < fields.size(); ++c)
    if (select(fields[c])) {
      VAGUS_ASSERT(c < kMaskComponents, "a kernel with more than 64 fields needs its own "
                                        "FillBoundary and FindBadCell");
      mask |= ComponentMask{1} << c;
    }
  return mask;
}

[[noreturn]] void Unimplemented(const Kernel& kernel, const char* method, const char* scheme) {
  VAGUS_ASSERT(false, "kernel '" + kernel.Name() + "' advances " + scheme + " but does not " +
                          "implement " + method);
  std::abort();
}

}  // namespace

DiagnosticValues::DiagnosticValues(const std::vector<DiagnosticSpec>& specs)
    : sums(specs.size()), extrema(specs.size(), 0.0) {
  constexpr double kInf = std::numeric_limits<double>::infinity();
  for (std::size_t n = 0; n < specs.size(); ++n)
    if (specs[n].reduction != DiagnosticSpec::Reduction::kSum)
      extrema[n] = specs[n].reduction == DiagnosticSpec::Reduction::kMin ? kInf : -kInf;
}

FluxComponents FluxComponentsOf(const std::vector<FieldSpec>& fields) {
  FluxComponents layout;
  const int num_fields = static_cast<int>(fields.size());
  layout.count = num_fields;
  for (int c = 0; c < num_fields; ++c) {
    const FieldSpec& f = fields[c];
    if (f.advected_by < 0) continue;
    if (f.conserved || f.advected_by < num_fields)
      throw UserError(fmt::format(
          "kernel field '{}' is advected with face velocity component {}: an advected field must "
          "have conserved = false and name a flux component after the {} state fields",
          f.name, f.advected_by, num_fields));
    if (layout.advected == FluxComponents::kMaxAdvected)
      throw UserError(fmt::format("kernel field '{}': at most {} fields can be advected", f.name,
                                  FluxComponents::kMaxAdvected));
    layout.field[layout.advected] = c;
    layout.velocity[layout.advected] = f.advected_by;
    ++layout.advected;
    layout.count = std::max(layout.count, f.advected_by + 1);
  }
  return layout;
}

double Kernel::Advance(Patch& /*patch*/, const Domain& /*domain*/, double /*time*/, double /*dt*/,
                       const AdvanceArrays& /*arrays*/) const {
  Unimplemented(*this, "Advance", "in one stage");
}

void Kernel::ComputeFluxes(const Patch& /*patch*/, const Domain& /*domain*/, double /*time*/,
                           const AdvanceArrays& /*arrays*/) const {
  Unimplemented(*this, "ComputeFluxes", "by the method of lines");
}

void Kernel::AdvanceBatch(const PatchBatch& batch, const Domain& domain, double time, double dt,
                          std::vector<double>& rates) const {
  for (std::size_t n = 0; n < batch.size(); ++n)
    rates[n] = Advance(*batch.patches[n], domain, time, dt, batch.arrays[n]);
}

void Kernel::ComputeFluxesBatch(const PatchBatch& batch, const Domain& domain, double time) const {
  for (std::size_t n = 0; n < batch.size(); ++n) {
    ComputeFluxes(*batch.patches[n], domain, time, batch.arrays[n]);
    if (HasSources()) ComputeSources(*batch.patches[n], domain, time, batch.arrays[n]);
  }
}

void Kernel::FillBoundary(Patch& patch, const Domain& /*domain*/, double time, int dir, int side,
                          BoundaryKind kind) const {
  const int width = patch.ghosts[dir];
  if (width == 0) return;
  Box slab = patch.box.Adjacent(dir, side, width);
  for (int d = 0; d < kDim; ++d)
    if (d != dir) slab = slab.Grow(IntVect::Unit(d) * patch.ghosts[d]);
  const Box local = patch.ToLocal(slab);
  const int edge = side == 0 ? patch.LocalInterior().lo[dir] : patch.LocalInterior().hi[dir];
  const int num_comp = patch.NumComponents();
  const auto u = patch.data;
  if (kind == BoundaryKind::kInflow) {
    VAGUS_ASSERT(num_comp <= kMaxInflowComponents,
                 "a kernel with more than 32 fields needs its own FillBoundary for inflow");
    Kokkos::Array<double, kMaxInflowComponents> state{};
    VAGUS_ASSERT(InflowState(dir, side, time, state.data()),
                 "kernel '" + Name() + "' has no inflow state (checked when the run was set up)");
    ForEachCell(
        "amr::FillInflowBoundary", local, KOKKOS_LAMBDA(int k, int j, int i) {
          for (int c = 0; c < num_comp; ++c) u(c, k, j, i) = state[c];
        });
    return;
  }
  // Ghost g mirrors valid cell mirror_sum - g; outflow copies the edge cell.
  const bool reflect = kind == BoundaryKind::kReflecting;
  const int mirror_sum = 2 * edge + (side == 1 ? 1 : -1);
  const int along = dir;
  // A reflecting wall negates the vector components along its normal.
  ComponentMask flip = 0;
  if (reflect)
    for (std::size_t c = 0; c < StateFields().size(); ++c)
      if (StateFields()[c].vector_direction == dir) flip |= ComponentMask{1} << c;
  ForEachCell(
      "amr::FillBoundary", local, KOKKOS_LAMBDA(int k, int j, int i) {
        int src[3] = {i, j, k};
        src[along] = reflect ? mirror_sum - src[along] : edge;
        for (int c = 0; c < num_comp; ++c) {
          const double value = u(c, src[2], src[1], src[0]);
          u(c, k, j, i) = (flip >> c) & 1 ? -value : value;
        }
      });
}

std::vector<std::string> Kernel::PlotFieldNames() const {
  std::vector<std::string> names;
  for (const FieldSpec& f : StateFields())
    if (f.plotted) names.push_back(f.name);
  return names;
}

void Kernel::ComputePlotFields(const Patch& patch, const Domain& /*domain*/, double /*time*/,
                               const FieldView& out) const {
  const auto u = patch.data;
  const IntVect shift = patch.ghosts;  // out has no ghost cells
  int n = 0;
  for (std::size_t c = 0; c < StateFields().size(); ++c) {
    if (!StateFields()[c].plotted) continue;
    const int from = static_cast<int>(c), to = n++;
    ForEachCell(
        "amr::ComputePlotFields", patch.LocalInterior(), KOKKOS_LAMBDA(int k, int j, int i) {
          out(to, k - shift[2], j - shift[1], i - shift[0]) = u(from, k, j, i);
        });
  }
}

std::optional<BadCell> Kernel::FindBadCell(const Patch& patch) const {
  const std::vector<FieldSpec>& fields = StateFields();
  const ComponentMask positive = MaskOf(fields, [](const FieldSpec& f) { return f.positive; });
  const auto u = patch.data;
  const int num_comp = patch.NumComponents();
  const std::optional<IntVect> found =
      FirstCellWhere("amr::FindBadCell", patch, KOKKOS_LAMBDA(int k, int j, int i) {
        bool good = true;
        for (int c = 0; c < num_comp; ++c) {
          const double value = u(c, k, j, i);
          good = good && math::IsFinite(value) && (!((positive >> c) & 1) || value > 0.0);
        }
        return !good;
      });
  if (!found) return std::nullopt;
  const IntVect at = *found;
  auto cell = Kokkos::create_mirror_view_and_copy(
      Kokkos::HostSpace(), Kokkos::subview(u, Kokkos::ALL, at[2], at[1], at[0]));
  BadCell bad;
  bad.cell = patch.DataBox().lo + at;
  for (int c = 0; c < num_comp; ++c) {
    const double value = cell(c);
    if (!std::isfinite(value) || (fields[c].positive && !(value > 0.0))) {
      bad.what = fmt::format("{} = {:.6g}", fields[c].name, value);
      break;
    }
  }
  return bad;
}

const std::vector<RungeKuttaStage>& StagesOf(TimeScheme scheme) {
  // {a, b, c, flux weight}: U_s = a U_0 + b (U_{s-1} + dt L(U_{s-1})).
  static const std::vector<RungeKuttaStage> kOneStep = {{0.0, 1.0, 0.0, 1.0}};
  static const std::vector<RungeKuttaStage> kRk2 = {{0.0, 1.0, 0.0, 0.5},  //
                                                    {0.5, 0.5, 1.0, 0.5}};
  static const std::vector<RungeKuttaStage> kRk3 = {{0.0, 1.0, 0.0, 1.0 / 6.0},
                                                    {0.75, 0.25, 1.0, 1.0 / 6.0},
                                                    {1.0 / 3.0, 2.0 / 3.0, 0.5, 2.0 / 3.0}};
  switch (scheme) {
    case TimeScheme::kSspRk2:
      return kRk2;
    case TimeScheme::kSspRk3:
      return kRk3;
    case TimeScheme::kOneStage:
    case TimeScheme::kSspRk1:
      break;
  }
  return kOneStep;
}

}  // namespace vagus::amr
