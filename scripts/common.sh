#!/usr/bin/env bash
# Shared by scripts/run and scripts/test: install the Debian packages Vagus needs (only those
# missing), then configure and build incrementally in build/. See ../shared/ENVIRONMENT.md for why
# each package is here.
set -euo pipefail

VAGUS_ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
VAGUS_BUILD=${VAGUS_BUILD:-$VAGUS_ROOT/build}
VAGUS_JOBS=${VAGUS_JOBS:-$(nproc)}

VAGUS_PACKAGES=(
  build-essential cmake pkg-config
  libtrilinos-kokkos-dev
  libopenmpi-dev openmpi-bin
  libhdf5-openmpi-dev hdf5-tools
  libboost-serialization-dev
  libgtest-dev libgmock-dev libbenchmark-dev
  libtomlplusplus-dev libcli11-dev libfmt-dev nlohmann-json3-dev libxxhash-dev
  python3-yt python3-h5py python3-matplotlib
  python3-paraview xvfb xauth
  stress-ng
)

vagus_install_deps() {
  local missing=()
  for p in "${VAGUS_PACKAGES[@]}"; do
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

vagus_build() {
  if [ ! -f "$VAGUS_BUILD/CMakeCache.txt" ]; then
    cmake -S "$VAGUS_ROOT" -B "$VAGUS_BUILD" -DCMAKE_BUILD_TYPE=Release
  fi
  cmake --build "$VAGUS_BUILD" -j "$VAGUS_JOBS"
}

# Open MPI refuses to run as root unless told; containers and CI machines often are root.
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
