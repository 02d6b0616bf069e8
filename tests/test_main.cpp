// GoogleTest main for every Vagus test program: MPI and Kokkos are initialised once around the
// tests, and only rank 0 prints results so MPI runs read like serial ones.
#include <gtest/gtest.h>
#include <mpi.h>

#include <vagus/base/kokkos_runtime.hpp>

int main(int argc, char** argv) {
  MPI_Init(&argc, &argv);
  int result = 0;
  {
    vagus::KokkosRuntime kokkos(argc, argv);
    ::testing::InitGoogleTest(&argc, argv);
    int rank = 0;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    if (rank != 0) {
      auto& listeners = ::testing::UnitTest::GetInstance()->listeners();
      delete listeners.Release(listeners.default_result_printer());
    }
    result = RUN_ALL_TESTS();
  }
  MPI_Finalize();
  return result;
}
