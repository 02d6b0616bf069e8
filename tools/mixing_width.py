#!/usr/bin/python3
"""The mixing layer of a Richtmyer-Meshkov run over time, from its plotfiles (with yt).

For each plotfile: the mass fraction of gas 2 on the finest level's resolution over the whole
domain (yt's covering grid, coarser data where no finer level is), averaged over the planes
normal to x to give <Y>(x); then
  integral width  W = integral of 4 <Y> (1 - <Y>) dx  (the thickness of a linear profile from 0 to 1
                  is 1.5 W)
  1%-99% thickness h = x(<Y> = 0.99) - x(<Y> = 0.01)   (gas 2 lies at high x)
Writes a CSV (time, W, h, the plotfile) and, with --plot, both against time.

Usage:
  mixing_width.py PLOTFILE... --csv OUT.csv [--plot OUT.png]
"""
import argparse
import csv

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402  (the backend must be chosen first)
import numpy as np  # noqa: E402
import yt  # noqa: E402


def plane_averaged_mass_fraction(path):
    ds = yt.load(path)
    level = ds.index.max_level
    dims = ds.domain_dimensions * ds.refine_by**level
    dims[ds.domain_dimensions == 1] = 1  # inactive directions stay one cell
    grid = ds.covering_grid(level=level, left_edge=ds.domain_left_edge, dims=dims)
    y = np.array(grid[("chombo", "mass-fraction")])
    x = np.array(grid[("index", "x")])[:, 0, 0]
    return float(ds.current_time), x, y.mean(axis=(1, 2))


def crossing(x, profile, level):
    """The first x where the (rising) profile reaches `level`, interpolated linearly."""
    above = np.nonzero(profile >= level)[0]
    if len(above) == 0 or above[0] == 0:
        return float("nan")
    i = above[0]
    return float(x[i - 1] + (level - profile[i - 1]) / (profile[i] - profile[i - 1]) * (x[i] - x[i - 1]))


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0],
                                     formatter_class=argparse.RawDescriptionHelpFormatter,
                                     epilog="\n".join(__doc__.splitlines()[2:]))
    parser.add_argument("plotfiles", nargs="+", metavar="PLOTFILE",
                        help="plotfiles of a Richtmyer-Meshkov run (any order; the rows are "
                             "sorted by time)")
    parser.add_argument("--csv", required=True, metavar="OUT.csv",
                        help="CSV to write: time, integral_width, thickness_1_99, plotfile")
    parser.add_argument("--plot", metavar="OUT.png",
                        help="also draw W and h against time into this image")
    args = parser.parse_args()
    yt.set_log_level(40)
    rows = []
    for path in args.plotfiles:
        time, x, profile = plane_averaged_mass_fraction(path)
        dx = x[1] - x[0]
        width = float(np.sum(4.0 * profile * (1.0 - profile)) * dx)
        thickness = crossing(x, profile, 0.99) - crossing(x, profile, 0.01)
        rows.append((time, width, thickness, path))
        print(f"{path}: t = {time:.4f}, W = {width:.5f}, h(1%-99%) = {thickness:.5f}")
    rows.sort()
    with open(args.csv, "w", newline="") as f:
        writer = csv.writer(f)
        writer.writerow(["time", "integral_width", "thickness_1_99", "plotfile"])
        writer.writerows(rows)
    if args.plot:
        fig, ax = plt.subplots(figsize=(7, 3.5))
        times = [r[0] for r in rows]
        ax.plot(times, [r[1] for r in rows], marker="o", label="integral width W")
        ax.plot(times, [r[2] for r in rows], marker="s", label="1%-99% thickness h")
        ax.set_xlabel("time")
        ax.set_ylabel("width")
        ax.grid(alpha=0.3)
        ax.legend()
        fig.tight_layout()
        fig.savefig(args.plot, dpi=120)
        print(f"wrote {args.plot}")


if __name__ == "__main__":
    main()
