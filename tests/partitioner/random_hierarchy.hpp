// Test helpers: random properly nested hierarchies (1-3 levels, ratios 2 or 4, blocking factor
// 4, 2-D when the base has one cell in z), random resources, and the checks every partition must
// pass (exact cover of each input box, limits, no patches on ranks without capacity).
#pragma once

#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <vector>

#include <vagus/amr/chop.hpp>
#include <vagus/partitioner/partition.hpp>

namespace vagus::partition::testkit {

inline constexpr int kBlockingFactor = 4;
inline constexpr int64_t kBytesPerCell = 40;

struct Hierarchy {
  Box domain;
  std::vector<WorkItem> items;
};

inline int Uniform(std::mt19937& rng, int lo, int hi) {
  return std::uniform_int_distribution<int>(lo, hi)(rng);
}

// A sub-box of `box` whose bounds are multiples of `align` away from box.lo in each direction
// longer than one cell.
inline Box RandomSubBox(std::mt19937& rng, const Box& box, int align) {
  Box sub = box;
  for (int d = 0; d < kDim; ++d) {
    const int blocks = box.Size()[d] / align;
    if (blocks < 1) continue;
    const int first = Uniform(rng, 0, blocks - 1), last = Uniform(rng, first, blocks - 1);
    sub.lo[d] = box.lo[d] + first * align;
    sub.hi[d] = box.lo[d] + (last + 1) * align - 1;
  }
  return sub;
}

inline void AddLevel(std::vector<WorkItem>& items, const BoxList& boxes, int level, int ratio,
                     int64_t max_patch_cells) {
  for (const Box& b : amr::ChopToSize(boxes, max_patch_cells, kBlockingFactor)) {
    WorkItem w;
    w.box = b;
    w.level = level;
    w.ratio_to_base = ratio;
    w.work = static_cast<double>(b.NumCells()) * ratio;  // cells x substeps
    w.bytes = b.NumCells() * kBytesPerCell;
    items.push_back(w);
  }
}

// Base level: the domain chopped to max_patch_cells. Each finer level: a random aligned sub-box
// of some of the coarser patches, refined (not in z for a 2-D base), then chopped.
inline Hierarchy RandomHierarchy(std::mt19937& rng, int num_levels, int64_t max_patch_cells,
                                 int max_base_blocks = 12) {
  Hierarchy h;
  const bool flat = Uniform(rng, 0, 3) == 0;
  h.domain = Box({0, 0, 0}, {kBlockingFactor * Uniform(rng, 2, max_base_blocks) - 1,
                                  kBlockingFactor * Uniform(rng, 2, max_base_blocks) - 1,
                                  flat ? 0 : kBlockingFactor * Uniform(rng, 1, 6) - 1});
  AddLevel(h.items, {h.domain}, 0, 1, max_patch_cells);
  int ratio_to_base = 1;
  for (int level = 1; level < num_levels; ++level) {
    const int ratio = Uniform(rng, 0, 1) ? 2 : 4;
    BoxList fine;
    for (const WorkItem& w : h.items) {
      if (w.level != level - 1 || Uniform(rng, 0, 9) < 5) continue;
      Box sub = RandomSubBox(rng, w.box, std::max(1, kBlockingFactor / ratio));
      Box refined = sub.Refine(ratio);
      if (flat) refined.lo[2] = refined.hi[2] = 0;
      fine.push_back(refined);
    }
    if (fine.empty()) break;
    ratio_to_base *= ratio;
    AddLevel(h.items, fine, level, ratio_to_base, max_patch_cells);
  }
  return h;
}

// True when every level has at least per_rank x num_ranks patches: fine enough that balance is
// not set by the blocking factor.
inline bool FineEnough(const Hierarchy& h, int num_ranks, int per_rank) {
  std::vector<size_t> count;
  for (const WorkItem& w : h.items) {
    if (w.level >= static_cast<int>(count.size())) count.resize(w.level + 1, 0);
    ++count[w.level];
  }
  for (size_t c : count)
    if (c < static_cast<size_t>(per_rank) * num_ranks) return false;
  return true;
}

// The most ranks among which every level's smallest share (capacities in [0.2, 1]: at least
// 0.2 / ranks of the level's work) still holds `pieces` of the smallest patches the blocking
// factor allows: then balance is set by the tolerance, not by the blocking factor.
inline int MaxRanksForFineBalance(const Hierarchy& h, int pieces) {
  const int64_t floor_cells = h.domain.Size()[2] == 1
                                  ? kBlockingFactor * kBlockingFactor
                                  : kBlockingFactor * kBlockingFactor * kBlockingFactor;
  std::vector<double> work;
  std::vector<int> ratio;
  for (const WorkItem& w : h.items) {
    if (w.level >= static_cast<int>(work.size())) {
      work.resize(w.level + 1, 0.0);
      ratio.resize(w.level + 1, 1);
    }
    work[w.level] += w.work;
    ratio[w.level] = w.ratio_to_base;
  }
  double most = 1e30;
  for (size_t l = 0; l < work.size(); ++l)
    most = std::min(most, 0.2 * work[l] / (pieces * floor_cells * ratio[l]));
  return static_cast<int>(most);
}

// Capacities in [0.2, 1] with about one rank in six at zero (never all); limits, when asked for,
// on about half the ranks, at least min_limit cells.
inline Resources MakeResources(std::mt19937& rng, int num_ranks, bool zeros, bool limits,
                               int64_t min_limit = 64, int64_t max_limit = 4096) {
  Resources r;
  std::uniform_real_distribution<double> c(0.2, 1.0);
  for (int k = 0; k < num_ranks; ++k)
    r.capacity.push_back(zeros && Uniform(rng, 0, 5) == 0 ? 0 : c(rng));
  if (*std::max_element(r.capacity.begin(), r.capacity.end()) == 0) r.capacity[0] = 1;
  if (limits) {
    std::uniform_int_distribution<int64_t> l(min_limit, max_limit);
    for (int k = 0; k < num_ranks; ++k)
      r.limits.per_rank.push_back(Uniform(rng, 0, 1) ? l(rng) : 0);
  }
  return r;
}

// The invariants of every partition.
inline void ExpectValidPartition(const std::vector<WorkItem>& input, const Resources& resources,
                                 const Result& result) {
  const size_t n = result.items.size();
  ASSERT_EQ(result.owner.size(), n);
  ASSERT_EQ(result.source.size(), n);
  std::vector<std::vector<Box>> pieces(input.size());
  std::vector<double> work(input.size(), 0.0);
  std::vector<int64_t> bytes(input.size(), 0);
  for (size_t p = 0; p < n; ++p) {
    const int s = result.source[p], rank = result.owner[p];
    ASSERT_GE(s, 0);
    ASSERT_LT(s, static_cast<int>(input.size()));
    ASSERT_GE(rank, 0);
    ASSERT_LT(rank, static_cast<int>(resources.capacity.size()));
    const WorkItem& piece = result.items[p];
    EXPECT_GT(resources.capacity[rank], 0) << "rank " << rank << " has capacity 0";
    if (!resources.limits.per_rank.empty() && resources.limits.per_rank[rank] > 0) {
      EXPECT_LE(piece.box.NumCells(), resources.limits.per_rank[rank]) << "limit of rank " << rank;
    }
    EXPECT_TRUE(input[s].box.Contains(piece.box));
    EXPECT_EQ(piece.level, input[s].level);
    EXPECT_EQ(piece.ratio_to_base, input[s].ratio_to_base);
    EXPECT_EQ(piece.previous_owner, input[s].previous_owner);
    pieces[s].push_back(piece.box);
    work[s] += piece.work;
    bytes[s] += piece.bytes;
  }
  for (size_t s = 0; s < input.size(); ++s) {
    // Inside the box, disjoint and as many cells: the pieces cover the box exactly once.
    EXPECT_EQ(NumCells(pieces[s]), input[s].box.NumCells()) << "item " << s;
    EXPECT_TRUE(Disjoint(pieces[s])) << "item " << s;
    EXPECT_NEAR(work[s], input[s].work, 1e-9 * (1 + input[s].work));
    EXPECT_EQ(bytes[s], input[s].bytes);
  }
}

inline void ExpectSamePartition(const Result& a, const Result& b) {
  ASSERT_EQ(a.items.size(), b.items.size());
  for (size_t p = 0; p < a.items.size(); ++p) {
    ASSERT_EQ(a.items[p].box, b.items[p].box);
    ASSERT_EQ(a.items[p].level, b.items[p].level);
    ASSERT_EQ(a.items[p].work, b.items[p].work);
    ASSERT_EQ(a.owner[p], b.owner[p]);
  }
  EXPECT_EQ(a.metrics.imbalance, b.metrics.imbalance);
  EXPECT_EQ(a.metrics.exchange_cells, b.metrics.exchange_cells);
  EXPECT_EQ(a.metrics.migrated_bytes, b.metrics.migrated_bytes);
  EXPECT_EQ(a.metrics.parent_locality, b.metrics.parent_locality);
  EXPECT_EQ(a.metrics.load, b.metrics.load);
}

}  // namespace vagus::partition::testkit
