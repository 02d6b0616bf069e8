// The exact Riemann solver (physics/euler/exact_riemann.hpp) under the tests' names, and cell
// averages of its solution for comparing with a run.
#pragma once

#include <vector>

#include <vagus/physics/euler/exact_riemann.hpp>

namespace vagus::testing {

using physics::euler::ExactRiemannSolver;
using physics::euler::PressureFunction;
using physics::euler::RiemannState;
using physics::euler::ShockedState;

// Cell averages of density over the cells [x_lo + n dx, x_lo + (n + 1) dx), n = 0..num_cells-1,
// at time t > 0 for the interface initially at x0. Each cell is split at the wave positions and
// every smooth piece integrated by Gauss-Legendre quadrature, so constant pieces are exact and fan
// pieces accurate to round-off.
[[nodiscard]] std::vector<double> CellAveragedDensity(const ExactRiemannSolver& solver, double x_lo,
                                                      double dx, int num_cells, double x0,
                                                      double t);

}  // namespace vagus::testing
