// Exact solution of the Riemann problem for the 1-D Euler equations of ideal gases, after Toro,
// "Riemann Solvers and Numerical Methods for Fluid Dynamics", ch. 4: Newton iteration on the
// pressure function (4.5)-(4.7) for p*, then sampling of the self-similar solution (sec. 4.5).
// The two sides may hold different gases (gamma_left, gamma_right) separated by the contact.
// Host code: the Richtmyer-Meshkov problem's planar solution at the domain's x faces, and the tests'
// exact solutions.
#pragma once

#include <vector>

namespace vagus::physics::euler {

// Primitive state: density, normal velocity, pressure.
struct RiemannState {
  double rho, u, p;
};

// Toro's f_K(p) (4.6, 4.7): the velocity change across the K-side wave that takes state K to
// pressure p; a shock if p > p_K, a rarefaction otherwise. Zero at p = p_K, increasing in p.
[[nodiscard]] double PressureFunction(const RiemannState& state, double gamma, double p);

class ExactRiemannSolver {
 public:
  // Throws std::invalid_argument if a state is not physical (rho, p, gamma - 1 not positive) or
  // if the data generate vacuum: the pressure positivity condition (4.40) fails.
  ExactRiemannSolver(RiemannState left, RiemannState right, double gamma_left, double gamma_right);
  // One gas on both sides.
  ExactRiemannSolver(RiemannState left, RiemannState right, double gamma);

  [[nodiscard]] double StarPressure() const { return p_star_; }
  [[nodiscard]] double StarVelocity() const { return u_star_; }
  [[nodiscard]] double StarDensityLeft() const { return rho_star_left_; }
  [[nodiscard]] double StarDensityRight() const { return rho_star_right_; }
  [[nodiscard]] double GammaLeft() const { return gamma_left_; }
  [[nodiscard]] double GammaRight() const { return gamma_right_; }

  // The solution at similarity coordinate s = (x - x0) / t. Exactly at a discontinuity the value
  // is that of one of its two sides.
  [[nodiscard]] RiemannState Sample(double s) const;

  // Ascending speeds of every wave edge (each shock, both edges of each fan, the contact): the
  // only places where Sample is not smooth in s.
  [[nodiscard]] std::vector<double> WaveSpeeds() const;

 private:
  [[nodiscard]] double InitialGuess() const;
  [[nodiscard]] double SolveStarPressure() const;

  RiemannState left_, right_;
  double gamma_left_, gamma_right_;
  double p_star_ = 0.0, u_star_ = 0.0, rho_star_left_ = 0.0, rho_star_right_ = 0.0;
};

// The state behind a shock of Mach number `mach` running towards +x into `ahead` (Rankine-Hugoniot,
// gas at rest ahead), and in *speed the shock's speed.
[[nodiscard]] RiemannState ShockedState(const RiemannState& ahead, double gamma, double mach,
                                        double* speed);

}  // namespace vagus::physics::euler
