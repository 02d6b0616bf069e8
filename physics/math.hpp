// Math functions callable inside Kokkos kernels, under one name whatever the Kokkos version
// (they moved from Kokkos::Experimental to Kokkos in Kokkos 4; Debian ships 3.4).
#pragma once

#include <Kokkos_Core.hpp>

namespace vagus::math {
#if KOKKOS_VERSION >= 40000
using Kokkos::cos;
using Kokkos::fabs;
using Kokkos::fmax;
using Kokkos::fmin;
using Kokkos::sin;
using Kokkos::sqrt;
#else
using Kokkos::Experimental::cos;
using Kokkos::Experimental::fabs;
using Kokkos::Experimental::fmax;
using Kokkos::Experimental::fmin;
using Kokkos::Experimental::sin;
using Kokkos::Experimental::sqrt;
#endif

// True for a finite number; written out because isfinite is not in every Kokkos math header.
KOKKOS_INLINE_FUNCTION bool IsFinite(double x) {
  return x == x && x - x == 0.0;
}
}  // namespace vagus::math
