// A blob of gas 2 carried by a uniform flow: a sphere (a disc in 2-D) of density rho0 x ratio at
// `centre` with radius `radius`, in gas 1 of density rho0; everything moves at `velocity` under
// uniform pressure, so the exact solution is the initial state moved.
#pragma once

#include <vagus/physics/euler/problem.hpp>

namespace vagus::physics::euler {

struct BlobState {
  Eos eos;
  double centre[3] = {0.5, 0.5, 0.5};
  double radius = 0.2;
  double rho0 = 1.0, density_ratio = 5.0, pressure = 1.0;
  double velocity[3] = {1.0, 0.0, 0.0};
  int samples = 4;  // sub-samples per active direction in cells the blob's edge may cross

  KOKKOS_INLINE_FUNCTION void operator()(const double* x, double dx, const bool* active,
                                         double* u) const {
    double distance2 = 0.0;
    for (int d = 0; d < 3; ++d)
      if (active[d]) distance2 += (x[d] - centre[d]) * (x[d] - centre[d]);
    const bool edge = math::fabs(math::sqrt(distance2) - radius) <= dx;
    const int n = edge ? samples : 1;
    double w[kNumState], cell[kNumState];
    for (int c = 0; c < kNumState; ++c) u[c] = 0.0;
    const int ni = active[0] ? n : 1, nj = active[1] ? n : 1, nk = active[2] ? n : 1;
    for (int sk = 0; sk < nk; ++sk)
      for (int sj = 0; sj < nj; ++sj)
        for (int si = 0; si < ni; ++si) {
          const double p[3] = {x[0] + dx * ((si + 0.5) / ni - 0.5),
                               x[1] + dx * ((sj + 0.5) / nj - 0.5),
                               x[2] + dx * ((sk + 0.5) / nk - 0.5)};
          double r2 = 0.0;
          for (int d = 0; d < 3; ++d)
            if (active[d]) r2 += (p[d] - centre[d]) * (p[d] - centre[d]);
          const bool inside = r2 < radius * radius;
          w[kDensity] = inside ? rho0 * density_ratio : rho0;
          for (int d = 0; d < 3; ++d) w[kVelocityX + d] = velocity[d];
          w[kPressure] = pressure;
          w[kMassFraction2] = inside ? 1.0 : 0.0;
          PrimitiveToConserved(eos, w, cell);
          for (int c = 0; c < kNumState; ++c) u[c] += cell[c];
        }
    const double inv = 1.0 / (ni * nj * nk);
    for (int c = 0; c < kNumState; ++c) u[c] *= inv;
  }
};

[[nodiscard]] ProblemEntry BlobEntry();

}  // namespace vagus::physics::euler
