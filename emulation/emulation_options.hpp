// Deck section [emulation]: a slower or memory-poorer machine on demand, for tests and experiments.
// Which clock the monitor reads: kWall, measured seconds with slow ranks made slower by
// busy-looping (real, and as noisy as the machine); kModelled, every kernel second replaced by
// seconds_per_cell x work x the rank's slow factor, with a full core and the links' modelled
// times, so the control loop sees the same numbers on any machine and runs bit for bit the same.
#pragma once

#include <cstdint>
#include <limits>
#include <vector>

#include <vagus/base/input/deck.hpp>
#include <vagus/base/input/option_section.hpp>

namespace vagus::emulation {

enum class Clock { kWall, kModelled };

struct EmulationOptions {
  Clock clock = Clock::kWall;
  double seconds_per_cell = 1e-7;  // kModelled: seconds per cell update at speed 1
  std::vector<int> slow_ranks;     // ranks made slower
  double slow_factor = 1.0;        // their kernels take this many times as long
  // kModelled: the share of its core a slow rank's process sensor reads while it is slow (1: a
  // slower core of its own; 1 / slow_factor: a core shared with a CPU hog).
  double slow_share = 1.0;
  // kModelled: each message a rank exchanges with a slow rank while that one is slow keeps it
  // waiting this many microseconds (a time-shared core answers late: its other load holds it).
  double slow_wait_us = 0;
  int64_t slow_from_step = 0;  // coarse steps [from, to] (inclusive) where they are slow
  int64_t slow_to_step = std::numeric_limits<int64_t>::max();
  std::vector<double> memory_budget_mb;  // per rank (one value: every rank); empty: none
  int64_t memory_from_step = 0;          // steps where the emulated budgets apply
  int64_t memory_to_step = std::numeric_limits<int64_t>::max();
  // kModelled: what a level's patch sizes cost. Each patch costs patch_overhead_cells extra cell
  // updates, and a level whose mean patch exceeds cache_cells runs cache_factor times slower.
  double patch_overhead_cells = 0;
  int64_t cache_cells = 0;  // 0: no cache effect
  double cache_factor = 1;
  // Links, per rank (one value: every rank; empty: free). A message between ranks j and k takes
  // link_delay_us[j] + link_delay_us[k] microseconds plus its bytes at the lesser of their
  // link_bandwidth_mb (MB/s, 10^6 bytes; 0 = unlimited): busy-waited after each message on the
  // wall clock, the link's seconds on the modelled clock.
  std::vector<double> link_delay_us;
  std::vector<double> link_bandwidth_mb;

  // Whether anything is emulated (otherwise the machine is used as it is).
  [[nodiscard]] bool Active() const {
    return clock == Clock::kModelled || !slow_ranks.empty() || !memory_budget_mb.empty() ||
           !link_delay_us.empty() || !link_bandwidth_mb.empty();
  }

  // The section's keys, each declared with the member it sets.
  [[nodiscard]] static const input::OptionSection<EmulationOptions>& Section();
  // From a validated deck; throws UserError naming the key when a step range is reversed.
  [[nodiscard]] static EmulationOptions Read(const input::Deck& deck);
  // Throws UserError when a per-rank array (memory budgets, links, slow ranks) does not fit
  // `num_ranks`.
  void CheckRanks(int num_ranks) const;
};

}  // namespace vagus::emulation
