// Shared by the checkpoint tests: a 2-D deck with two refined levels that regrid, running a body on
// the first N ranks of the world (a sub-communicator), a temporary directory every rank knows, and
// a deck text made into a simulation as the vagus program makes it.
#pragma once

#include <fmt/format.h>
#include <unistd.h>

#include <filesystem>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include <vagus/base/comm.hpp>
#include <vagus/amr/simulation.hpp>
#include <vagus/driver/deck_loader.hpp>
#include <vagus/driver/driver.hpp>
#include <vagus/physics/builtin_kernels.hpp>

namespace vagus::amr::io::test_support {

namespace fs = std::filesystem;

// 2-D, periodic, two refined levels that follow a moving blob: regrids on both levels.
inline constexpr const char* kBlob = R"(
[run]
max_steps = 20
[mesh]
lo = [0.0, 0.0, 0.0]
hi = [1.0, 1.0, 0.03125]
cells = [32, 32, 1]
periodic = [true, true, true]
max_patch_cells = 256
[amr]
check_invariants = true
max_level = 2
regrid_interval = 4
[physics]
kernel = "euler"
gamma = [1.4, 1.67]
[problem]
name = "blob"
centre = [0.3, 0.4, 0.0]
radius = 0.15
velocity = [1.0, 0.5, 0.0]
)";

inline Comm World() { return Comm::World(); }

// Runs `body` on a communicator of the first `ranks` ranks of the world (the others wait).
inline void OnRanks(int ranks, const std::function<void(const Comm&)>& body) {
  const Comm world = World();
  MPI_Comm sub;
  MPI_Comm_split(world.comm, world.rank < ranks ? 0 : MPI_UNDEFINED, world.rank, &sub);
  if (sub != MPI_COMM_NULL) {
    Comm comm;
    comm.comm = sub;
    MPI_Comm_rank(sub, &comm.rank);
    MPI_Comm_size(sub, &comm.size);
    body(comm);
    MPI_Comm_free(&sub);
  }
  MPI_Barrier(world.comm);
}

// A directory every rank knows, removed at the end of the test.
class TempDirectory {
 public:
  TempDirectory() {
    if (World().IsRoot()) {
      path_ = (fs::temp_directory_path() /
               fmt::format("vagus_checkpoint_test_{}_{}", ::getpid(), counter_++))
                  .string();
      fs::create_directories(path_);
    }
    World().Broadcast(path_);
  }
  ~TempDirectory() {
    World().Barrier();
    std::error_code error;
    if (World().IsRoot()) fs::remove_all(path_, error);
  }
  TempDirectory(const TempDirectory&) = delete;
  TempDirectory& operator=(const TempDirectory&) = delete;
  [[nodiscard]] std::string File(const std::string& name) const { return path_ + "/" + name; }

 private:
  static inline int counter_ = 0;
  std::string path_;
};

// A validated deck and the run it sets up (not yet initialised).
struct Run {
  std::unique_ptr<amr::KernelRegistry> registry;
  input::Deck deck;
  std::unique_ptr<Driver> driver;
  Simulation& Sim() { return driver->Sim(); }
};

inline std::unique_ptr<Run> MakeRun(const std::string& text,
                                    const std::vector<std::string>& overrides, const Comm& comm) {
  auto registry = std::make_unique<amr::KernelRegistry>();
  physics::RegisterBuiltinKernels(*registry);
  input::Deck deck = LoadDeckText(text, "test deck", overrides, *registry, comm);
  auto driver = std::make_unique<Driver>(deck, *registry, comm);
  return std::make_unique<Run>(Run{std::move(registry), std::move(deck), std::move(driver)});
}

}  // namespace vagus::amr::io::test_support
