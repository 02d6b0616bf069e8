kokkos_find_imported(HWLOC HEADER hwloc.h LIBRARY hwloc)
