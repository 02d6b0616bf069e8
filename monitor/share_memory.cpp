// The throughput of a balance at share sigma: capacity c = v sigma / (v sigma + V) for the rank
// (dedicated speed v) against the others (speed V); in a phase of share s a step of unit work
// lasts max(c / (v s), (1 - c) / V), and over the memory throughput is the time-weighted mean of
// 1 / step. Between the two phases' balances the sum is convex in c, so one of them is best.
#include <vagus/monitor/share_memory.hpp>

#include <algorithm>

#include <vagus/monitor/rank_monitor.hpp>

namespace vagus::monitor {
namespace {

// Work per wall second over the phases with the rank holding capacity c.
double Throughput(const SharePhases& phases, double c, double v, double others) {
  const auto rate = [&](double share) {
    return 1.0 / std::max(c / (v * share), (1 - c) / others);
  };
  return phases.low_fraction * rate(phases.low) + (1 - phases.low_fraction) * rate(phases.high);
}

}  // namespace

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
  for (int i = first; i < memory.Size(); ++i) {
    const ShareSample& s = memory[i];
    if (i > first) phases.changes += (s.share < middle) != (memory[i - 1].share < middle);
    if (s.share < middle) {
      low_seconds += s.seconds;
      low_sum += s.seconds * s.share;
    } else {
      high_sum += s.seconds * s.share;
    }
  }
  phases.low_fraction = low_seconds / seconds;
  phases.low = low_seconds > 0 ? low_sum / low_seconds : lo;
  phases.high = seconds > low_seconds ? high_sum / (seconds - low_seconds) : hi;
  return phases;
}

double ShareToBalanceAt(const SharePhases& phases, double own_speed, double others_speed,
                        double capacity) {
  if (!(phases.low_fraction > 0) || !(own_speed > 0) || !(others_speed > 0)) return phases.high;
  const double v = own_speed, others = others_speed;
  const auto balance = [&](double sigma) { return v * sigma / (v * sigma + others); };
  const double low = Throughput(phases, balance(phases.low), v, others);
  const double high = Throughput(phases, balance(phases.high), v, others);
  const double best = std::max(low, high);
  if (capacity > 0 && capacity < 1 &&
      !(best > (1 + kPhaseMargin) * Throughput(phases, capacity, v, others)))
    return std::clamp(capacity * others / (v * (1 - capacity)), phases.low, phases.high);
  return low > high ? phases.low : phases.high;
}

}  // namespace vagus::monitor
