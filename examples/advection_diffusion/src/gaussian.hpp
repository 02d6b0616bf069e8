// The exact solution of u_t + a . grad u = D lap u on a periodic box from a Gaussian bump:
//   u = 1 + A (w0^2 / w^2)^(d/2) exp(-|x - x0 - a t|^2 / (2 w^2)),   w^2 = w0^2 + 2 D t,
// with d the number of active directions, summed over the periodic images next to the box (the
// bump must be narrow against the box: the images further away add less than 1e-16). Cell
// averages by 3-point Gauss-Legendre quadrature in each active direction.
#pragma once

#include <vagus/base/math.hpp>

namespace advection_diffusion {

struct Gaussian {
  double centre[3] = {0.5, 0.5, 0.5};
  double width = 0.05;  // w0
  double amplitude = 1.0;
  double velocity[3] = {1.0, 0.5, 0.0};
  double diffusivity = 1e-3;
  double period[3] = {1.0, 1.0, 1.0};  // the box's extent per direction
  int active[3] = {1, 1, 0};

  KOKKOS_INLINE_FUNCTION double At(const double* x, double t) const {
    const double w2 = width * width + 2.0 * diffusivity * t;
    const int d = active[0] + active[1] + active[2];
    double scale = amplitude;
    for (int n = 0; n < d; ++n) scale *= vagus::math::sqrt(width * width / w2);
    double sum = 0.0;
    for (int k = -active[2]; k <= active[2]; ++k)
      for (int j = -active[1]; j <= active[1]; ++j)
        for (int i = -active[0]; i <= active[0]; ++i) {
          const int image[3] = {i, j, k};
          double r2 = 0.0;
          for (int e = 0; e < 3; ++e) {
            if (!active[e]) continue;
            const double r = x[e] - centre[e] - velocity[e] * t;
            // The nearest copy of the bump, then its image.
            const double wrapped = r - period[e] * vagus::math::floor(r / period[e] + 0.5);
            const double s = wrapped + image[e] * period[e];
            r2 += s * s;
          }
          sum += vagus::math::exp(-r2 / (2.0 * w2));
        }
    return 1.0 + scale * sum;
  }

  // The average over the cell of width dx centred at x.
  KOKKOS_INLINE_FUNCTION double CellAverage(const double* x, double dx, double t) const {
    const double node[3] = {-0.3872983346207417, 0.0, 0.3872983346207417};  // sqrt(3/5) / 2
    const double weight[3] = {5.0 / 18.0, 8.0 / 18.0, 5.0 / 18.0};
    double total = 0.0;
    for (int c = 0; c < (active[2] ? 3 : 1); ++c)
      for (int b = 0; b < (active[1] ? 3 : 1); ++b)
        for (int a = 0; a < (active[0] ? 3 : 1); ++a) {
          const double p[3] = {x[0] + (active[0] ? node[a] : 0.0) * dx,
                               x[1] + (active[1] ? node[b] : 0.0) * dx,
                               x[2] + (active[2] ? node[c] : 0.0) * dx};
          const double w = (active[0] ? weight[a] : 1.0) * (active[1] ? weight[b] : 1.0) *
                           (active[2] ? weight[c] : 1.0);
          total += w * At(p, t);
        }
    return total;
  }
};

}  // namespace advection_diffusion
