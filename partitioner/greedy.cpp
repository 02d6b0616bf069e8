// Earliest-completion-time assignment. The best rank for a piece of weight w is the one with the
// least T_k + w / C_k (T_k = load_k / C_k, its current finish time). A tree over the ranks sorted
// by capacity keeps, per subtree, min T, max C and max limit, so min T + w / max C bounds every
// rank below it and whole subtrees are skipped: about log K work per piece instead of K.
#include <vagus/partitioner/greedy.hpp>

#include <algorithm>
#include <climits>
#include <functional>
#include <limits>

#include <vagus/partitioner/split.hpp>

namespace vagus::partition {
namespace {

// Runs of alike pieces at least 1/kRunPerRank as long as the ranks are many go through a heap.
constexpr size_t kRunPerRank = 8;

class FinishTimeTree {
 public:
  explicit FinishTimeTree(const RankTable& ranks) : ranks_(ranks) {
    for (int k = 0; k < ranks.Size(); ++k)
      if (ranks.capacity[k] > 0) leaf_rank_.push_back(k);
    // Largest capacity first, so each subtree's max capacity is its leftmost leaf's.
    std::stable_sort(leaf_rank_.begin(), leaf_rank_.end(),
                     [&ranks](int a, int b) { return ranks.capacity[a] > ranks.capacity[b]; });
    leaves_ = 1;
    while (leaves_ < leaf_rank_.size()) leaves_ *= 2;
    nodes_.assign(2 * leaves_, Node{});
    load_.assign(ranks.Size(), 0.0);
    leaf_of_.assign(ranks.Size(), 0);
    for (size_t n = 0; n < leaf_rank_.size(); ++n) {
      const int k = leaf_rank_[n];
      nodes_[leaves_ + n] = {0.0, ranks.capacity[k], ranks.limit[k], k};
      leaf_of_[k] = n;
    }
    for (size_t n = leaves_ - 1; n >= 1; --n) Pull(n);
  }

  // The admitting rank with the least finish time after taking weight w; ties to the lower rank.
  int Best(double w, int64_t cells) const {
    double best_cost = std::numeric_limits<double>::infinity();
    int best_rank = INT_MAX;
    size_t stack[128];
    int top = 0;
    stack[top++] = 1;
    while (top > 0) {
      const size_t n = stack[--top];
      const Node& node = nodes_[n];
      if (node.max_limit < cells) continue;
      const double bound = node.min_finish + w / node.max_capacity;
      if (bound > best_cost || (bound == best_cost && node.min_rank > best_rank)) continue;
      if (n >= leaves_) {  // a leaf: the bound is its cost
        best_cost = bound;
        best_rank = node.min_rank;
        continue;
      }
      const size_t left = 2 * n, right = 2 * n + 1;
      stack[top++] = right;  // the left child (larger capacities) is examined first
      stack[top++] = left;
    }
    return best_rank == INT_MAX ? -1 : best_rank;
  }

  // Best() then Add() for `count` pieces of weight w and `cells` cells each, calling
  // assign(rank) for each, through a heap of the admitting ranks' costs (ordered as Best breaks
  // ties): log K per piece, where Best's bounds prune little among many similar ranks.
  template <class Assign>
  void AssignRun(double w, int64_t cells, size_t count, Assign assign) {
    using Cost = std::pair<double, int>;
    std::vector<Cost> heap;
    for (int k : leaf_rank_)
      if (ranks_.limit[k] >= cells) heap.emplace_back(CostAfter(k, w), k);
    const auto later = std::greater<Cost>();
    std::make_heap(heap.begin(), heap.end(), later);
    for (size_t n = 0; n < count; ++n) {
      const int rank = heap.empty() ? -1 : heap.front().second;
      assign(rank);
      if (rank < 0) continue;
      std::pop_heap(heap.begin(), heap.end(), later);
      Add(rank, w);
      heap.back().first = CostAfter(rank, w);
      std::push_heap(heap.begin(), heap.end(), later);
    }
  }

  void Add(int rank, double w) {
    load_[rank] += w;
    size_t n = leaves_ + leaf_of_[rank];
    nodes_[n].min_finish = load_[rank] / ranks_.capacity[rank];
    for (n /= 2; n >= 1; n /= 2) Pull(n);
  }

 private:
  struct Node {
    double min_finish = std::numeric_limits<double>::infinity();
    double max_capacity = 0.0;  // empty leaves: never chosen (max_limit -1)
    int64_t max_limit = -1;
    int min_rank = INT_MAX;
  };

  // A leaf's bound in Best(), which is its cost.
  [[nodiscard]] double CostAfter(int rank, double w) const {
    const Node& leaf = nodes_[leaves_ + leaf_of_[rank]];
    return leaf.min_finish + w / leaf.max_capacity;
  }

  void Pull(size_t n) {
    const Node& a = nodes_[2 * n];
    const Node& b = nodes_[2 * n + 1];
    nodes_[n] = {std::min(a.min_finish, b.min_finish), std::max(a.max_capacity, b.max_capacity),
                 std::max(a.max_limit, b.max_limit), std::min(a.min_rank, b.min_rank)};
  }

  const RankTable& ranks_;
  std::vector<int> leaf_rank_;
  std::vector<size_t> leaf_of_;
  std::vector<Node> nodes_;
  std::vector<double> load_;
  size_t leaves_ = 1;
};

}  // namespace

std::vector<Piece> AssignGreedy(const std::vector<Piece>& group, const RankTable& ranks,
                                double grain, int blocking_factor, const CurveIndex& curve) {
  double total = 0;
  for (const Piece& p : group) total += p.weight;
  int with_capacity = 0;
  for (double c : ranks.capacity) with_capacity += c > 0 ? 1 : 0;
  const double max_weight = grain * total / std::max(with_capacity, 1);

  std::vector<Piece> pieces;
  pieces.reserve(group.size());
  for (const Piece& p : group) SplitToWeight(p, max_weight, blocking_factor, curve, pieces);
  if (pieces.empty()) return pieces;
  // Heaviest first; equal weights (common: equal patches of one level) in (level, box) order.
  const std::vector<uint64_t> packed = PackedLevelBoxKeys(pieces);
  const auto key_of = [&](size_t n) {
    return std::make_pair(-pieces[n].weight, packed.empty() ? uint64_t{0} : packed[n]);
  };
  const auto less = [](const Piece& a, const Piece& b) {
    if (a.weight != b.weight) return a.weight > b.weight;
    return LevelBoxLess()(a, b);
  };
  const std::vector<uint32_t> heaviest_first = SortedOrder(pieces, key_of, less);
  FinishTimeTree tree(ranks);
  const size_t num_ranks = static_cast<size_t>(with_capacity);
  for (size_t run = 0; run < heaviest_first.size();) {
    const Piece& first = pieces[heaviest_first[run]];
    const int64_t cells = first.item.box.NumCells();
    size_t end = run + 1;
    while (end < heaviest_first.size() && pieces[heaviest_first[end]].weight == first.weight &&
           pieces[heaviest_first[end]].item.box.NumCells() == cells)
      ++end;
    if ((end - run) * kRunPerRank >= num_ranks) {
      tree.AssignRun(first.weight, cells, end - run,
                     [&](int rank) { pieces[heaviest_first[run++]].owner = rank; });
    } else {
      for (; run < end; ++run) {
        Piece& p = pieces[heaviest_first[run]];
        p.owner = tree.Best(p.weight, cells);
        tree.Add(p.owner, p.weight);
      }
    }
  }
  return pieces;
}

}  // namespace vagus::partition
