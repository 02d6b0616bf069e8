// Nothing allocates inside the time step: after a first step (which may size lazily grown
// buffers), further steps between adaptation points (ghost exchange, boundaries, the Euler
// update, the CFL reduction, and the monitor's hooks as the driver installs them: the sensor
// read, the sample, the refit) make no heap allocation through operator new, which also catches
// Kokkos View allocations and Kokkos kernel labels. Rebalance, regrid and the monitor's decision
// build new layouts and may allocate: they are kept out of the window. Runs on 1 and 2 ranks.
#include <gtest/gtest.h>

#include <atomic>
#include <cstdlib>
#include <new>

#include "amr/driver/deck_loader.hpp"
#include "amr/driver/driver.hpp"
#include "physics/builtin_kernels.hpp"
#include "tests/support/test_decks.hpp"

namespace {
std::atomic<int64_t> g_allocations{0};
}

void* operator new(std::size_t size) {
  ++g_allocations;
  if (void* p = std::malloc(size == 0 ? 1 : size)) return p;
  throw std::bad_alloc();
}
void* operator new(std::size_t size, std::align_val_t align) {
  ++g_allocations;
  const auto a = static_cast<std::size_t>(align);
  if (void* p = std::aligned_alloc(a, (size + a - 1) / a * a)) return p;
  throw std::bad_alloc();
}
void operator delete(void* p) noexcept { std::free(p); }
void operator delete(void* p, std::size_t) noexcept { std::free(p); }
void operator delete(void* p, std::align_val_t) noexcept { std::free(p); }
void operator delete(void* p, std::size_t, std::align_val_t) noexcept { std::free(p); }

namespace vagus::testing {
namespace {

// With a refined level: coarse-fine filling, flux registers and averaging down included.
TEST(TimeStep, MakesNoHeapAllocations) {
  amr::KernelRegistry registry;
  physics::RegisterBuiltinKernels(registry);
  const Comm comm = Comm::World();
  const input::Deck deck =
      LoadDeckText(kSmallRichtmyerMeshkov3D, "test deck",
                   {"run.max_steps=100", "mesh.max_patch_cells=512", "amr.regrid_interval=1000",
                    "amr.max_level=1"},
                   registry, comm);
  Driver driver(deck, registry, comm);
  amr::Simulation& sim = driver.Sim();
  sim.Initialize();
  sim.Advance(sim.StableDt(0.8));

  const int64_t before = g_allocations.load();
  for (int step = 0; step < 5; ++step) sim.Advance(sim.StableDt(0.8));
  const int64_t during = g_allocations.load() - before;
  EXPECT_EQ(during, 0) << "heap allocations in 5 steps on rank " << comm.rank;
  // The monitor's hooks ran: it sampled the last step.
  EXPECT_EQ(driver.Autonomic().Manager().Monitor().Window().Back().step, sim.Step());
  EXPECT_GT(sim.Level().Patches().size(), 1u);
  EXPECT_EQ(sim.NumLevels(), 2);
}

}  // namespace
}  // namespace vagus::testing
