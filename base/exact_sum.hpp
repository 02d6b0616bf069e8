// Sums of doubles that do not depend on the order of their terms, so not on how cells are split
// among patches and ranks: each term is rounded to a whole multiple of a unit 2^e, with e chosen
// from the largest magnitude among the terms so that every multiple fits in 62 bits, and the
// multiples are added as 128-bit integers, which is exact and associative. The rounding loses
// less than one unit a term, about 2^-62 of the largest term: far below the rounding of a sum of
// doubles (which also depends on the order).
#pragma once

#include <cmath>
#include <cstdint>
#include <limits>
#include <vector>

#include <Kokkos_Core.hpp>

#include <vagus/base/comm.hpp>
#include <vagus/base/math.hpp>

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

// The two passes of exact sums over cells, as the accumulator policy of one loop that computes
// the terms (so the terms are written once): LargestTerm keeps the largest magnitude, which sets
// the unit (ExactSumScale; a term that is not finite counts as infinite, so that its sum comes out
// NaN), then SumOfUnits adds the terms in units. Slot is a cell loop's accumulator, Join folds
// one loop's (a row's) into another's.
struct LargestTerm {
  using Slot = double;
  KOKKOS_FORCEINLINE_FUNCTION static void Add(double& largest, double term, double /*scale*/) {
    const double a = math::fabs(term);
    largest = a <= largest ? largest : (a == a ? a : std::numeric_limits<double>::infinity());
  }
  KOKKOS_FORCEINLINE_FUNCTION static void Join(double& total, double part) {
    total = math::Max(total, part);
  }
};
struct SumOfUnits {
  using Slot = SplitUnits;
  KOKKOS_FORCEINLINE_FUNCTION static void Add(SplitUnits& sum, double term, double scale) {
    sum.Add(ToUnits64(term, scale));
  }
  KOKKOS_FORCEINLINE_FUNCTION static void Join(SplitUnits& total, const SplitUnits& part) {
    total.Add(part);
  }
};

// N sums over every rank's cells, exact: a pass with LargestTerm gives each sum's parts' largest
// terms (AddPart(n, largest)), SetUnits sets each sum's unit from its largest term on any rank, a
// pass with SumOfUnits adds the parts (AddPart(n, units), the terms in units of Scale(n)), and
// Totals gives the sums, NaN where a term was not finite.
class ExactSums {
 public:
  explicit ExactSums(std::size_t n) : largest_(n, 0.0), scale_(n, 1.0), units_(n, 0) {}

  void AddPart(std::size_t n, double largest) { LargestTerm::Join(largest_[n], largest); }
  void AddPart(std::size_t n, const SplitUnits& units) { units_[n] += units.Total(); }
  // Collective.
  void SetUnits(const Comm& comm);
  // A term's units per 1 (ExactSumScale of the largest term).
  [[nodiscard]] double Scale(std::size_t n) const { return scale_[n]; }
  // Collective.
  [[nodiscard]] std::vector<double> Totals(const Comm& comm) const;

 private:
  std::vector<double> largest_, scale_;
  std::vector<ExactAccumulator> units_;
};

// Collective: the sums over all ranks of each accumulator, back in doubles (x 1 / scale[n]).
// The 128-bit sums travel as four 32-bit limbs in 64-bit integers, which MPI adds without
// overflow for fewer than 2^31 ranks.
std::vector<double> SumExactly(const Comm& comm, const std::vector<ExactAccumulator>& local,
                               const std::vector<double>& scale);

}  // namespace vagus
