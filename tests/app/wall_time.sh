#!/usr/bin/env bash
# A wall-clock limit: a run far longer than `--max-wall-time 00:00:04` writes a checkpoint and
# stops cleanly (exit 4 on every rank: stopped with a checkpoint to continue from) saying how to
# continue; continuing it with `--restart latest` reaches the same bits as a run that was never
# stopped. The limit from the deck (run.max_wall_time) works the same; a leg that reaches
# run.max_steps or run.stop_time as the limit nears ends as a finished run (exit 0, final
# plotfile, no "continue" line); a limit that is not a time is refused.
# Usage: wall_time.sh VAGUS_BINARY
set -uo pipefail
vagus=$1
source "$(dirname "$0")/restart_common.sh"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
restart_deck 1000000 > "$work/deck.toml"

# stopped_step LOG: the step the run stopped after, from its message.
stopped_step() {
  sed -n 's/^stopped before the wall-time limit of .* after step \([0-9]*\) .*/\1/p' "$1"
}

# expect_stop NAME RANKS ARGS...: the run stops before the limit with a checkpoint; prints the step.
expect_stop() {
  local name=$1 ranks=$2
  shift 2
  run_stopped "$work/$name.log" "$ranks" "$work/deck.toml" --output "$work/$name" "$@"
  local step
  step=$(stopped_step "$work/$name.log")
  if [ -z "$step" ]; then
    tail -5 "$work/$name.log"
    fail "$name: no 'stopped before the wall-time limit' message"
    return 1
  fi
  grep -qF "continue with --restart latest: vagus run $work/deck.toml --restart latest --output $work/$name" \
    "$work/$name.log" || fail "$name: the message does not say how to continue"
  [ -f "$work/$name/$(printf 'chk_%06d.h5' "$step")" ] || fail "$name: no checkpoint of step $step"
  echo "ok   $name: $(grep '^stopped before' "$work/$name.log")"
  echo "$step" > "$work/$name.step"
}

expect_stop command_line 2 --max-wall-time 00:00:04
step=$(cat "$work/command_line.step" 2> /dev/null || echo 0)
if [ "$step" -gt 0 ]; then
  # Continue four steps past the stop (the limit raised: a loaded machine must not stop it early).
  final=$((step + 4))
  run_complete "$work/reference.log" 2 "$work/deck.toml" --output "$work/reference" \
    --set "run.max_steps=$final"
  run_complete "$work/continued.log" 3 --restart latest --output "$work/command_line" \
    --set "run.max_steps=$final" --max-wall-time 3600
  same_fields "$work/reference/$(printf 'plt_%06d.2d.hdf5' "$final")" \
    "$work/command_line/$(printf 'plt_%06d.2d.hdf5' "$final")" || fail "continued run differs"
fi

expect_stop deck_key 1 --set run.max_wall_time=3

# expect_finished NAME STEP ARGS...: with a limit that stops any longer run after its first step,
# the run ends at its end, step STEP, as a finished run.
expect_finished() {
  local name=$1 step=$2
  shift 2
  run_complete "$work/$name.log" 2 "$work/deck.toml" --output "$work/$name" \
    --max-wall-time 0.001 "$@"
  ! grep -q "^stopped\|continue with" "$work/$name.log" || fail "$name: says it stopped"
  [ -f "$work/$name/$(printf 'plt_%06d.2d.hdf5' "$step")" ] || fail "$name: no final plotfile"
  grep -q "^done: $step steps" "$work/$name.log" || fail "$name: no run summary"
  echo "ok   $name: $(grep '^done' "$work/$name.log")"
}
expect_finished last_step 1 --set run.max_steps=1
expect_finished stop_time 1 --set run.stop_time=1e-9

timeout 60 mpirun -np 2 --oversubscribe "$vagus" run "$work/deck.toml" --output "$work/bad" \
  --max-wall-time 1:30 > "$work/bad.log" 2>&1
code=$?
if [ "$code" -eq 1 ] && grep -qF "vagus: error: --max-wall-time '1:30': give seconds" "$work/bad.log"; then
  echo "ok   bad limit: $(grep 'vagus: error' "$work/bad.log")"
else
  cat "$work/bad.log"
  fail "bad limit: exit code $code"
fi

finish
echo "the wall-time limit stops runs cleanly, and they continue to the same bits"
