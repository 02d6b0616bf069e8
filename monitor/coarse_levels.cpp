#include <vagus/monitor/coarse_levels.hpp>

#include <fmt/format.h>

#include <algorithm>
#include <cmath>

namespace vagus::monitor {
namespace {

bool Dedicated(const RankSummary& r, double capacity) { return capacity > 0 && r.OwnsItsCore(); }

bool TimeShared(const RankSummary& r, double capacity) {
  return capacity > 0 && r.ShareIsSteady() && r.cpu_share < kDedicatedShare;
}

// The finest level any rank holds cells on; -1 when none.
int FinestLevel(const std::vector<RankSummary>& ranks) {
  int finest = -1;
  for (const RankSummary& r : ranks)
    for (int l = 0; l < kMaxLevels; ++l)
      if (r.cells[l] > 0) finest = std::max(finest, l);
  return finest;
}

// The rule's measurements, from the ranks with a core to themselves: per level (index l) their
// longest balanced substep and its substeps per coarse step, and their waits a coarse step.
struct CoarseLevelCosts {
  std::vector<double> substep_seconds;  // 0 where nobody measured it
  std::vector<int> substeps;
  double wait_seconds = 0;  // the mean of their medians over the window
  int dedicated = 0;        // how many were measured
};

std::string Levels(int first, int last) {
  return first == last ? fmt::format("level {}", first) : fmt::format("levels {}-{}", first, last);
}

CoarseLevelCosts MeasureCoarseLevelCosts(const std::vector<RankSummary>& ranks,
                                         const std::vector<double>& capacity) {
  CoarseLevelCosts costs;
  costs.substep_seconds.assign(kMaxLevels, 0.0);
  costs.substeps.assign(kMaxLevels, 1);
  for (const RankSummary& r : ranks)
    for (int l = 0; l < kMaxLevels; ++l)
      if (r.cells[l] > 0)
        costs.substeps[l] = std::max(1, static_cast<int>(std::lround(r.work[l] / r.cells[l])));
  double waits = 0;
  for (size_t k = 0; k < ranks.size(); ++k) {
    if (!Dedicated(ranks[k], capacity[k]) || !(ranks[k].CurrentWork() > 0)) continue;
    ++costs.dedicated;
    waits += ranks[k].sync_wait_median;
    for (int l = 0; l < kMaxLevels; ++l)
      if (ranks[k].cells[l] > 0)
        costs.substep_seconds[l] =
            std::max(costs.substep_seconds[l], ranks[k].seconds[l] / costs.substeps[l]);
  }
  if (costs.dedicated > 0) costs.wait_seconds = waits / costs.dedicated;
  return costs;
}

}  // namespace

std::vector<int> CoarsestLevels(const std::vector<RankSummary>& ranks,
                                const std::vector<double>& capacity,
                                const std::vector<int>& current, std::vector<std::string>& causes) {
  const size_t n = ranks.size();
  std::vector<int> coarsest(n, 0);
  const CoarseLevelCosts costs = MeasureCoarseLevelCosts(ranks, capacity);
  const int finest = FinestLevel(ranks);
  // The capacities on each level, less the ranks this decision keeps off it.
  double total = 0;
  for (double c : capacity) total += c;
  std::vector<double> on_level(kMaxLevels, total);
  for (size_t k = 0; k < n && costs.dedicated > 0 && finest > 0; ++k) {
    if (!TimeShared(ranks[k], capacity[k])) continue;
    const int now = k < current.size() ? current[k] : 0;
    int substeps_held = 0;  // the synchronisations it takes part in, in substeps
    for (int l = now; l <= finest; ++l) substeps_held += costs.substeps[l];
    const double wait = costs.wait_seconds / std::max(substeps_held, 1);
    // Off a level, the waits it would cost there are no longer seen: it stays off while its
    // share holds (the waits come from the time-sharing, not from the level).
    int l = now;
    for (; l < finest; ++l) {
      const double loss =
          costs.substep_seconds[l] * capacity[k] / std::max(on_level[l] - capacity[k], 1e-12);
      if (!(costs.substep_seconds[l] > 0) || !(loss < wait)) break;
    }
    l = std::min(l, finest);
    for (int off = 0; off < l; ++off) on_level[off] -= capacity[k];
    coarsest[k] = l;
    if (l > 0 && l != now)
      causes.push_back(fmt::format(
          "rank {} (cpu share {:.2f}, steady) holds {} and finer only: the others wait {:.2f} ms "
          "a substep for it, and its share adds {:.2f} ms to a substep of {}",
          k, ranks[k].cpu_share, Levels(l, l), 1e3 * wait,
          1e3 * costs.substep_seconds[l - 1] * capacity[k] / std::max(on_level[l - 1], 1e-12),
          Levels(0, l - 1)));
  }
  for (size_t k = 0; k < n && k < current.size(); ++k)
    if (current[k] > 0 && coarsest[k] == 0)
      causes.push_back(fmt::format("rank {} holds every level again: {}", k,
                                   TimeShared(ranks[k], capacity[k])
                                       ? "no rank has a core to itself, or one level is left"
                                       : "its cpu share is no longer steady below a dedicated "
                                         "core's"));
  return coarsest;
}

}  // namespace vagus::monitor
