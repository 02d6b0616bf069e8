// AverageDown after prolongation, on random two-level hierarchies (several fine patches, periodic
// images, physical faces, ratios 2 and 4, 2-D and 3-D) over the job's ranks: a new fine level is
// filled from rough coarse data the way a regrid fills it (CoarseFineFiller over whole patches at
// alpha = 1), the coarse cells under it are poisoned, and averaging down must give back every
// one of them to round-off. The interpolation is conservative (each coarse cell's children
// offsets sum to zero in every direction, whatever the limiter does to the slopes), so the mean of
// the children is the coarse value; cells the fine level does not cover are left bit for bit.
#include <vagus/amr/average_down.hpp>

#include <gtest/gtest.h>

#include <cmath>

#include <vagus/amr/coarse_fine.hpp>
#include "tests/amr/level_fields.hpp"
#include "tests/amr/random_levels.hpp"

namespace vagus::amr {
namespace {

using testing::kNaN;

constexpr int kComponents = 2;

TEST(AverageDown, RestrictionAfterProlongationGivesBackTheCoarseData) {
  const Comm comm = Comm::World();
  const testing::ExtrapolatingKernel kernel(kComponents);
  const BoundaryConditions boundaries;
  std::mt19937 rng(2614);
  int64_t restored = 0, kept = 0, seam_trials = 0;
  for (int trial = 0; trial < 30; ++trial) {
    SCOPED_TRACE("trial " + std::to_string(trial));
    const testing::Hierarchy h = testing::RandomHierarchy(rng);
    PatchLevel coarse(0, h.coarse_domain, testing::FoldOwners(h.coarse, comm.size), kComponents,
                      h.ghosts, comm.rank);
    PatchLevel fine(1, h.fine_domain, testing::FoldOwners(h.fine, comm.size), kComponents, h.ghosts,
                    comm.rank);
    const IntVect r = h.coarse_domain.RatioVect(h.ratio);
    BoxList footprints;
    bool at_seam = false;
    for (const PatchInfo& p : h.fine) {
      footprints.push_back(p.box.Coarsen(r));
      for (int d = 0; d < kDim; ++d)
        at_seam =
            at_seam ||
            (h.fine_domain.periodic[d] && h.fine_domain.Active(d) &&
             (p.box.lo[d] == h.fine_domain.box.lo[d] || p.box.hi[d] == h.fine_domain.box.hi[d]));
    }
    seam_trials += at_seam;
    const auto under_fine = [&](IntVect g) {
      for (const Box& b : footprints)
        if (b.Contains(g)) return true;
      return false;
    };

    testing::SetValid(coarse, testing::Rough);
    testing::SetValid(fine, [](int, IntVect) { return kNaN; });
    const FillRegions whole{[&fine](std::size_t id) { return BoxList{fine.Patches()[id].box}; },
                            {0, 0, 0}};
    CoarseFineFiller(coarse, fine, h.ratio, whole, comm)
        .Fill(coarse, fine, 1.0, 0.0, kernel, boundaries);
    int64_t unfilled = 0;
    testing::ReadCells(fine, [&](const Patch& p, int, IntVect g, double v) {
      unfilled += p.box.Contains(g) && !std::isfinite(v);
    });
    EXPECT_EQ(unfilled, 0) << "rank " << comm.rank;

    for (Patch& p : coarse.LocalPatches())
      for (const Box& b : footprints)
        testing::SetCells(p, b.Intersect(p.box), [](int, IntVect) { return kNaN; });
    AverageDown(coarse, fine, h.ratio, comm).Apply(fine, coarse);

    int64_t wrong = 0;
    testing::ReadCells(coarse, [&](const Patch& p, int c, IntVect g, double got) {
      if (!p.box.Contains(g)) return;
      const double want = testing::Rough(c, g);
      const bool under = under_fine(g);
      const bool right = under ? std::abs(got - want) <= 1e-14 * std::abs(want) : got == want;
      (under ? restored : kept) += 1;
      if (!right && ++wrong <= 5)
        ADD_FAILURE() << "rank " << comm.rank << " coarse cell " << g << " component " << c
                      << (under ? " under" : " beside") << " the fine level: " << got << ", want "
                      << want << " (ratio " << h.ratio << ")";
    });
    EXPECT_EQ(wrong, 0);
  }
  EXPECT_GT(comm.Sum(restored), 20000);
  EXPECT_GT(comm.Sum(kept), 20000);
  EXPECT_GE(seam_trials, 5) << "fine patches on periodic faces: the images are exercised";
}

}  // namespace
}  // namespace vagus::amr
