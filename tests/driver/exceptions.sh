#!/usr/bin/env bash
# No exception escapes vagus::Main on any rank: a kernel plug-in ("faulty", the euler kernel that
# throws where [fault] says) throws std::runtime_error, std::bad_alloc, std::filesystem_error or
# vagus::UserError on one rank or on all, at the start or in the middle of the run. Each must end
# every rank with the exit code of its kind (UserError 1, others 3) and its message, within a
# minute (no hang): thrown on every rank, one message from rank 0 and a clean exit; thrown on one
# rank while the others wait for it in a collective, its message and an abort of the job.
# Usage: exceptions.sh VAGUS NRANKS FAULTY_KERNEL_LIBRARY
set -uo pipefail
vagus=$1 ranks=$2 library=$3
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cat > "$work/deck.toml" << EOF2
[run]
max_steps = 5
[mesh]
lo = [0.0, 0.0, 0.0]
hi = [1.0, 0.125, 0.125]
cells = [32, 4, 4]
[physics]
library = "$library"
kernel = "faulty"
[problem]
name = "sod"
[autonomic]
# Equal shares, so that "every rank" faults reach their kernel call count in the same step (the
# startup probe would give the ranks sharing a core fewer patches).
startup_probe_seconds = 0
EOF2
failures=0

# expect_failure NAME CODE ABORTS(yes|no) FAULT_SETTINGS EXPECTED_SUBSTRING...
expect_failure() {
  local name=$1 want=$2 aborts=$3 settings=$4
  shift 4
  local out=$work/$name.out args=() ok=1 code count
  for s in $settings; do args+=(--set "fault.$s"); done
  timeout 60 mpirun -np "$ranks" --oversubscribe "$vagus" run "$work/deck.toml" \
    --output "$work/out_$name" "${args[@]}" > "$out" 2>&1
  code=$?
  [ "$code" -eq "$want" ] || { echo "FAIL $name: exit code $code (want $want)"; ok=0; }
  for e in "$@"; do
    grep -qF -- "$e" "$out" || { echo "FAIL $name: output lacks '$e'"; ok=0; }
  done
  count=$(grep -cF -- "$1" "$out")
  [ "$count" -eq 1 ] || { echo "FAIL $name: message printed $count times (want once)"; ok=0; }
  if [ "$aborts" = no ] && grep -q "MPI_ABORT" "$out"; then
    echo "FAIL $name: the job was aborted, but every rank threw: want a clean exit"
    ok=0
  fi
  if [ "$aborts" = yes ] && ! grep -q "ends the job" "$out"; then
    echo "FAIL $name: want the rank that threw to end the job"
    ok=0
  fi
  if [ $ok -eq 1 ]; then
    echo "ok   $name: exit $code: $(grep "^vagus: " "$out" | tail -n +2 | head -c 300)"
  else
    sed 's/^/     | /' "$out" | tail -20
    failures=$((failures + 1))
  fi
}

last=$((ranks - 1))
expect_failure every_rank_bad_alloc 3 no 'exception="bad_alloc"' \
  "out of memory on rank 0 (std::bad_alloc)"
expect_failure every_rank_user_error 1 no 'exception="user_error"' \
  "vagus: error: the faulty kernel's user error"
expect_failure every_rank_runtime_error_mid_run 3 no 'advance=3' \
  "vagus: internal error on rank 0: the faulty kernel's runtime error"
if [ "$ranks" -gt 1 ]; then
  expect_failure one_rank_runtime_error_mid_run 3 yes "rank=$last advance=2" \
    "vagus: internal error on rank $last: the faulty kernel's runtime error"
  expect_failure one_rank_filesystem_error_at_start 3 yes 'rank=0 exception="filesystem_error"' \
    "vagus: internal error on rank 0: filesystem error: the faulty kernel's filesystem error" \
    "/faulty/path"
  expect_failure one_rank_user_error_mid_run 1 yes "rank=$last advance=3 exception=\"user_error\"" \
    "vagus: error: the faulty kernel's user error"
  expect_failure one_rank_bad_alloc_mid_run 3 yes "rank=$last advance=2 exception=\"bad_alloc\"" \
    "out of memory on rank $last"
fi

[ "$failures" -eq 0 ] || { echo "$failures case(s) failed"; exit 1; }
echo "every exception ended every rank with its message on $ranks rank(s)"
