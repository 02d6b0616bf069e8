// Stochastic policy (Schopf & Berman): u_k = mean_k + TF x sd_k, capacities proportional to 1/u_k;
// a fixed Tuning Factor gives less work to the rank that varies, more so for a larger TF; the
// Variable Tuning Factor is 0 on a steady platform and grows with how many ranks vary and how fast
// they are.
#include <gtest/gtest.h>

#include <vagus/monitor/capacity_policy.hpp>
#include <vagus/monitor/closed_loop.hpp>
#include <vagus/monitor/tuning_factor.hpp>

namespace vagus::monitor {
namespace {

// Two ranks with the same mean time per work; rank 1 varies by sd.
std::vector<RankSummary> SameMeanOneVaries(double sd) {
  std::vector<RankSummary> ranks(2);
  for (RankSummary& r : ranks) {
    r.unit_mean = 1e-6;
    r.unit_count = 16;
    r.work[0] = 1e5;
  }
  ranks[1].unit_sd = sd;
  return ranks;
}

AutonomicOptions Stochastic(TuningMode mode, double tf = 1.0) {
  AutonomicOptions o;
  o.policy = Policy::kStochastic;
  o.tuning_mode = mode;
  o.tuning_factor = tf;
  return o;
}

TEST(StochasticPolicy, FixedTuningFactorGivesLessWorkToTheVaryingRank) {
  const std::vector<RankSummary> ranks = SameMeanOneVaries(0.5e-6);
  double previous = 0.5;
  for (double tf : {0.0, 1.0, 2.0}) {
    const Proposal p = ProposeCapacities(Policy::kStochastic, ranks, {0.5, 0.5},
                                         Stochastic(TuningMode::kFixed, tf));
    EXPECT_DOUBLE_EQ(p.tuning_factor, tf);
    // C_1 / C_0 = mean / (mean + TF sd).
    EXPECT_NEAR(p.capacity[1] / p.capacity[0], 1.0 / (1.0 + 0.5 * tf), 1e-12);
    EXPECT_LE(p.capacity[1], previous);
    previous = p.capacity[1];
  }
}

TEST(StochasticPolicy, VariableTuningFactorIsZeroOnASteadyPlatform) {
  const Proposal p = ProposeCapacities(Policy::kStochastic, SameMeanOneVaries(1e-9), {0.5, 0.5},
                                       Stochastic(TuningMode::kVariable));
  EXPECT_EQ(p.tuning_factor, 0.0);
  EXPECT_NEAR(p.capacity[0], 0.5, 1e-12);
}

TEST(StochasticPolicy, VariableTuningFactorTurnsConservativeWhenARankVaries) {
  // Coefficient of variation 0.3 > 0.125 on one of two ranks of equal power: TF = 0.5 + 0.25.
  const Proposal p = ProposeCapacities(Policy::kStochastic, SameMeanOneVaries(0.3e-6), {0.5, 0.5},
                                       Stochastic(TuningMode::kVariable));
  EXPECT_NEAR(p.tuning_factor, 0.75, 1e-12);
  EXPECT_LT(p.capacity[1], 0.5);
}

TEST(VariableTuningFactor, BenefitsFewVaryingRanksAndSlowVaryingRanks) {
  const double high = 0.125;
  EXPECT_EQ(VariableTuningFactor({0.0, 0.1, 0.05, 0.0}, {1, 1, 1, 1}, high), 0.0);
  // One of four varies: start at 0.5; + 0.25 for a fast one, + 0.125 for a slow one.
  EXPECT_NEAR(VariableTuningFactor({0.3, 0, 0, 0}, {2, 1, 1, 1}, high), 0.75, 1e-12);
  EXPECT_NEAR(VariableTuningFactor({0.3, 0, 0, 0}, {0.5, 1, 1, 1}, high), 0.625, 1e-12);
  // Three of four vary: start at 1.
  const double many = VariableTuningFactor({0.3, 0.3, 0.3, 0}, {1, 1, 1, 1}, high);
  EXPECT_NEAR(many, 1.0 + 3 * 0.125, 1e-12);
  // All four vary, three of them fast: 1 + 3 x 0.25 + 0.125; never above MaxTF = 2.
  EXPECT_NEAR(VariableTuningFactor({1, 1, 1, 1}, {3, 3, 3, 0.1}, high), 1.875, 1e-12);
  EXPECT_LE(VariableTuningFactor({1, 1}, {3, 0.1}, 0.0), kMaxTuningFactor);
}

TEST(StochasticPolicy, ClosedLoopWithAVaryingRankKeepsItBelowItsMeanShare) {
  // Equal mean speed, rank 1 with 90% noise per level (a coefficient of variation of about 0.3
  // per step): the variable TF turns positive and rank 1 ends with clearly less than half.
  AutonomicOptions o = Stochastic(TuningMode::kVariable);
  ClosedLoop loop(o, 2);
  for (int d = 0; d < 6; ++d) loop.Run({{1e-6, 1.0, 0.0}, {1e-6, 1.0, 0.9}});
  EXPECT_GT(loop.decisions.back().tuning_factor, 0.0);
  EXPECT_LT(loop.decisions.back().capacity[1], 0.47);
}

}  // namespace
}  // namespace vagus::monitor
