#!/usr/bin/env bash
# ParaView opens the XDMF sidecar `vagus run` writes next to each plotfile: a refined run on 2
# ranks (the deck and options given), then tests/io/check_xdmf_paraview.py under
# `xvfb-run -a pvpython` compares ParaView's cells, bounds and density range with the plotfile's.
# Usage: xdmf_paraview.sh VAGUS_BINARY DECK CHECKER XVFB_RUN PVPYTHON [vagus run options]
set -euo pipefail
vagus=$1 deck=$2 checker=$3 xvfb_run=$4 pvpython=$5
shift 5
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

mpirun -np 2 --oversubscribe "$vagus" run "$deck" --output "$work" "$@" > "$work/log" 2>&1 ||
  { cat "$work/log"; exit 1; }
plot=$(ls "$work"/plt_*.hdf5 | tail -n 1)
sidecar=${plot%.?d.hdf5}.xmf
[ -f "$sidecar" ] || { echo "FAIL: no sidecar $sidecar next to $plot"; ls "$work"; exit 1; }
echo "checking $sidecar with ParaView's XDMF Reader"
"$xvfb_run" -a "$pvpython" "$checker" "$sidecar" "$plot" density
