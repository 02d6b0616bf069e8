// The run's diagnostics file ([output] diagnostics): a CSV time series, one row for the initial
// state and one every `interval` coarse steps, with the step, time, dt and the values of
// amr::ComputeDiagnostics (the totals of conserved fields, then the kernel's diagnostics).
// Written by rank 0 and flushed row by row, so a run that dies keeps its rows; a restarted run
// first drops the rows after its checkpoint's step, so its file reads as an uninterrupted run's.
// A row that cannot be written (a full disk) ends the file with a warning; the run goes on.
// docs/file-formats.md describes the columns; tools/plot_diagnostics.py draws them.
#pragma once

#include <cstdint>
#include <fstream>
#include <string>

#include <vagus/amr/simulation.hpp>

namespace vagus {

class DiagnosticsFile {
 public:
  // Collective. Opens `path` (truncated, or on a restart kept up to the current step) and writes
  // the current state's row unless the kept rows end with it. Throws UserError when the file
  // cannot be written.
  DiagnosticsFile(const std::string& path, int64_t interval, const amr::Simulation& sim,
                  bool restarted);
  // Collective: after a coarse step of size dt, the row when the step is due.
  void AfterStep(double dt);

 private:
  void WriteRow(double dt);

  std::string path_;
  int64_t interval_;
  const amr::Simulation& sim_;
  std::ofstream out_;  // rank 0's
};

}  // namespace vagus
