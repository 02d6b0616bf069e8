#!/usr/bin/env bash
# Kernel libraries that cannot be used ([physics] library): a wrong path, a file that is not a
# shared library, a library without vagus_register_kernels, one built for another ABI, one whose
# registration throws, and one registering a kernel name the program has. Each must give one
# message (from rank 0) naming the deck key and what is wrong, and make every rank exit with code
# 1, within a time limit (no crash, no hang).
# Usage: bad_kernel_libraries.sh VAGUS NRANKS NO_REGISTRATION OLD_ABI FAILING DUPLICATE
set -uo pipefail
vagus=$1 ranks=$2 no_registration=$3 old_abi=$4 failing=$5 duplicate=$6
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
source "$(dirname "$0")/../app/expect_error.sh"
deck='[run]
max_steps = 1
[mesh]
lo = [0.0, 0.0, 0.0]
hi = [1.0, 0.125, 0.125]
cells = [32, 4, 4]
[physics]
library = "set below"
[problem]
name = "sod"'
echo "not an ELF file" > "$work/text.so"

# expect_refused NAME LIBRARY EXPECTED_SUBSTRING...
expect_refused() {
  local name=$1 library=$2
  shift 2
  expect_error "$name" "$deck" physics.library "$@" -- --set "physics.library=\"$library\""
}

expect_refused missing "$work/nowhere/libkernel.so" "cannot load" "no such file"
expect_refused not_elf "$work/text.so" "cannot load" "text.so"
expect_refused no_registration "$no_registration" "does not export vagus_register_kernels"
expect_refused old_abi "$old_abi" "ABI mismatch" "Vagus kernel ABI 0" "the program has Vagus kernel ABI"
expect_refused failing "$failing" "registering its kernels failed" "refuses to register"
expect_refused duplicate "$duplicate" "registered twice" "euler"

[ "$failures" -eq 0 ] || { echo "$failures case(s) failed"; exit 1; }
echo "all bad kernel libraries refused on $ranks rank(s)"
