#!/usr/bin/python3
# Compares two Vagus plotfiles cell by cell, bitwise: the same levels, the same cells on each level,
# the same values in every cell, whatever patches the cells were in (the partitioner's patch
# layout depends on the number of ranks). Exit 0 when identical; 1 with the first difference.
import sys

import h5py
import numpy as np


def level_cells(f, level):
    """Every component of the level on its bounding box, as raw bits; -1 where no patch."""
    group = f[f"level_{level}"]
    boxes = group["boxes"][:]
    offsets = group["data:offsets=0"][:]
    data = group["data:datatype=0"][:].view(np.uint64)
    ncomp = int(f.attrs["num_components"])
    dim = len(boxes.dtype.names) // 2  # a 2-D file's boxes are (lo_i, lo_j, hi_i, hi_j)
    corners = [(np.array([b[d] for d in range(dim)] + [0] * (3 - dim)),
                np.array([b[dim + d] for d in range(dim)] + [0] * (3 - dim))) for b in boxes]
    lo = np.min([c[0] for c in corners], axis=0)
    hi = np.max([c[1] for c in corners], axis=0)
    shape = (ncomp,) + tuple((hi - lo + 1)[::-1])
    cells = np.full(shape, np.uint64(0xFFFFFFFFFFFFFFFF), dtype=np.uint64)
    for (box_lo, box_hi), start in zip(corners, offsets[:-1]):
        blo = box_lo - lo
        n = box_hi - box_lo + 1
        block = data[start:start + ncomp * n.prod()].reshape((ncomp, n[2], n[1], n[0]))
        cells[:, blo[2]:blo[2] + n[2], blo[1]:blo[1] + n[1], blo[0]:blo[0] + n[0]] = block
    return lo, cells


def main():
    reference, plot = sys.argv[1], sys.argv[2]
    with h5py.File(reference, "r") as a, h5py.File(plot, "r") as b:
        levels = int(a.attrs["num_levels"])
        if int(b.attrs["num_levels"]) != levels:
            print(f"FAIL: {plot} has {int(b.attrs['num_levels'])} levels, {reference} {levels}")
            return 1
        for level in range(levels):
            lo_a, cells_a = level_cells(a, level)
            lo_b, cells_b = level_cells(b, level)
            if not (np.array_equal(lo_a, lo_b) and np.array_equal(cells_a, cells_b)):
                print(f"FAIL: level {level} of {plot} differs from {reference}")
                return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
