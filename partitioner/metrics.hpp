// Partition quality: imbalance (overall and per level) against the capacities, ghost cells
// exchanged between ranks, bytes migrated, parent-child locality; and the least migration any
// partition meeting the capacities would need, to judge the migrated bytes against.
#pragma once

#include <cstdint>
#include <vector>

#include <vagus/partitioner/partition.hpp>

namespace vagus::partition {

// Every field of Metrics except `seconds`, for `items` owned by `owner`; `capacity` sums to 1.
// Items of one level must not overlap, and all items of a level share ratio_to_base. With
// `rank` >= 0, exchange_cells and parent_locality count only the items `rank` owns
// (Options::metrics_rank).
[[nodiscard]] Metrics ComputeMetrics(const std::vector<WorkItem>& items,
                                     const std::vector<int>& owner,
                                     const std::vector<double>& capacity, int ghost_width,
                                     int rank = -1);

// Lower bound on the bytes any partition at `capacity` (sum 1) must move from the items' previous
// owners: sum over levels and ranks k of max(0, B_k - C_k B), where B_k is the level's bytes
// previously on k and B all its bytes (new items included). It is a bound on the migration of a
// work-balanced partition when bytes are proportional to work within each level.
[[nodiscard]] int64_t MinimumMigratedBytes(const std::vector<WorkItem>& items,
                                           const std::vector<double>& capacity);

}  // namespace vagus::partition
