#!/usr/bin/env bash
# Nothing lost: `vagus run` on 2 ranks writing a checkpoint every step (keeping 3) is killed with
# SIGKILL, every rank at once as a crashed node would be, three times: as soon as a checkpoint is
# being written (a chk_*.h5.tmp exists), and twice at a random step (once its checkpoint is
# reported: a step rather than a delay, so a fast machine cannot finish the run first). Then one
# rank alone is killed, at a random step and while a checkpoint is being written, as a process
# lost to the kernel's out-of-memory killer would be: the other rank must stop within
# 30 s (mpirun ends it and says which rank died), never hang. Every chk_*.h5 left
# must be complete (`vagus info` verifies all its checksums), temporaries are never taken for
# checkpoints, and `--restart latest` on 3, 1 and 2 ranks reaches the final bits of the
# uninterrupted run. Usage: restart_sigkill.sh VAGUS_BINARY
set -uo pipefail
vagus=$1
source "$(dirname "$0")/restart_common.sh"
work=$(mktemp -d)
trap 'kill -9 $(ranks_of "${RUN_PID:-0}") 2> /dev/null; rm -rf "$work"' EXIT
steps=100
one_rank_limit=30  # seconds from killing one rank until mpirun has ended (Open MPI: about 1 s)
deck=$work/deck.toml
restart_deck "$steps" "checkpoint_interval = 1" "keep_checkpoints = 3" > "$deck"
final=plt_000$steps.2d.hdf5

run_complete "$work/reference.log" 2 "$deck" --output "$work/reference"
reference=$work/reference/$final

# kill_run NAME WHEN [WHO]: WHEN is "writing" (the moment a temporary appears) or a step, killed as
# soon as its checkpoint is reported; WHO is "all" (default: every rank, then mpirun) or "one"
# (rank 1 alone: the rest must stop by themselves).
kill_run() {
  local name=$1 when=$2 who=${3:-all} out=$work/$1 tries
  start_run "$work/$name.log" 2 "$deck" --output "$out"
  wait_for "$work/$name.log" '^wrote .*chk_' || return 1
  local ranks
  ranks=($(ranks_of "$RUN_PID"))
  if [ "$when" = writing ]; then
    # Bash builtins only between seeing the temporary and the kill: a few microseconds.
    for ((tries = 0; tries < 20000; ++tries)); do
      compgen -G "$out/chk_*.h5.tmp" > /dev/null && break
    done
  else
    wait_for "$work/$name.log" "^wrote .*chk_0*$when\.h5" || return 1
  fi
  if [ "$who" = one ]; then
    kill -9 "${ranks[1]}" 2> /dev/null
    local killed=$(date +%s.%N) stopped
    for ((tries = 0; tries < one_rank_limit * 100; ++tries)); do
      kill -0 "$RUN_PID" 2> /dev/null || break
      sleep 0.01
    done
    stopped=$(date +%s.%N)
    if kill -0 "$RUN_PID" 2> /dev/null; then
      fail "$name: rank 0 and mpirun still run $one_rank_limit s after rank 1 was killed (a hang)"
      kill -9 $(ranks_of "$RUN_PID") "$RUN_PID" 2> /dev/null
      wait "$RUN_PID" 2> /dev/null
      return 1
    fi
    wait "$RUN_PID" 2> /dev/null
    local code=$?
    [ "$code" -ne 0 ] || fail "$name: mpirun exited with 0 after a rank was killed"
    grep -qE "exited on signal 9|killed" "$work/$name.log" ||
      { tail -20 "$work/$name.log"; fail "$name: no message saying that a rank was killed"; }
    echo "     $name: every process ended $(printf "%.1f" "$(echo "$stopped - $killed" | bc)") s after rank 1 was" \
         "killed; mpirun exited with $code: $(grep -m1 -E 'exited on signal 9' "$work/$name.log")"
  else
    kill -9 "${ranks[@]}" 2> /dev/null
    kill -9 "$RUN_PID" 2> /dev/null
    wait "$RUN_PID" 2> /dev/null
  fi
  [ ! -f "$out/$final" ] || { fail "$name: the run ended before the kill"; return 1; }
  echo "     $name: killed after $(grep -c '^step' "$work/$name.log") steps; left:" \
       $(cd "$out" && ls chk_* 2> /dev/null)
}

# check_and_continue NAME RANKS
check_and_continue() {
  local name=$1 ranks=$2 out=$work/$1 file
  for file in "$out"/chk_*.h5; do
    "$vagus" info "$file" > "$work/info.log" 2>&1 && grep -q '^checksums   ok' "$work/info.log" ||
      { cat "$work/info.log"; fail "$name: $file is not a complete checkpoint"; }
  done
  mpirun -np "$ranks" --oversubscribe "$vagus" run "$deck" --output "$out" --restart latest \
    > "$work/$name.restart.log" 2>&1 ||
    { cat "$work/$name.restart.log"; fail "$name: restart on $ranks ranks"; return; }
  echo "     $(grep '^restarted from' "$work/$name.restart.log")"
  same_fields "$reference" "$out/$final" || fail "$name: restart on $ranks ranks"
}

kill_run writing writing && check_and_continue writing 3
kill_run random_1 $((2 + RANDOM % 60)) && check_and_continue random_1 1
kill_run random_2 $((2 + RANDOM % 60)) && check_and_continue random_2 2
kill_run one_rank $((2 + RANDOM % 60)) one && check_and_continue one_rank 2
kill_run one_rank_writing writing one && check_and_continue one_rank_writing 2

finish
echo "all SIGKILL cases passed"
