// The rule that keeps a time-shared rank off the coarse levels (coarse_levels.hpp), on the figures
// measured beside a CPU hog on 2 ranks (docs/autonomic.md, "Keeping a time-shared rank off the
// coarse levels"): balanced substeps of 1.2, 3 and 17 ms on levels 0-2, 36 ms of waits a coarse
// step for rank 0, rank 1 at capacity 0.25 and a third of its core.
#include <vagus/monitor/coarse_levels.hpp>

#include <gtest/gtest.h>

#include <vagus/monitor/decision.hpp>

namespace vagus::monitor {
namespace {

constexpr double kSubstepSeconds[] = {1.2e-3, 3e-3, 17e-3, 60e-3};
const std::vector<double> kCapacity = {0.75, 0.25};

// A rank at `capacity` of `levels` levels (substeps 1, 2, 4, ...), each level's substeps at the
// balanced times, at `share` of its core held steady, waiting `wait` seconds a coarse step.
RankSummary Rank(double capacity, int levels, double share, double wait) {
  RankSummary r;
  r.samples = r.recent_samples = 8;
  r.cpu_share = r.share_now = r.share_low = r.share_high = share;
  r.window_seconds = 1;
  r.sync_wait_median = wait;
  for (int l = 0, substeps = 1; l < levels; ++l, substeps *= 2) {
    r.cells[l] = 4096 * capacity;
    r.work[l] = r.cells[l] * substeps;
    r.seconds[l] = kSubstepSeconds[l] * substeps;
  }
  return r;
}

std::vector<RankSummary> BesideAHog(int levels, double wait = 36e-3) {
  return {Rank(0.75, levels, 1.0, wait), Rank(0.25, levels, 0.33, 0.0)};
}

TEST(CoarseLevels, TheTimeSharedRankLeavesTheLevelsWhoseShareCostsLessThanTheWaits) {
  // Four levels: a wait of 36 / 15 = 2.4 ms a substep against losses of 0.4, 1.0 and 5.7 ms on
  // levels 0-2: the loss is below the wait on levels 0 and 1.
  std::vector<std::string> causes;
  EXPECT_EQ(CoarsestLevels(BesideAHog(4), kCapacity, {}, causes), std::vector<int>({0, 2}));
  ASSERT_EQ(causes.size(), 1u);
  EXPECT_NE(causes[0].find("rank 1 (cpu share 0.33, steady) holds level 2 and finer only: the "
                           "others wait 2.40 ms a substep for it"),
            std::string::npos)
      << causes[0];
  EXPECT_NE(causes[0].find("levels 0-1"), std::string::npos) << causes[0];
  // Three levels and 5 ms of waits: 5 / 7 = 0.71 ms a substep, above level 0's loss only.
  causes.clear();
  EXPECT_EQ(CoarsestLevels(BesideAHog(3, 5e-3), kCapacity, {}, causes), std::vector<int>({0, 1}));
  ASSERT_EQ(causes.size(), 1u);
  EXPECT_NE(causes[0].find("holds level 1 and finer only"), std::string::npos) << causes[0];
  // Three levels and 36 ms: levels 0 and 1 go; level 2 is the finest, which it always holds.
  EXPECT_EQ(CoarsestLevels(BesideAHog(3), kCapacity, {}, causes), std::vector<int>({0, 2}));
}

TEST(CoarseLevels, WithoutWaitsOrWithoutADedicatedRankEveryRankHoldsEveryLevel) {
  std::vector<std::string> causes;
  EXPECT_EQ(CoarsestLevels(BesideAHog(3, 0.0), kCapacity, {}, causes), std::vector<int>({0, 0}));
  std::vector<RankSummary> both_shared = BesideAHog(3);
  both_shared[0].cpu_share = 0.5;
  EXPECT_EQ(CoarsestLevels(both_shared, kCapacity, {}, causes), std::vector<int>({0, 0}));
  EXPECT_EQ(CoarsestLevels(BesideAHog(1, 1.0), kCapacity, {}, causes), std::vector<int>({0, 0}))
      << "one level: it is the finest";
  EXPECT_TRUE(causes.empty());
}

TEST(CoarseLevels, ALevelLeftStaysLeftWhileTheShareHolds) {
  // 3 levels, 2.4 ms of waits a coarse step: 0.34 ms over the 7 substeps of every level, below
  // any level's loss, so a rank on every level stays there. Off levels 0-1 it stays off:
  // the waits it caused there are no longer measured.
  std::vector<std::string> causes;
  EXPECT_EQ(CoarsestLevels(BesideAHog(3, 2.4e-3), kCapacity, {}, causes), std::vector<int>({0, 0}));
  EXPECT_EQ(CoarsestLevels(BesideAHog(3, 2.4e-3), kCapacity, {0, 2}, causes),
            std::vector<int>({0, 2}));
  EXPECT_EQ(CoarsestLevels(BesideAHog(3, 0.0), kCapacity, {0, 1}, causes),
            std::vector<int>({0, 1}));
  EXPECT_TRUE(causes.empty());
  // Off level 0 with 14 ms of waits over the 6 substeps of levels 1-2: 2.3 ms, above level 1's
  // loss of 1 ms. It leaves level 1 too; with 5 ms (0.83 ms) it does not.
  EXPECT_EQ(CoarsestLevels(BesideAHog(3, 14e-3), kCapacity, {0, 1}, causes),
            std::vector<int>({0, 2}));
  EXPECT_EQ(CoarsestLevels(BesideAHog(3, 5e-3), kCapacity, {0, 1}, causes),
            std::vector<int>({0, 1}));
}

TEST(CoarseLevels, ARankWhoseShareChangedOrRoseHoldsEveryLevelAgain) {
  std::vector<RankSummary> ranks = BesideAHog(3);
  ranks[1].share_changed = 1;  // the hog left since the previous decision
  std::vector<std::string> causes;
  EXPECT_EQ(CoarsestLevels(ranks, kCapacity, {0, 2}, causes), std::vector<int>({0, 0}));
  ASSERT_EQ(causes.size(), 1u);
  EXPECT_NE(causes[0].find("rank 1 holds every level again: its cpu share is no longer steady"),
            std::string::npos)
      << causes[0];
  ranks = BesideAHog(3);
  ranks[1].cpu_share = 0.95;
  EXPECT_EQ(CoarsestLevels(ranks, kCapacity, {0, 2}, causes), std::vector<int>({0, 0}));
}

TEST(CoarseLevels, ADecisionCarriesThemAndRepartitionsWhenTheyChange) {
  AutonomicOptions options;
  options.policy = Policy::kReactive;
  DecisionState state = DecisionState::Initial(2);
  state.capacity = kCapacity;
  std::vector<RankSummary> ranks = BesideAHog(3);
  for (RankSummary& r : ranks) r.recent_work = r.CurrentWork(), r.recent_seconds = 0.05;
  ranks[1].recent_seconds *= 1.0 / 3.0;  // speeds 3 : 1, the capacities' ratio
  const Decision first = MakeDecision(ranks, options, state, 1);
  EXPECT_EQ(first.coarsest_level, std::vector<int>({0, 2}));
  EXPECT_EQ(state.coarsest_level, first.coarsest_level);
  EXPECT_TRUE(first.rebalance);
  const Decision kept = MakeDecision(ranks, options, state, 2);
  EXPECT_EQ(kept.coarsest_level, std::vector<int>({0, 2}));
  options.keep_off_coarse_levels = false;
  const Decision off = MakeDecision(ranks, options, state, 3);
  EXPECT_EQ(off.coarsest_level, std::vector<int>({0, 0})) << "switched off (a restart's deck)";
  EXPECT_TRUE(off.rebalance);
  options.keep_off_coarse_levels = true;
  options.policy = Policy::kStatic;
  EXPECT_EQ(MakeDecision(ranks, options, state, 4).coarsest_level, std::vector<int>({0, 0}));
}

}  // namespace
}  // namespace vagus::monitor
