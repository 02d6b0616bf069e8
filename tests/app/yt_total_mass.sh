#!/usr/bin/env bash
# A plotfile written by `vagus run` on 2 ranks opens in yt, lists the plot fields, has the
# run's cells, and yt's integral of density equals the total mass Vagus printed, to 1e-12.
# Usage: yt_total_mass.sh VAGUS_BINARY DECK CHECKER_SCRIPT PYTHON
set -euo pipefail
vagus=$1 deck=$2 checker=$3 python=$4
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

mpirun -np 2 --oversubscribe "$vagus" run "$deck" --output "$work" \
  --set 'mesh.cells=[32,8,8]' --set amr.max_level=0 --set run.max_steps=6 > "$work/log" 2>&1 || { cat "$work/log"; exit 1; }
mass=$(sed -n 's/^total density = //p' "$work/log")
plot=$(ls "$work"/plt_*.3d.hdf5 | tail -n 1)
echo "vagus total mass $mass; checking $plot with yt"
"$python" "$checker" "$plot" --levels 1 --cells 2048 --field density --integral "$mass" \
  --fields density,X-momentum,energy-density,species2-density,mass-fraction,pressure
