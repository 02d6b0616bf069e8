# Finds parallel HDF5 (C API) and provides the imported target Vagus::hdf5. Used by the build and,
# installed, by VagusConfig.cmake, which presets VAGUS_HDF5_INCLUDE_DIRS, VAGUS_HDF5_LIBRARIES and
# VAGUS_HDF5_DEFINITIONS to what the build found (FindHDF5 needs the C language, which a project
# using Vagus need not enable).
if(TARGET Vagus::hdf5)
  return()
endif()
if(NOT DEFINED VAGUS_HDF5_LIBRARIES)
  set(HDF5_PREFER_PARALLEL ON)
  find_package(HDF5 REQUIRED COMPONENTS C)
  if(NOT HDF5_IS_PARALLEL)
    message(FATAL_ERROR
            "Vagus needs parallel HDF5 (Debian: libhdf5-openmpi-dev); found a serial one")
  endif()
  set(VAGUS_HDF5_INCLUDE_DIRS "${HDF5_C_INCLUDE_DIRS}")
  set(VAGUS_HDF5_LIBRARIES "${HDF5_C_LIBRARIES}")
  set(VAGUS_HDF5_DEFINITIONS "${HDF5_C_DEFINITIONS}")
endif()
add_library(Vagus::hdf5 INTERFACE IMPORTED GLOBAL)
set_property(TARGET Vagus::hdf5 PROPERTY INTERFACE_INCLUDE_DIRECTORIES "${VAGUS_HDF5_INCLUDE_DIRS}")
set_property(TARGET Vagus::hdf5 PROPERTY INTERFACE_SYSTEM_INCLUDE_DIRECTORIES
             "${VAGUS_HDF5_INCLUDE_DIRS}")
set_property(TARGET Vagus::hdf5 PROPERTY INTERFACE_LINK_LIBRARIES "${VAGUS_HDF5_LIBRARIES}")
set_property(TARGET Vagus::hdf5 PROPERTY INTERFACE_COMPILE_DEFINITIONS "${VAGUS_HDF5_DEFINITIONS}")
