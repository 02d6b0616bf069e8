// The Euler kernel's set-up, conversions, boundary conditions, time-step bound, plot fields and
// state checks; the update itself is in euler_update.cpp.
#include <vagus/physics/euler/euler_kernel.hpp>

#include <cmath>
#include <limits>

#include <fmt/format.h>

#include <vagus/base/error.hpp>
#include <vagus/amr/kernel_tools.hpp>

namespace vagus::physics::euler {
namespace {

using input::KeySpec;
using input::kGreaterThanOne;
using input::kNonNegative;
using input::kPositive;
using input::Presence;
using input::ValueKind;


}  // namespace

EulerKernel::EulerKernel(const Eos& eos, Limiter limiter, std::shared_ptr<const Problem> problem,
                         const TaggingCriteria& tagging, const MixingBins& bins, bool per_level)
    : eos_(eos),
      limiter_(limiter),
      problem_(std::move(problem)),
      tagging_(tagging),
      bins_(bins),
      per_level_(per_level) {}

const std::vector<amr::FieldSpec>& EulerKernel::StateFields() const {
  // Names yt's Chombo frontend knows, so it derives velocities and the like by itself.
  static const std::vector<amr::FieldSpec> fields{
      {"density", true, -1, true},  {"X-momentum", true, 0},     {"Y-momentum", true, 1},
      {"Z-momentum", true, 2},      {"energy-density", true, -1, true},
      {"species2-density", true, -1},
      // Advected, not conserved (state.hpp): its flux is alpha u, the face velocity comes after.
      {"species2-volume-fraction", false, -1, false, true, kFaceVelocity}};
  return fields;
}

void EulerKernel::InitializePatch(amr::Patch& patch, const amr::Domain& domain) const {
  problem_->Initialize(patch, domain);
}

double EulerKernel::MaxSignalRate(const amr::Patch& patch, const amr::Domain& domain,
                                  double /*time*/) const {
  const auto u = patch.data;
  const double inv_dx = 1.0 / domain.dx;
  const double weight[3] = {domain.Active(0) * inv_dx, domain.Active(1) * inv_dx,
                            domain.Active(2) * inv_dx};
  double rate = 0.0;
  WithMixture(eos_, [&](const auto& eos) {
    ReduceOverCells(
        "euler::MaxSignalRate", patch.LocalInterior(),
        KOKKOS_LAMBDA(CellIndex k, CellIndex j, CellIndex i, double& max_rate) {
          double uc[kNumState];
          VAGUS_UNROLL for (int c = 0; c < kNumState; ++c) uc[c] = u(c, k, j, i);
          const double cell_rate = SignalRate(eos, uc, weight);
          max_rate = cell_rate > max_rate ? cell_rate : max_rate;
        },
        Kokkos::Max<double>(rate));
  });
  return rate;
}

bool EulerKernel::InflowState(int dir, int side, double time, double* state) const {
  double w[kNumState];
  problem_->InflowStateAt(dir, side, time, w);
  euler::PrimitiveToConserved(eos_, w, state);
  return true;
}

void EulerKernel::TagCells(const amr::Patch& patch, const amr::Domain& domain, double /*time*/,
                           const TagView& tags) const {
  const TaggingCriteria criteria = tagging_;
  const int step[3] = {domain.Active(0), domain.Active(1), domain.Active(2)};
  const Box interior = patch.LocalInterior();
  const IntVect lo = interior.lo;
  // Primitive variables over the data box, converted once per cell: the stencil below reads each
  // cell's face neighbours, which it would otherwise convert again (up to seven times a cell).
  const IntVect n = patch.DataBox().Size();
  const FieldView w(
      Kokkos::view_alloc(std::string("euler::TagPrimitives"), Kokkos::WithoutInitializing),
      kNumState, n[2], n[1], n[0]);
  ConservedToPrimitive(patch, w);
  ForEachCell(
      "euler::TagCells", interior, KOKKOS_LAMBDA(int k, int j, int i) {
        bool tag = false;
        for (int d = 0; d < 3; ++d) {
          if (!step[d]) continue;
          const int di = d == 0, dj = d == 1, dk = d == 2;
          const double rho_lo = w(kDensity, k - dk, j - dj, i - di),
                       rho_hi = w(kDensity, k + dk, j + dj, i + di);
          const double p_lo = w(kPressure, k - dk, j - dj, i - di),
                       p_hi = w(kPressure, k + dk, j + dj, i + di);
          const double drho = math::fabs(rho_hi - rho_lo) / math::Min(rho_hi, rho_lo);
          const double dp = math::fabs(p_hi - p_lo) / math::Min(p_hi, p_lo);
          tag = tag || (criteria.density_gradient > 0.0 && drho > criteria.density_gradient) ||
                (criteria.pressure_jump > 0.0 && dp > criteria.pressure_jump);
        }
        const double y = w(kMassFraction2, k, j, i);
        tag = tag || (criteria.mass_fraction > 0.0 && y > criteria.mass_fraction &&
                      y < 1.0 - criteria.mass_fraction);
        if (tag) tags(k - lo[2], j - lo[1], i - lo[0]) = 1;
      });
}

std::vector<std::string> EulerKernel::PlotFieldNames() const {
  std::vector<std::string> names;
  for (const amr::FieldSpec& f : StateFields()) names.push_back(f.name);
  for (const char* derived : {"mass-fraction", "pressure", "X-velocity", "Y-velocity", "Z-velocity"})
    names.push_back(derived);
  return names;
}

void EulerKernel::ComputePlotFields(const amr::Patch& patch, const amr::Domain& /*domain*/,
                                    double /*time*/, const FieldView& out) const {
  const auto u = patch.data;
  const Eos eos = eos_;
  const IntVect shift = patch.ghosts;  // out has no ghost cells
  ForEachCell("euler::ComputePlotFields", patch.LocalInterior(),
                   KOKKOS_LAMBDA(int k, int j, int i) {
                     double uc[kNumState], wc[kNumState];
                     for (int c = 0; c < kNumState; ++c) uc[c] = u(c, k, j, i);
                     euler::ConservedToPrimitive(eos, uc, wc);
                     const int ko = k - shift[2], jo = j - shift[1], io = i - shift[0];
                     for (int c = 0; c < kNumState; ++c) out(c, ko, jo, io) = uc[c];
                     out(kNumState + 0, ko, jo, io) = wc[kMassFraction2];
                     out(kNumState + 1, ko, jo, io) = wc[kPressure];
                     for (int d = 0; d < 3; ++d) out(kNumState + 2 + d, ko, jo, io) = wc[kVelocityX + d];
                   });
}

std::optional<amr::BadCell> EulerKernel::FindBadCell(const amr::Patch& patch) const {
  const auto u = patch.data;
  const Eos eos = eos_;
  const std::optional<IntVect> found =
      amr::FirstCellWhere("euler::FindBadCell", patch, KOKKOS_LAMBDA(int k, int j, int i) {
        double uc[kNumState], wc[kNumState];
        bool finite = true;
        for (int c = 0; c < kNumState; ++c) {
          uc[c] = u(c, k, j, i);
          finite = finite && math::IsFinite(uc[c]);
        }
        euler::ConservedToPrimitive(eos, uc, wc);
        return !(finite && wc[kDensity] > 0.0 && wc[kPressure] > 0.0);
      });
  if (!found) return std::nullopt;
  const int i = (*found)[0], j = (*found)[1], k = (*found)[2];
  auto cell = Kokkos::create_mirror_view_and_copy(
      Kokkos::HostSpace(), Kokkos::subview(u, Kokkos::ALL, k, j, i));
  double uc[kNumState], wc[kNumState];
  for (int c = 0; c < kNumState; ++c) uc[c] = cell(c);
  euler::ConservedToPrimitive(eos_, uc, wc);
  amr::BadCell bad;
  bad.cell = patch.DataBox().lo + IntVect{i, j, k};
  const char* names[kNumState] = {"density",  "x-momentum",        "y-momentum",
                                  "z-momentum", "energy", "species-2 density",
                                  "species-2 volume fraction"};
  bad.what = fmt::format("density = {:.6g}, pressure = {:.6g}", wc[kDensity], wc[kPressure]);
  for (int c = 0; c < kNumState; ++c)
    if (!std::isfinite(uc[c])) bad.what = fmt::format("{} is {}", names[c], uc[c]);
  return bad;
}

const input::OptionSection<TaggingCriteria>& TaggingCriteria::Section() {
  static const auto section =
      input::OptionSection<TaggingCriteria>(
          "tagging", "when the Euler kernel asks for refinement (0 switches a criterion off)")
          .Add({"density_gradient", ValueKind::kFloat, Presence::kDefaulted, "0.1",
                "tag where |rho_+ - rho_-| / min(rho_+, rho_-) across a cell exceeds this",
                kNonNegative},
               &TaggingCriteria::density_gradient)
          .Add({"pressure_jump", ValueKind::kFloat, Presence::kDefaulted, "0.1",
                "tag where the same relative jump of pressure exceeds this", kNonNegative},
               &TaggingCriteria::pressure_jump)
          .Add({"mass_fraction", ValueKind::kFloat, Presence::kDefaulted, "0.01",
                "tag the interface: cells with threshold < Y < 1 - threshold", {0.0, 0.5}},
               &TaggingCriteria::mass_fraction);
  return section;
}

amr::KernelEntry EulerKernelEntry(ProblemRegistry problems) {
  const auto registry = std::make_shared<const ProblemRegistry>(std::move(problems));
  amr::KernelEntry entry;
  entry.name = "euler";
  entry.help = "two-gas compressible Euler (five-equation model), MUSCL-Hancock + HLLC";
  for (const ProblemEntry& problem : registry->Entries())
    entry.problems.push_back({problem.name, problem.help, problem.keys()});
  entry.sections = {
      {"physics", "", {
          {"gamma", ValueKind::kFloatArray, Presence::kDefaulted, "[1.4, 1.4]",
           "ratio of specific heats of species 1 and 2", kGreaterThanOne, {}, 2},
          {"molar_mass", ValueKind::kFloatArray, Presence::kDefaulted, "[28.96, 146.06]",
           "molar masses of species 1 and 2 (air, SF6): the volume fraction of a set-up's mixed "
           "states (and, with mixture = \"mass_fraction\", the mixture's heat capacities)",
           kPositive, {}, 2},
          {"limiter", ValueKind::kString, Presence::kDefaulted, "\"mc\"",
           "slope limiter of the PLM reconstruction", {}, amr::LimiterNames()},
          {"mixture", ValueKind::kString, Presence::kDefaulted, "\"volume_fraction\"",
           "how the two gases' gamma mix: \"volume_fraction\" (five-equation model, pressure "
           "and velocity stay uniform across contacts) or \"mass_fraction\" (gamma from the mass "
           "fraction, the older formulation; oscillates at contacts of different gammas)",
           {}, {"volume_fraction", "mass_fraction"}},
          {"launch", ValueKind::kString, Presence::kDefaulted, "\"auto\"",
           "kernel launches: \"patch\" (each stage once per patch), \"level\" (each stage "
           "once over all of a level's patches: fewer, larger launches, as a GPU wants, with "
           "arrays for every patch) or \"auto\" (\"level\" when Kokkos' default backend "
           "computes in a device's memory, \"patch\" otherwise); the same results either way",
           {}, {"auto", "patch", "level"}},
      }},
      TaggingCriteria::Section().Spec(),
  };
  entry.create = [registry](const input::Deck& deck) {
    const auto gamma = deck.GetDoubles("physics", "gamma");
    const auto molar_mass = deck.GetDoubles("physics", "molar_mass");
    Eos eos;
    eos.mass_fraction_mixture = deck.GetString("physics", "mixture") == "mass_fraction";
    for (int s = 0; s < 2; ++s) {
      eos.gamma[s] = gamma[s];
      eos.cv[s] = 1.0 / (molar_mass[s] * (gamma[s] - 1.0));
    }
    std::shared_ptr<const Problem> problem =
        registry->Find(deck.GetString("problem", "name"))->create(deck, eos);
    const TaggingCriteria tagging = TaggingCriteria::Section().Read(deck);
    // The mixing layer's profiles at the finest level's resolution along x.
    MixingBins bins;
    bins.count = static_cast<int>(deck.GetInts("mesh", "cells")[0]);
    for (int64_t l = 0; l < deck.GetInt("amr", "max_level"); ++l)
      bins.count *= static_cast<int>(deck.GetInt("amr", "ref_ratio"));
    bins.x_lo = deck.GetDoubles("mesh", "lo")[0];
    bins.x_hi = deck.GetDoubles("mesh", "hi")[0];
    const std::string launch = deck.GetString("physics", "launch");
    const bool per_level =
        launch == "level" ||
        (launch == "auto" && !Kokkos::SpaceAccessibility<Kokkos::HostSpace, MemSpace>::accessible);
    return std::unique_ptr<amr::Kernel>(
        new EulerKernel(eos, amr::ParseLimiter(deck.GetString("physics", "limiter")),
                        std::move(problem), tagging, bins, per_level));
  };
  return entry;
}

}  // namespace vagus::physics::euler
