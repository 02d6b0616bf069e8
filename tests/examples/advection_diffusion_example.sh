#!/usr/bin/env bash
# The method-of-lines example (examples/advection_diffusion) end to end, as a user outside the
# source tree gets it:
#   1. Vagus installed from the build tree into a temporary prefix;
#   2. the example copied out of the source tree, configured against that prefix alone, built;
#   3. gaussian.toml (a Gaussian bump carried and spread across a periodic box, SSP-RK3, a refined
#      level following it) at base grids 32^2, 64^2 and 128^2: the composite L1 error against the
#      exact solution and its order (scripts/convergence.py);
#   4. conservation to round-off with subcycling and regrids, for SSP-RK3 and SSP-RK2;
#   5. 1, 2 and 3 ranks give bitwise the same plotfile, and so does the kernel taking a level's
#      patches in one call;
#   6. the installed `vagus` program, loading the library as a plug-in named in a deck relative to
#      the deck's folder, gives the same bits; `vagus reference --library` lists the kernel's keys;
#      a kernel name no library registers says how plug-ins are loaded.
# Every check prints what it compared and the numbers; all run, and the test fails if any did.
# Usage: advection_diffusion_example.sh BUILD_DIR [MPIEXEC [CMAKE [CXX_COMPILER]]]
#   KEEP_WORK=1 keeps the temporary directory.
set -euo pipefail
build=$(cd "$1" && pwd)
mpiexec=${2:-mpirun}
cmake=${3:-cmake}
cxx=${4:-}
source_dir=$(cd "$(dirname "$0")/../.." && pwd)
python=/usr/bin/python3  # h5py and numpy (Debian)
same_fields=$source_dir/tests/app/same_fields.py
work=$(mktemp -d)
if [ "${KEEP_WORK:-0}" = 1 ]; then echo "work directory: $work"; else trap 'rm -rf "$work"' EXIT; fi
start=$SECONDS

failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }
step() { echo; echo "== $* ($((SECONDS - start)) s)"; }
run() {
  local log=$1 ranks=$2
  shift 2
  if ! "$mpiexec" -np "$ranks" --oversubscribe "$@" > "$log" 2>&1; then
    tail -n 30 "$log"
    fail "the run of $log ($*)"
    return 1
  fi
}
final_plot() { ls "$1"/plt_*.?d.hdf5 2> /dev/null | tail -n 1; }
same_plot() {  # NAME PLOT REFERENCE
  if [ -n "$2" ] && "$python" "$same_fields" "$3" "$2"; then
    echo "ok   $1: $(basename "$2") bitwise identical to the reference, every level"
  else
    fail "$1: ${2:-no plotfile} differs from $3"
  fi
}
# conserved LOG DIR: the total of u at the start (diagnostics.csv) and at the end (the summary)
# agree to 1e-12 relative.
conserved() {
  local first last
  first=$(awk -F, 'NR == 2 { print $4 }' "$2/diagnostics.csv")
  last=$(sed -n 's/^total u = //p' "$1")
  if "$python" -c "import sys; a, b = float('$first'), float('$last'); \
sys.exit(0 if abs(b - a) <= 1e-12 * abs(a) else 1)"; then
    echo "ok   $1: total u $first -> $last (relative change within 1e-12)"
  else
    fail "$1: total u $first -> $last changed by more than round-off"
  fi
}

step "1. install Vagus from $build"
"$cmake" --install "$build" --prefix "$work/prefix" > "$work/install.log" 2>&1 ||
  { cat "$work/install.log"; echo "FAIL: cmake --install"; exit 1; }

step "2. configure and build examples/advection_diffusion outside the source tree"
cp -r "$source_dir/examples/advection_diffusion" "$work/src"
rm -rf "$work/src/build" "$work/src/out"
"$cmake" -S "$work/src" -B "$work/build" -DCMAKE_BUILD_TYPE=Release \
  -DCMAKE_PREFIX_PATH="$work/prefix" -DCMAKE_FIND_USE_PACKAGE_REGISTRY=OFF \
  ${cxx:+-DCMAKE_CXX_COMPILER="$cxx"} > "$work/configure.log" 2>&1 ||
  { cat "$work/configure.log"; echo "FAIL: configuring the example"; exit 1; }
"$cmake" --build "$work/build" -j2 > "$work/build.log" 2>&1 ||
  { cat "$work/build.log"; echo "FAIL: building the example"; exit 1; }
if grep -qi "warning" "$work/build.log"; then grep -i -A3 warning "$work/build.log"; fail "compiler warnings"; fi
program=$work/build/advection_diffusion
library=$work/build/libvagus_advection_diffusion.so
vagus=$work/prefix/bin/vagus
cd "$work"
cp "$work/src/gaussian.toml" .

step "3. order of accuracy with a refined level following the bump: base 32^2, 64^2, 128^2"
# The scheme is second order (limited PLM upwind advection, centred diffusion; SSP-RK3 in time).
# Measured composite L1 orders 2.01 (32 -> 64) and 1.85 (64 -> 128), with errors 2.19e-3,
# 5.44e-4, 1.51e-4; a uniform grid gives 1.68, 2.03, 1.98. The regrid interval grows with the
# resolution so that the refined region moves as often in time at every resolution, and tagging
# uses the gradient so that it covers the same region. A first-order defect anywhere (a stage
# without its ghost cells, a coarse-fine interface that loses accuracy) fails 1.7.
plots=()
for n in 32 64 128; do
  dz=$("$python" -c "print(1 / $n)")
  run order$n.log 2 "$program" run gaussian.toml --output order$n --set "mesh.cells=[$n,$n,1]" \
    --set "mesh.hi=[1.0,1.0,$dz]" --set amr.regrid_interval=$((4 * n / 32)) || true
  plots+=("$(final_plot order$n)")
done
"$python" "$work/src/scripts/convergence.py" order "${plots[@]}" --min-order 1.7 ||
  fail "order of accuracy"
grep -q "cells [0-9]*/[0-9]" order64.log && echo "ok   the 64^2 run had a refined level" ||
  fail "the 64^2 run never refined"

step "4. conservation with subcycling and regrids (SSP-RK3 above; SSP-RK2 here)"
conserved order64.log order64
run rk2.log 2 "$program" run gaussian.toml --output rk2 --set physics.integrator='"ssp_rk2"' || true
conserved rk2.log rk2

step "5. 1 and 3 ranks against 2 ranks, and a level's patches in one call, bitwise"
reference=$(final_plot order64)
for ranks in 1 3; do
  run ranks$ranks.log $ranks "$program" run gaussian.toml --output ranks$ranks \
    --set "mesh.cells=[64,64,1]" --set "mesh.hi=[1.0,1.0,0.015625]" --set amr.regrid_interval=8 ||
    true
  same_plot "$ranks rank(s)" "$(final_plot ranks$ranks)" "$reference"
done
run per_level.log 2 "$program" run gaussian.toml --output per_level --set amr.regrid_interval=8 \
  --set physics.launch_per_level=true || true
same_plot "physics.launch_per_level = true" "$(final_plot per_level)" "$reference"

step "6. the vagus program with the kernel as a plug-in named relative to the deck"
mkdir -p decks/lib
cp "$library" decks/lib/
sed -e 's|^kernel = .*|kernel = "advection_diffusion"\nlibrary = "lib/libvagus_advection_diffusion.so"|' \
  gaussian.toml > decks/plugin.toml
run plugin.log 2 "$vagus" run decks/plugin.toml --output plugin --set "mesh.cells=[64,64,1]" \
  --set "mesh.hi=[1.0,1.0,0.015625]" --set amr.regrid_interval=8 || true
same_plot "vagus + [physics] library" "$(final_plot plugin)" "$reference"
"$vagus" reference --library "$library" > reference.md 2>&1 || true
if grep -q '`diffusivity`' reference.md; then
  echo "ok   vagus reference --library lists the plug-in's keys"
else
  fail "vagus reference --library does not list the kernel's keys"
fi
if "$vagus" check gaussian.toml > unknown.log 2>&1; then
  fail "a deck naming an unregistered kernel was accepted"
elif grep -q "\[physics\] library" unknown.log; then
  echo "ok   an unknown kernel: $(grep -o "no physics kernel[^;]*" unknown.log)"
else
  cat unknown.log
  fail "the message for an unknown kernel does not mention [physics] library"
fi

echo
echo "$failures check(s) failed ($((SECONDS - start)) s)"
[ "$failures" -eq 0 ]
