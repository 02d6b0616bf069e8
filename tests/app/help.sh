#!/usr/bin/env bash
# `vagus --help` and `vagus run --help` print Vagus' own help (not Kokkos', which answers --help
# when it sees it), exit 0, and print it once under mpirun.
# Usage: help.sh VAGUS_BINARY
set -uo pipefail
vagus=$1
failures=0

# expect_help NAME COMMAND... : the output has our usage line, no Kokkos help, exit code 0.
expect_help() {
  local name=$1
  shift
  local out code
  out=$(timeout 60 "$@" 2>&1)
  code=$?
  local ok=1
  [ "$code" -eq 0 ] || { echo "FAIL $name: exit code $code"; ok=0; }
  [ "$(grep -c "^Usage: vagus" <<< "$out")" -eq 1 ] ||
    { echo "FAIL $name: want one 'Usage: vagus' line"; ok=0; }
  ! grep -qi "kokkos" <<< "$out" || { echo "FAIL $name: Kokkos' help is printed"; ok=0; }
  for e in "${expected[@]}"; do
    grep -qF -- "$e" <<< "$out" || { echo "FAIL $name: lacks '$e'"; ok=0; }
  done
  if [ $ok -eq 1 ]; then
    echo "ok   $name: $(wc -l <<< "$out") lines"
  else
    sed 's/^/     | /' <<< "$out" | head -20
    failures=$((failures + 1))
  fi
}

expected=(Subcommands: run check info reference --version)
expect_help "vagus --help" "$vagus" --help
expect_help "mpirun -np 2 vagus --help" mpirun -np 2 --oversubscribe "$vagus" --help
expected=(--set --output --restart --max-wall-time)
expect_help "vagus run --help" "$vagus" run --help

[ "$failures" -eq 0 ] || exit 1
echo "only Vagus' help"
