#!/usr/bin/python3
"""The L1 error of advection_diffusion plotfiles against the exact solution, and the order of
accuracy between resolutions.

The exact solution is the kernel's (src/gaussian.hpp): a Gaussian bump carried by the velocity and
spread by the diffusivity, summed over its periodic images, averaged over each cell with the
3-point Gauss-Legendre rule per active direction. Every parameter is read from the deck the
plotfile stores. The error is taken on the composite grid: each region on the finest level that
covers it,
  L1 = sum over composite cells of |u - u_exact| x cell volume / domain volume.

  convergence.py error PLOTFILE
  convergence.py order PLOTFILE PLOTFILE PLOTFILE [...] [--min-order P]

`order` prints each error and the order between successive plotfiles (from coarse to fine, base
cells doubling) and fails when the order between the two finest is below P. Needs h5py and numpy
(Debian: /usr/bin/python3).
"""
import argparse
import math
import sys
import tomllib

import h5py
import numpy as np

NODES = np.array([-math.sqrt(0.6) / 2, 0.0, math.sqrt(0.6) / 2])
WEIGHTS = np.array([5.0, 8.0, 5.0]) / 18.0


class Exact:
    def __init__(self, deck, time):
        mesh, physics, problem = deck["mesh"], deck.get("physics", {}), deck["problem"]
        self.lo = np.array(mesh["lo"], dtype=float)
        self.period = np.array(mesh["hi"], dtype=float) - self.lo
        self.active = np.array([n > 1 for n in mesh["cells"]])
        self.velocity = np.array(physics.get("velocity", [1.0, 0.5, 0.0]), dtype=float)
        self.diffusivity = physics.get("diffusivity", 1e-3)
        self.centre = np.array(problem.get("centre", [0.5, 0.5, 0.5]), dtype=float)
        self.width = problem.get("width", 0.05)
        self.amplitude = problem.get("amplitude", 1.0)
        self.time = time

    def at(self, x):
        """u at points x (shape (3, ...))."""
        w2 = self.width ** 2 + 2.0 * self.diffusivity * self.time
        scale = self.amplitude * (self.width ** 2 / w2) ** (self.active.sum() / 2.0)
        wrapped = []
        for d in range(3):
            r = x[d] - self.centre[d] - self.velocity[d] * self.time
            wrapped.append(r - self.period[d] * np.floor(r / self.period[d] + 0.5))
        total = np.zeros_like(x[0])
        images = [range(-1, 2) if self.active[d] else range(0, 1) for d in range(3)]
        for k in images[2]:
            for j in images[1]:
                for i in images[0]:
                    r2 = np.zeros_like(x[0])
                    for d, n in enumerate((i, j, k)):
                        if self.active[d]:
                            r2 += (wrapped[d] + n * self.period[d]) ** 2
                    total += np.exp(-r2 / (2.0 * w2))
        return 1.0 + scale * total

    def cell_averages(self, centres, dx):
        total = np.zeros_like(centres[0])
        rules = [zip(NODES, WEIGHTS) if self.active[d] else [(0.0, 1.0)] for d in range(3)]
        rules = [list(r) for r in rules]
        for nz, wz in rules[2]:
            for ny, wy in rules[1]:
                for nx, wx in rules[0]:
                    p = np.stack([centres[0] + nx * dx, centres[1] + ny * dx, centres[2] + nz * dx])
                    total += wx * wy * wz * self.at(p)
        return total



def box_corners(box):
    """A file box's (lo, hi) in x, y, z: a 2-D file's boxes are (lo_i, lo_j, hi_i, hi_j)."""
    dim = len(box.dtype.names) // 2
    pad = [0] * (3 - dim)
    return (np.array([box[d] for d in range(dim)] + pad),
            np.array([box[dim + d] for d in range(dim)] + pad))

def l1_error(path):
    """The composite L1 error of component "u" and the base level's cell count along x."""
    with h5py.File(path, "r") as f:
        deck = tomllib.loads(f.attrs["vagus_deck"].decode())
        exact = Exact(deck, float(f.attrs["time"]))
        prob_lo = np.array(f.attrs["vagus_prob_lo"], dtype=float)
        ncomp = int(f.attrs["num_components"])
        names = [f.attrs[f"component_{c}"].decode() for c in range(ncomp)]
        u_index = names.index("u")
        num_levels = int(f.attrs["num_levels"])
        levels = []
        for level in range(num_levels):
            group = f[f"level_{level}"]
            levels.append((group, float(group.attrs["dx"]), int(group.attrs["ref_ratio"])))
        total, volume = 0.0, 0.0
        for level, (group, dx, ratio) in enumerate(levels):
            finer = levels[level + 1][0]["boxes"][:] if level + 1 < num_levels else []
            data = group["data:datatype=0"][:]
            offsets = group["data:offsets=0"][:]
            for b, start in zip(group["boxes"][:], offsets[:-1]):
                lo, hi = box_corners(b)
                n = hi - lo + 1
                block = data[start:start + ncomp * n.prod()].reshape((ncomp, n[2], n[1], n[0]))
                u = block[u_index]
                idx = np.meshgrid(*[np.arange(lo[d], hi[d] + 1) for d in (2, 1, 0)],
                                  indexing="ij")
                cells = [idx[2], idx[1], idx[0]]  # x, y, z indices
                centres = [prob_lo[d] + (cells[d] + 0.5) * dx for d in range(3)]
                uncovered = np.ones(u.shape, dtype=bool)
                for fb in finer:
                    flo, fhi = (corner // np.where(exact.active, ratio, 1)
                                for corner in box_corners(fb))
                    inside = np.ones(u.shape, dtype=bool)
                    for d in range(3):
                        inside &= (cells[d] >= flo[d]) & (cells[d] <= fhi[d])
                    uncovered &= ~inside
                cell_volume = dx ** exact.active.sum()
                error = np.abs(u - exact.cell_averages(centres, dx))
                total += (error * uncovered).sum() * cell_volume
                volume += uncovered.sum() * cell_volume
        base_cells = int(box_corners(levels[0][0].attrs["prob_domain"])[1][0]) + 1
    return total / volume, base_cells


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    error = sub.add_parser("error", help="the L1 error of one plotfile")
    error.add_argument("plotfile")
    order = sub.add_parser("order", help="errors and orders of plotfiles, coarse to fine")
    order.add_argument("plotfiles", nargs="+")
    order.add_argument("--min-order", type=float, default=0.0,
                       help="fail when the order between the two finest is below this")
    args = parser.parse_args()
    if args.command == "error":
        e, n = l1_error(args.plotfile)
        print(f"{args.plotfile}: base {n} cells, L1 error {e:.4e}")
        return 0
    results = [l1_error(p) for p in args.plotfiles]
    last_order = None
    for k, (e, n) in enumerate(results):
        line = f"base {n:4d} cells: L1 error {e:.4e}"
        if k > 0:
            last_order = math.log(results[k - 1][0] / e) / math.log(n / results[k - 1][1])
            line += f", order {last_order:.3f}"
        print(line)
    if last_order is not None and last_order < args.min_order:
        print(f"FAIL: order {last_order:.3f} between the two finest is below {args.min_order}")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
