#!/usr/bin/python3
"""A slice through a Vagus plotfile (read with yt), each level's patches outlined in its own colour.

Usage:
  slice_plot.py PLOTFILE OUT.png [--field density] [--axis x|y|z] [--at COORD] [--width W]
                [--centre X] [--log] [--title TEXT]
  slice_plot.py out/rm3d/plt_000100.3d.hdf5 density.png --field density --axis z

Fields are the plotfile's components (`vagus info PLOTFILE` lists them); the Euler kernel's are
density, X-momentum, Y-momentum, Z-momentum, energy-density, species2-density,
species2-volume-fraction, mass-fraction (of gas 2), pressure, X-velocity, Y-velocity and
Z-velocity.

A 3-D run is cut normal to --axis (default z) through the domain's centre, or at --at; a 2-D run
(one cell across, in z for the decks Vagus ships) is shown whole. Each pixel shows the finest
level there, and each level's patches are outlined in the colour the legend gives it. --width W
shows W of the horizontal axis about the centre, or about --centre X (the vertical one whole),
for long domains.
Vagus decks carry no units, so neither do the axes; the title names the deck's problem, the
field and the time.
"""
import argparse
import math
import sys

import matplotlib

matplotlib.use("Agg")
import matplotlib.patheffects as path_effects  # noqa: E402
import matplotlib.pyplot as plt  # noqa: E402
import numpy as np  # noqa: E402
import yt  # noqa: E402
from matplotlib.collections import LineCollection  # noqa: E402
from matplotlib.lines import Line2D  # noqa: E402
from mpl_toolkits.axes_grid1 import make_axes_locatable  # noqa: E402
from vagus_files import stored_deck  # noqa: E402

AXES = "xyz"
# Outline colours per level, each drawn over a thin dark edge so it shows on any colour of the map.
LEVEL_COLOURS = ["white", "#ff3b3b", "#00e5ff", "#ff5cff", "#ffa500", "#7cff4f", "#c0c0c0"]
MAX_PIXELS = 2400


def read_metadata(path):
    """The deck's problem name (or None) and vagus_prob_lo (or None)."""
    deck, prob_lo = stored_deck(path)
    return deck.get("problem", {}).get("name"), prob_lo


def visible_edges(lo, hi, extent):
    """The parts of the rectangle [lo, hi]'s edges inside the view extent = (h0, h1, v0, v1)."""
    h0, h1, v0, v1 = extent
    tol = 1e-9 * max(h1 - h0, v1 - v0)
    edges = []
    for v in (lo[1], hi[1]):  # horizontal edges
        a, b = max(lo[0], h0), min(hi[0], h1)
        if v0 - tol <= v <= v1 + tol and a < b:
            edges.append([(a, v), (b, v)])
    for h in (lo[0], hi[0]):  # vertical edges
        a, b = max(lo[1], v0), min(hi[1], v1)
        if h0 - tol <= h <= h1 + tol and a < b:
            edges.append([(h, a), (h, b)])
    return edges


def main():
    parser = argparse.ArgumentParser(
        description=__doc__.split("\n\n")[0],
        formatter_class=argparse.RawDescriptionHelpFormatter,
        epilog="\n\n".join(__doc__.split("\n\n")[1:]))
    parser.add_argument("plotfile", metavar="PLOTFILE",
                        help="a 2-D or 3-D plotfile (plt_NNNNNN.*.hdf5)")
    parser.add_argument("output", metavar="OUT.png", help="image file to write")
    parser.add_argument("--field", default="density",
                        help="the plotfile component to show (default density)")
    parser.add_argument("--axis", choices=["x", "y", "z"],
                        help="normal of the slice (default z; a 2-D run: the direction it "
                             "has one cell in)")
    parser.add_argument("--at", type=float, metavar="COORD",
                        help="3-D runs: position of the slice along its normal, in the deck's "
                             "coordinates (default: the domain's centre)")
    parser.add_argument("--width", type=float,
                        help="show this much of the horizontal axis about the domain's centre "
                             "(default: all of it)")
    parser.add_argument("--centre", type=float, metavar="COORD",
                        help="with --width: the middle of what it shows, in the deck's "
                             "coordinates along the horizontal axis (default: the domain's "
                             "centre)")
    parser.add_argument("--log", action="store_true",
                        help="logarithmic colour scale (default linear)")
    parser.add_argument("--title", help="title instead of the problem's name, field and time")
    args = parser.parse_args()

    yt.set_log_level(40)
    try:
        ds = yt.load(args.plotfile)
    except Exception as e:  # yt raises several kinds for a missing or foreign file
        parser.error(f"cannot open {args.plotfile} with yt: {e}")
    field = ("chombo", args.field)
    if field not in ds.field_list:
        names = ", ".join(name for _, name in ds.field_list)
        parser.error(f"{args.plotfile} has no field '{args.field}' (it has {names})")
    dims = [int(n) for n in ds.domain_dimensions]
    flat = [d for d in range(3) if dims[d] == 1]
    if len(flat) > 1:
        parser.error(f"{args.plotfile} is a 1-D run (cells {dims}): tools/line_plot.py draws it")
    if flat and args.axis not in (None, AXES[flat[0]]):
        parser.error(f"{args.plotfile} is a 2-D run (cells {dims}): the slice must be normal to "
                     f"{AXES[flat[0]]}")
    axis = flat[0] if flat else AXES.index(args.axis or "z")
    h_axis, v_axis = [d for d in range(3) if d != axis]

    left = np.array(ds.domain_left_edge.to("code_length").d)
    right = np.array(ds.domain_right_edge.to("code_length").d)
    grids = list(ds.index.grids)
    problem, prob_lo = read_metadata(args.plotfile)
    # Readers place cell i at i dx; vagus_prob_lo is where the domain really starts when that
    # is not a whole number of cells from 0 (docs/file-formats.md).
    shift = np.zeros(3)
    if prob_lo is not None:
        for d in range(min(3, len(prob_lo))):
            shift[d] = float(prob_lo[d]) - left[d]
    if flat and args.at is not None:
        parser.error("--at: a 2-D run has one cell across; its slice is the whole run")
    if args.at is not None:
        coord = args.at - shift[axis]
        if not left[axis] <= coord < right[axis]:
            parser.error(f"--at {args.at}: outside the domain along {AXES[axis]} "
                         f"[{left[axis] + shift[axis]:g}, {right[axis] + shift[axis]:g})")
    else:
        coord = 0.5 * (left[axis] + right[axis])
    # The patches the plane cuts. With one cell across, all of them: some forms of the file give
    # finer levels' patches the thickness of their own cells, or none, along that direction.
    cut = [g for g in grids if flat or g.LeftEdge[axis] <= coord < g.RightEdge[axis]]
    centre = 0.5 * (left + right)
    width = right[h_axis] - left[h_axis]
    if args.width:
        if not args.width > 0:
            parser.error("--width must be > 0")
        width = min(args.width, width)
    if args.centre is not None:
        middle = args.centre - shift[h_axis]
        if not left[h_axis] <= middle <= right[h_axis]:
            parser.error(f"--centre {args.centre}: outside the domain along {AXES[h_axis]}")
        centre[h_axis] = min(max(middle, left[h_axis] + 0.5 * width),
                             right[h_axis] - 0.5 * width)
    height = right[v_axis] - left[v_axis]
    h0, v0 = centre[h_axis] - 0.5 * width, centre[v_axis] - 0.5 * height

    # Pixels no larger than the finest cells shown (within MAX_PIXELS), so each level shows;
    # every pixel takes the value of the finest cell under its centre.
    finest = min(float(g.dds[h_axis]) for g in cut)
    scale = min(1.0, MAX_PIXELS / max(width / finest, height / finest))
    n_h = max(2, int(math.ceil(width / finest * scale)))
    n_v = max(2, int(math.ceil(height / finest * scale)))
    ph = h0 + (np.arange(n_h) + 0.5) * width / n_h
    pv = v0 + (np.arange(n_v) + 0.5) * height / n_v
    image = np.full((n_v, n_h), np.nan)
    for g in sorted(cut, key=lambda g: g.Level):
        lo, dds, n = (np.array(g.LeftEdge.d), np.array(g.dds.d), g.ActiveDimensions)
        in_h = np.nonzero((ph >= lo[h_axis]) & (ph < lo[h_axis] + n[h_axis] * dds[h_axis]))[0]
        in_v = np.nonzero((pv >= lo[v_axis]) & (pv < lo[v_axis] + n[v_axis] * dds[v_axis]))[0]
        if in_h.size == 0 or in_v.size == 0:
            continue
        k = 0 if flat else min(int((coord - lo[axis]) / dds[axis]), n[axis] - 1)
        plane = np.take(np.asarray(g[field].d), k, axis=axis)  # indexed [h, v]
        i = np.minimum(((ph[in_h] - lo[h_axis]) / dds[h_axis]).astype(int), n[h_axis] - 1)
        j = np.minimum(((pv[in_v] - lo[v_axis]) / dds[v_axis]).astype(int), n[v_axis] - 1)
        image[np.ix_(in_v, in_h)] = plane[np.ix_(i, j)].T
    extent = (h0 + shift[h_axis], h0 + width + shift[h_axis],
              v0 + shift[v_axis], v0 + height + shift[v_axis])

    aspect = height / width
    fig_w = 9.0
    fig, ax = plt.subplots(figsize=(fig_w, min(max(fig_w * aspect * 0.85 + 1.6, 3.0), 11.0)))
    norm = None
    if np.isnan(image).any():
        print(f"warning: {args.plotfile}: no patch covers part of the slice (drawn blank)",
              file=sys.stderr)
    if args.log:
        positive = image[image > 0]
        if positive.size == 0:
            parser.error(f"--log: {args.field} has no positive values in the slice")
        norm = matplotlib.colors.LogNorm(vmin=positive.min(), vmax=np.nanmax(image))
    shown = ax.imshow(image, origin="lower", extent=extent, cmap="viridis", norm=norm,
                      interpolation="nearest", aspect="equal")
    divider = make_axes_locatable(ax)
    bar = fig.colorbar(shown, cax=divider.append_axes("right", size=0.2, pad=0.15))
    bar.set_label(args.field)
    if args.log:
        plain = matplotlib.ticker.FuncFormatter(lambda value, _: f"{value:g}")
        bar.ax.yaxis.set_major_formatter(plain)
        if norm.vmax / norm.vmin < 100:  # few decades: label the minor ticks too
            bar.ax.yaxis.set_minor_formatter(plain)
    else:
        bar.formatter.set_useOffset(False)
    legend_ax = divider.append_axes("bottom", size=0.35, pad=0.55)
    legend_ax.set_axis_off()

    handles = []
    levels = sorted({g.Level for g in grids})  # every level of the file, in the legend
    for level in levels:
        segments, patches = [], 0
        for g in cut:
            if g.Level != level:
                continue
            patches += 1
            lo = [float(g.LeftEdge[d]) + shift[d] for d in (h_axis, v_axis)]
            hi = [float(g.RightEdge[d]) + shift[d] for d in (h_axis, v_axis)]
            segments += visible_edges(lo, hi, extent)
        colour = LEVEL_COLOURS[level % len(LEVEL_COLOURS)]
        lw = max(0.7, 1.8 - 0.35 * level)
        if segments:
            # Unclipped, so that edges on the domain's boundary show over the frame; the edges
            # were cut to the view instead.
            outline = LineCollection(segments, colors=colour, linewidths=lw, zorder=3 + level,
                                     clip_on=False, capstyle="projecting")
            outline.set_path_effects([
                path_effects.Stroke(linewidth=lw + 1.2, foreground="black", alpha=0.6),
                path_effects.Normal()])
            ax.add_collection(outline)
        handle = Line2D([], [], color=colour, linewidth=lw + 0.8,
                        label=f"level {level} ({patches} patch{'es' if patches != 1 else ''})")
        handle.set_path_effects([path_effects.Stroke(linewidth=lw + 2.0, foreground="black"),
                                 path_effects.Normal()])
        handles.append(handle)
    ax.set_xlim(extent[0], extent[1])
    ax.set_ylim(extent[2], extent[3])
    ax.set_xlabel(AXES[h_axis])
    ax.set_ylabel(AXES[v_axis])
    where = "" if flat else f", slice {AXES[axis]} = {coord + shift[axis]:.4g}"
    title = args.title or (f"{problem + ': ' if problem else ''}{args.field}, "
                           f"t = {float(ds.current_time):.4g}{where}")
    ax.set_title(title, fontsize=11)
    legend_ax.legend(handles=handles, loc="center", ncol=len(handles), fontsize=9,
                     frameon=False, handlelength=2.5, title="patch outlines", title_fontsize=9)
    fig.savefig(args.output, dpi=120, bbox_inches="tight")
    print(f"wrote {args.output}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
