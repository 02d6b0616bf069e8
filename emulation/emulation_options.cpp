// The keys of [emulation], their reading, and the checks that span keys or ranks.
#include <vagus/emulation/emulation_options.hpp>

#include <fmt/format.h>

#include <vagus/base/error.hpp>

namespace vagus::emulation {
namespace {

using input::KeySpec;
using input::kAtLeastOne;
using input::kNonNegative;
using input::kOpenUnit;
using input::kPositive;
using input::Presence;
using input::ValueKind;
using Options = EmulationOptions;

constexpr const char* kLastStep = "1000000000000";

}  // namespace

// One key per line group, as a table; clang-format would spread each key over six lines.
// clang-format off
const input::OptionSection<EmulationOptions>& EmulationOptions::Section() {
  static const auto section = input::OptionSection<Options>(
      "emulation", "a slower machine on demand (for tests and experiments)")
      .AddChoice({"clock", ValueKind::kString, Presence::kDefaulted, "\"wall\"",
                  "wall: measured times, slow ranks busy-loop (real, noisy); modelled: kernel "
                  "seconds = seconds_per_cell x cells x substeps x slow factor, exchange time from "
                  "link_delay_us and link_bandwidth_mb (none without them), a full core "
                  "(deterministic: the same decisions on any machine)"},
                 &Options::clock, {{"wall", Clock::kWall}, {"modelled", Clock::kModelled}})
      .Add({"seconds_per_cell", ValueKind::kFloat, Presence::kDefaulted, "1e-07",
            "modelled clock: seconds per cell update on a rank that is not slowed", kPositive},
           &Options::seconds_per_cell)
      .Add({"slow_ranks", ValueKind::kIntArray, Presence::kOptional, "",
            "ranks made slower (busy-looping, or in the modelled clock)", kNonNegative},
           &Options::slow_ranks)
      .Add({"slow_factor", ValueKind::kFloat, Presence::kDefaulted, "1.0",
            "slow ranks take this many times as long", kAtLeastOne},
           &Options::slow_factor)
      .Add({"slow_share", ValueKind::kFloat, Presence::kDefaulted, "1.0",
            "modelled clock: the cpu share slow ranks' sensors read while they are slow (1: a "
            "slower core of their own; 1 / slow_factor: a core shared with a CPU hog)", kOpenUnit},
           &Options::slow_share)
      .Add({"slow_wait_us", ValueKind::kFloat, Presence::kDefaulted, "0.0",
            "modelled clock: microseconds each message exchanged with a slow rank, while it is "
            "slow, keeps the other rank waiting (a time-shared core answers late)",
            kNonNegative},
           &Options::slow_wait_us)
      .Add({"slow_from_step", ValueKind::kInt, Presence::kDefaulted, "0",
            "first coarse step of the slowdown", kNonNegative},
           &Options::slow_from_step)
      .Add({"slow_to_step", ValueKind::kInt, Presence::kDefaulted, kLastStep,
            "last coarse step of the slowdown", kNonNegative},
           &Options::slow_to_step)
      .Add({"memory_budget_mb", ValueKind::kFloatArray, Presence::kOptional, "",
            "emulated memory per rank in MiB (one value: every rank)", kPositive},
           &Options::memory_budget_mb)
      .Add({"memory_from_step", ValueKind::kInt, Presence::kDefaulted, "0",
            "first coarse step of the emulated budgets", kNonNegative},
           &Options::memory_from_step)
      .Add({"memory_to_step", ValueKind::kInt, Presence::kDefaulted, kLastStep,
            "last coarse step of the emulated budgets", kNonNegative},
           &Options::memory_to_step)
      .Add({"patch_overhead_cells", ValueKind::kFloat, Presence::kDefaulted, "0",
            "modelled clock: extra cell updates every patch costs (per-patch overhead)",
            kNonNegative},
           &Options::patch_overhead_cells)
      .Add({"cache_cells", ValueKind::kInt, Presence::kDefaulted, "0",
            "modelled clock: levels whose mean patch exceeds this many cells run cache_factor "
            "times slower (0: no such effect)", kNonNegative},
           &Options::cache_cells)
      .Add({"cache_factor", ValueKind::kFloat, Presence::kDefaulted, "1.0",
            "modelled clock: the slowdown of patches above cache_cells", kAtLeastOne},
           &Options::cache_factor)
      .Add({"link_delay_us", ValueKind::kFloatArray, Presence::kOptional, "",
            "microseconds each message to or from a rank takes on its link (one value: every "
            "rank); a message between j and k takes the sum of theirs (wall clock: busy-waited "
            "after each message)", kNonNegative},
           &Options::link_delay_us)
      .Add({"link_bandwidth_mb", ValueKind::kFloatArray, Presence::kOptional, "",
            "a rank's link bandwidth in MB/s (one value: every rank; 0 = unlimited); a message "
            "between j and k moves at the lesser of theirs", kNonNegative},
           &Options::link_bandwidth_mb);
  return section;
}
// clang-format on

EmulationOptions EmulationOptions::Read(const input::Deck& deck) {
  const EmulationOptions o = Section().Read(deck);
  const std::string& s = Section().Name();
  if (o.slow_to_step < o.slow_from_step)
    throw deck.Error(s, "slow_to_step", "must not be before slow_from_step");
  if (o.memory_to_step < o.memory_from_step)
    throw deck.Error(s, "memory_to_step", "must not be before memory_from_step");
  return o;
}

void EmulationOptions::CheckRanks(int num_ranks) const {
  const auto check_per_rank = [num_ranks](const std::vector<double>& values, const char* key) {
    const int n = static_cast<int>(values.size());
    if (n > 1 && n != num_ranks)
      throw UserError(fmt::format(
          "emulation.{}: {} values for {} ranks; give one value (every rank) or one per rank", key,
          n, num_ranks));
  };
  check_per_rank(memory_budget_mb, "memory_budget_mb");
  check_per_rank(link_delay_us, "link_delay_us");
  check_per_rank(link_bandwidth_mb, "link_bandwidth_mb");
  for (int r : slow_ranks)
    if (r < 0 || r >= num_ranks)
      throw UserError(
          fmt::format("emulation.slow_ranks: rank {} does not exist (the run has ranks 0..{})", r,
                      num_ranks - 1));
}

}  // namespace vagus::emulation
