#!/usr/bin/env bash
# A refined run's last plotfile, written by `vagus run` on 2 ranks with 3 levels: yt sees as many
# levels as Vagus and the same cells on each, the file's dimension is the run's, yt's integral of
# every conserved field over the finest data equals the total Vagus printed (to 1e-12), and a
# slice through a 2-D or 3-D run has no blank pixel (docs/file-formats.md).
# Usage: yt_amr_levels.sh VAGUS_BINARY DECK CHECKER_SCRIPT PYTHON DIMENSION [vagus run options]
set -euo pipefail
vagus=$1 deck=$2 checker=$3 python=$4 dim=$5
shift 5
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

mpirun -np 2 --oversubscribe "$vagus" run "$deck" --output "$work" --set amr.max_level=2 "$@" \
  > "$work/log" 2>&1 || { cat "$work/log"; exit 1; }
# The last progress line's "cells a/b/c": the hierarchy the final plotfile holds.
cells=$(grep '^step' "$work/log" | tail -n 1 | sed -E 's/.*cells ([0-9/]+) .*/\1/' | tr / ,)
levels=$(echo "$cells" | tr , '\n' | wc -l)
plot=$(ls "$work"/plt_*.hdf5 | tail -n 1)
echo "vagus: $levels levels, cells $cells; checking $plot with yt"
[ "$levels" -eq 3 ] || { echo "FAIL: expected 3 levels"; exit 1; }
[[ "$plot" == *".${dim}d.hdf5" ]] || { echo "FAIL: a ${dim}-D run wrote $plot"; exit 1; }
slice=()
[ "$dim" -gt 1 ] && slice=(--full-slice)
"$python" "$checker" "$plot" --levels "$levels" --cells "$cells" --field density \
  --totals "$work/log" --fields density,pressure,mass-fraction "${slice[@]}"
