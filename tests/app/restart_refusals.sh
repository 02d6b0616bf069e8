#!/usr/bin/env bash
# `vagus run --restart` and `vagus info` refuse bad checkpoints with one message naming the file
# and what is wrong, and every rank exits with code 1 (no hang, no crash): a truncated file, a
# file with one flipped bit in its field data (the middle of the file), a plotfile, a text file, a
# missing file, `latest` in a directory without checkpoints, `latest` when the newest does not fit
# the deck (no pointer to an older one) and when it is damaged (the message names the next older
# one). Another format version and a flipped bit in the
# metadata: tests/io/checkpoint_refusal_test.cpp.
# Usage: restart_refusals.sh VAGUS_BINARY NRANKS
set -uo pipefail
vagus=$1
ranks=${2:-1}
source "$(dirname "$0")/restart_common.sh"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
deck=$work/deck.toml
restart_deck 4 "checkpoint_interval = 2" "keep_checkpoints = 0" > "$deck"
run_complete "$work/good.log" 2 "$deck" --output "$work/good"
good=$work/good/chk_000004.h5

# flip_bit FILE OFFSET: xor one bit of the byte at OFFSET.
flip_bit() {
  local byte
  byte=$(od -An -tu1 -j "$2" -N1 "$1" | tr -d ' ')
  printf "$(printf '\\%03o' $((byte ^ 16)))" | dd of="$1" bs=1 seek="$2" conv=notrunc status=none
}

# expect_refused NAME FILE EXPECTED... : run --restart FILE and info FILE.
expect_refused() {
  local name=$1 file=$2
  shift 2
  local out=$work/$name.out ok=1 code count e output=()
  # With `latest`, the deck's output directory is where the checkpoints are.
  [ "$file" = latest ] || output=(--output "$work/out_$name")
  timeout 120 mpirun -np "$ranks" --oversubscribe "$vagus" run "$deck" "${output[@]}" \
    --restart "$file" > "$out" 2>&1
  code=$?
  [ "$code" -eq 1 ] || { echo "FAIL $name: exit code $code (want 1)"; ok=0; }
  count=$(grep -c "vagus: error" "$out")
  [ "$count" -eq 1 ] || { echo "FAIL $name: message printed $count times (want once)"; ok=0; }
  for e in "$@"; do
    grep -qF -- "$e" "$out" || { echo "FAIL $name: message lacks '$e'"; ok=0; }
  done
  # `vagus info` on files named like checkpoints (others it reads as plotfiles).
  if [[ "$(basename "$file")" == chk_* ]] && [ -e "$file" ]; then
    "$vagus" info "$file" > "$work/$name.info" 2>&1
    code=$?
    [ "$code" -eq 1 ] && grep -qF "vagus: error: $file: not a sound Vagus checkpoint" "$work/$name.info" ||
      { echo "FAIL $name: vagus info exit code $code:"; cat "$work/$name.info"; ok=0; }
  fi
  if [ $ok -eq 1 ]; then
    echo "ok   $name: $(grep "vagus: error" "$out" | head -c 300)"
  else
    sed 's/^/     | /' "$out" | tail -20
    failures=$((failures + 1))
  fi
}

size=$(stat -c %s "$good")
cp "$good" "$work/chk_truncated.h5" && truncate -s $((size * 2 / 3)) "$work/chk_truncated.h5"
cp "$good" "$work/chk_flipped.h5" && flip_bit "$work/chk_flipped.h5" $((size / 2))
echo "just text" > "$work/chk_text.h5"
mpirun -np 1 "$vagus" run "$deck" --output "$work/plot" --set run.max_steps=1 > /dev/null 2>&1
plot=$work/plot/plt_000001.2d.hdf5

expect_refused truncated "$work/chk_truncated.h5" \
  "$work/chk_truncated.h5: cannot restart from this checkpoint" "truncated"
expect_refused flipped "$work/chk_flipped.h5" "$work/chk_flipped.h5" \
  "do not match their checksum: the file is damaged"
expect_refused plotfile "$plot" "it is a plotfile, not a checkpoint"
expect_refused text "$work/chk_text.h5" "it is not an HDF5 file"
expect_refused missing "$work/missing.h5" "$work/missing.h5" "does not exist"

mkdir -p "$work/empty"
restart_deck 4 "directory = \"$work/empty\"" > "$work/empty.toml"
deck=$work/empty.toml expect_refused no_latest latest "--restart latest: no checkpoint" "$work/empty"
restart_deck 4 "directory = \"$work/good\"" > "$work/latest.toml"
# A sound checkpoint that does not fit the deck (another refinement ratio): no pointer to an
# older one, which would not fit either.
sed 's/^\[amr\]$/[amr]\nref_ratio = 4/' "$work/latest.toml" > "$work/other_ratio.toml"
deck=$work/other_ratio.toml expect_refused other_ratio latest "$good" \
  "it was written with amr.ref_ratio = 2; the deck has 4"
if grep -q "next older" "$work/other_ratio.out"; then
  echo "FAIL other_ratio: the message points at an older checkpoint"
  failures=$((failures + 1))
fi
flip_bit "$good" $((size / 2))
deck=$work/latest.toml expect_refused damaged_latest latest "$good" "checksum" \
  "the next older checkpoint is $work/good/chk_000002.h5 (--restart $work/good/chk_000002.h5)"

finish
echo "all bad checkpoints refused"
