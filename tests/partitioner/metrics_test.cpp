// Metrics on hand-made partitions, and the binned overlap search against all pairs on random
// levels.
#include <vagus/partitioner/metrics.hpp>

#include <gtest/gtest.h>

#include <algorithm>
#include <random>

#include "random_hierarchy.hpp"

namespace vagus::partition {
namespace {

WorkItem Item(Box box, int level = 0, int ratio = 1, int64_t bytes = 0, int previous = -1) {
  WorkItem w;
  w.box = box;
  w.level = level;
  w.ratio_to_base = ratio;
  w.work = static_cast<double>(box.NumCells()) * ratio;
  w.bytes = bytes;
  w.previous_owner = previous;
  return w;
}

const std::vector<double> kTwoEqual{0.5, 0.5};

TEST(Metrics, ExchangeCellsBetweenFaceEdgeAndCornerNeighbours) {
  const WorkItem a = Item(Box({0, 0, 0}, {7, 7, 7}));
  const WorkItem face = Item(Box({8, 0, 0}, {15, 7, 7}));
  const WorkItem edge = Item(Box({8, 8, 0}, {15, 15, 7}));
  const WorkItem corner = Item(Box({8, 8, 8}, {15, 15, 15}));
  const WorkItem apart = Item(Box({11, 0, 0}, {15, 7, 7}));  // 3 cells away, beyond 2
  // Face: 2 x 8 x 8 ghost cells each way.
  EXPECT_EQ(ComputeMetrics({a, face}, {0, 1}, kTwoEqual, 2).exchange_cells, 2 * 128);
  EXPECT_EQ(ComputeMetrics({a, face}, {1, 1}, kTwoEqual, 2).exchange_cells, 0);
  EXPECT_EQ(ComputeMetrics({a, edge}, {0, 1}, kTwoEqual, 2).exchange_cells, 2 * 2 * 2 * 8);
  EXPECT_EQ(ComputeMetrics({a, corner}, {0, 1}, kTwoEqual, 2).exchange_cells, 2 * 8);
  EXPECT_EQ(ComputeMetrics({a, corner}, {0, 1}, kTwoEqual, 1).exchange_cells, 2 * 1);
  EXPECT_EQ(ComputeMetrics({a, apart}, {0, 1}, kTwoEqual, 2).exchange_cells, 0);
  // Different levels never exchange ghost cells with each other.
  const WorkItem fine = Item(Box({16, 0, 0}, {31, 15, 15}), 1, 2);
  EXPECT_EQ(ComputeMetrics({a, fine}, {0, 1}, kTwoEqual, 2).exchange_cells, 0);
}

TEST(Metrics, ParentLocality) {
  const WorkItem left = Item(Box({0, 0, 0}, {7, 7, 7}));
  const WorkItem right = Item(Box({8, 0, 0}, {15, 7, 7}));
  const WorkItem over_left = Item(Box({0, 0, 0}, {15, 15, 15}), 1, 2);
  const WorkItem over_right = Item(Box({16, 0, 0}, {31, 15, 15}), 1, 2);
  const WorkItem straddling = Item(Box({8, 0, 0}, {23, 15, 15}), 1, 2);
  EXPECT_DOUBLE_EQ(ComputeMetrics({left, right, over_left, over_right}, {0, 1, 0, 1}, kTwoEqual, 2)
                       .parent_locality,
                   1.0);
  EXPECT_DOUBLE_EQ(ComputeMetrics({left, right, over_left, over_right}, {0, 1, 1, 0}, kTwoEqual, 2)
                       .parent_locality,
                   0.0);
  EXPECT_DOUBLE_EQ(
      ComputeMetrics({left, right, straddling}, {0, 1, 0}, kTwoEqual, 2).parent_locality, 0.5);
  // A third level over the second, ratio 4: only its parent level counts.
  const WorkItem finest = Item(Box({0, 0, 0}, {7, 7, 7}), 2, 8);
  EXPECT_DOUBLE_EQ(
      ComputeMetrics({left, right, over_left, finest}, {0, 1, 1, 1}, kTwoEqual, 2).parent_locality,
      static_cast<double>(16 * 16 * 16 * 0 + 8 * 8 * 8) / (16 * 16 * 16 + 8 * 8 * 8));
  EXPECT_DOUBLE_EQ(ComputeMetrics({left, right}, {0, 1}, kTwoEqual, 2).parent_locality, 1.0);
}

TEST(Metrics, ImbalanceLoadAndMigration) {
  const WorkItem a = Item(Box({0, 0, 0}, {7, 7, 7}), 0, 1, 100, 0);   // 512, stays
  const WorkItem b = Item(Box({8, 0, 0}, {15, 7, 7}), 0, 1, 200, 0);  // 512, moves
  const WorkItem c = Item(Box({0, 0, 0}, {15, 15, 15}), 1, 2, 300);   // 8192, new
  const Metrics m = ComputeMetrics({a, b, c}, {0, 1, 2}, {0.25, 0.25, 0.5}, 2);
  EXPECT_EQ(m.load, (std::vector<double>{512, 512, 8192}));
  EXPECT_DOUBLE_EQ(m.imbalance, 8192 / (0.5 * 9216));
  ASSERT_EQ(m.level_imbalance.size(), 2u);
  EXPECT_DOUBLE_EQ(m.level_imbalance[0], 512 / (0.25 * 1024));
  EXPECT_DOUBLE_EQ(m.level_imbalance[1], 2.0);
  EXPECT_EQ(m.migrated_bytes, 200);
  // Capacity 0 ranks do not enter the imbalance.
  EXPECT_DOUBLE_EQ(ComputeMetrics({a, b}, {0, 1}, {1.0, 0.0}, 2).imbalance, 0.5);
}

TEST(Metrics, MinimumMigratedBytes) {
  const WorkItem a = Item(Box({0, 0, 0}, {7, 7, 7}), 0, 1, 600, 0);
  const WorkItem b = Item(Box({8, 0, 0}, {15, 7, 7}), 0, 1, 400, 1);
  const WorkItem c = Item(Box({0, 0, 0}, {15, 15, 15}), 1, 2, 1000, 1);
  // Level 0: rank 0 holds 600 of 1000 against 500; level 1: rank 1 holds 1000 against 500.
  EXPECT_EQ(MinimumMigratedBytes({a, b, c}, {0.5, 0.5}), 100 + 500);
  // Everything to rank 1: level 0's 600 on rank 0 must move.
  EXPECT_EQ(MinimumMigratedBytes({a, b, c}, {0.0, 1.0}), 600);
}

TEST(Metrics, ExchangeCellsMatchAllPairsOnRandomHierarchiesInAnyOrder) {
  std::mt19937 rng(42);
  for (int trial = 0; trial < 20; ++trial) {
    auto h = testkit::RandomHierarchy(rng, 3, 64 << testkit::Uniform(rng, 0, 4));
    std::shuffle(h.items.begin(), h.items.end(), rng);  // any order
    std::vector<int> owner;
    for (size_t n = 0; n < h.items.size(); ++n) owner.push_back(testkit::Uniform(rng, 0, 3));
    const int ghost = testkit::Uniform(rng, 0, 3);
    int64_t expected = 0;
    for (size_t a = 0; a < h.items.size(); ++a)
      for (size_t b = 0; b < h.items.size(); ++b)
        if (a != b && h.items[a].level == h.items[b].level && owner[a] != owner[b])
          expected += h.items[a].box.Grow(ghost).Intersect(h.items[b].box).NumCells();
    const std::vector<double> capacity = {0.25, 0.25, 0.25, 0.25};
    EXPECT_EQ(ComputeMetrics(h.items, owner, capacity, ghost).exchange_cells, expected);
    // Each rank counting its own patches (a run's ranks, Options::metrics_rank): the parts add
    // up to the whole.
    int64_t summed = 0;
    for (int rank = 0; rank < 4; ++rank)
      summed += ComputeMetrics(h.items, owner, capacity, ghost, rank).exchange_cells;
    EXPECT_EQ(summed, expected);
  }
}

TEST(Metrics, ParentLocalityOfOneRanksFinePatches) {
  // Two coarse halves on ranks 0 and 1; rank 0's fine patch lies over rank 1's half only, rank
  // 1's over its own half.
  const WorkItem left = Item(Box({0, 0, 0}, {7, 15, 15}), 0, 1, 1, 1);
  const WorkItem right = Item(Box({8, 0, 0}, {15, 15, 15}), 0, 1, 1, 1);
  const WorkItem over_right = Item(Box({16, 0, 0}, {23, 7, 7}), 1, 2, 1, 1);
  const WorkItem over_right_too = Item(Box({24, 0, 0}, {31, 7, 7}), 1, 2, 1, 1);
  const std::vector<WorkItem> items = {left, right, over_right, over_right_too};
  const std::vector<int> owner = {0, 1, 0, 1};
  EXPECT_DOUBLE_EQ(ComputeMetrics(items, owner, kTwoEqual, 2).parent_locality, 0.5);
  EXPECT_DOUBLE_EQ(ComputeMetrics(items, owner, kTwoEqual, 2, 0).parent_locality, 0.0);
  EXPECT_DOUBLE_EQ(ComputeMetrics(items, owner, kTwoEqual, 2, 1).parent_locality, 1.0);
}

}  // namespace
}  // namespace vagus::partition
