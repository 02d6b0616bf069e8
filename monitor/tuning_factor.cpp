// Benefits and penalties (Sih & Lee, as Schopf & Berman use them) summed in rank order.
#include <vagus/monitor/tuning_factor.hpp>

#include <algorithm>

namespace vagus::monitor {

double VariableTuningFactor(const std::vector<double>& variability,
                            const std::vector<double>& power, double high_variability) {
  const int p = static_cast<int>(variability.size());
  if (p == 0) return kMinTuningFactor;
  double mean_power = 0;
  for (double x : power) mean_power += x;
  mean_power /= p;

  int varying = 0;
  double penalty = 0;
  for (int k = 0; k < p; ++k) {
    if (!(variability[k] > high_variability)) continue;
    ++varying;
    const double weight = power[k] > mean_power ? 1.0 : 0.5;
    penalty += weight * (kMaxTuningFactor - kMidTuningFactor) / p;
  }
  if (varying == 0) return kMinTuningFactor;
  const double base =
      2 * varying > p ? kMidTuningFactor : 0.5 * (kMinTuningFactor + kMidTuningFactor);
  return std::clamp(base + penalty, kMinTuningFactor, kMaxTuningFactor);
}

}  // namespace vagus::monitor
