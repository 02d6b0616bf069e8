// Conservation with refinement: a dense blob of gas 2 carried across a periodic domain with two
// refined levels, regridding every few steps, for 100 coarse steps. Mass, momentum, energy and
// species mass change by less than 1e-13 relative (refluxing, averaging down and conservative
// interpolation at regrids leave only round-off). Runs on 1, 2 and 3 ranks. And a regrid that
// finds a level's layout unchanged keeps the level.
#include <gtest/gtest.h>

#include <cmath>

#include <vagus/driver/deck_loader.hpp>
#include <vagus/driver/driver.hpp>
#include <vagus/physics/builtin_kernels.hpp>
#include "tests/support/test_decks.hpp"

namespace vagus::testing {
namespace {

void ExpectConserved(const std::string& deck_text, const std::vector<std::string>& overrides,
                     int levels, int64_t steps) {
  amr::KernelRegistry registry;
  physics::RegisterBuiltinKernels(registry);
  const Comm comm = Comm::World();
  const input::Deck deck = LoadDeckText(deck_text, "test deck", overrides, registry, comm);
  Driver driver(deck, registry, comm);
  amr::Simulation& sim = driver.Sim();
  sim.Initialize();
  ASSERT_EQ(sim.Hierarchy().NumLevels(), levels);
  const std::vector<double> before = sim.Hierarchy().StateTotals();
  driver.RunToEnd();
  const std::vector<double> after = sim.Hierarchy().StateTotals();
  EXPECT_EQ(sim.Hierarchy().Steps(), steps);
  EXPECT_GE(sim.Gridding().NumRegrids(), steps / 4);  // regrid_interval = 4
  EXPECT_EQ(sim.Hierarchy().NumLevels(), levels);

  // Each conserved component against a scale that is never zero: momenta against mass x speed.
  // (The volume fraction is advected, not conserved.)
  const double mass = before[0];
  const std::vector<double> scale = {mass, mass, mass, mass, before[4], before[5]};
  const char* names[] = {"mass", "x-momentum", "y-momentum", "z-momentum", "energy",
                         "species-2 mass"};
  for (size_t c = 0; c < scale.size(); ++c) {
    ASSERT_TRUE(sim.Kernel().StateFields()[c].conserved) << names[c];
    const double change = std::fabs(after[c] - before[c]) / scale[c];
    if (comm.IsRoot()) std::printf("%s: relative change %.3e\n", names[c], change);
    EXPECT_LT(change, 1e-13) << names[c];
  }
}

const std::vector<std::string> kRefined{"run.max_steps=100", "mesh.max_patch_cells=256",
                                        "amr.regrid_interval=4", "amr.check_invariants=true"};

std::vector<std::string> With(std::vector<std::string> base, std::vector<std::string> more) {
  base.insert(base.end(), more.begin(), more.end());
  return base;
}

TEST(AmrConservation, MovingBlobWithTwoRefinedLevels) {
  ExpectConserved(kMovingBlob2D, With(kRefined, {"amr.max_level=2"}), 3, 100);
}

TEST(AmrConservation, MovingBlobWithRatioFour) {
  ExpectConserved(kMovingBlob2D, With(kRefined, {"amr.max_level=1", "amr.ref_ratio=4"}), 2, 100);
}

// A blob at rest in pressure balance, three levels, the static policy (owners never move).
class AmrRegrid : public ::testing::Test {
 protected:
  AmrRegrid()
      : deck_(LoadDeckText(kMovingBlob2D, "test deck",
                           With(kRefined, {"amr.max_level=2", "problem.velocity=[0.0, 0.0, 0.0]",
                                           "autonomic.policy=\"static\""}),
                           Registry(), Comm::World())),
        driver_(deck_, Registry(), Comm::World()),
        sim_(driver_.Sim()) {
    sim_.Initialize();
  }
  static amr::KernelRegistry& Registry() {
    static amr::KernelRegistry registry = [] {
      amr::KernelRegistry r;
      physics::RegisterBuiltinKernels(r);
      return r;
    }();
    return registry;
  }
  void Advance(int steps) {
    for (int step = 0; step < steps; ++step) sim_.Advance(sim_.StableDt(0.8));
  }

  input::Deck deck_;
  Driver driver_;
  amr::Simulation& sim_;
};

// A steady state: every regrid finds the same tags, so the refined levels keep their storage (the
// same PatchLevel and fields) instead of being rebuilt.
TEST_F(AmrRegrid, LevelsWhoseLayoutDoesNotChangeAreKept) {
  ASSERT_EQ(sim_.Hierarchy().NumLevels(), 3);
  // The first adaptation may move owners: the initial layout is cut before the finer levels exist.
  Advance(4);
  const int regrids = sim_.Gridding().NumRegrids();
  const amr::PatchLevel* level1 = &sim_.Hierarchy().Level(1);
  const amr::PatchLevel* level2 = &sim_.Hierarchy().Level(2);
  const double* fine_data = sim_.Hierarchy().Level(2).LocalPatches().empty()
                                ? nullptr
                                : sim_.Hierarchy().Level(2).LocalPatches()[0].data.data();
  Advance(12);
  EXPECT_EQ(sim_.Gridding().NumRegrids(),
            regrids + 9);  // level 0 every 4 steps, level 1 every 4 of its own
  EXPECT_EQ(&sim_.Hierarchy().Level(1), level1);
  EXPECT_EQ(&sim_.Hierarchy().Level(2), level2);
  if (fine_data != nullptr) {
    EXPECT_EQ(sim_.Hierarchy().Level(2).LocalPatches()[0].data.data(), fine_data);
  }
}

// Between coarse steps every level is exactly at the coarse time, whatever the rounding of its
// substeps, so that each first substep starts at time fraction 0 of its coarser level's step.
TEST_F(AmrRegrid, EveryLevelIsAtTheCoarseTimeBetweenSteps) {
  ASSERT_EQ(sim_.Hierarchy().NumLevels(), 3);
  for (int step = 0; step < 16; ++step) {
    Advance(1);
    for (int l = 1; l < sim_.Hierarchy().NumLevels(); ++l)
      EXPECT_EQ(sim_.Hierarchy().Time(l), sim_.Hierarchy().Time())
          << "level " << l << " after step " << sim_.Hierarchy().Steps();
  }
}

}  // namespace
}  // namespace vagus::testing
