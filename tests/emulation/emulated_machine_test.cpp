// The emulated machine: a slow rank burns (factor - 1) x its kernel seconds of busy CPU inside
// the step range only (at least that much wall time, at most that much CPU time and one pass of
// its loop), its cpu share stays that of a busy core, and emulated memory budgets apply per rank
// and step range. No figure of wall time is asserted beyond what holds on a loaded machine.
#include <vagus/emulation/emulated_machine.hpp>

#include <gtest/gtest.h>

#include <vagus/monitor/process_sensor.hpp>
#include "tests/monitor/scheduler_wait.hpp"

namespace vagus::emulation {

using monitor::ProcessReading;
using monitor::ProcessSensor;
using monitor::StepSample;
using monitor::WallSeconds;
namespace testing = monitor::testing;
namespace {

EmulationOptions SlowRankOne() {
  EmulationOptions e;
  e.slow_ranks = {1};
  e.slow_factor = 3.0;
  e.slow_from_step = 10;
  e.slow_to_step = 20;
  return e;
}

TEST(EmulatedMachine, SlowRankBurnsTheRequestedExtraTime) {
  const EmulatedMachine slow(SlowRankOne(), 1);
  EXPECT_EQ(slow.SlowFactor(15), 3.0);
  const testing::SchedulerTimes before = testing::ReadSchedulerTimes();
  ProcessSensor sensor;
  const double start = WallSeconds();
  const double burned = slow.AfterKernel(15, 0.05);  // (3 - 1) x 0.05
  const double elapsed = WallSeconds() - start;
  const ProcessReading r = sensor.Read();
  EXPECT_GE(burned, 0.1);
  EXPECT_GE(elapsed, burned);
  // The loop reads the wall clock after every pass and CPU time never outruns wall time, so the
  // CPU used exceeds 0.1 s by at most one pass.
  EXPECT_LT(r.cpu_seconds, 0.1 + 0.01);
  // Busy, not asleep: it used all the CPU the kernel let it have (~1 on an idle core).
  const testing::SchedulerTimes after = testing::ReadSchedulerTimes();
  EXPECT_EQ(testing::Sleeps(before, after), 0);
  EXPECT_NEAR(r.cpu_share, testing::RunShare(before, after, r.wall_seconds), 0.05);
}

TEST(EmulatedMachine, OnlyInsideTheStepRangeAndOnlyOnSlowRanks) {
  const EmulatedMachine slow(SlowRankOne(), 1), other(SlowRankOne(), 0);
  EXPECT_EQ(slow.AfterKernel(9, 0.05), 0.0);
  EXPECT_EQ(slow.AfterKernel(21, 0.05), 0.0);
  EXPECT_EQ(other.AfterKernel(15, 0.05), 0.0);
  EXPECT_EQ(other.SlowFactor(15), 1.0);
  EXPECT_EQ(slow.SlowFactor(20), 3.0);
}

TEST(EmulatedMachine, MemoryBudgetsPerRankAndStep) {
  EmulationOptions e;
  e.memory_budget_mb = {4096, 256};
  e.memory_from_step = 5;
  const EmulatedMachine rank0(e, 0), rank1(e, 1);
  EXPECT_EQ(rank0.MemoryBudgetBytes(5), int64_t{4096} << 20);
  EXPECT_EQ(rank1.MemoryBudgetBytes(100), int64_t{256} << 20);
  EXPECT_EQ(rank1.MemoryBudgetBytes(4), -1);
  e.memory_budget_mb = {512};
  EXPECT_EQ(EmulatedMachine(e, 7).MemoryBudgetBytes(6), int64_t{512} << 20);
  EXPECT_EQ(EmulatedMachine(EmulationOptions{}, 0).MemoryBudgetBytes(6), -1);
}

TEST(EmulatedMachine, ModelledClockReplacesTheMeasuredTimesAndBurnsNothing) {
  EmulationOptions e = SlowRankOne();
  e.clock = Clock::kModelled;
  e.seconds_per_cell = 1e-6;
  const EmulatedMachine slow(e, 1), other(e, 0);
  EXPECT_EQ(slow.AfterKernel(15, 0.05), 0.0);
  StepSample sample;
  sample.step = 15;
  sample.levels = {{0.3, 1000, 2, 1}, {0.9, 500, 3, 2}};  // measured seconds to be replaced
  sample.exchange_seconds = sample.wait_seconds = 0.2;
  sample.process.cpu_share = 0.4;
  sample.process.memory_available_bytes = 123;
  StepSample fast = sample;
  slow.Model(sample);
  other.Model(fast);
  EXPECT_DOUBLE_EQ(sample.levels[0].kernel_seconds, 3 * 1e-6 * 1000);
  EXPECT_DOUBLE_EQ(sample.levels[1].kernel_seconds, 3 * 1e-6 * 1000);  // 500 cells x 2 substeps
  EXPECT_DOUBLE_EQ(sample.step_seconds, 6e-3);
  EXPECT_DOUBLE_EQ(fast.step_seconds, 2e-3);
  EXPECT_EQ(sample.exchange_seconds, 0.0);
  EXPECT_EQ(sample.process.cpu_share, 1.0);
  EXPECT_EQ(sample.process.memory_available_bytes, 123);
  EXPECT_DOUBLE_EQ(slow.ProbeSeconds(15, 1000, 0.7), 3e-3);
  sample.step = 30;  // outside the slow range
  slow.Model(sample);
  EXPECT_DOUBLE_EQ(sample.step_seconds, 2e-3);
}

TEST(EmulatedMachine, ModelledLinksCostTheirDelaysAndTheLesserBandwidth) {
  EmulationOptions e;
  e.clock = Clock::kModelled;
  e.seconds_per_cell = 1e-6;
  e.link_delay_us = {10, 10, 100};
  e.link_bandwidth_mb = {1000, 0, 100};  // rank 1 unlimited
  const EmulatedMachine rank0(e, 0), rank1(e, 1);
  EXPECT_DOUBLE_EQ(rank0.LinkSeconds(1, 2, 4000000), 2 * 20e-6 + 4e6 / 1e9);
  EXPECT_DOUBLE_EQ(rank0.LinkSeconds(2, 1, 1000000), 110e-6 + 1e6 / 1e8);
  EXPECT_DOUBLE_EQ(rank1.LinkSeconds(2, 1, 1000000), 110e-6 + 1e6 / 1e8);
  EXPECT_DOUBLE_EQ(rank1.LinkSeconds(0, 0, 0), 0.0);

  StepSample sample;
  sample.levels = {{0.3, 1000, 2, 1}};
  sample.Link(1) = {4000000, 2, 0.5};  // measured waiting, to be replaced
  sample.Link(2) = {1000000, 1, 0.5};
  rank0.Model(sample);
  EXPECT_DOUBLE_EQ(sample.LinkTo(1).seconds, 2 * 20e-6 + 4e-3);
  EXPECT_DOUBLE_EQ(sample.LinkTo(2).seconds, 110e-6 + 1e-2);
  EXPECT_DOUBLE_EQ(sample.exchange_seconds, sample.LinkSeconds());
  EXPECT_DOUBLE_EQ(sample.step_seconds, 1e-3 + sample.exchange_seconds);

  e.link_delay_us = {};
  e.link_bandwidth_mb = {50};  // one value: every rank
  EXPECT_DOUBLE_EQ(EmulatedMachine(e, 0).LinkSeconds(2, 3, 5000000), 0.1);
  EXPECT_EQ(EmulatedMachine(e, 0).BurnLink(2, 5000000), 0.0) << "the modelled clock burns nothing";
  EXPECT_TRUE(EmulatedMachine(e, 0).HasLinks());
  EXPECT_FALSE(EmulatedMachine(EmulationOptions{}, 0).HasLinks());
}

TEST(EmulatedMachine, WallClockLinksBusyWaitTheirTime) {
  EmulationOptions e;
  e.link_delay_us = {1000, 4000};
  e.link_bandwidth_mb = {100};
  const EmulatedMachine rank0(e, 0);
  const double start = WallSeconds();
  const double waited = rank0.BurnLink(1, 1000000);  // 5 ms + 10 ms
  EXPECT_GE(waited, 0.015);
  EXPECT_GE(WallSeconds() - start, waited);
  EXPECT_EQ(EmulatedMachine(EmulationOptions{}, 0).BurnLink(1, 1000000), 0.0);
}

}  // namespace
}  // namespace vagus::emulation
