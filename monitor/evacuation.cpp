// Counters per rank, advanced once per decision; ties between equally slow ranks go to the lower
// rank number, so the outcome is a function of the gathered data alone.
#include <vagus/monitor/evacuation.hpp>

#include <fmt/format.h>

#include <algorithm>
#include <numeric>


namespace vagus::monitor {
namespace {

// value[k] / median(value[j] of active j != k with value[j] > 0); -1 when either is missing.
// The active positive values are sorted once: leaving out one rank's value shifts the indices
// past it by one, so every rank's median of the others costs O(log K), not a sort of K values.
class RelativeToOthers {
 public:
  RelativeToOthers(const std::vector<double>& value, const std::vector<char>& evacuated)
      : value_(value), evacuated_(evacuated) {
    for (size_t j = 0; j < value.size(); ++j)
      if (!evacuated[j] && value[j] > 0) sorted_.push_back(value[j]);
    std::sort(sorted_.begin(), sorted_.end());
  }

  double operator()(int k) const {
    if (!(value_[k] > 0)) return -1;
    const bool counted = !evacuated_[k];  // k's own value is among the sorted ones
    const size_t size = sorted_.size() - (counted ? 1 : 0);
    if (size == 0) return -1;
    const size_t left_out =
        counted ? static_cast<size_t>(
                      std::lower_bound(sorted_.begin(), sorted_.end(), value_[k]) - sorted_.begin())
                : sorted_.size();
    const auto at = [&](size_t i) { return sorted_[i < left_out ? i : i + 1]; };
    const double median = size % 2 ? at(size / 2) : 0.5 * (at(size / 2 - 1) + at(size / 2));
    return value_[k] / median;
  }

 private:
  const std::vector<double>& value_;
  const std::vector<char>& evacuated_;
  std::vector<double> sorted_;
};

}  // namespace

std::vector<double> RelativeSpeeds(const std::vector<RankSummary>& ranks,
                                   const std::vector<char>& evacuated) {
  const int n = static_cast<int>(ranks.size());
  std::vector<double> speed(n), probe(n), share(n);
  bool all_probed = true;
  for (int k = 0; k < n; ++k) {
    speed[k] = ranks[k].Speed();
    probe[k] = ranks[k].probe_seconds > 0 ? 1.0 / ranks[k].probe_seconds : 0.0;
    share[k] = ranks[k].cpu_share;
    all_probed = all_probed && probe[k] > 0;
  }
  const RelativeToOthers by_speed(speed, evacuated), by_probe(probe, evacuated),
      by_share(share, evacuated);
  std::vector<double> relative(n, -1.0);
  for (int k = 0; k < n; ++k)
    relative[k] = !evacuated[k] ? by_speed(k) : all_probed ? by_probe(k) : by_share(k);
  return relative;
}

EvacuationUpdate UpdateEvacuation(const std::vector<RankSummary>& ranks,
                                  const AutonomicOptions& options, DecisionState& state) {
  const int n = state.NumRanks();
  EvacuationUpdate u;
  u.relative_speed = RelativeSpeeds(ranks, state.evacuated);

  std::vector<int> candidates;
  for (int k = 0; k < n; ++k) {
    const double r = u.relative_speed[k];
    if (!state.evacuated[k]) {
      // An unmeasurable rank (no work this time) is neither slow nor cleared.
      if (r >= 0) state.slow_count[k] = r < options.evacuate_below ? state.slow_count[k] + 1 : 0;
      if (r >= 0 && state.slow_count[k] >= options.evacuate_after) candidates.push_back(k);
    } else {
      if (r >= 0)
        state.recovered_count[k] = r >= options.readmit_above ? state.recovered_count[k] + 1 : 0;
      if (state.recovered_count[k] >= options.readmit_after) {
        u.readmitted.push_back(k);
        u.causes.push_back(fmt::format(
            "rank {} re-admitted: speed {:.2f} of median, at least {:.2f} for {} decisions", k, r,
            options.readmit_above, state.recovered_count[k]));
      }
    }
  }
  for (int k : u.readmitted) {
    state.evacuated[k] = 0;
    state.recovered_count[k] = 0;
    state.slow_count[k] = 0;
  }

  std::stable_sort(candidates.begin(), candidates.end(),
                   [&u](int a, int b) { return u.relative_speed[a] < u.relative_speed[b]; });
  int active = n - static_cast<int>(std::count(state.evacuated.begin(), state.evacuated.end(), 1));
  for (int k : candidates) {
    if (active <= 1) {
      u.causes.push_back(
          fmt::format("rank {} stays: speed {:.2f} of median, but it is the last "
                      "active rank",
                      k, u.relative_speed[k]));
      break;
    }
    u.evacuated.push_back(k);
    u.causes.push_back(
        fmt::format("rank {} evacuated: speed {:.2f} of median, below {:.2f} for {} decisions", k,
                    u.relative_speed[k], options.evacuate_below, state.slow_count[k]));
    state.evacuated[k] = 1;
    state.slow_count[k] = 0;
    state.recovered_count[k] = 0;
    --active;
  }
  return u;
}

}  // namespace vagus::monitor
