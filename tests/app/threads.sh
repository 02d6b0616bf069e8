#!/usr/bin/env bash
# Threads change no bit: a refined 2-D two-gas run and the 3-D Richtmyer-Meshkov deck with two
# refined levels write the same plotfile bits and the same totals on 1 rank x 1 thread, 1 rank x
# THREADS threads and 2 ranks x THREADS threads (the autonomic manager on, so the partitions
# differ too), and each run says how many threads its ranks ran.
# Usage: threads.sh VAGUS_BINARY SOURCE_DIR THREADS
set -uo pipefail
vagus=$1
source_dir=$2
threads=$3
source "$(dirname "$0")/restart_common.sh"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# run_threads NAME RANKS THREADS ARGS...: `vagus run ARGS` to its end with THREADS threads per rank.
run_threads() {
  local name=$1 ranks=$2 count=$3
  shift 3
  OMP_NUM_THREADS=$count OMP_PROC_BIND=false mpirun -np "$ranks" --oversubscribe --bind-to none \
    "$vagus" run "$@" --output "$work/$name" > "$work/$name.log" 2>&1 ||
    { cat "$work/$name.log"; echo "FAIL: the run $name"; exit 1; }
  if [ "$count" -gt 1 ]; then
    grep -q "rank.* x $count threads:" "$work/$name.log" || fail "$name: no mention of $count threads"
  fi
}

# totals NAME: the run's closing totals.
totals() { grep '^total ' "$work/$1.log"; }

restart_deck 12 > "$work/2d.toml"
cases=(
  "2d plt_000012.2d.hdf5 $work/2d.toml"
  "3d plt_000006.3d.hdf5 $source_dir/inputs/rm3d.toml --set run.max_steps=6"
)
for c in "${cases[@]}"; do
  read -r name plot args <<< "$c"
  read -r -a args <<< "$args"
  run_threads "$name.1x1" 1 1 "${args[@]}"
  for layout in "1 $threads" "2 $threads"; do
    read -r ranks count <<< "$layout"
    run="$name.${ranks}x$count"
    run_threads "$run" "$ranks" "$count" "${args[@]}"
    same_fields "$work/$name.1x1/$plot" "$work/$run/$plot" || fail "$run: fields differ from 1 x 1"
    [ "$(totals "$name.1x1")" = "$(totals "$run")" ] || fail "$run: totals differ from 1 x 1"
  done
done

finish
echo "1 x 1, 1 x $threads and 2 x $threads threads write the same bits"
