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
// Every sum is exact (amr::DiagnosticValues): each loop runs twice, for the largest terms, then
// for the terms in units.
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

// One pass's terms over the uncovered cells, accumulated by Pass (base/exact_sum.hpp): with kFixed,
// interface_x's, then kModes modes' moments from mode `first`; with kFixed in the LargestTerm
// pass also the mixing extent (slots 1 and 2, a minimum and a maximum). The slots are known at
// compile time, so the accumulators stay in registers.
template <class Pass, bool kFixed, int kModes>
struct CellDiagnostics {
  using Slots = Kokkos::Array<typename Pass::Slot, kSlots>;
  static constexpr bool kExtent = kFixed && std::is_same_v<Pass, LargestTerm>;
  FieldView u;
  TagView uncovered;
  Kokkos::View<double**, Kokkos::LayoutRight, MemSpace> cy, cz;
  amr::CellGeometry cells;
  IntVect lo;  // the valid box's low corner, local
  int first;   // the first mode
  double w, x_lo_share;
  Kokkos::Array<double, kSlots> factor;  // each mode's term per alpha cos(ky y) cos(kz z)
  Kokkos::Array<double, kSlots> scale;   // each slot's units per 1 (SumOfUnits)

  KOKKOS_FORCEINLINE_FUNCTION void operator()(CellIndex k, CellIndex j, CellIndex i,
                                              Slots& s) const {
    // Without branches, so that the loop along i vectorises: a covered cell's terms are 0.
    const bool counted = uncovered(k - lo[2], j - lo[1], i - lo[0]) != 0;
    const double alpha = u(kVolumeFraction2, k, j, i);
    constexpr int slot0 = kFixed ? kFixedDiagnostics : 0;
    if constexpr (kFixed)
      Pass::Add(s[0], counted ? (1.0 - alpha + x_lo_share) * w : 0.0, scale[0]);
    if constexpr (kExtent) {
      const bool mixed = counted && alpha >= kMixedLow && alpha <= kMixedHigh;
      const double x = cells.Center(0, i);
      s[1] = mixed ? math::Min(s[1], x) : s[1];
      s[2] = mixed ? math::Max(s[2], x) : s[2];
    }
    static_assert(slot0 + kModes <= kSlots);
    const double counted_alpha = counted ? alpha : 0.0;
    VAGUS_UNROLL for (int m = 0; m < kModes; ++m)
      Pass::Add(s[slot0 + m],
                counted_alpha * cy(first + m, j - lo[1]) * cz(first + m, k - lo[2]) *
                    factor[slot0 + m],
                scale[slot0 + m]);
  }

  [[nodiscard]] Slots Reduce(const Box& interior) const {
    Slots identity{};
    if constexpr (kExtent) {
      constexpr double kInf = std::numeric_limits<double>::infinity();
      identity[1] = kInf, identity[2] = -kInf;  // mix_x_min, mix_x_max
    }
    return ReduceRowsOverCells("euler::Diagnostics", interior, identity, *this,
                               [](Slots& total, const Slots& row) {
                                 const auto lowest = total[1];
                                 for (int q = 0; q < kSlots; ++q) Pass::Join(total[q], row[q]);
                                 if constexpr (kExtent)  // a minimum, not a largest term
                                   total[1] = std::min(lowest, row[1]);
                               });
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

// The diagnostics' passes over a patch (CellDiagnostics) in Pass.
template <class Pass>
void AccumulateInterface(const Problem& problem, const amr::Patch& patch,
                         const amr::Domain& domain, const TagView& uncovered,
                         amr::DiagnosticValues& values) {
  const IntVect n = domain.box.Size();
  const double w = domain.dx / (double(n[1]) * double(n[2]));  // a cell's share of its column
  const double x_lo_share = domain.prob_lo[0] / (double(n[0]) * domain.dx);
  const Box interior = patch.LocalInterior();
  const std::vector<Problem::InterfaceMode> modes = problem.InterfaceModes();
  const int num_modes = static_cast<int>(modes.size());
  const ModeFactors fy = Factors(modes, 1, patch, domain), fz = Factors(modes, 2, patch, domain);
  // Slot q of a pass whose first mode is `first` holds diagnostic n(q).
  const auto run = [&](auto f, int slot0) {
    const auto diagnostic = [&](int q) {
      return q < slot0 ? q : kFixedDiagnostics + f.first + q - slot0;
    };
    const int used = std::min(kSlots, slot0 + num_modes - f.first);
    for (int q = 0; q < kSlots; ++q) {
      const int m = f.first + q - slot0;
      f.factor[q] = q >= slot0 && q < used ? -w / (fy.mean_square[m] * fz.mean_square[m]) : 0.0;
      f.scale[q] = q < used && (q == 0 || q >= slot0) ? values.sums.Scale(diagnostic(q)) : 1.0;
    }
    const auto v = f.Reduce(interior);
    for (int q = 0; q < used; ++q)
      if (q == 0 || q >= slot0) values.sums.AddPart(diagnostic(q), v[q]);
    if constexpr (decltype(f)::kExtent) {
      values.extrema[1] = std::min(values.extrema[1], v[1]);
      values.extrema[2] = std::max(values.extrema[2], v[2]);
    }
  };
  const amr::CellGeometry cells(domain, patch);
  WithCountUpTo<kSlots - kFixedDiagnostics>(num_modes, [&](auto modes_in_pass) {
    run(CellDiagnostics<Pass, true, modes_in_pass()>{patch.data, uncovered, fy.along, fz.along,
                                                      cells, interior.lo, 0, w, x_lo_share, {}, {}},
        kFixedDiagnostics);
  });
  for (int first = kSlots - kFixedDiagnostics; first < num_modes; first += kSlots)
    run(CellDiagnostics<Pass, false, kSlots>{patch.data, uncovered, fy.along, fz.along, cells,
                                             interior.lo, first, w, x_lo_share, {}, {}},
        0);
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

// A cell's terms of the mixing layer's sums and profiles: the kMixingSums sums' (x the cell's
// column share) and the kProfiles plane sums' (x its plane share); 0 where a finer level covers
// the cell.
struct MixingTerms {
  static constexpr int kColumns = kMixingSums + kProfiles;
  using Terms = Kokkos::Array<double, kColumns>;
  FieldView u;
  TagView uncovered;
  IntVect lo;  // the valid box's low corner, local
  double column_share, plane_share;

  KOKKOS_FORCEINLINE_FUNCTION Terms operator()(CellIndex k, CellIndex j, CellIndex i) const {
    const bool counted = uncovered(k - lo[2], j - lo[1], i - lo[0]) != 0;
    const double rho = u(kDensity, k, j, i), alpha = u(kVolumeFraction2, k, j, i);
    const double mx = u(kMomentumX, k, j, i), my = u(kMomentumX + 1, k, j, i),
                 mz = u(kMomentumX + 2, k, j, i);
    const double half_column_over_rho = 0.5 * column_share / rho;
    const Terms terms = {alpha * (1.0 - alpha) * column_share,
                         mx * mx * half_column_over_rho,
                         (my * my + mz * mz) * half_column_over_rho,
                         alpha * plane_share,
                         rho * plane_share,
                         mx * plane_share,
                         my * plane_share,
                         mz * plane_share};
    Terms counted_terms;
    VAGUS_UNROLL for (int q = 0; q < kColumns; ++q) counted_terms[q] = counted ? terms[q] : 0.0;
    return counted_terms;
  }
};

// The largest term of each of a patch's mixing sums and profiles, rows along i (contiguous).
MixingTerms::Terms LargestMixingTerms(const Box& interior, const MixingTerms& cell) {
  using Terms = MixingTerms::Terms;
  return ReduceRowsOverCells(
      "euler::MixingLargestTerms", interior, Terms{},
      KOKKOS_LAMBDA(CellIndex k, CellIndex j, CellIndex i, Terms & largest) {
        const Terms terms = cell(k, j, i);
        VAGUS_UNROLL for (int q = 0; q < MixingTerms::kColumns; ++q)
          LargestTerm::Add(largest[q], terms[q], 1.0);
      },
      [](Terms& total, const Terms& row) {
        for (int q = 0; q < MixingTerms::kColumns; ++q) LargestTerm::Join(total[q], row[q]);
      });
}

// In units (scale: each column's), per x index of the patch's valid box: each column's sum over
// the x's plane of the patch, in rows (x, column). A team of threads takes a plane k, row by row
// along j, each thread the same cells along i in every row (contiguous reads; on a GPU,
// coalesced), adding them to its own accumulators of the plane; then each x adds its planes.
// Exact sums do not depend on that order.
Kokkos::View<SplitUnits**, Kokkos::LayoutRight, MemSpace> MixingUnits(
    const Box& interior, const MixingTerms& cell,
    const Kokkos::Array<double, MixingTerms::kColumns>& scale) {
  constexpr int kColumns = MixingTerms::kColumns;
  const IntVect lo = interior.lo, hi = interior.hi, size = interior.Size();
  using Team = Kokkos::TeamPolicy<ExecSpace>::member_type;
  // (k, column, x): zeros, the accumulators' start.
  Kokkos::View<SplitUnits***, Kokkos::LayoutRight, MemSpace> planes("euler::MixingPlanes",
                                                                    size[2], kColumns, size[0]);
  Kokkos::parallel_for(
      "euler::MixingPlanes", Kokkos::TeamPolicy<ExecSpace>(KernelSpace(), size[2], Kokkos::AUTO),
      KOKKOS_LAMBDA(const Team& team) {
        const int z = team.league_rank();
        // Locals, which the accumulators' stores cannot alias: not reloaded after each store.
        const MixingTerms terms_of = cell;
        const auto units = Kokkos::subview(planes, z, Kokkos::ALL, Kokkos::ALL);
        const auto unit_scale = scale;
        for (int j = lo[1]; j <= hi[1]; ++j)
          Kokkos::parallel_for(Kokkos::TeamThreadRange(team, 0, size[0]), [&](int x) {
            const MixingTerms::Terms terms = terms_of(lo[2] + z, j, lo[0] + x);
            VAGUS_UNROLL for (int q = 0; q < kColumns; ++q)
              SumOfUnits::Add(units(q, x), terms[q], unit_scale[q]);
          });
      });
  Kokkos::View<SplitUnits**, Kokkos::LayoutRight, MemSpace> rows(
      Kokkos::view_alloc("euler::MixingRows", Kokkos::WithoutInitializing), size[0], kColumns);
  Kokkos::parallel_for(
      "euler::MixingRows", Kokkos::RangePolicy<ExecSpace>(KernelSpace(), 0, size[0]),
      KOKKOS_LAMBDA(int x) {
        for (int q = 0; q < kColumns; ++q) {
          SplitUnits sum = planes(0, q, x);
          for (int z = 1; z < size[2]; ++z) sum.Add(planes(z, q, x));
          rows(x, q) = sum;
        }
      });
  return rows;
}

// This patch's part of the mixing layer's sums and profiles in Pass. All bins of a profile share
// one unit: a patch's largest term counts for every bin.
template <class Pass>
void EulerKernel::AccumulateMixing(const amr::Patch& patch, const amr::Domain& domain,
                                   const TagView& uncovered, amr::DiagnosticValues& values) const {
  constexpr int kColumns = MixingTerms::kColumns;
  const IntVect n = domain.box.Size();
  const double plane_share = 1.0 / (double(n[1]) * double(n[2]));
  const Box interior = patch.LocalInterior();
  const MixingTerms cell{patch.data, uncovered, interior.lo, domain.dx * plane_share, plane_share};
  const std::size_t sums = FirstMixingValue() + kMixingWritten;
  const std::size_t profiles = sums + kMixingSums;
  // Column q's first diagnostic: a sum's, or a profile's first bin's.
  const auto diagnostic = [&](int q) {
    return q < kMixingSums ? sums + q : profiles + std::size_t(q - kMixingSums) * bins_.count;
  };
  if constexpr (std::is_same_v<Pass, LargestTerm>) {
    const MixingTerms::Terms largest = LargestMixingTerms(interior, cell);
    for (int q = 0; q < kColumns; ++q) {
      const int bins = q < kMixingSums ? 1 : bins_.count;
      for (int b = 0; b < bins; ++b) values.sums.AddPart(diagnostic(q) + b, largest[q]);
    }
  } else {
    Kokkos::Array<double, kColumns> scale;
    for (int q = 0; q < kColumns; ++q) scale[q] = values.sums.Scale(diagnostic(q));
    const auto host = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(),
                                                          MixingUnits(interior, cell, scale));
    const int span = bins_.count / n[0];  // bins under one cell of this level
    for (int x = 0; x < interior.Size()[0]; ++x) {
      for (int q = 0; q < kMixingSums; ++q) values.sums.AddPart(diagnostic(q), host(x, q));
      const int first_bin = (patch.box.lo[0] - domain.box.lo[0] + x) * span;
      for (int q = kMixingSums; q < kColumns; ++q)
        for (int b = first_bin; b < first_bin + span; ++b)
          values.sums.AddPart(diagnostic(q) + b, host(x, q));
    }
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
                                        amr::DiagnosticValues& values) const {
  const auto accumulate = [&](auto pass) {
    using Pass = decltype(pass);
    AccumulateInterface<Pass>(*problem_, patch, domain, uncovered, values);
    if (bins_.count > 0) AccumulateMixing<Pass>(patch, domain, uncovered, values);
  };
  if (values.pass == amr::DiagnosticValues::Pass::kLargestTerms)
    accumulate(LargestTerm());
  else
    accumulate(SumOfUnits());
}

}  // namespace vagus::physics::euler
