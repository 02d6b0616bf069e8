// Internal assertion failures: print where, then abort every rank.
#include <vagus/base/error.hpp>

#include <mpi.h>

#include <cstdio>

namespace vagus {

void AssertionFailed(const char* condition, const char* file, int line,
                     const std::string& message) {
  int initialized = 0;
  MPI_Initialized(&initialized);
  int rank = 0;
  if (initialized) MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  std::fprintf(stderr, "vagus: internal error on rank %d at %s:%d: %s (%s)\n", rank, file, line,
               message.c_str(), condition);
  std::fflush(stderr);
  if (initialized) MPI_Abort(MPI_COMM_WORLD, 3);
  std::abort();
}

}  // namespace vagus
