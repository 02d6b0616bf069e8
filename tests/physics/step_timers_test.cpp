// The time report's parts (kernel, ghost filling, refluxing and averaging, regridding) count each
// second once: over steps that regrid every level at every step, their sum stays within the wall
// time of the steps. A regrid fills the ghost cells of the levels it tags; that time is ghost
// filling, and was also counted as regridding before.
#include <gtest/gtest.h>

#include <chrono>

#include <vagus/driver/deck_loader.hpp>
#include <vagus/driver/driver.hpp>
#include <vagus/physics/builtin_kernels.hpp>
#include "tests/support/test_decks.hpp"

namespace vagus::testing {
namespace {

double Sum(const amr::StepTimers& t) { return t.kernel + t.ghost_fill + t.reflux + t.regrid; }

TEST(StepTimers, PartsCountEachSecondOnce) {
  amr::KernelRegistry registry;
  physics::RegisterBuiltinKernels(registry);
  const Comm comm = Comm::World();
  const input::Deck deck = LoadDeckText(kSmallRichtmyerMeshkov3D, "test deck",
                                        {"run.max_steps=100", "amr.regrid_interval=1",
                                         "amr.max_level=2", "autonomic.policy=\"static\""},
                                        registry, comm);
  Driver driver(deck, registry, comm);
  amr::Simulation& sim = driver.Sim();
  sim.Initialize();
  sim.Advance(sim.StableDt(0.8));
  const double before = Sum(sim.Timers()), regrid_before = sim.Timers().regrid;
  double wall = 0;
  for (int step = 0; step < 6; ++step) {
    const double dt = sim.StableDt(0.8);
    const auto start = std::chrono::steady_clock::now();
    sim.Advance(dt);
    wall += std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  }
  ASSERT_GT(sim.Timers().regrid, regrid_before) << "no regrid in the steps timed";
  EXPECT_LE(Sum(sim.Timers()) - before, wall) << "rank " << comm.rank;
}

}  // namespace
}  // namespace vagus::testing
