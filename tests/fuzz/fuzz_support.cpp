// MPI and Kokkos for a fuzz target, and the abort that reports a finding.
#include "tests/fuzz/fuzz_support.hpp"

#include <hdf5.h>
#include <mpi.h>

#include <Kokkos_Core.hpp>
#include <cstdio>
#include <cstdlib>

namespace vagus::fuzz {

void InitializeOnce(int* argc, char*** argv) {
  int initialized = 0;
  MPI_Initialized(&initialized);
  if (!initialized) MPI_Init(argc, argv);
  if (!Kokkos::is_initialized()) Kokkos::initialize();
  H5Eset_auto2(H5E_DEFAULT, nullptr, nullptr);  // damaged files are the point: no error stacks
}

void Finding(const std::string& what) {
  std::fprintf(stderr, "vagus fuzz finding: %s\n", what.c_str());
  std::fflush(stderr);
  std::abort();
}

}  // namespace vagus::fuzz
