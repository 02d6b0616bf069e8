// The refined region follows the flow: a small 3-D Richtmyer-Meshkov run with base + 2 levels.
// Before the shock reaches the interface, the finest patches must cover the shock (where the
// Rankine-Hugoniot speed puts it) and the interface, and nothing far from both. Checked from the
// patch boxes, on 1, 2 and 3 ranks.
#include <gtest/gtest.h>

#include <cmath>

#include "tests/support/deck_runner.hpp"
#include "tests/support/test_decks.hpp"

namespace vagus::testing {
namespace {

TEST(AmrTracking, FinestLevelFollowsTheShockAndTheInterface) {
  const Comm comm = Comm::World();
  const DeckResult run = RunDeckText(
      kSmallRichtmyerMeshkov3D,
      {"run.stop_time=0.2", "mesh.max_patch_cells=4096", "amr.max_level=2",
       "amr.regrid_interval=2", "amr.check_invariants=true", "problem.interface_x=1.0"},
      comm);
  ASSERT_EQ(run.level_boxes.size(), 3u);
  // Shock speed M c1 into gas 1 at rest (density 1, pressure 1, gamma 1.4).
  const double shock = 0.3 + 1.2 * std::sqrt(1.4) * run.time;
  const double interface_lo = 1.0 - 0.05, interface_hi = 1.0 + 0.05;
  ASSERT_LT(shock, interface_lo - 0.2) << "the test must end before the shock meets the interface";

  const double dx = 2.0 / (32 * 4);  // the finest level's cells
  bool covers_shock = false, covers_interface = false;
  for (const Box& b : run.level_boxes[2]) {
    const double lo = b.lo[0] * dx, hi = (b.hi[0] + 1) * dx;
    covers_shock = covers_shock || (lo <= shock && shock <= hi);
    covers_interface = covers_interface || (lo <= 1.0 && 1.0 <= hi);
    const bool near_shock = hi > shock - 0.2 && lo < shock + 0.2;
    const bool near_interface = hi > interface_lo - 0.2 && lo < interface_hi + 0.2;
    EXPECT_TRUE(near_shock || near_interface)
        << "finest patch over x in [" << lo << ", " << hi << "] is far from the shock at "
        << shock << " and the interface";
  }
  EXPECT_TRUE(covers_shock) << "no finest patch over the shock at x = " << shock;
  EXPECT_TRUE(covers_interface) << "no finest patch over the interface";
}

}  // namespace
}  // namespace vagus::testing
