// Metric definitions are in partition.hpp. Ghost and parent overlaps are found through BoxIndex,
// so each metric costs about (number of items) x (box parts in the bins a grown box touches),
// never all pairs.
#include <vagus/partitioner/metrics.hpp>

#include <algorithm>
#include <cmath>
#include <stdexcept>
#include <string>

#include <vagus/base/box_index.hpp>

namespace vagus::partition {
namespace {

// Item indices per level, and the level's ratio to the base.
struct Levels {
  std::vector<std::vector<int>> members;
  std::vector<int> ratio;
};

Levels GroupByLevel(const std::vector<WorkItem>& items) {
  Levels levels;
  for (size_t n = 0; n < items.size(); ++n) {
    const int l = items[n].level;
    if (l >= static_cast<int>(levels.members.size())) {
      levels.members.resize(l + 1);
      levels.ratio.resize(l + 1, 0);
    }
    levels.members[l].push_back(static_cast<int>(n));
    levels.ratio[l] = items[n].ratio_to_base;
  }
  return levels;
}

double MaxLoadRatio(const std::vector<double>& load, const std::vector<double>& capacity,
                    double total) {
  if (!(total > 0)) return 1.0;
  double worst = 0;
  for (size_t k = 0; k < load.size(); ++k)
    if (capacity[k] > 0) worst = std::max(worst, load[k] / (capacity[k] * total));
  return worst;
}

// The level's boxes in bins, tagged with their owners.
BoxIndex BinLevel(const std::vector<WorkItem>& items, const std::vector<int>& owner,
                 const std::vector<int>& members) {
  std::vector<Box> boxes;
  std::vector<int> ranks;
  boxes.reserve(members.size());
  ranks.reserve(members.size());
  for (int n : members) {
    boxes.push_back(items[n].box);
    ranks.push_back(owner[n]);
  }
  return BoxIndex(boxes, ranks);
}

// Whether item n counts towards the metrics of `rank` (-1: all do).
bool Counted(const std::vector<int>& owner, int n, int rank) { return rank < 0 || owner[n] == rank; }

// Each counted patch's ghost shell against the level's patches on other ranks.
int64_t ExchangeCells(const std::vector<WorkItem>& items, const std::vector<int>& owner,
                      const std::vector<int>& members, const BoxIndex& level, int ghost_width,
                      int rank) {
  int64_t cells = 0;
  for (int n : members)
    if (Counted(owner, n, rank))
      cells += level.CellsTaggedOtherThan(items[n].box.Grow(ghost_width), owner[n]);
  return cells;
}

// Fine cells over coarse patches, and of those the ones whose coarse patch has the same owner.
void ParentOverlap(const std::vector<WorkItem>& items, const std::vector<int>& owner,
                   const BoxIndex& coarse, const std::vector<int>& fine, int ratio, int rank,
                   int64_t& under, int64_t& same) {
  for (int f : fine) {
    if (!Counted(owner, f, rank)) continue;
    const BoxIndex::Coverage c = coarse.CoverageOfFine(items[f].box, ratio, owner[f]);
    under += c.cells;
    same += c.tagged;
  }
}

}  // namespace

Metrics ComputeMetrics(const std::vector<WorkItem>& items, const std::vector<int>& owner,
                       const std::vector<double>& capacity, int ghost_width, int rank) {
  const size_t num_ranks = capacity.size();
  const Levels levels = GroupByLevel(items);
  Metrics m;
  m.load.assign(num_ranks, 0.0);
  double total = 0;
  for (size_t n = 0; n < items.size(); ++n) {
    m.load[owner[n]] += items[n].work;
    total += items[n].work;
    if (items[n].previous_owner >= 0 && items[n].previous_owner != owner[n])
      m.migrated_bytes += items[n].bytes;
  }
  m.imbalance = MaxLoadRatio(m.load, capacity, total);

  int64_t under = 0, same = 0;
  std::vector<BoxIndex> bins;  // per level
  for (size_t l = 0; l < levels.members.size(); ++l) {
    bins.push_back(BinLevel(items, owner, levels.members[l]));
    std::vector<double> level_load(num_ranks, 0.0);
    double level_total = 0;
    for (int n : levels.members[l]) {
      level_load[owner[n]] += items[n].work;
      level_total += items[n].work;
    }
    m.level_imbalance.push_back(MaxLoadRatio(level_load, capacity, level_total));
    m.exchange_cells +=
        ExchangeCells(items, owner, levels.members[l], bins[l], ghost_width, rank);
    if (l > 0 && !levels.members[l - 1].empty() && !levels.members[l].empty()) {
      const int ratio = levels.ratio[l] / levels.ratio[l - 1];
      if (ratio < 1 || levels.ratio[l] % levels.ratio[l - 1] != 0)
        throw std::invalid_argument("partition: ratio_to_base of level " + std::to_string(l) +
                                    " is not a multiple of level " + std::to_string(l - 1) + "'s");
      ParentOverlap(items, owner, bins[l - 1], levels.members[l], ratio, rank, under, same);
    }
  }
  m.parent_locality = under > 0 ? static_cast<double>(same) / static_cast<double>(under) : 1.0;
  return m;
}

int64_t MinimumMigratedBytes(const std::vector<WorkItem>& items,
                             const std::vector<double>& capacity) {
  double minimum = 0;
  for (const std::vector<int>& group : GroupByLevel(items).members) {
    std::vector<double> before(capacity.size(), 0.0);
    double total = 0;
    for (int n : group) {
      total += static_cast<double>(items[n].bytes);
      if (items[n].previous_owner >= 0) before[items[n].previous_owner] += items[n].bytes;
    }
    for (size_t k = 0; k < capacity.size(); ++k)
      minimum += std::max(0.0, before[k] - capacity[k] * total);
  }
  return static_cast<int64_t>(std::llround(minimum));
}

}  // namespace vagus::partition
