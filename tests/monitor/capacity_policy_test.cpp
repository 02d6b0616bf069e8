// Capacity policies in a closed loop (synthetic_ranks.hpp): every rank holds the share of the work
// its capacity asks for, and its kernel time follows a known cost. With the default guards
// (damping 0.7, dead band 2%, floor 0.1 of an equal share) a rank that is twice as slow ends at
// half the capacity of the other: after n moves the capacity error is 0.3^n of the first
// (C = 0.383, 0.348, 0.338: ratio 1.61, 1.87, 1.96), where the dead band stops it (the next
// step, 0.8%, is inside the band). On cores of their own (cpu share 1) the first proposal waits
// for a second decision to confirm it (confirm_decisions = 2), so the moves start at the second
// decision: 2:1 within 10% at the third.
#include <vagus/monitor/capacity_policy.hpp>

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <random>
#include <string>
#include <utility>

#include <vagus/monitor/capacity_guards.hpp>
#include <vagus/monitor/closed_loop.hpp>
#include <vagus/monitor/decision.hpp>
#include <vagus/monitor/speed_forecast.hpp>

namespace vagus::monitor {
namespace {

AutonomicOptions WithPolicy(Policy policy) {
  AutonomicOptions o;
  o.policy = policy;
  return o;
}

double Ratio(const Decision& d) { return d.capacity[0] / d.capacity[1]; }

class EveryAdaptivePolicy : public ::testing::TestWithParam<Policy> {};

TEST_P(EveryAdaptivePolicy, TwiceSlowerRankReachesHalfTheCapacityWithinThreeDecisions) {
  ClosedLoop loop(WithPolicy(GetParam()), 2);
  const std::vector<SyntheticRank> ranks = {{1e-6}, {2e-6}};
  int reached = 0;
  for (int d = 1; d <= 8; ++d) {
    const Decision& decision = loop.Run(ranks);
    EXPECT_NEAR(decision.capacity[0] + decision.capacity[1], 1.0, 1e-12);
    const bool within = std::abs(Ratio(decision) - 2.0) <= 0.2;
    if (within && reached == 0) reached = d;
    if (reached > 0) {
      EXPECT_TRUE(within) << "decision " << d << " ratio " << Ratio(decision);
    }
  }
  EXPECT_GE(reached, 1);
  EXPECT_LE(reached, 3) << PolicyName(GetParam());
  EXPECT_NEAR(Ratio(loop.decisions.back()), 2.0, 0.1);  // settled within 5%
  if (GetParam() == Policy::kStochastic) {  // no confirmation: it prices the variability in
    EXPECT_TRUE(loop.decisions.front().rebalance);
  } else {
    EXPECT_FALSE(loop.decisions.front().rebalance);
    EXPECT_TRUE(loop.decisions[1].rebalance);
  }
}

INSTANTIATE_TEST_SUITE_P(Policies, EveryAdaptivePolicy,
                         ::testing::Values(Policy::kReactive, Policy::kPerformanceFunction,
                                           Policy::kStochastic),
                         [](const auto& policy) { return PolicyName(policy.param); });

TEST(CapacityPolicy, StaticNeverChanges) {
  ClosedLoop loop(WithPolicy(Policy::kStatic), 2);
  for (int d = 0; d < 6; ++d) {
    const Decision& decision = loop.Run({{1e-6}, {4e-6}});
    EXPECT_EQ(decision.capacity, std::vector<double>({0.5, 0.5}));
    EXPECT_FALSE(decision.rebalance);
    EXPECT_TRUE(decision.evacuated_now.empty());
  }
}

TEST(CapacityPolicy, StaticKeepsTheCapacitiesGiven) {
  AutonomicOptions o = WithPolicy(Policy::kStatic);
  o.static_capacities = {1.0, 3.0};
  ClosedLoop loop(o, 2);
  EXPECT_EQ(loop.state.capacity, std::vector<double>({0.25, 0.75}));  // from the first partition
  for (int d = 0; d < 4; ++d) {
    const Decision& decision = loop.Run({{1e-6}, {4e-6}});
    EXPECT_EQ(decision.capacity, std::vector<double>({0.25, 0.75}));
    EXPECT_FALSE(decision.rebalance);
  }
}

TEST(CapacityPolicy, UndampedReactiveReachesTheTargetInOneDecision) {
  AutonomicOptions o = WithPolicy(Policy::kReactive);
  o.damping = 1.0;
  o.confirm_decisions = 1;
  ClosedLoop loop(o, 3);
  const Decision& d = loop.Run({{1e-6}, {2e-6}, {3e-6}});  // speeds 6:3:2
  EXPECT_NEAR(d.capacity[0], 6.0 / 11, 1e-9);
  EXPECT_NEAR(d.capacity[1], 3.0 / 11, 1e-9);
  EXPECT_NEAR(d.capacity[2], 2.0 / 11, 1e-9);
}

TEST(CapacityPolicy, PerformanceFunctionSeesContentionThroughTheLoadFactor) {
  // Same core speed, but rank 1 gets half its core (cpu share 0.5, L_d = 2).
  ClosedLoop loop(WithPolicy(Policy::kPerformanceFunction), 2);
  for (int d = 0; d < 3; ++d) loop.Run({{1e-6, 1.0}, {1e-6, 0.5}});
  EXPECT_NEAR(Ratio(loop.decisions.back()), 2.0, 0.2);
  EXPECT_GT(loop.decisions.back().predicted_seconds[1], 0);
}

TEST(CapacityPolicy, NoisyTimingsDoNotSwingThePartition) {
  // 10% noise on every level of every step: after converging, each decision stays within 10%
  // of 2:1 and most are held by the dead band.
  ClosedLoop loop(WithPolicy(Policy::kReactive), 2);
  int held = 0;
  for (int d = 1; d <= 20; ++d) {
    const Decision& decision = loop.Run({{1e-6, 1.0, 0.1}, {2e-6, 1.0, 0.1}});
    if (d >= 3) {
      EXPECT_NEAR(Ratio(decision), 2.0, 0.2) << "decision " << d;
    }
    if (d >= 3 && !decision.rebalance) ++held;
  }
  EXPECT_GE(held, 12);
}

// Seconds of [from, to) within the first `on` seconds of a period of on + off.
double LoadedSeconds(double from, double to, double on, double off) {
  const auto since_zero = [&](double t) {
    const double periods = std::floor(t / (on + off));
    return periods * on + std::min(t - periods * (on + off), on);
  };
  return since_zero(to) - since_zero(from);
}

// Two ranks on a modelled clock: rank 1's core is shared (cpu share 1/3) for `on` seconds, then
// free for `off` seconds, over and over, and a decision comes every 4 coarse steps. A step lasts
// the slower rank's kernel time (a run's ranks wait for each other); both ranks record that wall
// time. A step takes rank 1's share from its start, or, with `straddle`, the mean share over its
// wall time, as a real step that a change falls in does (its kernel time then at that share).
// Returns the steps per modelled second over the second half of `steps`.
double StepsPerSecondUnderOnOff(ClosedLoop& loop, double on, double off, int steps,
                                bool straddle = false) {
  std::mt19937 random(5);
  double clock = 0, half = 0;
  for (int s = 0; s < steps; ++s) {
    const bool loaded = std::fmod(clock, on + off) < on;
    std::vector<SyntheticRank> ranks = {{1e-6, 1.0}, {1e-6, loaded ? 1.0 / 3 : 1.0}};
    std::vector<StepSample> samples;
    double wall = 0;
    ++loop.step;
    const auto take_step = [&] {
      samples.clear();
      wall = 0;
      for (size_t k = 0; k < ranks.size(); ++k) {
        samples.push_back(SyntheticStep(loop.step, ranks[k], loop.state.capacity[k], random));
        wall = std::max(wall, samples.back().KernelSeconds());
      }
    };
    take_step();
    if (straddle) {
      const double loaded_fraction = LoadedSeconds(clock, clock + wall, on, off) / wall;
      ranks[1].cpu_share = loaded_fraction / 3 + (1 - loaded_fraction);
      take_step();
    }
    for (size_t k = 0; k < ranks.size(); ++k) {
      samples[k].step_seconds = samples[k].process.wall_seconds = wall;
      loop.monitors[k].Record(samples[k], int64_t{8} << 30);
    }
    clock += wall;
    if (s + 1 == steps / 2) half = clock;
    if ((s + 1) % 4 == 0)
      loop.Decide(ranks);
    else
      loop.DecideIfAShareChanged(ranks);
  }
  return (steps - steps / 2) / (clock - half);
}

TEST(CapacityPolicy, AShareThatComesAndGoesIsBalancedForOnePhase) {
  // A load on rank 1's core faster than decisions follow (0.4 s on and off against steps of
  // 0.05 s): a move for its latest phase would be a phase late, so the rank is balanced at the
  // share of one phase of its memory, the one with the better throughput. At a 50% duty the two
  // tie (1/4 and 1/2 of the work give the same steps per second): either, no slower than static
  // shares; loaded three quarters of the time, rank 1 is balanced for the loaded phase (capacity
  // 1/4) and the run goes faster than with static shares; loaded a quarter of the time, the free
  // phase wins and the capacities stay.
  const AutonomicOptions adaptive = WithPolicy(Policy::kPerformanceFunction);
  struct Case {
    double on, off;
    double capacity;  // rank 1's expected capacity (0: either phase's, a tie)
    double gain;      // least steps per second over static's
  };
  for (const Case& c :
       {Case{0.4, 0.4, 0, 0.98}, Case{0.6, 0.2, 0.25, 1.2}, Case{0.2, 0.6, 0.5, 0.98}}) {
    ClosedLoop loop(adaptive, 2), fixed(WithPolicy(Policy::kStatic), 2);
    const double rate = StepsPerSecondUnderOnOff(loop, c.on, c.off, 400);
    const double static_rate = StepsPerSecondUnderOnOff(fixed, c.on, c.off, 400);
    const std::string label = "on " + std::to_string(c.on) + " s, off " + std::to_string(c.off);
    if (c.capacity > 0) {
      EXPECT_NEAR(loop.decisions.back().capacity[1], c.capacity, 0.03) << label;
    }
    EXPECT_GT(rate, c.gain * static_rate) << label;
    bool named = false;
    for (const std::string& cause : loop.decisions.back().causes)
      named = named || cause.find("comes and goes") != std::string::npos;
    EXPECT_TRUE(named) << label;
  }
  // The stochastic policy prices the variability in: it takes the shares as measured.
  ClosedLoop stochastic(WithPolicy(Policy::kStochastic), 2);
  StepsPerSecondUnderOnOff(stochastic, 0.4, 0.4, 100);
  for (const Decision& d : stochastic.decisions)
    for (const std::string& cause : d.causes)
      EXPECT_EQ(cause.find("comes and goes"), std::string::npos) << cause;
  // A share that drops once and stays is followed.
  ClosedLoop once(WithPolicy(Policy::kPerformanceFunction), 2);
  for (int d = 0; d < 6; ++d) once.Run({{1e-6, 1.0}, {1e-6, d < 2 ? 1.0 : 0.5}});
  EXPECT_NEAR(Ratio(once.decisions.back()), 2.0, 0.2);
}

TEST(CapacityPolicy, PhasesThatOutlastTheLagAreFollowedPhaseByPhase) {
  // The on/off load of the test above with phases of 0.8 s (about the window's length: its share
  // comes and goes, and following pays for the lag) and of 1.6 s (longer than the window: between
  // changes the window holds none, and the memory's regular phases still make the load one that
  // comes and goes). Followed from the first step of each phase, the run would take about 20%
  // less time than with static shares (4/3 and 2 steps per unit time against 2/3 and 2; a step
  // takes its phase from its start, so the slower steps of static shares overhang a loaded phase
  // more). Following between regrids (the default), each phase is forecast and balanced from its
  // first step, undamped: 23.9% and 18.6% less. Without the forecast, each change is answered
  // after the step that shows it (regular phases; before they are known, the second): 20.2% and
  // 18.0%. Waiting for the regrids' decisions,
  // each change is answered at the first one that sees it or before (the regular phases are
  // forecast over the next interval), damped: 14.4% and 12.3%.
  struct Case {
    double on;
    bool between_regrids;
    bool forecast;
    double gain;  // least time saved against static shares
  };
  for (const Case& c :
       {Case{0.8, true, true, 0.22}, Case{1.6, true, true, 0.16}, Case{0.8, true, false, 0.17},
        Case{1.6, true, false, 0.15}, Case{0.8, false, true, 0.12}, Case{1.6, false, true, 0.10}}) {
    AutonomicOptions options = WithPolicy(Policy::kPerformanceFunction);
    options.follow_between_regrids = c.between_regrids;
    options.forecast_phases = c.forecast;
    ClosedLoop loop(options, 2);
    ClosedLoop fixed(WithPolicy(Policy::kStatic), 2);
    const double rate = StepsPerSecondUnderOnOff(loop, c.on, c.on, 1600);
    const double static_rate = StepsPerSecondUnderOnOff(fixed, c.on, c.on, 1600);
    const std::string label = "on " + std::to_string(c.on) +
                              (c.between_regrids ? " s, between regrids" : " s") +
                              (c.forecast ? "" : ", no forecast");
    EXPECT_GT(1 - static_rate / rate, c.gain) << label;
    int named = 0, forecast = 0;
    for (const Decision& d : loop.decisions)
      for (const std::string& cause : d.causes) {
        named += cause.find("outlast the lag") != std::string::npos;
        forecast += cause.find("due to end, balanced for the next") != std::string::npos;
      }
    EXPECT_GE(named, 10) << label;
    if (c.between_regrids && c.forecast) {
      EXPECT_GE(forecast, 10) << label;
    }
    // 400 decisions come every fourth step; following between regrids adds those after changes.
    EXPECT_EQ(loop.decisions.size() > 400, c.between_regrids) << label;
  }
}

TEST(CapacityPolicy, AStepThatStraddlesAChangeDoesNotTurnTheForecastAround) {
  // The phases of the test above, with steps that straddle the changes (rank 1's share the mix of
  // the two phases over the step's wall time, as a real step's). The current phase is the one the
  // trigger is in, so a step at 0.57 where the loaded phase began belongs to it: the forecast
  // balances each phase from its first whole step, 17.1% and 17.7% less time than static shares
  // at phases of 0.8 s and 1.6 s. Judged by the latest step's share, that step looked like the
  // loaded phase overdue to end, and the forecast balanced for the free one just as the hog
  // came: 15.1% and 16.2%. Without the forecast, 13.8% and 15.9%.
  for (double on : {0.8, 1.6}) {
    ClosedLoop loop(WithPolicy(Policy::kPerformanceFunction), 2);
    ClosedLoop fixed(WithPolicy(Policy::kStatic), 2);
    const double rate = StepsPerSecondUnderOnOff(loop, on, on, 1600, true);
    const double static_rate = StepsPerSecondUnderOnOff(fixed, on, on, 1600, true);
    EXPECT_GT(1 - static_rate / rate, 0.167) << "on " << on << " s";
  }
}

TEST(CapacityPolicy, RegularPhasesAFewStepsLongAreFollowedWithTheForecast) {
  // Phases of 0.2 s and 0.3 s, four and six steps of about 0.05 s, the steps straddling the
  // changes: as the 4 s period of bench/autonomic_experiment.sh on a slow host, whose steps take
  // 0.2-0.8 s. Forecast, each phase is balanced from the step in which it is due and a change
  // the forecast misses is answered after one step: following lags a step, and pays (9.4% and
  // 13.3% less time than static shares). Priced at the two steps of a change answered without
  // the forecast, following and holding one phase came within the margin of each other, and the
  // choice swung between them from decision to decision: 3.5% and 8.4% more time than static
  // shares (the host's 4 s period, on such a day: 9.4% more). Without the forecast, following
  // priced at the one step it lags, a tie with static shares and 4.0% less time.
  for (const auto& [on, gain] : {std::pair{0.2, 0.07}, std::pair{0.3, 0.11}}) {
    ClosedLoop loop(WithPolicy(Policy::kPerformanceFunction), 2);
    ClosedLoop fixed(WithPolicy(Policy::kStatic), 2);
    const double rate = StepsPerSecondUnderOnOff(loop, on, on, 1600, true);
    const double static_rate = StepsPerSecondUnderOnOff(fixed, on, on, 1600, true);
    EXPECT_GT(1 - static_rate / rate, gain) << "on " << on << " s";
    AutonomicOptions no_forecast = WithPolicy(Policy::kPerformanceFunction);
    no_forecast.forecast_phases = false;
    ClosedLoop unforecast(no_forecast, 2);
    const double unforecast_rate = StepsPerSecondUnderOnOff(unforecast, on, on, 1600, true);
    EXPECT_GT(1 - static_rate / unforecast_rate, -0.01) << "on " << on << " s, no forecast";
  }
}

TEST(CapacityPolicy, ASlowPhaseOfOneDecisionOnDedicatedCoresMovesNothing) {
  // Equal cores whose speeds drift apart for one decision's steps at a time (rank 1 slower, then
  // rank 0, then neither), as a shared host's cores do: no two consecutive decisions propose the
  // same move, so the capacities stay equal. Acting at once (confirm_decisions = 1) follows them.
  const std::vector<std::vector<SyntheticRank>> phases = {
      {{1e-6}, {1.5e-6}}, {{1.5e-6}, {1e-6}}, {{1e-6}, {1e-6}}};
  AutonomicOptions o = WithPolicy(Policy::kPerformanceFunction);
  o.window = 4;  // one decision's steps: each decision sees its own phase
  ClosedLoop confirming(o, 2);
  o.confirm_decisions = 1;
  ClosedLoop at_once(o, 2);
  int moves_at_once = 0;
  for (int d = 0; d < 9; ++d) {
    EXPECT_FALSE(confirming.Run(phases[d % 3]).rebalance) << "decision " << d + 1;
    moves_at_once += at_once.Run(phases[d % 3]).rebalance;
  }
  EXPECT_EQ(confirming.decisions.back().capacity, std::vector<double>({0.5, 0.5}));
  EXPECT_GE(moves_at_once, 3);
  // With the default 16-step window the last interval forecasts such phases worse than the
  // window does: it is not followed, and nothing moves either.
  ClosedLoop windowed(WithPolicy(Policy::kPerformanceFunction), 2);
  for (int d = 0; d < 12; ++d) {
    const Decision& decision = windowed.Run(phases[d % 3]);
    EXPECT_FALSE(decision.recent_speeds) << "decision " << d + 1;
    EXPECT_FALSE(decision.rebalance) << "decision " << d + 1;
  }
}

// Seconds of the steps before each decision at the capacities they ran with, over the same steps
// perfectly balanced: 1 is ideal.
double StepTimeOverIdeal(const ClosedLoop& loop,
                         const std::vector<std::vector<SyntheticRank>>& ranks_at) {
  double steps = 0, ideal = 0;
  for (size_t d = 0; d < loop.decisions.size(); ++d) {
    double slowest = 0, speed = 0;
    for (size_t k = 0; k < ranks_at[d].size(); ++k) {
      const double u = ranks_at[d][k].seconds_per_work;
      slowest = std::max(slowest, loop.decisions[d].capacity_before[k] * u);
      speed += 1 / u;
    }
    steps += slowest;
    ideal += 1 / speed;
  }
  return steps / ideal;
}

// The performance-function policy with and without recent_speeds, a decision after each entry
// of `ranks_at` (one rank per element).
std::pair<ClosedLoop, ClosedLoop> WithAndWithoutRecentSpeeds(
    const std::vector<std::vector<SyntheticRank>>& ranks_at) {
  AutonomicOptions o = WithPolicy(Policy::kPerformanceFunction);
  const int ranks = static_cast<int>(ranks_at.front().size());
  std::pair<ClosedLoop, ClosedLoop> loops{ClosedLoop(o, ranks), ClosedLoop(o, ranks)};
  o.recent_speeds = false;
  loops.second = ClosedLoop(o, ranks);
  for (const auto& ranks_now : ranks_at) {
    loops.first.Run(ranks_now);
    loops.second.Run(ranks_now);
  }
  return loops;
}

TEST(CapacityPolicy, PhasesThatOutlastADecisionAreFollowedAtTheLastIntervalsSpeeds) {
  // Equal cores, one 1.6x slower for six decisions, then the other, twice over. From the second
  // decision of a phase the last interval has forecast better than the 16-step window (which
  // still holds the previous phase): the ranks are balanced at its speeds, without noise band or
  // confirmation. Without recent_speeds the window's lag and the confirmation cost more.
  std::vector<std::vector<SyntheticRank>> ranks_at;
  for (int d = 0; d < 24; ++d)
    ranks_at.push_back((d / 6) % 2 == 0 ? std::vector<SyntheticRank>{{1e-6}, {1.6e-6}}
                                        : std::vector<SyntheticRank>{{1.6e-6}, {1e-6}});
  const auto [following, window_only] = WithAndWithoutRecentSpeeds(ranks_at);
  for (int d : {7, 13, 19}) {  // the second decision of each phase after the first
    EXPECT_TRUE(following.decisions[d].recent_speeds) << "decision " << d + 1;
    EXPECT_TRUE(following.decisions[d].rebalance) << "decision " << d + 1;
    EXPECT_NEAR(following.decisions[d + 2].capacity[1] / following.decisions[d + 2].capacity[0],
                (d / 6) % 2 == 0 ? 1 / 1.6 : 1.6, 0.12)
        << "decision " << d + 3;
  }
  const double followed = StepTimeOverIdeal(following, ranks_at);
  const double windowed = StepTimeOverIdeal(window_only, ranks_at);
  EXPECT_LT(followed, windowed - 0.03) << followed << " vs " << windowed;
}

TEST(CapacityPolicy, DedicatedRanksFollowTheirLastIntervalBesideATimeSharedRank) {
  // Four ranks, rank 3 sharing its core with a hog throughout (at scale some rank always does):
  // ranks 0 and 1 take turns at being 1.6x slower, six decisions each. The ranks are balanced
  // at their last interval's speeds once it forecasts better (the time-shared rank too: its
  // share is steady).
  std::vector<std::vector<SyntheticRank>> ranks_at;
  for (int d = 0; d < 24; ++d) {
    const bool first = (d / 6) % 2 == 0;
    ranks_at.push_back({{first ? 1e-6 : 1.6e-6}, {first ? 1.6e-6 : 1e-6}, {1e-6}, {1e-6, 0.5}});
  }
  const auto [following, window_only] = WithAndWithoutRecentSpeeds(ranks_at);
  for (int d : {7, 13, 19}) {  // the second decision of each phase after the first
    EXPECT_TRUE(following.decisions[d].recent_speeds) << "decision " << d + 1;
    const std::vector<double>& c = following.decisions[d + 2].capacity;
    EXPECT_NEAR(c[1] / c[0], (d / 6) % 2 == 0 ? 1 / 1.6 : 1.6, 0.12) << "decision " << d + 3;
  }
  EXPECT_LT(StepTimeOverIdeal(following, ranks_at), StepTimeOverIdeal(window_only, ranks_at));
  // With one dedicated rank beside the time-shared one there is nothing to compare it with:
  // the window's speeds, as before.
  ClosedLoop two(WithPolicy(Policy::kPerformanceFunction), 2);
  for (int d = 0; d < 12; ++d)
    EXPECT_FALSE(two.Run({{d < 6 ? 1e-6 : 1.6e-6}, {1e-6, 0.5}}).recent_speeds) << d + 1;
}

TEST(CapacityPolicy, ASpeedChangeIsFollowedWithinTwoDecisions) {
  // 256 ranks whose speeds spread by 10% and drift by 1% a decision, with 2% timing noise, one in
  // 16 sharing its core with a hog throughout (at scale some ranks always do); after decision 12
  // every speed changes by up to 10%. The ranks are balanced at their last interval's speeds (the
  // drift keeps that forecast the better): from the second decision after the change their
  // capacities are within 3% of those speeds' shares (2.6% at most here). Balanced by the
  // window's fits scaled to those speeds, the dedicated ranks were up to 9% off for three
  // decisions, and balanced by their fits the time-shared ones were 6% off: the fits straddling
  // the change took part of it for a fixed cost per step. The worst of many ranks shows it; a
  // few rarely do.
  constexpr int kRanks = 256, kDecisions = 20, kChange = 12;
  std::mt19937 random(11);
  std::normal_distribution<double> spread(0.0, 0.1), drift(0.0, 0.01);
  std::uniform_real_distribution<double> change(0.9, 1.1);
  std::vector<SyntheticRank> ranks(kRanks);
  for (int k = 0; k < kRanks; ++k)
    ranks[k] = {1e-6 * std::exp(spread(random)), k % 16 == 15 ? 0.5 : 1.0, 0.02};
  ClosedLoop loop(WithPolicy(Policy::kPerformanceFunction), kRanks);
  for (int d = 0; d < kDecisions; ++d) {
    for (SyntheticRank& r : ranks) {
      r.seconds_per_work *= std::exp(drift(random));
      if (d == kChange) r.seconds_per_work /= change(random);
    }
    const Decision& decision = loop.Run(ranks);
    if (d < kChange + 1) continue;
    double capacity = 0, speed = 0;
    for (int k = 0; k < kRanks; ++k) {
      capacity += decision.capacity[k];
      speed += ranks[k].cpu_share / ranks[k].seconds_per_work;
    }
    for (int k = 0; k < kRanks; ++k) {
      const double share = ranks[k].cpu_share / ranks[k].seconds_per_work / speed;
      EXPECT_NEAR(decision.capacity[k] / capacity / share, 1.0, 0.03)
          << "rank " << k << ", decision " << d + 1;
    }
  }
}

TEST(CapacityPolicy, TheLastIntervalsSpeedIsProportionalToWork) {
  // A fit with a fixed cost per level and step (affine), as a window that straddles a change of
  // speed fits one: at the current loads it predicts 0.051 s (2.43e-7 s per unit), where the
  // last interval measured 3e-7 s per unit. At the last interval's speed the rank's time is that
  // rate times its work, at the current loads and at others: the fit's shape is not kept.
  RankSummary r;
  r.model = static_cast<double>(ModelKind::kAffine);
  r.coefficients[0] = 0.01;  // seconds per level and step
  r.coefficients[3] = 1e-7;  // seconds per unit work
  for (int l = 0; l < 3; ++l) {
    r.load_lo[l] = 1;
    r.load_hi[l] = 1e9;
  }
  r.proportional = 2e-7;
  r.work = {10000, 40000, 160000};
  r.unit_mean = 2e-7;
  r.recent_work = 1e6;
  r.recent_seconds = 0.3;
  ASSERT_NEAR(r.Function().Predict(r.LevelWork(), r.LoadFactor()), 0.051, 1e-12);
  const RankSummary scaled = AtRecentSpeeds({r}).front();
  EXPECT_EQ(scaled.Function().Kind(), ModelKind::kProportional);
  EXPECT_NEAR(scaled.Function().Predict(scaled.LevelWork(), scaled.LoadFactor()),
              3e-7 * r.CurrentWork(), 1e-12);
  const std::vector<double> doubled = {20000, 80000, 320000};
  EXPECT_NEAR(scaled.Function().Predict(doubled, 1.0), 2 * 3e-7 * r.CurrentWork(), 1e-12);
}

TEST(CapacityPolicy, TimingNoiseOnEqualCoresIsNotFollowedAsAPhase) {
  // Equal cores with 10% noise on every level of every step. By chance the last interval
  // forecasts better at some decisions (about a third here), but what it sees then is a few
  // percent, damped under the dead band: the capacities stay at equal shares, or move rarely and
  // by little.
  ClosedLoop loop(WithPolicy(Policy::kPerformanceFunction), 2);
  int moves = 0;
  for (int d = 0; d < 40; ++d) {
    const Decision& decision = loop.Run({{1e-6, 1.0, 0.1}, {1e-6, 1.0, 0.1}});
    moves += decision.rebalance;
    EXPECT_NEAR(decision.capacity[0], 0.5, 0.03) << "decision " << d + 1;
  }
  EXPECT_LE(moves, 4);
}

TEST(CapacityPolicy, ATimeSharedRankIsFollowedAtTheFirstDecision) {
  // The cpu-share sensor sees the cause (rank 1 gets half its core): no confirmation is awaited.
  ClosedLoop loop(WithPolicy(Policy::kPerformanceFunction), 2);
  const Decision& first = loop.Run({{1e-6, 1.0}, {1e-6, 0.5}});
  EXPECT_TRUE(first.rebalance);
  EXPECT_LT(first.capacity[1], first.capacity_before[1]);
}

TEST(CapacityPolicy, ARankWhoseShareChangedIsBalancedAtItsSpeedInTheNewPhase) {
  // Rank 1's core is shared from the fifth decision's steps on (share 1/3), and its kernels then
  // run 20% slower than a third of the core gives (a hog's cache traffic): 3.6 us a unit of work
  // against rank 0's 1 us, which balance at 0.217. The window still holds the free phase's steps,
  // at other loads; balanced by a fit over both phases, rank 1 would get about 0.24. When the
  // load leaves, the free phase's steps alone give the balance again: equal shares.
  ClosedLoop loop(WithPolicy(Policy::kPerformanceFunction), 2);
  const std::vector<SyntheticRank> free = {{1e-6}, {1e-6}};
  for (int d = 0; d < 4; ++d) loop.Run(free);
  const double balance = (1 / 3.6) / (1 + 1 / 3.6);
  const std::vector<SyntheticRank> loaded = {{1e-6}, {1.2e-6, 1.0 / 3}};
  EXPECT_NEAR(loop.Run(loaded).capacity[1], balance, 0.005);
  EXPECT_NEAR(loop.Run(loaded).capacity[1], balance, 0.005);
  EXPECT_NEAR(loop.Run(free).capacity[1], 0.5, 0.01);
}

TEST(CapacityPolicy, RanksBesideOneWhoseShareChangedAreBalancedAtTheirSpeedsAlike) {
  // The change of the test above, with rank 0's window fit holding a fixed cost per step (half
  // its time at its loads now). Beside rank 1 balanced at its speed in the new phase (time
  // proportional to work), such a fit makes rank 0 look faster than it runs at more work; both
  // are balanced at their speeds in their phases: rank 1 at 0.217 again.
  ClosedLoop loop(WithPolicy(Policy::kPerformanceFunction), 2);
  for (int d = 0; d < 4; ++d) loop.Run({{1e-6}, {1e-6}});
  const std::vector<SyntheticRank> loaded = {{1e-6}, {1.2e-6, 1.0 / 3}};
  for (int s = 0; s < 4; ++s) loop.Step(loaded);
  std::vector<RankSummary> summaries = loop.Summaries(loaded);
  RankSummary& steady = summaries[0];
  int levels = 0;
  double work = 0;
  for (int l = 0; l < kMaxLevels; ++l) {
    if (!(steady.work[l] > 0)) continue;
    ++levels;
    work += steady.work[l];
    steady.load_lo[l] = 0;
    steady.load_hi[l] = 1e12;
  }
  steady.model = static_cast<double>(static_cast<int>(ModelKind::kAffine));
  steady.coefficients.fill(0.0);
  steady.coefficients[3] = 0.5 * steady.unit_now;                  // a_10
  steady.coefficients[0] = 0.5 * steady.unit_now * work / levels;  // a_00, on every level
  ASSERT_NEAR(steady.Function().Predict(steady.LevelWork(), 1.0), steady.unit_now * work, 1e-12);
  EXPECT_NEAR(loop.Decide(summaries).capacity[1], (1 / 3.6) / (1 + 1 / 3.6), 0.005);
}

TEST(CapacityPolicy, DeadBandIgnoresSmallDifferences) {
  ClosedLoop loop(WithPolicy(Policy::kReactive), 2);
  for (int d = 0; d < 4; ++d) {
    const Decision& decision = loop.Run({{1e-6}, {1.02e-6}});  // a 1% target, 0.7% damped
    EXPECT_FALSE(decision.rebalance);
    EXPECT_EQ(decision.capacity, std::vector<double>({0.5, 0.5}));
  }
  ASSERT_FALSE(loop.decisions.back().causes.empty());
  EXPECT_NE(loop.decisions.back().causes[0].find("dead band"), std::string::npos);
}

TEST(CapacityPolicy, FloorKeepsAVerySlowRankInPlay) {
  AutonomicOptions o = WithPolicy(Policy::kReactive);
  o.evacuate = false;
  ClosedLoop loop(o, 2);
  for (int d = 0; d < 10; ++d) loop.Run({{1e-6}, {1e-3}});
  EXPECT_NEAR(loop.decisions.back().capacity[1], 0.1 / 2, 1e-12);
}

TEST(CapacityPolicy, CausesNameTheRankItsSpeedAndTheChange) {
  ClosedLoop loop(WithPolicy(Policy::kReactive), 2);
  const Decision& first = loop.Run({{1e-6}, {2e-6}});
  ASSERT_FALSE(first.causes.empty());
  EXPECT_EQ(first.causes.back(),
            "capacities kept: 1 of 2 consecutive decisions proposed this move (every rank has its "
            "core to itself, and equal cores change speed for a few seconds at a time)");
  const Decision& d = loop.Run({{1e-6}, {2e-6}});
  bool found = false;
  for (const std::string& cause : d.causes)
    found = found || cause == "rank 1 speed 0.67 of median: capacity 0.500 -> 0.383";
  EXPECT_TRUE(found) << (d.causes.empty() ? "" : d.causes.back());
}

// Two ranks of the same speed at equal capacities; rank 1's exchange costs half its compute, all
// of it per byte (as the link sensor would find for a link whose latency is negligible).
std::vector<RankSummary> EqualComputeSlowLinkOnRankOne() {
  std::vector<RankSummary> ranks;
  std::mt19937 random(7);
  for (int k = 0; k < 2; ++k) {
    RankMonitor monitor(8, FitOptions{}, 2);
    for (int64_t step = 1; step <= 6; ++step) {
      StepSample s = SyntheticStep(step, SyntheticRank{1e-6}, 0.5, random);
      const double compute = s.KernelSeconds();
      s.Link(1 - k) = {800000, 4, k == 1 ? 0.5 * compute : 0.0};
      monitor.Record(s, -1);
    }
    ranks.push_back(monitor.Summarize());
    ranks.back().bandwidth_seconds = ranks.back().link_seconds;
  }
  return ranks;
}

TEST(CapacityPolicy, ARankWhoseTimeGrowsAsTheSquareOfItsLoadIsBalanced) {
  // A hundred ranks: 99 whose time is proportional to their load, and one whose time grows as its
  // square (a fit's quadratic term). At the balance that rank's time rises twice as fast as its
  // capacity, so eq. 6 alone overshoots by as much as it corrects and (the others barely moved
  // by the normalisation) swaps between two capacities for ever: after 100 iterations its
  // predicted time was 40% above the others'. The policy's balance gives every rank one time.
  constexpr int kRanks = 100;
  std::vector<RankSummary> ranks(kRanks);
  for (RankSummary& r : ranks) {
    r.work = {1000};
    r.load_lo[0] = 1;
    r.load_hi[0] = 1e9;
    r.model = static_cast<double>(ModelKind::kProportional);
    r.coefficients[3] = r.proportional = 1e-7;  // a_10
  }
  RankSummary& steep = ranks.back();
  steep.model = static_cast<double>(ModelKind::kFull);
  steep.coefficients[3] = 0;
  steep.coefficients[6] = 2e-10;  // a_20: X1^2, twice the others' time at equal loads
  const AutonomicOptions o = WithPolicy(Policy::kPerformanceFunction);
  const Proposal p =
      ProposeCapacities(o.policy, ranks, std::vector<double>(kRanks, 1.0 / kRanks), o);
  EXPECT_LT(p.capacity.back(), 1.0 / kRanks);
  for (int k = 0; k < kRanks; ++k)
    EXPECT_NEAR(p.predicted_seconds[k] / p.predicted_seconds[0], 1.0, 1e-5) << "rank " << k;
}

TEST(CapacityPolicy, CommunicationTakesCapacityFromTheRankBehindASlowLink) {
  const std::vector<RankSummary> ranks = EqualComputeSlowLinkOnRankOne();
  ASSERT_GT(ranks[1].bandwidth_seconds, 0);
  EXPECT_EQ(ranks[1].latency_seconds, 0);
  EXPECT_NEAR(ranks[1].link_seconds, 0.5 * ranks[1].CurrentSeconds(), 1e-12);
  AutonomicOptions o = WithPolicy(Policy::kPerformanceFunction);
  const std::vector<double> equal = {0.5, 0.5};

  o.model_communication = false;
  const Proposal compute_only = ProposeCapacities(o.policy, ranks, equal, o);
  EXPECT_NEAR(compute_only.capacity[1], 0.5, 1e-9) << "same compute speed: nothing to move";

  o.model_communication = true;
  const Proposal with_links = ProposeCapacities(o.policy, ranks, equal, o);
  EXPECT_LT(with_links.capacity[1], 0.45);
  EXPECT_NEAR(with_links.capacity[0] + with_links.capacity[1], 1.0, 1e-12);
  EXPECT_NEAR(with_links.predicted_seconds[0], with_links.predicted_seconds[1],
              1e-6 * with_links.predicted_seconds[0])
      << "predicted step times (compute + communication) equal";

  // The model: compute proportional to the work, communication's bandwidth part to the boundary
  // of the piece, (c / c_now)^(2/3) in 3-D.
  const StepTimeModel model(ranks, equal, o);
  const double c = with_links.capacity[1];
  EXPECT_NEAR(model.Communication(1, c), ranks[1].bandwidth_seconds * std::pow(c / 0.5, 2.0 / 3),
              1e-12);
  EXPECT_NEAR(model.Compute(1, c), ranks[1].CurrentSeconds() * c / 0.5,
              1e-6 * ranks[1].CurrentSeconds());
  EXPECT_EQ(model.Communication(0, 0.5), 0.0);
}

TEST(CapacityGuards, FloorWaterFillsAndKeepsTheSum) {
  const std::vector<double> c = ApplyFloor({0.9, 0.09, 0.01, 0.0}, 0.05);
  EXPECT_NEAR(c[0] + c[1] + c[2], 1.0, 1e-15);
  EXPECT_DOUBLE_EQ(c[2], 0.05);
  EXPECT_GE(c[1], 0.05);
  EXPECT_EQ(c[3], 0.0);  // evacuated ranks stay at 0
  EXPECT_NEAR(c[0] / c[1], 0.9 / 0.09, 1e-9);
  EXPECT_EQ(ApplyFloor({0.7, 0.3}, 0.6), std::vector<double>({0.5, 0.5}));
}

TEST(CapacityGuards, DampingAndRelativeChange) {
  const std::vector<double> d = Damp({0.5, 0.5}, {0.8, 0.2}, 0.5);
  EXPECT_DOUBLE_EQ(d[0], 0.65);
  EXPECT_DOUBLE_EQ(d[1], 0.35);
  EXPECT_NEAR(MaxRelativeChange({0.5, 0.5}, {0.65, 0.35}), 0.3, 1e-12);
  EXPECT_EQ(MaxRelativeChange({0.5, 0.5, 0.0}, {0.4, 0.4, 0.2}), 1.0);
}

}  // namespace
}  // namespace vagus::monitor
