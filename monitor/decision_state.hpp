// DecisionState: what the autonomic manager remembers between decisions, on rank 0, which
// decides; the other ranks keep its actuators (capacity, max_patch_cells, evacuated) and the
// count of decisions from rank 0's broadcast (autonomic_manager.hpp). A checkpoint stores rank 0's
// so that a restart continues the same decisions.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

namespace vagus::monitor {

// The patch-size trial (patch_size_policy.hpp), kept and checkpointed with the rest.
struct PatchSizeState {
  std::vector<int64_t> candidates;  // cells, largest first; empty until the first decision
  std::vector<double> seconds;      // per candidate: dedicated kernel seconds measured under it
  std::vector<double> work;         // and the work of those steps
  int trial = 0;                    // the candidate being measured; == candidates.size(): chosen
  int held = 0;                     // decisions the current trial has been measured for
  int64_t chosen = 0;               // the limit chosen once every candidate was measured; 0: none

  [[nodiscard]] bool Trying() const { return trial < static_cast<int>(candidates.size()); }
  // The limit in force (the trial's candidate, or the chosen one).
  [[nodiscard]] int64_t Limit() const { return Trying() ? candidates[trial] : chosen; }
  // Dedicated kernel seconds per unit work measured under candidate i; 0 when none.
  [[nodiscard]] double Rate(std::size_t i) const { return work[i] > 0 ? seconds[i] / work[i] : 0; }
};

// Two forecasts of the ranks' relative speeds and how well each has done (speed_forecast.hpp).
struct SpeedForecasts {
  // Per rank, the last decision's forecasts of the next interval: log of the time per unit work
  // minus its mean over the ranks forecast (NaN: not forecast); empty: nothing forecast.
  std::vector<double> window, recent;
  // Mean absolute misses of each forecaster, each earlier decision's counting half as much as the
  // next one's, and the decisions scored since the forecast ranks last changed.
  double window_error = 0, recent_error = 0;
  int scored = 0;
};

struct DecisionState {
  std::vector<double> capacity;          // per rank, sum 1; 0 = evacuated
  std::vector<int64_t> max_patch_cells;  // per rank; 0 = no limit
  std::vector<int> slow_count;           // consecutive decisions an active rank was slow
  std::vector<int> recovered_count;      // consecutive decisions an evacuated rank was fine
  std::vector<char> evacuated;           // per rank: 1 while evacuated
  std::vector<int> coarsest_level;       // per rank: it holds no patches below (coarse_levels.hpp)
  int decisions = 0;
  // What the last decision expected of each rank's next steps (Decision::predicted_compute,
  // predicted_communication), to score it at the next decision.
  std::vector<double> predicted_compute, predicted_communication;
  PatchSizeState patch_size;
  // Dedicated cores: consecutive decisions whose proposals beyond the noise band pointed the same
  // way, and the relative capacity changes the last of them proposed (empty: none pending).
  int agreeing = 0;
  std::vector<double> pending_change;
  SpeedForecasts forecasts;

  // Equal capacities, no limits, nobody evacuated.
  [[nodiscard]] static DecisionState Initial(int num_ranks);
  [[nodiscard]] int NumRanks() const { return static_cast<int>(capacity.size()); }
  [[nodiscard]] bool AnyEvacuated() const;
};

}  // namespace vagus::monitor
