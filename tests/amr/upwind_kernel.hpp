// A tiny method-of-lines kernel for the engine's tests: first-order upwind advection, at a uniform
// velocity, of a scalar q (which must stay positive), a "momentum" vector (mx, my, mz) and a field
// that is not plotted, from a bump at the domain's centre; refinement where q jumps. Optionally
// (`advected`) a sixth field, uniform at first and advected (FieldSpec::advected_by) by a velocity
// that varies across the domain, so that its flux's divergence is not zero where it is uniform:
// only the advected form's -q div u term keeps it uniform.
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
  UpwindKernel(TimeScheme scheme, bool per_level, bool advected = false)
      : scheme_(scheme), per_level_(per_level), advected_(advected) {}
  std::string Name() const override { return "upwind"; }
  const std::vector<FieldSpec>& StateFields() const override {
    static const std::vector<FieldSpec> fields{
        {"q", true, -1, true}, {"mx", true, 0}, {"my", true, 1}, {"mz", true, 2},
        {"hidden", true, -1, false, false}};
    static const std::vector<FieldSpec> with_advected = [] {
      std::vector<FieldSpec> all = fields;
      all.push_back({"advected", false, -1, false, true, kAdvectedVelocity});
      return all;
    }();
    return advected_ ? with_advected : fields;
  }
  // The advected field and the flux component of its face velocity.
  static constexpr int kAdvected = 5, kAdvectedVelocity = 6;
  // The advected field's velocity along d on a face at x along d and `across` along another
  // direction: between 0.25 and 1.75 times kVelocity[d]. It varies across a face, so a coarse
  // face's velocity differs from the mean of the fine faces on it, and refluxing must correct the
  // field's update too.
  KOKKOS_INLINE_FUNCTION static double AdvectingVelocity(int d, double x, double across) {
    return kVelocity[d] *
           (1.0 + 0.5 * math::sin(2.0 * M_PI * x) + 0.25 * math::sin(2.0 * M_PI * across));
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
    if (advected_)
      ForEachCell("test::InitAdvected", patch.LocalInterior(),
                  KOKKOS_LAMBDA(int k, int j, int i) { u(kAdvected, k, j, i) = 1.0; });
  }
  double MaxSignalRate(const Patch&, const Domain& domain, double) const override {
    return 1.75 * (kVelocity[0] + kVelocity[1]) / domain.dx;
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
      if (!advected_) continue;
      const CellGeometry cells(domain, patch);
      ForEachCell("test::AdvectedFlux", faces, KOKKOS_LAMBDA(int k, int j, int i) {
        const int index[3] = {i, j, k};
        const int t = d == 0 ? 1 : 0;  // a direction across the face
        const double v =
            AdvectingVelocity(d, cells.Face(d, index[d]), cells.Center(t, index[t]));
        f(kAdvectedVelocity, k, j, i) = v;
        f(kAdvected, k, j, i) = v * u(kAdvected, k - dk, j - dj, i - di);  // upwind: v > 0
      });
    }
  }
  void TagCells(const Patch& patch, const Domain& domain, double, const TagView& tags) const override {
    TagWhereJumpExceeds(patch, domain, 0, 0.05, tags);
  }

 private:
  TimeScheme scheme_;
  bool per_level_, advected_;
};

}  // namespace vagus::amr
