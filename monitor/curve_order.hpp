// Where each rank's stretch lies along the space-filling curve. In curve order, the first and
// last stretches have one neighbouring stretch, the others two: a rank behind a slow link at an
// end exchanges about half the boundary it would in the middle (fewer, larger neighbours).
#pragma once

#include <string>
#include <vector>

#include <vagus/monitor/autonomic_options.hpp>
#include <vagus/monitor/rank_summary.hpp>

namespace vagus::monitor {

struct CurveOrder {
  std::vector<int> order;  // the ranks along the curve; empty: rank order
  std::vector<std::string> causes;
};

// With the performance-function policy and model_communication: the ranks whose link seconds per
// byte sent (latency and bandwidth parts, latest sample) are at least slow_link_factor x the
// median of the other ranks' go to the ends of the curve, the slowest last, the next first, and
// so on inwards; the rest keep rank order between them. Empty order (rank order) when no rank
// qualifies, when that is rank order already, or when the policy does not model communication.
[[nodiscard]] CurveOrder OrderAlongCurve(const std::vector<RankSummary>& ranks,
                                         const AutonomicOptions& options);

}  // namespace vagus::monitor
