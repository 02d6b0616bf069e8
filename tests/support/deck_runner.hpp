// Running a deck from a test: parse TOML text plus overrides, validate it as the vagus program
// does, run it on a communicator to its end, and gather the final level on rank 0.
#pragma once

#include <string>
#include <vector>

#include <vagus/base/box.hpp>
#include <vagus/amr/domain.hpp>
#include <vagus/base/comm.hpp>
#include <vagus/monitor/decision.hpp>

namespace vagus::testing {

struct DeckResult {
  amr::Domain domain;
  int num_components = 0;
  double time = 0.0;
  int64_t steps = 0;
  int64_t cell_updates = 0;   // cells x steps on all levels
  std::vector<double> state;  // on rank 0: the whole base level, see amr::GatherLevel
  // On rank 0: every level gathered over its domain (NaN where the level has no patch).
  std::vector<std::vector<double>> levels;
  std::vector<BoxList> level_boxes;  // every rank: each level's boxes
  std::vector<double> totals; // every rank: integrals of each state component
  std::vector<monitor::Decision> decisions;  // every rank: the autonomic manager's decisions
  int64_t bytes_moved = 0;  // every rank: patch data that changed owner, summed over ranks
  // Every rank: [level][rank] cells x substeps of the level each rank owns at the end.
  std::vector<std::vector<double>> work;

  // With record_diagnostics: amr::DiagnosticNames, and per coarse step (the initial state first)
  // the time followed by amr::ComputeDiagnostics' values; every rank.
  std::vector<std::string> diagnostic_names;
  std::vector<std::vector<double>> diagnostics;
  // Column `name` of the diagnostics over the steps.
  [[nodiscard]] std::vector<double> Diagnostic(const std::string& name) const;

  // Component c at cell (i, j, k) of the level (rank 0 only).
  [[nodiscard]] double At(int c, int i, int j, int k) const;
};

[[nodiscard]] DeckResult RunDeckText(const std::string& toml,
                                     const std::vector<std::string>& overrides, const Comm& comm,
                                     bool record_diagnostics = false);

}  // namespace vagus::testing
