#!/usr/bin/env bash
# A run beside another load on the wall clock: rank k pinned to cpu k, a busy loop pinned to
# cpu 1 with rank 1. The startup loop finds the shared core and ends after its first quarter, the
# first decision sets the capacities from the cpu shares over the first steps (rank 1 below a
# dedicated core's share, the capacities in proportion to the shares), and the later decisions
# go on balancing at the shares while they hold (`balance_at_shares`, the default; `from_shares`
# in the run history).
# Needs 2 cpus (skipped, 77, with fewer).
# Usage: shared_core.sh VAGUS_BINARY DECK
set -uo pipefail
vagus=$1
deck=$2
# nproc honours OMP_NUM_THREADS, which the test environment sets to 1.
cpus=$(env -u OMP_NUM_THREADS -u OMP_THREAD_LIMIT nproc)
[ "$cpus" -ge 2 ] || { echo "SKIP: needs 2 cpus"; exit 77; }
work=$(mktemp -d)
hog=
trap '[ -n "$hog" ] && kill "$hog" 2> /dev/null; rm -rf "$work"' EXIT
taskset -c 1 bash -c 'while :; do :; done' &
hog=$!
sleep 0.5  # the busy loop holds its share before the ranks start

# shellcheck disable=SC2016  # the rank is the launched shell's
mpirun -np 2 --bind-to none bash -c 'exec taskset -c "$OMPI_COMM_WORLD_RANK" "$@"' vagus \
  "$vagus" run "$deck" --output "$work/run" --set "mesh.cells=[64, 16, 16]" \
  --set "mesh.hi=[4.0, 1.0, 1.0]" --set run.max_steps=12 --set output.plot_interval=0 \
  > "$work/log" 2>&1 || { cat "$work/log"; echo "FAIL: the run did not finish"; exit 1; }

failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }
probe=$(sed -nE 's/^autonomic: the startup probe took ([0-9.]+) s$/\1/p' "$work/log")
awk -v p="${probe:-1}" 'BEGIN { exit !(p < 0.2) }' ||
  fail "the startup loop ran ${probe:-?} s: not cut short at its quarter (0.075 s)"
# "rank 1 had 0.33 of its cores over the first steps (the startup loop: 0.30): capacity A -> B",
# and rank 0's line: the capacities in proportion to the shares (one rate for both cores).
first_share() {
  local line="^autonomic: rank $1 had ([0-9.]+) of its cores over the first steps.*-> ([0-9.]+)$"
  sed -nE "s/$line/\1 \2/p" "$work/log" | head -1
}
read -r share0 _ <<< "$(first_share 0)"
read -r share capacity <<< "$(first_share 1)"
if [ -z "${share:-}" ] || [ -z "${share0:-}" ]; then
  fail "no first decision from the shares over the first steps"
else
  awk -v s="$share" -v s0="$share0" -v c="$capacity" \
    'BEGIN { d = c - s / (s + s0); exit !(s < 0.9 && d < 0.01 && d > -0.01) }' ||
    fail "rank 1 had $share of its core (rank 0 $share0) and capacity $capacity"
fi
decisions=$(grep -c '"decision":' "$work/run/history.jsonl")
at_shares=$(grep -c '"from_shares":true' "$work/run/history.jsonl")
[ "$decisions" -ge 2 ] && [ "$at_shares" -ge 2 ] ||
  fail "$at_shares of $decisions decisions at the shares (2 or more of 2 or more expected)"

if [ "$failures" -gt 0 ]; then
  grep "^autonomic" "$work/log"
  exit 1
fi
echo "shared core: startup loop $probe s; rank 1 had $share of its core, capacity $capacity;" \
  "$at_shares of $decisions decisions at the shares"
