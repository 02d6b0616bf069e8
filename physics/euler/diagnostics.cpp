// The Euler kernel's diagnostics of the gas 1 / gas 2 interface, from the mass fraction Y of gas 2
// over the composite grid (each cell weighted by its share w = dx dy dz / (Ly Lz) of a column
// across the domain, so that sums over a column are lengths along x):
//   interface_x      x_lo + sum (1 - Y) w: where the interface would be if it were flat
//                    (gas 1 fills the column up to it)
//   mix_x_min/max    the lowest and highest cell centre with 0.01 <= Y <= 0.99
//   amplitude[_m]    -sum Y phi w / <phi^2> for each interface mode phi = cos(ky y) cos(kz z) of
//                    the problem: the mode's amplitude a when the interface lies at
//                    x0 + a phi(y, z) (gas 2 beyond it), and the same first moment once it rolls up
#include <fmt/format.h>

#include "physics/euler/euler_kernel.hpp"

namespace vagus::physics::euler {
namespace {

using Reduction = amr::DiagnosticSpec::Reduction;
constexpr int kFixedDiagnostics = 3;  // interface_x, mix_x_min, mix_x_max; then the modes
constexpr double kMixedLow = 0.01, kMixedHigh = 0.99;

// cos(k x) at the cell centres of the patch's valid cells along direction d, and its mean square
// over the domain's cells along d (1/2 over whole wavelengths; 1 when k = 0).
struct ModeFactor {
  Kokkos::View<double*, MemSpace> values;
  double mean_square = 1.0;
};

ModeFactor Factor(double k, int d, const amr::Patch& patch, const amr::Domain& domain) {
  const Box valid = patch.box;
  ModeFactor factor{Kokkos::View<double*, MemSpace>("mode_factor", valid.Size()[d]), 0.0};
  auto host = Kokkos::create_mirror_view(factor.values);
  for (int n = 0; n < valid.Size()[d]; ++n) host(n) = std::cos(k * domain.CellCenter(d, valid.lo[d] + n));
  Kokkos::deep_copy(factor.values, host);
  const int cells = domain.box.Size()[d];
  for (int n = 0; n < cells; ++n) {
    const double c = std::cos(k * domain.CellCenter(d, domain.box.lo[d] + n));
    factor.mean_square += c * c / cells;
  }
  return factor;
}

}  // namespace

std::vector<amr::DiagnosticSpec> EulerKernel::Diagnostics() const {
  std::vector<amr::DiagnosticSpec> specs = {{"interface_x", Reduction::kSum},
                                            {"mix_x_min", Reduction::kMin},
                                            {"mix_x_max", Reduction::kMax}};
  const std::size_t modes = problem_->InterfaceModes().size();
  for (std::size_t m = 0; m < modes; ++m)
    specs.push_back({modes == 1 ? "amplitude" : fmt::format("amplitude_{}", m + 1), Reduction::kSum});
  return specs;
}

void EulerKernel::AccumulateDiagnostics(const amr::Patch& patch, const amr::Domain& domain,
                                        double /*time*/, const TagView& uncovered,
                                        std::vector<double>& values) const {
  const auto u = patch.data;
  const amr::CellGeometry cells(domain, patch);
  const IntVect n = domain.box.Size();
  const double w = domain.dx / (double(n[1]) * double(n[2]));  // a cell's share of its column
  const double x_lo_share = domain.prob_lo[0] / (double(n[0]) * domain.dx);
  const Box interior = patch.LocalInterior();
  const IntVect lo = interior.lo;
  auto mass_fraction = KOKKOS_LAMBDA(int k, int j, int i) {
    return u(kPartialDensity2, k, j, i) / u(kDensity, k, j, i);
  };

  double gas1 = 0.0;
  ReduceOverCells(
      "euler::InterfaceX", interior,
      KOKKOS_LAMBDA(int k, int j, int i, double& s) {
        if (uncovered(k - lo[2], j - lo[1], i - lo[0]))
          s += (1.0 - mass_fraction(k, j, i) + x_lo_share) * w;
      },
      Kokkos::Sum<double>(gas1));
  Kokkos::MinMaxScalar<double> mixed;
  ReduceOverCells(
      "euler::MixedExtent", interior,
      KOKKOS_LAMBDA(int k, int j, int i, Kokkos::MinMaxScalar<double>& m) {
        const double y = mass_fraction(k, j, i);
        if (!uncovered(k - lo[2], j - lo[1], i - lo[0]) || y < kMixedLow || y > kMixedHigh) return;
        const double x = cells.Center(0, i);
        m.min_val = math::Min(m.min_val, x);
        m.max_val = math::Max(m.max_val, x);
      },
      Kokkos::MinMax<double>(mixed));
  values[0] += gas1;
  if (mixed.min_val <= mixed.max_val) {  // else no mixed cell: Kokkos' identities, not infinities
    values[1] = std::min(values[1], mixed.min_val);
    values[2] = std::max(values[2], mixed.max_val);
  }

  const std::vector<Problem::InterfaceMode> modes = problem_->InterfaceModes();
  for (std::size_t m = 0; m < modes.size(); ++m) {
    const ModeFactor fy = Factor(modes[m].ky, 1, patch, domain);
    const ModeFactor fz = Factor(modes[m].kz, 2, patch, domain);
    const auto cy = fy.values, cz = fz.values;
    const double scale = -w / (fy.mean_square * fz.mean_square);
    double moment = 0.0;
    ReduceOverCells(
        "euler::ModeAmplitude", interior,
        KOKKOS_LAMBDA(int k, int j, int i, double& s) {
          if (uncovered(k - lo[2], j - lo[1], i - lo[0]))
            s += mass_fraction(k, j, i) * cy(j - lo[1]) * cz(k - lo[2]);
        },
        Kokkos::Sum<double>(moment));
    values[kFixedDiagnostics + m] += scale * moment;
  }
}

}  // namespace vagus::physics::euler
