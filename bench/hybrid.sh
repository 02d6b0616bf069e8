#!/usr/bin/env bash
# Threads against ranks on one node: each bench deck (uniform 64^3, bench/decks/rm3d_64.toml, and
# the AMR deck, bench/decks/rm3d_amr.toml) run as 1 rank x 2 threads (A) and as 2 ranks x 1
# thread (B) in turn, A B A B ..., REPETITIONS pairs after one unmeasured pair. Prints each run's
# wall seconds (the run's own `done:` line) and the sum of its ranks' peak resident memory
# (/usr/bin/time), then the medians and the median of the pairs' ratios A/B.
# Usage: bench/hybrid.sh [REPETITIONS] (default 5), after scripts/test or scripts/run has built
# build/ with a Kokkos that has OpenMP (the bundled one does).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
vagus=${VAGUS_BINARY:-$root/build/apps/vagus}
repetitions=${1:-5}
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

# run RANKS THREADS DECK: prints "WALL_SECONDS PEAK_MIB" (the ranks' peaks summed).
run() {
  local ranks=$1 threads=$2 deck=$3 binding=(--bind-to core)
  [ "$threads" -gt 1 ] && binding=(--map-by "slot:PE=$threads")
  OMP_NUM_THREADS=$threads OMP_PROC_BIND=spread OMP_PLACES=cores \
    mpirun -np "$ranks" "${binding[@]}" /usr/bin/time -f "peak_kib %M" \
    "$vagus" run "$deck" --output "$out/run" > "$out/log" 2>&1 ||
    { cat "$out/log"; echo "the run failed"; exit 1; }
  local wall mib
  wall=$(sed -nE 's/^done: .* in ([0-9.]+) s wall.*/\1/p' "$out/log")
  # (a rank's line may land inside another's output: match anywhere)
  mib=$(grep -o 'peak_kib [0-9]*' "$out/log" | awk '{ kib += $2 } END { printf "%.1f", kib / 1024 }')
  echo "$wall $mib"
}

median() { sort -g | awk '{ v[NR] = $1 } END { print (NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2) }'; }

for deck in rm3d_64 rm3d_amr; do
  path=$root/bench/decks/$deck.toml
  run 1 2 "$path" > /dev/null
  run 2 1 "$path" > /dev/null
  : > "$out/a"; : > "$out/b"; : > "$out/ratio"
  for ((r = 0; r < repetitions; ++r)); do
    read -r wall_a mib_a <<< "$(run 1 2 "$path")"
    read -r wall_b mib_b <<< "$(run 2 1 "$path")"
    echo "$wall_a $mib_a" >> "$out/a"
    echo "$wall_b $mib_b" >> "$out/b"
    echo "$wall_a $wall_b" | awk '{ print $1 / $2 }' >> "$out/ratio"
    echo "$deck pair $((r + 1)): 1x2 threads $wall_a s, $mib_a MiB; 2x1 ranks $wall_b s, $mib_b MiB"
  done
  echo "$deck: median wall 1x2 $(cut -d' ' -f1 "$out/a" | median) s, 2x1 $(cut -d' ' -f1 "$out/b" | median) s;" \
       "median ratio of pairs $(median < "$out/ratio");" \
       "median memory 1x2 $(cut -d' ' -f2 "$out/a" | median) MiB, 2x1 $(cut -d' ' -f2 "$out/b" | median) MiB"
done
