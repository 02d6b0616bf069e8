// Thin helpers over MPI for the collectives Vagus needs; every one tolerates ranks with no patches.
#pragma once

#include <mpi.h>

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace vagus {

struct Comm {
  MPI_Comm comm = MPI_COMM_WORLD;
  int rank = 0;
  int size = 1;

  static Comm World();
  [[nodiscard]] bool IsRoot() const { return rank == 0; }

  [[nodiscard]] double Max(double local) const;
  [[nodiscard]] double Min(double local) const;
  [[nodiscard]] double Sum(double local) const;
  [[nodiscard]] int64_t Sum(int64_t local) const;
  [[nodiscard]] std::vector<double> Sum(const std::vector<double>& local) const;
  [[nodiscard]] std::vector<double> Max(const std::vector<double>& local) const;
  // In place, without allocating (for reductions every step): each of the `count` values becomes
  // the largest of it over the ranks.
  void MaxInPlace(double* values, int count) const;
  // True on every rank when it is true on any rank.
  [[nodiscard]] bool Any(bool local) const;
  // Makes `text` on every rank equal to root's.
  void Broadcast(std::string& text, int root = 0) const;
  // On every rank: the lowest rank whose `message` is not empty, and that message; {size, ""}
  // when every rank's is empty. For errors found on some ranks that all must report.
  [[nodiscard]] std::pair<int, std::string> FirstError(const std::string& message) const;
  void Barrier() const { MPI_Barrier(comm); }
  // Collective: how many ranks of this communicator share this rank's node (its memory).
  [[nodiscard]] int RanksOnNode() const;
};

// How this process waits for messages and reductions. kSpin: inside MPI, polling without pause
// (the fastest answer on a core of its own). kSleep: polling for kSpinBeforeSleep, then sleeping
// kSleepBetweenPolls between polls. On a core time-shared with another load a spinning rank burns
// its own slices while the message it waits for is held back by the other load's; a sleeping one
// leaves the core to the other load and is back on it soon after it wakes (Linux's scheduler
// favours a task back from sleep over one that has been running).
enum class WaitStyle { kSpin, kSleep };
inline constexpr double kSpinBeforeSleep = 20e-6;
inline constexpr double kSleepBetweenPolls = 50e-6;
void SetWaitStyle(WaitStyle style);
// Waits for `request` in the current style.
void Wait(MPI_Request& request);
// Wall seconds this process has spent asleep in Wait since it started: of each wait's stretch of
// sleeps, the time its thread neither ran nor waited for its CPU (the kernel's account,
// /proc/thread-self/schedstat; the whole stretch where that cannot be read). The delay in waking
// while another load holds the core is not in it: that time the rank wanted its core. The process
// sensor leaves these seconds out of the interval a cpu share is measured over.
[[nodiscard]] double SleptSeconds();

// Whether `request` completed within `seconds` (polled continuously for 10 ms, then each
// millisecond): for waits that must not hang a rank whose peer may have failed.
[[nodiscard]] bool CompletesWithin(MPI_Request& request, double seconds);

// Seconds on a clock every rank reads alike: the steady clock less its reading as the ranks left
// the barrier of the last SynchronizeClock (on one node the steady clock is shared already, so
// ranks there agree without it). For telling, across ranks, which of two events came first.
[[nodiscard]] double SharedClock();
// Collective over `comm`: sets SharedClock's zero on every rank.
void SynchronizeClock(const Comm& comm);

}  // namespace vagus
