#!/usr/bin/env bash
# Every deck in inputs/, inputs/validation/ and bench/decks/ passes `vagus check` and runs a few steps on 2 ranks, and
# docs/decks.md is exactly what `vagus reference` prints (the reference cannot drift from the code).
# Usage: check_inputs.sh VAGUS_BINARY SOURCE_DIR
set -euo pipefail
vagus=$1 root=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
for deck in "$root"/inputs/*.toml "$root"/inputs/validation/*.toml "$root"/bench/decks/*.toml; do
  "$vagus" check "$deck" > /dev/null
  mpirun -np 2 --oversubscribe "$vagus" run "$deck" --output "$work" --set run.max_steps=2 \
    > "$work/log" 2>&1 || { cat "$work/log"; echo "FAIL: $deck does not run"; exit 1; }
  echo "ok   $deck"
done
if ! "$vagus" reference | diff -u "$root/docs/decks.md" -; then
  echo "FAIL: docs/decks.md differs from 'vagus reference'; regenerate it:"
  echo "      build/apps/vagus reference > docs/decks.md"
  exit 1
fi
echo "ok   docs/decks.md matches vagus reference"
