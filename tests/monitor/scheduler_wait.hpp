// The kernel's own account of how long this thread ran, how long it waited for a CPU
// (/proc/self/schedstat: run ns, run-queue wait ns, time slices) and how often it gave up its CPU
// of its own accord (/proc/thread-self/status: voluntary_ctxt_switches, one per sleep or blocking
// call). Tests use it as the independent truth for the cpu share: on a shared test machine a busy
// loop does not get a whole core, but it uses all of the run time the kernel gives it, and it
// never sleeps.
#pragma once

#include <fstream>
#include <string>

namespace vagus::monitor::testing {

struct SchedulerTimes {
  bool known = false;
  double run = 0;        // seconds on a CPU
  double wait = 0;       // seconds runnable but waiting for a CPU
  long long sleeps = 0;  // voluntary context switches so far
};

inline SchedulerTimes ReadSchedulerTimes() {
  SchedulerTimes t;
  std::ifstream in("/proc/self/schedstat");
  long long run = 0, wait = 0;
  if (in >> run >> wait) {
    t.known = true;
    t.run = 1e-9 * static_cast<double>(run);
    t.wait = 1e-9 * static_cast<double>(wait);
  }
  std::ifstream status("/proc/thread-self/status");
  for (std::string key; status >> key;)
    if (key == "voluntary_ctxt_switches:") status >> t.sleeps;
  return t;
}

// How often this thread slept or blocked between two readings (0 when unknown).
inline long long Sleeps(const SchedulerTimes& before, const SchedulerTimes& after) {
  return after.sleeps - before.sleeps;
}

// The share of a core a busy thread could get between two readings: run / (run + wait).
inline double AvailableShare(const SchedulerTimes& before, const SchedulerTimes& after) {
  const double run = after.run - before.run, wait = after.wait - before.wait;
  return before.known && after.known && run + wait > 0 ? run / (run + wait) : 1.0;
}

// The share of `wall` seconds this thread ran between two readings: what a busy thread was let
// have. Not 1 - wait / wall: time a hypervisor takes the virtual core away is neither run nor
// wait, so run + wait can fall short of the wall time.
inline double RunShare(const SchedulerTimes& before, const SchedulerTimes& after, double wall) {
  return before.known && after.known && wall > 0 ? (after.run - before.run) / wall : 1.0;
}

}  // namespace vagus::monitor::testing
