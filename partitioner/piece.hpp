// Internal vocabulary of the partitioner: a Piece is a work item (or part of one) on its way
// through splitting and assignment, and RankTable holds the capacities and limits one strategy
// places against. CurveLess is the one order along the curve: key, then level, then box.
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <limits>
#include <type_traits>
#include <utility>
#include <vector>

#include <vagus/partitioner/partition.hpp>

namespace vagus::partition {

inline constexpr int64_t kNoLimit = std::numeric_limits<int64_t>::max();

struct Piece {
  WorkItem item;
  double weight = 0;  // what balancing counts: the work, or the cells when a group has no work
  uint64_t key = 0;   // curve key of the box centre
  int source = -1;    // index of the input item
  int owner = -1;
};

struct RankTable {
  std::vector<double> capacity;  // sums to 1
  std::vector<int64_t> limit;    // kNoLimit where a rank takes any size
  std::vector<int> order;        // the ranks in the order their stretches follow the curve
  [[nodiscard]] int Size() const { return static_cast<int>(capacity.size()); }
  [[nodiscard]] bool Admits(int rank, int64_t cells) const {
    return capacity[rank] > 0 && cells <= limit[rank];
  }
};

struct CurveLess {
  bool operator()(const Piece& a, const Piece& b) const {
    if (a.key != b.key) return a.key < b.key;
    if (a.item.level != b.item.level) return a.item.level < b.item.level;
    return a.item.box < b.item.box;
  }
};

// The stable order ties are broken by: level, then box.
struct LevelBoxLess {
  bool operator()(const Piece& a, const Piece& b) const {
    if (a.item.level != b.item.level) return a.item.level < b.item.level;
    return a.item.box < b.item.box;
  }
};

// Stable sort of (key, index) pairs by key: least significant digit first, 11 bits a pass, over
// the bits some key uses (faster than std::sort from about 10^4 pieces: docs/performance.md).
void RadixSortByKey(std::vector<std::pair<uint64_t, uint32_t>>& keyed);

// The permutation that sorts `pieces` by `less`, comparing a compact key first
// (key_of(a) < key_of(b) must imply less(a, b)): much faster than sorting the pieces.
template <class KeyOf, class Less>
std::vector<uint32_t> SortedOrder(const std::vector<Piece>& pieces, KeyOf key_of, Less less) {
  using Key = decltype(key_of(size_t{0}));
  std::vector<std::pair<Key, uint32_t>> keyed(pieces.size());
  for (size_t n = 0; n < pieces.size(); ++n) keyed[n] = {key_of(n), uint32_t(n)};
  auto by_piece = [&](const auto& a, const auto& b) {
    return less(pieces[a.second], pieces[b.second]);
  };
  if constexpr (std::is_same_v<Key, uint64_t>) {
    RadixSortByKey(keyed);
    for (size_t run = 0; run < keyed.size();) {  // equal keys: by `less`
      size_t end = run + 1;
      while (end < keyed.size() && keyed[end].first == keyed[run].first) ++end;
      if (end - run > 1) std::sort(keyed.begin() + run, keyed.begin() + end, by_piece);
      run = end;
    }
  } else {
    std::sort(keyed.begin(), keyed.end(), [&](const auto& a, const auto& b) {
      if (a.first != b.first) return a.first < b.first;
      return by_piece(a, b);
    });
  }
  std::vector<uint32_t> order(pieces.size());
  for (size_t n = 0; n < keyed.size(); ++n) order[n] = keyed[n].second;
  return order;
}

inline void SortAlongCurve(std::vector<Piece>& pieces) {
  const std::vector<uint32_t> order = SortedOrder(
      pieces, [&pieces](size_t n) { return pieces[n].key; }, CurveLess());
  std::vector<Piece> sorted;
  sorted.reserve(pieces.size());
  for (uint32_t n : order) sorted.push_back(std::move(pieces[n]));
  pieces.swap(sorted);
}

// Sorts pieces that are already nearly in curve order (a walk that cut some): the pieces
// behind the running maximum are taken out, sorted and merged back, in O(n + m log m).
void RestoreCurveOrder(std::vector<Piece>& pieces);

// Per piece, (level, box.lo) packed into 64 bits in LevelBoxLess order (distinct pieces of one
// level have distinct lo, so ties need the full comparison only for overlapping boxes); empty
// when the index spread does not fit (beyond about 2^20 cells a side).
std::vector<uint64_t> PackedLevelBoxKeys(const std::vector<Piece>& pieces);

// The permutation that sorts pieces by (level, box).
std::vector<uint32_t> OrderByLevelAndBox(const std::vector<Piece>& pieces);

}  // namespace vagus::partition
