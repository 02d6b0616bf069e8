// The run history: a JSON-lines file written by rank 0, one line per decision with every rank's
// sensor readings, loads and times per level, fitted model and prediction error, capacities and
// patch limits before and after, the caller's partition metrics, and the causes (docs/autonomic.md
// lists the fields; tools/plot_history.py draws them).
#pragma once

#include <fstream>
#include <map>
#include <nlohmann/json.hpp>
#include <string>

#include <vagus/monitor/decision.hpp>

namespace vagus::monitor {

// Partition quality the caller measured for the regrid that used a decision (imbalance,
// exchange_cells, migrated_bytes, ...).
using PartitionMetrics = std::map<std::string, double>;

// One history line.
[[nodiscard]] nlohmann::json DecisionRecord(const Decision& decision,
                                            const PartitionMetrics& metrics);

class HistoryWriter {
 public:
  HistoryWriter() = default;
  // Opens (truncates) `path`; append = true keeps what is there (a restarted run), and with
  // keep_decisions >= 0 only its lines of decisions 1..keep_decisions (a run restarted from a
  // checkpoint taken after that many decisions drops what the lost part of the run logged).
  // Throws UserError when the file cannot be opened.
  void Open(const std::string& path, bool append = false, int keep_decisions = -1);
  // Writes one compact line and flushes, so a run that dies keeps its history. When the write
  // fails (a full disk), prints a warning and writes no more lines; the run goes on.
  void Append(const nlohmann::json& record);
  void Close();
  [[nodiscard]] const std::string& Path() const { return path_; }

 private:
  std::ofstream out_;
  std::string path_;
};

}  // namespace vagus::monitor
