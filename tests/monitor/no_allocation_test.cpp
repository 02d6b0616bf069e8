// The monitor's per-step path allocates nothing, from the first step on: RankMonitor::Record
// (score, store into the window, refit) while its windows fill and after they wrap, the process
// sensor reading its memory files at every Read, AutonomicManager::RecordStep, which does
// both, and the checks whether to follow a share between regrids. Counted through the global
// operator new (tests/support/counting_new.cpp), so any allocation in the standard library or
// ours is caught. A decision (Summarize, Decide) may allocate.
#include <gtest/gtest.h>

#include <vagus/base/comm.hpp>
#include <vagus/monitor/autonomic_manager.hpp>
#include <vagus/monitor/process_sensor.hpp>
#include <vagus/monitor/rank_monitor.hpp>
#include "tests/support/counting_new.hpp"

namespace vagus::monitor {
namespace {

using vagus::testing::HeapAllocations;

// Step `step` on three levels, with bytes sent to ranks 0 and 2; times vary with the
// step so that the fits change.
void FillStep(int64_t step, StepSample& s) {
  s.step = step;
  s.time = 0.01 * static_cast<double>(step);
  s.levels.clear();
  for (int l = 0; l < 3; ++l) {
    LevelSample level;
    level.cells = (4000 >> l) + 100 * (step % 5);
    level.patches = 2;
    level.substeps = 1 << l;
    level.kernel_seconds = 1e-7 * level.Work() * (1.0 + 0.01 * static_cast<double>(step % 7));
    s.levels.push_back(level);
  }
  s.exchange_seconds = 1e-3;
  s.wait_seconds = 2e-4;
  s.links.clear();
  s.Link(0) = {1000 + step, 1, 1e-4};
  s.Link(2) = {500, 2, 1e-4};
  s.step_seconds = s.KernelSeconds() + s.exchange_seconds;
  s.process.cpu_share = 0.9 + 0.01 * static_cast<double>(step % 3);
}

TEST(MonitorAllocations, RankMonitorRecordAllocatesNothing) {
  const int ranks = 3, window = 16;
  RankMonitor monitor(window, FitOptions{}, ranks);
  StepSample sample;
  FillStep(1, sample);
  const int64_t before = HeapAllocations();
  for (int64_t step = 1; step <= 3 * window; ++step) {
    FillStep(step, sample);
    monitor.Record(sample, int64_t{1} << 30);
  }
  EXPECT_EQ(HeapAllocations() - before, 0);
  EXPECT_EQ(monitor.Window().Size(), window);
  EXPECT_EQ(monitor.Window().Back().step, 3 * window);
  EXPECT_EQ(monitor.Window().Back().BytesSent(), 1000 + 3 * window + 500);
  EXPECT_NE(monitor.Function().Kind(), ModelKind::kNone);
  EXPECT_GT(monitor.Error().Mape(), 0.0);
  // Restoring and resetting keep the window's storage: recording again allocates nothing.
  monitor.RestoreState(monitor.SaveState());
  monitor.Reset();
  const int64_t after_reset = HeapAllocations();
  for (int64_t step = 1; step <= 2 * window; ++step) {
    FillStep(step, sample);
    monitor.Record(sample, -1);
  }
  EXPECT_EQ(HeapAllocations() - after_reset, 0);
}

TEST(MonitorAllocations, AskingWhetherToFollowAShareAllocatesNothing) {
  // Rank 1's core loaded for 10 steps of 0.1 s and free for 10, over and over: the checks after
  // every step between regrids (ShareChanged, PhaseChangeDue) read the windows and the share
  // memory in place.
  RankMonitor monitor(16, FitOptions{}, 3);
  StepSample sample;
  FillStep(0, sample);
  int changed = 0, due = 0;
  const int64_t before = HeapAllocations();
  for (int64_t step = 0; step < 100; ++step) {
    FillStep(step, sample);
    sample.process.cpu_share = (step / 10) % 2 == 0 ? 1.0 / 3 : 1.0;
    for (LevelSample& level : sample.levels) level.kernel_seconds /= sample.process.cpu_share;
    sample.process.wall_seconds = 0.1;
    monitor.Record(sample, int64_t{1} << 30);
    const bool change = monitor.ShareChanged(), phase_ends = monitor.PhaseChangeDue();
    changed += change;
    due += phase_ends;
    if (change || phase_ends) monitor.MarkDecision();
  }
  EXPECT_EQ(HeapAllocations() - before, 0);
  EXPECT_GT(changed, 0);
  EXPECT_GT(due, 0);
}

TEST(MonitorAllocations, ProcessSensorReadAllocatesNothing) {
  ProcessSensor sensor(1, MemorySources{}, 0.0);  // reads the memory files at every Read
  const int64_t before = HeapAllocations();
  int64_t memory = 0;
  for (int n = 0; n < 20; ++n) memory = sensor.Read().memory_available_bytes;
  EXPECT_EQ(HeapAllocations() - before, 0);
  EXPECT_GT(memory, 0);
}

TEST(MonitorAllocations, RecordStepAllocatesNothing) {
  const Comm comm = Comm::World();
  AutonomicOptions options;
  AutonomicManager manager(options, comm);
  StepSample sample;
  sample.links.reserve(static_cast<size_t>(comm.size));
  const int64_t before = HeapAllocations();
  for (int64_t step = 1; step <= 2 * options.window; ++step) {
    manager.BeginStep();
    sample.step = step;
    sample.levels = {{1e-3, 4096, 1, 1}, {2e-3, 2048, 1, 2}};
    sample.links.clear();
    sample.Link(0) = {100, 1, 0.0};
    manager.RecordStep(sample);
  }
  EXPECT_EQ(HeapAllocations() - before, 0);
  EXPECT_EQ(manager.Monitor().Window().Back().step, 2 * options.window);
}

}  // namespace
}  // namespace vagus::monitor
