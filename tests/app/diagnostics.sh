#!/usr/bin/env bash
# The diagnostics file ([output] diagnostics): a header and one row for the initial state and each
# coarse step; its last totals are the run summary's; a run restarted from a checkpoint in the
# same directory keeps the rows up to it and writes the uninterrupted run's values after it;
# another number of ranks gives the same values to round-off; the Richtmyer-Meshkov amplitude at t = 0 is the
# deck's. Usage: diagnostics.sh VAGUS_BINARY
set -uo pipefail
vagus=$1
source "$(dirname "$0")/restart_common.sh"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
deck=$work/deck.toml
restart_deck 8 "checkpoint_interval = 4" "keep_checkpoints = 0" > "$deck"

run_complete "$work/reference.log" 2 "$deck" --output "$work/reference"
file=$work/reference/diagnostics.csv
[ "$(wc -l < "$file")" -eq 10 ] || fail "expected a header and 9 rows in $file"
head -n 1 "$file" | grep -q '^step,time,dt,total_density,' || fail "header: $(head -n 1 "$file")"
# The summary prints "total <field> = <value>" with the same 17 digits as the last row.
/usr/bin/python3 - "$file" "$work/reference.log" <<'PY' || fail "the last row's totals are not the summary's"
import csv, sys
rows = list(csv.DictReader(open(sys.argv[1])))
summary = {l.split()[1]: l.split()[3] for l in open(sys.argv[2]) if l.startswith("total ")}
assert [r["step"] for r in rows] == [str(s) for s in range(9)], [r["step"] for r in rows]
for name, value in summary.items():
    assert float(rows[-1]["total_" + name]) == float(value), (name, rows[-1]["total_" + name], value)
print("ok   totals of the last row equal the summary's:", ", ".join(summary))
PY

# same_values A B: the same rows and columns, every value equal to round-off (sums over ranks
# are added in an order that follows the partition).
same_values() {
  /usr/bin/python3 - "$1" "$2" <<'PY'
import csv, sys
a, b = (list(csv.DictReader(open(p))) for p in sys.argv[1:3])
assert len(a) == len(b), (len(a), len(b))
for ra, rb in zip(a, b):
    assert ra.keys() == rb.keys()
    for key in ra:
        x, y = float(ra[key]), float(rb[key])
        assert x == y or abs(x - y) <= 1e-12 * max(abs(x), abs(y), 1.0), (ra["step"], key, x, y)
PY
}

# Restarting from step 4 in the same directory keeps rows 0-4 as they were and writes 5-8 again.
cp -r "$work/reference" "$work/restarted"
run_complete "$work/restart.log" 2 "$deck" --output "$work/restarted" \
  --restart "$work/restarted/chk_000004.h5"
cmp <(head -n 6 "$file") <(head -n 6 "$work/restarted/diagnostics.csv") ||
  fail "the restarted run changed the rows up to its checkpoint"
same_values "$file" "$work/restarted/diagnostics.csv" &&
  echo "ok   the restarted run's rows are the uninterrupted run's" ||
  fail "the restarted run's diagnostics differ"

run_complete "$work/three.log" 3 "$deck" --output "$work/three"
same_values "$file" "$work/three/diagnostics.csv" &&
  echo "ok   3 ranks: every value within 1e-12 of 2 ranks'" || fail "3 ranks differ from 2"

run_complete "$work/rm.log" 1 "$(dirname "$0")/../../inputs/rm3d.toml" --output "$work/rm" \
  --set run.max_steps=0 --set problem.amplitude=0.05
/usr/bin/python3 - "$work/rm/diagnostics.csv" <<'PY' || fail "amplitude at t = 0"
import csv, sys
row = list(csv.DictReader(open(sys.argv[1])))[0]
a = float(row["amplitude"])
assert abs(a - 0.05) < 0.05 * 0.005, a
print(f"ok   Richtmyer-Meshkov amplitude at t = 0: {a:.6f} (deck: 0.05)")
PY
finish
echo "the diagnostics file is complete, restartable and decomposition-independent"
