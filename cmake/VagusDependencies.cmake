# Every external package Vagus builds with, as Debian 12 ships them (docs/building.md), and the
# Kokkos release in external/kokkos unless another Kokkos is chosen (cmake/VagusBundledKokkos.cmake).
# Kokkos and HDF5 become the imported targets Vagus::kokkos and Vagus::hdf5 (cmake/ modules that
# VagusConfig.cmake runs again for projects built on an installed Vagus); the others come from
# their own package configs.

include(VagusBundledKokkos)
include(VagusKokkos)
find_package(MPI REQUIRED COMPONENTS C CXX)
include(VagusHdf5)
find_package(Boost REQUIRED COMPONENTS serialization)
find_package(fmt REQUIRED)
find_package(nlohmann_json 3 REQUIRED)
find_package(CLI11 REQUIRED)

# toml++ is header-only and private to the deck parser; Debian's config declares an UNKNOWN
# imported library without a location, so find the header ourselves.
find_path(VAGUS_TOMLPP_INCLUDE_DIR toml++/toml.h REQUIRED)
add_library(vagus_tomlpp INTERFACE)
target_include_directories(vagus_tomlpp SYSTEM INTERFACE $<BUILD_INTERFACE:${VAGUS_TOMLPP_INCLUDE_DIR}>)

# xxHash (XXH64, the checkpoint checksum) is private to vagus_io; Debian's libxxhash-dev has no
# CMake config, so find the header and the library. (A static Vagus lists the library by its path
# in its exported link interface.)
find_path(VAGUS_XXHASH_INCLUDE_DIR xxhash.h REQUIRED)
find_library(VAGUS_XXHASH_LIBRARY xxhash REQUIRED)

if(VAGUS_BUILD_TESTS)
  find_package(GTest REQUIRED)
endif()
if(VAGUS_BUILD_BENCHMARKS)
  find_package(benchmark REQUIRED)
endif()
