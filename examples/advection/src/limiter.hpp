// Slope limiters of the piecewise-linear reconstruction: each takes a cell's backward and forward
// differences and returns its limited undivided slope. The limiter is a template parameter chosen
// once outside the cell loops (advection_update.cpp), so the loops hold no branch on it.
#pragma once

#include <string>

#include <vagus/base/math.hpp>

namespace advection {

enum class Limiter { kMinmod, kMonotonizedCentral, kVanLeer };

// The names a deck gives in [physics] limiter, and the limiter of a name from that list.
inline const char* const kLimiterNames[] = {"minmod", "mc", "vanleer"};
[[nodiscard]] inline Limiter ParseLimiter(const std::string& name) {
  if (name == "minmod") return Limiter::kMinmod;
  if (name == "vanleer") return Limiter::kVanLeer;
  return Limiter::kMonotonizedCentral;
}

// Zero at an extremum (the differences differ in sign); otherwise a slope of the differences'
// sign. Written with a select instead of branches so the loops along i vectorise.
template <Limiter L>
KOKKOS_FORCEINLINE_FUNCTION double LimitedSlope(double backward, double forward) {
  namespace math = vagus::math;
  const bool same_sign = backward * forward > 0.0;
  double magnitude;
  if constexpr (L == Limiter::kMinmod) {
    magnitude = math::Min(math::fabs(backward), math::fabs(forward));
  } else if constexpr (L == Limiter::kMonotonizedCentral) {
    magnitude = math::Min(2.0 * math::Min(math::fabs(backward), math::fabs(forward)),
                          0.5 * math::fabs(backward + forward));
  } else {
    // Harmonic mean 2 b f / (b + f); where b and f differ in sign the select discards it (and
    // where b + f = 0 they do, so a NaN from 0 / 0 never survives).
    magnitude = math::fabs(2.0 * backward * forward / (backward + forward));
  }
  return same_sign ? math::copysign(magnitude, backward) : 0.0;
}

}  // namespace advection
