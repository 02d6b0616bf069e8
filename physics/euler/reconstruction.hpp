// Slope limiters for the piecewise-linear (PLM) reconstruction of MUSCL-Hancock. Each takes the
// backward and forward differences of a cell and returns the limited slope (per cell width).
// The limiter is a template parameter, chosen once outside the cell loop.
#pragma once

#include "physics/math.hpp"

namespace vagus::physics::euler {

enum class Limiter { kMinmod, kMonotonizedCentral, kVanLeer };

KOKKOS_INLINE_FUNCTION double Minmod(double a, double b) {
  if (a * b <= 0.0) return 0.0;
  return a > 0.0 ? math::fmin(a, b) : math::fmax(a, b);
}

template <Limiter L>
KOKKOS_INLINE_FUNCTION double LimitedSlope(double backward, double forward) {
  if constexpr (L == Limiter::kMinmod) {
    return Minmod(backward, forward);
  } else if constexpr (L == Limiter::kMonotonizedCentral) {
    if (backward * forward <= 0.0) return 0.0;
    const double central = 0.5 * (backward + forward);
    const double bound = 2.0 * Minmod(backward, forward);
    return bound > 0.0 ? math::fmin(central, bound) : math::fmax(central, bound);
  } else {
    const double product = backward * forward;
    return product > 0.0 ? 2.0 * product / (backward + forward) : 0.0;
  }
}

}  // namespace vagus::physics::euler
