#!/usr/bin/python3
"""Reshock of a Richtmyer-Meshkov mixing layer against Mikaelian's model.

Usage:
  reshock_model.py DIAGNOSTICS.csv [--window T0 T1] [--plot OUT.png]
  reshock_model.py out/rm3d_reshock/diagnostics.csv --plot reshock.png

The run is a `richtmyer_meshkov` deck whose high x face is a reflecting wall
(inputs/validation/rm3d_reshock.toml): the shock transmitted into gas 2 reflects from the wall
and crosses the layer again. The deck next to the CSV (resolved_deck.toml) gives the gases, the
shock and the positions; the exact 1-D wave interactions (tools/exact_riemann.py, each gas with
its own gamma) give the times of the hit, of the reshock and of the return of the rarefaction
that the reshock sends towards the wall, the velocity jump dv of the reshock and the Atwood number
A+ after it. Mikaelian (1989, Physica D 36, 343) models the turbulent mixing zone after reshock as
growing at dh/dt = 0.28 A+ dv, h its whole width (bubbles and spikes).

From the run's diagnostics (docs/file-formats.md) the tool fits two measures of h by least squares
over the window (default: from 0.7 after the reshock, when the compression and the waves it starts
have passed, to the last row, or to the rarefaction's return if sooner): the mixing extent
mix_x_max - mix_x_min (the outermost cells holding both gases, 1%-99% by volume) and 6 W, W the
integral width (for a layer whose plane-averaged volume fraction is linear across h, h = 6 W).
"""
import argparse
import math
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from exact_riemann import ExactRiemannSolver, State, shocked_state  # noqa: E402
from plot_diagnostics import find_deck, least_squares_slope, read  # noqa: E402

MIKAELIAN = 0.28


def wave_history(deck):
    """The 1-D interactions of the deck's shock with the interface and the wall (a dict)."""
    mesh, physics, problem = deck["mesh"], deck["physics"], deck["problem"]
    if mesh.get("boundary_hi", ["outflow"])[0] != "reflecting":
        sys.exit("the deck's high x face is not a reflecting wall (mesh.boundary_hi[0])")
    if problem.get("frame_velocity", 0.0) != 0.0:
        sys.exit("the model takes the gases at rest before the shock (frame_velocity = 0)")
    g1, g2 = physics["gamma"]
    rho0, p0 = problem.get("density", 1.0), problem.get("pressure", 1.0)
    gas1, gas2 = State(rho0, 0.0, p0), State(rho0 * problem["density_ratio"], 0.0, p0)
    x_shock, x0, wall = problem["shock_x"], problem["interface_x"], mesh["hi"][0]

    post, speed = shocked_state(gas1, g1, problem["mach"])
    hit = ExactRiemannSolver(post, gas2, g1, g2)
    t_hit = (x0 - x_shock) / speed
    u1 = hit.u_star
    transmitted = hit.wave_speeds()[-1]
    t_wall = t_hit + (wall - x0) / transmitted
    # The wall stops the shocked gas 2: a shock back into it, leaving it at rest.
    shocked2 = State(hit.rho_star_right, u1, hit.p_star)
    wall_reflection = ExactRiemannSolver(shocked2, State(shocked2.rho, -u1, shocked2.p), g2)
    back = wall_reflection.wave_speeds()[0]
    t_reshock = (wall - back * t_wall - x0 + u1 * t_hit) / (u1 - back)
    x_reshock = x0 + u1 * (t_reshock - t_hit)
    reshock = ExactRiemannSolver(State(hit.rho_star_left, u1, hit.p_star),
                                 State(wall_reflection.rho_star_left, 0.0,
                                       wall_reflection.p_star), g1, g2)
    u2 = reshock.u_star
    rho_light, rho_heavy = reshock.rho_star_left, reshock.rho_star_right
    # The rarefaction's head runs to the wall, reflects, and meets the interface coming back.
    head = reshock.wave_speeds()[-1]
    t_head_wall = t_reshock + (wall - x_reshock) / head
    x_then = x_reshock + u2 * (t_head_wall - t_reshock)
    t_return = t_head_wall + (wall - x_then) / (head - u2)
    return {
        "t_hit": t_hit, "u1": u1,
        "A1": (hit.rho_star_right - hit.rho_star_left) / (hit.rho_star_right + hit.rho_star_left),
        "t_wall": t_wall, "t_reshock": t_reshock, "x_reshock": x_reshock, "u2": u2,
        "dv": u1 - u2, "A2": (rho_heavy - rho_light) / (rho_heavy + rho_light),
        "t_return": t_return,
    }


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("csv", help="the run's diagnostics.csv")
    parser.add_argument("--window", type=float, nargs=2, metavar=("T0", "T1"),
                        help="fit window (default: reshock + 0.7 to the end of the run)")
    parser.add_argument("--plot", metavar="OUT.png", help="draw h against t with the model")
    args = parser.parse_args()
    deck, source = find_deck(args.csv)
    if not deck:
        sys.exit(f"no deck next to {args.csv}")
    w = wave_history(deck)
    model = MIKAELIAN * w["A2"] * w["dv"]
    print(f"deck: {source}")
    print(f"first shock: hits the interface at t = {w['t_hit']:.4f}; interface velocity "
          f"{w['u1']:.5f}, A+ = {w['A1']:.4f}")
    print(f"transmitted shock reaches the wall at t = {w['t_wall']:.4f}; the reflected shock "
          f"reaches the interface at t = {w['t_reshock']:.4f} (x = {w['x_reshock']:.4f})")
    print(f"reshock: interface velocity {w['u2']:.5f}, dv = {w['dv']:.5f}, A+ = {w['A2']:.4f}; "
          f"the rarefaction it sends to the wall returns at t = {w['t_return']:.3f}")
    print(f"Mikaelian: dh/dt = {MIKAELIAN} A+ dv = {model:.5f}")

    data = read(args.csv)
    t = data["time"]
    extent = [hi - lo for lo, hi in zip(data["mix_x_min"], data["mix_x_max"])]
    six_w = [6.0 * v for v in data["mix_width"]]
    t0, t1 = args.window or (w["t_reshock"] + 0.7, min(t[-1], w["t_return"]))
    rows = [n for n, v in enumerate(t) if t0 <= v <= t1]
    if len(rows) < 3:
        sys.exit(f"fewer than 3 rows of the run in the window [{t0:.3f}, {t1:.3f}]")
    print(f"run: fit over t in [{t0:.3f}, {t1:.3f}] ({len(rows)} rows)")
    fits = {}
    for name, h in (("mixing extent", extent), ("6 W", six_w)):
        rate = least_squares_slope([t[n] for n in rows], [h[n] for n in rows])
        fits[name] = rate
        print(f"  d({name})/dt = {rate:.5f}  ({rate / model:.2f} x Mikaelian)")

    if args.plot:
        import matplotlib
        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
        fig, ax = plt.subplots(figsize=(7, 4.5))
        ax.plot(t, extent, label="mixing extent (mix_x_max - mix_x_min)")
        ax.plot(t, six_w, label="6 W (integral width)")
        start = rows[0]
        for h in (extent, six_w):
            ax.plot([t[start], t[rows[-1]]],
                    [h[start], h[start] + model * (t[rows[-1]] - t[start])], "k--", lw=1)
        ax.plot([], [], "k--", lw=1, label=f"Mikaelian 0.28 A+ dv = {model:.4f}")
        for when, what in ((w["t_hit"], "shock"), (w["t_reshock"], "reshock")):
            ax.axvline(when, color="grey", lw=0.8)
            ax.text(when, ax.get_ylim()[1], f" {what}", va="top", fontsize=8)
        ax.axvspan(t0, t1, color="grey", alpha=0.1)
        ax.set_xlabel("t")
        ax.set_ylabel("h")
        ax.legend(fontsize=8, loc="upper left")
        fig.tight_layout()
        fig.savefig(args.plot, dpi=110)
        print(f"wrote {args.plot}")


if __name__ == "__main__":
    main()
