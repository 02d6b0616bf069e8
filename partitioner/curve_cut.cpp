// Contiguous cuts along the curve at the cumulative targets T_k = C_k W (midpoint rule; a piece
// across a cut goes to a side it leaves within tolerance above its target, or is cut there), the
// release of excess from previous owners, and water-filled memory tiers. docs/partitioner.md has
// the steps.
#include <vagus/partitioner/curve_cut.hpp>

#include <algorithm>
#include <numeric>
#include <queue>

#include <vagus/partitioner/split.hpp>

namespace vagus::partition {
namespace {

// Targets for `amount` more weight on `eligible` ranks that already hold `load`: raise a common
// level lambda until sum_k max(0, lambda C_k - load_k) = amount (water-filling), so the ranks
// that are emptiest for their capacity are filled first and none above the level.
std::vector<double> WaterFill(const std::vector<int>& eligible, const RankTable& ranks,
                              const std::vector<double>& load, double amount) {
  std::vector<int> order(eligible);
  auto level = [&](int k) { return load[k] / ranks.capacity[k]; };
  std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return level(a) < level(b); });
  double sum_c = 0, sum_load = 0, lambda = 0;
  for (size_t j = 0; j < order.size(); ++j) {
    sum_c += ranks.capacity[order[j]];
    sum_load += load[order[j]];
    lambda = (amount + sum_load) / sum_c;
    if (j + 1 == order.size() || lambda <= level(order[j + 1])) break;
  }
  std::vector<double> fill(eligible.size());
  for (size_t e = 0; e < eligible.size(); ++e)
    fill[e] = std::max(0.0, lambda * ranks.capacity[eligible[e]] - load[eligible[e]]);
  return fill;
}

// The cuts of one tier: the ranks that take anything, in curve order (RankTable::order), the
// cumulative targets (bound[i] ends rank[i]'s stretch) and how far a piece may spill across each
// cut.
struct Cuts {
  std::vector<int> rank;
  std::vector<double> bound;
  std::vector<double> spill_limit;  // across cut b, between rank[b] and rank[b + 1]
};

Cuts MakeCuts(const std::vector<int>& eligible, std::vector<double> fill, double total,
              const std::vector<double>& group_target, double tolerance) {
  const double total_fill = std::accumulate(fill.begin(), fill.end(), 0.0);
  if (!(total_fill > 0))  // nothing to fill (weightless pieces): share by capacity
    for (size_t e = 0; e < eligible.size(); ++e) fill[e] = group_target[eligible[e]];
  Cuts cuts;
  const double tiny = 1e-12 * std::max(total, total_fill);
  double sum = 0;
  for (size_t e = 0; e < eligible.size(); ++e) {
    if (fill[e] <= tiny) continue;
    cuts.rank.push_back(eligible[e]);
    sum += fill[e];
    cuts.bound.push_back(sum);
  }
  for (double& b : cuts.bound) b *= total / sum;
  if (!cuts.bound.empty()) cuts.bound.back() = total;
  cuts.spill_limit.assign(cuts.rank.size(), 0.0);
  for (size_t b = 0; b + 1 < cuts.rank.size(); ++b)
    cuts.spill_limit[b] =
        tolerance * std::min(group_target[cuts.rank[b]], group_target[cuts.rank[b + 1]]);
  return cuts;
}

// One pass along `pieces` (curve order), setting owners; with may_split, pieces spilling too far
// across a cut, or that no side can take within tolerance, are cut where it falls, the parts
// merged back into the walk by their keys. Returns whether anything was cut.
bool Walk(const std::vector<Piece>& pieces, const Cuts& cuts,
          const std::vector<double>& group_target, bool may_split, const CutOptions& options,
          const CurveIndex& curve, std::vector<Piece>& walked) {
  const size_t m = cuts.rank.size();
  const std::vector<double>& bound = cuts.bound;
  auto later = [](const Piece& a, const Piece& b) { return CurveLess()(b, a); };
  std::priority_queue<Piece, std::vector<Piece>, decltype(later)> parts(later);
  bool split = false;
  size_t next = 0, at_start = 0;  // at_start: the rank whose stretch holds `start`
  double start = 0;
  std::vector<double> stretch_load(m, 0.0);  // what each stretch has taken so far
  while (next < pieces.size() || !parts.empty()) {
    Piece part;  // pieces are read in place; only a part taken off the queue is copied
    const Piece* taken = &part;
    if (!parts.empty() && (next == pieces.size() || CurveLess()(parts.top(), pieces[next]))) {
      part = parts.top();
      parts.pop();
    } else {
      taken = &pieces[next++];
    }
    const Piece& piece = *taken;
    const double w = piece.weight;
    // The rank whose stretch holds the piece's midpoint (a part's is behind its parent's:
    // search from at_start, which only moves forward).
    while (at_start + 1 < m && start >= bound[at_start]) ++at_start;
    size_t i = at_start;
    while (i + 1 < m && start + 0.5 * w >= bound[i]) ++i;
    const bool spills_low = i > 0 && bound[i - 1] - start > cuts.spill_limit[i - 1];
    const bool spills_high = i + 1 < m && start + w - bound[i] > cuts.spill_limit[i];
    // A piece spilling too far is cut where the cut it spills across falls (the low one first).
    const double wanted = spills_low ? bound[i - 1] - start : bound[i] - start;
    Piece first, second;
    if (may_split && (spills_low || spills_high) &&
        CutPiece(piece, wanted, options.blocking_factor, curve, first, second)) {
      parts.push(first);
      parts.push(second);
      split = true;
      continue;
    }
    // A piece still across one cut goes to the stretch before it if that leaves the stretch's
    // whole load (its low end's spill included) within tolerance above its target, to the one
    // after it if the part before the cut is within the spill limit, to the side it overloads
    // less relative to its target when both may (with very unequal capacities the midpoint rule
    // would overload the small rank), and is cut where the cut falls when neither may. So a rank
    // that took a spill at the low end of its stretch gives the piece at its high end away, and
    // each rank ends at most `tolerance` above its target: the step waits for the most loaded
    // rank, not for the least.
    size_t side = i;
    const bool across_low = i > 0 && start < bound[i - 1];
    const bool across_high = i + 1 < m && start + w > bound[i];
    // How far stretch j's whole load (what it took before included) would end above its share
    // of the tier, relative to its rank's target, were it to take the piece.
    const auto overload = [&](size_t j) {
      const double stretch = bound[j] - (j > 0 ? bound[j - 1] : 0.0);
      return (stretch_load[j] + w - stretch) / group_target[cuts.rank[j]];
    };
    if (across_low && across_high) {
      // Across both cuts of a stretch shorter than the piece (a rank that kept almost its target
      // fills a sliver): the rank takes it whole only within tolerance, else it is cut where the
      // low cut falls and the parts walked again.
      if (overload(i) > options.tolerance && may_split &&
          CutPiece(piece, bound[i - 1] - start, options.blocking_factor, curve, first, second)) {
        parts.push(first);
        parts.push(second);
        split = true;
        continue;
      }
    } else if (across_low != across_high) {
      const size_t b = across_low ? i - 1 : i;
      const double left_target = group_target[cuts.rank[b]];
      const double left = overload(b);
      const double right = (bound[b] - start) / group_target[cuts.rank[b + 1]];
      const bool left_may = start + w - bound[b] <= cuts.spill_limit[b] &&
                            left <= options.tolerance;
      // The stretch after the cut may be shorter than the piece's part beyond it.
      const bool right_may =
          bound[b] - start <= cuts.spill_limit[b] && overload(b + 1) <= options.tolerance;
      if (left_may != right_may) {
        side = left_may ? b : b + 1;
      } else if (left_may || !may_split ||
                 !CutPiece(piece, bound[b] - start, options.blocking_factor, curve, first,
                           second)) {
        // Both may: the side it overloads less. Neither, and it cannot be cut: the side its spill
        // across this cut overloads less, whatever the stretch took before, as a plain cut
        // would, so that a partition beyond tolerance where patches are coarse, cut again, stays.
        const double spill_left = (start + w - bound[b]) / left_target;
        side = (left_may ? left : spill_left) <= right ? b : b + 1;
      } else {
        parts.push(first);
        parts.push(second);
        split = true;
        continue;
      }
    }
    start += w;
    stretch_load[side] += w;
    walked.push_back(piece);
    walked.back().owner = cuts.rank[side];
  }
  return split;
}

// Cuts `tier` (curve order) over `eligible` ranks (in RankTable::order) at the targets `fill`;
// appends the pieces with owners to `out` and adds their weight to `load`. Parts do not always
// fall in curve order behind what was already walked, so after a pass that cut anything the
// pieces are sorted and walked again, until a pass cuts nothing: the result is then the plain cut
// of its own pieces, and cutting them again at the same targets gives the same owners.
void CutTier(std::vector<Piece> tier, const std::vector<int>& eligible,
             const std::vector<double>& fill, const std::vector<double>& group_target,
             const CutOptions& options, const CurveIndex& curve, std::vector<double>& load,
             std::vector<Piece>& out) {
  constexpr int kMaxPasses = 8;
  double total = 0;
  for (const Piece& p : tier) total += p.weight;
  const Cuts cuts = MakeCuts(eligible, fill, total, group_target, options.tolerance);
  std::vector<Piece> walked;
  for (int pass = 1;; ++pass) {
    walked.clear();
    walked.reserve(tier.size());
    if (!Walk(tier, cuts, group_target, pass < kMaxPasses, options, curve, walked)) break;
    tier.swap(walked);
    RestoreCurveOrder(tier);
  }
  for (const Piece& p : walked) load[p.owner] += p.weight;
  if (out.empty()) {
    out.swap(walked);
  } else {
    out.insert(out.end(), walked.begin(), walked.end());
  }
}

// Takes each overloaded rank's excess off one end of its kept pieces (the end whose neighbour on
// the curve lacks more), cutting the last piece where that keeps the release close to the excess
// (again across the part kept, when the nearest line released too little).
// Kept pieces keep their owner in `group` or move to `kept`; released ones go to `released`.
void ReleaseExcess(std::vector<Piece>& group, const RankTable& ranks,
                   const std::vector<double>& target, const CutOptions& options,
                   const CurveIndex& curve, std::vector<double>& load, std::vector<Piece>& kept,
                   std::vector<Piece>& released) {
  std::vector<std::vector<size_t>> positions(ranks.Size());
  for (size_t n = 0; n < group.size(); ++n)
    if (group[n].owner >= 0) positions[group[n].owner].push_back(n);
  auto deficit = [&](int rank, int self) {
    return (rank < 0 || rank == self) ? 0.0 : target[rank] - load[rank];
  };

  for (int a = 0; a < ranks.Size(); ++a) {
    // A fresh cut leaves no rank more than tolerance x target above its target: only more than
    // that is released, down to half of it (or a part whose release leaves the rank within
    // tolerance below), so an unchanged partition stays put and what moves stays below twice the
    // excess.
    const double slack = 0.5 * options.tolerance * target[a];
    if (positions[a].empty() || load[a] - target[a] <= 2 * slack) continue;
    const size_t first = positions[a].front(), last = positions[a].back();
    const int low_neighbour = first > 0 ? group[first - 1].owner : -1;
    const int high_neighbour = last + 1 < group.size() ? group[last + 1].owner : -1;
    const bool from_high = deficit(high_neighbour, a) >= deficit(low_neighbour, a);
    std::vector<size_t>& list = positions[a];
    size_t taken = 0;  // pieces of `list` already taken off the chosen end

    while (taken < list.size()) {
      const size_t position = from_high ? list[list.size() - 1 - taken] : list[taken];
      Piece candidate = group[position];
      group[position].owner = -2;  // handled here: neither kept in place nor free
      bool done = false;
      auto release = [&](Piece piece) {
        load[a] -= piece.weight;
        piece.owner = -1;
        released.push_back(std::move(piece));
      };
      while (true) {
        const double excess = load[a] - target[a];
        Piece inner, outer;
        if (excess <= slack) {
          kept.push_back(candidate);
          done = true;
          break;
        }
        if (candidate.weight <= excess + slack) {
          release(candidate);
          break;
        }
        // Cut off the excess at the chosen end of the curve: the outer part.
        const double inner_weight = from_high ? candidate.weight - excess : excess;
        if (CutPiece(candidate, inner_weight, options.blocking_factor, curve, inner, outer)) {
          if (!from_high) std::swap(inner, outer);  // the outer part is the one at the end
          if (outer.weight <= excess + slack) {
            // The outer part goes. Where the line fell short of the excess (lines are
            // blocking_factor cells apart, and a large piece's cross-section is a coarse step),
            // the rest is cut off the inner part, across another line, unless the rank is
            // within tolerance already.
            release(outer);
            if (load[a] - target[a] <= 2 * slack) {
              kept.push_back(inner);
              done = true;
              break;
            }
            candidate = inner;
            continue;
          }
          // The line went past the excess: the outer part goes whole if that leaves the rank
          // within tolerance below its target, and is cut smaller otherwise.
          kept.push_back(inner);
          if (outer.weight <= excess + 2 * slack) {
            release(outer);
            done = true;
            break;
          }
          candidate = outer;
          continue;
        }
        if (candidate.weight < 2 * excess) {  // releasing it still gets closer to the target
          release(candidate);
        } else {
          kept.push_back(candidate);
          done = true;
        }
        break;
      }
      ++taken;
      if (done) break;
    }
  }
}

}  // namespace

std::vector<Piece> CutAlongCurve(std::vector<Piece> group, const RankTable& ranks,
                                 const CutOptions& options, const CurveIndex& curve) {
  const int num_ranks = ranks.Size();
  double total = 0;
  for (const Piece& p : group) total += p.weight;
  std::vector<double> target(num_ranks), load(num_ranks, 0.0);
  for (int k = 0; k < num_ranks; ++k) target[k] = ranks.capacity[k] * total;

  std::vector<Piece> out;
  std::vector<Piece> free;
  bool any_kept = false;
  for (Piece& p : group) {
    const int previous = p.item.previous_owner;
    const bool may_stay = options.keep_previous_owners && previous >= 0 &&
                          ranks.Admits(previous, p.item.box.NumCells());
    p.owner = may_stay ? previous : -1;
    if (may_stay) {
      load[previous] += p.weight;
      any_kept = true;
    }
  }
  if (any_kept) {
    ReleaseExcess(group, ranks, target, options, curve, load, out, free);
    for (Piece& p : group) {
      if (p.owner >= 0) out.push_back(std::move(p));
      if (p.owner == -1) free.push_back(std::move(p));
    }
    SortAlongCurve(free);  // released parts came last
  } else {
    free = std::move(group);  // already in curve order
  }

  // Memory tiers: tier j holds pieces whose smallest admitting limit is limits[j]; the ranks with
  // capacity and a limit of at least limits[j] are eligible for it.
  std::vector<int64_t> limits;
  for (int k = 0; k < num_ranks; ++k)
    if (ranks.capacity[k] > 0) limits.push_back(ranks.limit[k]);
  std::sort(limits.begin(), limits.end());
  limits.erase(std::unique(limits.begin(), limits.end()), limits.end());
  std::vector<std::vector<Piece>> tiers(limits.size());
  if (limits.size() == 1) {
    tiers[0] = std::move(free);
  } else {
    for (Piece& f : free) {
      const int64_t cells = f.item.box.NumCells();
      const size_t j = std::lower_bound(limits.begin(), limits.end(), cells) - limits.begin();
      tiers[std::min(j, limits.size() - 1)].push_back(std::move(f));
    }
  }
  for (size_t j = tiers.size(); j-- > 0;) {
    if (tiers[j].empty()) continue;
    std::vector<int> eligible;
    for (int k : ranks.order)
      if (ranks.capacity[k] > 0 && ranks.limit[k] >= limits[j]) eligible.push_back(k);
    double amount = 0;
    for (const Piece& p : tiers[j]) amount += p.weight;
    CutTier(std::move(tiers[j]), eligible, WaterFill(eligible, ranks, load, amount), target,
            options, curve, load, out);
  }
  return out;
}

}  // namespace vagus::partition
