// Cell averages of the exact Riemann solution's density.
#include "tests/support/exact_riemann.hpp"

#include <algorithm>
#include <sstream>
#include <stdexcept>

namespace vagus::testing {

std::vector<double> CellAveragedDensity(const ExactRiemannSolver& solver, double x_lo, double dx,
                                        int num_cells, double x0, double t) {
  if (!(dx > 0.0) || !(t > 0.0) || num_cells < 0) {
    std::ostringstream msg;
    msg << "CellAveragedDensity: need dx > 0, t > 0 and num_cells >= 0 (got dx=" << dx
        << ", t=" << t << ", num_cells=" << num_cells << ")";
    throw std::invalid_argument(msg.str());
  }
  // 8-point Gauss-Legendre on [-1, 1], symmetric nodes: exact for the polynomial fan density of
  // gamma = 1.4 (degree 5) and converged to round-off for any other smooth piece.
  static constexpr double kNodes[4] = {0.1834346424956498, 0.5255324099163290, 0.7966664774136268,
                                       0.9602898564975363};
  static constexpr double kWeights[4] = {0.3626837833783620, 0.3137066458778874, 0.2223810344533745,
                                         0.1012285362903762};
  std::vector<double> wave_x;
  for (double s : solver.WaveSpeeds()) wave_x.push_back(x0 + s * t);

  const auto density = [&](double x) { return solver.Sample((x - x0) / t).rho; };
  std::vector<double> averages(static_cast<std::size_t>(num_cells));
  std::vector<double> edges;
  for (int n = 0; n < num_cells; ++n) {
    // Both faces from the same formula, so neighbouring cells share a face bit for bit.
    const double lo = x_lo + n * dx;
    const double hi = x_lo + (n + 1) * dx;
    edges.assign({lo, hi});
    for (double x : wave_x) {
      if (x > lo && x < hi) edges.push_back(x);
    }
    std::sort(edges.begin(), edges.end());
    double integral = 0.0;
    for (std::size_t e = 0; e + 1 < edges.size(); ++e) {
      const double mid = 0.5 * (edges[e] + edges[e + 1]);
      const double half = 0.5 * (edges[e + 1] - edges[e]);
      if (!(half > 0.0)) continue;
      double sum = 0.0;
      for (int q = 0; q < 4; ++q) {
        sum += kWeights[q] * (density(mid - half * kNodes[q]) + density(mid + half * kNodes[q]));
      }
      integral += half * sum;
    }
    averages[static_cast<std::size_t>(n)] = integral / (hi - lo);
  }
  return averages;
}

}  // namespace vagus::testing
