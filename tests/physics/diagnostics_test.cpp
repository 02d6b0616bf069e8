// The Euler kernel's interface diagnostics (physics/euler/diagnostics.cpp), reduced a few values
// to a pass, against a plain loop over the composite grid's cells written from their definitions.
// Seven interface modes, so that the modes spill into a second pass; two levels, so that cells a
// finer level covers are left out; a few steps in, so that gas mixes and the interface has moved.
#include <vagus/amr/diagnostics.hpp>

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <limits>
#include <string>
#include <vector>

#include <vagus/driver/deck_loader.hpp>
#include <vagus/driver/driver.hpp>
#include <vagus/physics/builtin_kernels.hpp>
#include "tests/support/test_decks.hpp"

namespace vagus::testing {
namespace {

struct Mode {
  double ny, nz;
};
const std::vector<Mode> kModes = {{1, 1}, {2, 1}, {1, 2}, {0, 1}, {1, 0}, {2, 2}, {3, 1}};
constexpr double kWavelength = 0.5;  // kSmallRichtmyerMeshkov3D's

int FieldIndex(const amr::Kernel& kernel, const std::string& name) {
  const auto& fields = kernel.StateFields();
  for (std::size_t c = 0; c < fields.size(); ++c)
    if (fields[c].name == name) return static_cast<int>(c);
  ADD_FAILURE() << "no state field " << name;
  return 0;
}

// Mean of cos^2(k x) over the domain's cell centres along d.
double MeanSquare(const amr::Domain& domain, int d, double k) {
  const int cells = domain.box.Size()[d];
  double sum = 0.0;
  for (int n = 0; n < cells; ++n) sum += std::pow(std::cos(k * domain.CellCenter(d, n)), 2);
  return sum / cells;
}

// interface_x, mix_x_min, mix_x_max, then each mode's amplitude; and, for the sums, the sum of
// their terms' magnitudes (the scale of their rounding).
struct Expected {
  std::vector<double> values, magnitude;
};

// Calls f(domain, cell, state) for every local cell of the composite grid (each level's cells
// that no finer level covers), with state(c) the cell's component c.
template <class F>
void ForEachCompositeCell(const amr::Simulation& sim, const F& f) {
  const int levels = sim.Hierarchy().NumLevels();
  for (int l = 0; l < levels; ++l) {
    const amr::PatchLevel& level = sim.Hierarchy().Level(l);
    const amr::Domain& domain = level.GetDomain();
    std::vector<Box> covered;
    if (l + 1 < levels)
      for (const amr::PatchInfo& fine : sim.Hierarchy().Level(l + 1).Patches())
        covered.push_back(fine.box.Coarsen(domain.RatioVect(sim.Options().ratio)));
    for (const amr::Patch& p : level.LocalPatches()) {
      const auto u = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), p.data);
      for (int z = p.box.lo[2]; z <= p.box.hi[2]; ++z)
        for (int y = p.box.lo[1]; y <= p.box.hi[1]; ++y)
          for (int x = p.box.lo[0]; x <= p.box.hi[0]; ++x) {
            const IntVect cell{x, y, z};
            if (std::any_of(covered.begin(), covered.end(),
                            [&](const Box& b) { return b.Contains(cell); }))
              continue;
            const IntVect local = cell - p.box.lo + p.ghosts;
            f(domain, cell, [&](int c) { return u(c, local[2], local[1], local[0]); });
          }
    }
  }
}

Expected Reference(const amr::Simulation& sim) {
  const amr::Kernel& kernel = sim.Kernel();
  const int alpha = FieldIndex(kernel, "species2-volume-fraction");
  const double k0 = 2.0 * M_PI / kWavelength;
  const std::size_t n = 3 + kModes.size();
  std::vector<double> sums(n, 0.0), magnitude(n, 0.0);
  double lowest = std::numeric_limits<double>::infinity(), highest = -lowest;
  ForEachCompositeCell(sim, [&](const amr::Domain& domain, IntVect cell, auto state) {
    const IntVect size = domain.box.Size();
    const double w = domain.dx / (double(size[1]) * double(size[2]));
    const double fraction = state(alpha);
    const double column = (1.0 - fraction) * w + domain.prob_lo[0] / size[0] / size[1] / size[2];
    sums[0] += column;
    magnitude[0] += std::fabs(column);
    if (fraction >= 0.01 && fraction <= 0.99) {
      lowest = std::min(lowest, domain.CellCenter(0, cell[0]));
      highest = std::max(highest, domain.CellCenter(0, cell[0]));
    }
    for (std::size_t m = 0; m < kModes.size(); ++m) {
      const double ky = k0 * kModes[m].ny, kz = k0 * kModes[m].nz;
      const double term = -fraction * std::cos(ky * domain.CellCenter(1, cell[1])) *
                          std::cos(kz * domain.CellCenter(2, cell[2])) * w /
                          (MeanSquare(domain, 1, ky) * MeanSquare(domain, 2, kz));
      sums[3 + m] += term;
      magnitude[3 + m] += std::fabs(term);
    }
  });
  const Comm& comm = sim.Hierarchy().GetComm();
  Expected e{comm.Sum(sums), comm.Sum(magnitude)};
  e.values[1] = -comm.Max(-lowest);
  e.values[2] = comm.Max(highest);
  return e;
}

// The mixing layer's measures (mix_width, mix_fraction, mix_center, tke_x, tke_yz) from their
// definitions: plane averages in bins along x at the finest level's resolution.
std::vector<double> MixingReference(const amr::Simulation& sim) {
  const int levels = sim.Hierarchy().NumLevels();
  const amr::Domain& finest = sim.Hierarchy().Level(levels - 1).GetDomain();
  const int bins = finest.box.Size()[0];
  std::vector<double> profile(5 * bins, 0.0), sums(3, 0.0);
  ForEachCompositeCell(sim, [&](const amr::Domain& domain, IntVect cell, auto state) {
    const IntVect size = domain.box.Size();
    const double plane_share = 1.0 / (double(size[1]) * double(size[2]));
    const double column_share = domain.dx * plane_share;
    const int span = bins / size[0];
    const double rho = state(0), alpha = state(6), m[3] = {state(1), state(2), state(3)};
    sums[0] += alpha * (1.0 - alpha) * column_share;
    sums[1] += 0.5 * m[0] * m[0] / rho * column_share;
    sums[2] += 0.5 * (m[1] * m[1] + m[2] * m[2]) / rho * column_share;
    const double q[5] = {alpha, rho, m[0], m[1], m[2]};
    const int first = (cell[0] - domain.box.lo[0]) * span;
    for (int b = first; b < first + span; ++b)
      for (int n = 0; n < 5; ++n) profile[n * bins + b] += q[n] * plane_share;
  });
  const Comm& comm = sim.Hierarchy().GetComm();
  profile = comm.Sum(profile);
  sums = comm.Sum(sums);
  double width = 0.0, moment = 0.0, mean_x = 0.0, mean_yz = 0.0;
  for (int b = 0; b < bins; ++b) {
    const auto at = [&](int n) { return profile[n * bins + b]; };
    const double overlap = at(0) * (1.0 - at(0)) * finest.dx;
    width += overlap;
    moment += finest.CellCenter(0, b) * overlap;
    mean_x += 0.5 * at(2) * at(2) / at(1) * finest.dx;
    mean_yz += 0.5 * (at(3) * at(3) + at(4) * at(4)) / at(1) * finest.dx;
  }
  // Each value, then the scale of its rounding (the kinetic energies are small differences of
  // the plane-averaged energies).
  return {width,         sums[0] / width, moment / width, sums[1] - mean_x, sums[2] - mean_yz,
          width,         sums[0] / width, moment / width, sums[1],          sums[2] + 1e-300};
}

TEST(InterfaceDiagnostics, EqualAPlainLoopOverTheCompositeGrid) {
  amr::KernelRegistry registry;
  physics::RegisterBuiltinKernels(registry);
  const Comm comm = Comm::World();
  std::string modes = "problem.modes=[";
  for (const Mode& m : kModes)
    modes += "[" + std::to_string(m.ny) + ", " + std::to_string(m.nz) + ", 0.004], ";
  modes += "]";
  std::string text = kSmallRichtmyerMeshkov3D;
  const std::string single_mode = "amplitude = 0.05\n";  // the modes replace it
  text.erase(text.find(single_mode), single_mode.size());
  const input::Deck deck =
      LoadDeckText(text, "test deck", {"run.max_steps=4", "amr.max_level=1", modes}, registry,
                   comm);
  Driver driver(deck, registry, comm);
  amr::Simulation& sim = driver.Sim();
  sim.Initialize();
  for (int step = 0; step < 4; ++step) sim.Advance(sim.StableDt(0.8));
  ASSERT_EQ(sim.Hierarchy().NumLevels(), 2);

  const std::vector<std::string> names = amr::DiagnosticNames(sim.Kernel());
  const std::vector<double> got = amr::ComputeDiagnostics(sim);
  const Expected want = Reference(sim);
  const std::size_t first =
      std::find(names.begin(), names.end(), "interface_x") - names.begin();  // after the totals
  ASSERT_EQ(names[first + want.values.size() - 1], "amplitude_7");
  for (std::size_t n = 0; n < want.values.size(); ++n) {
    if (n == 1 || n == 2)
      EXPECT_EQ(got[first + n], want.values[n]) << names[first + n];
    else
      EXPECT_NEAR(got[first + n], want.values[n], 1e-13 * want.magnitude[n]) << names[first + n];
  }
  EXPECT_LT(want.values[1], want.values[2]) << "no mixed cells: the extent is not tested";

  const std::vector<double> mixing = MixingReference(sim);
  const std::size_t mix = first + want.values.size(), count = mixing.size() / 2;
  ASSERT_EQ(names.size(), mix + count);
  ASSERT_EQ(names[mix], "mix_width");
  for (std::size_t n = 0; n < count; ++n)
    EXPECT_NEAR(got[mix + n], mixing[n], 1e-12 * std::fabs(mixing[count + n])) << names[mix + n];
  EXPECT_GT(mixing[0], 0.0) << "no mixing layer: its measures are not tested";
  EXPECT_GT(mixing[count + 3], 1e-3) << "no motion along x: the kinetic energy is not tested";
}

}  // namespace
}  // namespace vagus::testing
