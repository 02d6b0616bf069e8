// Process sensor: the share of a core this rank really gets (process CPU time against the wall
// time it wanted its core over an interval, its sleeps in Wait left out, base/comm.hpp: ~1 on a
// dedicated core, ~0.5 when another busy process shares it; the inverse
// is PRAGMA eq. 4's load factor L_d) and the memory available to it (/proc/meminfo MemAvailable,
// lowered to a cgroup's headroom when a cgroup v2 or v1 limit applies). Costs a few microseconds
// and allocates nothing.
#pragma once

#include <cstdint>
#include <string>

#include <vagus/monitor/step_sample.hpp>

namespace vagus::monitor {

// Where memory is read; tests point these at files they write.
struct MemorySources {
  std::string meminfo = "/proc/meminfo";
  std::string cgroup_v2_dir = "/sys/fs/cgroup";  // memory.max, memory.current
  std::string cgroup_v1_dir =
      "/sys/fs/cgroup/memory";  // memory.limit_in_bytes, memory.usage_in_bytes
};

// The paths of the files a memory reading opens, formed once.
struct MemoryFiles {
  explicit MemoryFiles(const MemorySources& sources);
  std::string meminfo, v2_max, v2_current, v1_limit, v1_usage;
};

// Bytes of memory available: the smaller of MemAvailable and (cgroup limit - cgroup usage) when a
// limit is set (v2 first, then v1; a v1 limit of 2^60 bytes or more means none); -1 when nothing
// could be read. The first form allocates nothing.
[[nodiscard]] int64_t ReadAvailableMemory(const MemoryFiles& files);
[[nodiscard]] int64_t ReadAvailableMemory(const MemorySources& sources = {});

// Seconds of CPU used by this process (all threads) and of a monotonic wall clock.
[[nodiscard]] double ProcessCpuSeconds();
[[nodiscard]] double WallSeconds();

class ProcessSensor {
 public:
  // `cores`: cores this rank may use (threads per rank); the share is per core. Memory is read
  // from the files at most every `memory_interval` seconds (reading them is most of a Read's
  // cost; memory changes slowly) and the last reading is reported in between.
  explicit ProcessSensor(int cores = 1, const MemorySources& sources = {},
                         double memory_interval = 0.0);

  // Readings for the interval since the previous Read (or construction, or Restart).
  ProcessReading Read();
  // Starts a new interval now without reading.
  void Restart();

 private:
  int cores_;
  MemoryFiles files_;
  double memory_interval_ = 0;
  double last_cpu_ = 0;
  double last_wall_ = 0;
  double last_slept_ = 0;  // SleptSeconds() then
  double memory_read_at_ = -1e300;  // wall seconds of the last memory reading
  int64_t memory_ = -1;
};

}  // namespace vagus::monitor
