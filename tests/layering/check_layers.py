#!/usr/bin/python3
"""Fails when an #include crosses a layer the wrong way (DESIGN.md, Layout).

Every C++ file of the project belongs to the layer of its folder; each layer may include the
layers listed for it below and nothing else of ours. Prints every offending include as
FILE:LINE: LAYER -> LAYER (HEADER) and exits 1; exits 0 when there is none.
Usage: check_layers.py SOURCE_ROOT, or check_layers.py --self-test (checks that a tree with one
wrong-way include of each rule in the issue is caught, and a clean one is not).
"""
import pathlib
import re
import sys

# (folder prefix, layer), most specific first: a file belongs to the first prefix it starts with.
FOLDERS = [
    ("amr/base/", "base"),
    ("amr/driver/", "driver"),
    ("amr/", "amr"),
    ("partitioner/", "partitioner"),
    ("physics/", "physics"),
    ("monitor/", "monitor"),
    ("apps/", "apps"),
    ("tests/", "tests"),
    ("bench/", "bench"),
    ("examples/", "examples"),
]

# What each layer may include (itself included).
ALLOWED = {
    "base": {"base"},
    "partitioner": {"base", "partitioner"},
    "amr": {"base", "partitioner", "amr"},
    "physics": {"base", "amr", "physics"},
    "monitor": {"base", "monitor"},
    "driver": {"base", "partitioner", "amr", "monitor", "driver"},
    "apps": {"base", "partitioner", "amr", "physics", "monitor", "driver", "apps"},
    "tests": {"base", "partitioner", "amr", "physics", "monitor", "driver", "tests"},
    "bench": {"base", "partitioner", "amr", "physics", "monitor", "driver", "bench"},
    # An outside project: what Vagus installs, and its own files.
    "examples": {"base", "partitioner", "amr", "physics", "monitor", "driver", "examples"},
}

INCLUDE = re.compile(r'^\s*#\s*include\s*"([^"]+)"')


def layer_of(path):
    for prefix, layer in FOLDERS:
        if path.startswith(prefix):
            return layer
    return None


def check(root):
    """The wrong-way includes under `root`, and the number of files checked."""
    problems = []
    checked = 0
    for file in sorted(root.rglob("*")):
        if file.suffix not in {".hpp", ".cpp", ".h", ".cc"} or "build" in file.relative_to(root).parts[:1]:
            continue
        relative = file.relative_to(root).as_posix()
        source = layer_of(relative)
        if source is None:
            continue
        checked += 1
        for number, line in enumerate(file.read_text(errors="replace").splitlines(), 1):
            match = INCLUDE.match(line)
            if not match:
                continue
            target = layer_of(match.group(1))
            if target is not None and target not in ALLOWED[source]:
                problems.append(f"{relative}:{number}: {source} -> {target} ({match.group(1)})")
    return problems, checked


def self_test():
    import tempfile
    wrong = {
        "physics/a.cpp": "partitioner/partition.hpp",
        "physics/b.cpp": "monitor/autonomic_manager.hpp",
        "partitioner/c.cpp": "amr/patch.hpp",
        "amr/d.cpp": "monitor/step_sample.hpp",
        "amr/io/e.cpp": "physics/builtin_kernels.hpp",
        "amr/f.cpp": "amr/driver/driver.hpp",
        "amr/base/g.cpp": "amr/domain.hpp",
        "monitor/h.cpp": "amr/simulation.hpp",
        "tests/i.cpp": "apps/vagus/main.cpp",
        "amr/driver/j.cpp": "apps/vagus/main.cpp",
    }
    right = {
        "physics/k.cpp": "amr/kernel.hpp",
        "partitioner/l.cpp": "amr/base/box.hpp",
        "amr/driver/m.cpp": "monitor/autonomic_manager.hpp",
        "tests/n.cpp": "amr/driver/driver.hpp",
    }
    with tempfile.TemporaryDirectory() as directory:
        root = pathlib.Path(directory)
        for path, header in {**wrong, **right}.items():
            (root / path).parent.mkdir(parents=True, exist_ok=True)
            (root / path).write_text(f'#include <vector>\n#include "{header}"\n')
        problems, _ = check(root)
    caught = {p.split(":")[0] for p in problems}
    missed = set(wrong) - caught
    false = caught - set(wrong)
    for path in sorted(missed):
        print(f"self-test: not caught: {path} including {wrong[path]}")
    for path in sorted(false):
        print(f"self-test: wrongly reported: {path}")
    print(f"self-test: {len(wrong) - len(missed)} of {len(wrong)} wrong-way includes caught, "
          f"{len(false)} allowed ones reported")
    return 1 if missed or false else 0


def main():
    if sys.argv[1] == "--self-test":
        return self_test()
    problems, checked = check(pathlib.Path(sys.argv[1]).resolve())
    for problem in problems:
        print(problem)
    print(f"{checked} files checked, {len(problems)} includes cross a layer the wrong way")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
