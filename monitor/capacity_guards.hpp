// Guards between a policy's proposal and the partitioner, so one noisy sample cannot swing the
// partition: damping C = (1 - d) C_old + d C_proposed, a floor on every active rank's capacity
// (water-filling, so the sum stays 1), a dead band that ignores small relative changes, and a
// noise band that ignores proposals the timing noise could explain.
#pragma once

#include <vector>

#include <vagus/monitor/rank_summary.hpp>

namespace vagus::monitor {

// (1 - damping) old + damping proposed, element by element.
[[nodiscard]] std::vector<double> Damp(const std::vector<double>& old_capacity,
                                       const std::vector<double>& proposed, double damping);

// Raises every active rank (capacity > 0) below `floor` to it and scales the others down so the
// sum stays 1; repeated until none is below. When floor x (active ranks) >= 1, all active ranks
// get equal shares.
[[nodiscard]] std::vector<double> ApplyFloor(std::vector<double> capacity, double floor);

// max over ranks with old > 0 of |new - old| / old; ranks that gain or lose all capacity count 1.
[[nodiscard]] double MaxRelativeChange(const std::vector<double>& old_capacity,
                                       const std::vector<double>& new_capacity);

// The standard error, relative, of the difference between two ranks' mean time per unit work
// over the window: sqrt(e_a^2 + e_b^2) for the two largest e_k = sd_k / (mean_k sqrt(n_k)) among
// the ranks with base capacity > 0 and at least two samples whose share did not change within the
// window (RankSummary::share_changes); 0 when fewer than two such ranks.
[[nodiscard]] double SpeedDifferenceNoise(const std::vector<RankSummary>& ranks,
                                          const std::vector<double>& base);

// Scales the entries to sum 1 (unchanged when the sum is not positive).
void Normalize(std::vector<double>& capacity);

}  // namespace vagus::monitor
