// CopyOverlaps (a level's data moved to another layout: a rebalance, or a regrid where old and new
// fine levels overlap) on random layouts over the job's ranks: every valid cell of the new layout
// that the old one holds gets its source value bit for bit, every other cell (valid cells the old
// layout does not cover, all ghosts) is left alone, and the bytes reported are exactly those of
// the overlaps whose two patches live on different ranks.
#include <vagus/amr/level_copy.hpp>

#include <gtest/gtest.h>

#include <cmath>

#include "tests/amr/level_fields.hpp"
#include "tests/amr/random_levels.hpp"

namespace vagus::amr {
namespace {

using testing::kNaN;

constexpr int kComponents = 2;

double Value(int c, IntVect g) { return 1000.0 * c + g[0] + 0.01 * g[1] + 0.0001 * g[2]; }

// Copies `from` onto `to` and checks every cell of `to`; returns cells that received data.
int64_t CopyAndCheck(const Domain& domain, const std::vector<PatchInfo>& from_patches,
                     const std::vector<PatchInfo>& to_patches, int ghosts, const Comm& comm) {
  PatchLevel from(1, domain, from_patches, kComponents, ghosts, comm.rank);
  PatchLevel to(1, domain, to_patches, kComponents, ghosts, comm.rank);
  testing::SetValid(from, Value);
  testing::SetValid(to, [](int, IntVect) { return kNaN; });
  const int64_t sent = CopyOverlaps(from, to, comm);

  int64_t expected_bytes = 0;  // all ranks together
  for (const PatchInfo& a : from_patches)
    for (const PatchInfo& b : to_patches)
      if (a.owner != b.owner)
        expected_bytes += a.box.Intersect(b.box).NumCells() * kComponents * int64_t(sizeof(double));
  EXPECT_EQ(comm.Sum(sent), expected_bytes);

  std::vector<BoxList> near(to_patches.size());  // by local patch: the old boxes meeting it
  for (const Patch& p : to.LocalPatches())
    for (const PatchInfo& a : from_patches)
      if (a.box.Intersects(p.box)) near[p.id].push_back(a.box);
  int64_t received = 0, wrong = 0;
  testing::ReadCells(to, [&](const Patch& p, int c, IntVect g, double got) {
    bool held = false;
    for (const Box& a : near[p.id]) held = held || a.Contains(g);
    const bool copied = p.box.Contains(g) && held;
    received += copied;
    const bool right = copied ? got == Value(c, g) : std::isnan(got);
    if (!right && ++wrong <= 5)
      ADD_FAILURE() << "rank " << comm.rank << " patch " << p.id << " " << p.box << " cell " << g
                    << " component " << c << ": " << got
                    << (copied ? ", want " + std::to_string(Value(c, g)) : ", want untouched");
  });
  EXPECT_EQ(wrong, 0);
  return comm.Sum(received);
}

TEST(CopyOverlaps, SameRegionInAnotherLayoutGetsEveryCell) {
  const Comm comm = Comm::World();
  std::mt19937 rng(7);
  for (int trial = 0; trial < 20; ++trial) {
    SCOPED_TRACE("trial " + std::to_string(trial));
    const testing::Hierarchy h = testing::RandomHierarchy(rng);
    BoxList other;
    testing::Tile(rng, h.coarse_domain.box, 4, 12, 1.0, other);
    // Owners counted from the other end, so most cells change rank.
    const int64_t received =
        CopyAndCheck(h.coarse_domain, testing::FoldOwners(h.coarse, comm.size),
                     testing::RoundRobin(other, comm.size, comm.size - 1), h.ghosts, comm);
    EXPECT_EQ(received, h.coarse_domain.box.NumCells() * kComponents);
  }
}

TEST(CopyOverlaps, OverlappingLayoutsOfARegriddedLevel) {
  const Comm comm = Comm::World();
  std::mt19937 rng(77);
  int64_t received = 0;
  for (int trial = 0; trial < 20; ++trial) {
    SCOPED_TRACE("trial " + std::to_string(trial));
    const testing::Hierarchy h = testing::RandomHierarchy(rng);
    received += CopyAndCheck(h.fine_domain, testing::FoldOwners(h.fine_before, comm.size),
                             testing::FoldOwners(h.fine, comm.size), h.ghosts, comm);
  }
  EXPECT_GT(received, 10000);
}

TEST(CopyOverlaps, RankWithoutPatchesTakesPartInNothing) {
  const Comm comm = Comm::World();
  Domain domain;
  domain.box = Box({0, 0, 0}, {15, 15, 0});
  BoxList boxes;
  std::mt19937 rng(3);
  testing::Tile(rng, domain.box, 4, 8, 1.0, boxes);
  // Everything on the last rank before and after: the others own nothing.
  std::vector<PatchInfo> all_last;
  for (const Box& b : boxes) all_last.push_back({b, comm.size - 1});
  const PatchLevel from(0, domain, all_last, 1, 1, comm.rank);
  const PatchLevel to(0, domain, all_last, 1, 1, comm.rank);
  EXPECT_EQ(ComputeOverlapCopies(from, to).empty(), comm.rank != comm.size - 1);
  EXPECT_EQ(CopyAndCheck(domain, all_last, all_last, 1, comm), domain.box.NumCells() * kComponents);
}

}  // namespace
}  // namespace vagus::amr
