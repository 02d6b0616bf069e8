// Evacuation and re-admission (after Satin's processor "badness" and blacklist, self-adaptive-grid
// section 4, made reversible): a rank whose delivered speed stays below evacuate_below x the
// median speed of the other active ranks for evacuate_after consecutive decisions is evacuated
// (capacity 0: resource selection inside a fixed MPI allocation); an evacuated rank, judged by its
// calibration loop (or cpu share) against the active ranks, is re-admitted after readmit_after
// consecutive decisions at or above readmit_above. Never the last active rank.
#pragma once

#include <string>
#include <vector>

#include <vagus/monitor/autonomic_options.hpp>
#include <vagus/monitor/decision_state.hpp>
#include <vagus/monitor/rank_summary.hpp>

namespace vagus::monitor {

struct EvacuationUpdate {
  std::vector<double> relative_speed;  // per rank; -1 = not measurable this time
  std::vector<int> evacuated;          // ranks evacuated now, slowest first
  std::vector<int> readmitted;         // ranks re-admitted now
  std::vector<std::string> causes;
};

// Every rank's speed relative to the median of the other active ranks: active ranks by work per
// second since the previous decision; evacuated ranks by calibration time (probe_seconds) when
// every one has it, else by cpu share.
[[nodiscard]] std::vector<double> RelativeSpeeds(const std::vector<RankSummary>& ranks,
                                                 const std::vector<char>& evacuated);

// Updates the counters and `state.evacuated` (not the capacities) and says who changed.
[[nodiscard]] EvacuationUpdate UpdateEvacuation(const std::vector<RankSummary>& ranks,
                                                const AutonomicOptions& options,
                                                DecisionState& state);

}  // namespace vagus::monitor
