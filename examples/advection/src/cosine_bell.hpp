// A smooth hump for measuring the order of accuracy: the cosine bell
// q = (1 + cos(pi r / R)) / 2 for r < R, 0 outside (r the distance from `centre`), continuous with
// its first derivative. Cell averages by 3-point Gauss-Legendre quadrature in x and y.
#pragma once

#include <memory>
#include <vector>

#include <vagus/base/input/deck.hpp>
#include <vagus/base/math.hpp>
#include "problem.hpp"

namespace advection {

struct CosineBell {
  double centre[2] = {0.5, 0.75};
  double radius = 0.15;

  KOKKOS_INLINE_FUNCTION double Value(double x, double y) const {
    namespace math = vagus::math;
    const double rx = x - centre[0], ry = y - centre[1];
    const double s = math::Min(math::sqrt(rx * rx + ry * ry) / radius, 1.0);
    return 0.5 * (1.0 + math::cos(3.14159265358979323846 * s));
  }

  KOKKOS_INLINE_FUNCTION double CellAverage(double x, double y, double dx) const {
    // Nodes +-sqrt(3/5) / 2 and 0 of the cell's width, weights 5/18, 8/18, 5/18.
    const double node[3] = {-0.3872983346207417, 0.0, 0.3872983346207417};
    const double weight[3] = {5.0 / 18.0, 8.0 / 18.0, 5.0 / 18.0};
    double sum = 0.0;
    for (int b = 0; b < 3; ++b)
      for (int a = 0; a < 3; ++a)
        sum += weight[a] * weight[b] * Value(x + node[a] * dx, y + node[b] * dx);
    return sum;
  }
};

class CosineBellProblem final : public Problem {
 public:
  explicit CosineBellProblem(const CosineBell& bell) : bell_(bell) {}
  void Initialize(vagus::amr::Patch& patch, const vagus::amr::Domain& domain) const override;

 private:
  CosineBell bell_;
};

// [problem] keys of name = "cosine_bell" (without `name`).
[[nodiscard]] std::vector<vagus::input::KeySpec> CosineBellKeys();
[[nodiscard]] std::unique_ptr<Problem> MakeCosineBell(const vagus::input::Deck& deck);

}  // namespace advection
