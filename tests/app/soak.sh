#!/usr/bin/env bash
# Soak: 10^4 coarse steps on 2 ranks of a tiny 2-D deck (a blob crossing a periodic box, two
# refined levels) that regrids after every step, so every step allocates and frees patches, ghost
# schedules, flux registers and messages. The test samples each rank's resident memory (VmRSS in
# /proc/PID/status) once a second and requires it flat: after a warm-up (the first 10% of the
# samples), the last quarter's peak at most 4 MB and 3% above the first quarter's. A plotfile
# every 500 steps puts the first parallel HDF5 write inside the warm-up: it allocates about 3.7 MB
# a rank (HDF5's and MPI-IO's buffers, we take it) that stay for the rest of the run, a step in
# the curve, not a leak (tools/plot_rss.py --check, which also draws rss.png). Then the run is
# restarted from its checkpoint at step 5000 and must end with the same bits. Long (20 minutes
# for the 10^4 steps on the shared 2-core test machine, 10 more for the restart): label `long`.
# Usage: soak.sh VAGUS_BINARY PLOT_RSS_TOOL [STEPS] [KEEP_DIR]
#   KEEP_DIR: copy the samples, rss.png and the logs there (for the figures in docs/).
set -uo pipefail
vagus=$1 tool=$2 steps=${3:-10000} keep=${4:-}
source "$(dirname "$0")/restart_common.sh"
work=$(mktemp -d)
trap 'kill -9 $(ranks_of "${RUN_PID:-0}") 2> /dev/null; rm -rf "$work"' EXIT
half=$((steps / 2))
# restart_common.sh's deck on a 16 x 16 grid, regridding every step.
restart_deck "$steps" "checkpoint_interval = $half" "plot_interval = 500" > "$work/deck.toml"
small=(--set 'mesh.cells=[16,16,1]' --set 'mesh.hi=[1.0,1.0,0.0625]'
       --set mesh.max_patch_cells=256 --set amr.regrid_interval=1)

# rss_kb PID: the process's VmRSS in kB (empty when it has ended).
rss_kb() { awk '/^VmRSS:/ { print $2 }' "/proc/$1/status" 2> /dev/null; }

log=$work/soak.log
samples=$work/rss.txt
echo "# seconds step rank rss_kb" > "$samples"
start=$(date +%s.%N)
start_run "$log" 2 "$work/deck.toml" "${small[@]}" --output "$work/soak"
wait_for "$log" '^step +1 ' || exit 1
ranks=($(ranks_of "$RUN_PID"))
[ "${#ranks[@]}" -eq 2 ] || { echo "FAIL: expected 2 ranks, found ${ranks[*]}"; exit 1; }
while kill -0 "$RUN_PID" 2> /dev/null; do
  now=$(echo "$(date +%s.%N) - $start" | bc)
  step=$(tac "$log" | grep -m1 '^step' | awk '{ print $2 }')
  for r in 0 1; do
    kb=$(rss_kb "${ranks[$r]}")
    [ -n "$kb" ] && echo "$now ${step:-0} $r $kb" >> "$samples"
  done
  sleep 1
done
wait "$RUN_PID" || { tail -20 "$log"; echo "FAIL: the soak run failed"; exit 1; }
elapsed=$(echo "$(date +%s.%N) - $start" | bc)
echo "     $steps steps in $elapsed s: $(grep -m1 '^done:' "$log")"
echo "     $(grep -c '^step' "$log") progress lines; regrids: $(grep -o '([0-9]* regrids)' "$log")"

/usr/bin/python3 "$tool" "$samples" "$work/rss.png" --check || fail "resident memory is not flat"

final=$(printf 'plt_%06d.2d.hdf5' "$steps")
run_complete "$work/restart.log" 2 "$work/deck.toml" "${small[@]}" --output "$work/restarted" \
  --restart "$work/soak/$(printf 'chk_%06d.h5' "$half")"
echo "     $(grep '^restarted from' "$work/restart.log")"
same_fields "$work/soak/$final" "$work/restarted/$final" || fail "the restart at step $half differs"

if [ -n "$keep" ]; then
  mkdir -p "$keep"
  cp "$samples" "$work/rss.png" "$log" "$work/restart.log" "$keep/"
  echo "     samples, rss.png and logs copied to $keep"
fi
finish
echo "$steps steps with a regrid each: resident memory flat, the restart at step $half the same bits"
