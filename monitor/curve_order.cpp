// A rank's link cost is its fitted link seconds per byte it sent, so that a rank with more
// boundary is not mistaken for one behind a slower link.
#include "monitor/curve_order.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <deque>

namespace vagus::monitor {
namespace {

double SecondsPerByte(const RankSummary& r) {
  return r.bytes_sent > 0 ? (r.latency_seconds + r.bandwidth_seconds) / r.bytes_sent : 0.0;
}

double MedianOfOthers(const std::vector<double>& cost, size_t self) {
  std::vector<double> others;
  for (size_t k = 0; k < cost.size(); ++k)
    if (k != self && cost[k] > 0) others.push_back(cost[k]);
  if (others.empty()) return 0.0;
  const size_t mid = others.size() / 2;
  std::nth_element(others.begin(), others.begin() + mid, others.end());
  if (others.size() % 2 == 1) return others[mid];
  const double upper = others[mid];
  return 0.5 * (upper + *std::max_element(others.begin(), others.begin() + mid));
}

}  // namespace

CurveOrder OrderAlongCurve(const std::vector<RankSummary>& ranks, const AutonomicOptions& options) {
  CurveOrder result;
  const int n = static_cast<int>(ranks.size());
  if (options.policy != Policy::kPerformanceFunction || !options.model_communication ||
      !(options.slow_link_factor > 0) || n < 3)  // with two ranks both stretches are ends
    return result;
  std::vector<double> cost(n);
  for (int k = 0; k < n; ++k) cost[k] = SecondsPerByte(ranks[k]);
  std::vector<int> slow;
  std::vector<double> ratio(n, 0.0);
  for (int k = 0; k < n; ++k) {
    const double median = MedianOfOthers(cost, k);
    if (!(median > 0) || !(cost[k] > 0)) continue;
    ratio[k] = cost[k] / median;
    if (ratio[k] >= options.slow_link_factor) slow.push_back(k);
  }
  if (slow.empty()) return result;
  // Slowest first; ties in rank order.
  std::stable_sort(slow.begin(), slow.end(), [&](int a, int b) { return cost[a] > cost[b]; });
  std::deque<int> line;
  for (int k = 0; k < n; ++k)
    if (std::find(slow.begin(), slow.end(), k) == slow.end()) line.push_back(k);
  // From the middle outwards: the slowest end up outermost, the slowest of all last.
  for (size_t i = slow.size(); i-- > 0;) {
    if (i % 2 == 0)
      line.push_back(slow[i]);
    else
      line.push_front(slow[i]);
  }
  if (std::is_sorted(line.begin(), line.end())) return result;  // already at the ends
  result.order.assign(line.begin(), line.end());
  for (int k : slow) {
    const auto at = std::find(result.order.begin(), result.order.end(), k) - result.order.begin();
    const char* where = at == 0 ? "first" : (at == n - 1 ? "last" : "outwards");
    result.causes.push_back(fmt::format(
        "rank {} link cost {:.3g} s/MB is {:.1f} x the others' median: its stretch of the curve "
        "goes {} (fewer neighbours)",
        k, 1e6 * cost[k], ratio[k], where));
  }
  return result;
}

}  // namespace vagus::monitor
