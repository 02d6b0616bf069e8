// vagus::Main: the whole command line of a Vagus program, for an application that supplies its
// registry of physics kernels. An application's main is then a few lines:
//
//   int main(int argc, char** argv) {
//     vagus::amr::KernelRegistry registry;
//     RegisterMyKernels(registry);                 // and/or vagus::physics::RegisterBuiltinKernels
//     return vagus::Main(argc, argv, registry);
//   }
//
// Subcommands: run [DECK] [--set section.key=value ...] [--output DIR] [--restart FILE|latest]
// (without a deck, the checkpoint's own, with the --set overrides on top); check DECK [--set ...]; info FILE; reference; and --version. Main initialises and finalises MPI
// and Kokkos (arguments starting with --kokkos go to Kokkos, the rest to the command line).
// Messages start with the program's name. A user mistake prints one message (from rank 0) and
// every rank exits with code 1; a failed run (non-physical state) exits with code 2; any other
// exception (std::bad_alloc, a library's) with code 3. Ranks agree on the outcome even when only
// one of them threw (exit_agreement.hpp); one whose peers wait for it in a collective prints its
// message and aborts the job within seconds, so no rank is left waiting. A run stopped before its
// end by SIGTERM or the wall-time limit, with a checkpoint to continue from, exits with code 4
// (kStoppedToContinue, commands.hpp) on every rank.
#pragma once

#include <vagus/amr/kernel_registry.hpp>

namespace vagus {

[[nodiscard]] int Main(int argc, char** argv, amr::KernelRegistry& registry);

}  // namespace vagus
