// The throughput of a balance at share sigma: capacity c = v sigma / (v sigma + V) for the rank
// (dedicated speed v) against the others (speed V); in a phase of share s a step of unit work
// lasts max(c / (v s), (1 - c) / V), and over the memory throughput is the time-weighted mean of
// 1 / step. Between the two phases' balances the sum is convex in c, so one of them is best.
#include <vagus/monitor/share_memory.hpp>

#include <algorithm>
#include <cmath>

#include <vagus/monitor/rank_monitor.hpp>

namespace vagus::monitor {
namespace {

// Work per wall second of a phase of share `share` with the rank holding capacity c.
double Rate(double share, double c, double v, double others) {
  return 1.0 / std::max(c / (v * share), (1 - c) / others);
}

// Work per wall second over the phases with the rank holding capacity c.
double Throughput(const SharePhases& phases, double c, double v, double others) {
  return phases.low_fraction * Rate(phases.low, c, v, others) +
         (1 - phases.low_fraction) * Rate(phases.high, c, v, others);
}

// The capacity that balances the rank at share sigma.
double Balance(double sigma, double v, double others) { return v * sigma / (v * sigma + others); }

// The mean length of the phases of the kind it is in now.
double LengthOfPhaseNow(const SharePhases& phases) {
  return phases.in_low ? phases.low_length : phases.high_length;
}

}  // namespace

void PhaseChanges::Add(double share, double seconds) {
  const int before = state_;
  if (state_ == 0) {
    state_ = share < middle_ ? -1 : 1;
  } else if ((state_ > 0 && share < low_below_) || (state_ < 0 && share >= high_from_)) {
    state_ = -state_;
    // The phase that ended is complete when a change began it.
    if (count_ > 0) {
      Tally& ended = before < 0 ? low_ : high_;
      ++ended.count;
      ended.sum += age_;
      ended.squares += age_ * age_;
    }
    ++count_;
    age_ = 0;
  }
  age_ += seconds;
}

void PhaseChanges::Lengths(SharePhases& phases) const {
  const auto mean = [](const Tally& l) { return l.count > 0 ? l.sum / l.count : 0.0; };
  const auto variation = [&](const Tally& l) {
    if (l.count < 2 || !(l.sum > 0)) return 1.0;
    const double m = mean(l);
    return std::sqrt(std::max(0.0, l.squares / l.count - m * m)) / m;
  };
  phases.low_length = mean(low_);
  phases.high_length = mean(high_);
  phases.length_spread = std::max(variation(low_), variation(high_));
  phases.age = age_;
  phases.in_low = state_ < 0;
}

SharePhases DescribeShares(const ShareMemory& memory, double horizon_seconds) {
  SharePhases phases;
  int first = memory.Size();
  double seconds = 0;
  while (first > 0 && (seconds < horizon_seconds || first == memory.Size())) {
    --first;
    seconds += memory[first].seconds;
  }
  if (first == memory.Size() || !(seconds > 0)) return phases;
  double lo = 1, hi = 0, weighted = 0;
  for (int i = first; i < memory.Size(); ++i) {
    lo = std::min(lo, memory[i].share);
    hi = std::max(hi, memory[i].share);
    weighted += memory[i].seconds * memory[i].share;
  }
  phases.seconds = seconds;
  if (hi - lo <= kShareSwing) {
    phases.low = phases.high = weighted / seconds;
    return phases;
  }
  const double middle = 0.5 * (lo + hi);
  double low_seconds = 0, low_sum = 0, high_sum = 0;
  PhaseChanges changes(lo, hi);
  for (int i = first; i < memory.Size(); ++i) {
    const ShareSample& s = memory[i];
    changes.Add(s.share, s.seconds);
    if (s.share < middle) {
      low_seconds += s.seconds;
      low_sum += s.seconds * s.share;
    } else {
      high_sum += s.seconds * s.share;
    }
  }
  phases.changes = changes.Count();
  changes.Lengths(phases);
  phases.low_fraction = low_seconds / seconds;
  phases.low = low_seconds > 0 ? low_sum / low_seconds : lo;
  phases.high = seconds > low_seconds ? high_sum / (seconds - low_seconds) : hi;
  return phases;
}

double ShareToBalanceAt(const SharePhases& phases, double own_speed, double others_speed,
                        double capacity) {
  if (!(phases.low_fraction > 0) || !(own_speed > 0) || !(others_speed > 0)) return phases.high;
  const double v = own_speed, others = others_speed;
  const double low = Throughput(phases, Balance(phases.low, v, others), v, others);
  const double high = Throughput(phases, Balance(phases.high, v, others), v, others);
  const double best = std::max(low, high);
  if (capacity > 0 && capacity < 1 &&
      !(best > (1 + kPhaseMargin) * Throughput(phases, capacity, v, others)))
    return std::clamp(capacity * others / (v * (1 - capacity)), phases.low, phases.high);
  return low > high ? phases.low : phases.high;
}

double FollowingThroughput(const SharePhases& phases, double own_speed, double others_speed,
                           double lag_seconds) {
  if (!(phases.low_fraction > 0) || phases.changes < 1 || !(phases.seconds > 0)) return 0;
  const double v = own_speed, others = others_speed;
  // Each change starts a phase: changes / 2 of each kind (at least half of one: a change seen
  // once starts a phase that has lasted the rest of the memory so far).
  const double phases_of_each = std::max(0.5 * phases.changes, 0.5);
  const double low_seconds = phases.low_fraction * phases.seconds / phases_of_each;
  const double high_seconds = (1 - phases.low_fraction) * phases.seconds / phases_of_each;
  const double late_low = std::min(1.0, lag_seconds / low_seconds);
  const double late_high = std::min(1.0, lag_seconds / high_seconds);
  const double c_low = Balance(phases.low, v, others), c_high = Balance(phases.high, v, others);
  const double in_low = (1 - late_low) * Rate(phases.low, c_low, v, others) +
                        late_low * Rate(phases.low, c_high, v, others);
  const double in_high = (1 - late_high) * Rate(phases.high, c_high, v, others) +
                         late_high * Rate(phases.high, c_low, v, others);
  return phases.low_fraction * in_low + (1 - phases.low_fraction) * in_high;
}

bool PhasesOnSchedule(const SharePhases& phases) {
  const double length = LengthOfPhaseNow(phases);
  return phases.length_spread <= kRegularPhases && length > 0 && phases.age <= 1.5 * length;
}

bool PhaseChangeDue(const SharePhases& phases, double step_seconds,
                    double since_decision_seconds) {
  if (!PhasesOnSchedule(phases) || !(step_seconds > 0)) return false;
  const double opens = LengthOfPhaseNow(phases) - 0.5 * step_seconds;
  return phases.age >= opens && phases.age - since_decision_seconds < opens;
}

double ShareForNextInterval(const SharePhases& phases, double share_now, double own_speed,
                            double others_speed, double interval_seconds) {
  if (!PhasesOnSchedule(phases) || !(interval_seconds > 0)) return share_now;
  const bool low_now = phases.in_low;
  const double remaining = std::max(0.0, LengthOfPhaseNow(phases) - phases.age);
  if (remaining >= interval_seconds) return share_now;
  const double other_fraction = (interval_seconds - remaining) / interval_seconds;
  SharePhases next = phases;
  next.low_fraction = low_now ? 1 - other_fraction : other_fraction;
  const double v = own_speed, others = others_speed;
  const double at_low = Throughput(next, Balance(phases.low, v, others), v, others);
  const double at_high = Throughput(next, Balance(phases.high, v, others), v, others);
  if (low_now) return at_low >= at_high ? share_now : phases.high;
  return at_high >= at_low ? share_now : phases.low;
}

PhaseChoice ChooseShare(const SharePhases& phases, double share_now, double own_speed,
                        double others_speed, double capacity, double lag_seconds,
                        double interval_seconds) {
  const double held = ShareToBalanceAt(phases, own_speed, others_speed, capacity);
  if (!(own_speed > 0) || !(others_speed > 0)) return {held, false};
  const double holding =
      Throughput(phases, Balance(held, own_speed, others_speed), own_speed, others_speed);
  const double following = FollowingThroughput(phases, own_speed, others_speed, lag_seconds);
  if (following > (1 + kPhaseMargin) * holding)
    return {ShareForNextInterval(phases, share_now, own_speed, others_speed, interval_seconds),
            true};
  return {held, false};
}

}  // namespace vagus::monitor
