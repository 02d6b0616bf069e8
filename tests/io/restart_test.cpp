// Restart equals a continuous run: a deck with refinement and regrids is run to step K on A ranks,
// and to step S < K on A ranks, checkpointed, restored on B ranks and run to K; every level's
// fields (and so the region each level covers), time, step and counters must be bitwise
// identical. A -> B covers 1 -> 1 serially and 2 -> 2, 2 -> 3, 3 -> 1, 3 -> 3, 1 -> 3 under
// `mpirun -np 3`.
#include <fmt/format.h>
#include <gtest/gtest.h>

#include <cstring>
#include <map>
#include <set>

#include <vagus/amr/gather.hpp>
#include <vagus/amr/io/checkpoint.hpp>
#include "tests/io/checkpoint_test_support.hpp"

namespace vagus::amr::io {
namespace {

using test_support::kBlob;
using test_support::MakeRun;
using test_support::OnRanks;
using test_support::TempDirectory;
using test_support::World;

// 3-D, inflow and wall boundaries, one refined level regridded every other step.
constexpr const char* kRichtmyerMeshkov = R"(
[run]
max_steps = 8
[mesh]
lo = [0.0, 0.0, 0.0]
hi = [2.0, 0.5, 0.5]
cells = [32, 8, 8]
periodic = [false, true, true]
max_patch_cells = 512
boundary_lo = ["inflow", "outflow", "outflow"]
boundary_hi = ["reflecting", "outflow", "outflow"]
[amr]
check_invariants = true
max_level = 1
regrid_interval = 2
[physics]
kernel = "euler"
gamma = [1.4, 1.094]
[problem]
name = "richtmyer_meshkov"
shock_x = 0.3
interface_x = 0.6
amplitude = 0.05
wavelength = 0.5
)";

// Everything a continued run must reproduce, gathered on the communicator's rank 0.
struct Outcome {
  int64_t step = 0, cell_updates = 0;
  int regrids = 0;
  double time = 0.0;
  std::vector<std::vector<double>> levels;
};

Outcome Collect(Simulation& sim, const Comm& comm) {
  Outcome outcome{sim.Hierarchy().Steps(),
                  sim.Integrator().CellUpdates(),
                  sim.Gridding().NumRegrids(),
                  sim.Hierarchy().Time(),
                  {}};
  for (int l = 0; l < sim.Hierarchy().NumLevels(); ++l) {
    outcome.levels.push_back(GatherLevel(sim.Hierarchy().Level(l), comm));
  }
  return outcome;
}

bool BitwiseEqual(const std::vector<double>& a, const std::vector<double>& b) {
  return a.size() == b.size() && std::memcmp(a.data(), b.data(), a.size() * sizeof(double)) == 0;
}

void ExpectSame(const Outcome& restarted, const Outcome& continuous, const std::string& what) {
  EXPECT_EQ(restarted.step, continuous.step) << what;
  EXPECT_EQ(std::memcmp(&restarted.time, &continuous.time, sizeof(double)), 0) << what;
  EXPECT_EQ(restarted.cell_updates, continuous.cell_updates) << what;
  EXPECT_EQ(restarted.regrids, continuous.regrids) << what;
  ASSERT_EQ(restarted.levels.size(), continuous.levels.size()) << what;
  // Patch boxes may differ (the partitioner splits patches for the ranks at hand); the region each
  // level covers shows in the gathered fields, NaN where the level has no patch.
  for (size_t l = 0; l < continuous.levels.size(); ++l) {
    EXPECT_TRUE(BitwiseEqual(restarted.levels[l], continuous.levels[l])) << what << ", level " << l;
  }
}

// The deck run to its end on `writers` ranks, and run to `checkpoint_step`, checkpointed and
// continued to its end on `readers` ranks, for each pair whose ranks the world has.
void ExpectRestartEqualsContinuous(const char* deck, int64_t checkpoint_step,
                                   const std::vector<std::pair<int, int>>& pairs,
                                   size_t expected_levels) {
  const Comm world = World();
  const TempDirectory directory;
  std::map<int, Outcome> continuous;  // filled on rank 0
  std::set<int> computed;             // the same on every rank
  for (const auto& pair : pairs) {
    const int writers = pair.first, readers = pair.second;
    if (writers > world.size || readers > world.size) continue;
    const std::string what = fmt::format("checkpoint at step {} from {} rank(s), restart on {}",
                                         checkpoint_step, writers, readers);
    if (computed.insert(writers).second)
      OnRanks(writers, [&](const Comm& comm) {
        auto run = MakeRun(deck, {}, comm);
        run->Sim().Initialize();
        run->driver->RunToEnd();
        continuous[writers] = Collect(run->Sim(), comm);
      });
    const std::string path = directory.File(fmt::format("chk_{}_{}.h5", writers, readers));
    OnRanks(writers, [&](const Comm& comm) {
      auto run = MakeRun(deck, {fmt::format("run.max_steps={}", checkpoint_step)}, comm);
      run->Sim().Initialize();
      run->driver->RunToEnd();
      ASSERT_EQ(run->Sim().Hierarchy().Steps(), checkpoint_step);
      WriteCheckpoint(path, run->Sim(), run->deck.ToToml());
    });
    Outcome restarted;
    OnRanks(readers, [&](const Comm& comm) {
      auto run = MakeRun(deck, {}, comm);
      const CheckpointMetadata metadata = RestoreCheckpoint(path, run->Sim());
      EXPECT_EQ(metadata.num_ranks, writers);
      EXPECT_EQ(run->Sim().Hierarchy().Steps(), checkpoint_step);
      run->driver->RunToEnd();
      restarted = Collect(run->Sim(), comm);
    });
    if (world.IsRoot()) {
      ASSERT_EQ(continuous[writers].levels.size(), expected_levels) << "refine as intended";
      ExpectSame(restarted, continuous[writers], what);
    }
  }
}

const std::vector<std::pair<int, int>> kRankPairs{{1, 1}, {2, 2}, {2, 3}, {3, 1}, {3, 3}, {1, 3}};

TEST(Restart, EqualsContinuousRunWithTwoRefinedLevels2D) {
  // Step 10: level 1 has just regridded level 2; step 11: neither level regrids.
  ExpectRestartEqualsContinuous(kBlob, 10, kRankPairs, 3);
  ExpectRestartEqualsContinuous(kBlob, 11, {{2, 3}, {3, 1}, {1, 1}}, 3);
}

TEST(Restart, EqualsContinuousRunWithRefinement3D) {
  ExpectRestartEqualsContinuous(kRichtmyerMeshkov, 3, {{2, 3}, {3, 1}, {1, 1}}, 2);
}

// The autonomic state travels in the checkpoint: with rank 1 twice as slow on the modelled clock
// (the same measurements on every run), a run restarted at step 7 on as many ranks makes the same
// decisions, bit for bit, as the uninterrupted run made after step 7, and reaches the same fields.
// On another number of ranks the decisions start afresh and the fields are still the same.
TEST(Restart, ContinuesTheAutonomicDecisions) {
  const Comm world = World();
  if (world.size < 2) GTEST_SKIP() << "needs 2 or more ranks";
  const std::vector<std::string> adaptive{
      "run.max_steps=14", "autonomic.policy=\"performance_function\"",
      "emulation.clock=\"modelled\"", "emulation.slow_ranks=[1]",
      "emulation.slow_factor=2.0"};
  constexpr int64_t kCheckpointStep = 7;
  const TempDirectory directory;
  const std::string path = directory.File("chk_autonomic.h5");
  Outcome continuous;
  std::vector<monitor::Decision> all;
  OnRanks(world.size, [&](const Comm& comm) {
    auto run = MakeRun(kRichtmyerMeshkov, adaptive, comm);
    run->Sim().Initialize();
    run->driver->RunToEnd();
    continuous = Collect(run->Sim(), comm);
    all = run->driver->Autonomic().Decisions();
  });
  OnRanks(world.size, [&](const Comm& comm) {
    std::vector<std::string> overrides = adaptive;
    overrides.push_back(fmt::format("run.max_steps={}", kCheckpointStep));
    auto run = MakeRun(kRichtmyerMeshkov, overrides, comm);
    run->Sim().Initialize();
    run->driver->RunToEnd();
    WriteCheckpoint(path, run->Sim(), run->deck.ToToml(), run->driver->Autonomic().CheckpointState());
  });
  for (int readers : {world.size, 1}) {
    Outcome restarted;
    std::vector<monitor::Decision> after;
    bool continued = false;
    OnRanks(readers, [&](const Comm& comm) {
      auto run =
          MakeRun(kRichtmyerMeshkov,
                  readers == 1 ? std::vector<std::string>{"run.max_steps=14"} : adaptive, comm);
      const CheckpointMetadata metadata = RestoreCheckpoint(path, run->Sim());
      ASSERT_FALSE(metadata.autonomic.empty());
      continued = run->driver->Autonomic().RestoreCheckpointState(metadata.autonomic);
      run->driver->RunToEnd();
      restarted = Collect(run->Sim(), comm);
      after = run->driver->Autonomic().Decisions();
    });
    if (!world.IsRoot()) continue;
    const std::string what = fmt::format("restart on {} rank(s)", readers);
    ExpectSame(restarted, continuous, what);
    EXPECT_EQ(continued, readers == world.size) << what;
    if (readers != world.size) continue;
    ASSERT_FALSE(after.empty());
    ASSERT_LT(after.size(), all.size());
    const size_t first = all.size() - after.size();
    for (size_t n = 0; n < after.size(); ++n) {
      const monitor::Decision& a = after[n];
      const monitor::Decision& b = all[first + n];
      EXPECT_EQ(a.number, b.number) << "decision " << n << " after the restart";
      EXPECT_EQ(
          std::memcmp(a.capacity.data(), b.capacity.data(), a.capacity.size() * sizeof(double)), 0)
          << "capacities of decision " << a.number;
      EXPECT_EQ(a.max_patch_cells, b.max_patch_cells) << "decision " << a.number;
    }
    EXPECT_NE(all.back().capacity[1], all.back().capacity[0]) << "the decisions must adapt";
  }
}

}  // namespace
}  // namespace vagus::amr::io
