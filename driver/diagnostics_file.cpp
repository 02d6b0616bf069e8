#include <vagus/driver/diagnostics_file.hpp>

#include <fmt/format.h>

#include <cerrno>
#include <cstdio>
#include <cstring>

#include <vagus/base/error.hpp>
#include <vagus/amr/diagnostics.hpp>

namespace vagus {
namespace {

std::string Header(const amr::Kernel& kernel) {
  std::vector<std::string> names = {"step", "time", "dt"};
  for (std::string& name : amr::DiagnosticNames(kernel)) names.push_back(std::move(name));
  return fmt::format("{}", fmt::join(names, ","));
}

// Rewrites `path` with its header and its rows up to `step`, if its header is `header`; returns
// whether rows were kept and the step of the last one (-1: none).
int64_t KeepRowsUpTo(const std::string& path, const std::string& header, int64_t step) {
  std::ifstream in(path);
  std::string line;
  if (!in || !std::getline(in, line) || line != header) return -1;
  std::string kept = header + '\n';
  int64_t last = -1;
  while (std::getline(in, line)) {
    char* end = nullptr;
    const long long row_step = std::strtoll(line.c_str(), &end, 10);
    if (end == line.c_str() || *end != ',' || row_step > step) break;
    kept += line + '\n';
    last = row_step;
  }
  in.close();
  std::ofstream(path, std::ios::trunc) << kept;
  return last;
}

}  // namespace

DiagnosticsFile::DiagnosticsFile(const std::string& path, int64_t interval,
                                 const amr::Simulation& sim, bool restarted)
    : path_(path), interval_(interval), sim_(sim) {
  const Comm& comm = sim.Hierarchy().GetComm();
  std::string error;
  int64_t last_kept = -1;
  if (comm.IsRoot()) {
    const std::string header = Header(sim.Kernel());
    if (restarted) last_kept = KeepRowsUpTo(path, header, sim.Hierarchy().Steps());
    out_.open(path, last_kept >= 0 ? std::ios::app : std::ios::trunc);
    if (!out_)
      error = fmt::format("{}: cannot open the diagnostics file (output.diagnostics): {}", path,
                          std::strerror(errno));
    else if (last_kept < 0)
      out_ << header << '\n';
  }
  const auto [rank, message] = comm.FirstError(error);
  if (rank < comm.size) throw UserError(message);
  // Every rank takes part in the reduction; only rank 0 knows whether its row is already there.
  const bool have_row = comm.Sum(int64_t(last_kept == sim.Hierarchy().Steps() ? 1 : 0)) > 0;
  if (!have_row) WriteRow(0.0);
}

void DiagnosticsFile::AfterStep(double dt) {
  if (sim_.Hierarchy().Steps() % interval_ == 0) WriteRow(dt);
}

void DiagnosticsFile::WriteRow(double dt) {
  const std::vector<double> values = amr::ComputeDiagnostics(sim_);
  if (!out_.is_open()) return;  // not rank 0, or writing failed
  out_ << fmt::format("{},{:.17g},{:.17g}", sim_.Hierarchy().Steps(), sim_.Hierarchy().Time(), dt);
  for (const double v : values) out_ << fmt::format(",{:.17g}", v);
  out_ << '\n';
  out_.flush();
  if (out_) return;
  // As with the run history: a full disk costs the time series, not the run (the next checkpoint
  // reports the disk and stops it).
  fmt::print(stderr, "vagus: warning: {}: cannot append to the diagnostics file ({}); it ends here\n",
             path_, std::strerror(errno));
  out_.close();
}

}  // namespace vagus
