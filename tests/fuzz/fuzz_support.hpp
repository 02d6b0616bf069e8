// Shared by the fuzz targets: MPI (one rank) and Kokkos started once for the whole fuzzing
// process, and the finding a harness reports when a property it checks does not hold.
#pragma once

#include <string>

namespace vagus::fuzz {

// Once per process (LLVMFuzzerInitialize): MPI_Init, Kokkos::initialize, HDF5's error printing
// off. Neither is finalised: libFuzzer ends the process with exit().
void InitializeOnce(int* argc, char*** argv);

// A property of accepted input failed: prints what and aborts, so libFuzzer saves the input.
[[noreturn]] void Finding(const std::string& what);

}  // namespace vagus::fuzz
