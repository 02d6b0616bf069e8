# Sourced by the scripts that check user mistakes (bad_decks.sh, ../driver/bad_kernel_libraries.sh).
# expect_error NAME DECK_TEXT EXPECTED_SUBSTRING... [-- EXTRA_ARGS...]: `vagus run` of the deck on
# $ranks ranks (with the extra arguments) must print one message (from rank 0) containing every
# expected substring and make every rank exit with code 1 within a minute (no hang, no core
# dump). Uses $vagus, $ranks and $work, and $output as the --output directory (default
# $work/out); counts failures in $failures.
failures=0
expect_error() {
  local name=$1 text=$2
  shift 2
  local expected=() extra=()
  while [ $# -gt 0 ] && [ "$1" != "--" ]; do expected+=("$1"); shift; done
  [ $# -gt 0 ] && shift && extra=("$@")
  local deck="$work/$name.toml"
  printf '%s\n' "$text" > "$deck"
  local out="$work/$name.out"
  timeout 60 mpirun -np "$ranks" --oversubscribe "$vagus" run "$deck" --output "${output:-$work/out}" \
    "${extra[@]}" > "$out" 2>&1
  local code=$?
  local ok=1
  [ "$code" -eq 1 ] || { echo "FAIL $name: exit code $code (want 1)"; ok=0; }
  local count
  count=$(grep -c "vagus: error" "$out")
  [ "$count" -eq 1 ] || { echo "FAIL $name: message printed $count times (want once)"; ok=0; }
  for e in "${expected[@]}"; do
    grep -qF -- "$e" "$out" || { echo "FAIL $name: message lacks '$e'"; ok=0; }
  done
  if [ $ok -eq 1 ]; then
    echo "ok   $name: $(grep "vagus: error" "$out" | head -c 300)"
  else
    sed 's/^/     | /' "$out" | head -20
    failures=$((failures + 1))
  fi
}
