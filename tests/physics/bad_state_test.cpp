// A non-physical state stops the run: a cell whose pressure a step leaves negative on one rank
// makes StableDt throw RunError on every rank, with the rank, patch, cell and step in the message.
#include <gtest/gtest.h>

#include <vagus/base/error.hpp>
#include <vagus/driver/deck_loader.hpp>
#include <vagus/driver/driver.hpp>
#include <vagus/physics/builtin_kernels.hpp>
#include <vagus/physics/euler/state.hpp>

namespace vagus::testing {
namespace {

constexpr const char* kDeck = R"(
[run]
max_steps = 10
[mesh]
lo = [0.0, 0.0, 0.0]
hi = [1.0, 0.25, 0.03125]
cells = [32, 8, 1]
max_patch_cells = 64
[physics]
kernel = "euler"
[problem]
name = "sod"
)";

TEST(BadState, StopsEveryRankWithRankPatchCellAndStep) {
  amr::KernelRegistry registry;
  physics::RegisterBuiltinKernels(registry);
  const Comm comm = Comm::World();
  const input::Deck deck = LoadDeckText(kDeck, "test deck", {}, registry, comm);
  Driver driver(deck, registry, comm);
  amr::Simulation& sim = driver.Sim();
  sim.Initialize();
  sim.Advance(sim.StableDt(0.8));
  const double dt = sim.StableDt(0.8);

  // The last rank spoils the energy of one cell of its last patch: the pressure turns negative.
  const int culprit = comm.size - 1;
  int64_t patch_id = -1;
  if (comm.rank == culprit) {
    amr::Patch& patch = sim.Hierarchy().Level().LocalPatches().back();
    patch_id = patch.id;
    const IntVect local = patch.LocalInterior().lo + IntVect{1, 2, 0};
    auto energy = Kokkos::subview(patch.data, physics::euler::kEnergy, local[2], local[1], local[0]);
    Kokkos::deep_copy(energy, -1.0);
  }
  sim.Advance(dt);  // one step cannot bring an energy of -1 back above the kinetic energy
  try {
    (void)sim.StableDt(0.8);
    FAIL() << "StableDt accepted a negative pressure";
  } catch (const RunError& e) {
    const std::string message = e.what();
    EXPECT_NE(message.find("after step 2"), std::string::npos) << message;
    EXPECT_NE(message.find("rank " + std::to_string(culprit)), std::string::npos) << message;
    // The spoiled cell's neighbours may already hold NaN from its fluxes: the message names the
    // first bad cell of the patch in storage order, next to the spoiled one.
    EXPECT_NE(message.find("cell ("), std::string::npos) << message;
    if (comm.rank == culprit) {
      EXPECT_NE(message.find("patch " + std::to_string(patch_id) + " "), std::string::npos)
          << message;
    }
  }
}

}  // namespace
}  // namespace vagus::testing
