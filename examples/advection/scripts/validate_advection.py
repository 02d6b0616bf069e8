#!/usr/bin/python3
"""Error norms of an advection plotfile against the exact solution, and the order of accuracy.

The exact solution at time t is the initial scalar rotated by omega t about the rotation centre
(after a whole revolution, the initial state). Every parameter (omega, centre, the problem's keys)
is read from the deck the plotfile stores. Errors are taken on the composite grid: each region on
the finest level that covers it, against exact cell averages at that level's dx:
  L1   = sum over composite cells of |q - q_exact| * cell area / domain area,
  Linf = max over composite cells of |q - q_exact|.
Exact cell averages: the slotted disk's cells near the edge are averaged over --samples^2 points
(default 64^2, against the kernel's problem.samples, 16 by default: the initial data's own error is
printed by running this on a plotfile at t = 0, e.g. `advection run zalesak.toml --set
run.max_steps=0`); the cosine bell's with the kernel's 3-point Gauss-Legendre rule in x and y
(error O(dx^3) at the bell's rim, far below the scheme's O(dx^2)).

  validate_advection.py error PLOTFILE [--max-l1 E] [--max-linf E] [--bounds LO,HI]
  validate_advection.py order PLOTFILE PLOTFILE [...] [--min-order P]
  validate_advection.py yt PLOTFILE --cells N0,N1,... --total T

The last opens the plotfile with yt (as a user would) and checks its levels, cells per level,
fields, and that the scalar it reads integrates to the total Vagus printed. yt assumes every level
is refined in z too (a 2-D run's plotfile is 3-D with one cell in z), so its cell volumes on level
l are 2^-l too small: the integral is taken over yt's cell areas dx * dy times level 0's dz.

Needs h5py and numpy (Debian: /usr/bin/python3; yt for `yt`). Exit 1 when a check fails, with the
numbers.
"""
import argparse
import sys
import tomllib

import h5py
import numpy as np


# ---- the exact solution ----------------------------------------------------------------------

def slotted_disk_inside(x, y, p):
    cx, cy = p["centre"]
    rx, ry = x - cx, y - cy
    in_disk = rx * rx + ry * ry < p["radius"] ** 2
    in_slot = (np.abs(rx) < 0.5 * p["slot_width"]) & (y < p["slot_top"])
    return in_disk & ~in_slot


def slotted_disk_near_edge(x, y, dx, p):
    """Cells the edge may cross (as the kernel's SlottedDisk::NearEdge)."""
    cx, cy = p["centre"]
    rx, ry = x - cx, y - cy
    r = np.sqrt(rx * rx + ry * ry)
    near_circle = np.abs(r - p["radius"]) <= dx
    near_sides = ((np.abs(np.abs(rx) - 0.5 * p["slot_width"]) <= dx) & (y <= p["slot_top"] + dx)
                  & (y >= cy - p["radius"] - dx))
    near_top = (np.abs(y - p["slot_top"]) <= dx) & (np.abs(rx) <= 0.5 * p["slot_width"] + dx)
    return near_circle | near_sides | near_top


def cosine_bell_value(x, y, p):
    cx, cy = p["centre"]
    s = np.minimum(np.sqrt((x - cx) ** 2 + (y - cy) ** 2) / p["radius"], 1.0)
    return 0.5 * (1.0 + np.cos(np.pi * s))


class Exact:
    """Exact cell averages at time t: the initial shape seen through the rotation by -omega t."""

    def __init__(self, deck, time, samples):
        self.problem = deck["problem"]
        self.name = self.problem["name"]
        physics = deck.get("physics", {})
        self.omega = physics.get("angular_velocity", 2.0 * np.pi)
        self.axis = physics.get("centre", [0.5, 0.5])
        self.angle = -self.omega * time
        self.samples = samples
        if self.name not in ("zalesak", "cosine_bell"):
            sys.exit(f"validate_advection: no exact solution for problem '{self.name}'")

    def back(self, x, y):
        """Where the fluid at (x, y) was at t = 0."""
        c, s = np.cos(self.angle), np.sin(self.angle)
        rx, ry = x - self.axis[0], y - self.axis[1]
        return self.axis[0] + c * rx - s * ry, self.axis[1] + s * rx + c * ry

    def cell_averages(self, x, y, dx):
        """Averages over the cells of width dx centred at the arrays x, y."""
        if self.name == "cosine_bell":
            nodes = np.array([-np.sqrt(0.6) / 2, 0.0, np.sqrt(0.6) / 2])
            weights = np.array([5.0, 8.0, 5.0]) / 18.0
            total = np.zeros_like(x)
            for b, wb in zip(nodes, weights):
                for a, wa in zip(nodes, weights):
                    total += wa * wb * cosine_bell_value(*self.back(x + a * dx, y + b * dx),
                                                         self.problem)
            return total
        # Slotted disk: centre values, then sub-samples where the (rotated) edge may pass.
        x0, y0 = self.back(x, y)
        averages = slotted_disk_inside(x0, y0, self.problem).astype(float)
        edge = slotted_disk_near_edge(x0, y0, dx, self.problem)
        n = self.samples
        offsets = ((np.arange(n) + 0.5) / n - 0.5) * dx
        ox, oy = np.meshgrid(offsets, offsets, indexing="xy")
        ex, ey = x[edge][:, None], y[edge][:, None]
        inside = slotted_disk_inside(*self.back(ex + ox.ravel(), ey + oy.ravel()), self.problem)
        averages[edge] = inside.mean(axis=1)
        return averages


# ---- the plotfile ----------------------------------------------------------------------------

def box_corners(box):
    """A file box's (lo, hi) in x, y, z: a 2-D file's boxes are (lo_i, lo_j, hi_i, hi_j)."""
    dim = len(box.dtype.names) // 2
    pad = [0] * (3 - dim)
    return (np.array([box[d] for d in range(dim)] + pad),
            np.array([box[dim + d] for d in range(dim)] + pad))


def read_levels(path):
    """The deck, time, and per level: dx, ratio to the next, and (lo, hi, scalar) per box."""
    with h5py.File(path, "r") as f:
        deck = tomllib.loads(f.attrs["vagus_deck"].decode())
        time = float(f.attrs["time"])
        prob_lo = np.array(f.attrs["vagus_prob_lo"], dtype=float)
        ncomp = int(f.attrs["num_components"])
        names = [f.attrs[f"component_{c}"].decode() for c in range(ncomp)]
        scalar = names.index("scalar")
        levels = []
        for level in range(int(f.attrs["num_levels"])):
            group = f[f"level_{level}"]
            data = group["data:datatype=0"][:]
            offsets = group["data:offsets=0"][:]
            boxes = []
            for b, start in zip(group["boxes"][:], offsets[:-1]):
                lo, hi = box_corners(b)
                n = hi - lo + 1
                if n[2] != 1:
                    sys.exit(f"validate_advection: {path} is 3-D; this script checks 2-D runs")
                block = data[start:start + ncomp * n.prod()].reshape((ncomp, n[2], n[1], n[0]))
                boxes.append((lo, hi, block[scalar, 0]))
            domain = np.concatenate(box_corners(group.attrs["prob_domain"]))
            levels.append({"dx": float(group.attrs["dx"]), "ratio": int(group.attrs["ref_ratio"]),
                           "boxes": boxes, "domain": domain})
    return deck, time, prob_lo, levels


def composite_errors(path, samples):
    deck, time, prob_lo, levels = read_levels(path)
    exact = Exact(deck, time, samples)
    d0 = levels[0]["domain"]
    area = (d0[3] - d0[0] + 1) * (d0[4] - d0[1] + 1) * levels[0]["dx"] ** 2
    l1, linf, total, lowest, highest = 0.0, 0.0, 0.0, np.inf, -np.inf
    level0 = None
    for n, level in enumerate(levels):
        dx = level["dx"]
        finer = levels[n + 1]["boxes"] if n + 1 < len(levels) else []
        ratio = level["ratio"]
        level_l1, level_linf = 0.0, 0.0
        for lo, hi, q in level["boxes"]:
            i = np.arange(lo[0], hi[0] + 1)
            j = np.arange(lo[1], hi[1] + 1)
            x = prob_lo[0] + (i - level["domain"][0] + 0.5) * dx
            y = prob_lo[1] + (j - level["domain"][1] + 0.5) * dx
            xx, yy = np.meshgrid(x, y, indexing="xy")  # shape (nj, ni), as q
            error = np.abs(q - exact.cell_averages(xx, yy, dx))
            level_l1 += error.sum() * dx * dx
            level_linf = max(level_linf, float(error.max()))
            # Composite: leave out the cells a finer level covers.
            uncovered = np.ones_like(q, dtype=bool)
            for flo, fhi, _ in finer:
                clo, chi = flo // ratio, fhi // ratio
                a0, a1 = max(clo[0], lo[0]), min(chi[0], hi[0])
                b0, b1 = max(clo[1], lo[1]), min(chi[1], hi[1])
                if a0 <= a1 and b0 <= b1:
                    uncovered[b0 - lo[1]:b1 - lo[1] + 1, a0 - lo[0]:a1 - lo[0] + 1] = False
            l1 += error[uncovered].sum() * dx * dx
            if uncovered.any():
                linf = max(linf, float(error[uncovered].max()))
                total += q[uncovered].sum() * dx * dx
                lowest = min(lowest, float(q[uncovered].min()))
                highest = max(highest, float(q[uncovered].max()))
        if n == 0:
            level0 = (level_l1 / area, level_linf)
    return {"problem": exact.name, "time": time, "levels": len(levels),
            "base": levels[0]["domain"][3] - levels[0]["domain"][0] + 1,
            "finest_dx": levels[-1]["dx"], "dx0": levels[0]["dx"], "l1": l1 / area, "linf": linf,
            "level0": level0, "total": total, "min": lowest, "max": highest}


def describe(path, e):
    return (f"{path}: {e['problem']} at t = {e['time']:.6g}, {e['levels']} level(s), base "
            f"{e['base']}^2, finest dx = 1/{1 / e['finest_dx']:.0f}\n"
            f"  composite: L1 = {e['l1']:.6e}  Linf = {e['linf']:.6e}  scalar in "
            f"[{e['min']:.3e}, {1 - e['max']:+.3e} below 1]  area integral = {e['total']:.15g}\n"
            f"  level 0 alone: L1 = {e['level0'][0]:.6e}  Linf = {e['level0'][1]:.6e}")


# ---- commands --------------------------------------------------------------------------------

def command_error(args):
    e = composite_errors(args.plotfile, args.samples)
    print(describe(args.plotfile, e))
    failures = []
    if args.max_l1 is not None:
        ok = e["l1"] <= args.max_l1
        print(f"  {'ok  ' if ok else 'FAIL'} composite L1 {e['l1']:.6e} <= {args.max_l1:.6e}")
        ok or failures.append("L1")
    if args.max_linf is not None:
        ok = e["linf"] <= args.max_linf
        print(f"  {'ok  ' if ok else 'FAIL'} composite Linf {e['linf']:.6e} <= {args.max_linf:.6e}")
        ok or failures.append("Linf")
    if args.bounds is not None:
        lo, hi = args.bounds
        ok = e["min"] >= lo and e["max"] <= hi
        print(f"  {'ok  ' if ok else 'FAIL'} scalar in [{e['min']!r}, {e['max']!r}] within "
              f"[{lo!r}, {hi!r}] (no new extrema)")
        ok or failures.append("bounds")
    return 1 if failures else 0


def command_order(args):
    results = sorted((composite_errors(p, args.samples) | {"path": p} for p in args.plotfiles),
                     key=lambda e: -e["finest_dx"])
    print(f"{'finest cells':>12} {'L1':>13} {'order':>6} {'Linf':>13} {'order':>6}")
    orders = []
    for n, e in enumerate(results):
        line = f"{1 / e['finest_dx']:>12.0f} {e['l1']:>13.6e} "
        if n == 0:
            line += f"{'':>6} {e['linf']:>13.6e}"
        else:
            prev = results[n - 1]
            refine = np.log(prev["finest_dx"] / e["finest_dx"])
            order_l1 = np.log(prev["l1"] / e["l1"]) / refine
            order_linf = np.log(prev["linf"] / e["linf"]) / refine
            orders.append(order_l1)
            line += f"{order_l1:>6.2f} {e['linf']:>13.6e} {order_linf:>6.2f}"
        print(line + f"   {e['path']}")
    if not orders:
        sys.exit("validate_advection: order needs plotfiles at two or more resolutions")
    ok = orders[-1] >= args.min_order
    print(f"{'ok  ' if ok else 'FAIL'} L1 order between the two finest resolutions "
          f"{orders[-1]:.3f} >= {args.min_order}")
    return 0 if ok else 1


def command_yt(args):
    import yt

    yt.set_log_level(40)  # errors only: yt warns that it assumes cgs units
    ds = yt.load(args.plotfile)
    failures = []

    def check(ok, what):
        print(f"  {'ok  ' if ok else 'FAIL'} {what}")
        ok or failures.append(what)

    print(f"{args.plotfile}: opened by yt {yt.__version__} as {type(ds).__name__}")
    check(type(ds).__name__ == "ChomboDataset", "yt reads it as a Chombo dataset")
    levels = ds.index.max_level + 1
    cells = [0] * levels
    for grid in ds.index.grids:
        cells[grid.Level] += int(np.prod(grid.ActiveDimensions))
    check(cells == args.cells, f"cells per level {cells}, Vagus reported {args.cells}")
    for name in ("scalar", "velocity_x", "velocity_y"):
        check(("chombo", name) in ds.field_list, f"field {name} listed")
    # yt's data containers drop coarse cells covered by finer grids: this sums the finest data.
    region = ds.all_data()
    area = region["index", "dx"].d * region["index", "dy"].d
    dz = float(ds.domain_width[2].d / ds.domain_dimensions[2])
    integral = float(np.sum(region["chombo", "scalar"].d * area) * dz)
    volume_integral = float(np.sum(region["chombo", "scalar"].d * region["index", "cell_volume"].d))
    error = abs(integral - args.total) / abs(args.total)
    check(error <= 1e-12, f"integral of scalar over yt's finest cells {integral!r} = Vagus' total "
          f"{args.total!r} (relative difference {error:.2e} <= 1e-12; yt's own cell volumes give "
          f"{volume_integral:.6g})")
    return 1 if failures else 0


def cell_counts(text):
    return [int(v) for v in text.split(",")]


def bounds(text):
    lo, hi = (float(v) for v in text.split(","))
    return lo, hi


def main():
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--samples", type=int, default=64,
                        help="sub-samples per direction of exact slotted-disk edge cells")
    commands = parser.add_subparsers(dest="command", required=True)
    error = commands.add_parser("error", help="error norms of one plotfile")
    error.add_argument("plotfile")
    error.add_argument("--max-l1", type=float)
    error.add_argument("--max-linf", type=float)
    error.add_argument("--bounds", type=bounds, help="LO,HI: the scalar must stay within")
    order = commands.add_parser("order", help="L1 order of accuracy over several resolutions")
    order.add_argument("plotfiles", nargs="+")
    order.add_argument("--min-order", type=float, default=1.5)
    with_yt = commands.add_parser("yt", help="what yt reads from one plotfile")
    with_yt.add_argument("plotfile")
    with_yt.add_argument("--cells", type=cell_counts, required=True,
                         help="cells per level as Vagus reports them, comma-separated")
    with_yt.add_argument("--total", type=float, required=True,
                         help="the total scalar Vagus printed (volume integral)")
    args = parser.parse_args()
    run = {"error": command_error, "order": command_order, "yt": command_yt}[args.command]
    return run(args)


if __name__ == "__main__":
    sys.exit(main())
