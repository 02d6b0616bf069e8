#!/usr/bin/env bash
# Weak scaling: the AMR benchmark deck (bench/decks/rm3d_amr.toml: 3-D Richtmyer-Meshkov, a
# 64 x 16 x 16 base grid and two refined levels) grown with the number of ranks so that every rank
# has the same work: P ranks get a domain P times as wide across the shock (y and z, periodic,
# cells [64, 16 sy, 16 sz] and hi [4, sy, sz] with sy sz = P), which holds P copies of the
# interface's mode, so the refined area grows with P too. For each P it prints the zone-cycles per
# second per rank, the efficiency against the smallest P, the patches per level and rank 0's
# shares of kernel, ghost filling, refluxing and regridding time.
#
# Usage: bench/weak_scaling.sh [RANKS...]            (default: 1 2 4 8)
#   VAGUS_BINARY   the vagus program (default build/apps/vagus)
#   MPIRUN_ARGS    extra mpirun arguments, e.g. "--hostfile hosts --map-by core" on a cluster
#   STEPS          coarse steps per run (default 40)
# On a machine with fewer cores than ranks the runs are oversubscribed (the script says so): they
# then measure time-sharing, not scaling.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
vagus=${VAGUS_BINARY:-$root/build/apps/vagus}
deck=$root/bench/decks/rm3d_amr.toml
steps=${STEPS:-40}
ranks_list=("$@")
[ ${#ranks_list[@]} -eq 0 ] && ranks_list=(1 2 4 8)
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
cores=$(nproc)

# The factors sy >= sz of P with sy / sz in {1, 2} (P a power of two).
factors() {
  local p=$1 sy=1 sz=1
  while [ $((sy * sz)) -lt "$p" ]; do
    if [ "$sy" -le "$sz" ]; then sy=$((sy * 2)); else sz=$((sz * 2)); fi
  done
  [ $((sy * sz)) -eq "$p" ] || { echo "weak_scaling.sh: $p ranks is not a power of two" >&2; exit 2; }
  echo "$sy $sz"
}

first_rate=""
printf "%6s %14s %10s %22s %8s %8s %8s %8s %s\n" ranks "per rank" efficiency "patches per level" \
  kernel ghosts reflux regrid note
for p in "${ranks_list[@]}"; do
  read -r sy sz < <(factors "$p")
  binding=(--bind-to core)
  note=""
  if [ "$p" -gt "$cores" ]; then
    binding=(--oversubscribe --bind-to none)
    note="oversubscribed ($p ranks on $cores cores)"
  fi
  log=$(mpirun -np "$p" "${binding[@]}" ${MPIRUN_ARGS:-} "$vagus" run "$deck" --output "$out/$p" \
    --set run.max_steps="$steps" --set "mesh.cells=[64,$((16 * sy)),$((16 * sz))]" \
    --set "mesh.hi=[4.0,$sy.0,$sz.0]")
  rate=$(echo "$log" | grep '^done:' | sed -E 's/.*, ([0-9.e+]+) per rank/\1/')
  patches=$(echo "$log" | grep '^step' | tail -n 1 | sed -E 's/.*patches ([0-9/]+) .*/\1/')
  [ -n "$first_rate" ] || first_rate=$rate
  shares=$(echo "$log" | grep '^time on rank 0' | awk '{
    kernel = $6; ghost = $10; reflux = $15; regrid = $18; total = kernel + ghost + reflux + regrid
    printf "%7.0f%% %7.0f%% %7.0f%% %7.0f%%", 100*kernel/total, 100*ghost/total, 100*reflux/total,
           100*regrid/total }')
  efficiency=$(awk -v a="$rate" -v b="$first_rate" 'BEGIN { printf "%.2f", a / b }')
  printf "%6d %14s %10s %22s %s %s\n" "$p" "$rate" "$efficiency" "$patches" "$shares" "$note"
done
