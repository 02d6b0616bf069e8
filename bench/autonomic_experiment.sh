#!/usr/bin/env bash
# The autonomic experiment (PRAGMA's Tables 1-2 made repeatable): the 3-D Richtmyer-Meshkov deck
# (bench/decks/rm3d_amr.toml) on 2 ranks pinned one per core, while a real load (stress-ng) pinned
# to rank 1's core competes with it. Each size runs with `autonomic.policy = "static"` (equal
# capacities) and `"performance_function"` (self-optimising, the default) under each load of LOADS:
#   int64   one CPU worker, stress-ng's 64-bit integer loop (takes half of the core)
#   mix     one CPU worker cycling through stress-ng's default mix of methods
#   stream  one memory-bandwidth worker (STREAM): half of the core and much of the memory bus
#   cycle   the int64 worker for CYCLE_ON seconds, then nothing for CYCLE_OFF seconds, repeated
#   cycle:ON:OFF  the same, ON seconds on and OFF seconds off (cycle:2:2 has a period of 4 s)
#   random  the int64 worker on and off for durations drawn from 1-10 s (the same sequence in
#           every run: bash's RANDOM seeded with 7)
#   moving  the int64 worker on rank 1's core, moved to rank 0's after MOVE seconds (default 20),
#           back after as many again, and so on
# and with no load at all ("none": does adapting cost anything when there is nothing to gain?).
# For a steady CPU hog the ideal follows from the share s of its core rank 1 keeps (its cpu-share
# sensor against rank 0's, in the static runs' histories; the median of the runs): equal shares
# take (1/2) / s of the work's time on one free core, shares in proportion to speed 1 / (1 + s),
# so the ideal improvement is 1 - 2s / (1 + s): 33% at s = 1/2. (How much a hog takes depends on
# the scheduler: in its own session, as here, Linux's autogroups give it 2/3 of the core against
# 1/3 for rank 1, whose session also runs rank 0 on the other core; the ideal is then 50%.) For
# the CPU loads the ideal is taken decision by decision over the static run, each interval
# weighted by its wall time: 1 - sum(t 2 min(s0, s1) / (s0 + s1)) / sum(t) with the two ranks'
# shares s0, s1 (the partition following every change of the shares at once, which no decision
# can): for a steady hog the same figure.
# Rounds are interleaved: each of REPEAT rounds (default 5) runs every load with both policies
# (static first in even rounds, adaptive first in odd ones), so slow spells of a shared host hit
# all alike; each run starts its load afresh, so both policies meet a load that comes and goes
# in the same phase; the table gives medians, and each load's line the median of the rounds'
# pairs (round by round: a slow spell of the host spanning a round hits both of its runs). For
# each load the last adaptive run's capacities of rank 1,
# decision by decision, show how they settle, and over all adaptive runs the count of rank 1's
# capacity moves, of reversals (a move against the one before) and of overshoots (a move past the
# balance of speeds its own decision measured, by more than 10%), and per policy the median of the
# seconds rank 0 waited for rank 1's messages (what no capacity removes when rank 1 answers late,
# docs/performance.md). The runs' histories, logs and plots
# (tools/plot_history.py) go to OUT (default bench-out/autonomic).
# ADAPTIVE_SET adds deck overrides to the adaptive runs only, separated by spaces, e.g.
# ADAPTIVE_SET="autonomic.follow_between_regrids=false" for the policy waiting for regrids.
# COMPARE_SET adds a third run to every round and load: the adaptive policy with these overrides
# instead (e.g. COMPARE_SET="autonomic.forecast_phases=false", or fixed capacities:
# COMPARE_SET='autonomic.policy="static" autonomic.static_capacities=[0.80,0.20]'; an override
# holds no spaces); the three runs' order then
# rotates from round to round, and the compared runs' times and median follow each load's line.
# COMPARE_VAGUS does the same with another build's vagus program (with COMPARE_SET's overrides,
# if any): two versions of the code under the same loads, e.g.
# COMPARE_VAGUS=../before/build/apps/vagus.
# Usage: bench/autonomic_experiment.sh [OUT] (after scripts/test or scripts/run has built build/).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
vagus=${VAGUS_BINARY:-$root/build/apps/vagus}
compare_vagus=${COMPARE_VAGUS:-$vagus}
compare="${COMPARE_SET:-}${COMPARE_VAGUS:-}"  # not empty: the third, compared runs
deck=$root/bench/decks/rm3d_amr.toml
out=${1:-$root/bench-out/autonomic}
sizes=${SIZES:-"64x16x16:40 96x24x24:24"}  # base cells : coarse steps
loads=${LOADS:-"int64 mix stream cycle"}
loads=$(for load in $loads; do [ "$load" = none ] || echo "$load"; done)  # none always runs first
repeat=${REPEAT:-5}
cycle_on=${CYCLE_ON:-4}
cycle_off=${CYCLE_OFF:-4}
move_seconds=${MOVE:-20}
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
command -v stress-ng > /dev/null || { echo "stress-ng is missing: scripts/test installs it"; exit 1; }
[ "$(nproc)" -ge 2 ] || { echo "needs 2 cores"; exit 1; }
mkdir -p "$out"
load_group=
trap '[ -n "$load_group" ] && kill -- "-$load_group" 2> /dev/null; true' EXIT

# start_load LOAD: the load, pinned to core 1 (rank 1's, with --bind-to core), in its own process
# group so that stop_load ends it and everything it started.
start_load() {
  local hog="stress-ng --quiet --cpu 1 --cpu-method int64"
  case $1 in
    none) return ;;
    int64) ;;
    mix) hog="stress-ng --quiet --cpu 1" ;;
    stream) hog="stress-ng --quiet --stream 1" ;;
    cycle) hog="while :; do timeout $cycle_on $hog 2> /dev/null; sleep $cycle_off; done" ;;
    cycle:*:*)
      local on off
      IFS=: read -r _ on off <<< "$1"
      hog="while :; do timeout $on $hog 2> /dev/null; sleep $off; done" ;;
    random)
      hog="RANDOM=7; while :; do timeout \$((1 + RANDOM % 10)) $hog 2> /dev/null;
           sleep \$((1 + RANDOM % 10)); done" ;;
    moving)
      hog="$hog & while :; do sleep $move_seconds; for p in \$(pgrep -s 0 stress-ng); do
           taskset -pc 0 \$p > /dev/null; done; sleep $move_seconds;
           for p in \$(pgrep -s 0 stress-ng); do taskset -pc 1 \$p > /dev/null; done; done" ;;
    *) echo "unknown load $1 (int64 mix stream cycle cycle:ON:OFF random moving)" >&2; exit 1 ;;
  esac
  setsid taskset -c 1 bash -c "$hog" &
  load_group=$!
  sleep 1  # let it take its share before the run starts
}
stop_load() {
  if [ -n "$load_group" ]; then
    kill -- "-$load_group" 2> /dev/null || true
    wait "$load_group" 2> /dev/null || true  # the status of a killed job
  fi
  load_group=
}

# run NAME CELLS STEPS POLICY [OVERRIDES]: one run of $binary (default: $vagus); prints its wall
# seconds: the timed steps' (the run's `done:` line) and the startup probe's, which an adaptive run
# spends before them (set-up, the initial hierarchy and the plotfiles are left out, as the same
# for both policies). OVERRIDES (deck overrides separated by spaces) default to ADAPTIVE_SET for
# the adaptive policy.
run() {
  local name=$1 cells=$2 steps=$3 policy=$4 extra=() overrides=
  [ "$policy" = static ] || overrides=${ADAPTIVE_SET:-}
  [ $# -lt 5 ] || overrides=$5
  for s in $overrides; do extra+=(--set "$s"); done
  mpirun -np 2 --bind-to core --map-by core "${binary:-$vagus}" run "$deck" --output "$out/$name" \
    --set "mesh.cells=[${cells//x/, }]" --set "run.max_steps=$steps" \
    --set "autonomic.policy=\"$policy\"" "${extra[@]}" > "$out/$name.log" 2>&1 ||
    { cat "$out/$name.log" >&2; exit 1; }
  local stepping probe
  stepping=$(sed -nE 's/^done:.* in ([0-9.]+) s wall.*/\1/p' "$out/$name.log")
  probe=$(sed -nE 's/^autonomic: the startup probe took ([0-9.]+) s$/\1/p' "$out/$name.log")
  echo "$stepping ${probe:-0}" | awk '{ printf "%.3f\n", $1 + $2 }'
}

# loaded_run LOAD static|adaptive|compare CELLS STEPS: one run under a load started for it
# alone, so a load that comes and goes is in the same phase at the start of every run; adds its
# wall seconds to statics[LOAD], adaptives[LOAD] or compares[LOAD]. (Not in a subshell: the EXIT
# trap must see the load.)
loaded_run() {
  local load=$1 policy=static seconds
  [ "$2" = static ] || policy=performance_function
  start_load "$load"
  if [ "$2" = compare ]; then
    seconds=$(binary=$compare_vagus run "${load}_$2_$3" "$3" "$4" "$policy" "${COMPARE_SET:-}")
  else
    seconds=$(run "${load}_$2_$3" "$3" "$4" "$policy")
  fi
  stop_load
  waits[$load:$2]+=" $(rank0_waits "${load}_$2_$3")"
  if [ "$2" = static ]; then
    statics[$load]+=" $seconds"
  elif [ "$2" = compare ]; then
    compares[$load]+=" $seconds"
  else
    adaptives[$load]+=" $seconds"
    settles[$load]+=" $(settling "${load}_$2_$3")"
  fi
}

# rank0_waits NAME: the seconds rank 0 waited for other ranks' messages in run NAME (its report).
rank0_waits() {
  sed -nE 's/^waiting for messages: ([0-9.]+) s on rank 0.*/\1/p' "$out/$1.log"
}

# settling NAME: how rank 1's capacity moved in run NAME, as moves:reversals:overshoots. A
# reversal is a move against the previous move's direction (it may follow a change of the load or
# of the measured speeds); an overshoot is a move past the balance its own decision measured
# (rank 1's share of the two ranks' speeds since the previous decision) by more than 10% of it,
# about twice what that balance, measured over a few steps, varies by on a steady load here.
settling() {
  /usr/bin/python3 -c 'import json, sys
moves = reversals = overshoots = 0
last_direction = 0
for line in open(sys.argv[1]):
    ranks = json.loads(line)["ranks"]
    before, after = ranks[1]["capacity_before"], ranks[1]["capacity"]
    if after == before: continue
    moves += 1
    direction = 1 if after > before else -1
    reversals += last_direction == -direction
    last_direction = direction
    speeds = [r["speed"] for r in ranks]
    if min(speeds) <= 0: continue
    balance = speeds[1] / sum(speeds)
    overshoots += (after - balance) * (before - balance) < 0 and abs(after - balance) > 0.1 * balance
print("%d:%d:%d" % (moves, reversals, overshoots))' "$out/$1/history.jsonl"
}

# median VALUES...
median() { printf '%s\n' "$@" | sort -g | sed -n "$(( ($# + 1) / 2 ))p"; }

# paired BASE OTHER: the median over the rounds of OTHER's improvement over BASE in the same
# round (percent; BASE and OTHER: the rounds' seconds, space-separated). A slow spell of the host
# that spans a round hits both runs of its pair, where it moves each policy's own median.
paired() {
  median $(paste -d' ' <(printf '%s\n' $1) <(printf '%s\n' $2) |
    awk '{ printf "%.1f\n", 100 * (1 - $2 / $1) }')
}

# ideal NAME: the ideal improvement over run NAME (static capacities), decision by decision: each
# interval (its steps times its step seconds) at 2 min(s0, s1) / (s0 + s1) of its time.
ideal() {
  /usr/bin/python3 -c 'import json, sys
time = best = 0
last_step = 0
for line in open(sys.argv[1]):
    record = json.loads(line)
    ranks = record["ranks"]
    s0, s1 = ranks[0]["cpu_share"], ranks[1]["cpu_share"]
    t = (record["step"] - last_step) * max(r["step_seconds"] for r in ranks)
    last_step = record["step"]
    time += t
    best += t * 2 * min(s0, s1) / (s0 + s1)
print("%.3f" % (1 - best / time if time > 0 else 0))' "$out/$1/history.jsonl"
}

# share NAME: rank 1's cpu share over rank 0's, averaged over the decisions of run NAME.
share() {
  /usr/bin/python3 -c 'import json, sys
lines = [json.loads(line)["ranks"] for line in open(sys.argv[1])]
print("%.3f" % (sum(r[1]["cpu_share"] / r[0]["cpu_share"] for r in lines) / len(lines))
      if lines else "nan")' \
    "$out/$1/history.jsonl"
}

# capacities NAME: rank 1's capacity after each decision of run NAME.
capacities() {
  /usr/bin/python3 -c 'import json, sys
print(" ".join("%.3f" % json.loads(line)["ranks"][1]["capacity"] for line in open(sys.argv[1])))' \
    "$out/$1/history.jsonl"
}

plot() {
  [ -s "$out/$1/history.jsonl" ] || return 0  # a run too short for a decision
  /usr/bin/python3 "$root/tools/plot_history.py" "$out/$1/history.jsonl" "$out/$1.png" > /dev/null
}

echo "| load | base cells | steps | static alone (s) | static (s) | adaptive (s) | improvement | rank 1 share | ideal |"
echo "|---|---|---|---|---|---|---|---|---|"
for size in $sizes; do
  cells=${size%%:*} steps=${size##*:}
  run "warmup_$cells" "$cells" 4 static > /dev/null
  declare -A statics=() adaptives=() compares=() shares=() ideals=() settles=() waits=()
  for ((r = 0; r < repeat; ++r)); do
    for load in none $loads; do
      # Odd rounds run the adaptive policy first: a drift of the host within a pair hits both.
      # With compared runs the three rotate: static first, then second, then third.
      order="static adaptive"
      ((r % 2 == 0)) || order="adaptive static"
      [ -z "$compare" ] || order=$(echo "static adaptive compare static adaptive" |
                                           cut -d' ' -f$((r % 3 + 1))-$((r % 3 + 3)))
      for kind in $order; do
        loaded_run "$load" "$kind" "$cells" "$steps"
        if [ "$kind" = static ]; then
          shares[$load]+=" $(share "${load}_static_$cells")"
          ideals[$load]+=" $(ideal "${load}_static_$cells")"
        fi
      done
    done
  done
  alone=$(median ${statics[none]})
  for load in none $loads; do
    static=$(median ${statics[$load]}) adaptive=$(median ${adaptives[$load]})
    echo "  $cells $load runs (s): static${statics[$load]}; adaptive${adaptives[$load]};" \
      "rank 1 capacities by decision (last adaptive run): $(capacities "${load}_adaptive_$cells");" \
      "moves, reversals, overshoots (all adaptive runs): $(echo ${settles[$load]} | tr ' :' '\n ' |
        awk '{ m += $1; r += $2; o += $3 } END { printf "%d, %d, %d", m, r, o }');" \
      "round by round, adaptive over static: median $(paired "${statics[$load]}" \
        "${adaptives[$load]}")%; rank 0's waits for messages, medians (s): static" \
      "$(median ${waits[$load:static]}), adaptive $(median ${waits[$load:adaptive]})" >&2
    [ -z "$compare" ] ||
      echo "  $cells $load compared runs (${COMPARE_VAGUS:-} ${COMPARE_SET:-}) (s):" \
        "${compares[$load]};" \
        "median $(median ${compares[$load]}); round by round over static: median" \
        "$(paired "${statics[$load]}" "${compares[$load]}")%, adaptive over them: median" \
        "$(paired "${compares[$load]}" "${adaptives[$load]}")%; rank 0's waits, median" \
        "$(median ${waits[$load:compare]}) s" >&2
    plot "${load}_adaptive_$cells"
    share=$(median ${shares[$load]}) ideal=$(median ${ideals[$load]})
    case $load in none | stream) cpu=0 ;; *) cpu=1 ;; esac
    awk -v l="$load" -v c="$cells" -v s="$steps" -v t="$alone" -v a="$static" -v b="$adaptive" \
      -v r="$share" -v i="$ideal" -v cpu="$cpu" 'BEGIN {
        ideal = cpu ? sprintf("%.1f%%", 100 * i) : "-"
        printf "| %s | %s | %d | %.2f | %.2f | %.2f | %.1f%% | %.2f | %s |\n", l, c, s, t, a, b,
               100 * (a - b) / a, r, ideal }'
  done
done
echo
echo "histories, logs and plots in $out"
