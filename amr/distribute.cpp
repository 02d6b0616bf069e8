// Boxes -> partitioner work items -> patches with owners.
#include <vagus/amr/distribute.hpp>

#include <algorithm>

#include <vagus/base/error.hpp>
#include <vagus/partitioner/partition.hpp>

namespace vagus::amr {
namespace {

// The rank that owned most of `box`'s cells in the previous layout (ties to the earliest
// previous patch), or -1.
int PreviousOwner(const Box& box, const PatchLevel& previous) {
  const BoxIndex& index = previous.Index();
  std::size_t best = 0;
  int64_t most = 0;
  index.ForEachIntersecting(box, [&](std::size_t n) {
    const int64_t shared = box.Intersect(index.GetBox(n)).NumCells();
    if (shared > most || (shared == most && n < best)) {
      most = shared;
      best = n;
    }
  });
  return most > 0 ? previous.Patches()[best].owner : -1;
}

partition::Strategy ParseStrategy(const std::string& name) {
  if (name == "greedy") return partition::Strategy::kGreedy;
  if (name == "uniform") return partition::Strategy::kUniform;
  VAGUS_ASSERT(name == "sfc", "unknown partition strategy '" + name + "'");
  return partition::Strategy::kSfc;
}

}  // namespace

std::vector<int> PreviousOwners(const BoxList& boxes, const PatchLevel* previous) {
  std::vector<int> owners;
  owners.reserve(boxes.size());
  for (const Box& b : boxes) owners.push_back(previous ? PreviousOwner(b, *previous) : -1);
  return owners;
}

std::vector<PatchInfo> Distribute(const DistributionRequest& request,
                                  const DistributionPolicy& policy, DistributionMetrics* metrics) {
  std::vector<partition::WorkItem> items;
  const std::vector<int> previous_owners = PreviousOwners(request.boxes, request.previous);
  for (const Box& b : request.boxes) {
    partition::WorkItem item;
    item.box = b;
    item.level = request.level;
    item.ratio_to_base = request.ratio_to_base;
    item.work = static_cast<double>(b.NumCells()) * request.substeps;
    item.bytes = b.NumCells() * request.num_components * int64_t(sizeof(double));
    item.previous_owner = previous_owners[items.size()];
    items.push_back(item);
  }
  partition::Resources resources;
  resources.capacity = policy.capacity.empty()
                           ? std::vector<double>(request.num_ranks, 1.0 / request.num_ranks)
                           : policy.capacity;
  if (request.may_split) resources.limits = policy.limits;
  resources.curve_order = policy.curve_order;
  partition::Options options;
  options.strategy = ParseStrategy(policy.strategy);
  options.blocking_factor = request.blocking_factor;
  options.base_domain = request.base_domain;
  options.keep_previous_owners = !policy.fresh_cut;
  options.metrics_rank = request.rank;
  options.tolerance = policy.tolerance;
  if (!request.may_split) {
    // Keep the boxes: no balance tolerance worth splitting for, and greedy placement whole.
    options.tolerance = 1e30;
    options.greedy_grain = 1e30;
  }
  const partition::Result result = partition::Partition(items, resources, options);
  VAGUS_ASSERT(request.may_split || result.items.size() == items.size(),
               "the partitioner split boxes it was asked to keep");

  std::vector<PatchInfo> patches(result.items.size());
  for (size_t n = 0; n < result.items.size(); ++n)
    patches[n] = {result.items[n].box, result.owner[n]};
  if (!request.may_split) {
    // The boxes in the order given (a restart reads patches by their place in that order).
    for (size_t n = 0; n < result.items.size(); ++n)
      patches[result.source[n]] = {result.items[n].box, result.owner[n]};
  }
  if (metrics != nullptr) {
    metrics->imbalance = result.metrics.imbalance;
    metrics->exchange_cells = result.metrics.exchange_cells;
    metrics->migrated_bytes = result.metrics.migrated_bytes;
    metrics->seconds = result.metrics.seconds;
  }
  return patches;
}

}  // namespace vagus::amr
