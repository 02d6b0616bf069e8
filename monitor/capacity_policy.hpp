// Capacity policies: from every rank's summary, propose new relative capacities C_k (PRAGMA eq. 1,
// sum 1) that equalise the ranks' times (time balancing, eq. 5-7 / Schopf & Berman eq. 1):
//   reactive             u_k = measured seconds / work since the previous decision
//   performance_function t_k predicted by rank k's fitted eq. 3 x L_d (eq. 4); eq. 5-7 iterated
//   stochastic           u_k = mean_k + TF sd_k of time per work over the window
// and C_k proportional to 1 / u_k. Pure functions of their arguments: every rank gets the same
// bits.
#pragma once

#include <string>
#include <vector>

#include "monitor/autonomic_options.hpp"
#include "monitor/rank_summary.hpp"

namespace vagus::monitor {

struct Proposal {
  // Per rank. Ranks the policy has data for ("measured": active, with work and timings) share
  // what they held in `base`; every other rank keeps its base capacity.
  std::vector<double> capacity;
  std::vector<bool> measured;
  std::vector<double> predicted_seconds;  // kernel seconds expected at the proposal; 0 = none
  std::vector<std::string> reason;        // why, for measured ranks ("speed 0.51 of median")
  double tuning_factor = 0;               // stochastic policy
};

// `base`: capacities to start from (0 for evacuated ranks), summing to 1. Policy::kStatic
// proposes equal capacities over all ranks.
[[nodiscard]] Proposal ProposeCapacities(Policy policy, const std::vector<RankSummary>& ranks,
                                         const std::vector<double>& base,
                                         const AutonomicOptions& options);

// The median of a non-empty list (mean of the middle two for an even count).
[[nodiscard]] double Median(std::vector<double> values);

}  // namespace vagus::monitor
