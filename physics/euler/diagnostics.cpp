// The Euler kernel's diagnostics of the gas 1 / gas 2 interface, from the volume fraction alpha
// of gas 2 over the composite grid (each cell weighted by its share w = dx dy dz / (Ly Lz) of a
// column across the domain, so that sums over a column are lengths along x). The volume
// fraction, not the mass fraction, because these are geometric measures: in a cell the interface
// crosses, alpha is the share of the cell beyond it.
//   interface_x      x_lo + sum (1 - alpha) w: where the interface would be if it were flat
//                    (gas 1 fills the column up to it)
//   mix_x_min/max    the lowest and highest cell centre with 0.01 <= alpha <= 0.99
//   amplitude[_m]    -sum alpha phi w / <phi^2> for each interface mode phi = cos(ky y) cos(kz z)
//                    of the problem: the mode's amplitude a when the interface lies at
//                    x0 + a phi(y, z) (gas 2 beyond it), and the same first moment once it rolls
//                    up
// and the mixing layer's measures of Thornber et al. (2017, Phys. Fluids 29, 105107), from
// averages over planes x = const (<q>(x), in bins along x at the finest level's resolution) with
// f1 = 1 - alpha and f2 = alpha the two gases' volume fractions:
//   mix_width        W = integral of <f1><f2> dx, the integral width
//   mix_fraction     Theta = integral of <f1 f2> dx / W, the molecular mixing fraction (1: the
//                    gases mixed molecularly wherever they meet; 0: no cell holds both)
//   mix_center       integral of x <f1><f2> dx / W, the layer's centre
//   tke_x, tke_yz    the turbulent kinetic energy per unit cross-section along x (shock-normal)
//                    and across it, 1/2 integral of <rho u''^2> dx with u'' the fluctuation
//                    about the plane's Favre (density-weighted) mean: <rho u^2> - <rho u>^2 / <rho>
#include <fmt/format.h>

#include <algorithm>
#include <limits>
#include <type_traits>

#include <vagus/physics/euler/euler_kernel.hpp>

namespace vagus::physics::euler {
namespace {

using Reduction = amr::DiagnosticSpec::Reduction;
constexpr int kFixedDiagnostics = 3;  // interface_x, mix_x_min, mix_x_max; then the modes
// Then, with bins: the mixing layer's written values, its sums over cells, and its profiles.
constexpr const char* kMixingNames[] = {"mix_width", "mix_fraction", "mix_center", "tke_x",
                                        "tke_yz"};
constexpr int kMixingWritten = 5;
// Per cell, times its share w of a column: f1 f2, 1/2 rho u^2, 1/2 rho (v^2 + w^2).
constexpr int kMixingSums = 3;
// Per bin, the plane averages of alpha, rho, rho u, rho v, rho w.
constexpr int kProfiles = 5;
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
    const double alpha = u(kVolumeFraction2, k, j, i);
    constexpr int slot0 = kFixed ? kFixedDiagnostics : 0;
    if constexpr (kFixed) {
      s[0] += (1.0 - alpha + x_lo_share) * w;
      if (alpha >= kMixedLow && alpha <= kMixedHigh) {
        const double x = cells.Center(0, i);
        s[1] = math::Min(s[1], x);
        s[2] = math::Max(s[2], x);
      }
    }
    static_assert(slot0 + kModes <= kSlots);
    for (int m = 0; m < kModes; ++m)
      s[slot0 + m] += alpha * cy(first + m, j - lo[1]) * cz(first + m, k - lo[2]);
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
  if (bins_.count == 0) return specs;
  for (const char* name : kMixingNames) specs.push_back({name, Reduction::kSum});
  for (int n = 0; n < kMixingSums + kProfiles * bins_.count; ++n)
    specs.push_back({"mixing_bin", Reduction::kSum, false});
  return specs;
}

std::size_t EulerKernel::FirstMixingValue() const {
  return kFixedDiagnostics + problem_->InterfaceModes().size();
}

// Per x index of the patch's valid box, over its uncovered cells: the kMixingSums sums (x the
// cells' column shares) and the kProfiles plane sums (x the cells' plane shares). The loop over x
// is the parallel one and each x sums its own cells in order, so the result does not depend on
// the backend's threads.
void EulerKernel::AccumulateMixing(const amr::Patch& patch, const amr::Domain& domain,
                                   const TagView& uncovered, std::vector<double>& values) const {
  const IntVect n = domain.box.Size();
  const double plane_share = 1.0 / (double(n[1]) * double(n[2]));
  const double column_share = domain.dx * plane_share;
  const Box interior = patch.LocalInterior();
  const IntVect lo = interior.lo, hi = interior.hi;
  const int columns = kMixingSums + kProfiles;
  Kokkos::View<double**, Kokkos::LayoutRight, MemSpace> rows("euler::MixingRows",
                                                             interior.Size()[0], columns);
  const FieldView u = patch.data;
  Kokkos::parallel_for(
      "euler::MixingRows", Kokkos::RangePolicy<ExecSpace>(KernelSpace(), lo[0], hi[0] + 1),
      KOKKOS_LAMBDA(int i) {
        double row[kMixingSums + kProfiles] = {};
        for (int k = lo[2]; k <= hi[2]; ++k)
          for (int j = lo[1]; j <= hi[1]; ++j) {
            if (!uncovered(k - lo[2], j - lo[1], i - lo[0])) continue;
            const double rho = u(kDensity, k, j, i), alpha = u(kVolumeFraction2, k, j, i);
            const double mx = u(kMomentumX, k, j, i), my = u(kMomentumX + 1, k, j, i),
                         mz = u(kMomentumX + 2, k, j, i);
            row[0] += alpha * (1.0 - alpha) * column_share;
            row[1] += 0.5 * mx * mx / rho * column_share;
            row[2] += 0.5 * (my * my + mz * mz) / rho * column_share;
            const double plane[kProfiles] = {alpha, rho, mx, my, mz};
            for (int q = 0; q < kProfiles; ++q) row[kMixingSums + q] += plane[q] * plane_share;
          }
        for (int q = 0; q < kMixingSums + kProfiles; ++q) rows(i - lo[0], q) = row[q];
      });
  const auto host = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), rows);
  const std::size_t sums = FirstMixingValue() + kMixingWritten;
  const std::size_t profiles = sums + kMixingSums;
  const int span = bins_.count / n[0];  // bins under one cell of this level
  for (int x = 0; x < interior.Size()[0]; ++x) {
    for (int q = 0; q < kMixingSums; ++q) values[sums + q] += host(x, q);
    const int first_bin = (patch.box.lo[0] - domain.box.lo[0] + x) * span;
    for (int q = 0; q < kProfiles; ++q)
      for (int b = first_bin; b < first_bin + span; ++b)
        values[profiles + q * bins_.count + b] += host(x, kMixingSums + q);
  }
}

void EulerKernel::FinishDiagnostics(std::vector<double>& values) const {
  if (bins_.count == 0) return;
  const std::size_t written = FirstMixingValue(), sums = written + kMixingWritten;
  const double* profile = &values[sums + kMixingSums];
  const auto plane = [&](int q, int b) { return profile[q * bins_.count + b]; };
  const double bin_dx = (bins_.x_hi - bins_.x_lo) / bins_.count;
  double width = 0.0, moment = 0.0, mean_x = 0.0, mean_yz = 0.0;
  for (int b = 0; b < bins_.count; ++b) {
    const double f2 = plane(0, b), overlap = (1.0 - f2) * f2 * bin_dx;
    width += overlap;
    moment += (bins_.x_lo + (b + 0.5) * bin_dx) * overlap;
    const double rho = plane(1, b);
    mean_x += 0.5 * plane(2, b) * plane(2, b) / rho * bin_dx;
    mean_yz += 0.5 * (plane(3, b) * plane(3, b) + plane(4, b) * plane(4, b)) / rho * bin_dx;
  }
  const double nan = std::numeric_limits<double>::quiet_NaN();
  values[written + 0] = width;
  values[written + 1] = width > 0.0 ? values[sums + 0] / width : nan;
  values[written + 2] = width > 0.0 ? moment / width : nan;
  values[written + 3] = values[sums + 1] - mean_x;
  values[written + 4] = values[sums + 2] - mean_yz;
}

void EulerKernel::AccumulateDiagnostics(const amr::Patch& patch, const amr::Domain& domain,
                                        double /*time*/, const TagView& uncovered,
                                        std::vector<double>& values) const {
  // Every diagnostic of a cell needs its volume fraction: they are reduced together, kSlots to a
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
  if (bins_.count > 0) AccumulateMixing(patch, domain, uncovered, values);
}

}  // namespace vagus::physics::euler
