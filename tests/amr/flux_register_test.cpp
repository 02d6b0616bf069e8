// FluxRegister on random two-level hierarchies (periodic images, physical faces, ratios 2 and 4,
// 2-D and 3-D) over the job's ranks. The test plays the integrator for one coarse step: the coarse
// level updates with one set of face fluxes, the fine level takes `ratio` substeps with others
// (different on every substep), both handed to the register; then reflux and average down. Face
// fluxes are functions of the (periodically wrapped) face, so neighbouring patches agree on them.
// After the step:
// - every coarse cell the fine level does not cover holds what a composite update gives, in which
//   each coarse face on the coarse-fine interface carries the time and area average of its fine
//   faces (the cells beside the fine level are the ones refluxing corrects);
// - the total of the conserved quantity (uncovered coarse cells plus fine cells, and the coarse
//   total after averaging down) is the initial total plus exactly what crossed the domain's
//   physical faces (through fine faces where the fine level touches them), to round-off;
// - without the reflux both fail: the test can tell.
// Cell measure is dx^n over the n active directions (a 2-D problem has no thickness in z).
#include <vagus/amr/flux_register.hpp>

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>

#include <vagus/amr/average_down.hpp>
#include "tests/amr/level_fields.hpp"
#include "tests/amr/random_levels.hpp"

namespace vagus::amr {
namespace {

constexpr int kComponents = 2;

double Initial(int level, int c, IntVect g) {
  return 1.5 + 0.5 * testing::Hash(testing::Key(g), c, level);
}

// The flux through the low face of cell `face` along d on a level (substep s of its step).
double FaceFlux(const Domain& domain, int level, int s, int d, IntVect face, int c) {
  return testing::Hash(testing::Key(testing::Wrap(domain, face)), 16 * level + 4 * s + d, c, 7);
}

// A cell's volume (dx^n over the n active directions), or a face's area normal to `normal`.
double Measure(const Domain& domain, int normal = -1) {
  double m = 1.0;
  for (int d = 0; d < kDim; ++d)
    if (domain.Active(d) && d != normal) m *= domain.dx;
  return m;
}

// The fluxes a kernel would hand back for patch p: every face of its valid cells along active
// directions, zeros along inactive ones, over the patch's data box.
std::array<FieldView, 3> Fluxes(const Patch& p, const Domain& domain, int level, int s) {
  std::array<FieldView, 3> flux;
  const Box data = p.DataBox();
  const IntVect n = data.Size();
  for (int d = 0; d < kDim; ++d) {
    flux[d] = FieldView("test::Flux", kComponents, n[2], n[1], n[0]);
    if (!domain.Active(d)) continue;
    auto host = Kokkos::create_mirror_view(flux[d]);
    Kokkos::deep_copy(host, 0.0);
    Box faces = p.box;
    faces.hi[d] += 1;
    for (int c = 0; c < kComponents; ++c)
      testing::ForEachCellOf(faces, [&](IntVect g) {
        const IntVect l = g - data.lo;
        host(c, l[2], l[1], l[0]) = FaceFlux(domain, level, s, d, g, c);
      });
    Kokkos::deep_copy(flux[d], host);
  }
  return flux;
}

// u -= dt / dx (flux difference), direction by direction, on the valid cells.
void Update(Patch& p, const Domain& domain, const std::array<FieldView, 3>& flux, double dt) {
  auto u = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), p.data);
  const IntVect lo = p.DataBox().lo;
  for (int d = 0; d < kDim; ++d) {
    if (!domain.Active(d)) continue;
    auto f = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), flux[d]);
    const IntVect e = IntVect::Unit(d);
    for (int c = 0; c < kComponents; ++c)
      testing::ForEachCellOf(p.box, [&](IntVect g) {
        const IntVect l = g - lo, h = l + e;
        u(c, l[2], l[1], l[0]) -=
            dt / domain.dx * (f(c, h[2], h[1], h[0]) - f(c, l[2], l[1], l[0]));
      });
  }
  Kokkos::deep_copy(p.data, u);
}

struct StepResult {
  double worst_cell_error = 0;  // over the coarse cells the fine level does not cover
  int64_t interface_cells = 0;  // coarse cells with a face on the interface (all ranks)
  double composite_error = 0;   // |total - expected| of the composite total
  double coarse_error = 0;      // the same for the coarse total after averaging down
  double scale = 0;             // the initial total
};

StepResult StepOnce(const testing::Hierarchy& h, bool reflux, const Comm& comm) {
  const Domain& cd = h.coarse_domain;
  const Domain& fd = h.fine_domain;
  PatchLevel coarse(0, cd, testing::FoldOwners(h.coarse, comm.size), kComponents, h.ghosts,
                    comm.rank);
  PatchLevel fine(1, fd, testing::FoldOwners(h.fine, comm.size), kComponents, h.ghosts, comm.rank);
  const IntVect r = cd.RatioVect(h.ratio);
  const int substeps = h.ratio;
  const double dt = 0.3;
  BoxList footprints;
  for (const PatchInfo& p : h.fine) footprints.push_back(p.box.Coarsen(r));
  const auto covered = [&](IntVect g) {
    return std::any_of(footprints.begin(), footprints.end(),
                       [&](const Box& b) { return b.Contains(g); });
  };
  const auto inside = [&](IntVect g) { return cd.box.Contains(g); };

  testing::SetValid(coarse, [](int c, IntVect g) { return Initial(0, c, g); });
  testing::SetValid(fine, [](int c, IntVect g) { return Initial(1, c, g); });
  AverageDown average_down(coarse, fine, h.ratio, comm);
  average_down.Apply(fine, coarse);
  const auto coarse_total = [&] {
    double total = 0;
    testing::ReadCells(coarse, [&](const Patch& p, int c, IntVect g, double v) {
      if (c == 0 && p.box.Contains(g)) total += v * Measure(cd);
    });
    return comm.Sum(total);
  };
  StepResult result;
  result.scale = coarse_total();

  // One coarse step.
  FluxRegister reg(coarse, fine, h.ratio, FluxComponents{coarse.NumComponents()}, comm);
  reg.Reset();
  for (Patch& p : coarse.LocalPatches()) {
    const auto flux = Fluxes(p, cd, 0, 0);
    Update(p, cd, flux, dt);
    reg.StoreCoarse(p, flux, dt);
  }
  for (int s = 0; s < substeps; ++s)
    for (Patch& p : fine.LocalPatches()) {
      const auto flux = Fluxes(p, fd, 1, s);
      Update(p, fd, flux, dt / substeps);
      reg.AccumulateFine(p, flux, dt / substeps);
    }
  if (reflux) reg.Reflux(coarse);

  // The reference: the flux through coarse face (d, g) as the composite grid sees it.
  const auto composite_flux = [&](int d, IntVect g, int c) {
    const IntVect below = testing::Wrap(cd, g - IntVect::Unit(d)), above = testing::Wrap(cd, g);
    if (!(inside(below) && inside(above) && covered(below) != covered(above)))
      return FaceFlux(cd, 0, 0, d, g, c);
    int faces = 1;
    for (int e = 0; e < kDim; ++e)
      if (e != d) faces *= r[e];
    Box children = Box(g, g).Refine(r);
    children.hi[d] = children.lo[d];
    double sum = 0;
    for (int s = 0; s < substeps; ++s)
      testing::ForEachCellOf(children, [&](IntVect f) { sum += FaceFlux(fd, 1, s, d, f, c); });
    return sum / (substeps * faces);
  };
  double composite = 0, worst = 0;
  int64_t interface_cells = 0;
  testing::ReadCells(coarse, [&](const Patch& p, int c, IntVect g, double got) {
    if (!p.box.Contains(g) || covered(g)) return;
    composite += c == 0 ? got * Measure(cd) : 0.0;
    bool beside = false;
    double want = Initial(0, c, g);
    for (int d = 0; d < kDim; ++d) {
      if (!cd.Active(d)) continue;
      const IntVect e = IntVect::Unit(d);
      want -= dt / cd.dx * (composite_flux(d, g + e, c) - composite_flux(d, g, c));
      for (const IntVect& n : {testing::Wrap(cd, g - e), testing::Wrap(cd, g + e)})
        beside = beside || (inside(n) && covered(n));
    }
    interface_cells += beside && c == 0;
    worst = std::max(worst, std::abs(got - want));
  });
  testing::ReadCells(fine, [&](const Patch& p, int c, IntVect g, double v) {
    if (c == 0 && p.box.Contains(g)) composite += v * Measure(fd);
  });
  composite = comm.Sum(composite);
  result.worst_cell_error = comm.Max(worst);
  result.interface_cells = comm.Sum(interface_cells);

  // What came in through the physical faces, component 0; the same on every rank.
  double inflow = 0;
  for (int d = 0; d < kDim; ++d) {
    if (cd.periodic[d] || !cd.Active(d)) continue;
    for (int side = 0; side < 2; ++side) {
      Box layer = cd.box;
      layer.lo[d] = layer.hi[d] = side == 0 ? cd.box.lo[d] : cd.box.hi[d];
      const double sign = side == 0 ? 1.0 : -1.0;
      testing::ForEachCellOf(layer, [&](IntVect g) {
        if (!covered(g)) {
          const IntVect face = side == 0 ? g : g + IntVect::Unit(d);
          inflow += sign * dt * Measure(cd, d) * FaceFlux(cd, 0, 0, d, face, 0);
          return;
        }
        Box children = Box(g, g).Refine(r);
        if (side == 0)
          children.hi[d] = children.lo[d];
        else
          children.lo[d] = ++children.hi[d];
        for (int s = 0; s < substeps; ++s)
          testing::ForEachCellOf(children, [&](IntVect f) {
            inflow += sign * dt / substeps * Measure(fd, d) * FaceFlux(fd, 1, s, d, f, 0);
          });
      });
    }
  }
  const double expected = result.scale + inflow;
  result.composite_error = std::abs(composite - expected);
  average_down.Apply(fine, coarse);
  result.coarse_error = std::abs(coarse_total() - expected);
  return result;
}

TEST(FluxRegister, RefluxRestoresConservationAndTheCompositeUpdate) {
  const Comm comm = Comm::World();
  std::mt19937 rng(1989);
  int64_t interface_cells = 0;
  for (int trial = 0; trial < 30; ++trial) {
    SCOPED_TRACE("trial " + std::to_string(trial));
    const testing::Hierarchy h = testing::RandomHierarchy(rng);
    const StepResult result = StepOnce(h, true, comm);
    EXPECT_LE(result.worst_cell_error, 1e-13);
    EXPECT_LE(result.composite_error, 1e-12 * result.scale);
    EXPECT_LE(result.coarse_error, 1e-12 * result.scale);
    interface_cells += result.interface_cells;
  }
  EXPECT_GT(interface_cells, 1500);
}

TEST(FluxRegister, WithoutRefluxConservationIsLost) {
  const Comm comm = Comm::World();
  std::mt19937 rng(1989);
  int lost = 0, trials = 0;
  for (int trial = 0; trial < 16; ++trial) {
    const testing::Hierarchy h = testing::RandomHierarchy(rng);
    const StepResult result = StepOnce(h, false, comm);
    if (result.interface_cells == 0) continue;
    ++trials;
    lost += result.worst_cell_error > 1e-6 && result.composite_error > 1e-8 * result.scale &&
            result.coarse_error > 1e-8 * result.scale;
  }
  EXPECT_GT(trials, 8);
  EXPECT_EQ(lost, trials);
}

}  // namespace
}  // namespace vagus::amr
