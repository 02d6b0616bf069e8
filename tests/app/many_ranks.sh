#!/usr/bin/env bash
# A refined 2-D run (three levels, a regrid every two steps) on RANKS oversubscribed ranks writes
# the same plotfile bits as on one rank, while some level has fewer patches than ranks: ranks that
# own nothing there still take part in every collective, the parallel HDF5 writes included.
# Usage: many_ranks.sh VAGUS_BINARY RANKS
set -uo pipefail
vagus=$1
ranks=$2
source "$(dirname "$0")/restart_common.sh"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
deck=$work/deck.toml
restart_deck 12 > "$deck"
# A 16 x 16 base in blocks of 16 cells: one base patch, a few on the finer levels; equal
# capacities, so the layout does not depend on timings.
small=(--set "mesh.cells=[16, 16, 1]" --set "mesh.hi=[1.0, 1.0, 0.0625]"
       --set amr.blocking_factor=16 --set amr.regrid_interval=2
       --set 'autonomic.policy="static"')

run_complete "$work/one.log" 1 "$deck" "${small[@]}" --output "$work/one"
run_complete "$work/many.log" "$ranks" "$deck" "${small[@]}" --output "$work/many"
plot=plt_000012.2d.hdf5
same_fields "$work/one/$plot" "$work/many/$plot" || fail "$ranks ranks: final fields"

/usr/bin/python3 - "$work/many/$plot" "$ranks" <<'PYTHON' || fail "no level with fewer patches than ranks"
import sys

import h5py

with h5py.File(sys.argv[1], "r") as f:
    counts = [len(f[f"level_{l}"]["boxes"]) for l in range(int(f.attrs["num_levels"]))]
print("patches per level:", *counts)
sys.exit(0 if len(counts) == 3 and min(counts) < int(sys.argv[2]) else 1)
PYTHON

finish
echo "$ranks ranks, some owning nothing on a level, write one rank's plotfile bits"
