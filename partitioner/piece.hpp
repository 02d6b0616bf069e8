// Internal vocabulary of the partitioner: a Piece is a work item (or part of one) on its way
// through splitting and assignment, and RankTable holds the capacities and limits one strategy
// places against. CurveLess is the one order along the curve: key, then level, then box.
#pragma once

#include <cstdint>
#include <limits>
#include <vector>

#include "partitioner/partition.hpp"

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

}  // namespace vagus::partition
