// The threads a rank runs when nobody chose (base/kokkos_runtime.hpp): the cores it may run on,
// shared among the ranks of its node whose cores overlap its own. Each case sets this process's
// CPU affinity, asks, and puts the affinity back.
#include <gtest/gtest.h>
#include <mpi.h>
#include <sched.h>

#include <Kokkos_Core.hpp>
#include <algorithm>
#include <cstdlib>
#include <vector>

#include <vagus/base/kokkos_runtime.hpp>

namespace vagus::testing {
namespace {

class Affinity {
 public:
  Affinity() { sched_getaffinity(0, sizeof(saved_), &saved_); }
  ~Affinity() { sched_setaffinity(0, sizeof(saved_), &saved_); }
  // The CPUs this process may run on when the test started.
  std::vector<int> Cpus() const {
    std::vector<int> cpus;
    for (int c = 0; c < CPU_SETSIZE; ++c)
      if (CPU_ISSET(c, &saved_)) cpus.push_back(c);
    return cpus;
  }
  static void Set(const std::vector<int>& cpus) {
    cpu_set_t set;
    CPU_ZERO(&set);
    for (int c : cpus) CPU_SET(c, &set);
    ASSERT_EQ(sched_setaffinity(0, sizeof(set), &set), 0);
  }

 private:
  cpu_set_t saved_;
};

int Size(MPI_Comm comm) {
  int size = 1;
  MPI_Comm_size(comm, &size);
  return size;
}

int Rank(MPI_Comm comm) {
  int rank = 0;
  MPI_Comm_rank(comm, &rank);
  return rank;
}

TEST(KokkosRuntime, RanksThatShareTheirCoresShareTheThreads) {
  Affinity affinity;
  const std::vector<int> cpus = affinity.Cpus();
  Affinity::Set(cpus);
  const int ranks = Size(MPI_COMM_WORLD);  // all on this machine under ctest
  EXPECT_EQ(DefaultThreadsPerRank(MPI_COMM_WORLD),
            std::max(1, static_cast<int>(cpus.size()) / ranks));
}

TEST(KokkosRuntime, ARankOnACoreOfItsOwnRunsOneThread) {
  Affinity affinity;
  const std::vector<int> cpus = affinity.Cpus();
  Affinity::Set({cpus[static_cast<size_t>(Rank(MPI_COMM_WORLD)) % cpus.size()]});
  EXPECT_EQ(DefaultThreadsPerRank(MPI_COMM_WORLD), 1);
}

TEST(KokkosRuntime, ARankOnCoresOfItsOwnRunsAThreadOnEach) {
  Affinity affinity;
  const std::vector<int> cpus = affinity.Cpus();
  const int ranks = Size(MPI_COMM_WORLD), rank = Rank(MPI_COMM_WORLD);
  const int each = static_cast<int>(cpus.size()) / ranks;
  if (each < 2) GTEST_SKIP() << cpus.size() << " cores for " << ranks << " rank(s)";
  Affinity::Set({cpus[size_t(rank * each)], cpus[size_t(rank * each + 1)]});
  EXPECT_EQ(DefaultThreadsPerRank(MPI_COMM_WORLD), 2);
}

// Tests run with OMP_NUM_THREADS set (1, or 2 for those labelled threads): kernels run that many
// threads when Kokkos has them, one otherwise.
TEST(KokkosRuntime, KernelsRunTheThreadsAskedFor) {
  const char* asked = std::getenv("OMP_NUM_THREADS");
  if (asked == nullptr) GTEST_SKIP() << "OMP_NUM_THREADS is not set";
#ifdef KOKKOS_ENABLE_OPENMP
  EXPECT_EQ(KernelThreads(), std::atoi(asked));
#else
  EXPECT_EQ(KernelThreads(), 1);
#endif
}

}  // namespace
}  // namespace vagus::testing
