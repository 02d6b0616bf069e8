// Emulated heterogeneity: a slow rank burns (factor - 1) x its kernel seconds of busy CPU inside
// the step range only (within timer tolerance), its cpu share stays that of a busy core, and
// emulated memory budgets apply per rank and step range.
#include "monitor/emulation.hpp"

#include <gtest/gtest.h>

#include "monitor/process_sensor.hpp"
#include "scheduler_wait.hpp"

namespace vagus::monitor {
namespace {

EmulationOptions SlowRankOne() {
  EmulationOptions e;
  e.slow_ranks = {1};
  e.slow_factor = 3.0;
  e.slow_from_step = 10;
  e.slow_to_step = 20;
  return e;
}

TEST(Emulation, SlowRankBurnsTheRequestedExtraTime) {
  const Emulator slow(SlowRankOne(), 1);
  EXPECT_EQ(slow.SlowFactor(15), 3.0);
  const testing::SchedulerTimes before = testing::ReadSchedulerTimes();
  ProcessSensor sensor;
  const double start = WallSeconds();
  const double burned = slow.AfterKernel(15, 0.05);  // (3 - 1) x 0.05
  const double elapsed = WallSeconds() - start;
  const ProcessReading r = sensor.Read();
  EXPECT_GE(burned, 0.1);
  EXPECT_LT(burned, 0.1 + 0.03);
  EXPECT_NEAR(elapsed, burned, 1e-3);
  // Busy, not asleep: it used all the CPU the kernel let it have (~1 on an idle core).
  const double available = testing::AvailableShare(before, testing::ReadSchedulerTimes());
  EXPECT_NEAR(r.cpu_share, available, 0.1);
}

TEST(Emulation, OnlyInsideTheStepRangeAndOnlyOnSlowRanks) {
  const Emulator slow(SlowRankOne(), 1), other(SlowRankOne(), 0);
  EXPECT_EQ(slow.AfterKernel(9, 0.05), 0.0);
  EXPECT_EQ(slow.AfterKernel(21, 0.05), 0.0);
  EXPECT_EQ(other.AfterKernel(15, 0.05), 0.0);
  EXPECT_EQ(other.SlowFactor(15), 1.0);
  EXPECT_EQ(slow.SlowFactor(20), 3.0);
}

TEST(Emulation, MemoryBudgetsPerRankAndStep) {
  EmulationOptions e;
  e.memory_budget_mb = {4096, 256};
  e.memory_from_step = 5;
  const Emulator rank0(e, 0), rank1(e, 1);
  EXPECT_EQ(rank0.MemoryBudgetBytes(5), int64_t{4096} << 20);
  EXPECT_EQ(rank1.MemoryBudgetBytes(100), int64_t{256} << 20);
  EXPECT_EQ(rank1.MemoryBudgetBytes(4), -1);
  e.memory_budget_mb = {512};
  EXPECT_EQ(Emulator(e, 7).MemoryBudgetBytes(6), int64_t{512} << 20);
  EXPECT_EQ(Emulator(EmulationOptions{}, 0).MemoryBudgetBytes(6), -1);
}

}  // namespace
}  // namespace vagus::monitor
