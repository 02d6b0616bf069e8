# Finds Kokkos (unless the bundled one is built) and provides the imported target Vagus::kokkos.
# Used by the build and, installed, by VagusConfig.cmake, so that a project using Vagus compiles
# against the same Kokkos.
#
# A user's own Kokkos (Kokkos_ROOT, or one on CMAKE_PREFIX_PATH) is used when its imported target
# really points at headers. Debian's libtrilinos-kokkos-dev ships a package config whose target
# names a non-existent /usr/lib/include, so find_package "succeeds" and the build then fails; in that
# case (or when no config exists) the target is made from the headers in include/trilinos and
# libtrilinos_kokkoscore. VAGUS_KOKKOS_INCLUDE_DIR and VAGUS_KOKKOS_CORE_LIBRARY, when set, skip
# the search (the installed config sets them to what the build used).
if(TARGET Vagus::kokkos)
  return()
endif()
add_library(Vagus::kokkos INTERFACE IMPORTED GLOBAL)

# The bundled Kokkos, built in this tree (cmake/VagusBundledKokkos.cmake).
if(TARGET Kokkos::kokkos AND VAGUS_KOKKOS_BUNDLED)
  set_property(TARGET Vagus::kokkos PROPERTY INTERFACE_LINK_LIBRARIES Kokkos::kokkos)
  set(VAGUS_KOKKOS_CONFIG_DIR "")
  return()
endif()

set(_vagus_kokkos_ok FALSE)
if(NOT VAGUS_KOKKOS_INCLUDE_DIR)
  find_package(Kokkos QUIET CONFIG)
  if(Kokkos_FOUND AND TARGET Kokkos::kokkos)
    get_target_property(_kk_inc Kokkos::kokkos INTERFACE_INCLUDE_DIRECTORIES)
    set(_vagus_kokkos_ok TRUE)
    foreach(_dir IN LISTS _kk_inc)
      if(NOT _dir MATCHES "^\\$<" AND NOT EXISTS "${_dir}")
        set(_vagus_kokkos_ok FALSE)
      endif()
    endforeach()
    if(_vagus_kokkos_ok)
      message(STATUS "Kokkos: using package config at ${Kokkos_DIR}")
      set_property(TARGET Vagus::kokkos PROPERTY INTERFACE_LINK_LIBRARIES Kokkos::kokkos)
      set(VAGUS_KOKKOS_CONFIG_DIR "${Kokkos_DIR}")
    else()
      message(STATUS "Kokkos: package config at ${Kokkos_DIR} is broken (missing include dirs); "
                     "falling back to the Trilinos headers")
    endif()
  endif()
endif()

if(NOT _vagus_kokkos_ok)
  find_path(VAGUS_KOKKOS_INCLUDE_DIR Kokkos_Core.hpp PATH_SUFFIXES trilinos kokkos REQUIRED)
  find_library(VAGUS_KOKKOS_CORE_LIBRARY NAMES kokkoscore trilinos_kokkoscore REQUIRED)
  message(STATUS "Kokkos: ${VAGUS_KOKKOS_INCLUDE_DIR}, ${VAGUS_KOKKOS_CORE_LIBRARY}")
  set_property(TARGET Vagus::kokkos PROPERTY INTERFACE_INCLUDE_DIRECTORIES
               "${VAGUS_KOKKOS_INCLUDE_DIR}")
  # SYSTEM: Kokkos' own warnings are not ours.
  set_property(TARGET Vagus::kokkos PROPERTY INTERFACE_SYSTEM_INCLUDE_DIRECTORIES
               "${VAGUS_KOKKOS_INCLUDE_DIR}")
  set_property(TARGET Vagus::kokkos PROPERTY INTERFACE_LINK_LIBRARIES
               "${VAGUS_KOKKOS_CORE_LIBRARY};${CMAKE_DL_LIBS}")
  set(VAGUS_KOKKOS_CONFIG_DIR "")
endif()
