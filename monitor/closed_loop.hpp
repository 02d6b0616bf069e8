// The autonomic manager in a closed loop over modelled ranks, as in a run with an ideal
// partitioner: each rank's kernel time is a known function of its load (seconds per unit work
// at its cpu share, with optional noise), and every rank holds the share of every level its
// capacity asks for. The policy tests drive it with invented ranks; bench/autonomic_replay.cpp
// with the speeds a real run recorded, to compare the manager's rules off the host's clock.
#pragma once

#include <random>
#include <vector>

#include <vagus/monitor/autonomic_options.hpp>
#include <vagus/monitor/decision.hpp>
#include <vagus/monitor/rank_monitor.hpp>

namespace vagus::monitor {

struct SyntheticRank {
  double seconds_per_work = 1e-6;  // at cpu share 1
  double cpu_share = 1.0;
  double noise = 0.0;  // relative, uniform in [-noise, noise]
};

// Cells per level of the whole modelled problem (level l has 2^l substeps).
inline const std::vector<int64_t> kLevelCells = {32768, 16384, 8192};

// One coarse step of a rank holding `cells` on each level (level l: 2^l substeps, one patch per
// 4096 cells).
[[nodiscard]] StepSample SyntheticStep(int64_t step, const SyntheticRank& rank,
                                       const std::vector<int64_t>& cells, std::mt19937& random);
// One coarse step of a rank holding `capacity` of every level of kLevelCells.
[[nodiscard]] StepSample SyntheticStep(int64_t step, const SyntheticRank& rank, double capacity,
                                       std::mt19937& random);

// Decisions after steps in which every rank holds its current capacity.
struct ClosedLoop {
  AutonomicOptions options;
  std::vector<RankMonitor> monitors;
  DecisionState state;
  std::vector<Decision> decisions;
  std::mt19937 random{12345};
  int64_t step = 0;

  ClosedLoop(const AutonomicOptions& o, int num_ranks);

  // One coarse step of `ranks` (one per rank) at the current capacities.
  void Step(const std::vector<SyntheticRank>& ranks);
  // A decision from the steps so far; `ranks` answer the calibration probe while a rank is
  // evacuated (1 ms at 1e-6 s per work).
  const Decision& Decide(const std::vector<SyntheticRank>& ranks);
  // The two halves of Decide: what the ranks would gather, and the decision from it (timed
  // apart by bench/autonomic_scale.cpp: in a run every rank summarises only itself).
  [[nodiscard]] std::vector<RankSummary> Summaries(const std::vector<SyntheticRank>& ranks) const;
  const Decision& Decide(const std::vector<RankSummary>& summaries);
  // `steps_per_decision` steps of `ranks`, then a decision.
  const Decision& Run(const std::vector<SyntheticRank>& ranks, int steps_per_decision = 4);
  // Between decisions, as a run's driver after a step that does not regrid: a decision when
  // options.follow_between_regrids and some rank's share changed since the previous one
  // (RankMonitor::ShareChanged) or its phase is due to end (PhaseChangeDue). Returns whether it
  // decided.
  bool DecideIfAShareChanged(const std::vector<SyntheticRank>& ranks);
};

}  // namespace vagus::monitor
