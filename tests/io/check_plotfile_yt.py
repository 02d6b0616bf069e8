#!/usr/bin/python3
# Opens a Vagus plotfile with yt's Chombo reader and checks what a user would rely on: the number
# of levels, cells per level, the field list, the domain edges, optionally a linear field's value in
# every cell (which catches any layout or position mistake), fields' integrals over the finest
# cells (one given, or every `total NAME = VALUE` line of a run's log), and that a slice through
# the middle of a 2-D or 3-D file has a value in every pixel. Run with /usr/bin/python3 (Debian's
# python3-yt). Exits 1 with a message on the first failed check.
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
    parser.add_argument("--integral", type=float,
                        help="sum of field x cell volume over the finest cells")
    parser.add_argument("--totals", metavar="LOG",
                        help="a run's output: each 'total NAME = VALUE' line is the integral of "
                             "field NAME")
    parser.add_argument("--full-slice", action="store_true",
                        help="a slice normal to z through the middle, at the finest resolution, "
                             "has a positive value of --field in every pixel")
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
    expected = {}
    if args.integral is not None:
        expected[args.field] = args.integral
    if args.totals:
        with open(args.totals) as log:
            for line in log:
                if line.startswith("total ") and " = " in line:
                    name, value = line[len("total "):].split(" = ")
                    expected[name.strip()] = float(value)
    if not expected:
        fail("nothing to integrate: give --integral or --totals")
    region = ds.all_data()
    volume = region["index", "cell_volume"].d
    for name, total in expected.items():
        values = region["chombo", name].d
        integral = float(np.sum(values * volume))
        scale = max(abs(total), float(np.sum(np.abs(values) * volume)))
        if not abs(integral - total) <= 1e-12 * scale:
            fail(f"integral of {name} = {integral!r}, expected {total!r} "
                 f"(relative difference {abs(integral - total) / scale:.3g})")

    if args.full_slice:
        if ds.dimensionality < 2:
            fail("--full-slice needs a 2-D or 3-D file")
        finest = ds.index.get_smallest_dx().d
        width = (ds.domain_right_edge - ds.domain_left_edge).d
        pixels = tuple(int(round(w / finest)) for w in width[:2])
        middle = 0.5 * (ds.domain_left_edge + ds.domain_right_edge).d
        image = ds.slice(2, middle[2]).to_frb(
            (width[0], "code_length"), pixels, center=middle, height=(width[1], "code_length"))
        values = np.asarray(image["chombo", args.field])
        blank = int(np.count_nonzero(~(values > 0)))
        if blank:
            fail(f"the slice at z = {middle[2]} has {blank} of {values.size} pixels without "
                 f"{args.field}")

    print(f"check_plotfile_yt: {args.path}: ok: {ds.dimensionality}-D, {levels} level(s), "
          f"cells {cells}, integrals of {', '.join(expected)} equal the run's")


if __name__ == "__main__":
    main()
