#!/usr/bin/env bash
# AMR benchmark: the 3-D Richtmyer-Meshkov deck with two refined levels (bench/decks/rm3d_amr.toml)
# on 1 and 2 ranks, pinned one rank per core, after a warm-up run. Prints, per repetition,
# zone-cycles per second per core (cells updated on all levels per wall second per rank) and the
# share of rank 0's time in the kernel, ghost filling, refluxing/averaging and regridding.
# Usage: bench/amr_run.sh [REPETITIONS] (after scripts/test or scripts/run has built build/).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
vagus=${VAGUS_BINARY:-$root/build/apps/vagus}
deck=$root/bench/decks/rm3d_amr.toml
repetitions=${1:-3}
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

for ranks in 1 2; do
  mpirun -np "$ranks" --bind-to core "$vagus" run "$deck" --output "$out" > /dev/null
  figures=()
  for ((r = 0; r < repetitions; ++r)); do
    log=$(mpirun -np "$ranks" --bind-to core "$vagus" run "$deck" --output "$out")
    rate=$(echo "$log" | grep '^done:' | sed -E 's/.*, ([0-9.e+]+) per rank/\1/')
    figures+=("$rate")
    echo "$log" | grep '^time on rank 0' | awk -v rate="$rate" -v ranks="$ranks" '{
      kernel = $6; ghost = $10; reflux = $15; regrid = $18
      total = kernel + ghost + reflux + regrid
      printf "%d rank(s): %s zone-cycles/s per core; kernel %.0f%%, ghost filling %.0f%%, refluxing %.0f%%, regridding %.0f%% (AMR overhead %.0f%%)\n", ranks, rate, 100*kernel/total, 100*ghost/total, 100*reflux/total, 100*regrid/total, 100*(total-kernel)/total }'
  done
  sorted=$(printf '%s\n' "${figures[@]}" | sort -g)
  echo "  $ranks rank(s): median $(echo "$sorted" | sed -n "$(( (repetitions + 1) / 2 ))p"), best $(echo "$sorted" | tail -n 1)"
done
