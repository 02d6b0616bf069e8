#include <vagus/monitor/speed_forecast.hpp>

#include <cmath>
#include <limits>

namespace vagus::monitor {
namespace {

constexpr double kDecay = 0.5;  // weight of a score one decision older
constexpr int kScoredBeforeFollowing = 2;
constexpr double kNotForecast = std::numeric_limits<double>::quiet_NaN();

// Seconds per unit work since the previous decision; 0 when nothing was measured.
double RecentUnit(const RankSummary& r) { return r.Speed() > 0 ? 1.0 / r.Speed() : 0.0; }

// log(u_k) minus its mean over the ranks with u_k > 0; empty unless two ranks have one.
std::vector<double> RelativeLogs(const std::vector<double>& unit) {
  double sum = 0;
  int count = 0;
  for (double u : unit)
    if (u > 0) {
      sum += std::log(u);
      ++count;
    }
  if (count < 2) return {};
  std::vector<double> relative(unit.size(), kNotForecast);
  for (size_t k = 0; k < unit.size(); ++k)
    if (unit[k] > 0) relative[k] = std::log(unit[k]) - sum / count;
  return relative;
}

// Mean over ranks of |forecast - measured|; NaN when they do not cover the same ranks.
double MeanMiss(const std::vector<double>& forecast, const std::vector<double>& measured) {
  if (forecast.size() != measured.size()) return kNotForecast;
  double sum = 0;
  int count = 0;
  for (size_t k = 0; k < measured.size(); ++k) {
    if (std::isnan(forecast[k]) != std::isnan(measured[k])) return kNotForecast;
    if (std::isnan(measured[k])) continue;
    sum += std::abs(forecast[k] - measured[k]);
    ++count;
  }
  return count > 0 ? sum / count : kNotForecast;
}

}  // namespace

bool RecentSpeedsForecastBetter(const std::vector<RankSummary>& ranks,
                                const std::vector<double>& active, SpeedForecasts& forecasts) {
  std::vector<double> window_unit(ranks.size(), 0.0), recent_unit(ranks.size(), 0.0);
  for (size_t k = 0; k < ranks.size(); ++k) {
    const double recent = RecentUnit(ranks[k]);
    if (!(active[k] > 0) || !(recent > 0) || !(ranks[k].unit_mean > 0)) continue;
    window_unit[k] = ranks[k].unit_mean;
    recent_unit[k] = recent;
  }
  const std::vector<double> measured = RelativeLogs(recent_unit);
  const double window_miss = MeanMiss(forecasts.window, measured);
  const double recent_miss = MeanMiss(forecasts.recent, measured);
  if (std::isnan(window_miss) || std::isnan(recent_miss)) {
    forecasts.window_error = forecasts.recent_error = 0;
    forecasts.scored = 0;
  } else {
    forecasts.window_error = kDecay * forecasts.window_error + window_miss;
    forecasts.recent_error = kDecay * forecasts.recent_error + recent_miss;
    ++forecasts.scored;
  }
  forecasts.window = RelativeLogs(window_unit);
  forecasts.recent = measured;
  return forecasts.scored >= kScoredBeforeFollowing &&
         forecasts.recent_error < forecasts.window_error;
}

std::vector<RankSummary> AtRecentSpeeds(std::vector<RankSummary> ranks) {
  for (RankSummary& r : ranks) {
    if (!r.OwnsItsCore() && !r.ShareIsSteady()) continue;  // share_now or the share memory
    const double recent = RecentUnit(r);
    if (!(recent > 0)) continue;
    // Time proportional to work at the last interval's time per unit work (which was measured at
    // the current loads). Not the window's fit scaled: the last interval forecasts better when
    // the rank's speed changed within the window, and then the fit's extra terms hold the change
    // (an affine fit passes through old samples at the old speed and load and new ones at the
    // new), so balancing by its shape misplaced the rank, by up to 14% for three decisions after
    // a 10% change at 1,024 modelled ranks. Re-measured at every decision, proportional
    // balancing converges to equal times where a fixed cost per step exists, too.
    r.UseProportional(recent / r.LoadFactor());
  }
  return ranks;
}

}  // namespace vagus::monitor
