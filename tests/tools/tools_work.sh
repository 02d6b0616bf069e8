#!/usr/bin/env bash
# The tools users are pointed to: every tools/*.py answers --help with a text for each option
# (ParaView's render_contour.py under pvpython is left out), the exact Riemann solver gives Toro's
# test 1 star state, and line_plot.py and slice_plot.py draw a refined 1-D and 2-D run.
# Usage: tools_work.sh VAGUS_BINARY SOURCE_DIR PYTHON
set -uo pipefail
vagus=$1 root=$2 python=$3
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }

for tool in "$root"/tools/*.py; do
  name=$(basename "$tool")
  grep -q pvpython "$tool" && continue
  grep -q argparse "$tool" || continue  # a module the tools import, not a program
  "$python" "$tool" --help > "$work/help" 2>&1 || { fail "$name --help"; continue; }
  # Every option line of argparse's listing has its text on the line or the next, indented.
  # Every entry of argparse's argument lists has its text on its line or the next, indented.
  if ! "$python" - "$work/help" << 'PY'; then fail "$name: an argument without a help text"; continue; fi
import sys
lines = open(sys.argv[1]).read().splitlines()
bad, listing = [], False
for i, line in enumerate(lines):
    if line.endswith("arguments:") or line == "options:":
        listing = True
    elif not line.strip():
        listing = False
    elif listing and line.startswith("  ") and not line.startswith("   "):
        follows = i + 1 < len(lines) and lines[i + 1].startswith("      ")
        if len(line.strip().split("  ", 1)) < 2 and not follows:
            bad.append(line.strip())
for b in bad:
    print("no help text:", b)
sys.exit(1 if bad else 0)
PY
  echo "ok   $name --help"
done

star=$("$python" "$root/tools/exact_riemann.py" --left 1 0 1 --right 0.125 0 0.1 --gamma 1.4)
[[ "$star" == *"p* = 0.30313"*"u* = 0.92745"* ]] || fail "exact_riemann.py, Toro test 1: $star"
echo "ok   exact_riemann.py: ${star%%$'\n'*}"

"$vagus" run "$root/inputs/sod.toml" --output "$work/sod" --set amr.max_level=2 > "$work/sod.log" 2>&1 ||
  { cat "$work/sod.log"; fail "the 1-D run"; }
"$python" "$root/tools/line_plot.py" "$work"/sod/plt_*.1d.hdf5 "$work/sod.png" > "$work/line.log" 2>&1 &&
  [ -s "$work/sod.png" ] || { cat "$work/line.log"; fail "line_plot.py on a 1-D run"; }
"$vagus" run "$root/inputs/validation/rm2d_single_mode.toml" --output "$work/rm2d" \
  --set run.max_steps=6 --set 'mesh.cells=[64,8,1]' --set 'mesh.hi=[8.0,1.0,0.125]' > "$work/rm2d.log" 2>&1 ||
  { cat "$work/rm2d.log"; fail "the 2-D run"; }
plot=$(ls "$work"/rm2d/plt_*.2d.hdf5 | tail -n 1)
"$python" "$root/tools/slice_plot.py" "$plot" "$work/slice.png" > "$work/slice.log" 2>&1 &&
  [ -s "$work/slice.png" ] || { cat "$work/slice.log"; fail "slice_plot.py on a 2-D run"; }
"$python" "$root/tools/plot_diagnostics.py" "$work/rm2d/diagnostics.csv" "$work/diag.png" \
  > "$work/diag.log" 2>&1 && [ -s "$work/diag.png" ] || { cat "$work/diag.log"; fail "plot_diagnostics.py"; }
[ "$failures" -eq 0 ] || { echo "$failures failure(s)"; exit 1; }
echo "ok   line_plot.py, slice_plot.py and plot_diagnostics.py drew a refined 1-D and 2-D run"
