// CPU time from clock_gettime(CLOCK_PROCESS_CPUTIME_ID) (nanosecond resolution, no syscall cost
// beyond the vDSO on Linux), wall time from CLOCK_MONOTONIC, memory from small text files in /proc
// and /sys read with iostreams.
#include "monitor/process_sensor.hpp"

#include <time.h>

#include <algorithm>
#include <cctype>
#include <fstream>
#include <sstream>

namespace vagus::monitor {
namespace {

// A v1 cgroup without a limit reports a number near 2^63 rounded to pages.
constexpr int64_t kNoLimit = int64_t{1} << 60;

double ClockSeconds(clockid_t clock) {
  timespec ts{};
  clock_gettime(clock, &ts);
  return static_cast<double>(ts.tv_sec) + 1e-9 * static_cast<double>(ts.tv_nsec);
}

// The first whitespace-separated token of a file, or "" when it cannot be read.
std::string FirstToken(const std::string& path) {
  std::ifstream in(path);
  std::string token;
  if (in) in >> token;
  return token;
}

// A non-negative integer file; -1 when absent or not a number ("max" for cgroup v2).
int64_t ReadInteger(const std::string& path) {
  const std::string token = FirstToken(path);
  if (token.empty() || !std::all_of(token.begin(), token.end(),
                                    [](unsigned char c) { return std::isdigit(c) != 0; }))
    return -1;
  try {
    return std::stoll(token);
  } catch (...) {
    return kNoLimit;  // too large for int64: no limit
  }
}

int64_t MemAvailable(const std::string& meminfo) {
  std::ifstream in(meminfo);
  std::string line;
  while (std::getline(in, line)) {
    if (line.rfind("MemAvailable:", 0) != 0) continue;
    std::istringstream fields(line.substr(13));
    int64_t kib = -1;
    if (fields >> kib) return kib * 1024;
  }
  return -1;
}

// limit - usage when both are known and the limit is real; -1 otherwise.
int64_t Headroom(int64_t limit, int64_t usage) {
  if (limit < 0 || limit >= kNoLimit || usage < 0) return -1;
  return std::max<int64_t>(0, limit - usage);
}

}  // namespace

double ProcessCpuSeconds() { return ClockSeconds(CLOCK_PROCESS_CPUTIME_ID); }
double WallSeconds() { return ClockSeconds(CLOCK_MONOTONIC); }

int64_t ReadAvailableMemory(const MemorySources& sources) {
  int64_t available = MemAvailable(sources.meminfo);
  int64_t headroom = Headroom(ReadInteger(sources.cgroup_v2_dir + "/memory.max"),
                              ReadInteger(sources.cgroup_v2_dir + "/memory.current"));
  if (headroom < 0)
    headroom = Headroom(ReadInteger(sources.cgroup_v1_dir + "/memory.limit_in_bytes"),
                        ReadInteger(sources.cgroup_v1_dir + "/memory.usage_in_bytes"));
  if (headroom >= 0) available = available < 0 ? headroom : std::min(available, headroom);
  return available;
}

ProcessSensor::ProcessSensor(int cores, MemorySources sources, double memory_interval)
    : cores_(std::max(1, cores)), sources_(std::move(sources)), memory_interval_(memory_interval) {
  Restart();
}

void ProcessSensor::Restart() {
  last_cpu_ = ProcessCpuSeconds();
  last_wall_ = WallSeconds();
}

ProcessReading ProcessSensor::Read() {
  const double cpu = ProcessCpuSeconds();
  const double wall = WallSeconds();
  ProcessReading reading;
  reading.wall_seconds = wall - last_wall_;
  reading.cpu_seconds = cpu - last_cpu_;
  // An interval too short to time says nothing: report a dedicated core.
  reading.cpu_share =
      reading.wall_seconds > 1e-6 ? reading.cpu_seconds / (reading.wall_seconds * cores_) : 1.0;
  if (wall - memory_read_at_ >= memory_interval_) {
    memory_ = ReadAvailableMemory(sources_);
    memory_read_at_ = wall;
  }
  reading.memory_available_bytes = memory_;
  last_cpu_ = cpu;
  last_wall_ = wall;
  return reading;
}

}  // namespace vagus::monitor
