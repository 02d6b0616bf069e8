#!/usr/bin/env bash
# Signals during `vagus run` on 2 ranks (a 400-step run with two refined levels, no checkpoint
# interval): SIGUSR1 to one rank writes a checkpoint and the run goes on to the same final bits;
# SIGTERM to one rank, or to every rank (as srun and scancel do), writes a checkpoint after the
# current step and every rank exits 4 (mpirun's exit code; docs/checkpoints.md: stopped with a
# checkpoint to continue from); restarting from `latest` on 3 and on
# 1 rank reaches the same final bits as the uninterrupted run. SIGTERM to mpirun itself: Open MPI
# 4.1 sends the ranks SIGCONT, waits odls_base_sigkill_timeout seconds (default 1), sends SIGTERM,
# waits as long again and sends SIGKILL, and it stops reading the ranks' output meanwhile, so a
# chatty rank 0 blocks on a full pipe and never sees the SIGTERM. The recipe docs/checkpoints.md
# gives is tested: a longer timeout and each rank's output in its own file; the checkpoint is
# written and the run continues from it to the same bits as an uninterrupted run (mpirun itself
# reports failure).
# Usage: restart_signals.sh VAGUS_BINARY
set -uo pipefail
vagus=$1
source "$(dirname "$0")/restart_common.sh"
work=$(mktemp -d)
trap 'kill -9 $(ranks_of "${RUN_PID:-0}") 2> /dev/null; rm -rf "$work"' EXIT
# 400 steps (about 3 s of stepping on 2 ranks): a signal sent once step 5 shows in the log must
# land while the run still steps. With 100 steps (0.7 s) a loaded host could let the run finish
# first; the signal then met the default action (the handlers are gone after the run) and rank 1
# died of SIGUSR1 (mpirun exit code 138).
steps=400
deck=$work/deck.toml
restart_deck "$steps" > "$deck"
final=plt_000$steps.2d.hdf5

run_complete "$work/reference.log" 2 "$deck" --output "$work/reference"
reference=$work/reference/$final

# signal_run NAME SIGNAL WHO: starts a run, sends SIGNAL to rank 1 (WHO=one), to every rank
# (WHO=all) or to mpirun (WHO=mpirun) after step 5, and waits for it; CODE is mpirun's exit code.
signal_run() {
  local name=$1 signal=$2 who=$3
  shift 3
  start_run "$work/$name.log" 2 "$deck" --output "$work/$name" "$@"
  wait_for "$work/$name.log" '^step +5 ' || return 1
  local ranks
  ranks=($(ranks_of "$RUN_PID"))
  [ "${#ranks[@]}" -eq 2 ] || fail "$name: expected 2 ranks under mpirun, found ${ranks[*]}"
  case $who in
    one) kill -"$signal" "${ranks[1]}" ;;
    all) kill -"$signal" "${ranks[@]}" ;;
    mpirun) kill -"$signal" "$RUN_PID" ;;
  esac
  wait "$RUN_PID"
  CODE=$?
}

# expect_stopped NAME: one checkpoint, the stop message, no final plotfile.
expect_stopped() {
  local name=$1 count
  count=$(ls "$work/$name"/chk_*.h5 2> /dev/null | wc -l)
  [ "$count" -eq 1 ] || fail "$name: $count checkpoints (want 1)"
  grep -q "on SIGTERM (" "$work/$name.log" || fail "$name: no checkpoint on SIGTERM in the log"
  grep -q "^stopped on SIGTERM after step" "$work/$name.log" || fail "$name: no stop message"
  [ ! -f "$work/$name/$final" ] || fail "$name: ran to the end instead of stopping"
  echo "ok   $name: $(grep '^wrote.*SIGTERM' "$work/$name.log")"
}

# continue_run NAME RANKS [REFERENCE_PLOTFILE [ARGS...]]: restart from latest (with ARGS) and
# compare the final fields with the reference (by default the uninterrupted run's).
continue_run() {
  local name=$1 ranks=$2 expected=${3:-$reference}
  shift $(($# < 3 ? $# : 3))
  mpirun -np "$ranks" --oversubscribe "$vagus" run "$deck" --output "$work/$name" \
    --restart latest "$@" > "$work/$name.restart.log" 2>&1 ||
    { cat "$work/$name.restart.log"; fail "$name: restart on $ranks ranks"; return; }
  grep '^restarted from' "$work/$name.restart.log"
  same_fields "$expected" "$work/$name/$(basename "$expected")" ||
    fail "$name: restart on $ranks ranks"
}

signal_run usr1 USR1 one
[ "$CODE" -eq 0 ] || fail "usr1: exit code $CODE"
grep -q "on SIGUSR1" "$work/usr1.log" || fail "usr1: no checkpoint on SIGUSR1 in the log"
ls "$work/usr1"/chk_*.h5 > /dev/null 2>&1 || fail "usr1: no checkpoint file"
echo "ok   usr1: $(grep '^wrote.*SIGUSR1' "$work/usr1.log")"
same_fields "$reference" "$work/usr1/$final" || fail "usr1: final fields"

signal_run term_one TERM one
[ "$CODE" -eq 4 ] || fail "term_one: exit code $CODE (every rank must exit 4)"
expect_stopped term_one
continue_run term_one 3

signal_run term_all TERM all
[ "$CODE" -eq 4 ] || fail "term_all: exit code $CODE (every rank must exit 4)"
expect_stopped term_all
continue_run term_all 1

# A run long enough that mpirun's delay cannot outlast it; it stops at some step S, so it is
# continued to S + 5 and compared with an uninterrupted run to S + 5.
OMPI_MCA_odls_base_sigkill_timeout=5 mpirun -np 2 --oversubscribe sh -c \
  'exec "$0" run "$1" --output "$2" --set run.max_steps=100000 > "$3.$OMPI_COMM_WORLD_RANK" 2>&1' \
  "$vagus" "$deck" "$work/term_mpirun" "$work/term_mpirun.log" > /dev/null 2>&1 &
RUN_PID=$!
wait_for "$work/term_mpirun.log.0" '^step +5 ' || fail "term_mpirun: did not start"
kill -TERM "$RUN_PID"
wait "$RUN_PID"
CODE=$?
cat "$work/term_mpirun.log".[01] > "$work/term_mpirun.log"
echo "     term_mpirun: mpirun exited with $CODE (Open MPI reports a job it was told to end as failed)"
expect_stopped term_mpirun
stop_step=$(ls "$work/term_mpirun"/chk_*.h5 | sed -E 's/.*chk_0*([0-9]+)\.h5/\1/' | tail -n 1)
end_step=$((stop_step + 5))
run_complete "$work/reference_$end_step.log" 2 "$deck" --output "$work/reference_$end_step" \
  --set run.max_steps=$end_step
continue_run term_mpirun 2 "$work/reference_$end_step/$(printf 'plt_%06d.2d.hdf5' "$end_step")" \
  --set run.max_steps=$end_step

finish
echo "all signal cases passed"
