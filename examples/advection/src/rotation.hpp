// The prescribed velocity that carries the scalar: the solid-body rotation
// u = -omega (y - yc), v = omega (x - xc), w = 0, steady (the kernel ignores the time it is given).
// Cell positions come from amr::CellGeometry (amr/cell_geometry.hpp).
#pragma once

#include <vagus/base/math.hpp>

namespace advection {

// Rotation about the axis through `centre` parallel to z. The face-normal velocity of an x-face
// depends on y alone and that of a y-face on x alone, and both equal the velocity at the centres
// of the cells either side: the discrete divergence is exactly zero, so the scalar's total is
// conserved to round-off and a uniform scalar stays uniform bit for bit.
struct Rotation {
  double omega;
  double centre[2];

  KOKKOS_FORCEINLINE_FUNCTION double VelocityX(double y) const { return -omega * (y - centre[1]); }
  KOKKOS_FORCEINLINE_FUNCTION double VelocityY(double x) const { return omega * (x - centre[0]); }
  // sum over active directions of |u_d| / dx at (x, y); weight[d] = 1 / dx where d is active, 0
  // where not (w = 0, so z adds nothing).
  KOKKOS_FORCEINLINE_FUNCTION double SignalRate(double x, double y, const double* weight) const {
    return weight[0] * vagus::math::fabs(VelocityX(y)) +
           weight[1] * vagus::math::fabs(VelocityY(x));
  }
};

}  // namespace advection
