#!/usr/bin/python3
# Opens a Vagus plotfile with yt's Chombo reader and checks what a user would rely on: the number
# of levels, cells per level, the field list, the domain edges, optionally a linear field's value in
# every cell (which catches any layout or position mistake), and a field's volume integral over
# the finest cells. Run with /usr/bin/python3 (Debian's python3-yt). Exits 1 with a message on
# the first failed check.
import argparse
import sys

import numpy as np


def floats(text):
    return [float(v) for v in text.split(",")]


def ints(text):
    return [int(v) for v in text.split(",")]


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("path")
    parser.add_argument("--levels", type=int, required=True)
    parser.add_argument("--cells", type=ints, required=True,
                        help="cells per level, comma-separated")
    parser.add_argument("--fields", default="", help="components the file must list")
    parser.add_argument("--field", required=True, help="the field to check and integrate")
    parser.add_argument("--integral", type=float, required=True,
                        help="sum of field x cell volume over the finest cells")
    parser.add_argument("--linear", type=floats,
                        help="a0,ax,ay,az: the field must equal a0 + ax x + ay y + az z")
    parser.add_argument("--left-edge", type=floats)
    parser.add_argument("--right-edge", type=floats)
    args = parser.parse_args()

    def fail(message):
        print(f"check_plotfile_yt: {args.path}: {message}", file=sys.stderr)
        sys.exit(1)

    import yt

    yt.set_log_level(40)  # errors only: yt warns that it assumes cgs units
    try:
        ds = yt.load(args.path)
    except Exception as error:  # yt raises many kinds; all mean "cannot open"
        fail(f"yt.load failed: {type(error).__name__}: {error}")
    if type(ds).__name__ != "ChomboDataset":
        fail(f"yt opened it as {type(ds).__name__}, not as a Chombo dataset")

    levels = ds.index.max_level + 1
    if levels != args.levels:
        fail(f"{levels} levels, expected {args.levels}")
    cells = [0] * levels
    for grid in ds.index.grids:
        cells[grid.Level] += int(np.prod(grid.ActiveDimensions))
    if cells != args.cells:
        fail(f"cells per level {cells}, expected {args.cells}")
    level_stats = [int(n) for n in ds.index.level_stats["numcells"][:levels]]
    if level_stats != args.cells:
        fail(f"level_stats numcells {level_stats}, expected {args.cells}")

    wanted = [f for f in args.fields.split(",") if f] + [args.field]
    for name in wanted:
        if ("chombo", name) not in ds.field_list:
            fail(f"field {name} missing from {ds.field_list}")

    # Compare bare numbers (.d): yt attaches cgs units to Chombo data.
    for label, expected, actual in (("left", args.left_edge, ds.domain_left_edge),
                                    ("right", args.right_edge, ds.domain_right_edge)):
        if expected is not None and not np.allclose(actual.d, expected, rtol=0, atol=1e-12):
            fail(f"domain {label} edge {actual.d}, expected {expected}")

    if args.linear is not None:
        a0, ax, ay, az = args.linear
        for grid in ds.index.grids:
            value = grid["chombo", args.field].d
            x, y, z = (grid["index", axis].d for axis in "xyz")
            expected = a0 + ax * x + ay * y + az * z
            error = np.max(np.abs(value - expected)) / np.max(np.abs(expected))
            if not error <= 1e-12:
                fail(f"grid {grid.id} (level {grid.Level}): {args.field} differs from "
                     f"{a0} + {ax} x + {ay} y + {az} z by {error:.3g} (relative)")

    # yt's data containers drop coarse cells covered by finer grids, so this sums the finest data.
    region = ds.all_data()
    integral = float(np.sum(region["chombo", args.field].d * region["index", "cell_volume"].d))
    if not abs(integral - args.integral) <= 1e-12 * abs(args.integral):
        fail(f"integral of {args.field} = {integral!r}, expected {args.integral!r}")

    print(f"check_plotfile_yt: {args.path}: ok: {levels} level(s), cells {cells}, "
          f"integral of {args.field} {integral!r}")


if __name__ == "__main__":
    main()
