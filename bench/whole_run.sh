#!/usr/bin/env bash
# Whole-run benchmark: the uniform 64^3 Richtmyer-Meshkov deck (bench/decks/rm3d_64.toml) on 1 and
# 2 ranks, pinned one rank per core; prints zone-cycles per second per core for each repetition,
# and the best and median. Usage: bench/whole_run.sh [REPETITIONS] (after scripts/test or
# scripts/run has built build/).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
vagus=${VAGUS_BINARY:-$root/build/apps/vagus}
deck=$root/bench/decks/rm3d_64.toml
repetitions=${1:-5}
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

for ranks in 1 2; do
  figures=()
  # One run to warm up the machine (page cache, clock), not counted.
  mpirun -np "$ranks" --bind-to core "$vagus" run "$deck" --output "$out" > /dev/null
  for ((r = 0; r < repetitions; ++r)); do
    line=$(mpirun -np "$ranks" --bind-to core "$vagus" run "$deck" --output "$out" | grep '^done:')
    figures+=("$(echo "$line" | sed -E 's/.*, ([0-9.e+]+) per rank/\1/')")
  done
  sorted=$(printf '%s\n' "${figures[@]}" | sort -g)
  best=$(echo "$sorted" | tail -n 1)
  median=$(echo "$sorted" | sed -n "$(( (repetitions + 1) / 2 ))p")
  echo "64^3 Richtmyer-Meshkov, $ranks rank(s): zone-cycles/s per core: ${figures[*]}"
  echo "  best $best, median $median"
done
