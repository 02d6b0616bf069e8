# Shared by the restart_*.sh tests (sourced): a 2-D deck with two refined levels that runs for a
# few seconds, running vagus in the background and finding its ranks, and comparing plotfiles bit
# for bit.

# restart_deck STEPS [OUTPUT_KEYS...]: the deck on stdout.
restart_deck() {
  local steps=$1
  shift
  cat <<TOML
[run]
max_steps = $steps
[mesh]
lo = [0.0, 0.0, 0.0]
hi = [1.0, 1.0, 0.015625]
cells = [64, 64, 1]
periodic = [true, true, true]
max_patch_cells = 1024
[amr]
max_level = 2
regrid_interval = 4
[physics]
kernel = "euler"
gamma = [1.4, 1.67]
[problem]
name = "blob"
centre = [0.3, 0.4, 0.0]
radius = 0.15
velocity = [1.0, 0.5, 0.0]
[output]
progress_interval = 1
TOML
  printf '%s\n' "$@"
}

# fail MESSAGE: report a failed check and count it; finish ends the test with the count.
failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }
finish() { [ "$failures" -eq 0 ] || { echo "$failures failure(s)"; exit 1; }; }

# run_complete LOG RANKS ARGS...: `vagus run ARGS` under mpirun to its end; on failure prints the
# log and ends the test.
run_complete() {
  local log=$1 ranks=$2
  shift 2
  mpirun -np "$ranks" --oversubscribe "$vagus" run "$@" > "$log" 2>&1 ||
    { cat "$log"; echo "FAIL: the run of $log"; exit 1; }
}

# run_stopped LOG RANKS ARGS...: `vagus run ARGS` under mpirun, which must stop before its end with
# a checkpoint to continue from (exit code 4, docs/checkpoints.md); otherwise prints the log and
# ends the test.
run_stopped() {
  local log=$1 ranks=$2 code
  shift 2
  mpirun -np "$ranks" --oversubscribe "$vagus" run "$@" > "$log" 2>&1
  code=$?
  [ "$code" -eq 4 ] || { cat "$log"; echo "FAIL: the run of $log: exit code $code (want 4)"; exit 1; }
}

# same_fields REFERENCE PLOTFILE: every level covers the same cells with bitwise identical values
# (same_fields.py compares cell by cell: the patch layout may differ with the number of ranks).
same_fields() {
  local reference=$1 plot=$2
  [ -f "$plot" ] || { echo "FAIL: $plot does not exist"; return 1; }
  /usr/bin/python3 "$(dirname "${BASH_SOURCE[0]}")/same_fields.py" "$reference" "$plot" || return 1
  echo "ok   $plot: every level bitwise identical to the uninterrupted run"
}

# start_run LOG RANKS ARGS...: `vagus run ARGS` under mpirun in the background; RUN_PID is
# mpirun's process id.
start_run() {
  local log=$1 ranks=$2
  shift 2
  mpirun -np "$ranks" --oversubscribe "$vagus" run "$@" > "$log" 2>&1 &
  RUN_PID=$!
}

# wait_for LOG PATTERN: until the log has a line matching PATTERN (extended regex), 120 s at most.
wait_for() {
  local log=$1 pattern=$2 tries
  for ((tries = 0; tries < 12000; ++tries)); do
    grep -qE "$pattern" "$log" 2> /dev/null && return 0
    sleep 0.01
  done
  echo "FAIL: '$pattern' never appeared in $log"
  cat "$log"
  return 1
}

# ranks_of PID: the process ids of mpirun's ranks (its children).
ranks_of() { ps -o pid= --ppid "$1" | tr -d ' '; }
