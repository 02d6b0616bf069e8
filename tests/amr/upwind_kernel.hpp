// A tiny method-of-lines kernel for the engine's tests: first-order upwind advection, at a uniform
// velocity, of a scalar q (which must stay positive), a "momentum" vector (mx, my, mz) and a field
// that is not plotted, from a bump at the domain's centre; refinement where q jumps.
#pragma once

#include <cmath>
#include <string>
#include <vector>

#include <vagus/amr/cell_geometry.hpp>
#include <vagus/amr/kernel.hpp>
#include <vagus/amr/kernel_tools.hpp>

namespace vagus::amr {

inline constexpr double kVelocity[3] = {1.0, 0.5, 0.0};

// 32 x 32 cells of the unit square, one cell thick, periodic.
inline Domain PeriodicDomain() {
  Domain d;
  d.box = Box({0, 0, 0}, {31, 31, 0});
  d.periodic = {true, true, true};
  d.dx = 1.0 / 32;
  return d;
}

class UpwindKernel final : public Kernel {
 public:
  UpwindKernel(TimeScheme scheme, bool per_level) : scheme_(scheme), per_level_(per_level) {}
  std::string Name() const override { return "upwind"; }
  const std::vector<FieldSpec>& StateFields() const override {
    static const std::vector<FieldSpec> fields{
        {"q", true, -1, true}, {"mx", true, 0}, {"my", true, 1}, {"mz", true, 2},
        {"hidden", true, -1, false, false}};
    return fields;
  }
  int GhostWidth() const override { return 1; }
  TimeScheme Scheme() const override { return scheme_; }
  bool LaunchesPerLevel() const override { return per_level_; }
  void InitializePatch(Patch& patch, const Domain& domain) const override {
    const FieldView u = patch.data;
    const CellGeometry cells(domain, patch);
    ForEachCell("test::Init", patch.LocalInterior(), KOKKOS_LAMBDA(int k, int j, int i) {
      const double x = cells.Center(0, i) - 0.5, y = cells.Center(1, j) - 0.5;
      const double bump = 1.0 + math::exp(-(x * x + y * y) / 0.01);
      for (int c = 0; c < 5; ++c) u(c, k, j, i) = bump * (c + 1);
    });
  }
  double MaxSignalRate(const Patch&, const Domain& domain, double) const override {
    return (kVelocity[0] + kVelocity[1]) / domain.dx;
  }
  void ComputeFluxes(const Patch& patch, const Domain& domain, double,
                     const AdvanceArrays& arrays) const override {
    for (int d = 0; d < 3; ++d) {
      if (!domain.Active(d)) continue;
      Box faces = patch.LocalInterior();
      faces.hi[d] += 1;
      const FieldView u = patch.data, f = arrays.flux[d];
      const double a = kVelocity[d];
      const int di = d == 0, dj = d == 1, dk = d == 2;
      ForEachCell("test::Flux", faces, KOKKOS_LAMBDA(int k, int j, int i) {
        for (int c = 0; c < 5; ++c) f(c, k, j, i) = a * u(c, k - dk, j - dj, i - di);
      });
    }
  }
  void TagCells(const Patch& patch, const Domain& domain, double, const TagView& tags) const override {
    TagWhereJumpExceeds(patch, domain, 0, 0.05, tags);
  }

 private:
  TimeScheme scheme_;
  bool per_level_;
};

}  // namespace vagus::amr
