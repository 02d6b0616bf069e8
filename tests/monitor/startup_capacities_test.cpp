// The starting capacities (PRAGMA's system-sensitive start, docs/autonomic.md "Starting
// capacities"): from the startup loop's speeds (each rank's share of its cores times their rate,
// rates within the band taken as the host's noise), and at the first decision after a loop cut
// short beside a shared core, from the shares over the first steps.
#include <vagus/monitor/decision.hpp>

#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

namespace vagus::monitor {
namespace {

// Calibration runs of the given seconds, each with the whole of its cores.
std::vector<CalibrationRun> DedicatedProbes(const std::vector<double>& seconds) {
  std::vector<CalibrationRun> probes;
  for (double s : seconds) probes.push_back({s, 1.0});
  return probes;
}

TEST(StartupCapacities, FollowTheProbeSpeedsOutsideTheBand) {
  AutonomicOptions o;
  DecisionState state = DecisionState::Initial(3);
  // Rank 2 took twice as long: speeds 1 : 1 : 0.5 (0.5 is 0.4 below the mean of 0.833, and its
  // rate half the median: a slower core, not noise).
  const std::vector<std::string> causes =
      SetStartupCapacities(DedicatedProbes({0.1, 0.1, 0.2}), o, state);
  ASSERT_EQ(causes.size(), 3u);
  EXPECT_NE(causes[2].find("rank 2"), std::string::npos) << causes[2];
  EXPECT_NEAR(state.capacity[0], 0.4, 1e-12);
  EXPECT_NEAR(state.capacity[1], 0.4, 1e-12);
  EXPECT_NEAR(state.capacity[2], 0.2, 1e-12);
}

TEST(StartupCapacities, StayEqualInsideTheBandWithoutAProbeAndForStatic) {
  const std::vector<double> equal(2, 0.5);
  AutonomicOptions o;
  DecisionState state = DecisionState::Initial(2);
  EXPECT_TRUE(SetStartupCapacities(DedicatedProbes({0.10, 0.12}), o, state).empty());  // 9% off
  EXPECT_EQ(state.capacity, equal);
  EXPECT_TRUE(SetStartupCapacities(DedicatedProbes({0.1, 0.0}), o, state).empty());  // no probe
  EXPECT_EQ(state.capacity, equal);
  o.policy = Policy::kStatic;
  EXPECT_TRUE(SetStartupCapacities(DedicatedProbes({0.1, 0.2}), o, state).empty());
  EXPECT_EQ(state.capacity, equal);
}

// Under a steady hog the scheduler's share repeats run to run and the cores' rate varies with the
// host: ranks whose rates lie within the band start in proportion to their shares alone.
TEST(StartupCapacities, RatesWithinTheBandAreTheHostsNoise) {
  AutonomicOptions o;
  DecisionState state = DecisionState::Initial(3);
  // Rank 1 has a third of its core; the rates run 8% apart (seconds = 1 / (share x rate)).
  const std::vector<CalibrationRun> probes = {
      {1.0 / 1.04, 1.0}, {1.0 / (1.0 / 3.0 * 0.96), 1.0 / 3.0}, {1.0, 1.0}};
  const std::vector<std::string> causes = SetStartupCapacities(probes, o, state);
  ASSERT_EQ(causes.size(), 3u);
  EXPECT_NE(causes[1].find("0.33 of its cores"), std::string::npos) << causes[1];
  EXPECT_NE(causes[1].find("taken as the common rate"), std::string::npos) << causes[1];
  EXPECT_NEAR(state.capacity[0], 3.0 / 7.0, 1e-12);
  EXPECT_NEAR(state.capacity[1], 1.0 / 7.0, 1e-12);
  EXPECT_NEAR(state.capacity[2], 3.0 / 7.0, 1e-12);
}

// A core of another kind (a rate beyond the band of the median) keeps its own rate, beside the
// ranks whose rates are noise; the latter count at their mean rate, not the outlier's pull.
TEST(StartupCapacities, ARateBeyondTheBandIsTheCoresOwn) {
  AutonomicOptions o;
  DecisionState state = DecisionState::Initial(4);
  // Rates 1.1, 0.9, 1.0 (noise about the median 0.95) and 0.5; rank 1 also has half its core.
  const std::vector<CalibrationRun> probes = {
      {1.0 / 1.1, 1.0}, {1.0 / (0.5 * 0.9), 0.5}, {1.0, 1.0}, {2.0, 1.0}};
  (void)SetStartupCapacities(probes, o, state);
  const double sum = 1.0 + 0.5 + 1.0 + 0.5;  // speeds at the common rate 1.0, and 0.5
  EXPECT_NEAR(state.capacity[0], 1.0 / sum, 1e-12);
  EXPECT_NEAR(state.capacity[1], 0.5 / sum, 1e-12);
  EXPECT_NEAR(state.capacity[2], 1.0 / sum, 1e-12);
  EXPECT_NEAR(state.capacity[3], 0.5 / sum, 1e-12);
}

// Two ranks as the first decision sees them after a startup loop cut short: rank 0 with its core
// to itself, rank 1 with a third of its, both steady over three sampled steps.
std::vector<RankSummary> FirstSteps(double share0, double share1) {
  std::vector<RankSummary> ranks(2);
  ranks[0].cpu_share = share0;
  ranks[1].cpu_share = share1;
  for (RankSummary& r : ranks) r.recent_samples = 3;
  return ranks;
}

// A quarter of the loop reads a time-shared rank's share coarsely (0.27-0.44 beside the int64
// hog, where the steps read 0.33-0.35): the first decision takes the steps' shares at the
// loop's rates, bypassing the policy's guards as the loop's capacities did.
TEST(StartupCapacities, TheFirstStepsSharesReplaceTheShortLoops) {
  AutonomicOptions o;
  DecisionState state = DecisionState::Initial(2);
  // The quarter read 0.81 and 0.44 at one rate: rank 1 started at 0.44 / 1.25.
  const std::vector<CalibrationRun> quarter = {{1.0 / 0.81, 0.81}, {1.0 / 0.44, 0.44}};
  ASSERT_EQ(SetStartupCapacities(quarter, o, state).size(), 2u);
  EXPECT_NEAR(state.capacity[1], 0.44 / 1.25, 1e-12);

  const std::vector<std::string> causes =
      SetCapacitiesFromShares(quarter, FirstSteps(0.99, 1.0 / 3.0), o, state);
  ASSERT_EQ(causes.size(), 2u);
  EXPECT_NE(causes[1].find("0.33 of its cores over the first steps (the startup loop: 0.44)"),
            std::string::npos)
      << causes[1];
  EXPECT_NEAR(state.capacity[0], 0.99 / (0.99 + 1.0 / 3.0), 1e-12);
  EXPECT_NEAR(state.capacity[1], (1.0 / 3.0) / (0.99 + 1.0 / 3.0), 1e-12);
}

TEST(StartupCapacities, TheFirstStepsLeaveAShareThatChangedToTheOtherRules) {
  AutonomicOptions o;
  const std::vector<CalibrationRun> quarter = {{1.0, 1.0}, {3.0, 1.0 / 3.0}};
  DecisionState state = DecisionState::Initial(2);
  state.capacity = {0.7, 0.3};
  std::vector<RankSummary> changed = FirstSteps(1.0, 1.0);
  changed[1].share_changed = 1;  // the hog left during the steps
  EXPECT_TRUE(SetCapacitiesFromShares(quarter, changed, o, state).empty());
  std::vector<RankSummary> unsampled = FirstSteps(1.0, 0.33);
  unsampled[1].recent_samples = 0;
  EXPECT_TRUE(SetCapacitiesFromShares(quarter, unsampled, o, state).empty());
  EXPECT_TRUE(SetCapacitiesFromShares(quarter, FirstSteps(1.0, 0.95), o, state).empty())
      << "within the band: the policy decides";
  EXPECT_TRUE(SetCapacitiesFromShares(quarter, FirstSteps(1.0, 0.05), o, state).empty())
      << "a rank slow enough to evacuate: the policy decides";
  o.policy = Policy::kStatic;
  EXPECT_TRUE(SetCapacitiesFromShares(quarter, FirstSteps(1.0, 0.33), o, state).empty());
  EXPECT_EQ(state.capacity, std::vector<double>({0.7, 0.3}));
}

// After the first decision, every decision balances at the shares while they hold steady
// (balance_at_shares), each over the rank's share memory: a time-shared rank's kernel timings
// swing with the other load's turns (its capacity moved 0.20-0.35 by them beside the int64 hog),
// its share does not, and its mean over the memory scatters less than the last interval's
// (0.33-0.35). A move inside the dead band keeps the capacities, so no decision lays the levels
// out again for it.
TEST(StartupCapacities, LaterDecisionsBalanceAtTheSharesWhileTheyHold) {
  AutonomicOptions o;
  const std::vector<CalibrationRun> quarter = {{1.0 / 0.81, 0.81}, {1.0 / 0.44, 0.44}};
  DecisionState state = DecisionState::Initial(2);
  (void)SetStartupCapacities(quarter, o, state);
  (void)MakeDecision(FirstSteps(0.99, 1.0 / 3.0), o, state, 1, quarter);

  // The last interval read 0.36; the memory, 0.30.
  const auto steady = [](double memory_share1) {
    std::vector<RankSummary> ranks = FirstSteps(0.99, 0.36);
    for (RankSummary& r : ranks) r.share_memory_seconds = 5;
    ranks[0].share_low = ranks[0].share_high = 0.99;
    ranks[1].share_low = ranks[1].share_high = memory_share1;
    return ranks;
  };
  const Decision moved = MakeDecision(steady(0.30), o, state, 2, quarter);
  EXPECT_TRUE(moved.from_shares);
  EXPECT_TRUE(moved.rebalance);
  EXPECT_NEAR(moved.capacity[1], 0.30 / (0.99 + 0.30), 1e-12);
  EXPECT_NE(std::find_if(moved.causes.begin(), moved.causes.end(),
                         [](const std::string& c) {
                           return c.find("0.30 of its cores over its share memory, steady since "
                                         "the start") != std::string::npos;
                         }),
            moved.causes.end());

  const Decision kept = MakeDecision(steady(0.302), o, state, 3, quarter);
  EXPECT_TRUE(kept.from_shares);
  EXPECT_FALSE(kept.rebalance);
  EXPECT_EQ(kept.capacity, moved.capacity);
  ASSERT_EQ(kept.causes.size(), 1u);
  EXPECT_NE(kept.causes[0].find("inside the dead band"), std::string::npos) << kept.causes[0];

  std::vector<RankSummary> changed = steady(0.99);
  changed[1].share_changed = 1;  // the hog left: the policy's rules decide
  EXPECT_FALSE(MakeDecision(changed, o, state, 4, quarter).from_shares);
}

// The loop's chain of operations is not the kernels' mix: cores it found equal may run the
// kernels at different speeds. Where two ranks with cores of their own, taken at one rate, ran
// their kernels more than 10% apart over their window, the policy's rules measure them instead;
// within 10%, or with one such rank (a time-shared rank's timings are not checked: they scatter
// with the other load's turns), the shares decide.
TEST(StartupCapacities, KernelsApartOnCoresOfTheirOwnLeaveItToThePolicy) {
  AutonomicOptions o;
  const std::vector<CalibrationRun> loops = {{1.0, 1.0}, {1.0, 1.0}, {3.0, 1.0 / 3.0}};
  const auto steps = [](double unit1, double unit2) {
    std::vector<RankSummary> ranks(3);
    const double share[] = {0.99, 0.99, 1.0 / 3.0};
    const double unit[] = {1e-7, unit1, unit2};
    for (size_t k = 0; k < ranks.size(); ++k) {
      ranks[k].cpu_share = share[k];
      ranks[k].unit_now = unit[k];
      ranks[k].recent_samples = 3;
    }
    return ranks;
  };
  DecisionState state = DecisionState::Initial(3);
  EXPECT_EQ(SetCapacitiesFromShares(loops, steps(1.09e-7, 2e-7), o, state).size(), 3u)
      << "9% apart, and the time-shared rank's timings not checked: at the shares";
  EXPECT_NEAR(state.capacity[2], (1.0 / 3.0) / (0.99 + 0.99 + 1.0 / 3.0), 1e-12);
  state = DecisionState::Initial(3);
  EXPECT_TRUE(SetCapacitiesFromShares(loops, steps(1.12e-7, 1e-7), o, state).empty());
  EXPECT_EQ(state.capacity, DecisionState::Initial(3).capacity);
  std::vector<RankSummary> unmeasured = steps(1.12e-7, 1e-7);
  unmeasured[1].unit_now = 0;  // one measured rank with a core of its own: nothing to compare
  EXPECT_EQ(SetCapacitiesFromShares(loops, unmeasured, o, state).size(), 3u);
}

// MakeDecision carries it: the capacities move (a rebalance) with the causes, and a decision
// without the loop's runs is the policy's as before.
TEST(StartupCapacities, TheFirstDecisionSetsThemAndRebalances) {
  AutonomicOptions o;
  const std::vector<CalibrationRun> quarter = {{1.0 / 0.81, 0.81}, {1.0 / 0.44, 0.44}};
  DecisionState state = DecisionState::Initial(2);
  (void)SetStartupCapacities(quarter, o, state);
  const std::vector<double> start = state.capacity;
  const Decision d = MakeDecision(FirstSteps(0.99, 1.0 / 3.0), o, state, 1, quarter);
  EXPECT_EQ(d.capacity_before, start);
  EXPECT_NEAR(d.capacity[1], (1.0 / 3.0) / (0.99 + 1.0 / 3.0), 1e-12);
  EXPECT_EQ(state.capacity, d.capacity);
  EXPECT_TRUE(d.rebalance);
  EXPECT_TRUE(d.from_shares);
  EXPECT_NE(std::find_if(d.causes.begin(), d.causes.end(),
                         [](const std::string& c) {
                           return c.find("over the first steps") != std::string::npos;
                         }),
            d.causes.end());
  DecisionState without = DecisionState::Initial(2);
  without.capacity = start;
  const Decision policy = MakeDecision(FirstSteps(0.99, 1.0 / 3.0), o, without, 1);
  EXPECT_EQ(policy.capacity, start) << "no measured work: the policy keeps them";
  EXPECT_FALSE(policy.from_shares);
}

}  // namespace
}  // namespace vagus::monitor
