// Partition: maps the patches of a hierarchy to ranks with per-rank relative capacities C_k
// (sum 1, rank k gets work C_k L: PRAGMA eq. 1) and per-rank patch-size limits, splitting patches
// where balance or memory needs it. A pure, deterministic function: no MPI, no global state.
#pragma once

#include <cstdint>
#include <vector>

#include <vagus/base/box.hpp>
#include <vagus/base/patch_limits.hpp>
#include <vagus/partitioner/curve.hpp>

namespace vagus::partition {

// One patch to place.
struct WorkItem {
  Box box;  // in its level's index space
  int level = 0;
  int ratio_to_base = 1;    // product of refinement ratios from level 0 to this level
  double work = 0;          // cells x substeps of its level (the caller computes it)
  int64_t bytes = 0;        // data size, for the migration metric
  int previous_owner = -1;  // -1: new patch
};

enum class Strategy {
  kSfc,      // contiguous cuts of one Hilbert (or Morton) curve at the capacity fractions
  kGreedy,   // decreasing work, each patch to the rank that would finish it first
  kUniform,  // kSfc with equal capacities on every rank: the static baseline
};

struct Options {
  Strategy strategy = Strategy::kSfc;
  Curve curve = Curve::kHilbert;
  // kSfc/kUniform: patches whose previous owner can still hold them stay there, and only each
  // overloaded rank's excess (taken from one end of its stretch of curve) is re-cut, so a small
  // capacity change moves about the minimum. false: a fresh cut, ignoring previous owners.
  bool keep_previous_owners = true;
  // kSfc/kUniform: a patch straddling a cut between stretches is split there until no rank's
  // load is above (1 + tolerance) of its target nor below (1 - 2 tolerance) (or the patch cannot
  // be cut further): the step waits for the most loaded rank, so the band is narrow above.
  double tolerance = 0.02;
  // kGreedy: patches are first halved until none exceeds this fraction of the mean rank share.
  double greedy_grain = 0.25;
  int blocking_factor = 4;  // splits happen on these lines (in each level's index space)
  int ghost_width = 2;      // for the exchange-volume metric
  Box base_domain;     // level-0 index domain (curve extent); empty: the patches' bounding box
  // >= 0: exchange_cells and parent_locality count only the pieces this rank receives, so that
  // the ranks of a run, each computing the same partition, share that work and sum their parts
  // (at 10^6 patches the metrics over every piece are a third of the call); -1: every piece.
  int metrics_rank = -1;
};

struct Resources {
  std::vector<double> capacity;          // per rank, >= 0; normalised to sum 1; all zero: error
  PatchLimits limits;  // the largest patch each rank may hold; patches are split to fit
  // kSfc: the ranks in the order their stretches follow the curve (a permutation of 0..K-1);
  // empty: rank order. The first and last stretches have the fewest neighbours.
  std::vector<int> curve_order;
};

struct Metrics {
  // max over ranks with C_k > 0 of load_k / (C_k * total work), against the capacities given
  // (also for kUniform); 1 when there is no work.
  double imbalance = 1;
  // The same per level: max_k load_{k,l} / (C_k * total work of level l).
  std::vector<double> level_imbalance;
  // Ghost cells (ghost_width wide, edges and corners included) filled from a same-level patch on
  // another rank, summed over patches (over metrics_rank's patches only, if set). No periodic
  // images.
  int64_t exchange_cells = 0;
  // Bytes of items whose owner differs from a previous owner >= 0.
  int64_t migrated_bytes = 0;
  // Of the fine cells lying over coarse patches of the next coarser level (metrics_rank's fine
  // patches only, if set), the share whose coarse cell is on the same rank; 1 when there is no
  // such cell.
  double parent_locality = 1;
  double seconds = 0;        // wall time of Partition()
  std::vector<double> load;  // per rank, work units
};

struct Result {
  std::vector<WorkItem> items;  // after splitting, sorted by (level, box)
  std::vector<int> owner;       // per item
  std::vector<int> source;      // per item: index of the input item it came from
  Metrics metrics;
};

// Throws std::invalid_argument on bad input (no rank with capacity, negative or non-finite
// values, previous owners out of range, a patch no rank admits that cannot be cut further).
[[nodiscard]] Result Partition(const std::vector<WorkItem>& items, const Resources& resources,
                               const Options& options);

}  // namespace vagus::partition
