// The pooled rate weighs every active rank by its work, so a rank holding little does not swing
// it, and brings each rank's kernel seconds to a dedicated core with its cpu share (eq. 4), so a
// rank that was time-shared during one trial does not make that trial's patch size look slow.
#include <vagus/monitor/patch_size_policy.hpp>

#include <fmt/format.h>

#include <algorithm>

namespace vagus::monitor {
namespace {

// Kernel seconds at a dedicated core and work, summed over the active ranks' recent steps.
void PooledRecent(const std::vector<RankSummary>& ranks, const std::vector<char>& evacuated,
                  double& seconds, double& work) {
  seconds = work = 0;
  for (size_t k = 0; k < ranks.size(); ++k) {
    if (evacuated[k] || !(ranks[k].recent_work > 0)) continue;
    seconds += ranks[k].recent_seconds * std::clamp(ranks[k].cpu_share, 0.05, 1.0);
    work += ranks[k].recent_work;
  }
}

// The largest candidate whose rate is within `margin` of the best one's.
size_t Choose(const PatchSizeState& state, double margin) {
  double best = 0;
  for (size_t i = 0; i < state.candidates.size(); ++i)
    if (state.Rate(i) > 0 && (best == 0 || state.Rate(i) < best)) best = state.Rate(i);
  for (size_t i = 0; i < state.candidates.size(); ++i)
    if (state.Rate(i) > 0 && state.Rate(i) <= best * (1 + margin)) return i;
  return 0;
}

std::string Rates(const PatchSizeState& state) {
  std::string text;
  for (size_t i = 0; i < state.candidates.size(); ++i)
    text += fmt::format("{}{:.3g} ns at {} cells", i ? ", " : "", 1e9 * state.Rate(i),
                        state.candidates[i]);
  return text;
}

}  // namespace

std::vector<int64_t> PatchSizeCandidates(const AutonomicOptions& options) {
  std::vector<int64_t> candidates = options.patch_sizes;
  if (candidates.empty()) {
    candidates.push_back(options.mesh_max_patch_cells);
    for (int64_t side : {64, 32, 16}) {
      int64_t cells = 1;
      for (int d = 0; d < options.dimensions; ++d) cells *= side;
      if (cells < options.mesh_max_patch_cells && cells >= options.min_patch_cells)
        candidates.push_back(cells);
    }
  }
  std::sort(candidates.begin(), candidates.end(), std::greater<>());
  candidates.erase(std::unique(candidates.begin(), candidates.end()), candidates.end());
  return candidates;
}

int64_t UpdatePatchSize(const std::vector<RankSummary>& ranks, const std::vector<char>& evacuated,
                        const AutonomicOptions& options, PatchSizeState& state,
                        std::vector<std::string>& causes) {
  if (state.candidates.empty()) {  // the first decision: the first trial starts now
    state.candidates = PatchSizeCandidates(options);
    state.seconds.assign(state.candidates.size(), 0.0);
    state.work.assign(state.candidates.size(), 0.0);
    causes.push_back(fmt::format("patch-size trial: largest patch {} cells (1 of {})",
                                 state.candidates[0], state.candidates.size()));
    return state.Limit();
  }
  if (!state.Trying()) return state.chosen;
  double seconds = 0, work = 0;
  PooledRecent(ranks, evacuated, seconds, work);
  state.seconds[state.trial] += seconds;
  state.work[state.trial] += work;
  if (++state.held < options.patch_trial_decisions) return state.Limit();
  state.held = 0;
  ++state.trial;
  if (state.Trying()) {
    causes.push_back(fmt::format("patch-size trial: largest patch {} cells ({} of {})",
                                 state.Limit(), state.trial + 1, state.candidates.size()));
    return state.Limit();
  }
  state.chosen = state.candidates[Choose(state, options.patch_size_margin)];
  causes.push_back(fmt::format(
      "largest patch {} cells: measured kernel time per cell update {} (the largest within "
      "{:g}% of the fastest)",
      state.chosen, Rates(state), 100 * options.patch_size_margin));
  return state.chosen;
}

}  // namespace vagus::monitor
