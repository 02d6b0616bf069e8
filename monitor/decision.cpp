// Order of a decision: which speeds (the window's, or the last interval's while they forecast
// better); at the first decision after a startup loop cut short beside a shared core, the
// capacities from the shares over the first steps in place of what follows up to the dead band;
// evacuation and re-admission (capacity 0, or readmit_share / K, the others
// renormalised), the policy's proposal for the ranks it measured (a rank whose share comes and
// goes at the share of one phase of its memory or of the phase it is in now, a rank whose share
// changed at its new share), the noise band and confirmation on dedicated cores (neither when
// following a phase), damping, floor, dead band; then memory limits (with the same dead band),
// the curve order, and the levels each time-shared rank holds (coarse_levels.hpp). Static never
// changes capacities, nor the levels.
#include <vagus/monitor/decision.hpp>

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <limits>
#include <utility>

#include <vagus/monitor/capacity_guards.hpp>
#include <vagus/monitor/capacity_policy.hpp>
#include <vagus/monitor/coarse_levels.hpp>
#include <vagus/monitor/curve_order.hpp>
#include <vagus/monitor/evacuation.hpp>
#include <vagus/monitor/memory_policy.hpp>
#include <vagus/monitor/patch_size_policy.hpp>
#include <vagus/monitor/share_memory.hpp>
#include <vagus/monitor/speed_forecast.hpp>

namespace vagus::monitor {
namespace {

// Max / mean of the active ranks' kernel seconds, plus their exchange at the sensed link rates
// when communication is modelled (what the policy balances).
double MeasuredImbalance(const std::vector<RankSummary>& ranks, const std::vector<char>& evacuated,
                         bool communication) {
  double max = 0, sum = 0;
  int count = 0;
  for (size_t k = 0; k < ranks.size(); ++k) {
    if (evacuated[k]) continue;
    const double seconds =
        ranks[k].CurrentSeconds() + (communication ? ranks[k].CommunicationSeconds() : 0);
    max = std::max(max, seconds);
    sum += seconds;
    ++count;
  }
  return sum > 0 ? max / (sum / count) : 1.0;
}

// The ranks, each at the share it is expected to run at, and whether any follows the phase it is
// in now (a cause the sensor measured: neither the noise band nor the confirmation holds it).
struct ExpectedShares {
  std::vector<RankSummary> ranks;
  bool follows_a_phase = false;
};

// The wall seconds of a rank's mean step over the window, and of the interval between decisions
// (its recent steps).
double MeanStepSeconds(const RankSummary& r) {
  return r.samples > 0 ? r.window_seconds / r.samples : 0.0;
}
double IntervalSeconds(const RankSummary& r) {
  return std::max(r.recent_samples, 1.0) * MeanStepSeconds(r);
}

// A rank balanced at the share it runs at now is balanced at the speed it ran at in this phase
// (RankSummary::unit_now), when measured: its window's fit holds samples of the other phase too,
// at other loads (the capacities moved with the phases), and extrapolates. Balanced by such fits,
// rank 1 of 2 went to 0.61 right after a hog left, where the two ranks' speeds balance at 0.49.
// Returns whether it was.
bool BalanceAtPhaseNow(RankSummary& r) {
  if (!(r.unit_now > 0)) return false;
  r.UseProportional(r.unit_now);
  return true;
}

// The ranks with each active rank's cpu share replaced by the share to balance it at. A rank whose
// share comes and goes faster than the window (RankSummary::ShareComesAndGoes) is balanced at one
// phase of its memory (the one with the better throughput against the others' current speed, or
// the share its current `capacity` balances when that is within the margin) or, when its phases
// outlast the lag of following them enough to pay (ChooseShare), at the phase it is in now. Any
// other rank whose share changed since the previous decision is balanced at its new share
// (share_now), not the recent mean that mixes the two.
ExpectedShares AtExpectedShares(const std::vector<RankSummary>& ranks,
                                const std::vector<double>& base,
                                const std::vector<double>& capacity,
                                const AutonomicOptions& options, std::vector<std::string>& causes) {
  const size_t n = ranks.size();
  std::vector<double> speed(n, 0.0);  // work per second at the current share
  double total = 0;
  for (size_t k = 0; k < n; ++k) {
    if (!(base[k] > 0)) continue;
    const double seconds = ranks[k].Function().Predict(ranks[k].LevelWork(), ranks[k].LoadFactor());
    if (seconds > 0) total += speed[k] = ranks[k].CurrentWork() / seconds;
  }
  ExpectedShares expected{ranks};
  bool any_at_phase_now = false;
  for (size_t k = 0; k < n; ++k) {
    const RankSummary& r = ranks[k];
    if (!(speed[k] > 0)) continue;
    double& share = expected.ranks[k].cpu_share;
    if (!r.ShareComesAndGoes()) {
      if (!(r.share_changed > 0)) continue;
      share = r.share_now;
      any_at_phase_now = BalanceAtPhaseNow(expected.ranks[k]) || any_at_phase_now;
      expected.follows_a_phase = true;
      causes.push_back(
          fmt::format("rank {}'s cpu share changed since the previous decision "
                      "(mean of the interval {:.2f}): balanced at {:.2f}",
                      k, r.cpu_share, share));
      continue;
    }
    const SharePhases phases = r.Phases();
    // A change shows in two steps (ShareNow). Followed between regrids it is answered then, and
    // these capacities meet the next phase for those steps at most (the forecast looks that
    // far); else it waits half an interval on average for a decision, and a step to show.
    // A change of regular phases shows in one step (ShareChanged), so following them between
    // regrids lags a step (less where the forecast balances a phase from the step it is due in).
    const bool between = options.follow_between_regrids;
    const double step = MeanStepSeconds(r);
    const double answered = between ? kShareChangeSteps * step : 0.5 * IntervalSeconds(r) + step;
    const bool one_step = between && phases.length_spread <= kRegularPhases;
    const PhaseChoice choice =
        ChooseShare(phases, r.share_now, speed[k] * r.LoadFactor(), total - speed[k], capacity[k],
                    one_step ? step : answered, between ? answered : IntervalSeconds(r));
    share = choice.share;
    // Following, the share is the one it runs at now unless the forecast chose the next phase's.
    const bool for_the_next = choice.follows && share != r.share_now;
    if (choice.follows && !for_the_next)
      any_at_phase_now = BalanceAtPhaseNow(expected.ranks[k]) || any_at_phase_now;
    expected.follows_a_phase = expected.follows_a_phase || choice.follows;
    causes.push_back(fmt::format(
        "rank {}'s cpu share comes and goes ({:g} changes in the window of {:.1f} s; over the last "
        "{:.0f} s {:.2f} for {:.0f}% of the time, else {:.2f}, {:g} changes): {} at {:.2f}",
        k, r.share_changes, r.window_seconds, phases.seconds, phases.low, 100 * phases.low_fraction,
        phases.high, r.share_phase_changes,
        for_the_next     ? "its phases outlast the lag of following them and this one is due to "
                           "end, balanced for the next"
        : choice.follows ? "its phases outlast the lag of following them, balanced now"
                         : "balanced",
        share));
  }
  // The ranks whose share held steady are balanced alike, at their speed over the window (their
  // one phase): a fit's fixed costs on one side of the balance and none on the other moved rank 1
  // of 2 to 0.58 after a hog left where the two ranks' speeds in the phase balanced at 0.51.
  if (any_at_phase_now)
    for (size_t k = 0; k < n; ++k)
      if (speed[k] > 0 && ranks[k].ShareIsSteady()) BalanceAtPhaseNow(expected.ranks[k]);
  return expected;
}

// Capacities after evacuations and re-admissions: evacuated 0, re-admitted readmit_share / K, the
// remaining active ranks scaled to fill the rest in their old proportions.
std::vector<double> BaseCapacities(const DecisionState& state, const std::vector<int>& readmitted,
                                   const AutonomicOptions& options) {
  const int n = state.NumRanks();
  std::vector<double> base = state.capacity;
  double readmitted_sum = 0, kept_sum = 0;
  for (int k = 0; k < n; ++k) {
    if (state.evacuated[k]) {
      base[k] = 0;
    } else if (std::find(readmitted.begin(), readmitted.end(), k) != readmitted.end()) {
      base[k] = options.readmit_share / n;
      readmitted_sum += base[k];
    } else {
      kept_sum += base[k];
    }
  }
  for (int k = 0; k < n; ++k) {
    const bool readmit = std::find(readmitted.begin(), readmitted.end(), k) != readmitted.end();
    if (state.evacuated[k] || readmit) continue;
    base[k] = kept_sum > 0 ? base[k] * (1 - readmitted_sum) / kept_sum : 0;
  }
  Normalize(base);
  return base;
}

// Whether every rank with base capacity has its core to itself (RankSummary::OwnsItsCore).
bool EveryActiveCoreDedicated(const std::vector<RankSummary>& ranks,
                              const std::vector<double>& base) {
  for (size_t k = 0; k < ranks.size(); ++k)
    if (base[k] > 0 && !ranks[k].OwnsItsCore()) return false;
  return true;
}

// Whether a proposal beyond the noise band may move capacities now: at once while an active rank
// shares its core (the sensor sees the cause) or with confirm_decisions = 1; otherwise once that
// many consecutive decisions proposed moves the same way (a positive dot product of the relative
// changes), and then for as long as they go on doing so. `agreed` and `pending` are the state's
// counter and last change before this decision; the state keeps this decision's.
bool Confirmed(const std::vector<RankSummary>& ranks, const std::vector<double>& base,
               const std::vector<double>& proposed, const AutonomicOptions& options, int agreed,
               const std::vector<double>& pending, DecisionState& state) {
  std::vector<double> change(proposed.size(), 0.0);
  double agreement = 0;
  for (size_t k = 0; k < change.size(); ++k) {
    if (state.capacity[k] > 0) change[k] = proposed[k] / state.capacity[k] - 1;
    if (k < pending.size()) agreement += change[k] * pending[k];
  }
  state.agreeing = agreement > 0 ? agreed + 1 : 1;
  state.pending_change = std::move(change);
  return !EveryActiveCoreDedicated(ranks, base) || state.agreeing >= options.confirm_decisions;
}

// Whether this decision balances the ranks at their last interval's speeds (speed_forecast.hpp):
// with recent_speeds, for the policies that balance measured speeds behind the guards (not static,
// not stochastic), while at least two active ranks have a core to themselves (with one, beside
// a hogged rank, the window averages the interval-to-interval noise of their speeds' ratio:
// docs/autonomic.md, "Which speeds"), once the last interval has forecast the next better than
// the window. The forecasts are scored at every decision of those policies, so that their record
// runs on.
bool FollowRecentSpeeds(const std::vector<RankSummary>& ranks, const AutonomicOptions& options,
                        DecisionState& state) {
  if (!options.recent_speeds || options.policy == Policy::kStatic ||
      options.policy == Policy::kStochastic)
    return false;
  std::vector<double> active = state.capacity;
  for (size_t k = 0; k < active.size(); ++k)
    if (state.evacuated[k]) active[k] = 0;
  const bool better = RecentSpeedsForecastBetter(ranks, active, state.forecasts);
  int dedicated = 0;
  for (size_t k = 0; k < ranks.size(); ++k) dedicated += active[k] > 0 && ranks[k].OwnsItsCore();
  return better && dedicated >= 2;
}

// With `recent`, the ranks are at their last interval's speeds, which have forecast better than
// the window's: the differences between them last, so neither the noise band (the window's
// scatter) nor the confirmation (a phase's length) holds the move.
void DecideCapacities(Decision& d, const std::vector<RankSummary>& ranks,
                      const AutonomicOptions& options, DecisionState& state, bool recent) {
  const int n = state.NumRanks();
  if (options.policy == Policy::kStatic) {
    state.capacity = StaticCapacities(options, n);
    d.relative_speed = RelativeSpeeds(ranks, state.evacuated);
    return;
  }
  // Only a proposal beyond the noise band (Confirmed) leaves something for the next decision.
  const int agreed = std::exchange(state.agreeing, 0);
  const std::vector<double> pending = std::exchange(state.pending_change, {});
  if (options.evacuate) {
    EvacuationUpdate update = UpdateEvacuation(ranks, options, state);
    d.relative_speed = update.relative_speed;
    d.evacuated_now = update.evacuated;
    d.readmitted_now = update.readmitted;
    d.causes.insert(d.causes.end(), update.causes.begin(), update.causes.end());
  } else {
    d.relative_speed = RelativeSpeeds(ranks, state.evacuated);
  }
  const std::vector<double> base = BaseCapacities(state, d.readmitted_now, options);
  const bool structural = !d.evacuated_now.empty() || !d.readmitted_now.empty();
  // The stochastic policy prices the variability in on purpose: shares as measured, and no noise
  // band for it.
  const bool stochastic = options.policy == Policy::kStochastic;
  ExpectedShares expected{ranks};
  if (!stochastic && !structural)
    expected = AtExpectedShares(ranks, base, state.capacity, options, d.causes);
  const Proposal proposal = ProposeCapacities(options.policy, expected.ranks, base, options);
  d.predicted_seconds = proposal.predicted_seconds;
  d.tuning_factor = proposal.tuning_factor;
  if (recent)
    d.causes.push_back(fmt::format(
        "speeds of the last interval: they have forecast the next better than the window's "
        "(misses of the log time per work, decayed sums: {:.3f} against {:.3f})",
        state.forecasts.recent_error, state.forecasts.window_error));
  // A rank followed at a phase's measured share moves for a known cause: neither the noise band
  // nor the confirmation (both against the speeds' noise on dedicated cores) holds it.
  const bool measured_cause = recent || expected.follows_a_phase;
  const double noise =
      stochastic || measured_cause ? 0.0 : options.noise_sigmas * SpeedDifferenceNoise(ranks, base);
  const double proposed_change = MaxRelativeChange(state.capacity, proposal.capacity);
  if (!structural && proposed_change < noise) {
    d.causes.push_back(
        fmt::format("capacities kept: the proposed change {:.1f}% is within the timing noise "
                    "{:.1f}% ({:g} standard errors of the speed difference)",
                    100 * proposed_change, 100 * noise, options.noise_sigmas));
    return;
  }
  if (!structural && !stochastic && !measured_cause &&
      !Confirmed(ranks, base, proposal.capacity, options, agreed, pending, state)) {
    d.causes.push_back(fmt::format(
        "capacities kept: {} of {} consecutive decisions proposed this move (every rank has its "
        "core to itself, and equal cores change speed for a few seconds at a time)",
        state.agreeing, options.confirm_decisions));
    return;
  }
  int active = 0;
  for (int k = 0; k < n; ++k) active += base[k] > 0;
  active = std::max(active, 1);
  // Damping holds moves against the speeds' noise; a phase followed between regrids moves for a
  // measured cause, and a damped move would reach the phase's balance only as it ends.
  const double damping =
      expected.follows_a_phase && options.follow_between_regrids ? 1.0 : options.damping;
  const std::vector<double> capacity =
      ApplyFloor(Damp(base, proposal.capacity, damping), options.capacity_floor / active);
  const double change = MaxRelativeChange(state.capacity, capacity);
  if (!structural && change < options.dead_band) {
    if (change > 0)
      d.causes.push_back(
          fmt::format("capacities kept: largest change {:.1f}% is inside the dead "
                      "band {:.1f}%",
                      100 * change, 100 * options.dead_band));
    return;
  }
  for (int k = 0; k < n; ++k) {
    if (capacity[k] == state.capacity[k]) continue;
    const bool readmitted =
        std::find(d.readmitted_now.begin(), d.readmitted_now.end(), k) != d.readmitted_now.end();
    const std::string why = !proposal.reason[k].empty() ? proposal.reason[k]
                            : capacity[k] == 0          ? "evacuated"
                            : readmitted                ? "re-admitted"
                                                        : "rescaled with the others";
    d.causes.push_back(fmt::format("rank {} {}: capacity {:.3f} -> {:.3f}", k, why,
                                   state.capacity[k], capacity[k]));
  }
  state.capacity = capacity;
}

// Each rank's largest patch: the patch-size policy's limit for all (measured), capped by what
// the rank's memory holds (memory policy); 0 = no limit.
void DecideLimits(Decision& d, const std::vector<RankSummary>& ranks,
                  const AutonomicOptions& options, DecisionState& state) {
  int64_t measured = 0;
  if (options.patch_size_policy == PatchSizePolicy::kMeasured)
    measured = UpdatePatchSize(ranks, state.evacuated, options, state.patch_size, d.causes);
  for (int k = 0; k < state.NumRanks(); ++k) {
    const int64_t old_limit = state.max_patch_cells[k];
    int64_t limit = measured, memory_limit = 0;
    if (options.memory_policy)
      memory_limit = LargestPatchCells(static_cast<int64_t>(ranks[k].memory_bytes), options);
    if (memory_limit > 0 && (limit == 0 || memory_limit < limit)) limit = memory_limit;
    const bool small_change = old_limit > 0 && limit > 0 &&
                              std::abs(static_cast<double>(limit - old_limit)) <
                                  options.dead_band * static_cast<double>(old_limit);
    if (limit == old_limit || small_change) continue;
    if (limit == memory_limit)
      d.causes.push_back(fmt::format("rank {} largest patch {} -> {} cells ({:.0f} MiB available)",
                                     k, old_limit, limit,
                                     ranks[k].memory_bytes / (1024.0 * 1024.0)));
    state.max_patch_cells[k] = limit;
  }
  d.patch_size = state.patch_size;
}

// Percent by which `measured` missed `predicted`; NaN when nothing was predicted.
double PercentError(double predicted, double measured) {
  return predicted > 0 ? 100.0 * (measured - predicted) / predicted
                       : std::numeric_limits<double>::quiet_NaN();
}

// Scores the previous decision's expectations against the step just measured.
void ScorePredictions(Decision& d, const std::vector<RankSummary>& ranks,
                      const DecisionState& state) {
  const size_t n = ranks.size();
  d.compute_error.assign(n, std::numeric_limits<double>::quiet_NaN());
  d.communication_error = d.compute_error;
  for (size_t k = 0; k < n && k < state.predicted_compute.size(); ++k) {
    d.compute_error[k] = PercentError(state.predicted_compute[k], ranks[k].CurrentSeconds());
    d.communication_error[k] =
        PercentError(state.predicted_communication[k], ranks[k].CommunicationSeconds());
  }
}

// The performance-function policy's expectations at the capacities just set, for the history
// and for the next decision's score.
void Predict(Decision& d, const std::vector<RankSummary>& ranks, const AutonomicOptions& options,
             DecisionState& state) {
  const size_t n = ranks.size();
  d.predicted_compute.assign(n, 0.0);
  d.predicted_communication.assign(n, 0.0);
  if (options.policy == Policy::kPerformanceFunction) {
    const StepTimeModel model(ranks, state.capacity, options);
    for (size_t k = 0; k < n; ++k) {
      if (!model.Measured(k)) continue;
      d.predicted_compute[k] = model.Compute(k, state.capacity[k]);
      d.predicted_communication[k] = model.Communication(k, state.capacity[k]);
    }
  }
  state.predicted_compute = d.predicted_compute;
  state.predicted_communication = d.predicted_communication;
}

// Each rank's speed at the start: its share of its cores times their rate, the rates within
// options.startup_band of the median taken as one (the host's noise); `common` marks those.
std::vector<double> StartupSpeeds(const std::vector<double>& share, const std::vector<double>& rate,
                                  const AutonomicOptions& options, std::vector<char>& common) {
  const size_t n = share.size();
  const double median_rate = Median(rate);
  common.assign(n, 0);
  double common_rate = 0;
  int count = 0;
  for (size_t k = 0; k < n; ++k)
    if (std::abs(rate[k] - median_rate) <= options.startup_band * median_rate) {
      common[k] = 1;
      common_rate += rate[k];
      ++count;
    }
  if (count > 0) common_rate /= count;
  std::vector<double> speed(n);
  for (size_t k = 0; k < n; ++k) speed[k] = share[k] * (common[k] ? common_rate : rate[k]);
  return speed;
}

// Capacities in proportion to `speed` (with the floor), or empty while every speed is within
// startup_band of the mean (equal shares stay) or under the static policy.
std::vector<double> StartupCapacities(const std::vector<double>& speed,
                                      const AutonomicOptions& options) {
  const size_t n = speed.size();
  double mean = 0;
  for (double s : speed) mean += s / static_cast<double>(n);
  double spread = 0;
  for (double s : speed) spread = std::max(spread, std::abs(s - mean) / mean);
  if (options.policy == Policy::kStatic || spread <= options.startup_band) return {};
  return ApplyFloor(speed, options.capacity_floor / static_cast<double>(n));
}

// Whether two ranks with a core to themselves, taken at one rate from their startup loops
// (`common`), ran their kernels more than kKernelRateSpread apart over their window
// (RankSummary::unit_now). Such cores are not the equals the loop found (its chain of operations
// is not the kernels' mix of arithmetic and memory traffic), and the policy's rules, which
// measure the kernels, decide. A time-shared rank's kernel timings scatter too much with the other
// load's turns to be checked this way.
bool KernelsSetApartCommonRates(const std::vector<RankSummary>& ranks,
                                const std::vector<char>& common) {
  constexpr double kKernelRateSpread = 0.1;  // a dedicated core's kernels scatter a few percent
  std::vector<double> unit;
  for (size_t k = 0; k < ranks.size(); ++k)
    if (common[k] && ranks[k].OwnsItsCore() && ranks[k].unit_now > 0)
      unit.push_back(ranks[k].unit_now);
  if (unit.size() < 2) return false;
  const auto [fastest, slowest] = std::minmax_element(unit.begin(), unit.end());
  return *slowest / *fastest - 1 > kKernelRateSpread;
}

// The probes' rates: the chain's iterations per second while the rank ran.
std::vector<double> ProbeRates(const std::vector<CalibrationRun>& probes) {
  std::vector<double> rate;
  for (const CalibrationRun& p : probes)
    rate.push_back(1.0 / (p.seconds * std::clamp(p.cpu_share, 1e-3, 1.0)));
  return rate;
}

}  // namespace

std::vector<std::string> SetStartupCapacities(const std::vector<CalibrationRun>& probes,
                                              const AutonomicOptions& options,
                                              DecisionState& state) {
  const int n = state.NumRanks();
  std::vector<double> share(n);
  for (int k = 0; k < n; ++k) {
    if (!(probes[k].seconds > 0)) return {};
    share[k] = std::clamp(probes[k].cpu_share, 1e-3, 1.0);
  }
  const std::vector<double> rate = ProbeRates(probes);
  std::vector<char> common;
  const std::vector<double> speed = StartupSpeeds(share, rate, options, common);
  const std::vector<double> capacity = StartupCapacities(speed, options);
  if (capacity.empty()) return {};
  double mean = 0;
  for (double s : speed) mean += s / n;
  const double median_rate = Median(rate);
  std::vector<std::string> causes;
  for (int k = 0; k < n; ++k)
    causes.push_back(fmt::format(
        "rank {} ran the startup calibration loop at {:.2f} x the mean speed ({:.2f} of its "
        "cores, at {:.2f} x the median rate{}): capacity {:.3f} -> {:.3f}",
        k, speed[k] / mean, share[k], rate[k] / median_rate,
        common[k] ? ", taken as the common rate" : "", state.capacity[k], capacity[k]));
  state.capacity = capacity;
  return causes;
}

std::vector<std::string> SetCapacitiesFromShares(const std::vector<CalibrationRun>& probes,
                                                 const std::vector<RankSummary>& ranks,
                                                 const AutonomicOptions& options,
                                                 DecisionState& state) {
  const int n = state.NumRanks();
  if (static_cast<int>(probes.size()) != n || options.policy == Policy::kStatic) return {};
  const bool first = state.decisions <= 1;
  std::vector<double> share(n);
  for (int k = 0; k < n; ++k) {
    const RankSummary& r = ranks[k];
    // A share that changed is the other rules' (a load that came or went).
    if (!(probes[k].seconds > 0) || !r.ShareIsSteady() || !(r.recent_samples > 0)) return {};
    // Later, the share over the memory: a steady share's scatter from one interval to the next
    // (0.33-0.35 beside the int64 hog) would move the capacities back and forth.
    const double steady = first || !(r.share_memory_seconds > 0) ? r.cpu_share : r.Phases().Mean();
    share[k] = std::clamp(steady, 1e-3, 1.0);
  }
  std::vector<char> common;
  const std::vector<double> speed = StartupSpeeds(share, ProbeRates(probes), options, common);
  if (KernelsSetApartCommonRates(ranks, common)) return {};
  if (options.evacuate) {  // a rank to evacuate is the policy's
    const double median = Median(speed);
    for (double s : speed)
      if (s < options.evacuate_below * median) return {};
  }
  const std::vector<double> capacity = StartupCapacities(speed, options);
  if (capacity.empty()) return {};
  const double change = MaxRelativeChange(state.capacity, capacity);
  if (!first && change < options.dead_band)
    return {fmt::format("capacities kept: at the cpu shares, largest change {:.1f}% is inside the "
                        "dead band {:.1f}%",
                        100 * change, 100 * options.dead_band)};
  std::vector<std::string> causes;
  for (int k = 0; k < n; ++k)
    causes.push_back(fmt::format(
        "rank {} had {:.2f} of its cores {}{}: capacity {:.3f} -> {:.3f}", k, share[k],
        first ? fmt::format("over the first steps (the startup loop: {:.2f})", probes[k].cpu_share)
              : std::string("over its share memory, steady since the start"),
        common[k] ? "" : ", at its own rate", state.capacity[k], capacity[k]));
  state.capacity = capacity;
  return causes;
}

Decision MakeDecision(const std::vector<RankSummary>& ranks, const AutonomicOptions& options,
                      DecisionState& state, int regrid_number,
                      const std::vector<CalibrationRun>& startup_probes) {
  const int n = state.NumRanks();
  Decision d;
  d.number = ++state.decisions;
  d.regrid = regrid_number;
  d.policy = options.policy;
  d.ranks = ranks;
  for (const RankSummary& r : ranks) {
    d.step = std::max(d.step, static_cast<int64_t>(r.step));
    d.time = std::max(d.time, r.time);
  }
  d.capacity_before = state.capacity;
  d.coarsest_level_before = state.coarsest_level;
  d.max_patch_cells_before = state.max_patch_cells;
  d.predicted_seconds.assign(n, 0.0);
  d.measured_imbalance =  // the step as it ran
      MeasuredImbalance(ranks, state.evacuated, options.model_communication);

  ScorePredictions(d, ranks, state);
  d.recent_speeds = FollowRecentSpeeds(ranks, options, state);
  const std::vector<RankSummary> balanced = d.recent_speeds ? AtRecentSpeeds(ranks) : ranks;
  const std::vector<std::string> from_shares =
      startup_probes.empty() ? std::vector<std::string>{}
                             : SetCapacitiesFromShares(startup_probes, ranks, options, state);
  d.from_shares = !from_shares.empty();
  if (d.from_shares) {
    d.relative_speed = RelativeSpeeds(ranks, state.evacuated);
    d.causes.insert(d.causes.end(), from_shares.begin(), from_shares.end());
  } else {
    DecideCapacities(d, balanced, options, state, d.recent_speeds);
  }
  DecideLimits(d, ranks, options, state);
  CurveOrder placement = OrderAlongCurve(ranks, options);
  d.curve_order = std::move(placement.order);
  d.causes.insert(d.causes.end(), placement.causes.begin(), placement.causes.end());
  state.coarsest_level = options.keep_off_coarse_levels && options.policy != Policy::kStatic
                             ? CoarsestLevels(ranks, state.capacity, state.coarsest_level, d.causes)
                             : std::vector<int>(n, 0);
  Predict(d, balanced, options, state);

  d.capacity = state.capacity;
  d.max_patch_cells = state.max_patch_cells;
  d.evacuated = state.evacuated;
  d.coarsest_level = state.coarsest_level;
  d.rebalance = d.capacity != d.capacity_before || d.max_patch_cells != d.max_patch_cells_before ||
                d.coarsest_level != d.coarsest_level_before;
  return d;
}

}  // namespace vagus::monitor
