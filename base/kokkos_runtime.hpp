// Kokkos for one MPI rank: initialised from the program's --kokkos-* arguments and finalised at
// scope exit, with a number of threads per rank chosen for it when nobody chose one
// (OMP_NUM_THREADS, KOKKOS_NUM_THREADS, --kokkos-num-threads): the cores this rank may run on
// (its affinity mask), shared among the ranks of its node whose masks overlap it. So 2 ranks
// bound to a core each run 1 thread each, 1 rank unbound on a 2-core machine runs 2, and 3
// ranks that all may use the same 2 cores run 1 each. Backends without threads (Serial) ignore it.
#pragma once

#include <mpi.h>

namespace vagus {

class KokkosRuntime {
 public:
  // Collective over `comm` (ranks compare their cores); `argv` holds only Kokkos' arguments
  // (argv[0] first), which Kokkos removes as it reads them.
  KokkosRuntime(int& argc, char** argv, MPI_Comm comm = MPI_COMM_WORLD);
  ~KokkosRuntime();
  KokkosRuntime(const KokkosRuntime&) = delete;
  KokkosRuntime& operator=(const KokkosRuntime&) = delete;
};

// Collective over `comm`: the threads a rank runs when nobody chose (above).
[[nodiscard]] int DefaultThreadsPerRank(MPI_Comm comm);

// Threads this rank's kernels run on: 1 for the Serial backend.
[[nodiscard]] int KernelThreads();

}  // namespace vagus
