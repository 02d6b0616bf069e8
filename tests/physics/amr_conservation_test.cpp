// Conservation with refinement: a dense blob of gas 2 carried across a periodic domain with two
// refined levels, regridding every few steps, for 100 coarse steps. Mass, momentum, energy and
// species mass change by less than 1e-13 relative (refluxing, averaging down and conservative
// interpolation at regrids leave only round-off). Runs on 1, 2 and 3 ranks.
#include <gtest/gtest.h>

#include <cmath>

#include "apps/vagus/setup.hpp"

namespace vagus::testing {
namespace {

constexpr const char* kBlobDeck = R"(
[run]
max_steps = 100
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

void ExpectConserved(const std::string& deck_text, const std::vector<std::string>& overrides,
                     int levels, int64_t steps) {
  physics::Registry registry;
  physics::RegisterBuiltinKernels(registry);
  amr::input::Deck deck = amr::input::Deck::Parse(deck_text, "test deck", overrides);
  app::ValidateDeck(deck, registry);
  const amr::Comm comm = amr::Comm::World();
  app::Setup setup = app::MakeSetup(deck, registry, comm);
  amr::Simulation& sim = *setup.simulation;
  sim.Initialize();
  ASSERT_EQ(sim.NumLevels(), levels);
  const std::vector<double> before = sim.StateTotals();
  app::RunToEnd(sim, setup.controls);
  const std::vector<double> after = sim.StateTotals();
  EXPECT_EQ(sim.Step(), steps);
  EXPECT_GE(sim.NumRegrids(), steps / 4);  // regrid_interval = 4
  EXPECT_EQ(sim.NumLevels(), levels);

  // Each component against a scale that is never zero: momenta against mass x speed.
  const double mass = before[0];
  const std::vector<double> scale = {mass, mass, mass, mass, before[4], before[5]};
  const char* names[] = {"mass", "x-momentum", "y-momentum", "z-momentum", "energy",
                         "species-2 mass"};
  for (size_t c = 0; c < before.size(); ++c) {
    const double change = std::fabs(after[c] - before[c]) / scale[c];
    if (comm.IsRoot()) std::printf("%s: relative change %.3e\n", names[c], change);
    EXPECT_LT(change, 1e-13) << names[c];
  }
}

TEST(AmrConservation, MovingBlobWithTwoRefinedLevels) { ExpectConserved(kBlobDeck, {}, 3, 100); }

TEST(AmrConservation, MovingBlobWithRatioFour) {
  ExpectConserved(kBlobDeck, {"amr.ref_ratio=4", "amr.max_level=1", "run.max_steps=100"}, 2, 100);
}

}  // namespace
}  // namespace vagus::testing
