#!/usr/bin/env bash
# The tools of docs/validation.md work on a real run: a small multi-mode Richtmyer-Meshkov run
# (3 plotfiles: t = 0, steps 2 and 4) gives tools/mixing_width.py one row per plotfile with a positive width and
# thickness, tools/plot_diagnostics.py a figure, tools/slice_plot.py a yt slice, and (where
# ParaView and xvfb-run exist) tools/render_contour.py a rendered contour.
# Usage: validation_tools.sh VAGUS_BINARY SOURCE_DIR [XVFB_RUN PVPYTHON]
set -euo pipefail
vagus=$1 root=$2 xvfb_run=${3:-} pvpython=${4:-}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

mpirun -np 2 --oversubscribe "$vagus" run "$root/inputs/validation/rm3d_multimode.toml" \
  --output "$work" --set 'mesh.cells=[64,8,8]' --set amr.max_level=1 --set run.max_steps=4 \
  --set output.plot_interval=2 --set problem.shock_x=3.25 > "$work/log" 2>&1 ||
  { cat "$work/log"; exit 1; }
"$root/tools/mixing_width.py" "$work"/plt_*.3d.hdf5 --csv "$work/width.csv" --plot "$work/width.png"
/usr/bin/python3 - "$work/width.csv" <<'PY'
import csv, sys
rows = list(csv.DictReader(open(sys.argv[1])))
assert len(rows) == 3, rows
assert float(rows[0]["time"]) == 0.0, rows
for r in rows:
    assert float(r["integral_width"]) > 0 and float(r["thickness_1_99"]) > 0, r
print("ok   mixing_width.py: 3 plotfiles from t = 0, positive widths")
PY
"$root/tools/plot_diagnostics.py" "$work/diagnostics.csv" "$work/diagnostics.png"
/usr/bin/python3 "$root/tools/slice_plot.py" "$work/plt_000004.3d.hdf5" "$work/slice.png" \
  --field mass-fraction --axis y
# A virtual X server that is not ready when ParaView opens its window aborts it (seen with other
# Xvfb servers starting at the same time): three tries.
if [ -n "$pvpython" ]; then
  for try in 1 2 3; do
    if "$xvfb_run" -a "$pvpython" "$root/tools/render_contour.py" "$work/plt_000004.xmf" \
         "$work/contour.png" > "$work/render.log" 2>&1; then
      grep '^wrote' "$work/render.log"
      break
    fi
    echo "render_contour.py failed (try $try): $(grep -m1 -e FATL -e Error "$work/render.log")"
    [ "$try" -lt 3 ] || { cat "$work/render.log"; exit 1; }
  done
fi
for png in "$work"/*.png; do
  [ -s "$png" ] || { echo "FAIL: $png is empty"; exit 1; }
done
echo "ok   $(ls "$work"/*.png | wc -l) figures"
