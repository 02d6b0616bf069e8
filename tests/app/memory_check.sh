#!/usr/bin/env bash
# A deck too large for the machine's memory is refused before anything is allocated, on every
# rank, with the estimate per rank and what the rank has (the base level of 4096 x 1024 x 1024
# cells needs hundreds of GiB per rank; the test machine has tens); a run that fits reports its
# estimate; `run.memory_check = false` turns the check off. A rank kept off the base level
# (partitioner.coarsest_levels) leaves its share to the others, which are checked for it.
# Usage: memory_check.sh VAGUS_BINARY NRANKS
set -uo pipefail
vagus=$1
ranks=${2:-1}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
source "$(dirname "$0")/expect_error.sh"

deck='[run]
max_steps = 1
[mesh]
lo = [0.0, 0.0, 0.0]
hi = [1.0, 0.125, 0.125]
cells = [32, 4, 4]
[physics]
kernel = "euler"
[problem]
name = "sod"'

expect_error too_large "$deck" "mesh.cells = [4096, 1024, 1024] on $ranks rank" \
  "GiB per rank for the base level alone (state with ghost cells" "available (" \
  "set run.memory_check = false to run anyway" \
  -- --set 'mesh.cells=[4096,1024,1024]' --set 'mesh.hi=[4.0,1.0,1.0]'
grep -q "^initial hierarchy" "$work/too_large.out" &&
  { echo "FAIL too_large: refused only after allocating"; failures=$((failures + 1)); }

# Ranks kept off the base level (partitioner.coarsest_levels): rank 0 is checked for all of it.
if [ "$ranks" -gt 1 ]; then
  others=$(for ((k = 1; k < ranks; ++k)); do printf ', 1'; done)
  expect_error kept_off "$deck" "on rank 0 (its share 1.000 of the base level)" \
    -- --set 'mesh.cells=[4096,1024,1024]' --set 'mesh.hi=[4.0,1.0,1.0]' --set amr.max_level=1 \
    --set 'autonomic.policy="static"' --set "partitioner.coarsest_levels=[0$others]"
fi

printf '%s\n' "$deck" > "$work/small.toml"
mpirun -np "$ranks" --oversubscribe "$vagus" run "$work/small.toml" --output "$work/small" \
  > "$work/small.out" 2>&1 || { cat "$work/small.out"; echo "FAIL: the small run"; exit 1; }
if grep -qE "^memory: about .* per rank for the base level alone .* available per rank" \
  "$work/small.out"; then
  echo "ok   small: $(grep "^memory:" "$work/small.out")"
else
  echo "FAIL small: no memory estimate in the log"; failures=$((failures + 1))
fi
mpirun -np "$ranks" --oversubscribe "$vagus" run "$work/small.toml" --output "$work/unchecked" \
  --set run.memory_check=false > "$work/unchecked.out" 2>&1 ||
  { cat "$work/unchecked.out"; echo "FAIL: the run without the check"; exit 1; }
if grep -q "^memory:" "$work/unchecked.out"; then
  echo "FAIL unchecked: memory checked with run.memory_check = false"; failures=$((failures + 1))
else
  echo "ok   unchecked: run.memory_check = false runs without the check"
fi

[ "$failures" -eq 0 ] || { echo "$failures case(s) failed"; exit 1; }
echo "memory checked on $ranks rank(s)"
