# Finds Kokkos and provides the target vagus::kokkos.
#
# A user's own Kokkos (Kokkos_ROOT, or one on CMAKE_PREFIX_PATH) is used when its imported target
# really points at headers. Debian's libtrilinos-kokkos-dev ships a package config whose target
# names a non-existent /usr/lib/include, so find_package "succeeds" and the build then fails; in that
# case (or when no config exists) we build the target from the headers in include/trilinos and
# libtrilinos_kokkoscore.

add_library(vagus_kokkos INTERFACE)
add_library(vagus::kokkos ALIAS vagus_kokkos)

set(_vagus_kokkos_ok FALSE)
find_package(Kokkos QUIET CONFIG)
if(Kokkos_FOUND AND TARGET Kokkos::kokkos)
  get_target_property(_kk_inc Kokkos::kokkos INTERFACE_INCLUDE_DIRECTORIES)
  set(_vagus_kokkos_ok TRUE)
  foreach(_dir IN LISTS _kk_inc)
    if(_dir MATCHES "^\\$<" OR NOT EXISTS "${_dir}")
      if(NOT _dir MATCHES "^\\$<")
        set(_vagus_kokkos_ok FALSE)
      endif()
    endif()
  endforeach()
  if(_vagus_kokkos_ok)
    message(STATUS "Kokkos: using package config at ${Kokkos_DIR}")
    target_link_libraries(vagus_kokkos INTERFACE Kokkos::kokkos)
  else()
    message(STATUS "Kokkos: package config at ${Kokkos_DIR} is broken (missing include dirs); "
                   "falling back to the Trilinos headers")
  endif()
endif()

if(NOT _vagus_kokkos_ok)
  find_path(VAGUS_KOKKOS_INCLUDE_DIR Kokkos_Core.hpp PATH_SUFFIXES trilinos kokkos REQUIRED)
  find_library(VAGUS_KOKKOS_CORE_LIBRARY NAMES kokkoscore trilinos_kokkoscore REQUIRED)
  message(STATUS "Kokkos: ${VAGUS_KOKKOS_INCLUDE_DIR}, ${VAGUS_KOKKOS_CORE_LIBRARY}")
  target_include_directories(vagus_kokkos SYSTEM INTERFACE ${VAGUS_KOKKOS_INCLUDE_DIR})
  target_link_libraries(vagus_kokkos INTERFACE ${VAGUS_KOKKOS_CORE_LIBRARY} ${CMAKE_DL_LIBS})
endif()
