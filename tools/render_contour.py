"""A 3-D contour of a plotfile's field rendered headless with ParaView, through the XDMF sidecar.

Run it with ParaView's interpreter under a virtual X server (Debian: python3-paraview, xvfb):
  xvfb-run -a pvpython tools/render_contour.py SIDECAR.xmf OUT.png [--field mass-fraction]
          [--value 0.5] [--level N]
The contour is taken on the patches of one level (default: the finest, which covers the
interface wherever the run refines it), since the sidecar holds every level and coarse patches
lie under fine ones. The surface is coloured by x (with a colour bar) and seen from an oblique
angle; a caption names the field, the value, the level and the time.
"""
import argparse

from paraview.simple import (Calculator, CellDatatoPointData, ColorBy, Contour,
                             GetActiveViewOrCreate, GetColorTransferFunction, GetScalarBar,
                             MergeBlocks, Render, ResetCamera, SaveScreenshot, Show, Text,
                             XDMFReader)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("sidecar", metavar="SIDECAR.xmf",
                        help="the XDMF sidecar of a plotfile (plt_NNNNNN.xmf, next to it)")
    parser.add_argument("output", metavar="OUT.png", help="image file to write")
    parser.add_argument("--field", default="mass-fraction",
                        help="the plotfile component to contour (default mass-fraction)")
    parser.add_argument("--value", type=float, default=0.5,
                        help="the contour's value (default 0.5)")
    parser.add_argument("--level", type=int, default=-1,
                        help="the level whose patches to contour (default -1: the finest)")
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
    # A colour bar for x and a caption, in black on the white background (no units: Vagus decks
    # carry none).
    bar = GetScalarBar(GetColorTransferFunction("x"), view)
    bar.Title, bar.ComponentTitle = "x", ""
    bar.TitleColor = bar.LabelColor = [0.0, 0.0, 0.0]
    bar.Visibility = 1
    times = list(getattr(reader, "TimestepValues", None) or [])
    when = f", t = {times[0]:.4g}" if times else ""
    caption = Text(Text=f"{args.field} = {args.value:g} on level {level}{when}")
    caption_display = Show(caption, view)
    caption_display.WindowLocation = "Upper Center"
    caption_display.Color = [0.0, 0.0, 0.0]
    view.CameraPosition = [-2.0, -2.5, 2.5]
    view.CameraViewUp = [0.0, 0.0, 1.0]
    ResetCamera(view)
    Render(view)
    SaveScreenshot(args.output, view, ImageResolution=[900, 700])
    print(f"wrote {args.output}: contour {args.field} = {args.value} on level {level}")


if __name__ == "__main__":
    main()
