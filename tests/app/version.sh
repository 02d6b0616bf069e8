#!/usr/bin/env bash
# `vagus --version` names the version and the commit, and every plotfile and checkpoint a run
# writes records the same ones (vagus info shows them). Usage: version.sh VAGUS_BINARY SOURCE_DIR
set -euo pipefail
vagus=$1 root=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
version=$("$vagus" --version)
[[ "$version" =~ ^vagus\ \(Vagus\ ([0-9]+\.[0-9]+\.[0-9]+),\ commit\ ([0-9a-f]{12}(-dirty)?|unknown)\)$ ]] ||
  { echo "FAIL: --version printed '$version'"; exit 1; }
expected="produced by Vagus ${BASH_REMATCH[1]} (commit ${BASH_REMATCH[2]})"
echo "ok   $version"
mpirun -np 2 --oversubscribe "$vagus" run "$root/inputs/sod.toml" --output "$work" \
  --set run.max_steps=2 --set output.checkpoint_interval=2 > "$work/log" 2>&1 ||
  { cat "$work/log"; echo "FAIL: the run"; exit 1; }
for file in "$work/plt_000002.1d.hdf5" "$work/chk_000002.h5"; do
  "$vagus" info "$file" > "$work/info" || { cat "$work/info"; echo "FAIL: vagus info $file"; exit 1; }
  grep -qxF "$expected" "$work/info" ||
    { cat "$work/info"; echo "FAIL: $file does not say '$expected'"; exit 1; }
  echo "ok   $(basename "$file"): $expected"
done
