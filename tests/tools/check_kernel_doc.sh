#!/usr/bin/env bash
# docs/physics-kernels.md shows the advection-diffusion example's kernel whole: both of its files
# must appear in it verbatim, so the page cannot drift from the code it shows.
# Usage: check_kernel_doc.sh SOURCE_DIR
set -euo pipefail
root=$1
/usr/bin/python3 - "$root" <<'PY'
import pathlib, sys
root = pathlib.Path(sys.argv[1])
doc = (root / "docs/physics-kernels.md").read_text()
missing = [f for f in ("advection_diffusion.hpp", "advection_diffusion.cpp")
           if (root / "examples/advection_diffusion/src" / f).read_text().rstrip() not in doc]
for f in missing:
    print(f"FAIL: docs/physics-kernels.md does not show examples/advection_diffusion/src/{f} as it is")
print("ok   docs/physics-kernels.md shows the kernel as it is" if not missing else "")
sys.exit(1 if missing else 0)
PY
