// The share memory: a steady share is one phase; a share that comes and goes is two, weighed by
// wall time over the horizon; the share to balance at is the phase with the better throughput,
// or the phase the rank is in now when following the phases pays for its lag.
#include <vagus/monitor/share_memory.hpp>

#include <gtest/gtest.h>

#include <vagus/monitor/rank_summary.hpp>

namespace vagus::monitor {
namespace {

ShareMemory Filled(const std::vector<ShareSample>& samples) {
  ShareMemory memory(kShareMemorySteps);
  for (const ShareSample& s : samples) memory.Push(s);
  return memory;
}

TEST(ShareMemory, ASteadyShareIsOnePhase) {
  const SharePhases p = DescribeShares(Filled({{1, 0.95}, {1, 1.0}, {2, 0.9}}), 120);
  EXPECT_DOUBLE_EQ(p.low, (0.95 + 1.0 + 1.8) / 4);
  EXPECT_DOUBLE_EQ(p.high, p.low);
  EXPECT_EQ(p.low_fraction, 0);
  EXPECT_EQ(p.seconds, 4);
}

TEST(ShareMemory, PhasesWeighByWallTimeWithinTheHorizon) {
  // 3 s loaded (two steps), then 1 s free (four steps), then 2 s loaded.
  const ShareMemory memory = Filled({{1, 0.3}, {2, 0.4}, {0.25, 1.0}, {0.25, 1.0}, {0.25, 0.9},
                                     {0.25, 1.0}, {2, 0.35}});
  const SharePhases all = DescribeShares(memory, 120);
  EXPECT_DOUBLE_EQ(all.seconds, 6);
  EXPECT_DOUBLE_EQ(all.low_fraction, 5.0 / 6);
  EXPECT_DOUBLE_EQ(all.low, (0.3 + 0.8 + 0.7) / 5);
  EXPECT_DOUBLE_EQ(all.high, 3.9 / 4);
  EXPECT_EQ(all.changes, 2);
  // The newest 3 s: the free second and the last loaded step.
  const SharePhases recent = DescribeShares(memory, 3);
  EXPECT_DOUBLE_EQ(recent.seconds, 3);
  EXPECT_DOUBLE_EQ(recent.low_fraction, 2.0 / 3);
  EXPECT_DOUBLE_EQ(recent.low, 0.35);
  EXPECT_EQ(recent.changes, 1);
  // An empty memory says nothing: one phase at share 1.
  EXPECT_EQ(DescribeShares(ShareMemory(4), 120).low_fraction, 0);
}

TEST(ShareMemory, TheShareToBalanceAtIsThePhaseWithTheBetterThroughput) {
  // Two equal ranks, one loaded to a third of its core part of the time. Balanced for the loaded
  // phase it holds a quarter of the work: 4/3 steps per unit time in both phases; balanced for
  // the free phase, half: 2/3 loaded and 2 free. They tie at a 50% duty.
  const auto phases = [](double loaded) { return SharePhases{1.0 / 3, 1.0, loaded, 60}; };
  EXPECT_EQ(ShareToBalanceAt(phases(0.75), 1, 1, 0.5), 1.0 / 3);
  EXPECT_EQ(ShareToBalanceAt(phases(0.25), 1, 1, 0.25), 1.0);
  // Within kPhaseMargin of the current capacity's throughput, the current capacity stays: the
  // share returned is the one it balances. At the tie either capacity stays; near it too.
  EXPECT_DOUBLE_EQ(ShareToBalanceAt(phases(0.5), 1, 1, 0.5), 1.0);
  EXPECT_DOUBLE_EQ(ShareToBalanceAt(phases(0.5), 1, 1, 0.25), 1.0 / 3);
  EXPECT_DOUBLE_EQ(ShareToBalanceAt(phases(0.52), 1, 1, 0.5), 1.0);
  EXPECT_DOUBLE_EQ(ShareToBalanceAt(phases(0.48), 1, 1, 0.25), 1.0 / 3);
  // Against a hundred others, the loaded phase wins from a tenth of the time (6% more steps per
  // second; a twentieth gains 2.8%, within the margin): whenever the rank is slow, everyone waits
  // for it, and giving its work to the others costs them little.
  EXPECT_EQ(ShareToBalanceAt(phases(0.1), 1, 100, 1.0 / 101), 1.0 / 3);
  EXPECT_DOUBLE_EQ(ShareToBalanceAt(phases(0.05), 1, 100, 1.0 / 101), 1.0);
  // One phase: its share.
  EXPECT_EQ(ShareToBalanceAt(SharePhases{0.5, 0.5, 0, 60}, 1, 1, 0.5), 0.5);
}

TEST(ShareMemory, PhasesThatOutlastTheLagAreFollowed) {
  // Two equal ranks, one loaded to a third of its core half of the time, in phases of 2 s (60 s of
  // memory, 30 changes). Followed at once, the loaded phase runs at 4/3 steps per unit time and
  // the free one at 2; each phase spent at the other's balance runs at 2/3 and 4/3.
  const SharePhases phases{1.0 / 3, 1.0, 0.5, 60, 30};
  EXPECT_DOUBLE_EQ(FollowingThroughput(phases, 1, 1, 0), 0.5 * (4.0 / 3 + 2));
  EXPECT_DOUBLE_EQ(FollowingThroughput(phases, 1, 1, 0.5),
                   0.5 * (0.75 * 4.0 / 3 + 0.25 * 2.0 / 3) + 0.5 * (0.75 * 2 + 0.25 * 4.0 / 3));
  // Holding either phase's balance gives 4/3: a lag of a quarter of a phase still pays.
  const PhaseChoice now_loaded = ChooseShare(phases, 0.34, 1, 1, 0.5, 0.5, 0);
  EXPECT_TRUE(now_loaded.follows);
  EXPECT_EQ(now_loaded.share, 0.34);
  // A lag as long as the phases (a decision every 2 s) would not: one phase is held.
  const PhaseChoice held = ChooseShare(phases, 0.34, 1, 1, 0.5, 2.0, 0);
  EXPECT_FALSE(held.follows);
  EXPECT_DOUBLE_EQ(held.share, 1.0);
  // A memory without a change has nothing to follow.
  EXPECT_EQ(FollowingThroughput(SharePhases{1.0 / 3, 1.0, 0.5, 60, 0}, 1, 1, 0.5), 0);
}

TEST(ShareMemory, PhaseLengthsAreTimedBetweenChanges) {
  // 0.5 s steps: free 1 s, loaded 2 s, free 2 s, loaded 2 s, free 1 s so far. The steps at 0.7
  // and 0.6 straddle a change (between the phases' quarters) and count with the phase before.
  std::vector<ShareSample> steps;
  const auto add = [&](double share, int count) {
    for (int i = 0; i < count; ++i) steps.push_back({0.5, share});
  };
  add(1.0, 2);
  add(0.3, 4);
  add(0.7, 1);
  add(1.0, 3);
  add(0.3, 4);
  add(1.0, 1);
  add(0.6, 1);
  const SharePhases p = DescribeShares(Filled(steps), 120);
  EXPECT_EQ(p.changes, 4);
  EXPECT_DOUBLE_EQ(p.low_length, 2.0 + 0.25);  // 2.5 s and 2 s
  EXPECT_DOUBLE_EQ(p.high_length, 1.5);
  EXPECT_DOUBLE_EQ(p.age, 1.0);
  EXPECT_FALSE(p.in_low);  // the step at 0.6 straddles the hog's arrival: free until it shows
  EXPECT_EQ(p.length_spread, 1);  // one complete free phase: not yet known to be regular
}

TEST(ShareMemory, ARegularPhaseDueToEndIsForecast) {
  // Regular 2 s phases, loaded to a third of the core; two equal ranks.
  SharePhases p{1.0 / 3, 1.0, 0.5, 60, 30, 2.0, 2.0, 0.05, 0.5, true};
  // Loaded for 0.5 s: the next 0.6 s interval stays loaded.
  EXPECT_EQ(ShareForNextInterval(p, 0.34, 1, 1, 0.6), 0.34);
  // Loaded for 1.6 s: the free phase is due 0.4 s into the interval. Balanced for the loaded
  // phase the interval runs at 4/3 throughout; for the free one at 2/3 for two thirds of it and 2
  // for the rest (1.11): stay.
  p.age = 1.6;
  EXPECT_EQ(ShareForNextInterval(p, 0.34, 1, 1, 0.6), 0.34);
  // Loaded for 1.9 s: free for most of the interval, balanced for it.
  p.age = 1.9;
  EXPECT_EQ(ShareForNextInterval(p, 0.34, 1, 1, 0.6), 1.0);
  // Free for 1.9 s: the loaded phase is due, and the loaded balance loses little in the free
  // part (4/3 against 2) and gains much in the loaded one (4/3 against 2/3).
  p.in_low = false;
  EXPECT_EQ(ShareForNextInterval(p, 0.98, 1, 1, 0.6), 1.0 / 3);
  // The same when the latest step straddles the hog's arrival (its share below the middle):
  // the phase is still the free one, whose end is due, and the loaded balance comes.
  EXPECT_EQ(ShareForNextInterval(p, 0.57, 1, 1, 0.6), 1.0 / 3);
  // Irregular phases, or a phase that has outlasted its kind by half again (the load may have
  // stopped coming and going): the share it runs at now.
  p.length_spread = 0.5;
  EXPECT_EQ(ShareForNextInterval(p, 0.98, 1, 1, 0.6), 0.98);
  p.length_spread = 0.05;
  p.age = 3.5;
  EXPECT_EQ(ShareForNextInterval(p, 0.98, 1, 1, 0.6), 0.98);
}

TEST(ShareMemory, ARegularPhaseIsDueEarlyInTheStepThatBeginsTheNext) {
  // Regular 2 s phases (steps of 0.2 s), loaded now: due once the change falls in the first half
  // of the next step, and only if the previous decision came before that.
  SharePhases p{1.0 / 3, 1.0, 0.5, 60, 30, 2.0, 1.0, 0.05, 1.8, true};
  EXPECT_FALSE(PhaseChangeDue(p, 0.2, 1.8));  // the next step is all loaded
  p.age = 1.9;
  EXPECT_TRUE(PhaseChangeDue(p, 0.2, 1.9));   // the next step is the change's
  EXPECT_TRUE(PhaseChangeDue(p, 0.2, 0.2));   // a decision at 1.7 s, before it was due
  EXPECT_FALSE(PhaseChangeDue(p, 0.2, 0.0));  // decided already
  // Free now, its phases 1 s long: due from 0.9 s, by the free phase's length.
  p.in_low = false;
  p.age = 0.8;
  EXPECT_FALSE(PhaseChangeDue(p, 0.2, 0.8));
  p.age = 0.95;
  EXPECT_TRUE(PhaseChangeDue(p, 0.2, 0.95));
  p.age = 1.9;
  p.in_low = true;
  // Irregular phases, or a phase that has outlasted its kind by half again: nothing to forecast.
  p.length_spread = 0.5;
  EXPECT_FALSE(PhaseChangeDue(p, 0.2, 1.9));
  p.length_spread = 0.05;
  p.age = 3.5;
  EXPECT_FALSE(PhaseChangeDue(p, 0.2, 1.9));
}

TEST(ShareMemory, PhasesShorterThanTheWindowComeAndGo) {
  RankSummary r;
  r.window_seconds = 3;
  EXPECT_FALSE(r.ShareComesAndGoes());
  r.share_changes = 2;  // up and down within the window
  EXPECT_TRUE(r.ShareComesAndGoes());
  // One change in the window: a load that arrived (or left), unless the memory's phases have
  // lasted less than the window on average.
  r.share_changes = 1;
  r.share_memory_seconds = 60;
  r.share_phase_changes = 29;  // 2 s phases
  EXPECT_TRUE(r.ShareComesAndGoes());
  r.share_phase_changes = 3;  // 15 s phases: followed phase by phase
  EXPECT_FALSE(r.ShareComesAndGoes());
  r.share_memory_seconds = 4;
  r.share_phase_changes = 1;  // a hog that arrived 2 s ago and stays
  EXPECT_FALSE(r.ShareComesAndGoes());
  r.share_changes = 0;  // the window has seen no change since
  r.share_phase_changes = 29;
  r.share_memory_seconds = 60;
  EXPECT_FALSE(r.ShareComesAndGoes());
  // ... between the changes of a periodic load, when the window is shorter than its 2 s phases:
  // regular phases, the current one 1.5 s old, comes and goes (the memory forecasts its end);
  // not once it has outlasted its kind by half again (3 s: the load may have stopped), nor when
  // the phases are irregular, nor when they last two windows or more.
  r.window_seconds = 1.5;
  r.share_low = 1.0 / 3;
  r.share_high = r.share_now = 1;
  r.share_low_length = r.share_high_length = 2;
  r.share_length_spread = 0.05;
  r.share_phase_age = 1.5;
  EXPECT_TRUE(r.ShareComesAndGoes());
  EXPECT_FALSE(r.OwnsItsCore());
  r.share_phase_age = 3.5;
  EXPECT_FALSE(r.ShareComesAndGoes());
  r.share_phase_age = 1.5;
  r.share_length_spread = 0.5;
  EXPECT_FALSE(r.ShareComesAndGoes());
  r.share_length_spread = 0.05;
  r.window_seconds = 0.9;
  EXPECT_FALSE(r.ShareComesAndGoes());
}

}  // namespace
}  // namespace vagus::monitor
