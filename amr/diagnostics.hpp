// The run's diagnostics: what the framework reports of every state (the totals of the conserved
// fields) followed by what the kernel reports (Kernel::Diagnostics), reduced over all ranks.
#pragma once

#include <string>
#include <vector>

#include <vagus/amr/simulation.hpp>

namespace vagus::amr {

// Column names, in the order of ComputeDiagnostics' values: "total_<field>" for each conserved
// state field, then the kernel's diagnostics.
[[nodiscard]] std::vector<std::string> DiagnosticNames(const Kernel& kernel);

// Collective: the values on every rank, the same bits on any partition: the totals
// (PatchHierarchy::StateTotals) and the kernel's diagnostics, accumulated over each level's cells
// that no finer level covers, are exact sums (DiagnosticValues), minima and maxima.
[[nodiscard]] std::vector<double> ComputeDiagnostics(const Simulation& sim);

}  // namespace vagus::amr
