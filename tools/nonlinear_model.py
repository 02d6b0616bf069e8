#!/usr/bin/python3
"""Late-time growth of a single-mode Richtmyer-Meshkov interface against Sadot et al.'s model.

Usage:
  nonlinear_model.py DIAGNOSTICS.csv [--plot OUT.png] [--check]
  nonlinear_model.py out/rm2d_nonlinear/diagnostics.csv --plot rm2d_nonlinear.png

The run is a single-mode `richtmyer_meshkov` deck, found next to the CSV: a 2-D mode [ny, 0, a0]
(inputs/validation/rm2d_nonlinear.toml) or a 3-D one, [ny, nz, a0] or `amplitude` (the egg crate
a0 cos(2 pi y) cos(2 pi z), inputs/validation/rm3d_nonlinear.toml); k = 2 pi |(ny, nz)| / lambda. The exact 1-D two-gas Riemann problem of the shocked gas 1 against gas 2
(tools/exact_riemann.py) gives the time of the hit, the interface's velocity jump du, the
post-shock Atwood number A+ and the compressed amplitude a0+ = a0 (1 - du / W_i); Richtmyer's
impulsive rate is u0 = k du A+ a0+. Sadot et al. (1998, Phys. Rev. Lett. 80, 1654) model the
bubble's and the spike's velocities from the linear start to the late nonlinear regime as

    u_b,s(t) = u0 (1 + u0 k t) / (1 + (1 +- A) u0 k t + (1 +- A) / (1 + A) u0^2 k^2 t^2 / (2 pi C))

(+ for the bubble, - for the spike, t from the hit, C = 1 / (3 pi) in 2-D and 1 / pi in 3-D):
both start at u0; the bubble slows down as 2 pi C / (k t) whatever A (2 / (3 k t) in 2-D, 2 / (k t)
in 3-D), the spike keeps a speed that grows with A.
The model's heights are a0+ plus the integrals of these velocities.

From the run (docs/file-formats.md): the bubble's height is how far the outermost mixed cell on
the heavy side lies beyond the flat interface, h_b = mix_x_max - interface_x, the spike's
h_s = interface_x - mix_x_min (light -> heavy, A+ > 0; the sides swap when A+ < 0). interface_x
is where the interface would be if it were flat, so it moves with du as the model's origin does.
The mixed cells (1%-99% by volume) reach past the interface's sharp tips by the numerical
diffusion, a cell or two: the tool takes that offset as measured at t = 0 (h - a0) off both
heights, and prints it.

The tool prints the two heights of the run and of the model (and the linear a0+ + u0 t) at a few
times, and the late velocities (least-squares slopes over the last quarter of the run after the
hit). --check exits with status 1 unless, at the end of the run, each height is within
HEIGHT_BOUNDS of the model's (relative; the spike's wider in 3-D, where it falls a converged 26%
short of the model), and over the last quarter the bubble moves at less than half of u0 (the
saturation the model is about; the model's bubble is at 0.22 u0 at u0 k t = 2.7 in 2-D) while the
spike moves at more than twice the bubble's speed. docs/validation.md states and justifies the
bounds.
"""
import argparse
import math
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from exact_riemann import ExactRiemannSolver, State, shocked_state  # noqa: E402
from plot_diagnostics import find_deck, least_squares_slope, read  # noqa: E402

C_2D = 1.0 / (3.0 * math.pi)
C_3D = 1.0 / math.pi
HEIGHT_BOUNDS = {2: {"bubble": 0.15, "spike": 0.15}, 3: {"bubble": 0.15, "spike": 0.30}}


def impulsive_models(deck):
    """The hit's time, du, A+, k, a0, a0+ and Richtmyer's rate u0 (a dict)."""
    mesh, physics, problem = deck["mesh"], deck["physics"], deck["problem"]
    modes = problem.get("modes", [[1.0, 1.0, problem.get("amplitude", 0.01)]])
    modes = [m for m in modes if len(m) == 3 and m[2] != 0.0]
    two_d = mesh["cells"][2] == 1
    if len(modes) != 1 or (two_d and modes[0][1] != 0.0):
        sys.exit("the model is for one mode: [problem] modes = [[ny, 0, a0]] on a 2-D mesh, "
                 "[[ny, nz, a0]] or amplitude on a 3-D one")
    ny, nz, a0 = modes[0]
    g1, g2 = physics["gamma"]
    rho0, p0 = problem.get("density", 1.0), problem.get("pressure", 1.0)
    post, speed = shocked_state(State(rho0, 0.0, p0), g1, problem["mach"])
    hit = ExactRiemannSolver(post, State(rho0 * problem["density_ratio"], 0.0, p0), g1, g2)
    du = hit.u_star  # in the gases' frame before the shock; a frame velocity moves both alike
    atwood = (hit.rho_star_right - hit.rho_star_left) / (hit.rho_star_right + hit.rho_star_left)
    k = 2.0 * math.pi * math.hypot(ny, nz) / problem.get("wavelength", 1.0)
    compressed = a0 * (1.0 - du / speed)
    return {"t_hit": (problem["interface_x"] - problem["shock_x"]) / speed, "du": du,
            "A": atwood, "k": k, "a0": a0, "a0+": compressed, "C": C_2D if two_d else C_3D,
            "dimensions": 2 if two_d else 3,
            "u0": k * du * atwood * compressed}


def sadot_velocity(m, s, sign):
    """Sadot et al.'s bubble (sign +1) or spike (sign -1) velocity at time s after the hit."""
    a, u0, k = abs(m["A"]), abs(m["u0"]), m["k"]
    tau = u0 * k * s
    factor = 1.0 + sign * a
    return u0 * (1.0 + tau) / (1.0 + factor * tau + factor / (1.0 + a) * tau * tau /
                               (2.0 * math.pi * m["C"]))


def sadot_heights(m, times):
    """The model's bubble and spike heights at the given times after the hit (trapezoids on a fine
    grid: the integrand is smooth)."""
    heights = {+1: [], -1: []}
    for sign in (+1, -1):
        h, s, steps = abs(m["a0+"]), 0.0, 200
        for target in times:
            ds = (target - s) / steps
            for _ in range(steps):
                h += 0.5 * ds * (sadot_velocity(m, s, sign) + sadot_velocity(m, s + ds, sign))
                s += ds
            heights[sign].append(h)
    return heights[+1], heights[-1]


def measured_heights(data, m):
    """The run's times after the hit, bubble and spike heights (less the offset at t = 0), and
    the offset."""
    x = data["interface_x"]
    beyond = [hi - xc for hi, xc in zip(data["mix_x_max"], x)]
    behind = [xc - lo for lo, xc in zip(data["mix_x_min"], x)]
    bubble, spike = (beyond, behind) if m["A"] > 0 else (behind, beyond)
    offset = 0.5 * (bubble[0] + spike[0]) - m["a0"]
    rows = [n for n, t in enumerate(data["time"]) if t > m["t_hit"]]
    return ([data["time"][n] - m["t_hit"] for n in rows], [bubble[n] - offset for n in rows],
            [spike[n] - offset for n in rows], offset)


def late_slope(s, h):
    start = s[-1] - 0.25 * (s[-1] - s[0])
    rows = [n for n, v in enumerate(s) if v >= start]
    return least_squares_slope([s[n] for n in rows], [h[n] for n in rows])


def plot(path, s, bubble, spike, model_bubble, model_spike, m):
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    fig, ax = plt.subplots(figsize=(7, 4.5))
    ax.plot(s, bubble, label="bubble, run")
    ax.plot(s, spike, label="spike, run")
    ax.plot(s, model_bubble, "C0--", label="bubble, Sadot et al.")
    ax.plot(s, model_spike, "C1--", label="spike, Sadot et al.")
    ax.plot(s, [abs(m["a0+"]) + abs(m["u0"]) * v for v in s], "k:", lw=1,
            label="linear, a0+ + u0 t")
    ax.set_xlabel("t after the hit")
    ax.set_ylabel("height beyond the flat interface")
    ax.set_ylim(0.0, 1.15 * max(max(spike), max(model_spike)))
    ax.legend(fontsize=8, loc="upper left")
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    print(f"wrote {path}")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("csv", help="the run's diagnostics.csv")
    parser.add_argument("--plot", metavar="OUT.png", help="draw the heights with the model's")
    parser.add_argument("--check", action="store_true",
                        help="status 1 unless the final heights are within HEIGHT_BOUNDS of the "
                             "model's and the bubble has slowed down (docstring)")
    args = parser.parse_args()
    deck, source = find_deck(args.csv)
    if not deck:
        sys.exit(f"no deck next to {args.csv}")
    m = impulsive_models(deck)
    print(f"deck: {source}")
    print(f"hit at t = {m['t_hit']:.4f}: du = {m['du']:.5f}, A+ = {m['A']:+.4f}, "
          f"a0+ = {m['a0+']:.5f}, k = {m['k']:.4f}; Richtmyer u0 = {m['u0']:+.5f}; "
          f"C = {'1 / (3 pi)' if m['C'] == C_2D else '1 / pi'}")
    data = read(args.csv)
    s, bubble, spike, offset = measured_heights(data, m)
    if len(s) < 8:
        sys.exit("fewer than 8 rows after the hit")
    print(f"mixed cells beyond the sharp interface at t = 0: {offset:.4f} (taken off both heights)")
    model_bubble, model_spike = sadot_heights(m, s)
    print(f"{'t - t_hit':>9} {'u0 k t':>7} {'bubble':>8} {'model':>8} {'spike':>8} {'model':>8} "
          f"{'linear':>8}")
    marks = sorted({min(range(len(s)), key=lambda n: abs(s[n] - f * s[-1]))
                    for f in (0.1, 0.25, 0.5, 0.75, 1.0)})
    for n in marks:
        print(f"{s[n]:9.3f} {abs(m['u0']) * m['k'] * s[n]:7.3f} {bubble[n]:8.4f} "
              f"{model_bubble[n]:8.4f} {spike[n]:8.4f} {model_spike[n]:8.4f} "
              f"{abs(m['a0+']) + abs(m['u0']) * s[n]:8.4f}")
    u0 = abs(m["u0"])
    late_bubble, late_spike = late_slope(s, bubble), late_slope(s, spike)
    print(f"late velocities (last quarter): bubble {late_bubble:.5f} = {late_bubble / u0:.2f} u0 "
          f"(model {sadot_velocity(m, s[-1], +1) / u0:.2f} u0 at the end), spike "
          f"{late_spike:.5f} = {late_spike / u0:.2f} u0 (model "
          f"{sadot_velocity(m, s[-1], -1) / u0:.2f} u0); u0 {u0:.5f}")
    errors = {name: (run[-1] - model[-1]) / model[-1]
              for name, run, model in (("bubble", bubble, model_bubble),
                                       ("spike", spike, model_spike))}
    print(f"at the end: bubble {errors['bubble']:+.1%}, spike {errors['spike']:+.1%} from the "
          f"model")
    if args.plot:
        plot(args.plot, s, bubble, spike, model_bubble, model_spike, m)
    if args.check:
        bounds = HEIGHT_BOUNDS[m["dimensions"]]
        failures = [f"{name} {e:+.1%} from the model (bound {bounds[name]:.0%})"
                    for name, e in errors.items() if abs(e) > bounds[name]]
        if late_bubble >= 0.5 * u0:
            failures.append(f"the bubble moves at {late_bubble / u0:.2f} u0 late (not < 0.5)")
        if late_spike <= 2.0 * late_bubble:
            failures.append("the spike does not move twice as fast as the bubble late")
        for f in failures:
            print(f"FAIL: {f}")
        if failures:
            sys.exit(1)
        print("ok")


if __name__ == "__main__":
    main()
