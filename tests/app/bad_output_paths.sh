#!/usr/bin/env bash
# Paths a run cannot write to: the output directory (an existing regular file, a path under a file,
# a directory that cannot be created or takes no files), the run history (in a missing directory,
# under a file, a directory), a checkpoint whose name is taken by a directory, and `--restart
# latest` with an output directory that is a file. Each must give one message (from rank 0) naming
# the path and what is wrong, and make every rank exit with code 1 within a minute (no hang, no
# uncaught exception); all but the checkpoint are found before the run starts.
# Usage: bad_output_paths.sh VAGUS_BINARY NRANKS
set -uo pipefail
vagus=$1
ranks=${2:-1}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
source "$(dirname "$0")/expect_error.sh"

deck='[run]
max_steps = 4
[mesh]
lo = [0.0, 0.0, 0.0]
hi = [1.0, 0.125, 0.125]
cells = [32, 4, 4]
[physics]
kernel = "euler"
[problem]
name = "sod"'
touch "$work/file"

# Nothing may be computed before a path check fails.
expect_early() {
  local name=$1
  expect_error "$@"
  ! grep -q "^initial hierarchy" "$work/$name.out" ||
    { echo "FAIL $name: found only after the run started"; failures=$((failures + 1)); }
}

output=$work/file expect_early output_is_a_file "$deck" \
  "output directory '$work/file'" "it exists and is not a directory"
output=$work/file/out expect_early output_under_a_file "$deck" \
  "output directory '$work/file/out'" "cannot create it: '$work/file' is not a directory"
output=/proc/vagus_out expect_early output_cannot_be_created "$deck" \
  "output directory '/proc/vagus_out': cannot create it"
output=/proc/self expect_early output_takes_no_files "$deck" \
  "output directory '/proc/self'" "cannot create files in it"
expect_early history_in_a_missing_directory "$deck" \
  "$work/out/nowhere/history.jsonl: cannot write the run history (autonomic.history)" \
  "directory '$work/out/nowhere' does not exist" -- --set 'autonomic.history="nowhere/history.jsonl"'
mkdir -p "$work/out" && touch "$work/out/file"
expect_early history_under_a_file "$deck" \
  "$work/out/file/history.jsonl: cannot write the run history" "'$work/out/file' is not a directory" \
  -- --set 'autonomic.history="file/history.jsonl"'
mkdir -p "$work/out/history.jsonl"
expect_early history_is_a_directory "$deck" \
  "$work/out/history.jsonl: cannot write the run history" "it is a directory"
rm -rf "$work/out"
mkdir -p "$work/out/chk_000002.h5"
expect_error checkpoint_name_taken "$deck" \
  "$work/out/chk_000002.h5: cannot write the checkpoint: it is a directory" \
  -- --set output.checkpoint_interval=2
output=$work/file expect_early restart_latest_output_is_a_file "$deck" \
  "output directory '$work/file'" "it exists and is not a directory" -- --restart latest

[ "$failures" -eq 0 ] || { echo "$failures case(s) failed"; exit 1; }
echo "every unusable path refused on $ranks rank(s)"
