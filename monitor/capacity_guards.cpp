// Water-filling for the floor: ranks pinned at the floor leave 1 - (pinned x floor) for the rest,
// which keep their proportions; at most K rounds, since each round pins at least one more rank.
#include <vagus/monitor/capacity_guards.hpp>

#include <algorithm>
#include <cmath>

namespace vagus::monitor {

std::vector<double> Damp(const std::vector<double>& old_capacity,
                         const std::vector<double>& proposed, double damping) {
  std::vector<double> out(old_capacity.size());
  for (size_t k = 0; k < out.size(); ++k)
    out[k] = (1 - damping) * old_capacity[k] + damping * proposed[k];
  return out;
}

void Normalize(std::vector<double>& capacity) {
  double sum = 0;
  for (double c : capacity) sum += c;
  if (!(sum > 0)) return;
  for (double& c : capacity) c /= sum;
}

std::vector<double> ApplyFloor(std::vector<double> capacity, double floor) {
  Normalize(capacity);
  const size_t n = capacity.size();
  size_t active = 0;
  for (double c : capacity) active += c > 0;
  if (active == 0 || !(floor > 0)) return capacity;
  if (floor * static_cast<double>(active) >= 1) {
    for (double& c : capacity)
      if (c > 0) c = 1.0 / static_cast<double>(active);
    return capacity;
  }
  std::vector<char> pinned(n, 0);
  for (size_t round = 0; round <= n; ++round) {
    double free_sum = 0;
    size_t pinned_count = 0;
    for (size_t k = 0; k < n; ++k) {
      if (pinned[k])
        ++pinned_count;
      else
        free_sum += capacity[k];
    }
    const double free_share = 1.0 - floor * static_cast<double>(pinned_count);
    bool changed = false;
    for (size_t k = 0; k < n; ++k) {
      if (pinned[k] || !(capacity[k] > 0)) continue;
      capacity[k] *= free_share / free_sum;
    }
    for (size_t k = 0; k < n; ++k)
      if (!pinned[k] && capacity[k] > 0 && capacity[k] < floor) {
        capacity[k] = floor;
        pinned[k] = 1;
        changed = true;
      }
    if (!changed) break;
  }
  return capacity;
}

double SpeedDifferenceNoise(const std::vector<RankSummary>& ranks,
                            const std::vector<double>& base) {
  double largest = -1, second = -1;  // relative standard errors; -1: none yet
  for (size_t k = 0; k < ranks.size(); ++k) {
    const RankSummary& r = ranks[k];
    // A share that changed within the window scatters the time per work by the load's doing, not
    // by noise.
    if (!(base[k] > 0) || r.unit_count < 2 || !(r.unit_mean > 0) || r.share_changes > 0) continue;
    const double e = r.unit_sd / (r.unit_mean * std::sqrt(r.unit_count));
    if (e > largest) {
      second = largest;
      largest = e;
    } else if (e > second) {
      second = e;
    }
  }
  if (second < 0) return 0.0;
  return std::hypot(largest, second);
}

double MaxRelativeChange(const std::vector<double>& old_capacity,
                         const std::vector<double>& new_capacity) {
  double worst = 0;
  for (size_t k = 0; k < old_capacity.size(); ++k) {
    const double o = old_capacity[k], c = new_capacity[k];
    if (o > 0)
      worst = std::max(worst, std::abs(c - o) / o);
    else if (c > 0)
      worst = std::max(worst, 1.0);
  }
  return worst;
}

}  // namespace vagus::monitor
