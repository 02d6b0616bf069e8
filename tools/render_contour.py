"""A 3-D contour of a plotfile's field rendered headless with ParaView, through the XDMF sidecar.

Run it with ParaView's interpreter under a virtual X server (Debian: python3-paraview, xvfb):
  xvfb-run -a pvpython tools/render_contour.py SIDECAR.xmf OUT.png [--field mass-fraction]
          [--value 0.5] [--level N]
The contour is taken on the patches of one level (default: the finest, which covers the
interface wherever the run refines it), since the sidecar holds every level and coarse patches
lie under fine ones. The surface is coloured by x and seen from an oblique angle.
"""
import argparse

from paraview.simple import (Calculator, CellDatatoPointData, ColorBy, Contour,
                             GetActiveViewOrCreate, MergeBlocks, Render, ResetCamera,
                             SaveScreenshot, Show, XDMFReader)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("sidecar")
    parser.add_argument("output")
    parser.add_argument("--field", default="mass-fraction")
    parser.add_argument("--value", type=float, default=0.5)
    parser.add_argument("--level", type=int, default=-1)
    args = parser.parse_args()

    reader = XDMFReader(FileNames=[args.sidecar])
    reader.UpdatePipelineInformation()
    grids = list(reader.GetProperty("GridInfo")[::2] if reader.GetProperty("GridInfo") else [])
    levels = sorted({int(name.split("_")[1]) for name in grids if name.startswith("level_")})
    level = levels[-1] if args.level < 0 and levels else args.level
    if grids:
        reader.GridStatus = [name for name in grids if name.startswith(f"level_{level}_")]
    merged = MergeBlocks(Input=reader)
    points = CellDatatoPointData(Input=merged)  # contours need point data
    surface = Contour(Input=points, ContourBy=["POINTS", args.field], Isosurfaces=[args.value])
    coloured = Calculator(Input=surface, ResultArrayName="x", Function="coordsX")
    view = GetActiveViewOrCreate("RenderView")
    view.ViewSize = [900, 700]
    if hasattr(view, "UseColorPaletteForBackground"):
        view.UseColorPaletteForBackground = 0
    view.Background = [1.0, 1.0, 1.0]
    display = Show(coloured, view)
    ColorBy(display, ("POINTS", "x"))
    display.RescaleTransferFunctionToDataRange(True)
    view.CameraPosition = [-2.0, -2.5, 2.5]
    view.CameraViewUp = [0.0, 0.0, 1.0]
    ResetCamera(view)
    Render(view)
    SaveScreenshot(args.output, view, ImageResolution=[900, 700])
    print(f"wrote {args.output}: contour {args.field} = {args.value} on level {level}")


if __name__ == "__main__":
    main()
