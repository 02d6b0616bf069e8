#!/usr/bin/python3
"""Exact solution of the Riemann problem for the 1-D Euler equations of ideal gases (Toro ch. 4).

A Python port of the solver the C++ tests use (tests/support/exact_riemann.cpp): Newton
iteration on the pressure function (Toro 4.5-4.7) from Toro's adaptive initial guess, then
sampling of the self-similar solution (sec. 4.5). Each side may hold its own gas (gamma_left,
gamma_right), separated by the contact. tools/line_plot.py draws it over 1-D runs; as a program
it prints the star state and the wave speeds, and with --time the profile at given positions.

Usage:
  exact_riemann.py --left RHO U P --right RHO U P [--gamma G | --gamma GL GR]
                   [--time T --interface X0 --x X [X ...]]
  exact_riemann.py --left 1 0 1 --right 0.125 0 0.1 --gamma 1.4     # Toro's test 1 (Sod)

As a module:
  from exact_riemann import ExactRiemannSolver, State
  solver = ExactRiemannSolver(State(1, 0, 1), State(0.125, 0, 0.1), 1.4)
  solver.p_star, solver.u_star, solver.sample((x - x0) / t)
"""
import argparse
import math
import sys
from typing import NamedTuple

RELATIVE_TOLERANCE = 1e-12
MAX_ITERATIONS = 200


class State(NamedTuple):
    """Primitive state: density, normal velocity, pressure."""
    rho: float
    u: float
    p: float


def sound_speed(w, gamma):
    return math.sqrt(gamma * w.p / w.rho)


def _mirror(w):
    """x -> -x: the right state seen as the left state of the mirrored problem."""
    return State(w.rho, -w.u, w.p)


def _pressure_function_and_derivative(w, gamma, p):
    """Toro's f_K(p) (4.6, 4.7) and its derivative (4.37)."""
    a = sound_speed(w, gamma)
    if p > w.p:
        a_coef = 2.0 / ((gamma + 1.0) * w.rho)
        b_coef = (gamma - 1.0) / (gamma + 1.0) * w.p
        g = math.sqrt(a_coef / (p + b_coef))
        return (p - w.p) * g, g * (1.0 - 0.5 * (p - w.p) / (p + b_coef))
    # (p / p_K)^z - 1 as expm1(z log(p / p_K)), the log by log1p for weak waves.
    log_ratio = math.log1p((p - w.p) / w.p) if p > 0.5 * w.p else math.log(p / w.p)
    f = 2.0 * a / (gamma - 1.0) * math.expm1(0.5 * (gamma - 1.0) / gamma * log_ratio)
    df = math.exp(-0.5 * (gamma + 1.0) / gamma * log_ratio) / (w.rho * a)
    return f, df


def pressure_function(w, gamma, p):
    """Toro's f_K(p): the velocity change across the K-side wave that takes state K to pressure p."""
    return _pressure_function_and_derivative(w, gamma, p)[0]


def _star_density(w, gamma, p_star):
    """Density behind the K-side wave: shock (4.50) or isentropic rarefaction (4.53)."""
    ratio = p_star / w.p
    if p_star > w.p:
        mu = (gamma - 1.0) / (gamma + 1.0)
        return w.rho * (ratio + mu) / (mu * ratio + 1.0)
    return w.rho * ratio ** (1.0 / gamma)


def _left_wave_speeds(w, gamma, p_star, u_star):
    """The shock speed (4.52), or the fan's head and tail (4.55), of the left wave."""
    a = sound_speed(w, gamma)
    if p_star > w.p:
        q = math.sqrt(0.5 * (gamma + 1.0) / gamma * p_star / w.p + 0.5 * (gamma - 1.0) / gamma)
        return [w.u - a * q]
    a_star = a * (p_star / w.p) ** (0.5 * (gamma - 1.0) / gamma)
    return [w.u - a, u_star - a_star]


def _sample_left_wave(w, gamma, p_star, u_star, rho_star, s):
    """Toro's sampling (fig. 4.14) for s <= u*: left state, star state or inside the fan (4.56)."""
    speeds = _left_wave_speeds(w, gamma, p_star, u_star)
    if s <= speeds[0]:
        return w
    if s >= speeds[-1]:
        return State(rho_star, u_star, p_star)
    a = sound_speed(w, gamma)
    c = 2.0 / (gamma + 1.0) + (gamma - 1.0) / ((gamma + 1.0) * a) * (w.u - s)
    return State(w.rho * c ** (2.0 / (gamma - 1.0)),
                 2.0 / (gamma + 1.0) * (a + 0.5 * (gamma - 1.0) * w.u + s),
                 w.p * c ** (2.0 * gamma / (gamma - 1.0)))


def _check_state(w, gamma, side):
    values = (w.rho, w.u, w.p, gamma)
    if not all(math.isfinite(v) for v in values) or not (w.rho > 0 and w.p > 0 and gamma > 1):
        raise ValueError(f"{side} state (rho={w.rho}, u={w.u}, p={w.p}, gamma={gamma}) is not "
                         "physical: rho and p must be positive and finite, gamma > 1")


class ExactRiemannSolver:
    """The exact solution for `left` and `right` (State), one gas (gamma) or one per side.

    Raises ValueError for unphysical states and for data that generate vacuum (Toro 4.40).
    Attributes: p_star, u_star, rho_star_left, rho_star_right, gamma_left, gamma_right.
    """

    def __init__(self, left, right, gamma_left, gamma_right=None):
        self.left, self.right = State(*left), State(*right)
        self.gamma_left = float(gamma_left)
        self.gamma_right = float(gamma_left if gamma_right is None else gamma_right)
        _check_state(self.left, self.gamma_left, "left")
        _check_state(self.right, self.gamma_right, "right")
        du = self.right.u - self.left.u
        du_critical = (2.0 * sound_speed(self.left, self.gamma_left) / (self.gamma_left - 1.0) +
                       2.0 * sound_speed(self.right, self.gamma_right) / (self.gamma_right - 1.0))
        if not du_critical > du:
            raise ValueError(f"the data generate vacuum: u_R - u_L = {du} is not below the critical "
                             f"2 a_L / (gamma_L - 1) + 2 a_R / (gamma_R - 1) = {du_critical} "
                             "(Toro 4.40)")
        self.p_star = self._solve_star_pressure()
        self.u_star = 0.5 * (self.left.u + self.right.u) + 0.5 * (
            pressure_function(self.right, self.gamma_right, self.p_star) -
            pressure_function(self.left, self.gamma_left, self.p_star))
        self.rho_star_left = _star_density(self.left, self.gamma_left, self.p_star)
        self.rho_star_right = _star_density(self.right, self.gamma_right, self.p_star)

    def _initial_guess(self):
        """Toro's adaptive choice (sec. 9.5.1): PVRS, two-rarefaction (4.46) or two-shock (4.48)."""
        left, right, gl, gr = self.left, self.right, self.gamma_left, self.gamma_right
        a_left, a_right = sound_speed(left, gl), sound_speed(right, gr)
        du = right.u - left.u
        p_min, p_max = min(left.p, right.p), max(left.p, right.p)
        p_pvrs = max(0.0, 0.5 * (left.p + right.p) -
                     0.125 * du * (left.rho + right.rho) * (a_left + a_right))
        if p_max / p_min < 2.0 and p_min <= p_pvrs <= p_max:
            return p_pvrs
        if p_pvrs < p_min:
            z = 0.25 * ((gl - 1.0) / gl + (gr - 1.0) / gr)
            c_left, c_right = 2.0 * a_left / (gl - 1.0), 2.0 * a_right / (gr - 1.0)
            base = (c_left + c_right - du) / (c_left * left.p ** -z + c_right * right.p ** -z)
            try:
                p_trrs = base ** (1.0 / z) if base > 0.0 else math.nan  # C++: pow gives NaN
            except OverflowError:
                p_trrs = math.inf
            return p_trrs if 0.0 < p_trrs < math.inf else p_min

        def shock_g(w, gamma):
            return math.sqrt(2.0 / ((gamma + 1.0) * w.rho) /
                             (p_pvrs + (gamma - 1.0) / (gamma + 1.0) * w.p))

        g_left, g_right = shock_g(left, gl), shock_g(right, gr)
        p_tsrs = (g_left * left.p + g_right * right.p - du) / (g_left + g_right)
        return p_tsrs if p_tsrs > 0.0 else p_pvrs

    def _solve_star_pressure(self):
        """Newton-Raphson on f(p) = f_L(p) + f_R(p) + u_R - u_L, kept positive by a bracket."""
        lo, hi = 0.0, math.inf
        p = self._initial_guess()
        du = self.right.u - self.left.u
        for _ in range(MAX_ITERATIONS):
            f_left, df_left = _pressure_function_and_derivative(self.left, self.gamma_left, p)
            f_right, df_right = _pressure_function_and_derivative(self.right, self.gamma_right, p)
            f = f_left + f_right + du
            if f == 0.0:
                return p
            if f < 0.0:
                lo = p
            else:
                hi = p
            p_newton = p - f / (df_left + df_right)
            if p_newton > 0.0 and 2.0 * abs(p_newton - p) / (p_newton + p) < RELATIVE_TOLERANCE:
                return p_newton
            if lo < p_newton < hi:
                p = p_newton
            else:
                p = 0.5 * (lo + hi) if math.isfinite(hi) else 2.0 * p
        raise RuntimeError(f"Newton iteration for p* did not converge in {MAX_ITERATIONS} steps "
                           f"(left {self.left}, right {self.right})")

    def sample(self, s):
        """The State at similarity coordinate s = (x - x0) / t."""
        if s <= self.u_star:
            return _sample_left_wave(self.left, self.gamma_left, self.p_star, self.u_star,
                                     self.rho_star_left, s)
        m = _sample_left_wave(_mirror(self.right), self.gamma_right, self.p_star, -self.u_star,
                              self.rho_star_right, -s)
        return _mirror(m)

    def gamma_at(self, s):
        """The ratio of specific heats of the gas at s (the contact moves at u*)."""
        return self.gamma_left if s <= self.u_star else self.gamma_right

    def wave_speeds(self):
        """Ascending speeds of every wave edge (each shock, both edges of each fan, the contact)."""
        speeds = _left_wave_speeds(self.left, self.gamma_left, self.p_star, self.u_star)
        speeds.append(self.u_star)
        right = _left_wave_speeds(_mirror(self.right), self.gamma_right, self.p_star, -self.u_star)
        speeds.extend(-v for v in reversed(right))
        return speeds


def shocked_state(ahead, gamma, mach):
    """The state behind a shock of Mach number `mach` running towards +x into `ahead` (at rest),
    and the shock's speed (Rankine-Hugoniot)."""
    m2 = mach * mach
    c = sound_speed(ahead, gamma)
    rho = ahead.rho * (gamma + 1.0) * m2 / ((gamma - 1.0) * m2 + 2.0)
    p = ahead.p * (1.0 + 2.0 * gamma / (gamma + 1.0) * (m2 - 1.0))
    speed = mach * c
    return State(rho, speed * (1.0 - ahead.rho / rho), p), speed


def main():
    parser = argparse.ArgumentParser(
        description=__doc__.split("\n\n")[0],
        epilog="Without --time: p*, u*, the star densities and the wave speeds. With --time, "
               "--interface and --x: one line per x with rho, u, p of the exact solution.")
    parser.add_argument("--left", type=float, nargs=3, required=True, metavar=("RHO", "U", "P"),
                        help="density, velocity and pressure left of the interface")
    parser.add_argument("--right", type=float, nargs=3, required=True, metavar=("RHO", "U", "P"),
                        help="density, velocity and pressure right of the interface")
    parser.add_argument("--gamma", type=float, nargs="+", default=[1.4], metavar="G",
                        help="ratio of specific heats: one for both sides, or left and right "
                             "(default 1.4)")
    parser.add_argument("--time", type=float,
                        help="time since the interface broke (> 0), to print a profile")
    parser.add_argument("--interface", type=float, default=0.0,
                        help="initial position of the interface (default 0)")
    parser.add_argument("--x", type=float, nargs="+", default=[], metavar="X",
                        help="positions at which to print the profile (with --time)")
    args = parser.parse_args()
    if len(args.gamma) > 2:
        parser.error("--gamma takes one value (both sides) or two (left, right)")
    try:
        solver = ExactRiemannSolver(State(*args.left), State(*args.right), *args.gamma)
    except ValueError as e:
        parser.error(str(e))
    print(f"p* = {solver.p_star:.6g}  u* = {solver.u_star:.6g}  rho*L = {solver.rho_star_left:.6g}"
          f"  rho*R = {solver.rho_star_right:.6g}")
    print("wave speeds: " + " ".join(f"{s:.6g}" for s in solver.wave_speeds()))
    if args.time is not None:
        if not args.time > 0:
            parser.error("--time must be > 0")
        for x in args.x:
            w = solver.sample((x - args.interface) / args.time)
            print(f"x = {x:.6g}  rho = {w.rho:.6g}  u = {w.u:.6g}  p = {w.p:.6g}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
