// Nothing allocates inside the time step: after a first step (which may size lazily grown
// buffers), further steps between adaptation points (ghost exchange, boundaries, the Euler
// update, the CFL reduction, and the monitor's hooks as the driver installs them: the sensor
// read, the sample, the refit) make no heap allocation through operator new, which also catches
// Kokkos View allocations and Kokkos kernel labels. Rebalance, regrid and the monitor's decision
// build new layouts and may allocate: they are kept out of the window. Runs on 1 and 2 ranks.
#include <gtest/gtest.h>

#include <string>

#include <vagus/driver/deck_loader.hpp>
#include <vagus/driver/driver.hpp>
#include <vagus/physics/builtin_kernels.hpp>
#include "tests/support/counting_new.hpp"
#include "tests/support/test_decks.hpp"

namespace vagus::testing {
namespace {

// With a refined level: coarse-fine filling, flux registers and averaging down included.
// `launch`: the Euler kernel's [physics] launch. The manager does not follow a change of a
// rank's cpu share between regrids: on a busy test machine the shares move, and the decision
// and the new layout it brings allocate inside the window (115 allocations in 2 steps, once in
// a full ctest run on two cores).
void ExpectNoAllocations(const std::string& launch) {
  amr::KernelRegistry registry;
  physics::RegisterBuiltinKernels(registry);
  const Comm comm = Comm::World();
  const input::Deck deck =
      LoadDeckText(kSmallRichtmyerMeshkov3D, "test deck",
                   {"run.max_steps=100", "mesh.max_patch_cells=512", "amr.regrid_interval=1000",
                    "amr.max_level=1", "autonomic.follow_between_regrids=false",
                    "physics.launch=\"" + launch + "\""},
                   registry, comm);
  Driver driver(deck, registry, comm);
  amr::Simulation& sim = driver.Sim();
  sim.Initialize();
  sim.Advance(sim.StableDt(0.8));

  // Short steps are sampled together (driver/step_sampler.hpp): step on until the monitor has
  // recorded two samples, so that its hooks ran inside the window. Each rank samples on its own
  // clock, so the ranks agree when to stop (the fewest samples any rank has): a rank that stopped
  // alone would leave the others waiting in a step's collectives.
  const auto& window = driver.Autonomic().Manager().Monitor().Window();
  const auto last_sampled = [&] { return window.Empty() ? int64_t{-1} : window.Back().step; };
  int recorded = 0, steps = 0;
  const int64_t before = HeapAllocations();
  for (int64_t sampled = last_sampled(); comm.Min(recorded) < 2 && steps < 400; ++steps) {
    sim.Advance(sim.StableDt(0.8));
    if (last_sampled() != sampled) ++recorded, sampled = last_sampled();
  }
  const int64_t during = HeapAllocations() - before;
  EXPECT_EQ(during, 0) << "heap allocations in " << steps << " steps on rank " << comm.rank;
  EXPECT_GE(recorded, 2) << "the monitor recorded no sample in " << steps << " steps";
  EXPECT_GT(sim.Hierarchy().Level().Patches().size(), 1u);
  EXPECT_EQ(sim.Hierarchy().NumLevels(), 2);
}

TEST(TimeStep, MakesNoHeapAllocations) { ExpectNoAllocations("patch"); }

// Each stage in one launch over a level's patches (base/pack_launch.hpp).
TEST(TimeStep, MakesNoHeapAllocationsWithOneLaunchPerLevel) { ExpectNoAllocations("level"); }

}  // namespace
}  // namespace vagus::testing
