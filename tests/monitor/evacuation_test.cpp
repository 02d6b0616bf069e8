// Evacuation and re-admission: a rank far slower than the others for evacuate_after decisions
// gets capacity 0; while evacuated it is judged by the calibration probe, and after readmit_after
// recovered decisions it returns with readmit_share / K and adapts from there. Never the last
// rank; capacities always sum to 1.
#include <vagus/monitor/evacuation.hpp>

#include <gtest/gtest.h>

#include <algorithm>
#include <random>

#include <vagus/monitor/closed_loop.hpp>

namespace vagus::monitor {
namespace {

AutonomicOptions Reactive() {
  AutonomicOptions o;
  o.policy = Policy::kReactive;
  o.evacuate_below = 0.25;  // rank 2 below is 0.10 of the median: clearly under
  return o;
}

TEST(Evacuation, SlowRankIsEvacuatedAfterThreeDecisionsAndReadmittedWhenItRecovers) {
  ClosedLoop loop(Reactive(), 3);
  const std::vector<SyntheticRank> slow = {{1e-6}, {1e-6}, {1e-5}};  // rank 2 ten times slower
  const std::vector<SyntheticRank> fine = {{1e-6}, {1e-6}, {1e-6}};
  for (int d = 1; d <= 2; ++d) {
    const Decision& decision = loop.Run(slow);
    EXPECT_TRUE(decision.evacuated_now.empty()) << d;
    EXPECT_GT(decision.capacity[2], 0) << d;
  }
  const Decision& out = loop.Run(slow);
  ASSERT_EQ(out.evacuated_now, std::vector<int>({2}));
  EXPECT_EQ(out.capacity[2], 0.0);
  EXPECT_NEAR(out.capacity[0] + out.capacity[1], 1.0, 1e-12);
  EXPECT_TRUE(out.rebalance);
  EXPECT_NE(out.causes[0].find("rank 2 evacuated: speed 0.10 of median"), std::string::npos)
      << out.causes[0];

  // Still slow by the probe: stays out.
  for (int d = 0; d < 3; ++d) EXPECT_EQ(loop.Run(slow).capacity[2], 0.0);
  // Recovered: back after two decisions, with half an equal share.
  EXPECT_TRUE(loop.Run(fine).readmitted_now.empty());
  const Decision& back = loop.Run(fine);
  ASSERT_EQ(back.readmitted_now, std::vector<int>({2}));
  EXPECT_NEAR(back.capacity[2], 0.5 / 3, 1e-12);
  EXPECT_FALSE(back.evacuated[2]);
  // Then it adapts to an equal share.
  for (int d = 0; d < 6; ++d) loop.Run(fine);
  EXPECT_NEAR(loop.decisions.back().capacity[2], 1.0 / 3, 0.02);
}

TEST(Evacuation, ARankThatRecoversBeforeTheThresholdStays) {
  ClosedLoop loop(Reactive(), 3);
  loop.Run({{1e-6}, {1e-6}, {1e-5}});
  loop.Run({{1e-6}, {1e-6}, {1e-5}});
  loop.Run({{1e-6}, {1e-6}, {1e-6}});  // the count starts again
  loop.Run({{1e-6}, {1e-6}, {1e-5}});
  loop.Run({{1e-6}, {1e-6}, {1e-5}});
  for (const Decision& d : loop.decisions) EXPECT_TRUE(d.evacuated_now.empty());
}

TEST(Evacuation, StaticPolicyAndDisabledEvacuationNeverEvacuate) {
  for (bool static_policy : {true, false}) {
    AutonomicOptions o = Reactive();
    if (static_policy)
      o.policy = Policy::kStatic;
    else
      o.evacuate = false;
    ClosedLoop loop(o, 2);
    for (int d = 0; d < 6; ++d) EXPECT_GT(loop.Run({{1e-6}, {1e-4}}).capacity[1], 0);
  }
}

TEST(Evacuation, NeverTheLastActiveRank) {
  // Speeds 1, 0.5, 0.25 and a threshold at the median itself: ranks 2 and 1 go (slowest first),
  // rank 0 stays; alone, it has nobody to be slow against. (The fastest measured rank is never
  // below the median of the others, so the last-rank guard in UpdateEvacuation is a backstop.)
  AutonomicOptions o = Reactive();
  o.evacuate_below = 1.0;
  o.evacuate_after = 1;
  o.readmit_above = 1.0;
  ClosedLoop loop(o, 3);
  const Decision& first = loop.Run({{1e-6}, {2e-6}, {4e-6}});
  EXPECT_EQ(first.evacuated_now, std::vector<int>({2, 1}));
  EXPECT_EQ(first.capacity, std::vector<double>({1.0, 0.0, 0.0}));
  for (int d = 0; d < 5; ++d) {
    const Decision& next = loop.Run({{1e-6}, {2e-6}, {4e-6}});
    EXPECT_FALSE(next.evacuated[0]);
    EXPECT_EQ(next.capacity[0], 1.0);
  }
}

TEST(Evacuation, RandomSpeedsKeepTheInvariants) {
  AutonomicOptions o = Reactive();
  o.evacuate_below = 0.6;
  o.evacuate_after = 1;
  o.readmit_above = 0.7;
  o.readmit_after = 1;
  ClosedLoop loop(o, 4);
  std::mt19937 random(99);
  std::uniform_real_distribution<double> slowness(1.0, 5.0);
  for (int d = 0; d < 60; ++d) {
    std::vector<SyntheticRank> ranks(4);
    for (SyntheticRank& r : ranks) r.seconds_per_work = 1e-6 * slowness(random);
    const Decision& decision = loop.Run(ranks);
    double sum = 0;
    int active = 0;
    for (int k = 0; k < 4; ++k) {
      sum += decision.capacity[k];
      active += !decision.evacuated[k];
      EXPECT_EQ(decision.capacity[k] == 0.0, decision.evacuated[k] != 0) << d << " " << k;
    }
    EXPECT_NEAR(sum, 1.0, 1e-12);
    EXPECT_GE(active, 1);
  }
  int evacuations = 0;
  for (const Decision& d : loop.decisions) evacuations += static_cast<int>(d.evacuated_now.size());
  EXPECT_GT(evacuations, 0);
}

}  // namespace
}  // namespace vagus::monitor

namespace vagus::monitor {
namespace {

// The median of a copy, sorted: what RelativeSpeeds computes without sorting per rank.
double SortedMedian(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  const size_t n = v.size();
  return n % 2 ? v[n / 2] : 0.5 * (v[n / 2 - 1] + v[n / 2]);
}

TEST(Evacuation, RelativeSpeedsAreEachRanksOverTheMedianOfTheOthers) {
  // Against the definition, per rank: ties, unmeasured ranks (speed 0) and evacuated ranks
  // (judged by their cpu share against the active ranks' shares) included, bit for bit.
  std::mt19937 random(3);
  std::uniform_int_distribution<int> level(0, 4);
  for (int n : {2, 3, 8, 33}) {
    std::vector<RankSummary> ranks(n);
    std::vector<char> evacuated(n, 0);
    for (int k = 0; k < n; ++k) {
      const int v = level(random);  // few distinct values: many ties
      ranks[k].recent_work = v;
      ranks[k].recent_seconds = 1.0;
      ranks[k].cpu_share = 0.25 * (1 + level(random));
      evacuated[k] = k % 5 == 3;
    }
    const std::vector<double> relative = RelativeSpeeds(ranks, evacuated);
    for (int k = 0; k < n; ++k) {
      const auto value = [&](int j) {
        return evacuated[k] ? ranks[j].cpu_share : ranks[j].Speed();
      };
      std::vector<double> others;
      for (int j = 0; j < n; ++j)
        if (j != k && !evacuated[j] && value(j) > 0) others.push_back(value(j));
      const double expected =
          value(k) > 0 && !others.empty() ? value(k) / SortedMedian(others) : -1.0;
      EXPECT_EQ(relative[k], expected) << n << " ranks, rank " << k;
    }
  }
}

}  // namespace
}  // namespace vagus::monitor
