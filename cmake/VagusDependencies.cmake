# Every external package Vagus builds with, as Debian 12 ships them (../shared/ENVIRONMENT.md).
# Each becomes an imported or interface target that the libraries link against.

include(VagusKokkos)

find_package(MPI REQUIRED COMPONENTS C CXX)

set(HDF5_PREFER_PARALLEL ON)
find_package(HDF5 REQUIRED COMPONENTS C)
if(NOT HDF5_IS_PARALLEL)
  message(FATAL_ERROR "Vagus needs parallel HDF5 (Debian: libhdf5-openmpi-dev); found a serial one")
endif()
add_library(vagus_hdf5 INTERFACE)
target_include_directories(vagus_hdf5 SYSTEM INTERFACE ${HDF5_C_INCLUDE_DIRS})
target_link_libraries(vagus_hdf5 INTERFACE ${HDF5_C_LIBRARIES})
target_compile_definitions(vagus_hdf5 INTERFACE ${HDF5_C_DEFINITIONS})

find_package(Boost REQUIRED COMPONENTS serialization)
find_package(fmt REQUIRED)
find_package(nlohmann_json 3 REQUIRED)
find_package(CLI11 REQUIRED)

# toml++ is header-only; Debian's config declares an UNKNOWN imported library without a location,
# so find the header ourselves.
find_path(VAGUS_TOMLPP_INCLUDE_DIR toml++/toml.h REQUIRED)
add_library(vagus_tomlpp INTERFACE)
target_include_directories(vagus_tomlpp SYSTEM INTERFACE ${VAGUS_TOMLPP_INCLUDE_DIR})

if(VAGUS_BUILD_TESTS)
  find_package(GTest REQUIRED)
endif()
if(VAGUS_BUILD_BENCHMARKS)
  find_package(benchmark REQUIRED)
endif()
