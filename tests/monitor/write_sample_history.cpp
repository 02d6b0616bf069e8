// Writes a synthetic run history for the plot tool's test: three ranks under the performance-
// function policy with the memory policy and the communication model on; rank 1 runs at half
// speed over decisions 6-20, rank 2's memory drops from 4 GiB to 256 MiB over decisions 10-25,
// and each rank sends to the next one boundary bytes growing as its capacity^(2/3), rank 2 over a
// link 10x slower than the others'.
// Usage: write_sample_history OUT.jsonl
#include <cmath>
#include <cstdio>
#include <random>

#include <vagus/monitor/closed_loop.hpp>
#include <vagus/monitor/history_writer.hpp>

int main(int argc, char** argv) {
  using namespace vagus::monitor;
  if (argc != 2) {
    std::fprintf(stderr, "usage: write_sample_history OUT.jsonl\n");
    return 2;
  }
  AutonomicOptions options;
  options.memory_policy = true;
  options.model_communication = true;
  const int num_ranks = 3;
  std::vector<RankMonitor> monitors;
  for (int k = 0; k < num_ranks; ++k) monitors.emplace_back(options.window, FitOptions{});
  DecisionState state = DecisionState::Initial(num_ranks);
  std::mt19937 random(2024);
  HistoryWriter writer;
  writer.Open(argv[1]);
  int64_t step = 0;
  for (int d = 1; d <= 30; ++d) {
    for (int s = 0; s < 4; ++s) {
      ++step;
      for (int k = 0; k < num_ranks; ++k) {
        SyntheticRank rank{1e-6, 1.0, 0.05};
        if (k == 1 && d >= 6 && d <= 20) rank.seconds_per_work = 2e-6;
        const int64_t memory = k == 2 && d >= 10 && d <= 25 ? int64_t{256} << 20 : int64_t{4} << 30;
        StepSample sample = SyntheticStep(step, rank, state.capacity[k], random);
        const auto bytes = static_cast<int64_t>(2e6 * std::pow(state.capacity[k], 2.0 / 3.0));
        const double bandwidth = k == 2 ? 1e8 : 1e9;
        LinkSample& link = sample.Link((k + 1) % num_ranks);
        link = {bytes, 4, static_cast<double>(bytes) / bandwidth};
        sample.exchange_seconds = link.seconds;
        sample.step_seconds = sample.KernelSeconds() + sample.exchange_seconds;
        monitors[k].Record(sample, memory);
      }
    }
    std::vector<RankSummary> summaries;
    for (const RankMonitor& m : monitors) summaries.push_back(m.Summarize());
    const Decision decision = MakeDecision(summaries, options, state, d);
    for (RankMonitor& m : monitors) m.MarkDecision();
    writer.Append(DecisionRecord(decision, {{"imbalance", decision.measured_imbalance},
                                            {"exchange_cells", 1000.0 * d},
                                            {"migrated_bytes", decision.rebalance ? 1e6 : 0.0}}));
  }
  writer.Close();
  return 0;
}
