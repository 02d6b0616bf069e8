// A rank's link cost is its exchange at the sensed link rates per byte it sent, so that a rank with
// more boundary is not mistaken for one behind a slower link.
#include <vagus/monitor/curve_order.hpp>

#include <fmt/format.h>

#include <algorithm>
#include <deque>

namespace vagus::monitor {
namespace {

double SecondsPerByte(const RankSummary& r) {
  return r.bytes_sent > 0 ? r.CommunicationSeconds() / r.bytes_sent : 0.0;
}

// The median of the measured costs (`sorted`, ascending, all > 0) without one entry equal to
// `own` (own <= 0: nothing to leave out); 0 when nothing is left. O(log K) a rank, so a decision
// on thousands of ranks stays O(K log K).
double MedianWithout(const std::vector<double>& sorted, double own) {
  const size_t skip =
      own > 0 ? static_cast<size_t>(std::lower_bound(sorted.begin(), sorted.end(), own) -
                                    sorted.begin())
              : sorted.size();
  const size_t m = own > 0 ? sorted.size() - 1 : sorted.size();
  if (m == 0) return 0.0;
  const auto at = [&](size_t j) { return sorted[j < skip ? j : j + 1]; };
  return m % 2 == 1 ? at(m / 2) : 0.5 * (at(m / 2 - 1) + at(m / 2));
}

}  // namespace

CurveOrder OrderAlongCurve(const std::vector<RankSummary>& ranks, const AutonomicOptions& options) {
  CurveOrder result;
  const int n = static_cast<int>(ranks.size());
  if (options.policy != Policy::kPerformanceFunction || !options.model_communication ||
      !(options.slow_link_factor > 0) || n < 3)  // with two ranks both stretches are ends
    return result;
  std::vector<double> cost(n), sorted;
  for (int k = 0; k < n; ++k) {
    cost[k] = SecondsPerByte(ranks[k]);
    if (cost[k] > 0) sorted.push_back(cost[k]);
  }
  std::sort(sorted.begin(), sorted.end());
  std::vector<int> slow;
  std::vector<double> ratio(n, 0.0);
  for (int k = 0; k < n; ++k) {
    const double median = MedianWithout(sorted, cost[k]);
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
