#!/usr/bin/env bash
# A refined run's plotfile, written by `vagus run` on 2 ranks: yt sees as many levels as Vagus,
# the same cells on each, and its integral of density over the finest data equals the total mass
# Vagus printed (to 1e-12). Usage: yt_amr_levels.sh VAGUS_BINARY DECK CHECKER_SCRIPT PYTHON
set -euo pipefail
vagus=$1 deck=$2 checker=$3 python=$4
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

mpirun -np 2 --oversubscribe "$vagus" run "$deck" --output "$work" \
  --set 'mesh.cells=[32,8,8]' --set 'mesh.hi=[4.0,1.0,1.0]' --set amr.max_level=2 \
  --set amr.regrid_interval=2 --set run.max_steps=4 > "$work/log" 2>&1 || { cat "$work/log"; exit 1; }
mass=$(sed -n 's/^total density = //p' "$work/log")
# The last progress line's "cells a/b/c": the hierarchy the final plotfile holds.
cells=$(grep '^step' "$work/log" | tail -n 1 | sed -E 's/.*cells ([0-9/]+) .*/\1/' | tr / ,)
levels=$(echo "$cells" | tr , '\n' | wc -l)
plot=$(ls "$work"/plt_*.3d.hdf5 | tail -n 1)
echo "vagus: $levels levels, cells $cells, total mass $mass; checking $plot with yt"
[ "$levels" -eq 3 ] || { echo "expected 3 levels"; exit 1; }
"$python" "$checker" "$plot" --levels "$levels" --cells "$cells" --field density --integral "$mass" \
  --fields density,pressure,mass-fraction
