#!/usr/bin/env bash
# Bad decks: each mistake must give one message (from rank 0) that names the file, the key and,
# where known, the line, says what is allowed, and make every rank exit with code 1 (no hang, no
# core dump). Usage: bad_decks.sh VAGUS_BINARY NRANKS
set -uo pipefail
vagus=$1
ranks=${2:-1}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
source "$(dirname "$0")/expect_error.sh"

good_deck() {
  cat <<'TOML'
[run]
max_steps = 2
[mesh]
lo = [0.0, 0.0, 0.0]
hi = [1.0, 0.125, 0.125]
cells = [32, 4, 4]
[physics]
kernel = "euler"
[problem]
name = "sod"
TOML
}

expect_error misspelt_key "$(good_deck | sed 's/^cells = /cels = /')" \
  "misspelt_key.toml:6" "unknown key 'mesh.cels'" "did you mean 'mesh.cells'"
expect_error unknown_section "$(good_deck | sed 's/^\[physics\]/[phsyics]/')" \
  "unknown_section.toml:7" "[phsyics]" "did you mean [physics]"
expect_error key_in_wrong_section "$(good_deck | sed 's/^max_steps = 2/max_steps = 2\n/' ; echo '[output]'; echo 'cfl = 0.5')" \
  "unknown key 'output.cfl'" "did you mean 'run.cfl'"
expect_error wrong_type "$(good_deck | sed 's/^max_steps = 2/max_steps = 2\ncfl = "fast"/')" \
  "wrong_type.toml:3" "run.cfl" "got string"
expect_error out_of_range "$(good_deck | sed 's/^max_steps = 2/max_steps = 2\ncfl = 1.5/')" \
  "out_of_range.toml:3" "run.cfl" "(0, 1]" "1.5"
expect_error missing_required "$(good_deck | grep -v '^cells')" \
  "missing_required.toml" "mesh.cells" "required"
expect_error bad_choice "$(good_deck | sed 's/^kernel = "euler"/kernel = "euler"\nlimiter = "mcc"/')" \
  "bad_choice.toml:9" "physics.limiter" "did you mean 'mc'"
expect_error wrong_length "$(good_deck | sed 's/^cells = .*/cells = [32, 4]/')" \
  "wrong_length.toml:6" "mesh.cells" "3"
expect_error syntax_error "$(good_deck | sed 's/^lo = .*/lo = [0.0, 0.0/')" \
  "syntax_error.toml:5" "TOML syntax error"
expect_error cells_not_cubes "$(good_deck | sed 's/^cells = .*/cells = [32, 8, 4]/')" \
  "cells_not_cubes.toml" "mesh.cells" "cubes"
expect_error no_stop_condition "$(good_deck | grep -v '^max_steps')" \
  "no_stop_condition.toml" "run.stop_time" "run.max_steps"
expect_error unknown_problem "$(good_deck | sed 's/^name = "sod"/name = "sodd"/')" \
  "unknown_problem.toml:10" "problem.name" "did you mean 'sod'"
expect_error key_of_another_problem "$(good_deck; echo 'mach = 2.0')" \
  "key_of_another_problem.toml:11" "unknown key 'problem.mach'"
expect_error blocking_factor "$(good_deck | sed 's/^cells = .*/cells = [30, 4, 4]/; s/^hi = .*/hi = [1.0, 0.13333333333333333, 0.13333333333333333]/')" \
  "blocking_factor.toml" "mesh.cells" "amr.blocking_factor"
expect_error bad_override "$(good_deck)" "--set" "section.key=value" -- --set run.max_steps
expect_error override_out_of_range "$(good_deck)" "(from --set)" "mesh.max_patch_cells" -- \
  --set mesh.max_patch_cells=0
expect_error bad_state "$(good_deck; echo 'left = [-1.0, 0.0, 1.0]')" \
  "bad_state.toml" "problem.left" "> 0"

# Values checked against each other: sections in another case, a misspelt problem (one error,
# not one per key of the problem), patches smaller than a block, positions outside the domain,
# boundaries in periodic directions, keys that another key replaces.
rm_deck() {
  good_deck | sed -e 's/^name = "sod"/name = "richtmyer_meshkov"/' \
                  -e 's/^hi = .*/hi = [2.0, 0.25, 0.25]/' -e 's/^cells = .*/cells = [32, 4, 4]/'
  echo 'shock_x = 0.3'
  echo 'interface_x = 0.6'
}
expect_error section_case "$(good_deck | sed 's/^\[physics\]/[PHYSICS]/')" \
  "unknown section [PHYSICS]" "did you mean [physics]"
expect_error misspelt_problem "$(rm_deck | sed 's/richtmyer_meshkov/richtmyer_meshkof/')" \
  "problem.name" "did you mean 'richtmyer_meshkov'"
if grep -q "unknown key" "$work/misspelt_problem.out"; then
  echo "FAIL misspelt_problem: the problem's own keys are reported too"; failures=$((failures + 1))
fi
expect_error patch_below_block "$(good_deck | sed 's/^cells = \(.*\)/cells = \1\nmax_patch_cells = 10/')" \
  "mesh.max_patch_cells" "less than one block"
expect_error position_outside "$(rm_deck | sed 's/^interface_x = .*/interface_x = 5.0/')" \
  "problem.interface_x: 5 lies outside the domain" "[0, 2] along x"
expect_error boundary_in_periodic "$(good_deck | sed 's/^cells = \(.*\)/cells = \1\nperiodic = [false, true, true]\nboundary_lo = ["outflow", "reflecting", "outflow"]/')" \
  "mesh.boundary_lo" "periodic along y"
expect_error replaced_key "$(rm_deck; echo 'amplitude = 0.1'; echo 'modes = [[1.0, 0.0, 0.05]]')" \
  "problem.amplitude" "is not used when problem.modes is given"
expect_error static_capacities_adaptive "$(good_deck; echo '[autonomic]'; echo 'static_capacities = [0.7, 0.3]')" \
  "autonomic.static_capacities" 'is for policy = "static"'
expect_error static_capacities_count "$(good_deck; echo '[autonomic]'; echo 'policy = "static"'; echo 'static_capacities = [0.4, 0.3, 0.2, 0.1]')" \
  "autonomic.static_capacities: 4 values for $ranks ranks" "one per rank"
# `vagus check` refuses what `vagus run` refuses before it knows the ranks.
printf '%s\n' "$(good_deck; echo '[autonomic]'; echo 'static_capacities = [0.7, 0.3]')" > "$work/check.toml"
if "$vagus" check "$work/check.toml" > "$work/check.out" 2>&1; then
  echo "FAIL check_static_capacities: vagus check accepts them with an adaptive policy"
  failures=$((failures + 1))
elif grep -q "autonomic.static_capacities" "$work/check.out"; then
  echo "ok   check_static_capacities: $(grep 'vagus: error' "$work/check.out")"
else
  echo "FAIL check_static_capacities: the message lacks the key"; cat "$work/check.out"
  failures=$((failures + 1))
fi

# A deck that does not exist.
out="$work/missing.out"
timeout 60 mpirun -np "$ranks" --oversubscribe "$vagus" run "$work/no_such_deck.toml" > "$out" 2>&1
code=$?
if [ "$code" -eq 1 ] && [ "$(grep -c 'vagus: error' "$out")" -eq 1 ] && grep -q "cannot read deck" "$out"; then
  echo "ok   missing_file: $(grep 'vagus: error' "$out")"
else
  echo "FAIL missing_file: exit $code"; cat "$out"; failures=$((failures + 1))
fi

echo "$failures failure(s)"
[ "$failures" -eq 0 ]
