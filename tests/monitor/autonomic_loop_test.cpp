// The closed loop in whole runs (issue: monitoring layer and autonomic manager), on 2 and 3 ranks,
// on the modelled clock so that every machine sees the same numbers: rank 1 made 2x slower, the
// performance-function policy brings the capacities to the true speed ratio within 10% in at
// most 3 regrids and the step time (the slowest rank's) to within 15% of the ideal, where the
// static policy stays far from it; the partition moves data when the capacities change and the
// fields stay bitwise identical to a run with equal capacities. With a small memory budget on one
// rank, no patch of that rank exceeds its limit and the run completes. On 3 ranks, with rank 2
// behind links 10x slower than the others', modelling communication brings the step time within
// 10% of the model's ideal, where compute-only capacities and static ones stay far from it. The
// startup probe gives the first partition the true shares already. A rank beside a hog that keeps
// the others waiting leaves the coarse levels.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <numeric>
#include <utility>

#include <vagus/driver/deck_loader.hpp>
#include <vagus/driver/driver.hpp>
#include <vagus/physics/builtin_kernels.hpp>
#include "tests/support/deck_runner.hpp"
#include "tests/support/test_decks.hpp"

namespace vagus::testing {
namespace {

constexpr double kSlowFactor = 2.0;
constexpr int kSlowRank = 1;

// The small 3-D Richtmyer-Meshkov deck refined once, cut into patches small enough for a fine
// partition, rebalanced every 2 coarse steps, rank 1 emulated 2x slower on the modelled clock.
std::vector<std::string> LoopOverrides(const std::string& policy) {
  return {"run.max_steps=12",
          "mesh.max_patch_cells=64",
          "amr.max_level=1",
          "amr.regrid_interval=2",
          "autonomic.policy=\"" + policy + "\"",
          "emulation.clock=\"modelled\"",
          "emulation.slow_ranks=[" + std::to_string(kSlowRank) + "]",
          "emulation.slow_factor=" + std::to_string(kSlowFactor)};
}

double SlowFactorOf(int rank) { return rank == kSlowRank ? kSlowFactor : 1.0; }

// Capacities proportional to speed: the time-balanced shares.
std::vector<double> TrueCapacities(int ranks) {
  std::vector<double> c(ranks);
  double sum = 0;
  for (int k = 0; k < ranks; ++k) sum += c[k] = 1.0 / SlowFactorOf(k);
  for (double& x : c) x /= sum;
  return c;
}

// The step time of the layout a decision measured (its ranks' latest samples), over the ideal
// step time (the whole work at the summed speeds). Both in modelled seconds.
double StepOverIdeal(const monitor::Decision& decision) {
  double slowest = 0, work = 0, speed = 0;
  for (size_t k = 0; k < decision.ranks.size(); ++k) {
    slowest = std::max(slowest, decision.ranks[k].CurrentSeconds());
    work += decision.ranks[k].CurrentWork();
    speed += 1.0 / SlowFactorOf(static_cast<int>(k));
  }
  const double per_cell =
      decision.ranks[0].CurrentSeconds() / decision.ranks[0].CurrentWork() / SlowFactorOf(0);
  return slowest / (per_cell * work / speed);
}

bool SameBits(const std::vector<double>& a, const std::vector<double>& b) {
  return a.size() == b.size() && std::memcmp(a.data(), b.data(), a.size() * sizeof(double)) == 0;
}

TEST(AutonomicLoop, CapacitiesReachTheSpeedRatioAndTheStepTimeTheIdeal) {
  const Comm comm = Comm::World();
  if (comm.size < 2) GTEST_SKIP() << "needs 2 or more ranks";
  const DeckResult adaptive =
      RunDeckText(kSmallRichtmyerMeshkov3D, LoopOverrides("performance_function"), comm);
  const std::vector<double> truth = TrueCapacities(comm.size);
  ASSERT_GE(adaptive.decisions.size(), 4u);
  // Decision n (1-based) sets the capacities the n-th regrid uses.
  const monitor::Decision& third = adaptive.decisions[2];
  for (int k = 0; k < comm.size; ++k)
    EXPECT_NEAR(third.capacity[k], truth[k], 0.1 * truth[k])
        << "rank " << k << " after 3 regrids (true share " << truth[k] << ")";
  EXPECT_GT(adaptive.bytes_moved, 0) << "changed capacities must move patches";

  const DeckResult fixed = RunDeckText(kSmallRichtmyerMeshkov3D, LoopOverrides("static"), comm);
  ASSERT_FALSE(fixed.decisions.empty());
  for (double c : fixed.decisions.back().capacity) EXPECT_DOUBLE_EQ(c, 1.0 / comm.size);
  if (comm.IsRoot()) {  // the summaries a decision measured are rank 0's, which decided
    // The last decision measured the steps run with the converged capacities.
    const double adaptive_ratio = StepOverIdeal(adaptive.decisions.back());
    EXPECT_LE(adaptive_ratio, 1.15) << "step time over the ideal with adaptation";
    const double static_ratio = StepOverIdeal(fixed.decisions.back());
    EXPECT_GT(static_ratio, 1.15) << "equal capacities cannot balance a 2x slower rank";
    std::printf(
        "%d ranks: step time / ideal %.3f adaptive, %.3f static; capacities after 3 "
        "regrids:",
        comm.size, adaptive_ratio, static_ratio);
    for (double c : third.capacity) std::printf(" %.4f", c);
    std::printf("\n");
  }

  // The same fields, level by level, as with equal capacities.
  ASSERT_EQ(adaptive.levels.size(), fixed.levels.size());
  ASSERT_EQ(adaptive.levels.size(), 2u) << "the run must refine";
  if (comm.IsRoot()) {
    for (size_t l = 0; l < adaptive.levels.size(); ++l)
      EXPECT_TRUE(SameBits(adaptive.levels[l], fixed.levels[l])) << "level " << l;
  }
}

// A rank that becomes 3x slower at step 10 (a load arriving mid-run): its capacity falls towards
// the new speed ratio from one side and stays there, never below it (no overshoot: damping and the
// fit over a window holding samples from before the change can only lag, and a lag must not
// turn into a swing back), and ends within 5% of it.
TEST(AutonomicLoop, CapacitiesApproachANewSpeedRatioFromOneSideWithoutOvershoot) {
  const Comm comm = Comm::World();
  if (comm.size < 2) GTEST_SKIP() << "needs 2 or more ranks";
  constexpr double kFactor = 3.0;
  const DeckResult run = RunDeckText(
      kSmallRichtmyerMeshkov3D,
      {"run.max_steps=40", "mesh.max_patch_cells=64", "amr.max_level=1", "amr.regrid_interval=2",
       "emulation.clock=\"modelled\"", "emulation.slow_ranks=[1]",
       "emulation.slow_factor=" + std::to_string(kFactor), "emulation.slow_from_step=10"},
      comm);
  const double truth = (1 / kFactor) / (comm.size - 1 + 1 / kFactor);
  ASSERT_GE(run.decisions.size(), 12u);
  std::vector<double> after;  // rank 1's capacity after each decision that saw the slow steps
  for (const monitor::Decision& d : run.decisions)
    if (d.step > 10) after.push_back(d.capacity[1]);
  ASSERT_GE(after.size(), 8u);
  for (size_t i = 1; i < after.size(); ++i)
    EXPECT_LE(after[i], after[i - 1]) << "decision " << i << " after the change moved back up";
  for (double c : after) EXPECT_GE(c, 0.95 * truth) << "below the new speed ratio " << truth;
  EXPECT_NEAR(after.back(), truth, 0.05 * truth);
  if (comm.IsRoot()) {
    std::printf("%d ranks, rank 1 3x slower from step 10 (ideal %.4f):", comm.size, truth);
    for (double c : after) std::printf(" %.4f", c);
    std::printf("\n");
  }
}

// Rank 1's core shared with a CPU hog from step 2 on (a third of it: its kernels take 3x as long)
// while the base regrids come every 8 coarse steps. Following between regrids, the change is
// answered after step 3, the second step that shows it: a decision between regrids gives rank 1
// the work of its new share at once (undamped: its cause was measured), and the levels are laid
// out again; without it, the change waits for the regrid after step 8. Either way the fields are
// the same bits as a static run's.
TEST(AutonomicLoop, AShareThatChangesBetweenRegridsIsAnsweredAtOnce) {
  const Comm comm = Comm::World();
  if (comm.size < 2) GTEST_SKIP() << "needs 2 or more ranks";
  const auto overrides = [](const std::string& policy, bool between) {
    return std::vector<std::string>{
        "run.max_steps=12",
        "mesh.max_patch_cells=64",
        "amr.max_level=1",
        "amr.regrid_interval=8",
        "autonomic.policy=\"" + policy + "\"",
        std::string("autonomic.follow_between_regrids=") + (between ? "true" : "false"),
        "emulation.clock=\"modelled\"",
        "emulation.slow_ranks=[1]",
        "emulation.slow_factor=3.0",
        "emulation.slow_share=0.3333333333333333",
        "emulation.slow_from_step=2"};
  };
  const DeckResult followed =
      RunDeckText(kSmallRichtmyerMeshkov3D, overrides("performance_function", true), comm);
  const DeckResult waited =
      RunDeckText(kSmallRichtmyerMeshkov3D, overrides("performance_function", false), comm);
  const DeckResult fixed = RunDeckText(kSmallRichtmyerMeshkov3D, overrides("static", true), comm);
  // The first decision that took work from rank 1.
  const auto first_move = [](const DeckResult& run) -> const monitor::Decision* {
    for (const monitor::Decision& d : run.decisions)
      if (d.capacity[1] < d.capacity_before[1] - 0.05) return &d;
    return nullptr;
  };
  const monitor::Decision* answer = first_move(followed);
  const monitor::Decision* late = first_move(waited);
  ASSERT_NE(answer, nullptr);
  ASSERT_NE(late, nullptr);
  EXPECT_EQ(answer->step, 3) << "answered after the second step that shows the change";
  EXPECT_EQ(late->step, 7) << "answered at the regrid after step 8 (its samples up to step 7)";
  const double truth = (1 / 3.0) / (comm.size - 1 + 1 / 3.0);
  EXPECT_NEAR(answer->capacity[1], truth, 0.15 * truth) << "at the new share's balance";
  EXPECT_GT(answer->capacity_before[1] - answer->capacity[1],
            late->capacity_before[1] - late->capacity[1])
      << "the move between regrids is undamped";
  EXPECT_GT(followed.bytes_moved, 0);
  for (const DeckResult* run : {&followed, &waited}) {
    ASSERT_EQ(run->levels.size(), fixed.levels.size());
    if (!comm.IsRoot()) continue;
    for (size_t l = 0; l < fixed.levels.size(); ++l)
      EXPECT_TRUE(SameBits(run->levels[l], fixed.levels[l])) << "level " << l;
  }
}

// Rank 1 on a core shared with a hog (a third of it) that keeps rank 0 waiting 2 ms for each
// message it exchanges with it (emulation.slow_wait_us): the manager keeps it off the coarse
// levels, whose substeps are far shorter than the waits; the fields are the same bits as a
// static run. Without the waits, or with keep_off_coarse_levels off, it holds every level.
TEST(AutonomicLoop, ARankThatKeepsTheOthersWaitingLeavesTheCoarseLevels) {
  const Comm comm = Comm::World();
  if (comm.size != 2) GTEST_SKIP() << "2 ranks: rank 0 with a core to itself, rank 1 beside a hog";
  const auto overrides = [](const std::string& policy, double wait_us, bool keep_off) {
    return std::vector<std::string>{"run.max_steps=12",
                                    "mesh.max_patch_cells=64",
                                    "amr.max_level=2",
                                    "amr.regrid_interval=2",
                                    "autonomic.policy=\"" + policy + "\"",
                                    std::string("autonomic.keep_off_coarse_levels=") +
                                        (keep_off ? "true" : "false"),
                                    "emulation.clock=\"modelled\"",
                                    "emulation.slow_ranks=[1]",
                                    "emulation.slow_factor=3.0",
                                    "emulation.slow_share=0.3333333333333333",
                                    "emulation.slow_wait_us=" + std::to_string(wait_us)};
  };
  const DeckResult kept =
      RunDeckText(kSmallRichtmyerMeshkov3D, overrides("performance_function", 2000, true), comm);
  const DeckResult fixed =
      RunDeckText(kSmallRichtmyerMeshkov3D, overrides("static", 2000, true), comm);
  ASSERT_FALSE(kept.decisions.empty());
  const monitor::Decision& last = kept.decisions.back();
  ASSERT_EQ(last.coarsest_level.size(), 2u);
  EXPECT_EQ(last.coarsest_level[0], 0);
  EXPECT_GE(last.coarsest_level[1], 1);
  ASSERT_EQ(kept.work.size(), 3u) << "three levels at the end";
  EXPECT_EQ(kept.work[0][1], 0.0) << "rank 1 holds no patch of level 0";
  EXPECT_GT(kept.work[2][1], 0.0) << "rank 1 shares the finest level";
  for (const monitor::Decision& d : fixed.decisions)
    EXPECT_EQ(d.coarsest_level, std::vector<int>({0, 0})) << "the static policy moves nothing";
  ASSERT_EQ(kept.levels.size(), fixed.levels.size());
  if (comm.IsRoot()) {
    for (size_t l = 0; l < fixed.levels.size(); ++l)
      EXPECT_TRUE(SameBits(kept.levels[l], fixed.levels[l])) << "level " << l;
  }
  for (const auto& [wait_us, keep_off] : {std::pair{0.0, true}, std::pair{2000.0, false}}) {
    const DeckResult every =
        RunDeckText(kSmallRichtmyerMeshkov3D,
                    overrides("performance_function", wait_us, keep_off), comm);
    for (const monitor::Decision& d : every.decisions)
      EXPECT_EQ(d.coarsest_level, std::vector<int>({0, 0}))
          << "waits " << wait_us << " us, keep_off_coarse_levels " << keep_off;
    EXPECT_GT(every.work[0][1], 0.0);
  }
}

// A rank 8x slower for steps 1-20 is evacuated (capacity 0, no patches) after evacuate_after
// slow decisions, judged by the calibration probe while it holds nothing, re-admitted once it
// is fast again, and the fields are the same bits as a static run.
TEST(AutonomicLoop, ASlowRankIsEvacuatedAndReadmitted) {
  const Comm comm = Comm::World();
  if (comm.size < 2) GTEST_SKIP() << "needs 2 or more ranks";
  const std::vector<std::string> common{
      "run.max_steps=40",          "mesh.max_patch_cells=64",      "amr.max_level=1",
      "amr.regrid_interval=2",     "emulation.clock=\"modelled\"", "emulation.slow_ranks=[1]",
      "emulation.slow_factor=8.0", "emulation.slow_to_step=20",    "autonomic.evacuate_below=0.25"};
  std::vector<std::string> adaptive = common;
  adaptive.push_back("autonomic.policy=\"reactive\"");
  const DeckResult run = RunDeckText(kSmallRichtmyerMeshkov3D, adaptive, comm);
  int evacuated_at = -1, readmitted_at = -1;
  for (const monitor::Decision& d : run.decisions) {
    if (!d.evacuated_now.empty() && evacuated_at < 0) {
      EXPECT_EQ(d.evacuated_now, std::vector<int>{1});
      EXPECT_EQ(d.capacity[1], 0.0);
      evacuated_at = static_cast<int>(d.step);
    }
    if (!d.readmitted_now.empty() && readmitted_at < 0) {
      EXPECT_EQ(d.readmitted_now, std::vector<int>{1});
      EXPECT_GT(d.capacity[1], 0.0);
      readmitted_at = static_cast<int>(d.step);
    }
  }
  EXPECT_GT(evacuated_at, 0) << "rank 1 must be evacuated while it is 8x slower";
  EXPECT_LE(evacuated_at, 20);
  EXPECT_GT(readmitted_at, 20) << "and re-admitted once it is not";
  EXPECT_FALSE(run.decisions.back().evacuated[1]);

  std::vector<std::string> fixed = common;
  fixed.push_back("autonomic.policy=\"static\"");
  const DeckResult reference = RunDeckText(kSmallRichtmyerMeshkov3D, fixed, comm);
  ASSERT_EQ(run.levels.size(), reference.levels.size());
  if (comm.IsRoot()) {
    std::printf("rank 1 evacuated at step %d, re-admitted at step %d\n", evacuated_at,
                readmitted_at);
    for (size_t l = 0; l < run.levels.size(); ++l)
      EXPECT_TRUE(SameBits(run.levels[l], reference.levels[l])) << "level " << l;
  }
}

// Rank 2's links 10x slower than the others' (10 GB/s against 1 GB/s: a message to or from rank 2
// moves at 1 GB/s); equal cores. Modelled clock, so the exchange costs the same on any machine.
std::vector<std::string> SlowLinkOverrides(
    const std::string& policy, bool communication,
    const std::string& bandwidths = "[10000.0, 10000.0, 1000.0]") {
  return {"run.max_steps=16",
          "mesh.max_patch_cells=64",
          "amr.max_level=1",
          "amr.regrid_interval=2",
          "autonomic.policy=\"" + policy + "\"",
          std::string("autonomic.model_communication=") + (communication ? "true" : "false"),
          "emulation.clock=\"modelled\"",
          "emulation.link_bandwidth_mb=" + bandwidths};
}

// The step the decision measured: its slowest rank's compute plus communication.
double MeasuredStepSeconds(const monitor::Decision& decision) {
  double slowest = 0;
  for (const monitor::RankSummary& r : decision.ranks) slowest = std::max(slowest, r.step_seconds);
  return slowest;
}

// The least step time the model allows for the work and links the decision measured: rank k at
// share c takes u_k c W (compute, u_k its seconds per work, W all work) plus L_k (c / c_k)^(2/3)
// (its link seconds L_k at its share c_k now, scaled with the boundary of its piece). Every rank
// finishes at the same T at the best shares; T is found by bisection so that the shares sum to 1.
double IdealStepSeconds(const monitor::Decision& decision) {
  const std::vector<monitor::RankSummary>& ranks = decision.ranks;
  double work = 0;
  for (const monitor::RankSummary& r : ranks) work += r.CurrentWork();
  const auto seconds = [&](size_t k, double c) {
    const monitor::RankSummary& r = ranks[k];
    const double share_now = r.CurrentWork() / work;
    return r.CurrentSeconds() / r.CurrentWork() * c * work +
           r.link_seconds * std::pow(c / share_now, 2.0 / 3.0);
  };
  const auto share_at = [&](size_t k, double t) {  // the share that takes t seconds
    double lo = 0, hi = 1;
    for (int i = 0; i < 100; ++i) (seconds(k, 0.5 * (lo + hi)) < t ? lo : hi) = 0.5 * (lo + hi);
    return lo;
  };
  double lo = 0, hi = 0;
  for (size_t k = 0; k < ranks.size(); ++k) hi = std::max(hi, seconds(k, 1.0));
  for (int i = 0; i < 100; ++i) {
    const double t = 0.5 * (lo + hi);
    double sum = 0;
    for (size_t k = 0; k < ranks.size(); ++k) sum += share_at(k, t);
    (sum < 1 ? lo : hi) = t;
  }
  return hi;
}

TEST(AutonomicLoop, ARankBehindASlowLinkGetsLessWorkAndTheStepNearsTheIdeal) {
  const Comm comm = Comm::World();
  if (comm.size != 3) GTEST_SKIP() << "a 3-rank case";
  const DeckResult linked =
      RunDeckText(kSmallRichtmyerMeshkov3D, SlowLinkOverrides("performance_function", true), comm);
  const DeckResult compute_only =
      RunDeckText(kSmallRichtmyerMeshkov3D, SlowLinkOverrides("performance_function", false), comm);
  const DeckResult fixed =
      RunDeckText(kSmallRichtmyerMeshkov3D, SlowLinkOverrides("static", false), comm);
  ASSERT_GE(linked.decisions.size(), 6u);
  const monitor::Decision& last = linked.decisions.back();
  EXPECT_LT(last.capacity[2], 0.85 * std::min(last.capacity[0], last.capacity[1]))
      << "less work behind the slow link";
  if (comm.IsRoot()) {  // the measurements and expectations are rank 0's, which decided
    const auto over_ideal = [](const DeckResult& run) {
      return MeasuredStepSeconds(run.decisions.back()) / IdealStepSeconds(run.decisions.back());
    };
    const double linked_ratio = over_ideal(linked), compute_ratio = over_ideal(compute_only),
                 static_ratio = over_ideal(fixed);
    EXPECT_LE(linked_ratio, 1.10) << "step time over the model's ideal, communication modelled";
    EXPECT_GT(compute_ratio, 1.10) << "compute alone cannot see the link";
    EXPECT_GT(static_ratio, 1.10);
    for (int k = 0; k < comm.size; ++k) {
      EXPECT_GT(last.predicted_communication[k], 0) << "rank " << k;
      EXPECT_LT(std::abs(last.communication_error[k]), 25) << "rank " << k << " (percent)";
    }
    std::printf(
        "step time / ideal: %.3f with communication modelled, %.3f compute only, %.3f static; "
        "capacities",
        linked_ratio, compute_ratio, static_ratio);
    for (double c : last.capacity) std::printf(" %.4f", c);
    std::printf("; rank 2 sends %.0f bytes a step (static: %.0f)\n", last.ranks[2].bytes_sent,
                fixed.decisions.back().ranks[2].bytes_sent);
    for (size_t l = 0; l < linked.levels.size(); ++l)
      EXPECT_TRUE(SameBits(linked.levels[l], fixed.levels[l])) << "level " << l;
  }
}

// Rank 1 behind the slow link: in rank order its stretch of the curve lies between rank 0's and
// rank 2's. Placed at an end, it has one neighbouring stretch instead of two: it sends fewer
// bytes and the slowest step is shorter than with the same policy keeping rank order.
TEST(AutonomicLoop, ARankBehindASlowLinkGoesToAnEndOfTheCurve) {
  const Comm comm = Comm::World();
  if (comm.size != 3) GTEST_SKIP() << "a 3-rank case";
  const std::string bandwidths = "[10000.0, 1000.0, 10000.0]";
  std::vector<std::string> overrides = SlowLinkOverrides("performance_function", true, bandwidths);
  const DeckResult placed = RunDeckText(kSmallRichtmyerMeshkov3D, overrides, comm);
  overrides.push_back("autonomic.slow_link_factor=0");
  const DeckResult in_rank_order = RunDeckText(kSmallRichtmyerMeshkov3D, overrides, comm);
  ASSERT_GE(placed.decisions.size(), 6u);
  const monitor::Decision &last = placed.decisions.back(),
                          &reference = in_rank_order.decisions.back();
  ASSERT_EQ(last.curve_order.size(), 3u);
  EXPECT_EQ(last.curve_order.back(), 1) << "the slow-link rank's stretch is the last";
  EXPECT_TRUE(reference.curve_order.empty());
  if (comm.IsRoot()) {  // the measurements are rank 0's, which decided
    const double bytes = last.ranks[1].bytes_sent;
    const double reference_bytes = reference.ranks[1].bytes_sent;
    // 0.80 here (0.77 at a 4% tolerance, whose cut in rank order sent more).
    EXPECT_LT(bytes / last.capacity[1], 0.85 * reference_bytes / reference.capacity[1])
        << "bytes per unit of work of the slow-link rank";
    const double step = MeasuredStepSeconds(last);
    const double reference_step = MeasuredStepSeconds(reference);
    EXPECT_LT(step, reference_step) << "the slowest step";
    // 1.103 since the state has seven components (the five-equation model's volume fraction),
    // which makes every message a sixth longer.
    EXPECT_LE(step / IdealStepSeconds(last), 1.12);
    std::printf(
        "rank 1 behind the slow link: at the curve's end it sends %.0f bytes a step at capacity "
        "%.4f (in rank order %.0f at %.4f); slowest step %.4g s (%.4g s)\n",
        bytes, last.capacity[1], reference_bytes, reference.capacity[1], step, reference_step);
    for (size_t l = 0; l < placed.levels.size(); ++l)
      EXPECT_TRUE(SameBits(placed.levels[l], in_rank_order.levels[l])) << "level " << l;
  }
}

// On the wall clock an emulated link busy-waits each message's time after the exchange (and each
// of the link probe's messages), and both the waits and the link sensor see it: every message
// costs at least both ends' delays (2 x 500 us).
TEST(AutonomicLoop, AnEmulatedSlowLinkShowsInTheLinkSensorOnTheWallClock) {
  const Comm comm = Comm::World();
  if (comm.size < 2) GTEST_SKIP() << "needs 2 or more ranks";
  const DeckResult run =
      RunDeckText(kSmallRichtmyerMeshkov3D,
                  {"run.max_steps=6", "amr.max_level=1", "amr.regrid_interval=2",
                   "emulation.link_delay_us=[500.0]", "autonomic.decision_interval_seconds=0"},
                  comm);
  ASSERT_FALSE(run.decisions.empty());
  for (const monitor::Decision& d : run.decisions)
    for (size_t k = 0; k < d.ranks.size(); ++k) {
      const monitor::RankSummary& r = d.ranks[k];
      EXPECT_GT(r.messages_sent, 0) << "rank " << k;
      EXPECT_GE(r.link_seconds, 1e-3 * r.messages_sent) << "rank " << k;
      EXPECT_GE(r.exchange_seconds, r.link_seconds) << "rank " << k;
      EXPECT_GE(r.latency_seconds, 1e-3 * r.messages_sent) << "rank " << k;
    }
}

// Every rank's patches obey the limit its last decision set (0 = none).
void ExpectPatchesWithinLimits(const amr::Simulation& sim, const AutonomicDriver& driver, int rank,
                               int64_t& largest) {
  if (driver.Decisions().empty()) return;
  const int64_t limit = driver.Decisions().back().max_patch_cells[rank];
  for (int l = 0; l < sim.Hierarchy().NumLevels(); ++l)
    for (const amr::Patch& p : sim.Hierarchy().Level(l).LocalPatches()) {
      largest = std::max(largest, p.box.NumCells());
      if (limit > 0) {
        EXPECT_LE(p.box.NumCells(), limit)
            << "rank " << rank << " level " << l << " step " << sim.Hierarchy().Steps();
      }
    }
}

TEST(AutonomicLoop, AMemoryPoorRankGetsNoPatchAboveItsLimit) {
  const Comm comm = Comm::World();
  if (comm.size < 2) GTEST_SKIP() << "needs 2 or more ranks";
  amr::KernelRegistry registry;
  physics::RegisterBuiltinKernels(registry);
  // Rank 1 has 16 MiB: its largest patch (with ghosts, 10% of that) is about 800 cells; the
  // others have plenty. The deck's patches are up to 1024 cells.
  std::string budgets = "[4096.0";
  for (int k = 1; k < comm.size; ++k) budgets += k == 1 ? ", 16.0" : ", 4096.0";
  budgets += "]";
  const input::Deck deck = LoadDeckText(
      kSmallRichtmyerMeshkov3D, "test deck",
      {"run.max_steps=10", "mesh.max_patch_cells=1024", "amr.max_level=1", "amr.regrid_interval=2",
       "autonomic.memory_policy=true", "autonomic.policy=\"static\"",
       "autonomic.decision_interval_seconds=0", "emulation.memory_budget_mb=" + budgets},
      registry, comm);
  Driver driver(deck, registry, comm);
  amr::Simulation& sim = driver.Sim();
  sim.Initialize();
  int64_t largest = 0;
  driver.RunToEnd([&](double) {
    ExpectPatchesWithinLimits(sim, driver.Autonomic(), comm.rank, largest);
    return true;
  });
  EXPECT_EQ(sim.Hierarchy().Steps(), 10) << "the run completes";
  const std::vector<monitor::Decision>& decisions = driver.Autonomic().Decisions();
  ASSERT_FALSE(decisions.empty());
  const int64_t poor = decisions.back().max_patch_cells[1];
  EXPECT_GT(poor, 0);
  EXPECT_LT(poor, 1024) << "the budget must bind";
  EXPECT_GT(decisions.back().max_patch_cells[0], poor);
  EXPECT_GT(comm.Max(static_cast<double>(largest)), static_cast<double>(poor))
      << "other ranks hold patches the poor rank may not";
  if (comm.rank == 1) {
    EXPECT_GT(largest, 0) << "the memory-poor rank still works";
    std::printf("rank 1: limit %lld cells, largest patch %lld cells\n",
                static_cast<long long>(poor), static_cast<long long>(largest));
  }
}

// The startup probe (PRAGMA's system-sensitive start): with rank 1 2x slower from step 0 on the
// modelled clock, the first partition already gives each rank its true share, so the first
// decision has nothing left to change; with the probe off, the ranks start from equal shares.
TEST(AutonomicLoop, TheStartupProbeSetsTheFirstPartitionFromTheRanksSpeeds) {
  const Comm comm = Comm::World();
  if (comm.size < 2) GTEST_SKIP() << "needs 2 or more ranks";
  amr::KernelRegistry registry;
  physics::RegisterBuiltinKernels(registry);
  const std::vector<double> truth = TrueCapacities(comm.size);
  for (const bool probe : {true, false}) {
    std::vector<std::string> overrides = LoopOverrides("performance_function");
    if (!probe) overrides.push_back("autonomic.startup_probe_seconds=0");
    const input::Deck deck =
        LoadDeckText(kSmallRichtmyerMeshkov3D, "test deck", overrides, registry, comm);
    Driver driver(deck, registry, comm);
    driver.Autonomic().SetVerbose(false);
    driver.Initialize();
    const double mine = static_cast<double>(driver.Sim().Hierarchy().Level(0).NumLocalCells());
    const double share = mine / comm.Sum(mine);
    const double expected = probe ? truth[comm.rank] : 1.0 / comm.size;
    EXPECT_NEAR(share, expected, 0.1 * expected) << "rank " << comm.rank << " probe " << probe;
    EXPECT_NEAR(driver.Autonomic().Manager().Capacities()[comm.rank], expected, 1e-12);
    driver.RunToEnd({});
    const std::vector<monitor::Decision>& decisions = driver.Autonomic().Decisions();
    ASSERT_FALSE(decisions.empty());
    if (probe) {
      EXPECT_NEAR(decisions.front().capacity[comm.rank], truth[comm.rank], 0.1 * truth[comm.rank]);
      if (comm.IsRoot()) {
        std::printf("startup capacities:");
        for (double c : decisions.front().capacity_before) std::printf(" %.4f", c);
        std::printf("; level-0 share of rank 0 %.4f\n", share);
      }
    }
  }
}

// Patch size by measurement on the modelled clock, where what a patch size costs is set by the
// deck: with patches above 1000 cells 1.5x slower (a cache), 512-cell patches win; with a large
// cost per patch and no cache effect, 4096-cell patches do. Either way the manager tries both,
// keeps the faster, says why, and no patch of the last layout exceeds it.
TEST(AutonomicLoop, ThePatchSizeIsChosenByMeasuredKernelTime) {
  const Comm comm = Comm::World();
  struct Case {
    const char* costs[3];
    int64_t faster;
  };
  const Case cases[] = {{{"cache_cells=1000", "cache_factor=1.5", "patch_overhead_cells=20"}, 512},
                        {{"cache_cells=0", "cache_factor=1.0", "patch_overhead_cells=200"}, 4096}};
  for (const Case& c : cases) {
    std::vector<std::string> overrides = {"run.max_steps=16",
                                          "mesh.max_patch_cells=4096",
                                          "amr.max_level=1",
                                          "amr.regrid_interval=2",
                                          "autonomic.patch_size_policy=\"measured\"",
                                          "autonomic.patch_sizes=[4096, 512]",
                                          "emulation.clock=\"modelled\""};
    for (const char* cost : c.costs) overrides.push_back(std::string("emulation.") + cost);
    const DeckResult run = RunDeckText(kSmallRichtmyerMeshkov3D, overrides, comm);
    ASSERT_GE(run.decisions.size(), 6u);
    const monitor::Decision& last = run.decisions.back();
    for (int64_t limit : last.max_patch_cells) EXPECT_EQ(limit, c.faster);
    if (comm.IsRoot()) {  // the trial and the causes are rank 0's, which decided
      EXPECT_EQ(last.patch_size.chosen, c.faster);
      bool said = false;
      for (const monitor::Decision& d : run.decisions)
        for (const std::string& cause : d.causes)
          said = said || cause.find("largest patch " + std::to_string(c.faster) +
                                    " cells: measured") != std::string::npos;
      EXPECT_TRUE(said) << "a cause names the choice and the rates";
    }
    for (size_t l = 0; l < run.level_boxes.size(); ++l)
      for (const auto& b : run.level_boxes[l])
        EXPECT_LE(b.NumCells(), c.faster) << "level " << l << " box " << b;
    // Level 0 (2,048 cells) on 2 ranks is two pieces of 1,024 unless the 512-cell trial's pieces
    // stayed; on 3 ranks the balance alone cuts it into 512-cell pieces (the blocking factor
    // allows no smaller).
    if (c.faster > 512 && comm.size == 2) {
      int64_t largest = 0;
      for (const auto& b : run.level_boxes[0]) largest = std::max(largest, b.NumCells());
      EXPECT_GT(largest, 512) << "level 0 is cut afresh after the 512-cell trial";
    }
    if (comm.IsRoot())
      std::printf("%s: chosen %lld cells, %.3g ns per cell update at 4096, %.3g at 512\n",
                  c.costs[0], static_cast<long long>(last.patch_size.chosen),
                  1e9 * last.patch_size.Rate(0), 1e9 * last.patch_size.Rate(1));
  }
}

}  // namespace
}  // namespace vagus::testing
