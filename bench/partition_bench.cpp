// Google Benchmark of Partition() on synthetic three-level hierarchies (16^3 patches; levels 1 and
// 2 refine spherical shells by 2) of about 10^3, 10^4 and 10^5 patches for 16, 256 and 4096
// simulated ranks with capacities drawn from [0.5, 1.5]. Time is one Partition() call on one core
// (metrics included); counters give the quality of the partition and its migration after a drift.
#include <benchmark/benchmark.h>

#include <algorithm>
#include <cmath>
#include <map>
#include <random>

#include <vagus/partitioner/metrics.hpp>
#include <vagus/partitioner/partition.hpp>

#include "synthetic_hierarchy.hpp"

namespace {

using namespace vagus;
using partition::WorkItem;
using bench::Hierarchy;
using bench::HierarchyOf;

std::vector<double> Capacities(int ranks, unsigned seed) {
  std::mt19937 rng(seed);
  std::uniform_real_distribution<double> c(0.5, 1.5);
  std::vector<double> capacity(ranks);
  for (double& x : capacity) x = c(rng);
  return capacity;
}

// Config numbers as earlier figures name them (1 was a one-cut composite, now gone).
enum Config { kSfc = 0, kGreedy = 2, kUniform = 3, kSfcMorton = 4 };

partition::Options OptionsOf(int config, const Box& domain) {
  partition::Options o;
  o.base_domain = domain;
  o.blocking_factor = 4;
  o.strategy = config == kGreedy    ? partition::Strategy::kGreedy
               : config == kUniform ? partition::Strategy::kUniform
                                    : partition::Strategy::kSfc;
  if (config == kSfcMorton) o.curve = partition::Curve::kMorton;
  return o;
}

// Migration after every capacity drifts by a factor in [0.9, 1.1]: bytes moved as a share of
// all bytes, and against the least any partition at the new capacities must move.
void MigrationCounters(benchmark::State& state, const partition::Result& before,
                       const partition::Resources& resources, partition::Options options,
                       const char* share_name, const char* ratio_name) {
  std::vector<WorkItem> items = before.items;
  int64_t total = 0;
  for (size_t p = 0; p < items.size(); ++p) {
    items[p].previous_owner = before.owner[p];
    total += items[p].bytes;
  }
  partition::Resources drifted = resources;
  std::mt19937 rng(7);
  std::uniform_real_distribution<double> factor(0.9, 1.1);
  double sum = 0;
  for (double& c : drifted.capacity) sum += (c *= factor(rng));
  for (double& c : drifted.capacity) c /= sum;
  const partition::Result after = partition::Partition(items, drifted, options);
  const int64_t minimum =
      partition::MinimumMigratedBytes(items, drifted.capacity);
  state.counters[share_name] = static_cast<double>(after.metrics.migrated_bytes) / total;
  state.counters[ratio_name] =
      static_cast<double>(after.metrics.migrated_bytes) / std::max<int64_t>(minimum, 1);
}

void BM_Partition(benchmark::State& state) {
  const Hierarchy& h = HierarchyOf(static_cast<int>(state.range(0)));
  const int ranks = static_cast<int>(state.range(1));
  const int config = static_cast<int>(state.range(2));
  partition::Resources resources;
  resources.capacity = Capacities(ranks, 1);
  partition::Options options = OptionsOf(config, h.domain);

  partition::Result result;
  for (auto _ : state) {
    result = partition::Partition(h.items, resources, options);
    benchmark::DoNotOptimize(result.owner.data());
  }
  const partition::Metrics& m = result.metrics;
  int64_t cells = 0;
  for (const WorkItem& w : h.items) cells += w.box.NumCells();
  state.counters["patches"] = static_cast<double>(h.items.size());
  state.counters["pieces"] = static_cast<double>(result.items.size());
  state.counters["imbalance"] = m.imbalance;
  state.counters["level_imb"] =
      *std::max_element(m.level_imbalance.begin(), m.level_imbalance.end());
  state.counters["exchange"] = static_cast<double>(m.exchange_cells) / cells;
  state.counters["parent_loc"] = m.parent_locality;
  MigrationCounters(state, result, resources, options, "migr_share", "migr_vs_min");
  if (config == kSfc) {
    options.keep_previous_owners = false;
    MigrationCounters(state, result, resources, options, "fresh_share", "fresh_vs_min");
  }
}

void Arguments(benchmark::internal::Benchmark* b) {
  for (int config : {kSfc, kGreedy, kUniform, kSfcMorton})
    for (int patches : {1000, 10000, 100000})
      for (int ranks : {16, 256, 4096}) b->Args({patches, ranks, config});
}

BENCHMARK(BM_Partition)
    ->Apply(Arguments)
    ->ArgNames({"patches", "ranks", "config"})
    ->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();
