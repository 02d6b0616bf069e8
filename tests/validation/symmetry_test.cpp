// The single-mode Richtmyer-Meshkov interface x = x0 + a0 cos(2 pi y) cos(2 pi z) is mirror-
// symmetric in y and in z and symmetric under y <-> z; so must the run be, on every level, with
// refinement and on any number of ranks (a regrid that cut asymmetric patches, a ghost cell filled
// from the wrong side or a flux summed in another order would show here). Registered on 1, 2 and
// 3 ranks; the bound is round-off: 1e-12 of each component's largest magnitude.
#include <gtest/gtest.h>

#include <cmath>

#include "tests/support/deck_runner.hpp"

namespace vagus::testing {
namespace {

constexpr const char* kDeck = R"(
[run]
max_steps = 40
[mesh]
lo = [0.0, 0.0, 0.0]
hi = [2.0, 1.0, 1.0]
cells = [32, 16, 16]
periodic = [false, true, true]
max_patch_cells = 4096
boundary_lo = ["inflow", "outflow", "outflow"]
boundary_hi = ["reflecting", "outflow", "outflow"]
[amr]
max_level = 2
blocking_factor = 4
regrid_interval = 2
[physics]
kernel = "euler"
gamma = [1.4, 1.094]
molar_mass = [28.96, 146.06]
[problem]
name = "richtmyer_meshkov"
mach = 1.2
density_ratio = 5.0435
shock_x = 0.3
interface_x = 0.6
amplitude = 0.05
)";

TEST(RichtmyerMeshkovSymmetry, MirrorSymmetricOnEveryLevel) {
  const DeckResult result = RunDeckText(kDeck, {}, Comm::World());
  if (!Comm::World().IsRoot()) return;
  ASSERT_EQ(result.levels.size(), 3u) << "the run should refine twice";
  for (std::size_t l = 0; l < result.levels.size(); ++l) {
    const IntVect n = result.domain.box.Size() * (1 << l);
    const std::vector<double>& v = result.levels[l];
    auto at = [&](int c, int i, int j, int k) {
      return v[((int64_t(c) * n[2] + k) * n[1] + j) * n[0] + i];
    };
    // Momentum along y (z) is odd under the mirror in y (z); y <-> z swaps the two momenta.
    constexpr int kMomentumY = 2, kMomentumZ = 3;
    for (int c = 0; c < result.num_components; ++c) {
      const int swapped = c == kMomentumY ? kMomentumZ : c == kMomentumZ ? kMomentumY : c;
      const double sign_y = c == kMomentumY ? -1.0 : 1.0, sign_z = c == kMomentumZ ? -1.0 : 1.0;
      double largest = 0.0, mirror_y = 0.0, mirror_z = 0.0, swap = 0.0;
      int64_t covered = 0, unmatched = 0;
      for (int k = 0; k < n[2]; ++k)
        for (int j = 0; j < n[1]; ++j)
          for (int i = 0; i < n[0]; ++i) {
            const double u = at(c, i, j, k);
            const double images[3] = {sign_y * at(c, i, n[1] - 1 - j, k),
                                      sign_z * at(c, i, j, n[2] - 1 - k), at(swapped, i, k, j)};
            if (std::isnan(u)) {
              for (double image : images) unmatched += std::isnan(image) ? 0 : 1;
              continue;
            }
            ++covered;
            largest = std::max(largest, std::fabs(u));
            mirror_y = std::max(mirror_y, std::fabs(u - images[0]));
            mirror_z = std::max(mirror_z, std::fabs(u - images[1]));
            swap = std::max(swap, std::fabs(u - images[2]));
          }
      EXPECT_EQ(unmatched, 0) << "level " << l << ": its patches are not symmetric";
      const double bound = 1e-12 * largest;
      EXPECT_LE(mirror_y, bound) << "level " << l << ", component " << c;
      EXPECT_LE(mirror_z, bound) << "level " << l << ", component " << c;
      EXPECT_LE(swap, bound) << "level " << l << ", component " << c;
      if (c == 0)
        std::printf("level %zu: %lld cells; density: mirror y %.1e, mirror z %.1e, y <-> z %.1e "
                    "(relative)\n",
                    l, static_cast<long long>(covered), mirror_y / largest, mirror_z / largest,
                    swap / largest);
    }
  }
}

}  // namespace
}  // namespace vagus::testing
