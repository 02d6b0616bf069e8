#!/usr/bin/python3
"""Fails when an #include crosses a layer the wrong way (README.md, Layout).

Every C++ file of the project belongs to the layer of its folder; each layer may include the
layers listed for it below and nothing else of ours. Vagus headers are included as
<vagus/FOLDER/...> (the folder names the layer); the tests' own helpers as "tests/...". Prints every offending include as
FILE:LINE: LAYER -> LAYER (HEADER) and exits 1; exits 0 when there is none.
Usage: check_layers.py SOURCE_ROOT, or check_layers.py --self-test (checks that a tree with one
wrong-way include of each rule in the issue is caught, and a clean one is not).
"""
import pathlib
import re
import sys

# (folder prefix, layer), most specific first: a file belongs to the first prefix it starts with.
FOLDERS = [
    ("base/", "base"),
    ("driver/", "driver"),
    ("amr/", "amr"),
    ("partitioner/", "partitioner"),
    ("physics/", "physics"),
    ("monitor/", "monitor"),
    ("emulation/", "emulation"),
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
    # Emulated machines reach the engine as an observer and the monitor as its sensor model.
    "emulation": {"base", "partitioner", "amr", "monitor", "emulation"},
    "driver": {"base", "partitioner", "amr", "monitor", "emulation", "driver"},
    "apps": {"base", "partitioner", "amr", "physics", "monitor", "emulation", "driver", "apps"},
    "tests": {"base", "partitioner", "amr", "physics", "monitor", "emulation", "driver", "tests"},
    "bench": {"base", "partitioner", "amr", "physics", "monitor", "emulation", "driver", "bench"},
    # An outside project: what Vagus installs, and its own files.
    "examples": {"base", "partitioner", "amr", "physics", "monitor", "emulation", "driver",
                 "examples"},
}

INCLUDE = re.compile(r'^\s*#\s*include\s*(?:"([^"]+)"|<vagus/([^>]+)>)')


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
            header = match.group(1) or match.group(2)
            target = layer_of(header)
            if target is not None and target not in ALLOWED[source]:
                problems.append(f"{relative}:{number}: {source} -> {target} ({header})")
    return problems, checked


def self_test():
    import tempfile
    wrong = {
        "physics/a.cpp": "<vagus/partitioner/partition.hpp>",
        "physics/b.cpp": "<vagus/monitor/autonomic_manager.hpp>",
        "partitioner/c.cpp": "<vagus/amr/patch.hpp>",
        "amr/d.cpp": "<vagus/monitor/step_sample.hpp>",
        "amr/io/e.cpp": "<vagus/physics/builtin_kernels.hpp>",
        "amr/f.cpp": "<vagus/driver/driver.hpp>",
        "base/g.cpp": "<vagus/amr/domain.hpp>",
        "monitor/h.cpp": "<vagus/amr/patch_hierarchy.hpp>",
        "tests/i.cpp": "<vagus/apps/vagus/main.cpp>",
        "driver/j.cpp": '"apps/vagus/main.cpp"',
        "amr/p.cpp": "<vagus/emulation/emulated_machine.hpp>",
        "monitor/q.cpp": "<vagus/emulation/emulation_options.hpp>",
        "emulation/r.cpp": "<vagus/driver/driver.hpp>",
    }
    right = {
        "physics/k.cpp": "<vagus/amr/kernel.hpp>",
        "partitioner/l.cpp": "<vagus/base/box.hpp>",
        "driver/m.cpp": "<vagus/monitor/autonomic_manager.hpp>",
        "tests/n.cpp": "<vagus/driver/driver.hpp>",
        "tests/o.cpp": '"tests/support/deck_runner.hpp"',
    }
    with tempfile.TemporaryDirectory() as directory:
        root = pathlib.Path(directory)
        for path, header in {**wrong, **right}.items():
            (root / path).parent.mkdir(parents=True, exist_ok=True)
            (root / path).write_text(f'#include <vector>\n#include {header}\n')
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
