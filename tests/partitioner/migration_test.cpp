// Migration after a small capacity change. The minimum any partition at the new capacities must
// move is MinimumMigratedBytes (sum over ranks and levels of max(0, old bytes - new target));
// bytes are proportional to work within a level here, so that bound applies.
#include <gtest/gtest.h>

#include <random>

#include <vagus/partitioner/metrics.hpp>
#include <vagus/partitioner/partition.hpp>
#include "random_hierarchy.hpp"

namespace vagus::partition {
namespace {

using testkit::Uniform;

// The previous partition's pieces, now owned where it put them.
std::vector<WorkItem> AsPrevious(const Result& result) {
  std::vector<WorkItem> items = result.items;
  for (size_t p = 0; p < items.size(); ++p) items[p].previous_owner = result.owner[p];
  return items;
}

std::vector<double> Normalised(std::vector<double> c) {
  double sum = 0;
  for (double x : c) sum += x;
  for (double& x : c) x /= sum;
  return c;
}

// Moves `share` of the total capacity from rank `from` to rank `to`.
std::vector<double> Moved(std::vector<double> c, int from, int to, double share) {
  c = Normalised(c);
  c[from] -= share;
  c[to] += share;
  return c;
}

TEST(Migration, TwoPercentMovedBetweenAnyTwoRanksMovesAtMostTwiceTheMinimum) {
  std::mt19937 rng(21);
  for (int trial = 0; trial < 40; ++trial) {
    const int num_ranks = Uniform(rng, 2, 64);
    testkit::Hierarchy h;
    do {  // enough patches that the balance is not set by the blocking factor
      h = testkit::RandomHierarchy(rng, Uniform(rng, 1, 3), 512, 20);
    } while (h.items.size() < 16 * static_cast<size_t>(num_ranks));
    Resources r = testkit::MakeResources(rng, num_ranks, false, false);
    Options options;
    options.base_domain = h.domain;
    const Result before = Partition(h.items, r, options);
    const std::vector<WorkItem> items = AsPrevious(before);
    int from = Uniform(rng, 0, num_ranks - 1), to = Uniform(rng, 0, num_ranks - 2);
    if (to >= from) ++to;
    r.capacity = Normalised(r.capacity);
    if (r.capacity[from] < 0.03) std::swap(from, to);
    if (r.capacity[from] < 0.03) continue;
    r.capacity = Moved(r.capacity, from, to, 0.02);
    const Result after = Partition(items, r, options);
    testkit::ExpectValidPartition(items, r, after);
    const int64_t minimum = MinimumMigratedBytes(items, r.capacity);
    EXPECT_LE(after.metrics.migrated_bytes, 2 * minimum)
        << "trial " << trial << ": " << num_ranks << " ranks, " << from << " -> " << to;
    EXPECT_LE(after.metrics.imbalance, before.metrics.imbalance + 0.05);
  }
}

TEST(Migration, UnchangedCapacitiesMoveNothing) {
  std::mt19937 rng(22);
  for (Strategy strategy : {Strategy::kSfc, Strategy::kUniform}) {
    testkit::Hierarchy h;
    do {
      h = testkit::RandomHierarchy(rng, 3, 512, 16);
    } while (!testkit::FineEnough(h, 13, 8));
    Resources r = testkit::MakeResources(rng, 13, true, false);
    if (strategy == Strategy::kUniform) r.capacity.assign(13, 1.0);  // imbalance against these
    Options options;
    options.strategy = strategy;
    const Result before = Partition(h.items, r, options);
    // Every rank within tolerance of its targets: nothing to release (coarser hierarchies, where
    // the blocking factor keeps some rank beyond it, would move that rank's excess).
    for (double level : before.metrics.level_imbalance) ASSERT_LE(level, 1 + options.tolerance);
    const Result after = Partition(AsPrevious(before), r, options);
    EXPECT_EQ(after.metrics.migrated_bytes, 0);
    EXPECT_EQ(after.owner, before.owner);
  }
}

TEST(Migration, FreshCutMovesLittleBetweenCurveNeighboursButCascadesBetweenDistantRanks) {
  // Without keep_previous_owners every cut between the two ranks shifts: the migration grows
  // with their distance along the curve (docs/partitioner.md). Between neighbours it is about
  // the minimum, up to the tolerance each rank may sit off its target.
  std::mt19937 rng(23);
  const auto h = testkit::RandomHierarchy(rng, 1, 512, 24);
  Resources r;
  r.capacity.assign(16, 1.0 / 16);
  Options options;
  options.keep_previous_owners = false;
  options.base_domain = h.domain;
  const std::vector<WorkItem> items = AsPrevious(Partition(h.items, r, options));
  int64_t total = 0;
  for (const WorkItem& w : items) total += w.bytes;

  Resources neighbours = r;
  neighbours.capacity = Moved(r.capacity, 4, 5, 0.02);
  const Result near = Partition(items, neighbours, options);
  EXPECT_LE(near.metrics.migrated_bytes,
            2 * MinimumMigratedBytes(items, neighbours.capacity) + 0.04 * total / 16);

  Resources distant = r;
  distant.capacity = Moved(r.capacity, 0, 15, 0.02);
  const Result far = Partition(items, distant, options);
  EXPECT_GT(far.metrics.migrated_bytes, 5 * MinimumMigratedBytes(items, distant.capacity));
  // Keeping previous owners avoids the cascade.
  options.keep_previous_owners = true;
  const Result kept = Partition(items, distant, options);
  EXPECT_LE(kept.metrics.migrated_bytes, 2 * MinimumMigratedBytes(items, distant.capacity));
}

}  // namespace
}  // namespace vagus::partition
