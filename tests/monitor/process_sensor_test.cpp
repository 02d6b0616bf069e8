// Process sensor: the cpu share is about 1 in a busy loop and about a/(1 + a) when the process
// sleeps as long as it computes, where a is the share of a core the kernel let it have: 1 on an
// idle core, less on a shared test machine, so the expectation comes from the kernel's run-queue
// accounting (scheduler_wait.hpp), not from an assumption. Memory is read from /proc/meminfo and
// cgroup v2/v1 files (fake ones written by the test).
#include "monitor/process_sensor.hpp"

#include <gtest/gtest.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <thread>

#include "monitor/emulation.hpp"
#include "scheduler_wait.hpp"

namespace vagus::monitor {
namespace {

// Busy-loops until this process has used `seconds` more CPU time.
void BurnCpuTime(double seconds) {
  const double start = ProcessCpuSeconds();
  volatile double x = 1;
  while (ProcessCpuSeconds() - start < seconds)
    for (int i = 0; i < 1000; ++i) x = x * 1.0000001 + 1e-9;
}

TEST(ProcessSensor, BusyLoopGetsAboutAWholeCore) {
  const testing::SchedulerTimes before = testing::ReadSchedulerTimes();
  ProcessSensor sensor;
  BurnCpu(0.3);
  const ProcessReading r = sensor.Read();
  const double available = testing::AvailableShare(before, testing::ReadSchedulerTimes());
  EXPECT_NEAR(r.wall_seconds, 0.3, 0.05);
  EXPECT_LE(r.cpu_share, 1.05);
  EXPECT_NEAR(r.cpu_share, available, 0.1);  // 1 on an idle core
}

TEST(ProcessSensor, HalfSleepingGetsAboutHalf) {
  const testing::SchedulerTimes before = testing::ReadSchedulerTimes();
  ProcessSensor sensor;
  for (int n = 0; n < 10; ++n) {
    BurnCpuTime(0.02);
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  }
  const ProcessReading r = sensor.Read();
  // Computing 0.2 s takes 0.2 / a s of wall time, sleeping 0.2 s more: share a / (1 + a).
  const double a = testing::AvailableShare(before, testing::ReadSchedulerTimes());
  EXPECT_NEAR(r.cpu_share, a / (1 + a), 0.1);  // 0.5 on an idle core
  EXPECT_LT(r.cpu_share, 0.6);
}

TEST(ProcessSensor, ReadsTakeMicroseconds) {
  ProcessSensor sensor;
  const double start = WallSeconds();
  for (int n = 0; n < 100; ++n) (void)sensor.Read();
  EXPECT_LT((WallSeconds() - start) / 100, 1e-3);  // well under 1% of a 0.1 s step
}

class FakeMemoryFiles : public ::testing::Test {
 protected:
  void SetUp() override {
    root_ = std::filesystem::temp_directory_path() /
            ("vagus_memory_" + std::to_string(::testing::UnitTest::GetInstance()->random_seed()) +
             "_" + ::testing::UnitTest::GetInstance()->current_test_info()->name());
    std::filesystem::create_directories(root_ / "v2");
    std::filesystem::create_directories(root_ / "v1");
    sources_.meminfo = (root_ / "meminfo").string();
    sources_.cgroup_v2_dir = (root_ / "v2").string();
    sources_.cgroup_v1_dir = (root_ / "v1").string();
    Write("meminfo",
          "MemTotal:       32000000 kB\nMemFree:  1000 kB\nMemAvailable:   "
          "16000000 kB\n");
  }
  void TearDown() override { std::filesystem::remove_all(root_); }
  void Write(const std::string& name, const std::string& text) {
    std::ofstream(root_ / name) << text;
  }
  std::filesystem::path root_;
  MemorySources sources_;
};

TEST_F(FakeMemoryFiles, MemAvailableWithoutACgroupLimit) {
  Write("v2/memory.max", "max\n");
  Write("v2/memory.current", "123\n");
  Write("v1/memory.limit_in_bytes", "9223372036854771712\n");
  Write("v1/memory.usage_in_bytes", "100\n");
  EXPECT_EQ(ReadAvailableMemory(sources_), int64_t{16000000} * 1024);
}

TEST_F(FakeMemoryFiles, CgroupV2LimitLowersIt) {
  Write("v2/memory.max", "1073741824\n");
  Write("v2/memory.current", "73741824\n");
  EXPECT_EQ(ReadAvailableMemory(sources_), 1000000000);
}

TEST_F(FakeMemoryFiles, CgroupV1LimitLowersIt) {
  Write("v1/memory.limit_in_bytes", "2000000000\n");
  Write("v1/memory.usage_in_bytes", "500000000\n");
  EXPECT_EQ(ReadAvailableMemory(sources_), 1500000000);
}

TEST_F(FakeMemoryFiles, NothingReadableIsUnknown) {
  sources_.meminfo = (root_ / "missing").string();
  EXPECT_EQ(ReadAvailableMemory(sources_), -1);
}

TEST(ProcessSensor, ThisMachineReportsSomeMemory) { EXPECT_GT(ReadAvailableMemory(), 0); }

}  // namespace
}  // namespace vagus::monitor
