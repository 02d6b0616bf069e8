#include <vagus/base/kokkos_runtime.hpp>

#include <vagus/base/for_each_cell.hpp>

#include <sched.h>

#include <Kokkos_Core.hpp>
#ifdef KOKKOS_ENABLE_OPENMP
#include <omp.h>
#endif

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

namespace vagus {
namespace {

#ifdef KOKKOS_ENABLE_OPENMP
// The threads per rank the user chose, in the environment or in Kokkos' arguments; 0 when none.
int ChosenThreads(int argc, char** argv) {
  for (const char* name : {"KOKKOS_NUM_THREADS", "OMP_NUM_THREADS"})
    if (const char* value = std::getenv(name)) return std::max(1, std::atoi(value));
  for (int i = 1; i < argc; ++i)
    for (const char* option : {"--kokkos-num-threads=", "--kokkos-threads="})
      if (std::strncmp(argv[i], option, std::strlen(option)) == 0)
        return std::max(1, std::atoi(argv[i] + std::strlen(option)));
  return 0;
}
#endif

bool Overlap(const cpu_set_t& a, const cpu_set_t& b) {
  cpu_set_t both;
  CPU_AND(&both, &a, &b);
  return CPU_COUNT(&both) > 0;
}

}  // namespace

int DefaultThreadsPerRank(MPI_Comm comm) {
  cpu_set_t mine;
  CPU_ZERO(&mine);
  if (sched_getaffinity(0, sizeof(mine), &mine) != 0) CPU_SET(0, &mine);
  MPI_Comm node = MPI_COMM_NULL;
  MPI_Comm_split_type(comm, MPI_COMM_TYPE_SHARED, 0, MPI_INFO_NULL, &node);
  int ranks = 1;
  MPI_Comm_size(node, &ranks);
  std::vector<cpu_set_t> masks(static_cast<size_t>(ranks));
  MPI_Allgather(&mine, sizeof(cpu_set_t), MPI_BYTE, masks.data(), sizeof(cpu_set_t), MPI_BYTE,
                node);
  MPI_Comm_free(&node);
  const auto sharers =
      std::count_if(masks.begin(), masks.end(), [&](const cpu_set_t& m) { return Overlap(m, mine); });
  return std::max(1, CPU_COUNT(&mine) / static_cast<int>(std::max<std::ptrdiff_t>(1, sharers)));
}

KokkosRuntime::KokkosRuntime(int& argc, char** argv, MPI_Comm comm) {
  // Collective: every rank takes part, whatever it was told.
  const int fallback = DefaultThreadsPerRank(comm);
  std::vector<char*> args(argv, argv + argc);
  std::string threads_arg = "--kokkos-num-threads=" + std::to_string(fallback),
              warnings_arg = "--kokkos-disable-warnings";
#ifdef KOKKOS_ENABLE_OPENMP
  const int chosen = ChosenThreads(argc, argv), threads = chosen == 0 ? fallback : chosen;
  // Kokkos counts the hardware threads with a parallel region of OpenMP's default size before
  // it reads its arguments: with that set first, no thread beyond ours is ever started (an extra
  // one would spin for milliseconds after the count, on a core another rank may need).
  omp_set_num_threads(threads);
  if (chosen == 0) args.push_back(threads_arg.data());
  // On one thread OpenMP's thread binding is moot: no warning that OMP_PROC_BIND is unset.
  if (threads == 1 && std::getenv("OMP_PROC_BIND") == nullptr) args.push_back(warnings_arg.data());
#endif
  int count = static_cast<int>(args.size());
  Kokkos::initialize(count, args.data());
  // What Kokkos did not read stays for the caller, as with Kokkos::initialize(argc, argv).
  argc = std::min(argc, count);
  std::copy(args.begin(), args.begin() + argc, argv);
}

KokkosRuntime::~KokkosRuntime() { Kokkos::finalize(); }

const ExecSpace& KernelSpace() {
  static const ExecSpace space;
  return space;
}

void FenceKernels() {
#if KOKKOS_VERSION >= 30600
  // Kokkos copies the label into a std::string at every fence: short enough not to allocate.
  static const std::string label = "vagus::fence";
  KernelSpace().fence(label);
#else
  Kokkos::fence();
#endif
}

double* RowScratch(size_t count) {
  static Kokkos::View<double*, MemSpace> scratch;
  if (scratch.extent(0) < count) {
    if (scratch.extent(0) == 0) Kokkos::push_finalize_hook([] { scratch = {}; });
    scratch = Kokkos::View<double*, MemSpace>(
        Kokkos::view_alloc(std::string("vagus::RowScratch"), Kokkos::WithoutInitializing),
        std::max(count, 2 * scratch.extent(0)));
  }
  return scratch.data();
}

int KernelThreads() { return Kokkos::DefaultHostExecutionSpace().concurrency(); }

}  // namespace vagus
