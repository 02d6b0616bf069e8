#!/usr/bin/env bash
# AMR benchmark: the 3-D Richtmyer-Meshkov deck with two refined levels (bench/decks/rm3d_amr.toml)
# on 1 and 2 ranks, pinned one rank per core, after a warm-up run of each. Each repetition runs
# 1 rank, then 2 ranks, then two independent 1-rank runs at once (one per core), so that the
# ratios compare runs minutes apart at most on a host whose speed drifts. Prints, per run,
# zone-cycles per second per core (cells updated on all levels per wall second per rank), the
# share of rank 0's time in the kernel, ghost filling, refluxing/averaging and regridding (and how
# much of it went on waiting for other ranks' messages, and how much of that came before they had
# been sent: the sender's lateness, not the transfer), and the share of the wall time all ranks
# spent in kernels (what waiting and the AMR machinery leave); per repetition, two ranks' speed
# per core over one rank's, and over the mean of the two runs at once (what the two cores give
# when both are busy: shared caches and memory bandwidth); then how
# fast the two ranks' cores ran the kernel (cell updates per kernel second, mean over the ranks)
# over the one rank's core in the same repetition, and the speed ratio over that: what the code
# made of the cores the host gave it (on a shared host one core can run the kernel at half the
# other's speed for seconds at a time); then the medians, and the median of two ranks' AMR
# overhead.
# Usage: bench/amr_run.sh [REPETITIONS] (after scripts/test or scripts/run has built build/).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
vagus=${VAGUS_BINARY:-$root/build/apps/vagus}
deck=$root/bench/decks/rm3d_amr.toml
repetitions=${1:-3}
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

rate_of() { grep '^done:' | sed -E 's/.*, ([0-9.e+]+) per rank/\1/'; }

# Runs the deck on $1 ranks; prints its line of figures; leaves its rate in $rate, its AMR overhead
# (percent of rank 0's time) in $overhead and the mean over ranks of the kernel's cell updates per
# kernel second in $kernel_speed (empty from a binary that does not print it).
measure() {
  local ranks=$1 log
  log=$(mpirun -np "$ranks" --bind-to core "$vagus" run "$deck" --output "$out/$ranks")
  rate=$(echo "$log" | rate_of)
  kernel_speed=$(echo "$log" | awk '/^kernel speed:/ { print $3 }')
  local in_kernels before_sent line
  in_kernels=$(echo "$log" | awk '/^kernels:/ { print $2 }')
  # Binaries that tell how much of rank 0's waiting came before the messages had been sent.
  before_sent=$(echo "$log" | awk '/^waiting for messages:/ { print $9 }')
  line=$(echo "$log" | grep '^time on rank 0' | awk -v rate="$rate" -v ranks="$ranks" -v in_kernels="$in_kernels" -v before_sent="$before_sent" '{
    kernel = $6; ghost = $10; reflux = $15; regrid = $18
    total = kernel + ghost + reflux + regrid
    waiting = ""  # binaries that print the refluxing wait too
    if (NF >= 37) waiting = sprintf(", of which waiting for messages %.0f%%", 100*($26 + $(NF-1))/total)
    if (before_sent != "") waiting = waiting sprintf(" (%s of it before they had been sent)", before_sent)
    printf "%d rank(s): %s zone-cycles/s per core; kernel %.0f%%, ghost filling %.0f%%, refluxing %.0f%%, regridding %.0f%% (AMR overhead %.1f%%%s); all ranks in kernels %s of the wall time\n", ranks, rate, 100*kernel/total, 100*ghost/total, 100*reflux/total, 100*regrid/total, 100*(total-kernel)/total, waiting, in_kernels }')
  echo "$line"
  overhead=$(echo "$line" | sed -E 's/.*AMR overhead ([0-9.]+)%.*/\1/')
}

# Two 1-rank runs at once, one pinned to each core; leaves their mean rate in $rate.
measure_two_at_once() {
  taskset -c 0 "$vagus" run "$deck" --output "$out/a" > "$out/a.log" &
  local first=$!
  taskset -c 1 "$vagus" run "$deck" --output "$out/b" > "$out/b.log"
  wait "$first"
  local a b
  a=$(rate_of < "$out/a.log")
  b=$(rate_of < "$out/b.log")
  rate=$(awk -v a="$a" -v b="$b" 'BEGIN { printf "%.4g", (a + b) / 2 }')
  echo "two 1-rank runs at once: $a and $b zone-cycles/s"
}

median() { sort -g | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

measure 1 > /dev/null
measure 2 > /dev/null
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.3f", a / b }'; }

ratios=() busy_ratios=() core_ratios=() made_ratios=() overheads=()
for ((r = 1; r <= repetitions; ++r)); do
  measure 1
  one=$rate one_kernel_speed=$kernel_speed
  measure 2
  two=$rate two_kernel_speed=$kernel_speed
  overheads+=("$overhead")
  measure_two_at_once
  ratios+=("$(ratio "$two" "$one")")
  busy_ratios+=("$(ratio "$two" "$rate")")
  cores=""
  if [ -n "$one_kernel_speed" ] && [ -n "$two_kernel_speed" ]; then
    core_ratios+=("$(ratio "$two_kernel_speed" "$one_kernel_speed")")
    made_ratios+=("$(ratio "${ratios[-1]}" "${core_ratios[-1]}")")
    cores="; the 2 ranks' cores ran the kernel at ${core_ratios[-1]} of the 1 rank's speed, 2 / 1 over that ${made_ratios[-1]}"
  fi
  echo "  repetition $r: 2 ranks / 1 rank per core ${ratios[-1]}; / two 1-rank runs at once ${busy_ratios[-1]}$cores"
done
echo "median of $repetitions: 2 ranks / 1 rank per core $(printf '%s\n' "${ratios[@]}" | median)," \
  "/ two 1-rank runs at once $(printf '%s\n' "${busy_ratios[@]}" | median);" \
  "2 ranks' AMR overhead $(printf '%s\n' "${overheads[@]}" | median)%"
if [ "${#made_ratios[@]}" -eq "$repetitions" ]; then
  echo "  the 2 ranks' cores' kernel speed / the 1 rank's $(printf '%s\n' "${core_ratios[@]}" | median)," \
    "2 / 1 per core over that $(printf '%s\n' "${made_ratios[@]}" | median)"
fi
