#!/usr/bin/env bash
# The disk fills up, or the output directory becomes read-only, in the middle of a run on 2 ranks
# (a small tmpfs mounted for the test; remounted read-only). The run must stop (docs/checkpoints.md,
# "When a run fails": it does not skip the output and go on) within a minute, with one message
# naming the file and the reason and exit code 1 (when only some ranks see the failure, they end
# the job with that code); no earlier checkpoint may
# be damaged (each verifies), no temporary left under a final name, and once there is room again
# `--restart latest` must reach the uninterrupted run's final bits. Needs root and permission to
# mount (a container may refuse): exits 77 (skipped) otherwise.
# Usage: output_faults.sh VAGUS_BINARY
set -uo pipefail
vagus=$1
source "$(dirname "$0")/restart_common.sh"
work=$(mktemp -d)
mounted=()
cleanup() {
  kill -9 $(ranks_of "${RUN_PID:-0}") 2> /dev/null
  local m
  for m in "${mounted[@]}"; do umount "$m" 2> /dev/null; done
  rm -rf "$work"
}
trap cleanup EXIT

# small_disk DIR SIZE: a tmpfs of SIZE at DIR, or exit 77.
small_disk() {
  mkdir -p "$1"
  if ! mount -t tmpfs -o "size=$2" tmpfs "$1" 2> "$work/mount.err"; then
    echo "SKIP: cannot mount a tmpfs here ($(cat "$work/mount.err")): needs root and CAP_SYS_ADMIN"
    exit 77
  fi
  mounted+=("$1")
}

steps=60
deck=$work/deck.toml
restart_deck "$steps" "checkpoint_interval = 2" > "$deck"
final=$(printf 'plt_%06d.2d.hdf5' "$steps")
run_complete "$work/reference.log" 2 "$deck" --output "$work/reference"
reference=$work/reference/$final
checkpoint_bytes=$(stat -c %s "$work/reference/$(printf 'chk_%06d.h5' "$steps")")

# expect_stopped NAME REASON: the run of NAME (exit code in CODE, seconds in ELAPSED) stopped on a
# checkpoint it could not write, for REASON; earlier checkpoints verify.
expect_stopped() {
  local name=$1 reason=$2 out=$work/$1 log=$work/$1.log file before=$failures
  [ "$CODE" -eq 1 ] || { tail -20 "$log"; fail "$name: exit code $CODE (want 1)"; }
  [ "$(echo "$ELAPSED < 60" | bc)" -eq 1 ] || fail "$name: took $ELAPSED s"
  grep -iE "^vagus: error: $out/chk_[0-9]+\.h5: cannot write the checkpoint: .*$reason" "$log" \
    > "$work/message" || { tail -20 "$log"; fail "$name: no message naming the checkpoint and '$reason'"; }
  [ "$(grep -c '^vagus: error' "$log")" -eq 1 ] || fail "$name: the message is not printed once"
  # Ranks that all see the failure exit cleanly; when only some do (a full disk: the ranks whose
  # writes failed), they end the job with MPI_Abort (docs/checkpoints.md, "When a run fails").
  if grep -q "MPI_ABORT" "$log"; then
    grep -q "ends the job" "$log" || fail "$name: aborted, but not by the rank that failed"
    echo "     (only some ranks saw the failure: $(grep -m1 'ends the job' "$log"))"
  fi
  [ ! -f "$out/$final" ] || fail "$name: the run reached its end"
  local count=0
  for file in "$out"/chk_*.h5; do
    [ -f "$file" ] || continue
    count=$((count + 1))
    "$vagus" info "$file" > "$work/info.log" 2>&1 && grep -q '^checksums   ok' "$work/info.log" ||
      { cat "$work/info.log"; fail "$name: $file is damaged"; }
  done
  [ "$count" -gt 0 ] || fail "$name: no checkpoint was written before the fault"
  [ "$failures" -eq "$before" ] || return 1
  echo "ok   $name: exit $CODE after $ELAPSED s, $count earlier checkpoints verify:"
  echo "     $(cat "$work/message")"
  echo "     left: $(cd "$out" && ls | tr '\n' ' ')"
}

# continue_run NAME DIR: --restart latest from DIR (copied to a disk with room) reaches the bits.
continue_run() {
  local name=$1 dir=$2
  cp -r "$dir" "$work/$name.continued"
  mpirun -np 2 --oversubscribe "$vagus" run "$deck" --output "$work/$name.continued" \
    --restart latest > "$work/$name.restart.log" 2>&1 ||
    { tail -20 "$work/$name.restart.log"; fail "$name: restart"; return; }
  echo "     $(grep '^restarted from' "$work/$name.restart.log")"
  same_fields "$reference" "$work/$name.continued/$final" || fail "$name: restart"
}

# The disk fills: room for about five checkpoints and the run history, all kept.
small_disk "$work/disk_full" "$(( (checkpoint_bytes * 11 / 2 + 65535) / 4096 * 4096 ))"
start=$(date +%s.%N)
timeout -k 10 120 mpirun -np 2 --oversubscribe "$vagus" run "$deck" --output "$work/disk_full" \
  --set output.keep_checkpoints=0 > "$work/disk_full.log" 2>&1
CODE=$?
ELAPSED=$(printf "%.1f" "$(echo "$(date +%s.%N) - $start" | bc)")
expect_stopped disk_full "is full \\([0-9]+ KiB free"
grep -m1 "warning: .*run history" "$work/disk_full.log"
continue_run disk_full "$work/disk_full"

# The output directory becomes read-only after the checkpoint of step 10. (A remount waits until
# no file is open for writing; the run history and the diagnostics file, open all the time, are
# switched off.)
small_disk "$work/read_only" 64M
start=$(date +%s.%N)
start_run "$work/read_only.log" 2 "$deck" --output "$work/read_only" --set 'autonomic.history=""' \
  --set 'output.diagnostics=""' --set run.max_steps=100000
wait_for "$work/read_only.log" '^wrote .*chk_000010\.h5' || exit 1
for ((tries = 0; tries < 6000; ++tries)); do
  mount -o remount,ro "$work/read_only" 2> /dev/null && break
  sleep 0.01
done
echo "     read_only: remounted read-only after step $(grep -c '^step' "$work/read_only.log")"
for ((tries = 0; tries < 12000; ++tries)); do
  kill -0 "$RUN_PID" 2> /dev/null || break
  sleep 0.01
done
kill -0 "$RUN_PID" 2> /dev/null && { fail "read_only: still running 120 s later"; exit 1; }
wait "$RUN_PID"
CODE=$?
ELAPSED=$(printf "%.1f" "$(echo "$(date +%s.%N) - $start" | bc)")
expect_stopped read_only "read.only"
mount -o remount,rw "$work/read_only"
continue_run read_only "$work/read_only"

finish
echo "a full disk and a read-only directory stop the run cleanly; the checkpoints before survive"
