// Slope limiters for piecewise-linear (PLM) reconstructions, shared by kernels. Each takes a
// cell's backward and forward differences and returns its limited undivided slope: zero at an
// extremum (differences of opposite sign), otherwise a slope of their sign. A deck names one in
// [physics] limiter (LimiterNames); WithLimiter turns the run-time choice into a template
// parameter once, outside the cell loops, so the loops hold no branch on it.
#pragma once

#include <string>
#include <type_traits>
#include <vector>

#include <vagus/base/math.hpp>

namespace vagus::amr {

enum class Limiter { kMinmod, kMonotonizedCentral, kVanLeer };

// The names decks use, in the order of Limiter: minmod, mc, vanleer.
[[nodiscard]] inline std::vector<std::string> LimiterNames() { return {"minmod", "mc", "vanleer"}; }
[[nodiscard]] inline Limiter ParseLimiter(const std::string& name) {
  if (name == "minmod") return Limiter::kMinmod;
  if (name == "vanleer") return Limiter::kVanLeer;
  return Limiter::kMonotonizedCentral;
}

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
    // Harmonic mean 2 b f / (b + f); where b and f differ in sign the select discards it (and
    // where b + f = 0 they do, so a NaN from 0 / 0 never survives).
    slope = 2.0 * backward * forward / (backward + forward);
    slope = math::fabs(slope);
  }
  return same_sign ? math::copysign(slope, backward) : 0.0;
}

// Calls f(std::integral_constant<Limiter, L>{}) with L = limiter and returns its result.
template <class F>
decltype(auto) WithLimiter(Limiter limiter, F&& f) {
  switch (limiter) {
    case Limiter::kMinmod:
      return f(std::integral_constant<Limiter, Limiter::kMinmod>{});
    case Limiter::kVanLeer:
      return f(std::integral_constant<Limiter, Limiter::kVanLeer>{});
    case Limiter::kMonotonizedCentral:
      break;
  }
  return f(std::integral_constant<Limiter, Limiter::kMonotonizedCentral>{});
}

}  // namespace vagus::amr
