# VAGUS_KOKKOS chooses the Kokkos Vagus is built with (docs/building.md):
#   bundled  Kokkos 4.6.01 from external/kokkos, built and installed with Vagus: the Serial backend
#            and, when the compiler has OpenMP (VAGUS_KOKKOS_OPENMP), the OpenMP backend;
#   system   a Kokkos on the machine: the user's (Kokkos_ROOT, Kokkos_DIR or CMAKE_PREFIX_PATH)
#            or Debian's libtrilinos-kokkos-dev (Kokkos 3.4, Serial only), see VagusKokkos.cmake.
# The default is bundled, unless Kokkos_ROOT or Kokkos_DIR names a Kokkos.
set(_vagus_kokkos_default bundled)
if(Kokkos_ROOT OR Kokkos_DIR)
  set(_vagus_kokkos_default system)
endif()
set(VAGUS_KOKKOS ${_vagus_kokkos_default} CACHE STRING
    "Kokkos to build with: bundled (external/kokkos) or system (Kokkos_ROOT, or Debian's)")
set_property(CACHE VAGUS_KOKKOS PROPERTY STRINGS bundled system)
if(NOT VAGUS_KOKKOS MATCHES "^(bundled|system)$")
  message(FATAL_ERROR "VAGUS_KOKKOS is '${VAGUS_KOKKOS}': use bundled or system")
endif()

set(VAGUS_KOKKOS_BUNDLED OFF)
if(VAGUS_KOKKOS STREQUAL "bundled")
  set(VAGUS_KOKKOS_BUNDLED ON)
  # clang without libomp (the fuzz build) has no OpenMP: Serial alone then.
  find_package(OpenMP COMPONENTS CXX)
  option(VAGUS_KOKKOS_OPENMP "The bundled Kokkos with its OpenMP backend (threads)" ${OpenMP_CXX_FOUND})
  set(Kokkos_ENABLE_SERIAL ON CACHE BOOL "Kokkos' Serial backend" FORCE)
  set(Kokkos_ENABLE_OPENMP ${VAGUS_KOKKOS_OPENMP} CACHE BOOL "Kokkos' OpenMP backend" FORCE)
  # Without the code deprecated in 4.x: its static OpenMP::concurrency(const OpenMP& = OpenMP())
  # made every RangePolicy build a new execution space instance, which allocates.
  set(Kokkos_ENABLE_DEPRECATED_CODE_4 OFF CACHE BOOL "Kokkos' code deprecated in 4.x" FORCE)
  message(STATUS "Kokkos: bundled 4.6.01 (external/kokkos), OpenMP backend ${VAGUS_KOKKOS_OPENMP}")
  # SYSTEM: Kokkos' headers are included as system headers, so our warnings stay ours.
  add_subdirectory(${PROJECT_SOURCE_DIR}/external/kokkos ${PROJECT_BINARY_DIR}/external/kokkos SYSTEM)
endif()
