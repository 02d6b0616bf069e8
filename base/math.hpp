// Math functions callable inside Kokkos kernels, under one name whatever the Kokkos version
// (they moved from Kokkos::Experimental to Kokkos in Kokkos 4; Debian ships 3.4).
#pragma once

#include <Kokkos_Core.hpp>

#include <cmath>

namespace vagus::math {
#if KOKKOS_VERSION >= 40000
using Kokkos::copysign;
using Kokkos::cos;
using Kokkos::exp;
using Kokkos::fabs;
using Kokkos::floor;
using Kokkos::log;
using Kokkos::pow;
using Kokkos::sin;
using Kokkos::sqrt;
using Kokkos::tanh;
#else
using Kokkos::Experimental::cos;
using Kokkos::Experimental::exp;
using Kokkos::Experimental::fabs;
using Kokkos::Experimental::floor;
using Kokkos::Experimental::log;
using Kokkos::Experimental::pow;
using Kokkos::Experimental::sin;
using Kokkos::Experimental::sqrt;
using Kokkos::Experimental::tanh;
#endif

// a * b + c rounded once, whatever the compiler's contraction of plain expressions.
#if KOKKOS_VERSION >= 40000
KOKKOS_INLINE_FUNCTION double Fma(double a, double b, double c) { return Kokkos::fma(a, b, c); }
#else
KOKKOS_INLINE_FUNCTION double Fma(double a, double b, double c) { return ::fma(a, b, c); }
#endif

#if KOKKOS_VERSION < 40000
// |magnitude| with the sign of `sign` (Kokkos 3 has no copysign); zero counts as positive.
KOKKOS_INLINE_FUNCTION double copysign(double magnitude, double sign) {
  return sign < 0.0 ? -fabs(magnitude) : fabs(magnitude);
}
#endif

// Smaller and larger of two numbers. Written out rather than fmin/fmax, which compile to calls
// into libm (for their NaN rules) and stop loops from vectorising.
KOKKOS_FORCEINLINE_FUNCTION double Min(double a, double b) { return a < b ? a : b; }
KOKKOS_FORCEINLINE_FUNCTION double Max(double a, double b) { return a > b ? a : b; }

// Unrolls the loop that follows completely: for the loops over a state's few components inside
// a cell loop. GCC vectorises a cell loop only when no loop is left in its body, and by itself it
// does not unroll a loop of seven components whose body is large.
#if defined(__clang__) || defined(__CUDACC__)
#define VAGUS_UNROLL _Pragma("unroll")
#elif defined(__GNUC__)
#define VAGUS_UNROLL _Pragma("GCC unroll 16")
#else
#define VAGUS_UNROLL
#endif

// True for a finite number; written out because isfinite is not in every Kokkos math header.
KOKKOS_INLINE_FUNCTION bool IsFinite(double x) {
  return x == x && x - x == 0.0;
}
}  // namespace vagus::math
