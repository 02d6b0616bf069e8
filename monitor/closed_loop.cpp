// The closed loop: modelled steps into the ranks' monitors, then MakeDecision as the manager
// calls it, and the monitors reset where it evacuated or readmitted a rank.
#include <vagus/monitor/closed_loop.hpp>

#include <algorithm>

namespace vagus::monitor {

StepSample SyntheticStep(int64_t step, const SyntheticRank& rank, double capacity,
                         std::mt19937& random) {
  std::vector<int64_t> cells;
  for (int64_t level_cells : kLevelCells)
    cells.push_back(static_cast<int64_t>(capacity * static_cast<double>(level_cells)));
  return SyntheticStep(step, rank, cells, random);
}

StepSample SyntheticStep(int64_t step, const SyntheticRank& rank, const std::vector<int64_t>& cells,
                         std::mt19937& random) {
  std::uniform_real_distribution<double> jitter(-1.0, 1.0);
  StepSample s;
  s.step = step;
  s.time = 0.01 * static_cast<double>(step);
  for (size_t l = 0; l < cells.size(); ++l) {
    LevelSample level;
    level.cells = cells[l];
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

ClosedLoop::ClosedLoop(const AutonomicOptions& o, int num_ranks)
    : options(o), state(DecisionState::Initial(num_ranks)) {
  state.capacity = StaticCapacities(options, num_ranks);
  for (int k = 0; k < num_ranks; ++k)
    monitors.emplace_back(options.window, FitOptions{options.max_condition}, 0,
                          options.share_memory);
}

void ClosedLoop::Step(const std::vector<SyntheticRank>& ranks) {
  ++step;
  for (size_t k = 0; k < ranks.size(); ++k)
    monitors[k].Record(SyntheticStep(step, ranks[k], state.capacity[k], random), int64_t{8} << 30);
}

std::vector<RankSummary> ClosedLoop::Summaries(const std::vector<SyntheticRank>& ranks) const {
  std::vector<RankSummary> summaries;
  summaries.reserve(monitors.size());
  for (const RankMonitor& m : monitors) summaries.push_back(m.Summarize());
  if (state.AnyEvacuated())
    for (size_t k = 0; k < ranks.size(); ++k)
      summaries[k].probe_seconds = 1e3 * ranks[k].seconds_per_work / ranks[k].cpu_share;
  return summaries;
}

const Decision& ClosedLoop::Decide(const std::vector<SyntheticRank>& ranks) {
  return Decide(Summaries(ranks));
}

const Decision& ClosedLoop::Decide(const std::vector<RankSummary>& summaries) {
  decisions.push_back(MakeDecision(summaries, options, state, static_cast<int>(decisions.size())));
  const Decision& d = decisions.back();
  for (RankMonitor& m : monitors) m.MarkDecision();
  for (int e : d.evacuated_now) monitors[e].Reset();
  for (int r : d.readmitted_now) monitors[r].Reset();
  return d;
}

const Decision& ClosedLoop::Run(const std::vector<SyntheticRank>& ranks, int steps_per_decision) {
  for (int s = 0; s < steps_per_decision; ++s) Step(ranks);
  return Decide(ranks);
}

bool ClosedLoop::DecideIfAShareChanged(const std::vector<SyntheticRank>& ranks) {
  if (!options.follow_between_regrids || options.policy == Policy::kStatic) return false;
  const bool changed = std::any_of(monitors.begin(), monitors.end(), [&](const RankMonitor& m) {
    return m.ShareChanged() || (options.forecast_phases && m.PhaseChangeDue());
  });
  if (changed) Decide(ranks);
  return changed;
}

}  // namespace vagus::monitor
