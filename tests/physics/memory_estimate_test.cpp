// The base level's memory estimate against what a run really allocates: after Initialize, every
// rank's patch state (with ghost cells, and the old state when refining) is at most the
// estimate's state, and the fullest rank's not far below it when each rank holds several patches
// (the estimate is meant to refuse runs that cannot fit, not those that can; it allows the fullest
// rank one patch over its share); the estimate per rank shrinks as 1 / ranks.
#include <vagus/amr/memory_estimate.hpp>

#include <gtest/gtest.h>

#include "tests/io/checkpoint_test_support.hpp"

namespace vagus::amr {
namespace {

constexpr const char* kDeck = R"(
[run]
max_steps = 1
[mesh]
lo = [0.0, 0.0, 0.0]
hi = [2.0, 1.0, 1.0]
cells = [64, 32, 32]
max_patch_cells = 4096
[physics]
kernel = "euler"
[problem]
name = "sod"
)";

struct Allocated {
  double cells = 0, state = 0;
};

// This rank's valid cells and state bytes on the base level.
Allocated BaseLevelAllocation(const Simulation& sim) {
  Allocated a;
  for (const Patch& p : sim.Hierarchy().Level(0).LocalPatches()) {
    a.cells += static_cast<double>(p.box.NumCells());
    a.state += sizeof(double) * static_cast<double>(p.data.span() + p.old.span());
  }
  return a;
}

void ExpectEstimateBoundsAllocation(const std::vector<std::string>& overrides) {
  const Comm comm = Comm::World();
  // Each rank's estimate at the capacity the startup probe chose for it (3 ranks on 2 cores: the
  // ranks sharing a core get less), as the run's memory check takes it.
  auto run = io::test_support::MakeRun(kDeck, overrides, comm);
  const Simulation& sim = run->Sim();
  MemoryEstimate e;
  run->driver->Initialize([&] {
    e = EstimateBaseLevelMemory(sim, run->driver->Autonomic().Capacities()[comm.rank]);
  });
  const Allocated mine = BaseLevelAllocation(sim);
  EXPECT_GE(e.cells, mine.cells) << "rank " << comm.rank;
  EXPECT_GE(e.state, mine.state) << "rank " << comm.rank;
  const double fullest = comm.Max(mine.state);
  EXPECT_LE(e.state, 1.5 * fullest) << "the estimate is far above what the fullest rank holds";
  EXPECT_GT(e.workspace, 0);
  EXPECT_GT(e.temporaries, 0);
  EXPECT_DOUBLE_EQ(e.Total(), e.state + e.ghost_buffers + e.workspace + e.temporaries);
}

TEST(MemoryEstimate, BoundsTheUniformGrid) { ExpectEstimateBoundsAllocation({}); }

TEST(MemoryEstimate, BoundsTheBaseLevelWithItsOldState) {
  ExpectEstimateBoundsAllocation({"amr.max_level=1"});
}

TEST(MemoryEstimate, BoundsTwoDimensionalRuns) {
  ExpectEstimateBoundsAllocation(
      {"mesh.cells=[128,64,1]", "mesh.hi=[2.0,1.0,0.015625]", "mesh.max_patch_cells=512"});
}

TEST(MemoryEstimate, ShrinksWithMoreRanks) {
  const Comm comm = Comm::World();
  // 1024 patches: a rank's share and one patch more is 1/4 + 1/1024 of the cells.
  auto run = io::test_support::MakeRun(kDeck, {"mesh.cells=[256,128,128]"}, comm);
  const Simulation& sim = run->Sim();
  const auto on = [&](int ranks) {
    return EstimateBaseLevelMemory(sim, ranks);
  };
  EXPECT_NEAR(on(4).state / on(1).state, 0.25 + 1.0 / 1024, 1e-12);
  EXPECT_EQ(on(4).workspace, on(1).workspace);  // one set of arrays per rank
}

}  // namespace
}  // namespace vagus::amr
