// Distributing a level's boxes over the ranks: the CapacityBalancer's one interface to the
// partitioner (partitioner/partition.hpp). Each box becomes a work item (cells x the level's
// substeps per coarse step), remembering the rank that held most of its cells before, so that a
// small change of capacities moves little data; the partitioner may split boxes on blocking-factor
// lines for balance and per-rank patch-size limits, and returns the patches with their owners.
#pragma once

#include <string>
#include <vector>

#include <vagus/base/patch_limits.hpp>
#include <vagus/amr/patch_level.hpp>
#include <vagus/partitioner/partition.hpp>

namespace vagus::amr {

// What the partitioner is given besides the boxes; the autonomic layer sets it before each regrid.
struct DistributionPolicy {
  std::string strategy = "sfc";          // sfc | greedy | uniform
  // sfc and uniform: each rank's work on a level within (1 +- tolerance) of its share, pieces
  // across a cut split until it is (partition::Options::tolerance).
  double tolerance = partition::Options{}.tolerance;
  std::vector<double> capacity;          // per rank, sum 1; empty: equal shares
  PatchLimits limits;  // the deck's cap and each rank's own limit
  // sfc: the ranks in the order their stretches follow the curve; empty: rank order. With
  // fresh_cut, previous owners are ignored (a new order takes effect at once, not piece by piece).
  std::vector<int> curve_order;
  bool fresh_cut = false;
  // true: every level is cut at the capacities (each level balanced on its own). false: the
  // composite-total cut: a level's shares make up for what the ranks hold on the other levels,
  // so that each rank's whole work (cells x substeps, all levels) is C_k of the total.
  bool per_level = true;
  // Per rank: the coarsest level it holds patches on (none below it, its share there going to
  // the others); empty: every level. A time-shared rank answers each synchronisation of a level
  // late by about a turn of the other load, which a coarse level's short substeps cannot repay.
  std::vector<int> coarsest_level;
};

// The partition's quality, as the partitioner measured it.
struct DistributionMetrics {
  double imbalance = 1.0;
  int64_t exchange_cells = 0;  // of request.rank's patches when it is set
  int64_t migrated_bytes = 0;
  double seconds = 0.0;
};

struct DistributionRequest {
  int level = 0;
  BoxList boxes;          // the level's region, in its index space
  int ratio_to_base = 1;  // refinement ratio from level 0 to this level
  int substeps = 1;       // steps of this level per coarse step
  int num_components = 1;
  int blocking_factor = 4;
  Box base_domain;
  int num_ranks = 1;
  // The calling rank: the partition's exchange_cells counts only its patches' ghost cells (the
  // caller sums them across ranks); -1: every rank's.
  int rank = -1;
  bool may_split = true;                 // false: keep the boxes as given (restart)
  const PatchLevel* previous = nullptr;  // the level's current layout, if any
};

// For each box, the rank that held most of its cells in `previous` (ties to the earliest
// previous patch), or -1 (also for every box when `previous` is null).
[[nodiscard]] std::vector<int> PreviousOwners(const BoxList& boxes, const PatchLevel* previous);

[[nodiscard]] std::vector<PatchInfo> Distribute(const DistributionRequest& request,
                                                const DistributionPolicy& policy,
                                                DistributionMetrics* metrics = nullptr);

}  // namespace vagus::amr
