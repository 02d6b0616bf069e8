// Copier between two different layouts of one domain over the job's ranks, periodic images
// included: every cell of the destination's data boxes (valid cells and ghosts) takes its value
// from the source patch holding the cell it stands for (wrapped across periodic faces), through
// items listed all-pairs in one canonical order; cells beyond non-periodic faces are left alone.
// A component window (src_component, dst_component) moves only the components asked for.
#include "amr/copier.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <tuple>

#include "tests/amr/level_fields.hpp"
#include "tests/amr/random_levels.hpp"

namespace vagus::amr {
namespace {

using testing::kNaN;

constexpr int kComponents = 3;

double Value(int c, IntVect g) { return 1000.0 * c + g[0] + 0.01 * g[1] + 0.0001 * g[2]; }

// Every (source patch, shift) image meeting a destination data box, kept where this rank takes
// part, ordered by (dst, src, region, shift): the same order on every rank.
std::vector<CopyItem> AllPairs(const PatchLevel& src, const PatchLevel& dst) {
  std::vector<CopyItem> items;
  const int rank = src.Rank();
  const auto& from = src.Patches();
  const auto& to = dst.Patches();
  for (std::size_t d = 0; d < to.size(); ++d)
    for (std::size_t s = 0; s < from.size(); ++s)
      for (const IntVect& shift : src.GetDomain().PeriodicShifts()) {
        const Box region = to[d].box.Grow(dst.Ghosts()).Intersect(from[s].box.Shift(shift));
        if (!region.Empty() && (from[s].owner == rank || to[d].owner == rank))
          items.push_back({int64_t(s), int64_t(d), region, shift});
      }
  std::sort(items.begin(), items.end(), [](const CopyItem& a, const CopyItem& b) {
    return std::tie(a.dst, a.src, a.region, a.shift) < std::tie(b.dst, b.src, b.region, b.shift);
  });
  return items;
}

// Whether cell g of the destination's data boxes stands for a cell of the domain.
bool InDomain(const Domain& domain, IntVect g) {
  return domain.box.Contains(testing::Wrap(domain, g));
}

TEST(Copier, FillsAnotherLayoutWithPeriodicImages) {
  const Comm comm = Comm::World();
  std::mt19937 rng(1301);
  int64_t filled = 0, periodic_filled = 0;
  for (int trial = 0; trial < 20; ++trial) {
    SCOPED_TRACE("trial " + std::to_string(trial));
    const testing::Hierarchy h = testing::RandomHierarchy(rng);
    const Domain& domain = h.coarse_domain;
    BoxList other;
    testing::Tile(rng, domain.box, 4, 12, 1.0, other);
    PatchLevel src(0, domain, testing::FoldOwners(h.coarse, comm.size), kComponents, h.ghosts,
                   comm.rank);
    PatchLevel dst(0, domain, testing::RoundRobin(other, comm.size, 1), kComponents, h.ghosts,
                   comm.rank);
    testing::SetValid(src, Value);
    testing::SetValid(dst, [](int, IntVect) { return kNaN; });

    Copier(src.Layout(), dst.Layout(), AllPairs(src, dst), kComponents, comm)
        .Copy(src.Views(), dst.Views());
    int64_t wrong = 0;
    testing::ReadCells(dst, [&](const Patch& p, int c, IntVect g, double got) {
      const bool inside = InDomain(domain, g);
      const double want = inside ? Value(c, testing::Wrap(domain, g)) : kNaN;
      if (inside) {
        ++filled;
        periodic_filled += !domain.box.Contains(g);
      }
      if ((inside ? got != want : !std::isnan(got)) && ++wrong <= 5)
        ADD_FAILURE() << "rank " << comm.rank << " patch " << p.id << " cell " << g << " component "
                      << c << ": " << got << ", want " << want;
    });
    EXPECT_EQ(wrong, 0);
  }
  EXPECT_GT(comm.Sum(filled), 100000);
  EXPECT_GT(comm.Sum(periodic_filled), 5000);
}

TEST(Copier, ComponentWindowMovesOnlyTheComponentsAskedFor) {
  const Comm comm = Comm::World();
  std::mt19937 rng(1302);
  const testing::Hierarchy h = testing::RandomHierarchy(rng);
  const Domain& domain = h.coarse_domain;
  BoxList other;
  testing::Tile(rng, domain.box, 4, 8, 1.0, other);
  PatchLevel src(0, domain, testing::FoldOwners(h.coarse, comm.size), kComponents, h.ghosts,
                 comm.rank);
  PatchLevel dst(0, domain, testing::RoundRobin(other, comm.size, 1), kComponents, h.ghosts,
                 comm.rank);
  testing::SetValid(src, Value);
  testing::SetValid(dst, [](int, IntVect) { return kNaN; });
  // Source components 1 and 2 into destination components 0 and 1.
  Copier(src.Layout(), dst.Layout(), AllPairs(src, dst), 2, comm, 1, 0)
      .Copy(src.Views(), dst.Views());
  int64_t wrong = 0;
  testing::ReadCells(dst, [&](const Patch&, int c, IntVect g, double got) {
    const bool inside = InDomain(domain, g) && c < 2;
    if (inside ? got != Value(c + 1, testing::Wrap(domain, g)) : !std::isnan(got)) ++wrong;
  });
  EXPECT_EQ(wrong, 0) << "rank " << comm.rank;
}

}  // namespace
}  // namespace vagus::amr
