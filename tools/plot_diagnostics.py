#!/usr/bin/python3
"""Plot columns of a Vagus diagnostics file (diagnostics.csv, one row per coarse step) against time.

Usage:
  plot_diagnostics.py DIAGNOSTICS.csv OUT.png [COLUMN ...] [--x COLUMN] [--together]
--x picks the abscissa (default time; e.g. x for a profile written by the validation tests);
--together draws every column on one panel. With no COLUMN: the Richtmyer-Meshkov interface (amplitude or amplitude_m, interface_x, and the
mixing extent mix_x_max - mix_x_min) when the file has it, otherwise every column besides step and
time. Totals are drawn as their change from the first row, relative to it, so that conservation
shows as a flat line at round-off.
"""
import argparse
import csv
import math
import sys

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402  (the backend must be chosen first)


def read(path):
    with open(path) as f:
        rows = list(csv.DictReader(f))
    if not rows:
        sys.exit(f"{path}: no rows")
    return {key: [float(r[key]) for r in rows] for key in rows[0]}


def default_columns(data):
    modes = [k for k in data if k == "amplitude" or k.startswith("amplitude_")]
    if modes or "interface_x" in data:
        return modes + ["interface_x", "mixing extent"]
    return [k for k in data if k not in ("step", "time")]


def series(data, column):
    if column == "mixing extent":
        return [hi - lo if math.isfinite(hi - lo) else math.nan
                for lo, hi in zip(data["mix_x_min"], data["mix_x_max"])]
    if column not in data:
        sys.exit(f"no column '{column}'; the file has: {', '.join(data)}")
    values = [v if math.isfinite(v) else math.nan for v in data[column]]
    if column.startswith("total_"):
        first = values[0]
        scale = abs(first) if first != 0 else 1.0
        return [(v - first) / scale for v in values]
    return values


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("diagnostics")
    parser.add_argument("output")
    parser.add_argument("columns", nargs="*")
    parser.add_argument("--x", default="time")
    parser.add_argument("--together", action="store_true")
    args = parser.parse_intermixed_args()
    data = read(args.diagnostics)
    if args.x not in data:
        sys.exit(f"no column '{args.x}'; the file has: {', '.join(data)}")
    columns = args.columns or default_columns(data)
    panels = 1 if args.together else len(columns)
    fig, axes = plt.subplots(panels, 1, figsize=(7, 2.2 * max(panels, 2)), sharex=True,
                             squeeze=False)
    for n, column in enumerate(columns):
        ax = axes[0 if args.together else n, 0]
        ax.plot(data[args.x], series(data, column), marker=".", markersize=3, label=column)
        label = f"relative change of {column}" if column.startswith("total_") else column
        ax.set_ylabel("" if args.together else label, fontsize=8)
        ax.grid(alpha=0.3)
    if args.together:
        axes[0, 0].legend(fontsize=8)
    axes[-1, 0].set_xlabel(args.x)
    fig.suptitle(args.diagnostics, fontsize=9)
    fig.tight_layout()
    fig.savefig(args.output, dpi=120)
    print(f"wrote {args.output}")


if __name__ == "__main__":
    main()
