#!/usr/bin/env bash
# Shared by scripts/run, scripts/test and scripts/fuzz: install the Debian packages Vagus needs
# (only those missing), then configure and build incrementally in build/. See
# docs/building.md for why each package is here and for the CMake options.
#   VAGUS_BUILD        the build directory (default: build/ in the source tree)
#   VAGUS_JOBS         parallel build jobs (default: the number of cores)
#   VAGUS_CMAKE_ARGS   options for cmake, split at spaces, e.g. "-DVAGUS_NATIVE=OFF"; passed on the
#                      first configure and again whenever they change
set -euo pipefail

VAGUS_ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
VAGUS_BUILD=${VAGUS_BUILD:-$VAGUS_ROOT/build}
VAGUS_JOBS=${VAGUS_JOBS:-$(nproc)}

# What building Vagus (the default configuration, which also compiles the tests and benchmarks)
# and running it need; yt and matplotlib are for the tools that plot a run (tools/). Kokkos is
# built from external/kokkos (docs/building.md, Kokkos).
VAGUS_PACKAGES=(
  build-essential cmake pkg-config
  libopenmpi-dev openmpi-bin
  libhdf5-openmpi-dev hdf5-tools
  libboost-serialization-dev
  libgtest-dev libgmock-dev libbenchmark-dev
  libtomlplusplus-dev libcli11-dev libfmt-dev nlohmann-json3-dev libxxhash-dev
  python3-yt python3-matplotlib
)

# What only the tests and benchmarks use (scripts/test installs these too): h5py to compare
# plotfiles, ParaView under a virtual X server to open XDMF sidecars, stress-ng as a real CPU hog,
# and Debian's Kokkos (3.4, Serial), which CI builds Vagus against too (.ci/run).
VAGUS_TEST_PACKAGES=(
  libtrilinos-kokkos-dev
  python3-h5py
  python3-paraview xvfb xauth
  stress-ng
)

# What scripts/fuzz adds: clang, and its runtimes with libFuzzer and the sanitizers (the
# sanitized build of scripts/test --sanitize uses gcc's, which build-essential brings).
VAGUS_FUZZ_PACKAGES=(
  clang libclang-rt-14-dev
)

# What scripts/gpu-check adds: ROCm's compiler for AMD GPUs (Kokkos' HIP backend), for a
# compile-only check of the GPU build; no GPU is needed.
VAGUS_GPU_PACKAGES=(
  hipcc libamdhip64-dev rocm-device-libs
)

# vagus_install_deps PACKAGE...: installs those missing.
vagus_install_deps() {
  local missing=()
  for p in "$@"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  echo "vagus: installing missing packages: ${missing[*]}"
  local sudo=""
  [ "$(id -u)" -ne 0 ] && sudo="sudo"
  export DEBIAN_FRONTEND=noninteractive
  $sudo apt-get update -qq
  $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
}

# vagus_build [TARGET...]: configures when there is no build yet or VAGUS_CMAKE_ARGS changed since
# the last configure, then builds the targets (all when none are given).
vagus_build() {
  local args=() recorded="$VAGUS_BUILD/vagus_cmake_args.txt"
  read -r -a args <<< "${VAGUS_CMAKE_ARGS:-}"
  if [ ! -f "$VAGUS_BUILD/CMakeCache.txt" ] ||
     [ "$(cat "$recorded" 2>/dev/null)" != "${VAGUS_CMAKE_ARGS:-}" ]; then
    cmake -S "$VAGUS_ROOT" -B "$VAGUS_BUILD" -DCMAKE_BUILD_TYPE=Release "${args[@]}"
    printf '%s' "${VAGUS_CMAKE_ARGS:-}" > "$recorded"
  fi
  local targets=()
  for t in "$@"; do targets+=(--target "$t"); done
  cmake --build "$VAGUS_BUILD" -j "$VAGUS_JOBS" "${targets[@]}"
}

# Open MPI refuses to run as root unless told; containers and CI machines often are root.
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
