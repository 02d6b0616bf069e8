// Google Benchmark of Partition() on synthetic three-level hierarchies (16^3 patches; levels 1 and
// 2 refine spherical shells by 2) of about 10^3, 10^4 and 10^5 patches for 16, 256 and 4096
// simulated ranks with capacities drawn from [0.5, 1.5]. Time is one Partition() call on one core
// (metrics included); counters give the quality of the partition and its migration after a drift.
#include <benchmark/benchmark.h>

#include <algorithm>
#include <cmath>
#include <map>
#include <random>

#include <vagus/amr/chop.hpp>
#include <vagus/partitioner/metrics.hpp>
#include <vagus/partitioner/partition.hpp>

namespace {

using namespace vagus;
using partition::WorkItem;

constexpr int kPatch = 16;             // patch side, cells
constexpr int64_t kBytesPerCell = 48;  // six doubles

struct Hierarchy {
  Box domain;
  std::vector<WorkItem> items;
};

// Distance of a box's centre from the domain centre, in base cells.
double Radius(const Box& box, int ratio, double centre) {
  double r2 = 0;
  for (int d = 0; d < kDim; ++d) {
    const double x = 0.5 * (box.lo[d] + box.hi[d] + 1) / ratio - centre;
    r2 += x * x;
  }
  return std::sqrt(r2);
}

void AddLevel(Hierarchy& h, const BoxList& boxes, int level, int ratio) {
  for (const Box& b : amr::ChopToSize(boxes, int64_t{kPatch} * kPatch * kPatch, kPatch)) {
    WorkItem w;
    w.box = b;
    w.level = level;
    w.ratio_to_base = ratio;
    w.work = static_cast<double>(b.NumCells()) * ratio;  // cells x substeps
    w.bytes = b.NumCells() * kBytesPerCell;
    h.items.push_back(w);
  }
}

// n^3 base patches; level 1 refines those within 0.12 L of radius 0.35 L (L = domain width),
// level 2 the level-1 patches within 0.04 L of it: about 11.8 n^3 patches in all.
Hierarchy MakeHierarchy(int n) {
  Hierarchy h;
  const int width = n * kPatch;
  h.domain = Box({0, 0, 0}, IntVect::Uniform(width - 1));
  AddLevel(h, {h.domain}, 0, 1);
  const double centre = 0.5 * width, shell = 0.35 * width;
  for (int level = 1; level <= 2; ++level) {
    const double half_width = (level == 1 ? 0.12 : 0.04) * width;
    BoxList fine;
    for (const WorkItem& w : h.items)
      if (w.level == level - 1 &&
          std::abs(Radius(w.box, w.ratio_to_base, centre) - shell) < half_width)
        fine.push_back(w.box.Refine(2));
    AddLevel(h, fine, level, 1 << level);
  }
  return h;
}

// The hierarchy whose patch count is nearest `patches`, built once.
const Hierarchy& HierarchyOf(int patches) {
  static std::map<int, Hierarchy> cache;
  auto found = cache.find(patches);
  if (found != cache.end()) return found->second;
  Hierarchy best;
  for (int n = 2; n <= 64; ++n) {
    Hierarchy h = MakeHierarchy(n);
    const auto gap = [patches](const Hierarchy& x) {
      return std::abs(std::log(static_cast<double>(x.items.size()) / patches));
    };
    if (best.items.empty() || gap(h) < gap(best)) best = std::move(h);
    if (best.items.size() > static_cast<size_t>(patches)) break;
  }
  return cache.emplace(patches, std::move(best)).first->second;
}

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
