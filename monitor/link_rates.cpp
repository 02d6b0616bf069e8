// Two-parameter non-negative least squares by its cases: the unconstrained solution of the 2 x 2
// normal equations when both rates come out non-negative and the system is well conditioned,
// otherwise the better of the two one-parameter fits (latency alone, bytes alone).
#include "monitor/link_rates.hpp"

#include <algorithm>
#include <cmath>

namespace vagus::monitor {
namespace {

// Below this, det / (smm x sbb) says the samples have (nearly) one bytes-per-message ratio.
constexpr double kCollinear = 1e-9;

// Sum of squared residuals of seconds = latency x messages + per_byte x bytes.
struct Sums {
  double mm = 0, bb = 0, mb = 0, ms = 0, bs = 0, ss = 0;
  [[nodiscard]] double Residual(double latency, double per_byte) const {
    return ss - 2 * (latency * ms + per_byte * bs) + latency * latency * mm +
           2 * latency * per_byte * mb + per_byte * per_byte * bb;
  }
};

}  // namespace

LinkRate FitLinkRate(const SampleWindow& window, int rank) {
  Sums s;
  LinkRate rate;
  for (int i = 0; i < window.Size(); ++i) {
    const StepSample& sample = window[i];
    if (rank >= static_cast<int>(sample.links.size())) continue;
    const LinkSample& link = sample.links[rank];
    if (link.messages <= 0) continue;
    const double m = static_cast<double>(link.messages), b = static_cast<double>(link.bytes);
    s.mm += m * m;
    s.bb += b * b;
    s.mb += m * b;
    s.ms += m * link.seconds;
    s.bs += b * link.seconds;
    s.ss += link.seconds * link.seconds;
    ++rate.samples;
  }
  if (rate.samples == 0) return rate;
  const double det = s.mm * s.bb - s.mb * s.mb;
  if (s.bb > 0 && det > kCollinear * s.mm * s.bb) {
    const double latency = (s.ms * s.bb - s.bs * s.mb) / det;
    const double per_byte = (s.bs * s.mm - s.ms * s.mb) / det;
    if (latency >= 0 && per_byte >= 0) {
      rate.latency = latency;
      rate.seconds_per_byte = per_byte;
      return rate;
    }
  }
  const double per_byte_only = s.bb > 0 ? std::max(0.0, s.bs / s.bb) : 0.0;
  const double latency_only = std::max(0.0, s.ms / s.mm);
  // Collinear samples fit equally well either way: the bytes take the cost (see the header).
  const bool bytes_fit = s.bb > 0 && (det <= kCollinear * s.mm * s.bb ||
                                      s.Residual(0, per_byte_only) <= s.Residual(latency_only, 0));
  if (bytes_fit)
    rate.seconds_per_byte = per_byte_only;
  else
    rate.latency = latency_only;
  return rate;
}

CommunicationCost LatestCommunicationCost(const SampleWindow& window) {
  CommunicationCost cost;
  if (window.Empty()) return cost;
  const StepSample& latest = window.Back();
  for (int rank = 0; rank < static_cast<int>(latest.links.size()); ++rank) {
    const LinkSample& link = latest.links[rank];
    if (link.messages <= 0) continue;
    const LinkRate rate = FitLinkRate(window, rank);
    cost.latency_seconds += rate.latency * static_cast<double>(link.messages);
    cost.bandwidth_seconds += rate.seconds_per_byte * static_cast<double>(link.bytes);
  }
  return cost;
}

}  // namespace vagus::monitor
