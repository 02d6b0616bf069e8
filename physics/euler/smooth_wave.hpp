// A smooth density wave carried at constant velocity and pressure: density
// rho0 (1 + a sin(2 pi sum_{d in dirs} (x_d - speed t) / L)), velocity `speed` along each travelling
// axis. Its exact solution is the initial state moved, which the convergence tests use.
#pragma once

#include <vagus/physics/euler/problem.hpp>

namespace vagus::physics::euler {

struct SmoothWaveState {
  Eos eos;
  bool dirs[3] = {true, false, false};  // the axes the wave travels along
  double rho0 = 1.0, amplitude = 0.2, speed = 1.0, wavelength = 1.0, pressure = 1.0;

  // Exact cell-averaged density at time t.
  KOKKOS_INLINE_FUNCTION double DensityAverage(const double* x, double dx, const bool* active,
                                               double t) const {
    const double k = 2.0 * 3.14159265358979323846 / wavelength;
    double phase = 0.0, factor = 1.0;
    for (int d = 0; d < 3; ++d) {
      if (!dirs[d]) continue;
      // Fused explicitly: the bits then do not depend on how the compiler contracts the sum.
      phase = math::Fma(k, x[d] - speed * t, phase);
      // The average of sin over a cell is the centre value times sinc(k dx / 2), per direction.
      if (active[d]) factor *= math::sin(0.5 * k * dx) / (0.5 * k * dx);
    }
    return rho0 * (1.0 + amplitude * factor * math::sin(phase));
  }

  // Velocity and pressure are uniform, so the average of each conserved component is exact.
  KOKKOS_INLINE_FUNCTION void operator()(const double* x, double dx, const bool* active,
                                         double* u) const {
    double w[kNumState];
    w[kDensity] = DensityAverage(x, dx, active, 0.0);
    for (int d = 0; d < 3; ++d) w[kVelocityX + d] = dirs[d] ? speed : 0.0;
    w[kPressure] = pressure;
    w[kMassFraction2] = 0.0;
    PrimitiveToConserved(eos, w, u);
  }
};

[[nodiscard]] ProblemEntry SmoothWaveEntry();

}  // namespace vagus::physics::euler
