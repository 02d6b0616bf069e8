#!/usr/bin/python3
"""Profiles of a 1-D Vagus run: fields against position, every AMR level's cells, and the exact solution.

Usage:
  line_plot.py PLOTFILE... OUT.png [--field density --field pressure ...] [--finest-only]
               [--no-exact] [--title TEXT]
  line_plot.py out/sod/plt_000055.3d.hdf5 sod.png     # density, X-velocity, pressure at t = 0.2

Reads the plotfiles with yt (any of the Chombo forms Vagus writes: SpaceDim 3 with one cell
across the tube, or SpaceDim 1), one column of panels per plotfile, one row per field. Each
level's cell centres are drawn as markers of their own colour and shape, finer levels on top of
coarser ones (--finest-only: each level only where no finer level covers it). The fields are the
plotfile's components (`vagus info PLOTFILE` lists them; the Euler kernel's are density,
X-momentum, Y-momentum, Z-momentum, energy-density, species2-density, species2-volume-fraction,
mass-fraction, pressure, X-velocity, Y-velocity, Z-velocity); the default is density, the velocity along the run's line
(X-velocity for a run along x) and pressure.

The deck the run used (the plotfile's `vagus_deck` attribute) gives the problem: for the shock
tubes (`sod`, `toro1` ... `toro5`) and for a flat interface (`richtmyer_meshkov` with zero
amplitude: the planar shock meeting the interface of docs/validation.md) the exact solution of
the Riemann problem (tools/exact_riemann.py, Toro ch. 4, each gas with its own gamma) is drawn as
a black line at the file's time, for density, velocities, momenta, pressure, energy-density,
mass-fraction, species2-density and species2-volume-fraction. It is the solution on an unbounded line: once a wave reaches
the domain's end the tool says so. Vagus decks carry no units, so neither do the axes.
"""
import argparse
import math
import os
import sys

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
import numpy as np  # noqa: E402
import yt  # noqa: E402

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from exact_riemann import ExactRiemannSolver, State, shocked_state  # noqa: E402
from vagus_files import stored_deck  # noqa: E402

AXES = "xyz"
LEVEL_COLOURS = ["#1f77b4", "#ff7f0e", "#2ca02c", "#d62728", "#9467bd", "#8c564b", "#e377c2"]
LEVEL_MARKERS = ["o", "s", "^", "D", "v", "P", "X"]

# The shock tubes' defaults (physics/euler/shock_tube.cpp), for decks that do not spell them out.
SHOCK_TUBES = {
    "sod": ([1.0, 0.0, 1.0], [0.125, 0.0, 0.1], 0.5),
    "toro1": ([1.0, 0.75, 1.0], [0.125, 0.0, 0.1], 0.3),
    "toro2": ([1.0, -2.0, 0.4], [1.0, 2.0, 0.4], 0.5),
    "toro3": ([1.0, 0.0, 1000.0], [1.0, 0.0, 0.01], 0.5),
    "toro4": ([5.99924, 19.5975, 460.894], [5.99242, -6.19633, 46.0950], 0.4),
    "toro5": ([1.0, -19.59745, 1000.0], [1.0, -19.59745, 0.01], 0.8),
}


def mixture_gamma(deck, y2):
    """The Euler kernel's mixture: gamma = (Y1 cp1 + Y2 cp2) / (Y1 cv1 + Y2 cv2),
    cv_s = 1 / (M_s (gamma_s - 1)) (physics/euler/state.hpp)."""
    physics = deck.get("physics", {})
    gamma = physics.get("gamma", [1.4, 1.4])
    molar_mass = physics.get("molar_mass", [28.96, 146.06])
    cv = [1.0 / (m * (g - 1.0)) for g, m in zip(gamma, molar_mass)]
    y = min(max(y2, 0.0), 1.0)
    return ((1 - y) * gamma[0] * cv[0] + y * gamma[1] * cv[1]) / ((1 - y) * cv[0] + y * cv[1])


class Piece:
    """One Riemann problem (left, right, gases, mass fractions) broken at x0 at time t0; beyond
    `still` = (x, state, gamma, mass fraction), if given, gas no wave has reached yet."""

    def __init__(self, left, right, y_left, y_right, gamma_left, gamma_right, x0, t0, still=None):
        self.solver = ExactRiemannSolver(left, right, gamma_left, gamma_right)
        self.y = (y_left, y_right)
        self.x0, self.t0, self.still = x0, t0, still

    def wave_positions(self, t):
        if t <= self.t0:
            return [self.x0]
        return [self.x0 + s * (t - self.t0) for s in self.solver.wave_speeds()]

    def sample(self, x, t):
        """(state, gamma, mass fraction of gas 2) at x."""
        if self.still is not None and x > self.still[0]:
            return self.still[1:]
        tau = t - self.t0
        s = (x - self.x0) / tau if tau > 0 else (-math.inf if x < self.x0 else math.inf)
        left_of_contact = s <= self.solver.u_star
        return (self.solver.sample(s), self.solver.gamma_at(s),
                self.y[0] if left_of_contact else self.y[1])


class ExactSolution:
    """The exact solution of a deck's problem along `axis`, or None where there is none."""

    def __init__(self, name, pieces, axis, note=""):
        self.name, self.pieces, self.axis, self.note = name, pieces, axis, note

    def piece(self, t):
        """The last piece that has started by t (the Riemann problems follow one another)."""
        started = [p for p in self.pieces if p.t0 <= t]
        return started[-1] if started else self.pieces[0]

    def wave_positions(self, t):
        p = self.piece(t)
        return p.wave_positions(t) + ([p.still[0]] if p.still is not None else [])

    def fields(self, x, t):
        """{field name: values at the positions x} for every field it knows."""
        a = AXES[self.axis].upper()
        p = self.piece(t)
        samples = [p.sample(xi, t) for xi in x]
        rho = np.array([w.rho for w, _, _ in samples])
        u = np.array([w.u for w, _, _ in samples])
        pressure = np.array([w.p for w, _, _ in samples])
        gamma = np.array([g for _, g, _ in samples])
        y = np.array([yy for _, _, yy in samples])
        out = {"density": rho, f"{a}-velocity": u, "pressure": pressure, f"{a}-momentum": rho * u,
               "energy-density": pressure / (gamma - 1.0) + 0.5 * rho * u * u,
               "mass-fraction": y, "species2-density": rho * y,
               "species2-volume-fraction": y}  # each gas pure on its side of the contact
        for other in AXES.upper():
            if other != a:
                out[f"{other}-velocity"] = out[f"{other}-momentum"] = np.zeros_like(rho)
        return out


def exact_solution(deck, axis):
    """The deck's exact solution along the run's line `axis`, or (None, reason)."""
    physics, problem = deck.get("physics", {}), deck.get("problem", {})
    name = problem.get("name")
    if physics.get("kernel", "euler") != "euler" or name is None:
        return None, "not an Euler problem with an exact solution"
    if name in SHOCK_TUBES:
        left, right, interface = SHOCK_TUBES[name]
        direction = AXES.index(problem.get("direction", "x"))
        if direction != axis:
            return None, f"the tube lies along {AXES[direction]}, the run along {AXES[axis]}"
        y_left = problem.get("left_mass_fraction", 0.0)
        y_right = problem.get("right_mass_fraction", 0.0)
        piece = Piece(State(*problem.get("left", left)), State(*problem.get("right", right)),
                      y_left, y_right, mixture_gamma(deck, y_left), mixture_gamma(deck, y_right),
                      problem.get("interface", interface), 0.0)
        return ExactSolution(name, [piece], axis), ""
    if name == "richtmyer_meshkov":
        modes = problem.get("modes", [[1.0, 1.0, problem.get("amplitude", 0.01)]])
        if any(m[2] != 0.0 for m in modes) or axis != 0:
            return None, "the interface is not flat (or the run is not along x)"
        gamma = physics.get("gamma", [1.4, 1.4])
        rho0, p0 = problem.get("density", 1.0), problem.get("pressure", 1.0)
        shock_x, interface_x = problem.get("shock_x", 0.1), problem.get("interface_x", 0.2)
        ambient = State(rho0, 0.0, p0)
        gas2 = State(rho0 * problem.get("density_ratio", 5.0), 0.0, p0)
        shocked, speed = shocked_state(ambient, gamma[0], problem.get("mach", 1.2))
        t_hit = (interface_x - shock_x) / speed
        # Before the hit: the incident shock alone, the Riemann problem of shocked against
        # ambient gas 1 (one shock, no other wave), with gas 2 at rest beyond the interface.
        # After: shocked gas 1 against gas 2 at rest.
        before = Piece(shocked, ambient, 0.0, 0.0, gamma[0], gamma[0], shock_x, 0.0,
                       still=(interface_x, gas2, gamma[1], 1.0))
        after = Piece(shocked, gas2, 0.0, 1.0, gamma[0], gamma[1], interface_x, t_hit)
        return ExactSolution(name, [before, after], axis, note=f"shock hits at t = {t_hit:.4g}"), ""
    return None, f"no exact solution for problem '{name}'"


def exact_profiles(exact, t, x_lo, x_hi):
    """Positions (with both sides of every wave), {field: values} on [x_lo, x_hi], and the
    positions of the waves."""
    x = list(np.linspace(x_lo, x_hi, 2001))
    width = x_hi - x_lo
    walls = exact.wave_positions(t)
    for w in walls:
        for side in (-1e-9, 1e-9):
            if x_lo < w + side * width < x_hi:
                x.append(w + side * width)
    x = np.array(sorted(x))
    return x, exact.fields(x, t), walls


def line_axis(ds):
    """The one direction with more than one cell, or None."""
    active = [d for d in range(3) if ds.domain_dimensions[d] > 1]
    return active[0] if len(active) == 1 else None


def cells_by_level(ds, axis, fields, finest_only, shift):
    """{level: (positions, {field: values})}, positions shifted to the deck's coordinates."""
    levels = {}
    for grid in ds.index.grids:
        keep = np.ones(grid.ActiveDimensions, dtype=bool)
        if finest_only:
            keep = np.asarray(grid.child_mask, dtype=bool)
        x = np.asarray(grid["index", AXES[axis]].d)[keep] + shift
        values = {f: np.asarray(grid["chombo", f].d)[keep] for f in fields}
        pos, vals = levels.setdefault(grid.Level, ([], {f: [] for f in fields}))
        pos.append(x)
        for f in fields:
            vals[f].append(values[f])
    out = {}
    for level, (pos, vals) in sorted(levels.items()):
        x = np.concatenate(pos)
        order = np.argsort(x, kind="stable")
        out[level] = (x[order], {f: np.concatenate(v)[order] for f, v in vals.items()})
    return out


def main():
    parser = argparse.ArgumentParser(
        description=__doc__.split("\n\n")[0],
        formatter_class=argparse.RawDescriptionHelpFormatter,
        epilog="\n\n".join(__doc__.split("\n\n")[1:]))
    parser.add_argument("plotfiles", nargs="+", metavar="PLOTFILE",
                        help="plotfiles of a 1-D run (plt_NNNNNN.*.hdf5), one column each")
    parser.add_argument("output", metavar="OUT.png", help="image file to write")
    parser.add_argument("--field", action="append", dest="fields", metavar="NAME",
                        help="a field to plot, one panel each; repeat for more (default: "
                             "density, the velocity along the line, pressure)")
    parser.add_argument("--finest-only", action="store_true",
                        help="draw each level only where no finer level covers it (default: "
                             "every cell of every level)")
    parser.add_argument("--no-exact", action="store_true",
                        help="leave out the exact solution even where the problem has one")
    parser.add_argument("--title", help="title instead of the problem's name")
    args = parser.parse_args()
    if len(args.plotfiles) < 1:
        parser.error("give at least one PLOTFILE and OUT.png")

    yt.set_log_level(40)
    columns = []
    for path in args.plotfiles:
        if not os.path.isfile(path):
            parser.error(f"{path}: no such file")
        ds = yt.load(path)
        axis = line_axis(ds)
        if axis is None:
            parser.error(f"{path} is not a 1-D run (cells {list(ds.domain_dimensions)}); "
                         "tools/slice_plot.py draws 2-D and 3-D runs")
        deck, prob_lo = stored_deck(path)
        names = [name for _, name in ds.field_list]
        fields = args.fields or ["density", f"{AXES[axis].upper()}-velocity", "pressure"]
        missing = [f for f in fields if f not in names]
        if missing:
            parser.error(f"{path} has no field {', '.join(missing)} (it has {', '.join(names)})")
        # Plotfiles whose domain does not start a whole number of cells from 0 are shifted in
        # readers; vagus_prob_lo is where the domain really starts (docs/file-formats.md).
        shift = 0.0
        if prob_lo is not None and axis < len(prob_lo):
            shift = float(prob_lo[axis]) - float(ds.domain_left_edge[axis])
        x_lo = float(ds.domain_left_edge[axis]) + shift
        x_hi = float(ds.domain_right_edge[axis]) + shift
        exact, why = (None, "--no-exact") if args.no_exact else exact_solution(deck, axis)
        columns.append(dict(path=path, ds=ds, axis=axis, fields=fields, deck=deck, exact=exact,
                            why=why, x_lo=x_lo, x_hi=x_hi, time=float(ds.current_time),
                            levels=cells_by_level(ds, axis, fields, args.finest_only, shift)))

    rows = max(len(c["fields"]) for c in columns)
    fig, axes = plt.subplots(rows, len(columns), figsize=(5.0 * len(columns) + 1.0, 2.4 * rows + 1.2),
                             sharex="col", squeeze=False)
    handles = {}
    problems = []
    for col, c in enumerate(columns):
        problem = c["deck"].get("problem", {}).get("name", os.path.basename(c["path"]))
        problems.append(problem)
        total_cells = sum(len(x) for x, _ in c["levels"].values())
        size = 16 if total_cells < 400 else (9 if total_cells < 1500 else 4)
        exact_x, exact_fields = None, {}
        if c["exact"] is not None:
            exact_x, exact_fields, walls = exact_profiles(c["exact"], c["time"], c["x_lo"],
                                                          c["x_hi"])
            outside = [w for w in walls if not c["x_lo"] <= w <= c["x_hi"]]
            if outside:
                print(f"note: {c['path']}: at t = {c['time']:.4g} waves of the exact solution "
                      "have left the domain; it is the solution on an unbounded line",
                      file=sys.stderr)
        elif not args.no_exact:
            print(f"note: {c['path']}: no exact solution drawn ({c['why']})", file=sys.stderr)
        for row, field in enumerate(c["fields"]):
            ax = axes[row, col]
            for level, (x, values) in c["levels"].items():
                h = ax.scatter(x, values[field], s=size, marker=LEVEL_MARKERS[level % 7],
                               color=LEVEL_COLOURS[level % 7], zorder=2 + level, linewidths=0,
                               label=f"level {level}")
                handles.setdefault(f"level {level}", h)
            if field in exact_fields:
                (h,) = ax.plot(exact_x, exact_fields[field], color="black", linewidth=0.9,
                               zorder=20, label="exact solution")
                handles.setdefault("exact solution", h)
            ax.set_ylabel(field)
            ax.grid(alpha=0.3)
            ax.set_xlim(c["x_lo"], c["x_hi"])
        for row in range(len(c["fields"]), rows):
            axes[row, col].set_visible(False)
        axes[len(c["fields"]) - 1, col].set_xlabel(AXES[c["axis"]])
        axes[len(c["fields"]) - 1, col].tick_params(labelbottom=True)
        note = c["exact"].note if c["exact"] is not None else ""
        if len(columns) > 1:
            heading = f"t = {c['time']:.4g}  ({os.path.basename(c['path'])})"
            axes[0, col].set_title(heading + (f"\n{note}" if note else ""), fontsize=10)
        elif note:
            axes[0, col].set_title(note, fontsize=10)
    title = args.title or ", ".join(dict.fromkeys(problems))
    if len(columns) == 1:
        title += f", t = {columns[0]['time']:.4g}"
    height = fig.get_figheight()
    fig.suptitle(title, fontsize=12, y=1 - 0.08 / height)
    labels = sorted((k for k in handles if k.startswith("level")), key=lambda k: int(k.split()[1]))
    labels += [k for k in handles if not k.startswith("level")]
    fig.legend([handles[k] for k in labels], labels, loc="upper center", ncol=len(labels),
               fontsize=9, markerscale=1.5, frameon=False, bbox_to_anchor=(0.5, 1 - 0.38 / height))
    fig.tight_layout(rect=(0, 0, 1, 1 - 0.7 / height))
    fig.savefig(args.output, dpi=120)
    print(f"wrote {args.output}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
