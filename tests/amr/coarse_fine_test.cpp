// CoarseFineFiller on random two-level hierarchies (periodic images, physical faces, ratios 2 and
// 4, 2-D and 3-D) over the job's ranks: fine ghost cells at a coarse-fine boundary filled from a
// coarse field linear in space are that field at the fine cell centres, to round-off, and between
// an old and a new coarse state they are linear in the time fraction alpha.
//
// Why linear is exact: the filler interpolates conservatively, each fine cell = its coarse cell's
// value + sum_d slope_d * offset_d, with MC-limited slopes scaled by one factor per coarse cell so
// that no child leaves [min, max] of the coarse cell and its six face neighbours. On a linear field
// the backward and forward differences are equal, so the MC slope is the central difference, the
// exact gradient; the largest child offset is sum_d |slope_d| (1/2 - 1/(2r)) and the room to the
// neighbours' extremes is max_d |slope_d|, so the scale stays 1 whenever (1/2 - 1/(2r)) sum_d
// |slope_d| <= max_d |slope_d|: always at ratio 2 (1/4 of at most 3 slopes) and in 2-D at ratio
// 4 (3/8 of at most 2); in 3-D at ratio 4 only when one slope dominates (a diagonal field is
// clipped at the corners there: bounded, not exact). Cell averages of a linear field are its
// centre values, so coarse data are the field at coarse centres. Time: the coarse temporaries
// are old + alpha (new - old) before any spatial step, so a linear-in-space field stays linear.
#include <vagus/amr/coarse_fine.hpp>

#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <cmath>

#include "tests/amr/level_fields.hpp"
#include "tests/amr/random_levels.hpp"

namespace vagus::amr {
namespace {

using testing::kNaN;

constexpr int kComponents = 2;

// a + b x + c y + d z per component.
struct LinearField {
  std::array<std::array<double, 4>, kComponents> coef;

  [[nodiscard]] double At(const Domain& domain, int c, IntVect cell) const {
    return coef[c][0] + coef[c][1] * domain.CellCenter(0, cell[0]) +
           coef[c][2] * domain.CellCenter(1, cell[1]) + coef[c][3] * domain.CellCenter(2, cell[2]);
  }
};

// Random gradients, none along periodic or inactive directions (a linear field is not periodic)
// and, at ratio 4 in 3-D, the smaller ones scaled so that the limiter leaves it alone (see top).
LinearField RandomLinearField(std::mt19937& rng, const Domain& domain, int ratio) {
  std::uniform_real_distribution<double> value(-1.0, 1.0);
  LinearField field;
  for (auto& coef : field.coef) {
    coef[0] = 3.0 + value(rng);
    double largest = 0.0, sum = 0.0;
    for (int d = 0; d < kDim; ++d) {
      coef[d + 1] = domain.periodic[d] || !domain.Active(d) ? 0.0 : value(rng);
      largest = std::max(largest, std::abs(coef[d + 1]));
      sum += std::abs(coef[d + 1]);
    }
    const double child = 0.5 - 0.5 / ratio, room = 0.9 * largest / child - largest;
    if (child * sum > 0.9 * largest)
      for (int d = 1; d <= kDim; ++d)
        if (std::abs(coef[d]) < largest) coef[d] *= room / (sum - largest);
  }
  return field;
}

struct Levels {
  testing::Hierarchy h;
  PatchLevel coarse, fine;
};

Levels MakeLevels(const testing::Hierarchy& h, const Comm& comm) {
  return {h,
          PatchLevel(0, h.coarse_domain, testing::FoldOwners(h.coarse, comm.size), kComponents,
                     h.ghosts, comm.rank),
          PatchLevel(1, h.fine_domain, testing::FoldOwners(h.fine, comm.size), kComponents,
                     h.ghosts, comm.rank)};
}

// Random hierarchies with the geometry made inexact (cell widths and origins that round).
testing::Hierarchy RandomGeometry(std::mt19937& rng) {
  testing::Hierarchy h = testing::RandomHierarchy(rng);
  h.coarse_domain.dx = 0.1;
  h.coarse_domain.prob_lo = {0.3, -0.7, 0.1};
  h.fine_domain = h.coarse_domain.Refined(h.ratio);
  return h;
}

constexpr double kValidMark = 1234.5;

// Fills the fine ghosts at alpha and checks every fine cell: uncovered ghosts hold `expected`
// (to `tolerance`), other ghosts are still NaN, valid cells untouched. Returns cells checked.
template <class Expected>
int64_t FillAndCheck(Levels& levels, double alpha, const Expected& expected, double tolerance,
                     const Comm& comm) {
  const testing::ExtrapolatingKernel kernel(kComponents);
  const BoundaryConditions boundaries;
  testing::SetValid(levels.fine, [](int, IntVect) { return kValidMark; });
  CoarseFineFiller filler(levels.coarse, levels.fine, levels.h.ratio,
                          UncoveredGhostRegions(levels.fine), comm);
  filler.Fill(levels.coarse, levels.fine, alpha, alpha, kernel, boundaries);

  int64_t checked = 0, wrong = 0;
  const Domain& domain = levels.h.fine_domain;
  std::vector<BoxList> filled(levels.fine.Patches().size());
  for (const Patch& p : levels.fine.LocalPatches())
    filled[p.id] = UncoveredGhostRegion(levels.fine, static_cast<std::size_t>(p.id));
  testing::ReadCells(levels.fine, [&](const Patch& p, int c, IntVect g, double got) {
    const BoxList& mine = filled[p.id];
    if (std::any_of(mine.begin(), mine.end(), [&](const Box& b) { return b.Contains(g); })) {
      ++checked;
      const double want = expected(domain, c, g);
      if (!(std::abs(got - want) <= tolerance) && ++wrong <= 5)
        ADD_FAILURE() << "rank " << comm.rank << " patch " << p.id << " " << p.box << " cell " << g
                      << " component " << c << ": " << got << ", want " << want << " (alpha "
                      << alpha << ")";
    } else if ((p.box.Contains(g) ? got != kValidMark : !std::isnan(got)) && ++wrong <= 5) {
      ADD_FAILURE() << "rank " << comm.rank << " patch " << p.id << " cell " << g
                    << " outside the fill regions was written: " << got;
    }
  });
  EXPECT_EQ(wrong, 0);
  return checked;
}

TEST(CoarseFineFiller, LinearFieldIsExactInFineGhostCells) {
  const Comm comm = Comm::World();
  std::mt19937 rng(14);
  int64_t checked = 0;
  for (int trial = 0; trial < 30; ++trial) {
    SCOPED_TRACE("trial " + std::to_string(trial));
    Levels levels = MakeLevels(RandomGeometry(rng), comm);
    const LinearField field = RandomLinearField(rng, levels.h.coarse_domain, levels.h.ratio);
    testing::SetValid(levels.coarse,
                      [&](int c, IntVect g) { return field.At(levels.h.coarse_domain, c, g); });
    // alpha = 1: the state a regrid fills from; only Patch::data is read.
    checked += FillAndCheck(
        levels, 1.0, [&](const Domain& fine, int c, IntVect g) { return field.At(fine, c, g); },
        1e-13, comm);
  }
  EXPECT_GT(comm.Sum(checked), 50000);
}

TEST(CoarseFineFiller, GhostsAreLinearInTimeBetweenOldAndNewCoarseStates) {
  const Comm comm = Comm::World();
  std::mt19937 rng(1414);
  int64_t checked = 0;
  for (int trial = 0; trial < 12; ++trial) {
    SCOPED_TRACE("trial " + std::to_string(trial));
    Levels levels = MakeLevels(RandomGeometry(rng), comm);
    const Domain& coarse_domain = levels.h.coarse_domain;
    const LinearField old_field = RandomLinearField(rng, coarse_domain, levels.h.ratio);
    const LinearField new_field = RandomLinearField(rng, coarse_domain, levels.h.ratio);
    testing::SetValid(levels.coarse,
                      [&](int c, IntVect g) { return old_field.At(coarse_domain, c, g); });
    levels.coarse.SaveOldState();
    testing::SetValid(levels.coarse,
                      [&](int c, IntVect g) { return new_field.At(coarse_domain, c, g); });
    for (double alpha : {0.0, 0.25, 0.5, 0.8125, 1.0}) {
      SCOPED_TRACE("alpha " + std::to_string(alpha));
      // Exactly the old state at alpha = 0 and the new one at 1 (fetched as they are).
      const double tolerance = alpha == 0.0 || alpha == 1.0 ? 1e-13 : 2e-13;
      checked += FillAndCheck(
          levels, alpha,
          [&](const Domain& fine, int c, IntVect g) {
            const double o = old_field.At(fine, c, g), n = new_field.At(fine, c, g);
            return o + alpha * (n - o);
          },
          tolerance, comm);
    }
  }
  EXPECT_GT(comm.Sum(checked), 50000);
}

// The limiter's promise, on rough data: every fine cell of a new level lies within the range of
// its coarse cell and that cell's face neighbours (periodic images included; coarse cells on a
// physical face are skipped, their outer neighbour being the kernel's boundary value).
TEST(CoarseFineFiller, ChildrenStayWithinTheirCoarseNeighbourhood) {
  const Comm comm = Comm::World();
  const testing::ExtrapolatingKernel kernel(kComponents);
  const BoundaryConditions boundaries;
  std::mt19937 rng(1415);
  int64_t checked = 0, wrong = 0;
  for (int trial = 0; trial < 20; ++trial) {
    SCOPED_TRACE("trial " + std::to_string(trial));
    Levels levels = MakeLevels(testing::RandomHierarchy(rng), comm);
    const Domain& cd = levels.h.coarse_domain;
    const IntVect r = cd.RatioVect(levels.h.ratio);
    testing::SetValid(levels.coarse, testing::Rough);
    testing::SetValid(levels.fine, [](int, IntVect) { return kNaN; });
    PatchLevel& fine = levels.fine;
    const FillRegions whole{[&fine](std::size_t id) { return BoxList{fine.Patches()[id].box}; },
                            {0, 0, 0}};
    CoarseFineFiller(levels.coarse, fine, levels.h.ratio, whole, comm)
        .Fill(levels.coarse, fine, 1.0, 0.0, kernel, boundaries);
    testing::ReadCells(fine, [&](const Patch& p, int c, IntVect g, double got) {
      if (!p.box.Contains(g)) return;
      const IntVect under = Box(g, g).Coarsen(r).lo;
      double low = testing::Rough(c, under), high = low;
      for (int d = 0; d < kDim; ++d) {
        if (!cd.Active(d)) continue;
        if (!cd.periodic[d] && (under[d] == cd.box.lo[d] || under[d] == cd.box.hi[d])) return;
        for (int side : {-1, 1}) {
          const double v = testing::Rough(c, testing::Wrap(cd, under + IntVect::Unit(d) * side));
          low = std::min(low, v);
          high = std::max(high, v);
        }
      }
      ++checked;
      if (!(got >= low - 1e-14 && got <= high + 1e-14) && ++wrong <= 5)
        ADD_FAILURE() << "rank " << comm.rank << " fine cell " << g << " component " << c << ": "
                      << got << " outside [" << low << ", " << high << "] (ratio " << levels.h.ratio
                      << ")";
    });
  }
  EXPECT_EQ(wrong, 0);
  EXPECT_GT(comm.Sum(checked), 100000);
}

}  // namespace
}  // namespace vagus::amr
