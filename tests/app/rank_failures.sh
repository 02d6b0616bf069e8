#!/usr/bin/env bash
# One rank of two throws in the middle of a run (VAGUS_FAULT, amr/base/fault_injection.hpp): after
# a step, and while a checkpoint or a plotfile is open (its first level written), where the other
# rank waits for it inside a collective call of the parallel HDF5 file. Every process must end
# within 60 s with the rank's message and a non-zero exit (never hang: a collective close of
# the file on the rank that threw used to wait for ever), the file being written must not appear
# under its final name, every checkpoint left must verify, and `--restart latest` must reach the
# uninterrupted run's final bits. When every rank throws, they agree and exit cleanly (no abort).
# Usage: rank_failures.sh VAGUS_BINARY
set -uo pipefail
vagus=$1
source "$(dirname "$0")/restart_common.sh"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
limit=60  # seconds; the agreement takes 10 s (exit_agreement.hpp) and 5 s more inside a file write
steps=40
deck=$work/deck.toml
restart_deck "$steps" "checkpoint_interval = 4" "plot_interval = 10" > "$deck"
final=$(printf 'plt_%06d.2d.hdf5' "$steps")

start=$(date +%s.%N)
run_complete "$work/reference.log" 2 "$deck" --output "$work/reference"
echo "     the uninterrupted run takes $(echo "$(date +%s.%N) - $start" | bc) s"
reference=$work/reference/$final

# fault_run NAME FAULT WANT_CODE ABORTS(yes|no) MISSING_FILE: runs with VAGUS_FAULT=FAULT and checks
# how it ended; MISSING_FILE (in the output directory) must not exist.
fault_run() {
  local name=$1 fault=$2 want=$3 aborts=$4 missing=$5 out=$work/$1 log=$work/$1.log
  local start code elapsed
  start=$(date +%s.%N)
  VAGUS_FAULT=$fault timeout -k 10 $((limit * 2)) mpirun -np 2 --oversubscribe "$vagus" run \
    "$deck" --output "$out" > "$log" 2>&1
  code=$?
  elapsed=$(printf "%.1f" "$(echo "$(date +%s.%N) - $start" | bc)")
  if [ "$code" -eq 124 ] || [ "$code" -eq 137 ]; then
    tail -20 "$log"
    fail "$name: still running after $((limit * 2)) s: a hang (killed by timeout)"
    return 1
  fi
  [ "$(echo "$elapsed < $limit" | bc)" -eq 1 ] || fail "$name: took $elapsed s (limit $limit s)"
  [ "$code" -eq "$want" ] || { tail -20 "$log"; fail "$name: exit code $code (want $want)"; }
  grep -qF "fault injected" "$log" || { tail -20 "$log"; fail "$name: no message"; }
  if [ "$aborts" = yes ]; then
    grep -q "ends the job" "$log" || fail "$name: want the rank that threw to end the job"
  else
    ! grep -q "MPI_ABORT" "$log" || fail "$name: aborted, but every rank threw: want a clean exit"
  fi
  [ ! -e "$out/$missing" ] || fail "$name: $missing exists, though its writing failed"
  [ ! -f "$out/$final" ] || fail "$name: the run reached its end"
  local file
  for file in "$out"/chk_*.h5; do
    "$vagus" info "$file" > "$work/info.log" 2>&1 && grep -q '^checksums   ok' "$work/info.log" ||
      { cat "$work/info.log"; fail "$name: $file is not a complete checkpoint"; }
  done
  echo "ok   $name: exit $code after $elapsed s: $(grep -m1 'fault injected' "$log")"
  echo "     left: $(cd "$out" && ls | tr "\n" " ")"
}

# continue_run NAME: --restart latest on 2 ranks reaches the reference's final bits.
continue_run() {
  local name=$1
  mpirun -np 2 --oversubscribe "$vagus" run "$deck" --output "$work/$name" --restart latest \
    > "$work/$name.restart.log" 2>&1 ||
    { tail -20 "$work/$name.restart.log"; fail "$name: restart"; return; }
  echo "     $(grep '^restarted from' "$work/$name.restart.log")"
  same_fields "$reference" "$work/$name/$final" || fail "$name: restart"
}

fault_run step throw@step=18,rank=1 3 yes chk_000020.h5 && continue_run step
fault_run checkpoint_rank1 throw@checkpoint=24,rank=1 3 yes chk_000024.h5 &&
  continue_run checkpoint_rank1
fault_run checkpoint_rank0 throw@checkpoint=24,rank=0 3 yes chk_000024.h5 &&
  continue_run checkpoint_rank0
fault_run plotfile_rank1 throw@plotfile=30,rank=1 3 yes plt_000030.2d.hdf5 &&
  continue_run plotfile_rank1
fault_run checkpoint_every_rank throw@checkpoint=24 3 no chk_000024.h5 &&
  continue_run checkpoint_every_rank

timeout 60 env VAGUS_FAULT=throw@nowhere=3 mpirun -np 2 --oversubscribe "$vagus" run "$deck" \
  --output "$work/bad" > "$work/bad.log" 2>&1
code=$?
if [ "$code" -eq 1 ] && grep -qF "vagus: error: VAGUS_FAULT='throw@nowhere=3': unknown key" \
  "$work/bad.log"; then
  echo "ok   a malformed VAGUS_FAULT: $(grep 'vagus: error' "$work/bad.log")"
else
  tail -5 "$work/bad.log"
  fail "malformed VAGUS_FAULT: exit code $code"
fi

finish
echo "one rank failing stops every rank in bounded time; the last checkpoint continues the run"
