// Partition(): validates the input, cuts patches no rank may hold, forms the groups that are
// balanced separately (each level, or the whole hierarchy), runs the strategy on each group, and
// returns the pieces in (level, box) order with their owners and the quality metrics.
#include <vagus/partitioner/partition.hpp>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <numeric>
#include <sstream>
#include <stdexcept>

#include <vagus/partitioner/curve_cut.hpp>
#include <vagus/partitioner/greedy.hpp>
#include <vagus/partitioner/metrics.hpp>
#include <vagus/partitioner/piece.hpp>
#include <vagus/partitioner/split.hpp>

namespace vagus::partition {
namespace {

[[noreturn]] void Invalid(const std::string& what) {
  throw std::invalid_argument("partition: " + what);
}

void Validate(const std::vector<WorkItem>& items, const Resources& resources,
              const Options& options) {
  const size_t num_ranks = resources.capacity.size();
  if (num_ranks == 0) Invalid("no ranks (capacity is empty)");
  double sum = 0;
  for (size_t k = 0; k < num_ranks; ++k) {
    const double c = resources.capacity[k];
    if (!std::isfinite(c) || c < 0)
      Invalid("capacity of rank " + std::to_string(k) + " must be finite and >= 0");
    sum += c;
  }
  if (!(sum > 0)) Invalid("every rank has capacity 0: at least one must be > 0");
  const std::vector<int64_t>& own_limits = resources.limits.per_rank;
  if (!own_limits.empty() && own_limits.size() != num_ranks)
    Invalid("limits.per_rank has " + std::to_string(own_limits.size()) + " entries for " +
            std::to_string(num_ranks) + " ranks (give one per rank, or none)");
  if (resources.limits.cap < 1) Invalid("limits.cap must be >= 1");
  if (!resources.curve_order.empty()) {
    std::vector<int> sorted = resources.curve_order;
    std::sort(sorted.begin(), sorted.end());
    for (size_t k = 0; k < sorted.size(); ++k)
      if (sorted.size() != num_ranks || sorted[k] != static_cast<int>(k))
        Invalid("curve_order must list every rank below " + std::to_string(num_ranks) +
                " once (or be empty)");
  }
  if (options.blocking_factor < 1) Invalid("blocking_factor must be >= 1");
  if (options.ghost_width < 0) Invalid("ghost_width must be >= 0");
  if (!(options.tolerance > 0)) Invalid("tolerance must be > 0");
  if (!(options.greedy_grain > 0)) Invalid("greedy_grain must be > 0");

  std::vector<int> level_ratio;
  for (size_t n = 0; n < items.size(); ++n) {
    const WorkItem& w = items[n];
    auto invalid_item = [&](const std::string& what) {
      std::ostringstream where;
      where << "item " << n << " (" << w.box << " at level " << w.level << "): " << what;
      Invalid(where.str());
    };
    if (w.box.Empty()) invalid_item("empty box");
    if (w.level < 0 || w.ratio_to_base < 1) invalid_item("needs level >= 0 and ratio_to_base >= 1");
    if (!std::isfinite(w.work) || w.work < 0) invalid_item("work must be finite and >= 0");
    if (w.bytes < 0) invalid_item("bytes must be >= 0");
    if (w.previous_owner < -1 || w.previous_owner >= static_cast<int>(num_ranks))
      invalid_item("previous_owner must be -1 or a rank below " + std::to_string(num_ranks));
    if (w.level >= static_cast<int>(level_ratio.size())) level_ratio.resize(w.level + 1, 0);
    if (level_ratio[w.level] == 0) level_ratio[w.level] = w.ratio_to_base;
    if (level_ratio[w.level] != w.ratio_to_base)
      invalid_item("ratio_to_base differs from other items of the same level");
  }
}

RankTable MakeRankTable(const Resources& resources, const std::vector<double>& capacity,
                        bool uniform) {
  RankTable ranks;
  const size_t num_ranks = capacity.size();
  ranks.capacity = uniform ? std::vector<double>(num_ranks, 1.0 / num_ranks) : capacity;
  ranks.limit.assign(num_ranks, kNoLimit);
  ranks.order = resources.curve_order;
  if (ranks.order.empty()) {
    ranks.order.resize(num_ranks);
    std::iota(ranks.order.begin(), ranks.order.end(), 0);
  }
  for (size_t k = 0; k < num_ranks; ++k) {
    const int64_t limit = resources.limits.ForRank(static_cast<int>(k));
    if (limit < PatchLimits::kNone) ranks.limit[k] = limit;
  }
  return ranks;
}

Box BaseDomain(const std::vector<WorkItem>& items, const Box& given) {
  if (!given.Empty()) return given;
  Box extent = items.front().box.Coarsen(items.front().ratio_to_base);
  for (const WorkItem& w : items) {
    const Box base = w.box.Coarsen(w.ratio_to_base);
    extent = {Min(extent.lo, base.lo), Max(extent.hi, base.hi)};
  }
  return extent;
}

std::vector<Piece> PlaceGroup(std::vector<Piece> group, const RankTable& ranks,
                              const Options& options, const CurveIndex& curve) {
  double total = 0;
  for (const Piece& p : group) total += p.weight;
  if (!(total > 0))  // nothing has work: balance cells instead
    for (Piece& p : group) p.weight = static_cast<double>(p.item.box.NumCells());
  if (options.strategy == Strategy::kGreedy)
    return AssignGreedy(group, ranks, options.greedy_grain, options.blocking_factor, curve);
  SortAlongCurve(group);
  const CutOptions cut{options.tolerance, options.blocking_factor, options.keep_previous_owners};
  return CutAlongCurve(std::move(group), ranks, cut, curve);
}

}  // namespace

Result Partition(const std::vector<WorkItem>& items, const Resources& resources,
                 const Options& options) {
  const auto start = std::chrono::steady_clock::now();
  Validate(items, resources, options);
  double sum = 0;
  for (double c : resources.capacity) sum += c;
  std::vector<double> capacity(resources.capacity);
  for (double& c : capacity) c /= sum;

  Result result;
  if (!items.empty()) {
    const RankTable ranks =
        MakeRankTable(resources, capacity, options.strategy == Strategy::kUniform);
    const CurveIndex curve(options.curve, BaseDomain(items, options.base_domain));
    // Patches larger than every limit are cut until the largest limit admits them.
    int64_t largest_limit = 0;
    for (int k = 0; k < ranks.Size(); ++k)
      if (ranks.capacity[k] > 0) largest_limit = std::max(largest_limit, ranks.limit[k]);

    // Each level is cut at the capacities on its own: with subcycling the levels advance one after
    // another, so a rank with more than its share of one level keeps the others waiting there.
    std::vector<size_t> count;
    for (const WorkItem& w : items) {
      if (w.level >= static_cast<int>(count.size())) count.resize(w.level + 1, 0);
      ++count[w.level];
    }
    std::vector<std::vector<Piece>> groups(count.size());
    for (size_t l = 0; l < count.size(); ++l) groups[l].reserve(count[l]);
    std::vector<IntVect> points(items.size());
    for (size_t n = 0; n < items.size(); ++n)
      points[n] = curve.Point(items[n].box, items[n].ratio_to_base);
    const std::vector<uint64_t> keys = curve.Keys(points);
    for (size_t n = 0; n < items.size(); ++n) {
      const WorkItem& w = items[n];
      const Piece piece{w, w.work, keys[n], static_cast<int>(n), -1};
      SplitToCells(piece, largest_limit, options.blocking_factor, curve, groups[w.level]);
    }
    std::vector<Piece> placed;
    for (std::vector<Piece>& group : groups) {
      if (group.empty()) continue;
      std::vector<Piece> done = PlaceGroup(std::move(group), ranks, options, curve);
      if (placed.empty()) {
        placed.swap(done);
      } else {
        placed.insert(placed.end(), done.begin(), done.end());
      }
    }
    const std::vector<uint32_t> order = OrderByLevelAndBox(placed);
    result.items.resize(placed.size());
    result.owner.resize(placed.size());
    result.source.resize(placed.size());
    for (size_t n = 0; n < order.size(); ++n) {
      const Piece& p = placed[order[n]];
      result.items[n] = p.item;
      result.owner[n] = p.owner;
      result.source[n] = p.source;
    }
  }
  result.metrics = ComputeMetrics(result.items, result.owner, capacity, options.ghost_width,
                                  options.metrics_rank);
  result.metrics.seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return result;
}

}  // namespace vagus::partition
