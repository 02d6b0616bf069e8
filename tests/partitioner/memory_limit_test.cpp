// Per-rank patch-size limits (max_patch_cells): limits hold, small patches go to memory-poor
// ranks before large ones are split, and a patch is split for memory only when no rank with
// capacity admits it.
#include <gtest/gtest.h>

#include <random>

#include <vagus/partitioner/partition.hpp>
#include "random_hierarchy.hpp"

namespace vagus::partition {
namespace {

WorkItem Cube(IntVect lo, int side) {
  WorkItem w;
  w.box = Box(lo, lo + IntVect::Uniform(side - 1));
  w.work = static_cast<double>(w.box.NumCells());
  return w;
}

// One 8^3 patch and eight 4^3 patches (1024 cells); rank 0 may hold at most 64 cells.
std::vector<WorkItem> OneLargeEightSmall() {
  std::vector<WorkItem> items{Cube({0, 0, 0}, 8)};
  for (int n = 0; n < 8; ++n)
    items.push_back(Cube({8 + 4 * (n % 2), 4 * (n / 2 % 2), 4 * (n / 4)}, 4));
  return items;
}

TEST(MemoryLimits, SmallPatchesGoToTheMemoryPoorRankBeforeLargeOnesAreSplit) {
  Resources r;
  r.capacity = {0.5, 0.5};
  r.limits.per_rank = {64, 0};
  for (Strategy strategy : {Strategy::kSfc, Strategy::kGreedy, Strategy::kUniform}) {
    Options options;
    options.strategy = strategy;
    options.greedy_grain = 1.0;  // the greedy's own balance splits are not what this is about
    const auto items = OneLargeEightSmall();
    const Result result = Partition(items, r, options);
    ASSERT_EQ(result.items.size(), items.size()) << "nothing needs splitting";
    for (size_t p = 0; p < result.items.size(); ++p)
      EXPECT_EQ(result.owner[p], result.items[p].box.NumCells() == 512 ? 1 : 0);
    EXPECT_DOUBLE_EQ(result.metrics.imbalance, 1.0);
  }
}

TEST(MemoryLimits, APatchIsSplitOnlyWhenNoRankWithCapacityAdmitsIt) {
  const WorkItem big = Cube({0, 0, 0}, 16);  // 4096 cells
  Resources r;
  r.capacity = {0.5, 0.5};
  r.limits.per_rank = {64, 4096};
  // Rank 1 admits it: it stays whole on rank 1 (rank 0 cannot share it).
  Result result = Partition({big}, r, Options());
  ASSERT_EQ(result.items.size(), 1u);
  EXPECT_EQ(result.owner[0], 1);
  // Rank 1 has no capacity and rank 2's limit is larger than every piece: cut to 512 cells.
  r.capacity = {0.5, 0.0, 0.5};
  r.limits.per_rank = {64, 0, 512};
  result = Partition({big}, r, Options());
  testkit::ExpectValidPartition({big}, r, result);
  for (const WorkItem& piece : result.items) EXPECT_EQ(piece.box.NumCells(), 512);
  // The pieces that fit rank 0 would need more cuts: they all go to rank 2.
  for (int owner : result.owner) EXPECT_EQ(owner, 2);
  // A limit below the smallest box the blocking factor allows is an error.
  r.limits.per_rank = {10, 0, 10};
  EXPECT_THROW((void)Partition({big}, r, Options()), std::invalid_argument);
}

TEST(MemoryLimits, HoldOnRandomHierarchies) {
  std::mt19937 rng(11);
  for (int trial = 0; trial < 40; ++trial) {
    const int num_ranks = testkit::Uniform(rng, 2, 32);
    const auto h = testkit::RandomHierarchy(rng, testkit::Uniform(rng, 1, 3), 4096, 16);
    Resources r = testkit::MakeResources(rng, num_ranks, true, true, 64, 2048);
    for (Strategy strategy : {Strategy::kSfc, Strategy::kGreedy}) {
      Options options;
      options.strategy = strategy;
      const Result result = Partition(h.items, r, options);
      testkit::ExpectValidPartition(h.items, r, result);
    }
  }
}

}  // namespace
}  // namespace vagus::partition
