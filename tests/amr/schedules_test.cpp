// Every schedule builder against an all-pairs reference on random two-level hierarchies with
// periodic images, seen from each rank: the builders find neighbours through the levels' index
// and only what the rank takes part in; the reference tests every pair of patches and every
// periodic shift, then keeps what involves the rank. Both must give the same lists, in the same
// (canonical) order, so the two ends of every message agree on its layout.
#include <gtest/gtest.h>

#include <algorithm>
#include <tuple>

#include <vagus/amr/average_down.hpp>
#include <vagus/amr/coarse_fine.hpp>
#include <vagus/amr/flux_register.hpp>
#include <vagus/amr/ghost_exchange.hpp>
#include <vagus/amr/level_copy.hpp>
#include "tests/amr/random_levels.hpp"

namespace vagus::amr {
namespace {

using testing::Hierarchy;
using testing::RandomHierarchy;

PatchLevel Level(const Hierarchy& h, int l, const std::vector<PatchInfo>& patches, int rank) {
  return PatchLevel(l, l == 0 ? h.coarse_domain : h.fine_domain, patches, 1, h.ghosts, rank);
}

bool Involves(const std::vector<PatchInfo>& src, int64_t s, const std::vector<PatchInfo>& dst,
              int64_t d, int rank) {
  return src[s].owner == rank || dst[d].owner == rank;
}

bool SameItems(const std::vector<CopyItem>& a, const std::vector<CopyItem>& b) {
  const auto key = [](const CopyItem& c) { return std::tie(c.src, c.dst, c.region, c.shift); };
  if (a.size() != b.size()) return false;
  for (std::size_t n = 0; n < a.size(); ++n)
    if (key(a[n]) != key(b[n])) return false;
  return true;
}

// The all-pairs references.

std::vector<GhostCopy> GhostCopiesByAllPairs(const Hierarchy& h, int rank) {
  const auto& p = h.fine;
  const IntVect ghosts = h.fine_domain.GhostVect(h.ghosts);
  std::vector<GhostCopy> copies;
  for (std::size_t dst = 0; dst < p.size(); ++dst)
    for (std::size_t src = 0; src < p.size(); ++src)
      for (const IntVect& s : h.fine_domain.PeriodicShifts()) {
        if ((src == dst && s == IntVect{0, 0, 0}) || !Involves(p, src, p, dst, rank)) continue;
        const Box region = p[dst].box.Grow(ghosts).Intersect(p[src].box.Shift(s));
        if (!region.Empty()) copies.push_back({int64_t(src), int64_t(dst), region, s});
      }
  std::sort(copies.begin(), copies.end(), [](const GhostCopy& a, const GhostCopy& b) {
    return std::tie(a.dst_id, a.src_id, a.region) < std::tie(b.dst_id, b.src_id, b.region);
  });
  return copies;
}

std::vector<CopyItem> AverageDownByAllPairs(const Hierarchy& h, int rank) {
  const IntVect r = h.coarse_domain.RatioVect(h.ratio);
  std::vector<CopyItem> items;
  for (std::size_t f = 0; f < h.fine.size(); ++f)
    for (std::size_t c = 0; c < h.coarse.size(); ++c) {
      const Box region = h.fine[f].box.Coarsen(r).Intersect(h.coarse[c].box);
      if (!region.Empty() && Involves(h.fine, f, h.coarse, c, rank))
        items.push_back({int64_t(f), int64_t(c), region, {0, 0, 0}});
    }
  return items;
}

std::vector<CopyItem> OverlapsByAllPairs(const Hierarchy& h, int rank) {
  std::vector<CopyItem> items;
  for (std::size_t o = 0; o < h.fine_before.size(); ++o)
    for (std::size_t n = 0; n < h.fine.size(); ++n) {
      const Box overlap = h.fine_before[o].box.Intersect(h.fine[n].box);
      if (!overlap.Empty() && Involves(h.fine_before, o, h.fine, n, rank))
        items.push_back({int64_t(o), int64_t(n), overlap, {0, 0, 0}});
    }
  return items;
}

std::vector<FluxRegisterEntry> FluxEntriesByAllPairs(const Hierarchy& h, int rank) {
  const Domain& domain = h.coarse_domain;
  const IntVect r = domain.RatioVect(h.ratio);
  BoxList covered;
  for (const PatchInfo& f : h.fine)
    for (const IntVect& s : domain.PeriodicShifts()) covered.push_back(f.box.Coarsen(r).Shift(s));
  std::vector<FluxRegisterEntry> entries;
  for (std::size_t f = 0; f < h.fine.size(); ++f)
    for (int d = 0; d < kDim; ++d) {
      if (!domain.Active(d)) continue;
      for (int side = 0; side < 2; ++side)
        for (const IntVect& s : domain.PeriodicShifts()) {
          const Box image = h.fine[f].box.Coarsen(r).Adjacent(d, side, 1).Shift(s);
          if (!image.Intersects(domain.box)) continue;
          for (const Box& piece : Complement(image.Intersect(domain.box), covered))
            for (std::size_t c = 0; c < h.coarse.size(); ++c) {
              const Box region = piece.Intersect(h.coarse[c].box);
              if (!region.Empty() && Involves(h.fine, f, h.coarse, c, rank))
                entries.push_back({int64_t(f), int64_t(c), d, side, region, s});
            }
        }
    }
  std::sort(entries.begin(), entries.end(),
            [](const FluxRegisterEntry& a, const FluxRegisterEntry& b) {
              return std::tie(a.dir, a.side, a.coarse_id, a.region, a.fine_id) <
                     std::tie(b.dir, b.side, b.coarse_id, b.region, b.fine_id);
            });
  return entries;
}

BoxList UncoveredByAllPairs(const Hierarchy& h, std::size_t n) {
  const Domain& domain = h.fine_domain;
  const Box grown = domain.ClipNonPeriodic(h.fine[n].box.Grow(domain.GhostVect(h.ghosts)));
  BoxList covering{h.fine[n].box};
  for (std::size_t m = 0; m < h.fine.size(); ++m)
    for (const IntVect& s : domain.PeriodicShifts()) {
      const Box image = h.fine[m].box.Shift(s);
      if (image.Intersects(grown) && !(m == n && s == IntVect{0, 0, 0})) covering.push_back(image);
    }
  return Complement(grown, covering);
}

// Copies of coarse cells into every fine patch's temporary (the cells under its regions plus one
// for slopes), from every coarse patch and shift, kept where they involve `rank`.
std::vector<CopyItem> CoarseFineByAllPairs(const Hierarchy& h, int rank) {
  const Domain& domain = h.coarse_domain;
  const IntVect r = domain.RatioVect(h.ratio);
  std::vector<CopyItem> items;
  for (std::size_t f = 0; f < h.fine.size(); ++f) {
    BoxList needed;
    for (const Box& region : UncoveredByAllPairs(h, f)) {
      const Box box = domain.ClipNonPeriodic(region.Coarsen(r).Grow(domain.GhostVect(1)));
      for (const Box& piece : Complement(box, needed)) needed.push_back(piece);
    }
    for (const Box& cells : needed)
      for (std::size_t c = 0; c < h.coarse.size(); ++c)
        for (const IntVect& s : domain.PeriodicShifts()) {
          const Box region = cells.Intersect(h.coarse[c].box.Shift(s));
          if (!region.Empty() && Involves(h.coarse, c, h.fine, f, rank))
            items.push_back({int64_t(c), int64_t(f), region, s});
        }
  }
  std::sort(items.begin(), items.end(), [](const CopyItem& a, const CopyItem& b) {
    return std::tie(a.dst, a.region, a.src, a.shift) < std::tie(b.dst, b.region, b.src, b.shift);
  });
  return items;
}

TEST(Schedules, EqualAllPairsOnRandomPeriodicHierarchiesFromEveryRank) {
  std::mt19937 rng(2026);
  int64_t compared = 0;
  for (int trial = 0; trial < 40; ++trial) {
    const Hierarchy h = RandomHierarchy(rng);
    for (int rank = 0; rank < h.ranks; ++rank) {
      SCOPED_TRACE("trial " + std::to_string(trial) + ", rank " + std::to_string(rank));
      const PatchLevel coarse = Level(h, 0, h.coarse, rank);
      const PatchLevel fine = Level(h, 1, h.fine, rank);
      const PatchLevel before = Level(h, 1, h.fine_before, rank);

      const std::vector<GhostCopy> ghosts = ComputeGhostCopies(fine);
      const std::vector<GhostCopy> expected_ghosts = GhostCopiesByAllPairs(h, rank);
      ASSERT_EQ(ghosts.size(), expected_ghosts.size());
      for (std::size_t n = 0; n < ghosts.size(); ++n) {
        EXPECT_EQ(ghosts[n].src_id, expected_ghosts[n].src_id);
        EXPECT_EQ(ghosts[n].dst_id, expected_ghosts[n].dst_id);
        EXPECT_EQ(ghosts[n].region, expected_ghosts[n].region);
        EXPECT_EQ(ghosts[n].shift, expected_ghosts[n].shift);
      }
      EXPECT_TRUE(SameItems(ComputeAverageDownCopies(coarse, fine, h.ratio),
                            AverageDownByAllPairs(h, rank)));
      EXPECT_TRUE(SameItems(ComputeOverlapCopies(before, fine), OverlapsByAllPairs(h, rank)));

      const auto entries = ComputeFluxRegisterEntries(coarse, fine, h.ratio);
      const auto expected_entries = FluxEntriesByAllPairs(h, rank);
      ASSERT_EQ(entries.size(), expected_entries.size());
      for (std::size_t n = 0; n < entries.size(); ++n) {
        const auto key = [](const FluxRegisterEntry& e) {
          return std::tie(e.fine_id, e.coarse_id, e.dir, e.side, e.region, e.shift);
        };
        EXPECT_TRUE(key(entries[n]) == key(expected_entries[n])) << "entry " << n;
      }

      for (std::size_t n = 0; n < h.fine.size(); ++n)
        EXPECT_EQ(UncoveredGhostRegion(fine, n), UncoveredByAllPairs(h, n)) << "patch " << n;
      const CoarseFineSchedule schedule =
          ComputeCoarseFineSchedule(coarse, fine, h.ratio, UncoveredGhostRegions(fine));
      EXPECT_TRUE(SameItems(schedule.items, CoarseFineByAllPairs(h, rank)));
      compared += static_cast<int64_t>(ghosts.size() + entries.size() + schedule.items.size());
    }
  }
  EXPECT_GT(compared, 10000);  // the random hierarchies exercise the builders
}

}  // namespace
}  // namespace vagus::amr
