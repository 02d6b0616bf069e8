// Run history: every line is one JSON object with the decision, every rank's readings, loads,
// times, fit, prediction error, capacities and limits before and after, partition metrics and
// causes; the writer truncates or appends (after a restart, from the restored decision on) and
// flushes each line.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include <vagus/monitor/closed_loop.hpp>
#include <vagus/monitor/history_writer.hpp>

namespace vagus::monitor {
namespace {

std::vector<nlohmann::json> ReadLines(const std::string& path) {
  std::ifstream in(path);
  std::vector<nlohmann::json> lines;
  std::string line;
  while (std::getline(in, line)) lines.push_back(nlohmann::json::parse(line));
  return lines;
}

std::string TempPath(const std::string& name) {
  return (std::filesystem::temp_directory_path() /
          (name + std::to_string(::testing::UnitTest::GetInstance()->random_seed()) + ".jsonl"))
      .string();
}

TEST(History, LinesParseAsJsonWithTheExpectedFields) {
  AutonomicOptions o;
  o.memory_policy = true;
  ClosedLoop loop(o, 3);
  const std::string path = TempPath("vagus_history_");
  HistoryWriter writer;
  writer.Open(path);
  for (int d = 0; d < 4; ++d) {
    const Decision& decision = loop.Run({{1e-6}, {2e-6}, {1e-6}});
    writer.Append(DecisionRecord(decision, {{"imbalance", 1.05}, {"migrated_bytes", 4096}}));
  }
  writer.Close();

  const std::vector<nlohmann::json> lines = ReadLines(path);
  ASSERT_EQ(lines.size(), 4u);
  const nlohmann::json& first = lines[0];
  for (const char* key : {"decision", "regrid", "step", "time", "policy", "tuning_factor",
                          "recent_speeds", "measured_imbalance", "rebalance", "evacuated",
                          "readmitted", "causes", "partition", "ranks"})
    EXPECT_TRUE(first.contains(key)) << key;
  EXPECT_EQ(first["policy"], "performance_function");
  EXPECT_EQ(first["decision"], 1);
  EXPECT_DOUBLE_EQ(first["partition"]["imbalance"].get<double>(), 1.05);
  ASSERT_EQ(first["ranks"].size(), 3u);
  const nlohmann::json& rank = first["ranks"][1];
  for (const char* key : {"rank",
                          "state",
                          "cpu_share",
                          "cpu_share_sd",
                          "load_factor",
                          "memory_mb",
                          "cells",
                          "patches",
                          "work",
                          "seconds",
                          "kernel_seconds",
                          "step_seconds",
                          "exchange_seconds",
                          "wait_seconds",
                          "bytes_sent",
                          "bandwidth",
                          "speed",
                          "relative_speed",
                          "model",
                          "coefficients",
                          "condition",
                          "fit_samples",
                          "mape",
                          "last_error",
                          "predicted_seconds",
                          "messages_sent",
                          "link_seconds",
                          "latency_seconds",
                          "bandwidth_seconds",
                          "predicted_compute",
                          "predicted_communication",
                          "compute_error",
                          "communication_error",
                          "capacity_before",
                          "capacity",
                          "max_patch_cells_before",
                          "max_patch_cells"})
    EXPECT_TRUE(rank.contains(key)) << key;
  EXPECT_EQ(rank["cells"].size(), 3u);  // three levels in use
  EXPECT_EQ(rank["coefficients"].size(), 9u);
  EXPECT_GT(rank["max_patch_cells"].get<int64_t>(), 0);
  // Capacities after one decision are the next one's "before".
  EXPECT_EQ(lines[1]["ranks"][1]["capacity_before"], lines[0]["ranks"][1]["capacity"]);
  EXPECT_LT(lines[3]["ranks"][1]["capacity"].get<double>(), 1.0 / 3);

  // Appending keeps the lines there.
  writer.Open(path, true);
  writer.Append(DecisionRecord(loop.Run({{1e-6}, {2e-6}, {1e-6}}), {}));
  writer.Close();
  EXPECT_EQ(ReadLines(path).size(), 5u);

  // A restart from a checkpoint taken after decision 2 drops what decisions 3.. logged.
  writer.Open(path, true, 2);
  writer.Close();
  const std::vector<nlohmann::json> kept = ReadLines(path);
  ASSERT_EQ(kept.size(), 2u);
  EXPECT_EQ(kept[1]["decision"], 2);
  std::filesystem::remove(path);
}

TEST(History, UnwritablePathIsAUserError) {
  HistoryWriter writer;
  EXPECT_THROW(writer.Open("/nonexistent-directory/history.jsonl"), UserError);
}

}  // namespace
}  // namespace vagus::monitor
