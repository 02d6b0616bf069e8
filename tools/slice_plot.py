#!/usr/bin/python3
"""A slice through a Vagus plotfile with yt, patch outlines of every level drawn on top.

Usage: /usr/bin/python3 tools/slice_plot.py PLOTFILE OUT.png [--field density] [--axis z]
                                           [--width W]

Fields are the plotfile's components (`vagus info PLOTFILE` lists them), e.g. density, pressure,
mass_fraction_2. The slice goes through the domain's centre, normal to --axis; --width W shows W of the image's
horizontal axis about the centre (the vertical one whole), for long domains.
"""
import argparse

import yt


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("plotfile")
    parser.add_argument("output")
    parser.add_argument("--field", default="density")
    parser.add_argument("--axis", default="z", choices=["x", "y", "z"])
    parser.add_argument("--width", type=float)
    args = parser.parse_args()

    yt.set_log_level(40)
    ds = yt.load(args.plotfile)
    field = ("chombo", args.field)
    if field not in ds.field_list:
        names = ", ".join(name for _, name in ds.field_list)
        parser.error(f"{args.plotfile} has no field '{args.field}' (it has {names})")
    plot = yt.SlicePlot(ds, args.axis, field, origin="native")
    plot.set_log(field, False)
    plot.set_cmap(field, "viridis")
    plot.annotate_grids(edgecolors="white", linewidth=0.5, alpha=0.6)
    plot.annotate_title(f"{args.field}, t = {float(ds.current_time):.4g}, "
                        f"{ds.index.max_level + 1} levels")
    if args.width:
        axis = "xyz".index(args.axis)
        vertical = float(ds.domain_width[ds.coordinates.y_axis[axis]])
        plot.set_width((args.width, vertical))
    plot.save(args.output)
    print(f"wrote {args.output}")


if __name__ == "__main__":
    main()
