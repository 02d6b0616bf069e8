#!/usr/bin/python3
"""Plot columns of a Vagus diagnostics file (diagnostics.csv, one row per coarse step) against time.

Usage:
  plot_diagnostics.py DIAGNOSTICS.csv OUT.png [COLUMN ...] [--x COLUMN] [--together]
                      [--title TEXT]
  plot_diagnostics.py out/rm3d/diagnostics.csv rm3d.png
  plot_diagnostics.py out/rm2d/diagnostics.csv rm2d.png amplitude interface_x "mixing extent"

The columns are those of docs/file-formats.md ("Diagnostics file"): step, time, dt, total_<field>
for each conserved field, and the Euler kernel's interface_x, mix_x_min, mix_x_max and amplitude
(amplitude_1, amplitude_2, ... for several modes); "mixing extent" is mix_x_max - mix_x_min.
With no COLUMN: the Richtmyer-Meshkov interface (the amplitudes, all modes on one panel,
interface_x and the mixing extent) when the file has amplitudes or mixed cells, otherwise every
column besides step, time and the interface's. Totals are drawn as their change from the first row relative to it,
(total - total at t0) / |total at t0| (the change itself where the first is 0), so that
conservation shows as a flat line at round-off.

Each amplitude is labelled with its mode: amplitude_m is the m-th mode of the deck's
[problem] modes with a nonzero amplitude, a cos(2 pi ny y / lambda) cos(2 pi nz z / lambda),
shown as (ny, nz) and a0 (a lone `amplitude` is the deck's single mode, or its one mode). The
deck is the run's: a *.toml file next to the CSV, or else the one a plotfile or checkpoint in the
same directory stores; the title names its problem and the time range (or the file's name when
there is no deck; --title replaces it). Vagus decks carry no units, so neither do the axes.
"""
import argparse
import csv
import glob
import math
import os
import sys
import tomllib

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402  (the backend must be chosen first)


def read(path):
    try:
        with open(path) as f:
            rows = list(csv.DictReader(f))
    except OSError as e:
        sys.exit(f"{path}: {e.strerror}")
    if not rows:
        sys.exit(f"{path}: no rows")
    return {key: [float(r[key]) for r in rows] for key in rows[0]}


def least_squares_slope(x, y):
    """The slope of the least-squares line through the points (x, y)."""
    n = len(x)
    xm, ym = sum(x) / n, sum(y) / n
    return sum((a - xm) * (b - ym) for a, b in zip(x, y)) / sum((a - xm) ** 2 for a in x)


def find_deck(csv_path):
    """The run's deck (a dict) and where it came from, or ({}, None)."""
    directory = os.path.dirname(os.path.abspath(csv_path))
    for path in sorted(glob.glob(os.path.join(directory, "*.toml"))):
        try:
            with open(path, "rb") as f:
                deck = tomllib.load(f)
        except (OSError, tomllib.TOMLDecodeError):
            continue
        if "problem" in deck:
            return deck, path
    stored = sorted(glob.glob(os.path.join(directory, "plt_*.hdf5")) +
                    glob.glob(os.path.join(directory, "chk_*.h5")))
    if stored:
        try:
            from vagus_files import stored_deck
            deck, _ = stored_deck(stored[-1])
            if deck:
                return deck, stored[-1]
        except (ImportError, OSError):
            pass
    return {}, None


def mode_labels(deck, data):
    """{amplitude column: 'mode (ny, nz) = (1, 0), a0 = 0.025'} from the deck's modes."""
    problem = deck.get("problem", {})
    if problem.get("name") != "richtmyer_meshkov" or "band" in problem:
        return {}  # a band of random modes has no amplitude columns
    modes = problem.get("modes", [[1.0, 1.0, problem.get("amplitude", 0.01)]])
    # The kernel reports the modes with a nonzero amplitude only, in the deck's order.
    modes = [m for m in modes if len(m) == 3 and m[2] != 0.0]
    columns = [k for k in data if k == "amplitude" or k.startswith("amplitude_")]
    if len(columns) != len(modes):
        print(f"note: the deck has {len(modes)} modes with an amplitude, the file "
              f"{len(columns)} amplitude columns: the modes are not labelled", file=sys.stderr)
        return {}

    def number(v):
        return f"{v:g}"

    names = ["amplitude"] if columns == ["amplitude"] else \
        [f"amplitude_{m + 1}" for m in range(len(modes))]
    return {name: f"mode (ny, nz) = ({number(m[0])}, {number(m[1])}), a0 = {number(m[2])}"
            for name, m in zip(names, modes)}


def amplitude_columns(data):
    return [k for k in data if k == "amplitude" or k.startswith("amplitude_")]


def default_panels(data):
    """[[column, ...] per panel]."""
    modes = amplitude_columns(data)
    mixing = "mix_x_min" in data and "mix_x_max" in data and \
        any(math.isfinite(v) for v in series(data, "mixing extent"))
    if modes or mixing:
        panels = [modes] if modes else []
        if "interface_x" in data:
            panels.append(["interface_x"])
        if "mix_x_min" in data and "mix_x_max" in data:
            panels.append(["mixing extent"])
        return panels
    # No interface: the totals and the rest, without the interface's columns, which say nothing
    # when no cell is mixed (interface_x is then the length of gas 1 along x).
    interface = ("interface_x", "mix_x_min", "mix_x_max")
    return [[k] for k in data if k not in ("step", "time") and k not in interface]


def series(data, column):
    if column == "mixing extent":
        return [hi - lo if math.isfinite(hi - lo) else math.nan
                for lo, hi in zip(data["mix_x_min"], data["mix_x_max"])]
    values = [v if math.isfinite(v) else math.nan for v in data[column]]
    if column.startswith("total_"):
        first = values[0]
        scale = abs(first) if first != 0 else 1.0
        return [(v - first) / scale for v in values]
    return values


def axis_label(data, column, modes):
    """The y label of a panel showing `column` alone."""
    if column.startswith("total_"):
        change = "(v - v at t0) / |v at t0|" if data[column][0] != 0 else "v - v at t0"
        return f"{column}\n{change}"
    if column == "mixing extent":
        return "mixing extent\nmix_x_max - mix_x_min"
    if column in modes:
        return f"{column}\n{modes[column].replace(', a0', chr(10) + 'a0')}"
    return column


def legend_label(data, column, modes):
    if column.startswith("total_"):
        return (f"{column}: (v - v at t0) / |v at t0|" if data[column][0] != 0
                else f"{column}: v - v at t0")
    if column in modes:
        return f"{column}: {modes[column]}"
    return column


def main():
    parser = argparse.ArgumentParser(
        description=__doc__.splitlines()[0],
        formatter_class=argparse.RawDescriptionHelpFormatter,
        epilog="\n\n".join(__doc__.split("\n\n")[1:]))
    parser.add_argument("diagnostics", metavar="DIAGNOSTICS.csv",
                        help="a run's diagnostics.csv (or any CSV with a header row)")
    parser.add_argument("output", metavar="OUT.png", help="image file to write")
    parser.add_argument("columns", nargs="*", metavar="COLUMN",
                        help="columns to draw, one panel each (default: see below)")
    parser.add_argument("--x", default="time",
                        help="the column on the horizontal axis (default time; e.g. x for a "
                             "profile the validation tests write)")
    parser.add_argument("--together", action="store_true",
                        help="draw every column on one panel, with a legend")
    parser.add_argument("--title",
                        help="title instead of the deck's problem (or the file's name) and the "
                             "time range")
    args = parser.parse_intermixed_args()
    data = read(args.diagnostics)
    if args.x not in data:
        sys.exit(f"no column '{args.x}'; the file has: {', '.join(data)}")
    for column in args.columns:
        if column not in data and not (column == "mixing extent" and "mix_x_min" in data):
            sys.exit(f"no column '{column}'; the file has: {', '.join(data)}")
    deck, _ = find_deck(args.diagnostics)
    modes = mode_labels(deck, data)

    panels = [[c] for c in args.columns] if args.columns else default_panels(data)
    if args.together:
        panels = [[c for panel in panels for c in panel]]
    legends = any(len(columns) > 1 for columns in panels)
    fig, axes = plt.subplots(len(panels), 1, figsize=(11 if legends else 8,
                                                      1.2 + 2.3 * max(len(panels), 2)),
                             sharex=True, squeeze=False)
    for n, columns in enumerate(panels):
        ax = axes[n, 0]
        for column in columns:
            ax.plot(data[args.x], series(data, column), marker=".", markersize=3,
                    label=legend_label(data, column, modes))
        if len(columns) == 1:
            ax.set_ylabel(axis_label(data, columns[0], modes), fontsize=8)
        else:
            modes_only = all(c in amplitude_columns(data) for c in columns)
            ax.set_ylabel("mode amplitude" if modes_only else "", fontsize=8)
            ax.legend(fontsize=7, loc="upper left", bbox_to_anchor=(1.01, 1.0))
        if not any(math.isfinite(v) for c in columns for v in series(data, c)):
            ax.text(0.5, 0.5, "no finite values" + (" (no mixed cells)" if "mixing extent" in
                                                     columns else ""),
                    transform=ax.transAxes, ha="center", va="center", fontsize=9)
        ax.grid(alpha=0.3)
    axes[-1, 0].set_xlabel(args.x)

    if args.title:
        title = args.title
    else:
        problem = deck.get("problem", {}).get("name")
        if problem:
            title = problem + (f", {len(modes)} modes" if len(modes) > 1 else "")
        else:
            title = os.path.splitext(os.path.basename(args.diagnostics))[0]
        if "time" in data:
            title += f", t = {min(data['time']):.4g} to {max(data['time']):.4g}"
    fig.suptitle(title, fontsize=11)
    fig.tight_layout(rect=(0, 0, 1, 1 - 0.15 / fig.get_figheight()))
    fig.savefig(args.output, dpi=120)
    print(f"wrote {args.output}")


if __name__ == "__main__":
    main()
