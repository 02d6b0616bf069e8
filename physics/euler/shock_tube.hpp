// Shock tubes: two uniform states either side of a plane along x, y or z. Sod's problem and
// Toro's five tests (Riemann Solvers and Numerical Methods for Fluid Dynamics, 3rd ed.,
// Table 10.1), each registered under its name with its states as the defaults.
#pragma once

#include <vagus/physics/euler/problem.hpp>

namespace vagus::physics::euler {

// What a kernel evaluates: primitive states left and right of `interface` along `direction`.
struct ShockTubeState {
  Eos eos;
  int direction = 0;
  double interface = 0.5;
  double left[kNumState] = {};
  double right[kNumState] = {};

  // Point values, so a cell average is the centre's state (no cell straddles the interface on a
  // grid whose faces include it).
  KOKKOS_INLINE_FUNCTION void operator()(const double* x, double, const bool*, double* u) const {
    const double* side = x[direction] < interface ? left : right;
    PrimitiveToConserved(eos, side, u);
  }
};

// sod, toro1 ... toro5.
[[nodiscard]] std::vector<ProblemEntry> ShockTubeEntries();

}  // namespace vagus::physics::euler
