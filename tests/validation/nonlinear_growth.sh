#!/usr/bin/env bash
# The 2-D single mode into the nonlinear regime (inputs/validation/rm2d_nonlinear.toml, 128 cells
# per wavelength, 2 ranks) against Sadot et al.'s model: tools/nonlinear_model.py --check
# (docs/validation.md, "Late-time growth of the single mode (2-D)", states the bounds).
# Usage: nonlinear_growth.sh VAGUS_BINARY SOURCE_DIR
set -euo pipefail
vagus=$1 root=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

mpirun -np 2 --oversubscribe "$vagus" run "$root/inputs/validation/rm2d_nonlinear.toml" \
  --output "$work" --set amr.max_level=3 > "$work/log" 2>&1 || { cat "$work/log"; exit 1; }
tail -1 "$work/log"
"$root/tools/nonlinear_model.py" "$work/diagnostics.csv" --plot "$work/heights.png" --check
