// The busy loop reads the monotonic clock every 256 iterations of a dependent multiply-add chain
// (the chain keeps the compiler from removing the loop; the result is published through a
// volatile sink). Budgets are MiB in the deck, bytes here.
#include <vagus/emulation/emulated_machine.hpp>

#include <algorithm>

#include <vagus/base/stopwatch.hpp>

namespace vagus::emulation {
namespace {

volatile double burn_sink = 0;

// A per-rank option's value for `rank` (one value: every rank's; none: 0).
double PerRank(const std::vector<double>& values, int rank) {
  if (values.empty()) return 0;
  if (values.size() == 1) return values[0];
  return rank < static_cast<int>(values.size()) ? values[rank] : 0;
}

}  // namespace

double BurnCpu(double seconds) {
  if (!(seconds > 0)) return 0;
  const Stopwatch watch;
  double x = 1.0, elapsed = 0.0;
  do {
    for (int i = 0; i < 256; ++i) x = x * 1.0000001 + 1e-9;
    elapsed = watch.Seconds();
  } while (elapsed < seconds);
  burn_sink = x;
  return elapsed;
}

EmulatedMachine::EmulatedMachine(const EmulationOptions& options, int rank)
    : options_(options), rank_(rank) {}

bool EmulatedMachine::RankIsSlow(int rank, int64_t step) const {
  const std::vector<int>& slow = options_.slow_ranks;
  return step >= options_.slow_from_step && step <= options_.slow_to_step &&
         std::find(slow.begin(), slow.end(), rank) != slow.end();
}

double EmulatedMachine::SlowFactor(int64_t step) const {
  return RankIsSlow(rank_, step) ? options_.slow_factor : 1.0;
}

double EmulatedMachine::AfterKernel(int64_t step, double kernel_seconds) const {
  const double factor = SlowFactor(step);
  if (Modelled() || factor <= 1.0 || !(kernel_seconds > 0)) return 0;
  return BurnCpu((factor - 1.0) * kernel_seconds);
}

void EmulatedMachine::Model(monitor::StepSample& sample) const {
  if (!Modelled()) return;
  const double per_cell = options_.seconds_per_cell * SlowFactor(sample.step);
  sample.step_seconds = 0;
  for (monitor::LevelSample& level : sample.levels) {
    level.kernel_seconds = per_cell * level.substeps * PatchCostCells(level);
    sample.step_seconds += level.kernel_seconds;
  }
  sample.exchange_seconds = sample.wait_seconds = 0;
  for (auto& [rank, link] : sample.links) {
    link.seconds = LinkSeconds(rank, link.messages, link.bytes);
    sample.exchange_seconds += link.seconds;
    if (RankIsSlow(rank, sample.step))
      sample.wait_seconds += 1e-6 * options_.slow_wait_us * static_cast<double>(link.messages);
  }
  sample.exchange_seconds += sample.wait_seconds;
  sample.sync_wait_seconds = sample.wait_seconds;
  sample.step_seconds += sample.exchange_seconds;
  const double share = SlowFactor(sample.step) > 1.0 ? options_.slow_share : 1.0;
  sample.process.wall_seconds = sample.step_seconds;
  sample.process.cpu_seconds = share * sample.step_seconds;
  sample.process.cpu_share = share;
}

double EmulatedMachine::PatchCostCells(const monitor::LevelSample& level) const {
  const bool beyond_cache = options_.cache_cells > 0 && level.patches > 0 &&
                            level.cells > options_.cache_cells * level.patches;
  return static_cast<double>(level.cells) * (beyond_cache ? options_.cache_factor : 1.0) +
         static_cast<double>(level.patches) * options_.patch_overhead_cells;
}

double EmulatedMachine::ProbeSeconds(int64_t step, int64_t iterations, double measured) const {
  if (!Modelled()) return measured + AfterKernel(step, measured);
  return options_.seconds_per_cell * SlowFactor(step) * static_cast<double>(iterations);
}

double EmulatedMachine::LinkSeconds(int rank, int64_t messages, int64_t bytes) const {
  const double delay =
      PerRank(options_.link_delay_us, rank_) + PerRank(options_.link_delay_us, rank);
  const double mine = PerRank(options_.link_bandwidth_mb, rank_);
  const double theirs = PerRank(options_.link_bandwidth_mb, rank);
  const double bandwidth = mine > 0 && theirs > 0 ? std::min(mine, theirs) : std::max(mine, theirs);
  const double seconds = 1e-6 * delay * static_cast<double>(messages);
  return bandwidth > 0 ? seconds + static_cast<double>(bytes) / (bandwidth * 1e6) : seconds;
}

double EmulatedMachine::BurnLink(int rank, int64_t bytes) const {
  if (Modelled() || !HasLinks()) return 0;
  return BurnCpu(LinkSeconds(rank, 1, bytes));
}

int64_t EmulatedMachine::MemoryBudgetBytes(int64_t step) const {
  const auto& budget = options_.memory_budget_mb;
  if (budget.empty() || step < options_.memory_from_step || step > options_.memory_to_step)
    return -1;
  const double mb = budget.size() == 1                        ? budget[0]
                    : rank_ < static_cast<int>(budget.size()) ? budget[rank_]
                                                              : -1.0;
  if (!(mb > 0)) return -1;
  return static_cast<int64_t>(mb * 1024.0 * 1024.0);
}

}  // namespace vagus::emulation
