#!/usr/bin/env bash
# The advection example (examples/advection) end to end, as a user outside the source tree gets it:
#   1. Vagus installed from the build tree into a temporary prefix;
#   2. the example copied out of the source tree, configured against that prefix alone, built;
#   3. its deck zalesak.toml run with its own program on 2 ranks, then checked:
#      - the errors against the exact solution (scripts/validate_advection.py; bounds below);
#      - the order of accuracy on the smooth cosine bell (64^2, 128^2, 256^2);
#      - conservation to round-off on a periodic domain, regrids and refluxing included;
#      - yt opens the final plotfile with every level and reads the same total;
#      - 1 rank, and 3 ranks with a rank emulated 3x slower, give bitwise the same plotfile,
#        and the autonomic manager moved the slow rank's capacity down (history.jsonl);
#      - a restart from the checkpoint written midway ends bitwise equal;
#      - the installed `vagus` program, loading the built library as a plug-in, gives bitwise the
#        same plotfile as the example's own program.
# Every check prints what it compared and the numbers; all run, and the test fails if any did.
# Usage: advection_example.sh BUILD_DIR [MPIEXEC [CMAKE [YT_PYTHON [CXX_COMPILER]]]]
#   (YT_PYTHON empty: the yt check is skipped.) KEEP_WORK=1 keeps the temporary directory.
set -euo pipefail
build=$(cd "$1" && pwd)
mpiexec=${2:-mpirun}
cmake=${3:-cmake}
yt_python=${4-/usr/bin/python3}
cxx=${5:-}
source_dir=$(cd "$(dirname "$0")/../.." && pwd)
python=/usr/bin/python3  # h5py and numpy (Debian)
same_fields=$source_dir/tests/app/same_fields.py
work=$(mktemp -d)
if [ "${KEEP_WORK:-0}" = 1 ]; then echo "work directory: $work"; else trap 'rm -rf "$work"' EXIT; fi
start=$SECONDS

failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }
step() { echo; echo "== $* ($((SECONDS - start)) s)"; }

# run LOG RANKS PROGRAM ARGS...: a run under mpiexec to its end; on failure, the log's tail.
run() {
  local log=$1 ranks=$2
  shift 2
  if ! "$mpiexec" -np "$ranks" --oversubscribe "$@" > "$log" 2>&1; then
    tail -n 30 "$log"
    fail "the run of $log ($*)"
    return 1
  fi
}
# final_plot DIR: the newest plotfile in DIR.
final_plot() { ls "$1"/plt_*.?d.hdf5 2> /dev/null | tail -n 1; }
# total LOG: the total scalar a run printed.
total() { sed -n 's/^total scalar = //p' "$1"; }
# same_as_reference NAME DIR: DIR's final plotfile is bitwise the reference run's.
same_as_reference() {
  local plot
  plot=$(final_plot "$2")
  if [ -n "$plot" ] && "$python" "$same_fields" "$reference" "$plot"; then
    echo "ok   $1: $(basename "$plot") bitwise identical to the 2-rank run's, every level"
  else
    fail "$1: ${plot:-no plotfile in $2} differs from $reference"
  fi
}

step "1. install Vagus from $build"
"$cmake" --install "$build" --prefix "$work/prefix" > "$work/install.log" 2>&1 ||
  { cat "$work/install.log"; echo "FAIL: cmake --install"; exit 1; }
echo "installed into $work/prefix ($(wc -l < "$work/install.log") lines of log)"

step "2. configure and build examples/advection outside the source tree"
cp -r "$source_dir/examples/advection" "$work/src"
rm -rf "$work/src/build" "$work/src/out"
"$cmake" -S "$work/src" -B "$work/build" -DCMAKE_BUILD_TYPE=Release \
  -DCMAKE_PREFIX_PATH="$work/prefix" -DCMAKE_FIND_USE_PACKAGE_REGISTRY=OFF \
  ${cxx:+-DCMAKE_CXX_COMPILER="$cxx"} > "$work/configure.log" 2>&1 ||
  { cat "$work/configure.log"; echo "FAIL: configuring the example"; exit 1; }
"$cmake" --build "$work/build" -j2 > "$work/build.log" 2>&1 ||
  { cat "$work/build.log"; echo "FAIL: building the example"; exit 1; }
vagus_dir=$(sed -n 's/^Vagus_DIR:PATH=//p' "$work/build/CMakeCache.txt")
if [ "$vagus_dir" = "$work/prefix/lib/cmake/Vagus" ]; then
  echo "ok   found Vagus in the fresh install: $vagus_dir"
else
  fail "the example found Vagus at '$vagus_dir', not in $work/prefix"
fi
if grep -qi "warning" "$work/build.log"; then grep -i -A3 warning "$work/build.log"; fail "compiler warnings"; fi
advection=$work/build/advection
library=$work/build/libvagus_advection.so
vagus=$work/prefix/bin/vagus
libs=$(ldd "$advection" | grep -o '/[^ ]*libvagus_[a-z]*\.so[.0-9]*' | sort -u)
echo "$libs"
if echo "$libs" | grep -v -e "^$work/prefix/lib/" -e "^$work/build/" | grep -q .; then
  fail "the advection program loads Vagus libraries from outside the fresh install"
fi

cd "$work"
cp "$work/src/zalesak.toml" "$work/src/cosine_bell.toml" .
validate=("$python" "$work/src/scripts/validate_advection.py")

step "3. zalesak.toml on 2 ranks with the example's program (checkpoint at step 400)"
run ref.log 2 "$advection" run zalesak.toml --output ref --set output.checkpoint_interval=400 || true
grep -E '^(initial hierarchy|done|total)' ref.log || true
reference=$(final_plot ref)
[ -n "$reference" ] || { echo "FAIL: the reference run wrote no plotfile"; exit 1; }

step "3a. errors against the exact solution after one revolution"
# Composite L1 on this deck (64^2 base, two levels of 2): 1.068e-2, the same as a uniform 256^2
# grid's 1.069e-2, against 1.91e-2 on a uniform 128^2 and 3.00e-2 on 64^2. The bound 1.2e-2 (12%
# above the measured value) fails if refinement stops tracking the edge (128^2-like or worse) or if
# the scheme becomes more diffusive (minmod: 2.20e-2; van Leer's limiter: 1.30e-2).
# Linf: 0.667; a smeared discontinuity's Linf does not converge (0.71, 0.66, 0.67 on uniform 64^2,
# 128^2, 256^2), so 0.75 only catches a misplaced or broken disk (Linf -> 1).
# Range: the scalar stays in [-1.6e-3, 1] (the transverse terms are not limited, so not strictly
# monotone; [-3.6e-3, 1.0022] at cfl = 0.8, -5.4e-3 at cfl = 1): [-5e-3, 1.005] catches growth.
"${validate[@]}" error "$reference" --max-l1 1.2e-2 --max-linf 0.75 --bounds=-5e-3,1.005 ||
  fail "Zalesak error bounds"

step "3b. order of accuracy: cosine bell, a quarter revolution, uniform 64^2, 128^2, 256^2"
# Measured L1 orders 2.15 (32->64), 1.72 (64->128), 1.82 (128->256); with the limiter clipping the
# bell's peak the asymptotic L1 order of this scheme is below 2, and a first-order error (such as
# the missing transverse terms: 0.96 over a revolution) fails 1.5. A quarter turn (not a whole
# one) also catches a wrong sense or speed of rotation.
bells=()
for n in 64 128 256; do
  dz=$("$python" -c "print(1 / $n)")
  run bell$n.log 2 "$advection" run cosine_bell.toml --output bell$n --set run.stop_time=0.25 \
    --set "mesh.cells=[$n,$n,1]" --set "mesh.hi=[1.0,1.0,$dz]" || true
  bells+=("$(final_plot bell$n)")
done
"${validate[@]}" order "${bells[@]}" --min-order 1.5 || fail "order of accuracy"

step "3c. conservation on a periodic domain (every face flux counted twice, opposite signs)"
# Measured: relative change 2.8e-13 over the revolution (round-off of ~3000 fine steps). With the
# deck's outflow boundaries the scheme's far tails (< 1e-7) leave through the top: 2.7e-10. A
# refluxing or regrid fault loses far more.
run periodic0.log 2 "$advection" run zalesak.toml --output periodic0 \
  --set 'mesh.periodic=[true,true,true]' --set 'mesh.boundary_lo=["outflow","outflow","outflow"]' \
  --set run.max_steps=0 || true
run periodic.log 2 "$advection" run zalesak.toml --output periodic \
  --set 'mesh.periodic=[true,true,true]' --set 'mesh.boundary_lo=["outflow","outflow","outflow"]' || true
"$python" - "$(total periodic0.log)" "$(total periodic.log)" << 'EOF' || fail "conservation"
import sys
before, after = (float(v) for v in sys.argv[1:3])
change = abs(after - before) / before
ok = change <= 1e-11
print(f"{'ok  ' if ok else 'FAIL'} total scalar {before!r} -> {after!r}: relative change "
      f"{change:.2e} <= 1e-11")
sys.exit(0 if ok else 1)
EOF

step "3d. yt opens the final plotfile"
if [ -n "$yt_python" ]; then
  cells=$(grep '^step' ref.log | tail -n 1 | sed -E 's/.*cells ([0-9/]+) .*/\1/' | tr / ,)
  levels=$(echo "$cells" | tr , '\n' | wc -l)
  [ "$levels" -eq 3 ] || fail "the reference run ended with $levels levels ($cells), not 3"
  "$yt_python" "$work/src/scripts/validate_advection.py" yt "$reference" --cells "$cells" \
    --total "$(total ref.log)" || fail "yt"
else
  echo "SKIP no Python with yt given"
fi

step "3e. the same deck on 1 rank, and on 3 ranks with rank 1 emulated 3x slower"
run one.log 1 "$advection" run zalesak.toml --output one && same_as_reference "1 rank" one
run slow.log 3 "$advection" run zalesak.toml --output slow \
  --set emulation.clock=modelled --set 'emulation.slow_ranks=[1]' \
  --set emulation.slow_factor=3 && same_as_reference "3 ranks, rank 1 slow" slow
"$python" - ref/history.jsonl slow/history.jsonl << 'EOF' || fail "autonomic decisions"
import json, sys
status = 0
for path, slow in zip(sys.argv[1:3], (None, 1)):
    records = [json.loads(line) for line in open(path) if line.strip()]
    decisions = [r for r in records if "decision" in r and "ranks" in r]
    if not decisions:
        print(f"FAIL {path}: no decision records"); status = 1; continue
    capacities = [r["capacity"] for r in decisions[-1]["ranks"]]
    print(f"{path}: {len(decisions)} decisions; last capacities "
          f"{', '.join(f'{c:.4f}' for c in capacities)}")
    if slow is None:
        print(f"ok   {path}: the manager made {len(decisions)} decisions"); continue
    others = [c for k, c in enumerate(capacities) if k != slow]
    # Modelled clock: rank 1 takes 3x as long per cell, so its share tends to 1/7 (speeds 3 : 1 :
    # 3; measured 0.144 against 0.428); require it well below the others' and a sum of 1.
    ok = capacities[slow] < 0.75 * min(others) and abs(sum(capacities) - 1) < 1e-9
    print(f"{'ok  ' if ok else 'FAIL'} {path}: slow rank {slow}'s capacity {capacities[slow]:.4f} "
          f"< 0.75 x the others' least {min(others):.4f}; sum {sum(capacities):.12f}")
    status |= 0 if ok else 1
sys.exit(status)
EOF

step "3f. restart from the checkpoint written midway"
checkpoint=$(ls ref/chk_*.h5 2> /dev/null | head -n 1)
if [ -z "$checkpoint" ]; then
  fail "the reference run wrote no checkpoint"
else
  run restart.log 2 "$advection" run zalesak.toml --output restart --restart "$checkpoint" &&
    grep '^restarted from' restart.log && same_as_reference "restart from $checkpoint" restart
fi

step "3g. the installed vagus program with the example's library as a plug-in"
run plugin.log 2 "$vagus" run zalesak.toml --output plugin --set "physics.library=$library" &&
  same_as_reference "vagus + physics.library" plugin

echo
echo "$((SECONDS - start)) s in all"
[ "$failures" -eq 0 ] || { echo "$failures failure(s)"; exit 1; }
echo "all checks passed"
