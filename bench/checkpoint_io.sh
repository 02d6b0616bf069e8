#!/usr/bin/env bash
# Checkpoint bandwidth against the raw disk (docs/performance.md, "Checkpoints"). Alternates, for
# each repetition and on the same file system: `dd` writing a file of the checkpoint's size with
# fdatasync, `dd` reading it back after dropping it from the page cache, then
# vagus_checkpoint_bench on 2 ranks writing one checkpoint of a 216^3 (~10^7 cells) uniform
# Richtmyer-Meshkov state (synced to disk) and restoring it after dropping it from the cache.
# Before every timed operation: sync and a short pause, so that one measurement's writeback does
# not slow the next. Prints every figure and the medians.
# Usage: bench/checkpoint_io.sh [REPETITIONS [DIRECTORY [CELLS_PER_SIDE]]]
#   (after scripts/test or scripts/run has built build/; VAGUS_BUILD selects another build dir)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${VAGUS_BUILD:-$root/build}
bench=$build/bench/vagus_checkpoint_bench
repetitions=${1:-5}
directory=${2:-$root/out/bench_checkpoint}
cells=${3:-216}
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
mkdir -p "$directory"
raw=$directory/dd.bin
trap 'rm -f "$raw"' EXIT

# One checkpoint: 6 components x 8 bytes per cell (plus a little metadata); dd copies as many
# blocks of 4 MiB.
megabytes=$(( cells * cells * cells * 48 / 1000000 ))
blocks=$(( cells * cells * cells * 48 / 4194304 ))
settle() { sync; sleep "${VAGUS_SETTLE_SECONDS:-2}"; }
# MB/s (10^6 bytes) from dd's "N bytes (...) copied, S s, ..." line, as the checkpoint figures are.
rate() { sed -nE 's/^([0-9]+) bytes .* copied, ([0-9.]+) s, .*/\1 \2/p' | awk '{printf "%.0f", $1 / 1e6 / $2}'; }

dd_write=() dd_read=() chk_write=() chk_read=()
for ((r = 0; r < repetitions; ++r)); do
  settle
  dd_write+=("$(dd if=/dev/zero of="$raw" bs=4M count="$blocks" conv=fdatasync 2>&1 | rate)")
  dd if="$raw" iflag=nocache count=0 2> /dev/null   # drop its pages from the cache
  settle
  dd_read+=("$(dd if="$raw" of=/dev/null bs=4M 2>&1 | rate)")
  rm -f "$raw"
  settle
  line=$(mpirun -np 2 --bind-to core "$bench" "$root/bench/decks/rm3d_64.toml" "$directory" \
         "$cells" 1 | grep '^repetition')
  chk_write+=("$(echo "$line" | sed -nE 's/.*write [0-9.]+ s = ([0-9]+) MB\/s.*/\1/p')")
  chk_read+=("$(echo "$line" | sed -nE 's/.*read [0-9.]+ s = ([0-9]+) MB\/s.*/\1/p')")
  echo "repetition $r: dd write ${dd_write[-1]} MB/s, dd read ${dd_read[-1]} MB/s;" \
       "checkpoint write ${chk_write[-1]} MB/s, read ${chk_read[-1]} MB/s ($line)"
done
median() { printf '%s\n' "$@" | sort -g | sed -n "$(( ($# + 1) / 2 ))p"; }
echo "medians over $repetitions: dd write $(median "${dd_write[@]}") MB/s, dd read" \
     "$(median "${dd_read[@]}") MB/s; checkpoint write $(median "${chk_write[@]}") MB/s," \
     "read $(median "${chk_read[@]}") MB/s (${cells}^3 cells, about $megabytes MB, 2 ranks)"
