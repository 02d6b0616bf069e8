#!/usr/bin/env bash
# `vagus run --restart FILE` without a deck continues from the deck the checkpoint stores, with
# --set overrides on top, to the same bits as the uninterrupted run (on 2 and 3 ranks, from FILE and
# from `latest` in --output DIR); without a deck, `--restart latest` needs --output, and a run
# needs a deck or a checkpoint, each said in one message with exit code 1 on every rank.
# Usage: restart_without_deck.sh VAGUS_BINARY
set -uo pipefail
vagus=$1
source "$(dirname "$0")/restart_common.sh"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
deck=$work/deck.toml
restart_deck 8 "checkpoint_interval = 4" "keep_checkpoints = 0" > "$deck"

run_complete "$work/reference.log" 2 "$deck" --output "$work/reference"
reference=$work/reference/plt_000008.2d.hdf5
run_complete "$work/first.log" 2 "$deck" --output "$work/first" --set run.max_steps=4
[ -f "$work/first/chk_000004.h5" ] || { cat "$work/first.log"; fail "no checkpoint at step 4"; finish; }

# The checkpoint's deck says max_steps = 4: --set must take it on to 8.
run_complete "$work/from_file.log" 3 --restart "$work/first/chk_000004.h5" \
  --output "$work/from_file" --set run.max_steps=8
grep -qF "chk_000004.h5 (its deck) on 3 ranks" "$work/from_file.log" ||
  fail "the log does not say the deck came from the checkpoint"
same_fields "$reference" "$work/from_file/plt_000008.2d.hdf5" || fail "restart from FILE"

run_complete "$work/from_latest.log" 2 --restart latest --output "$work/first" \
  --set run.max_steps=8
grep -qF "restarted from $work/first/chk_000004.h5" "$work/from_latest.log" ||
  fail "--restart latest did not take the newest checkpoint"
same_fields "$reference" "$work/first/plt_000008.2d.hdf5" || fail "restart from latest"

# expect_refused NAME EXPECTED ARGS...: one message, exit code 1.
expect_refused() {
  local name=$1 expected=$2
  shift 2
  timeout 60 mpirun -np 2 --oversubscribe "$vagus" run "$@" > "$work/$name.out" 2>&1
  local code=$?
  if [ "$code" -eq 1 ] && [ "$(grep -c "vagus: error" "$work/$name.out")" -eq 1 ] &&
     grep -qF -- "$expected" "$work/$name.out"; then
    echo "ok   $name: $(grep "vagus: error" "$work/$name.out")"
  else
    cat "$work/$name.out"
    fail "$name: exit code $code"
  fi
}
expect_refused latest_without_output "--restart latest without a deck needs --output DIR" \
  --restart latest
expect_refused no_deck "give a deck, or --restart FILE"
expect_refused missing_checkpoint "$work/none.h5: cannot restart from this checkpoint" \
  --restart "$work/none.h5"

finish
echo "restarts without a deck reach the uninterrupted run's bits"
