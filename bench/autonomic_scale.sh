#!/usr/bin/env bash
# The autonomic decision and the partition at scale, by simulation (docs/autonomic.md, "At
# scale"): bench/autonomic_scale.cpp for P = 64, 1,024 and 16,384 modelled ranks on hierarchies
# of about 10^4, 10^5 and 10^6 patches, one process on one core, no MPI. Extra arguments go to
# every run (e.g. --tolerance 0.02). Usage: bench/autonomic_scale.sh [ARGS...] (after
# scripts/test or scripts/run has built build/). About 5 minutes on one core.
set -euo pipefail
cd "$(dirname "$0")/.."
binary=build/bench/vagus_autonomic_scale
[[ -x $binary ]] || { echo "build $binary first (scripts/test builds it)" >&2; exit 1; }
for ranks in ${RANKS:-64 1024 16384}; do
  for patches in ${PATCHES:-10000 100000 1000000}; do
    "$binary" --ranks "$ranks" --patches "$patches" "$@"
    echo
  done
done
