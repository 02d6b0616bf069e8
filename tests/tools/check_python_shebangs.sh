#!/usr/bin/env bash
# Every Python script we ship runs with Debian's interpreter, the one that has yt, h5py and
# matplotlib: `#!/usr/bin/python3`. The `python3` first on PATH may be another interpreter without
# them, so `#!/usr/bin/env python3` breaks the tools on such machines. Scripts ParaView runs
# (pvpython, no shebang) are left alone.
# Usage: check_python_shebangs.sh SOURCE_DIR
set -uo pipefail
root=$1
bad=0
while IFS= read -r -d '' script; do
  first=$(head -n 1 "$script")
  case "$first" in
    '#!/usr/bin/python3') ;;
    '#!'*) echo "FAIL ${script#"$root"/}: '$first' (want '#!/usr/bin/python3')"; bad=$((bad + 1)) ;;
    *) grep -q pvpython "$script" ||
         { echo "FAIL ${script#"$root"/}: no shebang"; bad=$((bad + 1)); } ;;
  esac
done < <(find "$root/tools" "$root/tests" "$root/examples" "$root/bench" "$root/scripts" \
           -name '*.py' -print0 2> /dev/null)
[ "$bad" -eq 0 ] || exit 1
echo "every Python script starts with #!/usr/bin/python3"
