// Which forecast of the ranks' relative speeds the capacities follow: the window's (each rank's
// mean time per unit work over the window) or the last interval's (since the previous decision).
// After the Network Weather Service (Wolski; the forecasts in seeds/stochastic-scheduling.txt):
// keep more than one forecaster, score each against what came, use the one that has been right.
// Equal cores on a shared host change speed in phases: where the phases outlast a decision, the
// last interval forecasts the next better than a window that still holds the previous phase;
// where they do not (or the differences are timing noise), the window does.
#pragma once

#include <vector>

#include <vagus/monitor/decision_state.hpp>
#include <vagus/monitor/rank_summary.hpp>

namespace vagus::monitor {

// Scores the previous decision's forecasts against the interval just measured, for the ranks with
// `active[k] > 0` and a measured interval and window, and makes this decision's. True when the
// last interval has forecast better (lower decayed error, two decisions scored at least).
bool RecentSpeedsForecastBetter(const std::vector<RankSummary>& ranks,
                                const std::vector<double>& active, SpeedForecasts& forecasts);

// The ranks with the performance function of each that owns its core (RankSummary::OwnsItsCore)
// or shares it in one steady phase (ShareIsSteady) replaced by time proportional to work at the
// last interval's time per unit work: what the policy balances when the last interval forecasts
// better (the window then mixes speeds, and a fit's shape with them). A time-shared rank whose
// share changed or comes and goes is left as it is: share_now or the share memory follow it
// (AtExpectedShares).
[[nodiscard]] std::vector<RankSummary> AtRecentSpeeds(std::vector<RankSummary> ranks);

}  // namespace vagus::monitor
