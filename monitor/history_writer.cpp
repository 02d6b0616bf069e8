// nlohmann::json objects built field by field; non-finite numbers (an unsolved fit's condition)
// become null, which every JSON reader accepts.
#include <vagus/monitor/history_writer.hpp>

#include <fmt/format.h>

#include <cerrno>
#include <cmath>
#include <cstdio>
#include <cstring>

#include <vagus/base/error.hpp>

namespace vagus::monitor {
namespace {

nlohmann::json Number(double x) { return std::isfinite(x) ? nlohmann::json(x) : nlohmann::json(); }

// The first `levels` entries of a per-level array.
nlohmann::json Levels(const std::array<double, kMaxLevels>& values, int levels) {
  nlohmann::json out = nlohmann::json::array();
  for (int l = 0; l < levels; ++l) out.push_back(values[l]);
  return out;
}

int UsedLevels(const std::vector<RankSummary>& ranks) {
  int levels = 1;
  for (const RankSummary& r : ranks)
    for (int l = 0; l < kMaxLevels; ++l)
      if (r.cells[l] > 0) levels = std::max(levels, l + 1);
  return levels;
}

nlohmann::json RankRecord(const Decision& d, int k, int levels) {
  const RankSummary& r = d.ranks[k];
  nlohmann::json j;
  j["rank"] = k;
  j["state"] = d.evacuated[k] ? "evacuated" : "active";
  j["cpu_share"] = r.cpu_share;
  j["share_now"] = r.share_now;
  j["share_changed"] = r.share_changed > 0;
  j["cpu_share_sd"] = r.cpu_share_sd;
  j["share_changes"] = r.share_changes;
  j["share_low"] = r.share_low;
  j["share_high"] = r.share_high;
  j["share_low_fraction"] = r.share_low_fraction;
  j["share_phase_changes"] = r.share_phase_changes;
  j["share_low_length"] = r.share_low_length;
  j["share_high_length"] = r.share_high_length;
  j["share_length_spread"] = r.share_length_spread;
  j["share_phase_age"] = r.share_phase_age;
  j["share_phase_low"] = r.share_phase_low > 0;
  j["unit_now"] = r.unit_now;
  j["window_seconds"] = r.window_seconds;
  j["load_factor"] = r.LoadFactor();
  j["memory_mb"] =
      r.memory_bytes >= 0 ? nlohmann::json(r.memory_bytes / (1024.0 * 1024.0)) : nlohmann::json();
  j["cells"] = Levels(r.cells, levels);
  j["patches"] = Levels(r.patches, levels);
  j["work"] = Levels(r.work, levels);
  j["seconds"] = Levels(r.seconds, levels);
  j["kernel_seconds"] = r.CurrentSeconds();
  j["step_seconds"] = r.step_seconds;
  j["exchange_seconds"] = r.exchange_seconds;
  j["wait_seconds"] = r.wait_seconds;
  j["bytes_sent"] = r.bytes_sent;
  j["bandwidth"] = r.bandwidth;
  j["speed"] = r.Speed();
  j["relative_speed"] = d.relative_speed.empty() ? -1.0 : d.relative_speed[k];
  j["unit_mean"] = r.unit_mean;
  j["unit_sd"] = r.unit_sd;
  j["probe_seconds"] = r.probe_seconds;
  j["model"] = ModelName(static_cast<ModelKind>(static_cast<int>(r.model)));
  j["coefficients"] = r.coefficients;
  j["condition"] = Number(r.condition);
  j["fit_samples"] = r.fit_samples;
  j["mape"] = r.mape;
  j["last_error"] = r.last_error;
  j["predicted_seconds"] = d.predicted_seconds[k];
  j["messages_sent"] = r.messages_sent;
  j["link_seconds"] = r.link_seconds;
  j["latency_seconds"] = r.latency_seconds;
  j["bandwidth_seconds"] = r.bandwidth_seconds;
  j["predicted_compute"] = d.predicted_compute[k];
  j["predicted_communication"] = d.predicted_communication[k];
  j["compute_error"] = Number(d.compute_error[k]);
  j["communication_error"] = Number(d.communication_error[k]);
  j["capacity_before"] = d.capacity_before[k];
  j["capacity"] = d.capacity[k];
  j["max_patch_cells_before"] = d.max_patch_cells_before[k];
  j["max_patch_cells"] = d.max_patch_cells[k];
  j["coarsest_level"] = k < static_cast<int>(d.coarsest_level.size()) ? d.coarsest_level[k] : 0;
  return j;
}

// Rewrites `path` with only its lines of decisions 1..keep (unreadable lines are dropped too).
void KeepDecisions(const std::string& path, int keep) {
  std::ifstream in(path);
  if (!in) return;
  std::string kept, line;
  while (std::getline(in, line)) {
    const nlohmann::json record = nlohmann::json::parse(line, nullptr, false);
    if (record.is_object() && record.value("decision", keep + 1) <= keep) kept += line + '\n';
  }
  in.close();
  std::ofstream(path, std::ios::trunc) << kept;
}

}  // namespace

nlohmann::json DecisionRecord(const Decision& decision, const PartitionMetrics& metrics) {
  nlohmann::json j;
  j["decision"] = decision.number;
  j["regrid"] = decision.regrid;
  j["step"] = decision.step;
  j["time"] = decision.time;
  j["policy"] = PolicyName(decision.policy);
  j["tuning_factor"] = decision.tuning_factor;
  j["recent_speeds"] = decision.recent_speeds;
  j["from_shares"] = decision.from_shares;
  j["measured_imbalance"] = decision.measured_imbalance;
  j["rebalance"] = decision.rebalance;
  j["evacuated"] = decision.evacuated_now;
  j["curve_order"] = decision.curve_order;
  j["readmitted"] = decision.readmitted_now;
  j["causes"] = decision.causes;
  const PatchSizeState& patch = decision.patch_size;
  if (!patch.candidates.empty()) {
    nlohmann::json rates = nlohmann::json::array();
    for (size_t i = 0; i < patch.candidates.size(); ++i)
      rates.push_back(patch.Rate(i) > 0 ? nlohmann::json(1e9 * patch.Rate(i)) : nlohmann::json());
    j["patch_size"] = {{"candidates", patch.candidates},
                       {"ns_per_cell_update", rates},
                       {"limit", patch.Limit()},
                       {"chosen", patch.chosen}};
  }
  nlohmann::json partition = nlohmann::json::object();
  for (const auto& [name, value] : metrics) partition[name] = Number(value);
  j["partition"] = partition;
  const int levels = UsedLevels(decision.ranks);
  j["ranks"] = nlohmann::json::array();
  for (int k = 0; k < static_cast<int>(decision.ranks.size()); ++k)
    j["ranks"].push_back(RankRecord(decision, k, levels));
  return j;
}

void HistoryWriter::Open(const std::string& path, bool append, int keep_decisions) {
  Close();
  if (append && keep_decisions >= 0) KeepDecisions(path, keep_decisions);
  out_.open(path, append ? std::ios::app : std::ios::trunc);
  if (!out_)
    throw UserError(
        fmt::format("{}: cannot open the run history for writing (autonomic.history): {}", path,
                    std::strerror(errno)));
  path_ = path;
}

void HistoryWriter::Append(const nlohmann::json& record) {
  if (!out_.is_open()) return;
  out_ << record.dump() << '\n';
  out_.flush();
  if (out_) return;
  // The history is a record of the run, not its state: a full disk or a file that became
  // unwritable stops the history (said once), not the run; the next checkpoint reports the disk.
  const int error = errno;
  std::fprintf(stderr, "vagus: warning: %s: cannot append to the run history (%s); it ends here\n",
               path_.c_str(), error != 0 ? std::strerror(error) : "write failed");
  std::fflush(stderr);
  out_.close();
}

void HistoryWriter::Close() {
  if (out_.is_open()) out_.close();
  path_.clear();
}

}  // namespace vagus::monitor
