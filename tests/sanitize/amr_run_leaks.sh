#!/usr/bin/env bash
# A sanitized vagus (VAGUS_SANITIZE=address,undefined) runs a small refined deck with regrids,
# plotfiles and checkpoints, then restarts from its step-4 checkpoint to the end: every process
# must exit 0 with no sanitizer report (a LeakSanitizer report at exit makes the exit code
# non-zero, but mpirun may hide which rank; the log is searched too).
# Usage: amr_run_leaks.sh VAGUS_BINARY NRANKS DECK
set -uo pipefail
vagus=$1
ranks=$2
deck=$3
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failures=0

# check NAME ARGS...: `vagus run ARGS` on $ranks ranks, clean.
check() {
  local name=$1
  shift
  local log="$work/$name.log"
  timeout 300 mpirun -np "$ranks" --oversubscribe "$vagus" run "$@" > "$log" 2>&1
  local code=$?
  local reports
  reports=$(grep -cE "ERROR: (LeakSanitizer|AddressSanitizer)|runtime error:" "$log")
  if [ "$code" -ne 0 ] || [ "$reports" -ne 0 ]; then
    cat "$log"
    echo "FAIL $name: exit code $code, $reports sanitizer report(s)"
    failures=$((failures + 1))
  else
    echo "ok   $name: exit code 0, no sanitizer report; $(grep -E '^done:' "$log")"
  fi
}

check run "$deck" --output "$work/out"
regrids=$(grep -oE '\(([0-9]+) regrids\)' "$work/run.log" | grep -oE '[0-9]+')
if [ "${regrids:-0}" -lt 2 ]; then
  echo "FAIL: the run regridded ${regrids:-0} times (want at least 2)"
  failures=$((failures + 1))
fi
checkpoint=$(ls "$work"/out/chk_*4.h5 2> /dev/null | head -n 1)
if [ -z "$checkpoint" ]; then
  echo "FAIL: no checkpoint of step 4 in $work/out"
  failures=$((failures + 1))
else
  check restart "$deck" --output "$work/restart" --restart "$checkpoint"
fi
[ "$failures" -eq 0 ] || { echo "$failures failure(s)"; exit 1; }
echo "all clean"
