// PRAGMA eq. 3-4 fitted online: exact and noisy recovery of the nine coefficients, the fallbacks
// while samples are few or the design is rank-deficient or ill-conditioned, the load factor, and
// the one-step-ahead prediction error.
#include <vagus/monitor/performance_function.hpp>

#include <gtest/gtest.h>

#include <cmath>
#include <random>

#include <vagus/monitor/rank_monitor.hpp>
#include <vagus/monitor/ring.hpp>

namespace vagus::monitor {
namespace {

// A positive function of the PRAGMA shape on loads 1e4..1e5: per-cell cost rising with level.
const std::array<double, 9> kTruth = {2e-3,  1e-3,   5e-4,    // a_00 a_01 a_02
                                      1e-6,  2e-7,   1e-7,    // a_10 a_11 a_12
                                      2e-12, -5e-13, 1e-13};  // a_20 a_21 a_22

double Truth(double load, int level) {
  double t = 0;
  for (int i = 0; i < 3; ++i)
    for (int j = 0; j < 3; ++j) t += kTruth[3 * i + j] * std::pow(load, i) * std::pow(level, j);
  return t;
}

std::vector<PerformanceSample> Grid(double noise, unsigned seed = 7) {
  std::mt19937 random(seed);
  std::uniform_real_distribution<double> jitter(-1.0, 1.0);
  std::vector<PerformanceSample> samples;
  for (int level = 0; level < 3; ++level)
    for (int n = 0; n < 10; ++n) {
      const double load = 1e4 * (1 + n);
      samples.push_back({load, level, Truth(load, level) * (1 + noise * jitter(random))});
    }
  return samples;
}

TEST(PerformanceFunction, RecoversTheNineCoefficientsFromExactSamples) {
  const PerformanceFunction f = PerformanceFunction::Fit(Grid(0.0));
  ASSERT_EQ(f.Kind(), ModelKind::kFull);
  EXPECT_LT(f.Condition(), 1e6);
  for (int t = 0; t < 9; ++t)
    EXPECT_NEAR(f.Coefficients()[t], kTruth[t], 1e-6 * std::abs(kTruth[t]))
        << "a_" << t / 3 << t % 3;
  EXPECT_NEAR(f.Evaluate(5.5e4, 1), Truth(5.5e4, 1), 1e-9 * Truth(5.5e4, 1));
}

TEST(PerformanceFunction, PredictsWithinTheNoiseFromNoisySamples) {
  // 3% uniform noise: predictions between the grid points stay within the noise.
  const PerformanceFunction f = PerformanceFunction::Fit(Grid(0.03));
  ASSERT_EQ(f.Kind(), ModelKind::kFull);
  for (int level = 0; level < 3; ++level)
    for (double load = 1.5e4; load < 1e5; load += 1e4)
      EXPECT_NEAR(f.Evaluate(load, level), Truth(load, level), 0.03 * Truth(load, level));
}

TEST(PerformanceFunction, FallsBackToFewerTermsWhileSamplesAreFew) {
  // Exact samples of t = 5e-3 + 1e-6 X1 + 2e-3 X2 + 5e-7 X1 X2 (a bilinear truth).
  const auto bilinear = [](double load, int level) {
    return 5e-3 + 1e-6 * load + level * (2e-3 + 5e-7 * load);
  };
  std::vector<PerformanceSample> level0, two_levels;
  for (int n = 0; n < 6; ++n) level0.push_back({1e4 * (1 + n), 0, bilinear(1e4 * (1 + n), 0)});
  for (int n = 0; n < 10; ++n)
    two_levels.push_back({1e4 * (1 + n / 2), n % 2, bilinear(1e4 * (1 + n / 2), n % 2)});

  EXPECT_EQ(PerformanceFunction::Fit({}).Kind(), ModelKind::kNone);
  // One sample: t = a X1 through it.
  const PerformanceFunction one = PerformanceFunction::Fit({level0[2]});
  EXPECT_EQ(one.Kind(), ModelKind::kProportional);
  EXPECT_NEAR(one.Evaluate(level0[2].load, 0), level0[2].seconds, 1e-15);
  // Three samples: too few for an intercept (affine needs 4).
  EXPECT_EQ(PerformanceFunction::Fit({level0.begin(), level0.begin() + 3}).Kind(),
            ModelKind::kProportional);
  // Six samples of one level: affine (bilinear needs 8 and a second level, full 18).
  const PerformanceFunction six = PerformanceFunction::Fit(level0);
  EXPECT_EQ(six.Kind(), ModelKind::kAffine);
  EXPECT_NEAR(six.Coefficients()[0], 5e-3, 1e-12);
  // Ten samples over two levels: bilinear, exact.
  const PerformanceFunction ten = PerformanceFunction::Fit(two_levels);
  EXPECT_EQ(ten.Kind(), ModelKind::kBilinear);
  EXPECT_NEAR(ten.Evaluate(3.5e4, 1), bilinear(3.5e4, 1), 1e-12);
}

TEST(PerformanceFunction, RankDeficientDesignsUseTheTermsTheDataDetermine) {
  // Only level 0 (X2 = 0 everywhere): every X2 column is zero, so neither full nor bilinear.
  std::vector<PerformanceSample> level0;
  for (const PerformanceSample& s : Grid(0.0))
    if (s.level == 0) level0.push_back(s);
  level0.insert(level0.end(), level0.begin(), level0.end());  // 20 samples
  const PerformanceFunction f = PerformanceFunction::Fit(level0);
  EXPECT_EQ(f.Kind(), ModelKind::kAffine);
  EXPECT_NEAR(f.Evaluate(5e4, 0), Truth(5e4, 0), 0.05 * Truth(5e4, 0));
  // Constant load (a rank between regrids): only t = a X1 is determined.
  std::vector<PerformanceSample> constant(30, PerformanceSample{4e4, 0, Truth(4e4, 0)});
  const PerformanceFunction c = PerformanceFunction::Fit(constant);
  EXPECT_EQ(c.Kind(), ModelKind::kProportional);
  EXPECT_NEAR(c.Evaluate(4e4, 0), Truth(4e4, 0), 1e-12);
}

TEST(PerformanceFunction, IllConditionedDataFallBackAndStillPredictTheData) {
  // Loads within 1e-4 of each other on three levels, with 0.1% noise: the quadratic and cross
  // terms are not determined (condition far beyond 1e6), so a simpler model answers.
  std::mt19937 random(3);
  std::uniform_real_distribution<double> jitter(-1.0, 1.0);
  std::vector<PerformanceSample> samples;
  for (int level = 0; level < 3; ++level)
    for (int n = 0; n < 12; ++n) {
      const double load = 5e4 * (1 + 1e-4 * jitter(random));
      samples.push_back({load, level, Truth(load, level) * (1 + 1e-3 * jitter(random))});
    }
  const PerformanceFunction f = PerformanceFunction::Fit(samples);
  EXPECT_NE(f.Kind(), ModelKind::kFull);
  EXPECT_LE(f.Condition(), 1e6);
  for (int level = 0; level < 3; ++level)
    EXPECT_NEAR(f.Evaluate(5e4, level), Truth(5e4, level), 0.35 * Truth(5e4, level));
}

TEST(PerformanceFunction, PredictScalesBySystemLoadAndSkipsEmptyLevels) {
  const PerformanceFunction f = PerformanceFunction::Fit(Grid(0.0));
  const double dedicated = Truth(2e4, 0) + Truth(3e4, 2);
  EXPECT_NEAR(f.Predict({2e4, 0, 3e4}, 1.0), dedicated, 1e-9 * dedicated);
  EXPECT_NEAR(f.Predict({2e4, 0, 3e4}, 2.0), 2 * dedicated, 2e-9 * dedicated);  // eq. 4
}

TEST(PerformanceFunction, BeyondTheMeasuredLoadsTimeScalesWithLoad) {
  // t = -1 + 1e-6 X1 measured on level 0 at loads 1e4..2e6.
  PerformanceFunction::LevelRange lo{}, hi{};
  lo[0] = 1e4;
  hi[0] = 2e6;
  const PerformanceFunction f(ModelKind::kAffine, {-1.0, 0, 0, 1e-6, 0, 0, 0, 0, 0}, 2e-6, lo, hi);
  EXPECT_DOUBLE_EQ(f.Evaluate(2e6, 0), 1.0);
  EXPECT_DOUBLE_EQ(f.Evaluate(4e6, 0), 2.0);         // t(2e6) x 4e6 / 2e6
  EXPECT_DOUBLE_EQ(f.Evaluate(1e5, 0), 2e-6 * 1e5);  // polynomial negative: a X1
  EXPECT_DOUBLE_EQ(f.Evaluate(1e5, 1), 2e-6 * 1e5);  // level never measured: a X1
}

TEST(PerformanceFunction, NoiseAloneDoesNotBuyExtraTerms) {
  // Truly proportional times with 5% noise at loads within 0.02% of each other: a fitted
  // intercept would be pure noise (and extrapolate wildly); AICc keeps t = a X1.
  std::mt19937 random(11);
  std::uniform_real_distribution<double> jitter(-1.0, 1.0);
  int proportional = 0;
  for (int trial = 0; trial < 20; ++trial) {
    std::vector<PerformanceSample> samples;
    for (int n = 0; n < 12; ++n) {
      const double load = 10920 + (n % 3);
      samples.push_back({load, 0, 1e-6 * load * (1 + 0.05 * jitter(random))});
    }
    const PerformanceFunction f = PerformanceFunction::Fit(samples);
    proportional += f.Kind() == ModelKind::kProportional;
    // Whatever was chosen, a 50% larger load predicts about 50% more time.
    EXPECT_NEAR(f.Evaluate(1.5 * 10921, 0), 1.5e-6 * 10921, 0.1 * 1.5e-6 * 10921);
  }
  EXPECT_GE(proportional, 14);
}

TEST(PredictionError, MeanAbsolutePercentageOverTheWindow) {
  PredictionError e(3);
  e.Add(110, 100);  // 10%
  e.Add(80, 100);   // 20%
  EXPECT_NEAR(e.Mape(), 15.0, 1e-12);
  e.Add(100, 100);
  e.Add(103, 100);  // the 10% leaves the window
  EXPECT_NEAR(e.Mape(), (20.0 + 0.0 + 3.0) / 3, 1e-12);
  EXPECT_NEAR(e.Last(), 3.0, 1e-12);
}

TEST(RankMonitor, FitsDedicatedTimesAndScoresOneStepAheadPredictions) {
  // The same rank at cpu share 1 and 0.5: kernel times double, the dedicated fit does not change,
  // and predictions (times L_d = 2) match the slowed steps.
  RankMonitor monitor(16, FitOptions{});
  for (int step = 0; step < 12; ++step) {
    StepSample s;
    s.step = step;
    LevelSample level;
    level.cells = 10000 + 1000 * (step % 4);
    level.kernel_seconds = 1e-6 * level.Work() * (step >= 6 ? 2.0 : 1.0);
    s.levels = {level};
    s.process.cpu_share = step >= 6 ? 0.5 : 1.0;
    monitor.Record(s, 1 << 30);
    if (step == 5) monitor.MarkDecision();  // the summary's load factor is that of steps 6-11
  }
  EXPECT_NEAR(monitor.Function().Evaluate(2e4, 0), 2e-2, 1e-9);
  EXPECT_LT(monitor.Error().Mape(), 1e-6);
  const RankSummary summary = monitor.Summarize();
  EXPECT_NEAR(summary.LoadFactor(), 2.0, 1e-12);
  EXPECT_NEAR(summary.Function().Predict(summary.LevelWork(), summary.LoadFactor()),
              summary.CurrentSeconds(), 1e-9);
}

// One level of `cells` cells at `seconds_per_cell` on a core shared at `share`.
StepSample SharedStep(int64_t step, int64_t cells, double seconds_per_cell, double share = 1.0) {
  StepSample s;
  s.step = step;
  LevelSample level;
  level.cells = cells;
  level.kernel_seconds = seconds_per_cell * level.Work() / share;
  s.levels = {level};
  s.process.cpu_share = share;
  return s;
}

TEST(RankMonitor, ForgetsTheSamplesFromBeforeAShiftInDedicatedSpeed) {
  // Eight steps at 1 us a cell, then the rank's own speed drops 3x (not its cpu share): after
  // the second slow step only the slow steps remain and the fit predicts them.
  RankMonitor monitor(16, FitOptions{});
  for (int step = 0; step < 8; ++step)
    monitor.Record(SharedStep(step, 10000 + 1000 * (step % 4), 1e-6), 1 << 30);
  monitor.Record(SharedStep(8, 12000, 3e-6), 1 << 30);
  EXPECT_EQ(monitor.Window().Size(), 9) << "one slow step is not yet a shift";
  monitor.Record(SharedStep(9, 11000, 3e-6), 1 << 30);
  EXPECT_EQ(monitor.Window().Size(), RankMonitor::kShiftSamples);
  EXPECT_NEAR(monitor.Function().Evaluate(2e4, 0), 3e-6 * 2e4, 1e-9);
}

TEST(RankMonitor, KeepsItsWindowThroughNoiseAndChangesOfCpuShare) {
  // +-8% of noise around 1 us a cell, and from step 10 a share of 0.4 (kernel times 2.5x):
  // neither is a shift of the dedicated speed.
  RankMonitor monitor(16, FitOptions{});
  std::mt19937 random(7);
  std::uniform_real_distribution<double> noise(-0.08, 0.08);
  for (int step = 0; step < 20; ++step)
    monitor.Record(SharedStep(step, 10000 + 1000 * (step % 4), 1e-6 * (1 + noise(random)),
                              step >= 10 ? 0.4 : 1.0),
                   1 << 30);
  EXPECT_EQ(monitor.Window().Size(), 16);
}

TEST(RankMonitor, CountsTheChangesOfAShareThatComesAndGoes) {
  // Shares 1 for 3 steps, then 0.33 for 4, then 1 again for 2: the share went down and up (2
  // changes, which hold the capacities); the summary's share stays the recent steps' (1), what
  // their kernel seconds ran under.
  RankMonitor monitor(16, FitOptions{});
  const double shares[] = {1, 1, 1, 0.33, 0.33, 0.33, 0.33, 1, 1};
  for (int step = 0; step < 9; ++step) {
    monitor.Record(SharedStep(step, 10000, 1e-6, shares[step]), 1 << 30);
    if (step == 6) monitor.MarkDecision();
  }
  const RankSummary varying = monitor.Summarize();
  EXPECT_EQ(varying.share_changes, 2);
  EXPECT_DOUBLE_EQ(varying.cpu_share, 1.0);

  // One change only (a load that arrived and stays): the latest phase's share, at once.
  RankMonitor arrived(16, FitOptions{});
  for (int step = 0; step < 9; ++step) {
    arrived.Record(SharedStep(step, 10000, 1e-6, step < 6 ? 1.0 : 0.5), 1 << 30);
    if (step == 6) arrived.MarkDecision();
  }
  EXPECT_EQ(arrived.Summarize().share_changes, 1);
  EXPECT_DOUBLE_EQ(arrived.Summarize().cpu_share, 0.5);
}

TEST(RankMonitor, MeasuresTheSpeedOfThePhaseItRunsIn) {
  // Eight steps on a core of its own at 1 us a cell, then three at a share of 1/3 whose kernels
  // run 20% slower than a third of the core gives: the phase's time per unit work on a dedicated
  // core (eq. 4 undone) is 1.2 us, from those three steps alone.
  RankMonitor monitor(16, FitOptions{});
  for (int step = 0; step < 11; ++step) {
    const bool loaded = step >= 8;
    monitor.Record(
        SharedStep(step, 10000 + 1000 * (step % 4), loaded ? 1.2e-6 : 1e-6, loaded ? 1.0 / 3 : 1.0),
        1 << 30);
  }
  EXPECT_NEAR(monitor.Summarize().unit_now, 1.2e-6, 1e-15);
  // On a steady share the whole window is the phase.
  RankMonitor steady(16, FitOptions{});
  for (int step = 0; step < 4; ++step)
    steady.Record(SharedStep(step, 10000, 1e-6 * (1 + 0.1 * step)), 1 << 30);
  EXPECT_NEAR(steady.Summarize().unit_now, 1.15e-6, 1e-15);
}

// Steps of 0.1 s, rank 1's core loaded (share 1/3) for 10 steps and free for 10, over and over.
StepSample PeriodicShareStep(int64_t step) {
  StepSample sample = SharedStep(step, 10000, 1e-6, (step / 10) % 2 == 0 ? 1.0 / 3 : 1.0);
  sample.process.wall_seconds = 0.1;
  return sample;
}

TEST(RankMonitor, ForecastsTheChangesOfAPeriodicShare) {
  // Once the memory holds two complete phases of each kind (PeriodicShareStep), the change is due
  // after the last step of each phase, and once only: the decision it calls is the last before
  // the next phase.
  RankMonitor monitor(16, FitOptions{});
  std::vector<int> due;
  for (int step = 0; step < 100; ++step) {
    monitor.Record(PeriodicShareStep(step), 1 << 30);
    if (monitor.PhaseChangeDue()) {
      due.push_back(step);
      monitor.MarkDecision();
    }
  }
  EXPECT_EQ(due, std::vector<int>({59, 69, 79, 89, 99}));
}

TEST(RankMonitor, OneStepShowsTheChangeOfARegularLoad) {
  // PeriodicShareStep's share, a decision whenever the share changed. Until the memory's phases
  // are known to be regular (two complete phases of each kind) a change counts after its second
  // step, as a dip on a dedicated core does not; from then on after its first, and again after
  // its second (the first may straddle the change: the second decision balances at the share
  // of both).
  RankMonitor monitor(16, FitOptions{});
  std::vector<int> changed;
  for (int step = 0; step < 70; ++step) {
    monitor.Record(PeriodicShareStep(step), 1 << 30);
    if (monitor.ShareChanged()) {
      changed.push_back(step);
      monitor.MarkDecision();
    }
  }
  EXPECT_EQ(changed, std::vector<int>({11, 21, 31, 41, 50, 51, 60, 61}));
}

TEST(ShareChanges, NoiseOfASteadyShareIsNoChange) {
  EXPECT_EQ(ShareChanges({0.50, 0.62, 0.45, 0.58, 0.49, 0.61}), 0);
  EXPECT_EQ(ShareChanges({1.0, 0.3, 0.3, 1.0, 0.3, 1.0}), 4);
}

TEST(ShareNow, AChangeSinceThePreviousDecisionShowsAtItsNewShare) {
  // Four recent samples of eight: the load arrived two samples ago.
  const CurrentShare arrived = ShareNow({1.0, 0.95, 1.0, 1.0, 1.0, 0.98, 0.35, 0.31}, 4);
  EXPECT_DOUBLE_EQ(arrived.share, 0.33);
  EXPECT_TRUE(arrived.changed);
  // Arrived at the previous decision's last sample (one sample: too few to act on then).
  EXPECT_TRUE(ShareNow({1.0, 1.0, 1.0, 0.3, 0.3, 0.3, 0.3, 0.3}, 4).changed);
  // Arrived before that: the previous decision saw it and answered.
  const CurrentShare stayed = ShareNow({1.0, 1.0, 0.3, 0.3, 0.3, 0.3, 0.3, 0.3}, 4);
  EXPECT_DOUBLE_EQ(stayed.share, 0.3);
  EXPECT_FALSE(stayed.changed);
  // One step's dip is noise; so is a steady share's spread, whose recent mean is the share now.
  EXPECT_FALSE(ShareNow({1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 0.6}, 4).changed);
  const CurrentShare steady = ShareNow({0.9, 1.0, 0.85, 1.0, 0.9, 1.0, 0.8, 0.9}, 4);
  EXPECT_DOUBLE_EQ(steady.share, 0.9);
  EXPECT_FALSE(steady.changed);
  EXPECT_FALSE(ShareNow({}, 4).changed);
}

TEST(Ring, KeepNewestForgetsTheOldestValues) {
  Ring<int> ring(4);
  for (int i = 0; i < 6; ++i) ring.Push(i);  // holds 2 3 4 5
  ring.KeepNewest(2);
  ASSERT_EQ(ring.Size(), 2);
  EXPECT_EQ(ring[0], 4);
  EXPECT_EQ(ring[1], 5);
  ring.Push(6);
  EXPECT_EQ(ring[2], 6);
  ring.KeepNewest(0);
  EXPECT_TRUE(ring.Empty());
}

}  // namespace
}  // namespace vagus::monitor
