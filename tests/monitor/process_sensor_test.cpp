// Process sensor: its interval's wall and CPU time lie between the test's own clock readings just
// inside and just outside it; a busy loop gets the share of a core the kernel let it have (from
// its scheduler accounting, scheduler_wait.hpp: 1 on an idle core, less on a shared machine); a
// process that sleeps 0.2 s gets at most cpu / (cpu + 0.2). Only what holds on a loaded machine is
// asserted: no figure of wall time. Memory is read from /proc/meminfo and cgroup v2/v1 files (fake
// ones written by the test).
#include <vagus/monitor/process_sensor.hpp>

#include <gtest/gtest.h>

#include <sched.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <optional>
#include <string>
#include <thread>

#include <vagus/base/comm.hpp>
#include <vagus/emulation/emulated_machine.hpp>
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

struct Clocks {
  double cpu = ProcessCpuSeconds();
  double wall = WallSeconds();
};

// The sensor's interval contains [inner_start, inner_end] and lies within [outer_start,
// outer_end]: its figures are bounded by the test's own, whatever the machine's load.
void ExpectBetween(const ProcessReading& r, const Clocks& outer_start, const Clocks& inner_start,
                   const Clocks& inner_end, const Clocks& outer_end) {
  EXPECT_GE(r.wall_seconds, inner_end.wall - inner_start.wall);
  EXPECT_LE(r.wall_seconds, outer_end.wall - outer_start.wall);
  EXPECT_GE(r.cpu_seconds, inner_end.cpu - inner_start.cpu);
  EXPECT_LE(r.cpu_seconds, outer_end.cpu - outer_start.cpu);
  EXPECT_DOUBLE_EQ(r.cpu_share, r.cpu_seconds / r.wall_seconds);
}

TEST(ProcessSensor, BusyLoopGetsTheShareOfTheCoreItWasGiven) {
  const testing::SchedulerTimes before = testing::ReadSchedulerTimes();
  const Clocks outer_start;
  ProcessSensor sensor;
  const Clocks inner_start;
  emulation::BurnCpu(0.3);
  const Clocks inner_end;
  const ProcessReading r = sensor.Read();
  const Clocks outer_end;
  const testing::SchedulerTimes after = testing::ReadSchedulerTimes();
  ExpectBetween(r, outer_start, inner_start, inner_end, outer_end);
  EXPECT_GE(r.wall_seconds, 0.3);  // BurnCpu loops until that much wall time has passed
  EXPECT_LE(r.cpu_share, 1.05);    // one thread cannot use more than its core
  // Never asleep, and it used all the CPU the kernel let it have (1 on an idle core).
  EXPECT_EQ(testing::Sleeps(before, after), 0);
  EXPECT_NEAR(r.cpu_share, testing::RunShare(before, after, r.wall_seconds), 0.05);
  EXPECT_LE(r.cpu_share, testing::AvailableShare(before, after) + 0.05);
}

TEST(ProcessSensor, SleepingLowersTheShare) {
  const Clocks outer_start;
  ProcessSensor sensor;
  const Clocks inner_start;
  for (int n = 0; n < 10; ++n) {
    BurnCpuTime(0.02);
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  }
  const Clocks inner_end;
  const ProcessReading r = sensor.Read();
  const Clocks outer_end;
  ExpectBetween(r, outer_start, inner_start, inner_end, outer_end);
  EXPECT_GE(r.cpu_seconds, 0.2);
  // 0.2 s asleep used no CPU: at most cpu / (cpu + 0.2) of the interval was CPU time (0.5 on an
  // idle core, less when the machine is busy).
  EXPECT_LE(r.cpu_share, r.cpu_seconds / (r.cpu_seconds + 0.2) + 1e-6);
  EXPECT_GT(r.cpu_share, 0.0);
}

// A rank waiting asleep for a late message (base/comm.hpp, Wait) did not want its core meanwhile:
// its share is taken over the time it was awake, not lowered by that sleep as by the one above.
TEST(ProcessSensorMpi, WaitingAsleepForAMessageDoesNotLowerTheShare) {
  const Comm comm = Comm::World();
  if (comm.size < 2) GTEST_SKIP() << "needs two ranks";
  constexpr double kLate = 0.3;  // seconds rank 1 sleeps before it sends
  ProcessSensor sensor;
  BurnCpuTime(0.05);
  comm.Barrier();
  double value = 0;
  if (comm.rank == 0) {
    SetWaitStyle(WaitStyle::kSleep);
    MPI_Request request = MPI_REQUEST_NULL;
    MPI_Irecv(&value, 1, MPI_DOUBLE, 1, 0, comm.comm, &request);
    Wait(request);
    SetWaitStyle(WaitStyle::kSpin);
  } else if (comm.rank == 1) {
    std::this_thread::sleep_for(std::chrono::duration<double>(kLate));
    value = 1;
    MPI_Send(&value, 1, MPI_DOUBLE, 0, 0, comm.comm);
  }
  const ProcessReading r = sensor.Read();
  if (comm.rank != 0) return;
  EXPECT_EQ(value, 1.0);
  EXPECT_GT(r.slept_seconds, kLate / 3);
  EXPECT_LT(r.slept_seconds, r.wall_seconds);
  EXPECT_NEAR(r.cpu_share, r.cpu_seconds / (r.wall_seconds - r.slept_seconds), 1e-9);
  EXPECT_GT(r.cpu_share, 1.5 * r.cpu_seconds / r.wall_seconds);
}

// A busy process pinned to `cpu` until the object is destroyed: another load on the core.
class Hog {
 public:
  explicit Hog(int cpu) : pid_(::fork()) {
    if (pid_ != 0) return;
    cpu_set_t set;
    CPU_ZERO(&set);
    CPU_SET(cpu, &set);
    ::sched_setaffinity(0, sizeof set, &set);
    volatile double x = 1;
    for (;;) x = x * 1.0000001 + 1e-9;
  }
  ~Hog() {
    if (pid_ <= 0) return;
    ::kill(pid_, SIGKILL);
    ::waitpid(pid_, nullptr, 0);
  }
  Hog(const Hog&) = delete;
  Hog& operator=(const Hog&) = delete;

 private:
  pid_t pid_;
};

// On a core shared with another load, a rank waiting asleep wakes when the load lets it: that
// delay is time it wanted its core, so its share is the one the scheduler gave it while it wanted
// the core (its run time over run plus run-queue time), not more.
TEST(ProcessSensorMpi, TheDelayInWakingOnASharedCoreIsWantedTime) {
  const Comm comm = Comm::World();
  if (comm.size < 2) GTEST_SKIP() << "needs two ranks";
  constexpr double kLate = 0.3;  // seconds rank 1 sleeps before it sends
  cpu_set_t before_mask;
  ::sched_getaffinity(0, sizeof before_mask, &before_mask);
  std::optional<Hog> hog;
  if (comm.rank == 0) {
    const int cpu = ::sched_getcpu();
    cpu_set_t set;
    CPU_ZERO(&set);
    CPU_SET(cpu, &set);
    ::sched_setaffinity(0, sizeof set, &set);
    hog.emplace(cpu);
  }
  comm.Barrier();
  const testing::SchedulerTimes before = testing::ReadSchedulerTimes();
  ProcessSensor sensor;
  double value = 0;
  if (comm.rank == 0) {
    SetWaitStyle(WaitStyle::kSleep);
    for (int n = 0; n < 3; ++n) {  // computing, then waiting, as a rank does between messages
      BurnCpuTime(0.02);
      MPI_Request request = MPI_REQUEST_NULL;
      MPI_Irecv(&value, 1, MPI_DOUBLE, 1, n, comm.comm, &request);
      Wait(request);
    }
    SetWaitStyle(WaitStyle::kSpin);
  } else if (comm.rank == 1) {
    for (int n = 0; n < 3; ++n) {
      std::this_thread::sleep_for(std::chrono::duration<double>(kLate / 3));
      value = 1;
      MPI_Send(&value, 1, MPI_DOUBLE, 0, n, comm.comm);
    }
  }
  const ProcessReading r = sensor.Read();
  const testing::SchedulerTimes after = testing::ReadSchedulerTimes();
  hog.reset();
  ::sched_setaffinity(0, sizeof before_mask, &before_mask);
  if (comm.rank != 0) return;
  EXPECT_EQ(value, 1.0);
  if (!before.known) GTEST_SKIP() << "no scheduler accounting to compare with";
  EXPECT_GT(r.slept_seconds, kLate / 3);
  // Asleep at most for the time the thread neither ran nor waited for its CPU.
  EXPECT_LE(r.slept_seconds, r.wall_seconds - (after.run - before.run) -
                                 (after.wait - before.wait) + 0.005);
  // Not more than the scheduler gave it (less where a hypervisor took the virtual core away, time
  // that is neither run nor queued: scheduler_wait.hpp).
  EXPECT_LE(r.cpu_share, testing::AvailableShare(before, after) + 0.1);
}

TEST(ProcessSensor, ReadsCostLittleCpu) {
  ProcessSensor sensor;
  const double start = ProcessCpuSeconds();
  for (int n = 0; n < 100; ++n) (void)sensor.Read();
  // CPU time, not wall time, so a loaded machine does not matter; a few microseconds a read in
  // fact, bounded here at 1 ms (1% of a 0.1 s step).
  EXPECT_LT((ProcessCpuSeconds() - start) / 100, 1e-3);
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

TEST_F(FakeMemoryFiles, ParsesTheLinesAndNumbersAsTheKernelWritesThem) {
  // MemAvailable anywhere, as the last line without a newline, after a malformed MemAvailable
  // line; a cgroup limit too large for int64 means none (then v1, absent here, is not used).
  std::string meminfo;
  for (int n = 0; n < 200; ++n) meminfo += "Field" + std::to_string(n) + ":   " + "123 kB\n";
  Write("meminfo", meminfo + "MemAvailable:  kB\nMemAvailable:\t 2048 kB");
  Write("v2/memory.max", "  99999999999999999999999\n");
  Write("v2/memory.current", "5\n");
  EXPECT_EQ(ReadAvailableMemory(sources_), 2048 * 1024);
  // A malformed v2 file: v1 applies.
  Write("v2/memory.max", "12ab\n");
  Write("v1/memory.limit_in_bytes", "1000000\n");
  Write("v1/memory.usage_in_bytes", "1000\n");
  EXPECT_EQ(ReadAvailableMemory(sources_), 999000);
}

TEST_F(FakeMemoryFiles, TheSensorReadsTheFilesItWasGiven) {
  Write("v2/memory.max", "1073741824\n");
  Write("v2/memory.current", "73741824\n");
  ProcessSensor sensor(1, sources_, 0.0);
  EXPECT_EQ(sensor.Read().memory_available_bytes, 1000000000);
  Write("v2/memory.current", "573741824\n");  // read again at every Read (interval 0)
  EXPECT_EQ(sensor.Read().memory_available_bytes, 500000000);
}

TEST_F(FakeMemoryFiles, NothingReadableIsUnknown) {
  sources_.meminfo = (root_ / "missing").string();
  EXPECT_EQ(ReadAvailableMemory(sources_), -1);
}

TEST(ProcessSensor, ThisMachineReportsSomeMemory) { EXPECT_GT(ReadAvailableMemory(), 0); }

}  // namespace
}  // namespace vagus::monitor
