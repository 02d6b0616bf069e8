"""ParaView reads a plotfile through its XDMF sidecar: run under `xvfb-run -a pvpython`.

Usage: check_xdmf_paraview.py SIDECAR PLOTFILE FIELD

Opens SIDECAR with ParaView's XDMF (2) Reader, merges the patches and checks against the
plotfile itself (read with h5py): the number of cells over all levels, the bounds of the domain
(which catches origins given in the wrong order) and the range of FIELD, which must match
exactly (the values are the same doubles). The bounds match to single precision: ParaView's
XDMF (2) Reader keeps a grid's origin and spacing as floats (a 1-D run's depth of 0.005 comes
back as 0.00499999989).
"""
import sys

import h5py
import numpy
from paraview.simple import MergeBlocks, XDMFReader


def plotfile_figures(path, field):
    with h5py.File(path, "r") as f:
        names = [f.attrs["component_%d" % c].decode() for c in range(int(f.attrs["num_components"]))]
        component = names.index(field)
        low, high, cells = numpy.inf, -numpy.inf, 0
        origin = numpy.array(f.attrs["vagus_prob_lo"], dtype=float)
        far_corner = numpy.array(f.attrs["vagus_prob_hi"], dtype=float)
        level0 = f["level_0"]
        domain = level0.attrs["prob_domain"]
        dx = float(level0.attrs["dx"])
        # A 1-D or 2-D file leaves out the last directions: one cell as thick as the domain.
        extent = numpy.array([(domain["hi_" + a] - domain["lo_" + a] + 1) * dx
                              if "lo_" + a in domain.dtype.names else far_corner[d] - origin[d]
                              for d, a in enumerate("ijk")])
        for level in range(int(f.attrs["num_levels"])):
            group = f["level_%d" % level]
            offsets = group["data:offsets=0"][:]
            data = group["data:datatype=0"][:]
            for b, box in enumerate(group["boxes"][:]):
                n = int(numpy.prod([box["hi_" + a] - box["lo_" + a] + 1
                                    for a in "ijk" if "lo_" + a in box.dtype.names]))
                values = data[offsets[b] + component * n: offsets[b] + (component + 1) * n]
                low, high, cells = min(low, values.min()), max(high, values.max()), cells + n
    bounds = [origin[0], origin[0] + extent[0], origin[1], origin[1] + extent[1],
              origin[2], origin[2] + extent[2]]
    return cells, bounds, (float(low), float(high))


def main():
    sidecar, plotfile, field = sys.argv[1:4]
    cells, bounds, value_range = plotfile_figures(plotfile, field)
    merged = MergeBlocks(Input=XDMFReader(FileNames=[sidecar]))
    merged.UpdatePipeline()
    info = merged.GetDataInformation()
    seen_range = tuple(merged.CellData[field].GetRange())
    seen_bounds = info.GetBounds()
    print("ParaView: %d cells, bounds %s, %s in %s" % (info.GetNumberOfCells(), seen_bounds, field, seen_range))
    print("plotfile: %d cells, bounds %s, %s in %s" % (cells, bounds, field, value_range))
    failures = []
    if info.GetNumberOfCells() != cells:
        failures.append("cell counts differ")
    largest_extent = max(bounds[1] - bounds[0], bounds[3] - bounds[2], bounds[5] - bounds[4])
    if not numpy.allclose(seen_bounds, bounds, rtol=0, atol=1e-6 * largest_extent):
        failures.append("bounds differ")
    if seen_range != value_range:
        failures.append("ranges differ")
    for failure in failures:
        print("FAIL:", failure)
    sys.exit(1 if failures else 0)


main()
