#!/usr/bin/python3
"""Plot columns of a Vagus diagnostics file (diagnostics.csv, one row per coarse step) against time.

Usage:
  plot_diagnostics.py DIAGNOSTICS.csv OUT.png [COLUMN ...]
With no COLUMN: the Richtmyer-Meshkov interface (amplitude or amplitude_m, interface_x, and the
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
    values = data[column]
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
    args = parser.parse_args()
    data = read(args.diagnostics)
    columns = args.columns or default_columns(data)
    fig, axes = plt.subplots(len(columns), 1, figsize=(7, 2.2 * len(columns)), sharex=True,
                             squeeze=False)
    for ax, column in zip(axes[:, 0], columns):
        ax.plot(data["time"], series(data, column), marker=".", markersize=3)
        label = f"relative change of {column}" if column.startswith("total_") else column
        ax.set_ylabel(label, fontsize=8)
        ax.grid(alpha=0.3)
    axes[-1, 0].set_xlabel("time")
    fig.suptitle(args.diagnostics, fontsize=9)
    fig.tight_layout()
    fig.savefig(args.output, dpi=120)
    print(f"wrote {args.output}")


if __name__ == "__main__":
    main()
