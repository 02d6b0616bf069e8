#!/usr/bin/env bash
# Runs that share an output directory do not mix (docs/checkpoints.md, "Runs and their output
# directory"), on 2 ranks. A run's id is in its checkpoints, its plotfiles (attribute
# vagus_run_id) and the directory's file vagus_run. A fresh run refuses a directory holding
# another run's checkpoints, naming --new-run, and deletes nothing; with --new-run it writes there
# (replacing files of the same step only), prunes only its own checkpoints, and `--restart latest` continues it, not the older run whose
# checkpoints have higher steps. Without the marker the two runs cannot be told apart: refused,
# naming them. A damaged checkpoint newer than the run's own, and a half-written one (a
# temporary), are refused or ignored with nothing lost.
# Usage: run_identity.sh VAGUS_BINARY
set -uo pipefail
vagus=$1
source "$(dirname "$0")/restart_common.sh"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
dir=$work/out
restart_deck 12 "checkpoint_interval = 4" "keep_checkpoints = 2" > "$work/a.toml"
restart_deck 6 "checkpoint_interval = 2" "keep_checkpoints = 1" > "$work/b.toml"

# run_id FILE: the vagus_run_id attribute of a checkpoint or plotfile.
run_id() {
  /usr/bin/python3 -c 'import h5py, sys; print(h5py.File(sys.argv[1], "r").attrs["vagus_run_id"].decode())' "$1"
}
# expect_error NAME CODE LOG TEXT...: the run logged in LOG exited with CODE (want 1) and printed
# one error holding every TEXT.
expect_error() {
  local name=$1 code=$2 log=$3 text
  shift 3
  [ "$code" -eq 1 ] || fail "$name: exit code $code (want 1)"
  [ "$(grep -c '^vagus: error' "$log")" -eq 1 ] || fail "$name: the error is not printed once"
  for text in "$@"; do
    grep -qF -- "$text" "$log" || { tail -5 "$log"; fail "$name: the message lacks '$text'"; }
  done
  echo "ok   $name: $(grep '^vagus: error' "$log" | head -c 240)"
}

run_complete "$work/a.log" 2 "$work/a.toml" --output "$dir"
id_a=$(run_id "$dir/chk_000012.h5")
[ ${#id_a} -eq 16 ] || fail "run A: id '$id_a'"
[ "$(run_id "$dir/plt_000000.2d.hdf5")" = "$id_a" ] || fail "run A: the plotfile at t = 0 has another id"
[ "$(run_id "$dir/plt_000012.2d.hdf5")" = "$id_a" ] || fail "run A: the final plotfile has another id"
grep -qx "run_id = \"$id_a\"" "$dir/vagus_run" || fail "run A: the marker does not name it"
"$vagus" info "$dir/chk_000012.h5" | grep -qx "run  *$id_a" || fail "vagus info does not show the run"
echo "ok   run A ($id_a): checkpoints $(cd "$dir" && echo chk_*.h5)"

mpirun -np 2 --oversubscribe "$vagus" run "$work/b.toml" --output "$dir" > "$work/refused.log" 2>&1
expect_error fresh_run_refused $? "$work/refused.log" "'$dir' holds 2 checkpoint(s)" "--new-run" \
  "--restart latest --output $dir"
[ "$(cd "$dir" && echo chk_*.h5)" = "chk_000008.h5 chk_000012.h5" ] || fail "refused run changed the checkpoints"

run_complete "$work/b.log" 2 "$work/b.toml" --output "$dir" --new-run
id_b=$(run_id "$dir/chk_000006.h5")
[ -n "$id_b" ] && [ "$id_b" != "$id_a" ] || fail "run B: id '$id_b' (run A: $id_a)"
[ "$(cd "$dir" && echo chk_*.h5)" = "chk_000006.h5 chk_000008.h5 chk_000012.h5" ] ||
  fail "run B pruned another run's checkpoints: $(cd "$dir" && echo chk_*.h5)"
echo "ok   run B ($id_b) beside run A: checkpoints $(cd "$dir" && echo chk_*.h5)"

run_complete "$work/latest.log" 2 "$work/b.toml" --output "$dir" --restart latest \
  --set run.max_steps=8
grep -q "^restarted from $dir/chk_000006.h5" "$work/latest.log" ||
  fail "--restart latest: $(grep '^restarted' "$work/latest.log")"
[ "$(run_id "$dir/plt_000008.2d.hdf5")" = "$id_b" ] || fail "the continued run B has another id"
echo "ok   latest continues run B: $(grep '^restarted' "$work/latest.log")"

# Run B's step 8 replaced run A's (the same file name) and its step 6 was pruned (keep 1).
[ "$(cd "$dir" && echo chk_*.h5)" = "chk_000008.h5 chk_000012.h5" ] ||
  fail "after run B went on: $(cd "$dir" && echo chk_*.h5)"

# A damaged file newer than run B's newest (copied in, truncated), and a half-written one.
size=$(stat -c %s "$dir/chk_000012.h5")
head -c $((size / 3)) "$dir/chk_000012.h5" > "$dir/chk_000020.h5"
head -c $((size / 3)) "$dir/chk_000012.h5" > "$dir/chk_000030.h5.tmp"
mpirun -np 2 --oversubscribe "$vagus" run "$work/b.toml" --output "$dir" --restart latest \
  > "$work/damaged.log" 2>&1
expect_error damaged_newer $? "$work/damaged.log" "$dir/chk_000020.h5 cannot be read" \
  "(--restart $dir/chk_000008.h5)"
rm "$dir/chk_000020.h5"

rm "$dir/vagus_run"
mpirun -np 2 --oversubscribe "$vagus" run "$work/b.toml" --output "$dir" --restart latest \
  > "$work/unmarked.log" 2>&1
expect_error two_runs_unmarked $? "$work/unmarked.log" "names no run (no file vagus_run)" \
  "of 2 run(s)" "--restart FILE"
for step in 8 12; do
  "$vagus" info "$dir/$(printf 'chk_%06d.h5' $step)" > /dev/null ||
    fail "checkpoint of step $step no longer verifies"
done

finish
echo "runs sharing an output directory do not mix"
