// Checkpoint bandwidth (bench/checkpoint_io.sh, docs/performance.md "Checkpoints"): builds the
// uniform Richtmyer-Meshkov deck of bench/decks/rm3d_64.toml at N^3 cells, then repeatedly writes a
// checkpoint (pack, checksum, collective write, sync to disk, rename), drops the file from the
// page cache, and restores a fresh simulation from it (open, verify, read). Prints one line per
// repetition with megabytes per second of field data plus metadata; the restored totals must equal
// the written ones bitwise.
// Usage: mpirun -np 2 vagus_checkpoint_bench DECK DIRECTORY [CELLS_PER_SIDE [REPETITIONS]]
#include <fcntl.h>
#include <mpi.h>
#include <unistd.h>

#include <Kokkos_Core.hpp>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <string>

#include <vagus/base/error.hpp>
#include <vagus/base/kokkos_runtime.hpp>
#include <vagus/amr/io/checkpoint.hpp>
#include <vagus/driver/deck_loader.hpp>
#include <vagus/driver/driver.hpp>
#include <vagus/physics/builtin_kernels.hpp>

namespace {

using namespace vagus;
using Clock = std::chrono::steady_clock;

double Since(Clock::time_point start) {
  return std::chrono::duration<double>(Clock::now() - start).count();
}

// The file's pages leave the page cache (they are clean: the writer synced them), so the read
// comes from the disk, as after a job restart on another node.
void DropFromPageCache(const std::string& path) {
  const int fd = ::open(path.c_str(), O_RDONLY);
  if (fd < 0) return;
  static_cast<void>(::fdatasync(fd));
  static_cast<void>(::posix_fadvise(fd, 0, 0, POSIX_FADV_DONTNEED));
  ::close(fd);
}

int Run(int argc, char** argv, const Comm& comm) {
  if (argc < 3) {
    if (comm.IsRoot())
      std::fprintf(stderr, "usage: %s DECK DIRECTORY [CELLS_PER_SIDE [REPETITIONS]]\n", argv[0]);
    return 1;
  }
  const std::string deck_path = argv[1], directory = argv[2];
  const int n = argc > 3 ? std::stoi(argv[3]) : 216;
  const int repetitions = argc > 4 ? std::stoi(argv[4]) : 3;
  amr::KernelRegistry registry;
  physics::RegisterBuiltinKernels(registry);
  const std::string cells =
      "mesh.cells=[" + std::to_string(n) + "," + std::to_string(n) + "," + std::to_string(n) + "]";
  const input::Deck deck =
      LoadDeck(deck_path, {cells, "output.directory=" + directory}, registry, comm);
  Driver written(deck, registry, comm);
  written.Sim().Initialize();
  const std::vector<double> totals = written.Sim().Hierarchy().StateTotals();
  const std::string path = directory + "/" + amr::io::CheckpointName(0);
  if (comm.IsRoot())
    std::printf("%d^3 = %lld cells, %zu patches, %d ranks\n", n,
                static_cast<long long>(written.Sim().Hierarchy().Level().NumCells()),
                written.Sim().Hierarchy().Level().Patches().size(), comm.size);

  for (int r = 0; r < repetitions; ++r) {
    comm.Barrier();
    auto start = Clock::now();
    const amr::io::CheckpointWriteStats stats =
        amr::io::WriteCheckpoint(path, written.Sim(), deck.ToToml());
    comm.Barrier();
    const double write_seconds = Since(start);
    if (comm.IsRoot()) DropFromPageCache(path);
    comm.Barrier();

    Driver restored(deck, registry, comm);
    comm.Barrier();
    start = Clock::now();
    amr::io::RestoreCheckpoint(path, restored.Sim());
    comm.Barrier();
    const double read_seconds = Since(start);
    const std::vector<double> check = restored.Sim().Hierarchy().StateTotals();
    const bool same = std::memcmp(check.data(), totals.data(), totals.size() * sizeof(double)) == 0;
    if (comm.IsRoot())
      std::printf(
          "repetition %d: %.1f MB; write %.3f s = %.0f MB/s; read %.3f s = %.0f MB/s; "
          "restored state %s\n",
          r, stats.bytes / 1e6, write_seconds, stats.bytes / 1e6 / write_seconds, read_seconds,
          stats.bytes / 1e6 / read_seconds, same ? "identical" : "DIFFERS");
    if (!same) return 2;
  }
  if (comm.IsRoot()) std::remove(path.c_str());
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  MPI_Init(&argc, &argv);
  int code = 0;
  {
    vagus::KokkosRuntime kokkos(argc, argv);
    const Comm comm = Comm::World();
    try {
      code = Run(argc, argv, comm);
    } catch (const UserError& e) {
      if (comm.IsRoot()) std::fprintf(stderr, "error: %s\n", e.what());
      code = 1;
    }
  }
  MPI_Finalize();
  return code;
}
