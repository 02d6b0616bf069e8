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
  const Comm& comm = sim.Hierarchy().GetComm();
  const std::vector<DiagnosticSpec> specs = kernel.Diagnostics();
  // Every local patch of every level with its cells no finer level covers, for the two passes.
  struct Part {
    const Patch* patch;
    const Domain* domain;
    TagView uncovered;
  };
  std::vector<Part> parts;
  for (int l = 0; l < sim.Hierarchy().NumLevels(); ++l) {
    const PatchLevel& level = sim.Hierarchy().Level(l);
    const PatchLevel* finer =
        l + 1 < sim.Hierarchy().NumLevels() ? &sim.Hierarchy().Level(l + 1) : nullptr;
    const IntVect ratio = level.GetDomain().RatioVect(sim.Options().ratio);
    for (const Patch& p : level.LocalPatches())
      parts.push_back({&p, &level.GetDomain(), UncoveredCells(p, finer, ratio)});
  }
  DiagnosticValues values(specs);
  const auto accumulate = [&] {
    for (const Part& part : parts)
      kernel.AccumulateDiagnostics(*part.patch, *part.domain, sim.Hierarchy().Time(),
                                   part.uncovered, values);
  };
  accumulate();
  values.sums.SetUnits(comm);
  values.pass = DiagnosticValues::Pass::kSums;
  accumulate();
  // Minima are reduced as maxima of their negatives, so one max covers them all.
  std::vector<double> maxima(specs.size(), 0.0);
  for (std::size_t n = 0; n < specs.size(); ++n)
    maxima[n] = specs[n].reduction == Reduction::kMin ? -values.extrema[n] : values.extrema[n];
  maxima = comm.Max(maxima);
  const std::vector<double> sums = values.sums.Totals(comm);
  std::vector<double> reduced(specs.size());
  for (std::size_t n = 0; n < specs.size(); ++n)
    reduced[n] = specs[n].reduction == Reduction::kSum   ? sums[n]
                 : specs[n].reduction == Reduction::kMax ? maxima[n]
                                                         : -maxima[n];

  std::vector<double> result;
  const std::vector<double> totals = sim.Hierarchy().StateTotals();
  const auto& fields = kernel.StateFields();
  for (std::size_t c = 0; c < fields.size(); ++c)
    if (fields[c].conserved) result.push_back(totals[c]);
  kernel.FinishDiagnostics(reduced);
  for (std::size_t n = 0; n < specs.size(); ++n)
    if (specs[n].written) result.push_back(reduced[n]);
  return result;
}

}  // namespace vagus::amr
