#!/usr/bin/env bash
# Installs the Debian packages Vagus builds and runs with, only when some are missing.
# Sourced by scripts/run and scripts/test; see ../shared/ENVIRONMENT.md for why each is here.
set -euo pipefail

VAGUS_PACKAGES=(
  build-essential cmake pkg-config
  libtrilinos-kokkos-dev
  libopenmpi-dev openmpi-bin
  libhdf5-openmpi-dev hdf5-tools
  libboost-serialization-dev
  libgtest-dev libgmock-dev libbenchmark-dev
  libtomlplusplus-dev libcli11-dev libfmt-dev nlohmann-json3-dev
  python3-yt python3-h5py python3-matplotlib
)

vagus_missing_packages() {
  local missing=()
  for p in "${VAGUS_PACKAGES[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
  done
  echo "${missing[@]:-}"
}

vagus_install_deps() {
  local missing
  missing=$(vagus_missing_packages)
  [ -z "$missing" ] && return 0
  echo "vagus: installing missing packages: $missing"
  local sudo=""
  [ "$(id -u)" -ne 0 ] && sudo="sudo"
  export DEBIAN_FRONTEND=noninteractive
  $sudo apt-get update -qq
  # shellcheck disable=SC2086
  $sudo apt-get install -y -qq --no-install-recommends $missing
}
