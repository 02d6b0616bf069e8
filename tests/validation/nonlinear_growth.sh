#!/usr/bin/env bash
# A single mode into the nonlinear regime (DECK in inputs/validation/, by default the 2-D
# rm2d_nonlinear.toml at amr.max_level 3, 128 cells per wavelength; 2 ranks) against Sadot et al.'s
# model: tools/nonlinear_model.py --check (docs/validation.md, "Late-time growth of the single
# mode", states the bounds).
# Usage: nonlinear_growth.sh VAGUS_BINARY SOURCE_DIR [DECK LEVEL]
set -euo pipefail
vagus=$1 root=$2 deck=${3:-rm2d_nonlinear.toml} level=${4:-3}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

mpirun -np 2 --oversubscribe "$vagus" run "$root/inputs/validation/$deck" \
  --output "$work" --set "amr.max_level=$level" > "$work/log" 2>&1 || { cat "$work/log"; exit 1; }
tail -1 "$work/log"
"$root/tools/nonlinear_model.py" "$work/diagnostics.csv" --plot "$work/heights.png" --check
