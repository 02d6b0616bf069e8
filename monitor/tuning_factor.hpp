// The Variable Tuning Factor of Schopf & Berman (stochastic scheduling, section 2.2): TF in
// [MinTF, MaxTF] = [0, 2] chosen from how many ranks vary and how much, with benefits for
// platforms with few varying machines and for varying machines of low power. The figure with the
// exact algorithm did not survive text extraction; the rule below follows the prose (docs).
#pragma once

#include <vector>

namespace vagus::monitor {

inline constexpr double kMinTuningFactor = 0.0;  // mean: best on a dedicated platform
inline constexpr double kMidTuningFactor = 1.0;  // mean + 1 sd (~70% conservative)
inline constexpr double kMaxTuningFactor = 2.0;  // mean + 2 sd (~95% conservative)

// variability[k]: rank k's variability (coefficient of variation of its delivered speed);
// power[k]: its speed (work per second). A rank varies when variability > high_variability; it
// has high power when its power exceeds the mean power.
//   no rank varies                 -> TF = MinTF
//   otherwise start at MidTF if more than half of the ranks vary, else at (MinTF + MidTF) / 2,
//   and add (MaxTF - MidTF) / P for every varying high-power rank, half that for every varying
//   low-power rank (a fast varying machine holds more work, so it hurts more); clamp to [0, 2].
[[nodiscard]] double VariableTuningFactor(const std::vector<double>& variability,
                                          const std::vector<double>& power,
                                          double high_variability);

}  // namespace vagus::monitor
