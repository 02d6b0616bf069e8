#include <vagus/amr/diagnostics.hpp>

#include <limits>

namespace vagus::amr {
namespace {

using Reduction = DiagnosticSpec::Reduction;

// 1 on the valid cells of `patch` that level `finer` (ratio times finer; may be null) does not
// cover, 0 on the others.
TagView UncoveredCells(const Patch& patch, const PatchLevel* finer, const IntVect& ratio) {
  const IntVect n = patch.box.Size();
  TagView uncovered("uncovered", n[2], n[1], n[0]);
  Kokkos::deep_copy(uncovered, 1);
  if (finer == nullptr) return uncovered;
  const Box valid = patch.box;
  finer->Index().ForEachIntersecting(valid.Refine(ratio), [&](std::size_t id) {
    const Box covered = finer->Index().GetBox(id).Coarsen(ratio).Intersect(valid);
    const Box local(covered.lo - valid.lo, covered.hi - valid.lo);
    ForEachCell("amr::UncoveredCells", local,
                KOKKOS_LAMBDA(int k, int j, int i) { uncovered(k, j, i) = 0; });
  });
  return uncovered;
}

}  // namespace

std::vector<std::string> DiagnosticNames(const Kernel& kernel) {
  std::vector<std::string> names;
  for (const FieldSpec& field : kernel.StateFields())
    if (field.conserved) names.push_back("total_" + field.name);
  for (const DiagnosticSpec& spec : kernel.Diagnostics())
    if (spec.written) names.push_back(spec.name);
  return names;
}

std::vector<double> ComputeDiagnostics(const Simulation& sim) {
  const Kernel& kernel = sim.Kernel();
  const std::vector<DiagnosticSpec> specs = kernel.Diagnostics();
  constexpr double kInf = std::numeric_limits<double>::infinity();
  // Minima are reduced as maxima of their negatives, so one sum and one max cover them all.
  std::vector<double> values(specs.size());
  for (std::size_t n = 0; n < specs.size(); ++n)
    values[n] = specs[n].reduction == Reduction::kSum   ? 0.0
                : specs[n].reduction == Reduction::kMin ? kInf
                                                        : -kInf;
  for (int l = 0; l < sim.Hierarchy().NumLevels(); ++l) {
    const PatchLevel& level = sim.Hierarchy().Level(l);
    const PatchLevel* finer =
        l + 1 < sim.Hierarchy().NumLevels() ? &sim.Hierarchy().Level(l + 1) : nullptr;
    const IntVect ratio = level.GetDomain().RatioVect(sim.Options().ratio);
    for (const Patch& p : level.LocalPatches())
      kernel.AccumulateDiagnostics(p, level.GetDomain(), sim.Hierarchy().Time(),
                                   UncoveredCells(p, finer, ratio), values);
  }
  std::vector<double> sums(specs.size(), 0.0), maxima(specs.size(), -kInf);
  for (std::size_t n = 0; n < specs.size(); ++n) {
    if (specs[n].reduction == Reduction::kSum) sums[n] = values[n];
    if (specs[n].reduction == Reduction::kMax) maxima[n] = values[n];
    if (specs[n].reduction == Reduction::kMin) maxima[n] = -values[n];
  }
  sums = sim.Hierarchy().GetComm().Sum(sums);
  maxima = sim.Hierarchy().GetComm().Max(maxima);

  std::vector<double> result;
  const std::vector<double> totals = sim.Hierarchy().StateTotals();
  const auto& fields = kernel.StateFields();
  for (std::size_t c = 0; c < fields.size(); ++c)
    if (fields[c].conserved) result.push_back(totals[c]);
  for (std::size_t n = 0; n < specs.size(); ++n)
    values[n] = specs[n].reduction == Reduction::kSum   ? sums[n]
                : specs[n].reduction == Reduction::kMax ? maxima[n]
                                                        : -maxima[n];
  kernel.FinishDiagnostics(values);
  for (std::size_t n = 0; n < specs.size(); ++n)
    if (specs[n].written) result.push_back(values[n]);
  return result;
}

}  // namespace vagus::amr
