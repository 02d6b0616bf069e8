# `cmake --install build --prefix P`: the Vagus libraries and the vagus program, the headers under
# P/include/vagus/ (included as <vagus/amr/...>, <vagus/physics/...>, as inside the tree), and a package
# config, so that an outside project writes
#   find_package(Vagus 0.1 REQUIRED)
#   target_link_libraries(my_kernel PRIVATE Vagus::amr)      # or Vagus::driver for vagus::Main
# Targets: Vagus::base, Vagus::partition, Vagus::amr, Vagus::io, Vagus::physics, Vagus::monitor,
# Vagus::emulation, Vagus::driver, and the program Vagus::vagus. The config finds the same Kokkos (its package
# config, or the headers and library the build found), MPI, parallel HDF5, fmt and nlohmann_json.
include(CMakePackageConfigHelpers)

set(VAGUS_LIBRARY_TARGETS vagus_base vagus_partition vagus_amr vagus_io vagus_physics
                          vagus_monitor vagus_emulation vagus_driver)
foreach(target IN LISTS VAGUS_LIBRARY_TARGETS)
  string(REPLACE "vagus_" "" name ${target})
  set_target_properties(${target} PROPERTIES EXPORT_NAME ${name} OUTPUT_NAME ${target}
                                             VERSION ${PROJECT_VERSION}
                                             SOVERSION ${PROJECT_VERSION_MAJOR}.${PROJECT_VERSION_MINOR})
  add_library(Vagus::${name} ALIAS ${target})
endforeach()
set_target_properties(vagus PROPERTIES EXPORT_NAME vagus)

# Installed libraries and the program find each other (and a user's Kokkos) without
# LD_LIBRARY_PATH.
set_target_properties(${VAGUS_LIBRARY_TARGETS} vagus PROPERTIES
  INSTALL_RPATH "$ORIGIN/../${CMAKE_INSTALL_LIBDIR}" INSTALL_RPATH_USE_LINK_PATH TRUE)

# (The build's own option targets, vagus_warnings and vagus_optimization with -march=native, are
# linked as $<BUILD_INTERFACE:...>: a project using Vagus chooses its own.)
install(TARGETS ${VAGUS_LIBRARY_TARGETS} vagus
        EXPORT VagusTargets
        RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR}
        LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR}
        ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR})
install(DIRECTORY base partitioner amr physics monitor emulation driver
        DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/vagus
        FILES_MATCHING PATTERN "*.hpp")

set(VAGUS_CMAKE_DIR ${CMAKE_INSTALL_LIBDIR}/cmake/Vagus)
install(EXPORT VagusTargets NAMESPACE Vagus:: DESTINATION ${VAGUS_CMAKE_DIR})
configure_package_config_file(cmake/VagusConfig.cmake.in
                              ${PROJECT_BINARY_DIR}/VagusConfig.cmake
                              INSTALL_DESTINATION ${VAGUS_CMAKE_DIR})
write_basic_package_version_file(${PROJECT_BINARY_DIR}/VagusConfigVersion.cmake
                                 COMPATIBILITY SameMinorVersion)
install(FILES ${PROJECT_BINARY_DIR}/VagusConfig.cmake
              ${PROJECT_BINARY_DIR}/VagusConfigVersion.cmake
              cmake/VagusKokkos.cmake cmake/VagusHdf5.cmake
        DESTINATION ${VAGUS_CMAKE_DIR})
