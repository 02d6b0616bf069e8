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

#include <algorithm>
#include <limits>
#include <type_traits>

#include <vagus/physics/euler/euler_kernel.hpp>

namespace vagus::physics::euler {
namespace {

using Reduction = amr::DiagnosticSpec::Reduction;
constexpr int kFixedDiagnostics = 3;  // interface_x, mix_x_min, mix_x_max; then the modes
constexpr double kMixedLow = 0.01, kMixedHigh = 0.99;

// A pass over the cells reduces kSlots values: the first the fixed diagnostics and the first
// kSlots - kFixedDiagnostics modes, each further pass kSlots modes.
constexpr int kSlots = 8;
using Values = Kokkos::Array<double, kSlots>;

// The modes the passes reduce, the last pass padded with modes whose factors are zero.
int PaddedModes(int modes) {
  const int after_first = std::max(0, modes - (kSlots - kFixedDiagnostics));
  return kSlots - kFixedDiagnostics + (after_first + kSlots - 1) / kSlots * kSlots;
}

// cos(k y) cos(k z) of each interface mode, as its factors along y and z at the cell centres of
// a patch's valid cells: along(m, n) for mode m (PaddedModes of them) and the patch's n-th cell
// along d; and the factors' mean squares over the domain's cells (1/2 over whole wavelengths; 1
// when k = 0).
struct ModeFactors {
  Kokkos::View<double**, Kokkos::LayoutRight, MemSpace> along;
  std::vector<double> mean_square;
};

ModeFactors Factors(const std::vector<Problem::InterfaceMode>& modes, int d,
                    const amr::Patch& patch, const amr::Domain& domain) {
  const Box valid = patch.box;
  const int num_modes = static_cast<int>(modes.size());
  ModeFactors factors{Kokkos::View<double**, Kokkos::LayoutRight, MemSpace>(
                          "mode_factors", PaddedModes(num_modes), valid.Size()[d]),
                      std::vector<double>(modes.size(), 0.0)};
  auto host = Kokkos::create_mirror_view(factors.along);  // zeros: the padding stays so
  const int cells = domain.box.Size()[d];
  for (int m = 0; m < num_modes; ++m) {
    const double k = d == 1 ? modes[m].ky : modes[m].kz;
    for (int n = 0; n < valid.Size()[d]; ++n)
      host(m, n) = std::cos(k * domain.CellCenter(d, valid.lo[d] + n));
    for (int n = 0; n < cells; ++n) {
      const double c = std::cos(k * domain.CellCenter(d, domain.box.lo[d] + n));
      factors.mean_square[m] += c * c / cells;
    }
  }
  Kokkos::deep_copy(factors.along, host);
  return factors;
}

// One pass's values over the uncovered cells: with kFixed, interface_x's sum and the mixing
// extent, then kModes modes' moments from mode `first`. The slots are known at compile time, so
// the accumulators stay in registers.
template <bool kFixed, int kModes>
struct CellDiagnostics {
  FieldView u;
  TagView uncovered;
  Kokkos::View<double**, Kokkos::LayoutRight, MemSpace> cy, cz;
  amr::CellGeometry cells;
  IntVect lo;  // the valid box's low corner, local
  int first;   // the first mode
  double w, x_lo_share;

  KOKKOS_FORCEINLINE_FUNCTION void operator()(int k, int j, int i, Values& s) const {
    if (!uncovered(k - lo[2], j - lo[1], i - lo[0])) return;
    const double y = u(kPartialDensity2, k, j, i) / u(kDensity, k, j, i);
    constexpr int slot0 = kFixed ? kFixedDiagnostics : 0;
    if constexpr (kFixed) {
      s[0] += (1.0 - y + x_lo_share) * w;
      if (y >= kMixedLow && y <= kMixedHigh) {
        const double x = cells.Center(0, i);
        s[1] = math::Min(s[1], x);
        s[2] = math::Max(s[2], x);
      }
    }
    static_assert(slot0 + kModes <= kSlots);
    for (int m = 0; m < kModes; ++m)
      s[slot0 + m] += y * cy(first + m, j - lo[1]) * cz(first + m, k - lo[2]);
  }
};

// Calls f(std::integral_constant<int, n>()) with n = min(count, kMax): a count known at run time
// as one known at compile time.
template <int kMax, int kTry = 0, class F>
void WithCountUpTo(int count, const F& f) {
  if constexpr (kTry == kMax)
    f(std::integral_constant<int, kTry>());
  else if (count <= kTry)
    f(std::integral_constant<int, kTry>());
  else
    WithCountUpTo<kMax, kTry + 1>(count, f);
}

template <bool kFixed, int kModes>
Values ReduceCellDiagnostics(const Box& interior, const CellDiagnostics<kFixed, kModes>& f) {
  constexpr double kInf = std::numeric_limits<double>::infinity();
  Values identity{};
  if (kFixed) identity[1] = kInf, identity[2] = -kInf;  // mix_x_min, mix_x_max
  return ReduceRowsOverCells("euler::Diagnostics", interior, identity, f,
                             [](Values& total, const Values& row) {
                               for (int q = 0; q < kSlots; ++q)
                                 total[q] = kFixed && q == 1   ? std::min(total[q], row[q])
                                            : kFixed && q == 2 ? std::max(total[q], row[q])
                                                               : total[q] + row[q];
                             });
}

}  // namespace

std::vector<amr::DiagnosticSpec> EulerKernel::Diagnostics() const {
  std::vector<amr::DiagnosticSpec> specs = {{"interface_x", Reduction::kSum},
                                            {"mix_x_min", Reduction::kMin},
                                            {"mix_x_max", Reduction::kMax}};
  const std::size_t modes = problem_->InterfaceModes().size();
  for (std::size_t m = 0; m < modes; ++m)
    specs.push_back(
        {modes == 1 ? "amplitude" : fmt::format("amplitude_{}", m + 1), Reduction::kSum});
  return specs;
}

void EulerKernel::AccumulateDiagnostics(const amr::Patch& patch, const amr::Domain& domain,
                                        double /*time*/, const TagView& uncovered,
                                        std::vector<double>& values) const {
  // Every diagnostic of a cell needs its mass fraction: they are reduced together, kSlots to a
  // pass.
  const IntVect n = domain.box.Size();
  const double w = domain.dx / (double(n[1]) * double(n[2]));  // a cell's share of its column
  const double x_lo_share = domain.prob_lo[0] / (double(n[0]) * domain.dx);
  const Box interior = patch.LocalInterior();
  const std::vector<Problem::InterfaceMode> modes = problem_->InterfaceModes();
  const int num_modes = static_cast<int>(modes.size());
  const ModeFactors fy = Factors(modes, 1, patch, domain), fz = Factors(modes, 2, patch, domain);
  const auto add_modes = [&](const Values& v, int slot0, int first) {
    for (int m = first; m < std::min(num_modes, first + kSlots - slot0); ++m)
      values[kFixedDiagnostics + m] +=
          -w / (fy.mean_square[m] * fz.mean_square[m]) * v[slot0 + m - first];
  };
  const auto first_pass = [&](auto modes_in_pass) {
    const CellDiagnostics<true, modes_in_pass()> f{
        patch.data,  uncovered, fy.along, fz.along,  amr::CellGeometry(domain, patch),
        interior.lo, 0,         w,        x_lo_share};
    const Values v = ReduceCellDiagnostics(interior, f);
    values[0] += v[0];
    values[1] = std::min(values[1], v[1]);
    values[2] = std::max(values[2], v[2]);
    add_modes(v, kFixedDiagnostics, 0);
  };
  WithCountUpTo<kSlots - kFixedDiagnostics>(num_modes, first_pass);
  for (int first = kSlots - kFixedDiagnostics; first < num_modes; first += kSlots) {
    const CellDiagnostics<false, kSlots> f{
        patch.data,  uncovered, fy.along, fz.along,  amr::CellGeometry(domain, patch),
        interior.lo, first,     w,        x_lo_share};
    add_modes(ReduceCellDiagnostics(interior, f), 0, first);
  }
}

}  // namespace vagus::physics::euler
