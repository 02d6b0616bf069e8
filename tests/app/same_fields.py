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
    lo = np.array([min(b[d] for b in boxes) for d in range(3)])
    hi = np.array([max(b[d + 3] for b in boxes) for d in range(3)])
    shape = (ncomp,) + tuple((hi - lo + 1)[::-1])
    cells = np.full(shape, np.uint64(0xFFFFFFFFFFFFFFFF), dtype=np.uint64)
    for b, start in zip(boxes, offsets[:-1]):
        blo = np.array([b[0], b[1], b[2]]) - lo
        n = np.array([b[3] - b[0] + 1, b[4] - b[1] + 1, b[5] - b[2] + 1])
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
