// Capacity policies: from every rank's summary, propose new relative capacities C_k (PRAGMA eq. 1,
// sum 1) that equalise the ranks' times (time balancing, eq. 5-7 / Schopf & Berman eq. 1):
//   reactive             u_k = measured seconds / work since the previous decision
//   performance_function t_k predicted by rank k's fitted eq. 3 x L_d (eq. 4), plus its
//                        communication with model_communication (StepTimeModel); eq. 5-7 iterated
//   stochastic           u_k = mean_k + TF sd_k of time per work over the window
// and C_k proportional to 1 / u_k. Pure functions of their arguments: every rank gets the same
// bits.
#pragma once

#include <string>
#include <vector>

#include <vagus/monitor/autonomic_options.hpp>
#include <vagus/monitor/rank_summary.hpp>

namespace vagus::monitor {

// What the performance-function policy predicts of a rank's coarse step at capacity c (in the
// units of `base`): compute, its fitted function at the level loads c gives it (each level's
// total work of the measured ranks cut at c / pool); communication (with model_communication),
// its latest exchange's latency part plus its bandwidth part scaled by the boundary of a piece of
// that work, (c / c_now)^((d-1)/d), where c_now is its share of the work now.
class StepTimeModel {
 public:
  StepTimeModel(const std::vector<RankSummary>& ranks, const std::vector<double>& base,
                const AutonomicOptions& options);

  // Active, with work and a fitted function: the ranks the policy balances.
  [[nodiscard]] bool Measured(size_t k) const { return measured_[k]; }
  // The sum of the measured ranks' base capacities: what they share.
  [[nodiscard]] double Pool() const { return pool_; }
  [[nodiscard]] double Compute(size_t k, double c) const;
  [[nodiscard]] double Communication(size_t k, double c) const;
  [[nodiscard]] double Seconds(size_t k, double c) const {
    return Compute(k, c) + Communication(k, c);
  }
  // At the rank's current loads (no cut): what the model says of the step just measured.
  [[nodiscard]] double SecondsNow(size_t k) const;

 private:
  const std::vector<RankSummary>& ranks_;
  std::vector<bool> measured_;
  std::vector<PerformanceFunction> functions_;
  std::vector<double> level_total_;
  std::vector<double> share_now_;  // c_now, in the units of base
  double pool_ = 0;
  double boundary_exponent_ = 2.0 / 3.0;
  bool communication_ = false;
};

struct Proposal {
  // Per rank. Ranks the policy has data for ("measured": active, with work and timings) share
  // what they held in `base`; every other rank keeps its base capacity.
  std::vector<double> capacity;
  std::vector<bool> measured;
  std::vector<double> predicted_seconds;  // step seconds expected at the proposal; 0 = none
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
