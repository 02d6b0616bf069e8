// Sums of doubles that do not depend on the order of their terms, so not on how cells are split
// among patches and ranks: each term is rounded to a whole multiple of a unit 2^e, with e chosen
// from the largest magnitude among the terms so that every multiple fits in 62 bits, and the
// multiples are added as 128-bit integers, which is exact and associative. The rounding loses
// less than one unit a term, about 2^-62 of the largest term: far below the rounding of a sum of
// doubles (which also depends on the order).
#pragma once

#include <cmath>
#include <cstdint>
#include <vector>

#include <Kokkos_Core.hpp>

#include <vagus/base/comm.hpp>

namespace vagus {

// GCC and Clang both have 128-bit integers (__extension__: not ISO C++).
__extension__ typedef __int128 ExactAccumulator;

// The unit's reciprocal 2^-e for terms no larger than `largest` in magnitude (1 for 0).
inline double ExactSumScale(double largest) {
  return largest > 0.0 ? std::ldexp(1.0, 61 - std::ilogb(largest)) : 1.0;
}

// A term as a multiple of the unit (scale = ExactSumScale), rounded half away from zero; 0 for a
// term that is not finite (whose sum the caller reports as NaN).
KOKKOS_FORCEINLINE_FUNCTION int64_t ToUnits64(double term, double scale) {
  const double scaled = term * scale;  // a power of two: exact
  const bool representable = scaled < 9.2e18 && scaled > -9.2e18;  // false for NaN
  const double rounded = scaled >= 0.0 ? scaled + 0.5 : scaled - 0.5;
  return static_cast<int64_t>(representable ? rounded : 0.0);
}
KOKKOS_FORCEINLINE_FUNCTION ExactAccumulator ToUnits(double term, double scale) {
  return static_cast<ExactAccumulator>(ToUnits64(term, scale));
}

// Units summed in two 64-bit halves, for loops that add many terms: a term's units are
// high * 2^32 + low with 0 <= low < 2^32 and |high| < 2^31, so fewer than 2^31 terms add up
// exactly in 64-bit integers, which vectorise where 128-bit ones do not. Total() gives the same
// bits as adding the terms' ToUnits.
struct SplitUnits {
  int64_t high = 0, low = 0;
  KOKKOS_FORCEINLINE_FUNCTION void Add(int64_t units) {
    high += units >> 32;  // arithmetic shift: rounds down, so low is never negative
    low += units & 0xffffffff;
  }
  KOKKOS_FORCEINLINE_FUNCTION void Add(const SplitUnits& other) {
    high += other.high;
    low += other.low;
  }
  [[nodiscard]] ExactAccumulator Total() const {
    return static_cast<ExactAccumulator>(high) * (ExactAccumulator(1) << 32) + low;
  }
};

// Collective: the sums over all ranks of each accumulator, back in doubles (x 1 / scale[n]).
// The 128-bit sums travel as four 32-bit limbs in 64-bit integers, which MPI adds without
// overflow for fewer than 2^31 ranks.
std::vector<double> SumExactly(const Comm& comm, const std::vector<ExactAccumulator>& local,
                               const std::vector<double>& scale);

}  // namespace vagus
