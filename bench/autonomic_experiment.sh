#!/usr/bin/env bash
# The autonomic experiment (PRAGMA's Tables 1-2 made repeatable): the 3-D Richtmyer-Meshkov deck
# (bench/decks/rm3d_amr.toml) on 2 ranks pinned one per core, while a real CPU hog (stress-ng,
# pinned to rank 1's core) takes about half of that core. Each size runs with
# `autonomic.policy = "static"` (equal capacities) and `"performance_function"` (self-optimising);
# the table gives wall times, the improvement, and the ideal: with one core at half speed, equal
# shares take 1 / 0.5 x half the work = the whole work, balanced shares 1 / 1.5 of it, so the ideal
# improvement is 1 - 1 / 1.5 = 33%, and the ideal time 4/3 of the time without the hog (also
# measured: "alone"). Each figure is the median of REPEAT runs (default 3; the policies alternate,
# so slow spells of a shared host hit both alike). Then one run per policy where the hog starts after HOG_START seconds and
# stops HOG_LENGTH seconds later. The runs' histories and plots
# (tools/plot_history.py) go to OUT (default bench-out/autonomic).
# Usage: bench/autonomic_experiment.sh [OUT] (after scripts/test or scripts/run has built build/).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
vagus=${VAGUS_BINARY:-$root/build/apps/vagus}
deck=$root/bench/decks/rm3d_amr.toml
out=${1:-$root/bench-out/autonomic}
sizes=${SIZES:-"64x16x16:40 96x24x24:24"}  # base cells : coarse steps
repeat=${REPEAT:-3}
hog_start=${HOG_START:-6}
hog_length=${HOG_LENGTH:-10}
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
command -v stress-ng > /dev/null || { echo "stress-ng is missing: scripts/test installs it"; exit 1; }
[ "$(nproc)" -ge 2 ] || { echo "needs 2 cores"; exit 1; }
mkdir -p "$out"
hog_pid=
trap '[ -n "$hog_pid" ] && kill "$hog_pid" 2> /dev/null; true' EXIT

# start_hog: one stress-ng CPU worker pinned to core 1 (rank 1's, with --bind-to core).
start_hog() {
  taskset -c 1 stress-ng --cpu 1 --cpu-method int64 --quiet &
  hog_pid=$!
}
stop_hog() {
  [ -n "$hog_pid" ] && kill "$hog_pid" 2> /dev/null && wait "$hog_pid" 2> /dev/null
  hog_pid=
}

# run NAME CELLS STEPS POLICY: one run; prints its wall seconds.
run() {
  local name=$1 cells=$2 steps=$3 policy=$4
  mpirun -np 2 --bind-to core --map-by core "$vagus" run "$deck" --output "$out/$name" \
    --set "mesh.cells=[${cells//x/, }]" --set "run.max_steps=$steps" \
    --set "autonomic.policy=\"$policy\"" > "$out/$name.log" 2>&1 ||
    { cat "$out/$name.log" >&2; exit 1; }
  grep '^done:' "$out/$name.log" | sed -E 's/.* in ([0-9.]+) s wall.*/\1/'
}

# median VALUES...
median() { printf '%s\n' "$@" | sort -g | sed -n "$(( ($# + 1) / 2 ))p"; }

plot() {
  /usr/bin/python3 "$root/tools/plot_history.py" "$out/$1/history.jsonl" "$out/$1.png" > /dev/null
}

echo "| base cells | steps | alone (s) | without (s) | with (s) | improvement | ideal time (s) | ideal improvement |"
echo "|---|---|---|---|---|---|---|---|"
for size in $sizes; do
  cells=${size%%:*} steps=${size##*:}
  run "warmup_$cells" "$cells" 4 static > /dev/null
  alones=() withouts=() withs=()
  for ((r = 0; r < repeat; ++r)); do alones+=("$(run "alone_$cells" "$cells" "$steps" static)"); done
  start_hog
  sleep 1
  for ((r = 0; r < repeat; ++r)); do
    withouts+=("$(run "static_$cells" "$cells" "$steps" static)")
    withs+=("$(run "adaptive_$cells" "$cells" "$steps" performance_function)")
  done
  stop_hog
  alone=$(median "${alones[@]}") without=$(median "${withouts[@]}") with=$(median "${withs[@]}")
  echo "  $cells runs (s): alone ${alones[*]}; without ${withouts[*]}; with ${withs[*]}" >&2
  plot "adaptive_$cells"
  awk -v c="$cells" -v s="$steps" -v t="$alone" -v a="$without" -v b="$with" 'BEGIN {
    printf "| %s | %d | %.2f | %.2f | %.2f | %.1f%% | %.2f | 33.3%% |\n", c, s, t, a, b,
           100 * (a - b) / a, 4 * t / 3 }'
done

# The hog arrives mid-run and leaves again: the capacities follow it both ways.
cells=${sizes%%:*} steps=${sizes%% *} steps=${steps##*:}
steps=$((steps * 4))
echo
echo "hog on core 1 from ${hog_start} s to $((hog_start + hog_length)) s of each run ($cells, $steps steps):"
for policy in static performance_function; do
  (sleep "$hog_start"; taskset -c 1 timeout "$hog_length" stress-ng --cpu 1 --cpu-method int64 \
    --quiet) &
  mid_hog=$!
  seconds=$(run "midrun_$policy" "$cells" "$steps" "$policy")
  wait "$mid_hog" 2> /dev/null || true
  echo "  $policy: $seconds s"
done
plot midrun_performance_function
echo
echo "histories, logs and plots in $out"
