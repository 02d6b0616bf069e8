// Slope limiters for the piecewise-linear (PLM) reconstruction of MUSCL-Hancock. Each takes the
// backward and forward differences of a cell and returns the limited slope (per cell width).
// The limiter is a template parameter, chosen once outside the cell loop.
#pragma once

#include <vagus/base/math.hpp>

namespace vagus::physics::euler {

enum class Limiter { kMinmod, kMonotonizedCentral, kVanLeer };

// Written without branches (the sign test becomes a select) so that loops over cells vectorise.
template <Limiter L>
KOKKOS_FORCEINLINE_FUNCTION double LimitedSlope(double backward, double forward) {
  const bool same_sign = backward * forward > 0.0;
  double slope;
  if constexpr (L == Limiter::kMinmod) {
    slope = math::Min(math::fabs(backward), math::fabs(forward));
  } else if constexpr (L == Limiter::kMonotonizedCentral) {
    slope = math::Min(2.0 * math::Min(math::fabs(backward), math::fabs(forward)),
                       0.5 * math::fabs(backward + forward));
  } else {
    // Harmonic mean: 2 b f / (b + f); only used where b and f share a sign, so b + f != 0.
    slope = 2.0 * backward * forward / (backward + forward);
    slope = math::fabs(slope);
  }
  return same_sign ? math::copysign(slope, backward) : 0.0;
}

}  // namespace vagus::physics::euler
