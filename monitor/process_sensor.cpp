// CPU time from clock_gettime(CLOCK_PROCESS_CPUTIME_ID) (nanosecond resolution, no syscall cost
// beyond the vDSO on Linux), wall time from CLOCK_MONOTONIC, memory from small text files in /proc
// and /sys read with open/read into a buffer on the stack and parsed in place (std::from_chars):
// a reading allocates nothing, so the per-step sampling does not either.
#include <vagus/monitor/process_sensor.hpp>

#include <fcntl.h>
#include <time.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <charconv>
#include <cstring>

#include <vagus/base/comm.hpp>

namespace vagus::monitor {
namespace {

// A v1 cgroup without a limit reports a number near 2^63 rounded to pages.
constexpr int64_t kNoLimit = int64_t{1} << 60;

// /proc/meminfo is about 1.5 KiB and MemAvailable its third line; the cgroup files hold one number.
constexpr size_t kFileBytes = 8192;

double ClockSeconds(clockid_t clock) {
  timespec ts{};
  clock_gettime(clock, &ts);
  return static_cast<double>(ts.tv_sec) + 1e-9 * static_cast<double>(ts.tv_nsec);
}

bool IsSpace(char c) {
  return c == ' ' || c == '\t' || c == '\n' || c == '\v' || c == '\f' || c == '\r';
}
bool IsDigit(char c) { return c >= '0' && c <= '9'; }

// Reads up to `capacity` bytes of the file at `path` into `buffer`; returns how many (0 when it
// cannot be read).
size_t ReadFile(const char* path, char* buffer, size_t capacity) {
  const int fd = ::open(path, O_RDONLY | O_CLOEXEC);
  if (fd < 0) return 0;
  size_t size = 0;
  while (size < capacity) {
    const ssize_t got = ::read(fd, buffer + size, capacity - size);
    if (got < 0 && errno == EINTR) continue;
    if (got <= 0) break;
    size += static_cast<size_t>(got);
  }
  ::close(fd);
  return size;
}

// The file's first whitespace-separated token as a non-negative integer; -1 when absent or not
// all digits ("max" for cgroup v2); kNoLimit when too large for int64.
int64_t ReadInteger(const char* path) {
  char buffer[256];
  const size_t size = ReadFile(path, buffer, sizeof buffer);
  const char* first = buffer;
  const char* const end = buffer + size;
  while (first != end && IsSpace(*first)) ++first;
  const char* last = first;
  while (last != end && !IsSpace(*last)) ++last;
  if (first == last || !std::all_of(first, last, IsDigit)) return -1;
  int64_t value = -1;
  const std::from_chars_result parsed = std::from_chars(first, last, value);
  if (parsed.ec == std::errc::result_out_of_range) return kNoLimit;
  return value;
}

// MemAvailable of /proc/meminfo in bytes: the number after "MemAvailable:" at a line's start
// (blanks, then an optionally signed integer, in KiB); -1 when there is none.
int64_t MemAvailable(const char* meminfo) {
  static constexpr char kKey[] = "MemAvailable:";
  constexpr size_t kKeyLength = sizeof kKey - 1;
  char buffer[kFileBytes];
  const size_t size = ReadFile(meminfo, buffer, sizeof buffer);
  const char* line = buffer;
  const char* const end = buffer + size;
  while (line != end) {
    const char* const line_end = std::find(line, end, '\n');
    if (static_cast<size_t>(line_end - line) >= kKeyLength &&
        std::memcmp(line, kKey, kKeyLength) == 0) {
      const char* number = line + kKeyLength;
      while (number != line_end && IsSpace(*number)) ++number;
      if (number != line_end && *number == '+') ++number;
      int64_t kib = -1;
      const std::from_chars_result parsed = std::from_chars(number, line_end, kib);
      if (parsed.ec == std::errc()) return kib * 1024;
    }
    if (line_end == end) break;
    line = line_end + 1;
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

MemoryFiles::MemoryFiles(const MemorySources& sources)
    : meminfo(sources.meminfo),
      v2_max(sources.cgroup_v2_dir + "/memory.max"),
      v2_current(sources.cgroup_v2_dir + "/memory.current"),
      v1_limit(sources.cgroup_v1_dir + "/memory.limit_in_bytes"),
      v1_usage(sources.cgroup_v1_dir + "/memory.usage_in_bytes") {}

int64_t ReadAvailableMemory(const MemoryFiles& files) {
  int64_t available = MemAvailable(files.meminfo.c_str());
  int64_t headroom =
      Headroom(ReadInteger(files.v2_max.c_str()), ReadInteger(files.v2_current.c_str()));
  if (headroom < 0)
    headroom = Headroom(ReadInteger(files.v1_limit.c_str()), ReadInteger(files.v1_usage.c_str()));
  if (headroom >= 0) available = available < 0 ? headroom : std::min(available, headroom);
  return available;
}

int64_t ReadAvailableMemory(const MemorySources& sources) {
  return ReadAvailableMemory(MemoryFiles(sources));
}

ProcessSensor::ProcessSensor(int cores, const MemorySources& sources, double memory_interval)
    : cores_(std::max(1, cores)), files_(sources), memory_interval_(memory_interval) {
  Restart();
}

void ProcessSensor::Restart() {
  last_cpu_ = ProcessCpuSeconds();
  last_wall_ = WallSeconds();
  last_slept_ = SleptSeconds();
}

ProcessReading ProcessSensor::Read() {
  const double cpu = ProcessCpuSeconds();
  const double wall = WallSeconds();
  const double slept = SleptSeconds();
  ProcessReading reading;
  reading.wall_seconds = wall - last_wall_;
  reading.cpu_seconds = cpu - last_cpu_;
  reading.slept_seconds = std::clamp(slept - last_slept_, 0.0, reading.wall_seconds);
  // An interval too short to time says nothing: report a dedicated core.
  const double wanted = reading.wall_seconds - reading.slept_seconds;
  reading.cpu_share = wanted > 1e-6 ? reading.cpu_seconds / (wanted * cores_) : 1.0;
  if (wall - memory_read_at_ >= memory_interval_) {
    memory_ = ReadAvailableMemory(files_);
    memory_read_at_ = wall;
  }
  reading.memory_available_bytes = memory_;
  last_cpu_ = cpu;
  last_wall_ = wall;
  last_slept_ = slept;
  return reading;
}

}  // namespace vagus::monitor
