// Synthetic ranks for the policy tests: each rank's kernel time is a known function of its load
// (seconds per unit work, times an optional per-level cost and noise), and a closed loop gives
// every rank the share of the work its capacity asks for, as an ideal partitioner would.
#pragma once

#include <functional>
#include <random>
#include <vector>

#include "monitor/decision.hpp"
#include "monitor/rank_monitor.hpp"

namespace vagus::monitor::testing {

struct SyntheticRank {
  double seconds_per_work = 1e-6;  // at cpu share 1
  double cpu_share = 1.0;
  double noise = 0.0;  // relative, uniform in [-noise, noise]
};

// Cells per level of the whole problem (level l has 2^l substeps).
inline const std::vector<int64_t> kLevelCells = {32768, 16384, 8192};

// One coarse step of rank `k` holding `capacity` of every level.
inline StepSample SyntheticStep(int64_t step, const SyntheticRank& rank, double capacity,
                                std::mt19937& random) {
  std::uniform_real_distribution<double> jitter(-1.0, 1.0);
  StepSample s;
  s.step = step;
  s.time = 0.01 * static_cast<double>(step);
  for (size_t l = 0; l < kLevelCells.size(); ++l) {
    LevelSample level;
    level.cells = static_cast<int64_t>(capacity * static_cast<double>(kLevelCells[l]));
    level.patches = level.cells > 0 ? 1 + level.cells / 4096 : 0;
    level.substeps = 1 << l;
    level.kernel_seconds =
        level.Work() * rank.seconds_per_work / rank.cpu_share * (1.0 + rank.noise * jitter(random));
    s.levels.push_back(level);
  }
  s.step_seconds = s.KernelSeconds() * 1.1;
  s.process.wall_seconds = s.step_seconds;
  s.process.cpu_share = rank.cpu_share;
  s.process.cpu_seconds = s.step_seconds * rank.cpu_share;
  s.process.memory_available_bytes = int64_t{8} << 30;
  return s;
}

// Runs `decisions` decisions, each after `steps_per_decision` steps in which every rank holds its
// current capacity; `ranks_at(d)` gives the ranks' behaviour before decision d (0-based).
struct ClosedLoop {
  AutonomicOptions options;
  std::vector<RankMonitor> monitors;
  DecisionState state;
  std::vector<Decision> decisions;
  std::mt19937 random{12345};
  int64_t step = 0;

  ClosedLoop(const AutonomicOptions& o, int num_ranks)
      : options(o), state(DecisionState::Initial(num_ranks)) {
    for (int k = 0; k < num_ranks; ++k)
      monitors.emplace_back(options.window, FitOptions{options.max_condition});
  }

  const Decision& Run(const std::vector<SyntheticRank>& ranks, int steps_per_decision = 4) {
    std::vector<RankSummary> summaries;
    for (int s = 0; s < steps_per_decision; ++s) {
      ++step;
      for (size_t k = 0; k < ranks.size(); ++k)
        monitors[k].Record(SyntheticStep(step, ranks[k], state.capacity[k], random),
                           int64_t{8} << 30);
    }
    for (RankMonitor& m : monitors) summaries.push_back(m.Summarize());
    // While a rank is evacuated every rank runs the calibration probe: 1 ms at 1e-6 s per work.
    if (state.AnyEvacuated())
      for (size_t k = 0; k < ranks.size(); ++k)
        summaries[k].probe_seconds = 1e3 * ranks[k].seconds_per_work / ranks[k].cpu_share;
    decisions.push_back(
        MakeDecision(summaries, options, state, static_cast<int>(decisions.size())));
    const Decision& d = decisions.back();
    for (size_t k = 0; k < ranks.size(); ++k) {
      monitors[k].MarkDecision();
      for (int e : d.evacuated_now)
        if (e == static_cast<int>(k)) monitors[k].Reset();
      for (int r : d.readmitted_now)
        if (r == static_cast<int>(k)) monitors[k].Reset();
    }
    return d;
  }
};

}  // namespace vagus::monitor::testing
