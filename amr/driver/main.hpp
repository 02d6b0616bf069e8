// vagus::Main: the whole command line of a Vagus program, for an application that supplies its
// registry of physics kernels. An application's main is then a few lines:
//
//   int main(int argc, char** argv) {
//     vagus::amr::KernelRegistry registry;
//     RegisterMyKernels(registry);                 // and/or vagus::physics::RegisterBuiltinKernels
//     return vagus::Main(argc, argv, registry);
//   }
//
// Subcommands: run DECK [--set section.key=value ...] [--output DIR] [--restart FILE|latest];
// check DECK [--set ...]; info FILE; reference; and --version. Main initialises and finalises MPI
// and Kokkos (arguments starting with --kokkos go to Kokkos, the rest to the command line).
// Messages start with the program's name. A user mistake prints one message (from rank 0) and
// every rank exits with code 1; a failed run (non-physical state) exits with code 2; any other
// exception prints its message and aborts every rank with code 3, so no rank is left waiting.
#pragma once

#include "amr/kernel_registry.hpp"

namespace vagus {

[[nodiscard]] int Main(int argc, char** argv, amr::KernelRegistry& registry);

}  // namespace vagus
