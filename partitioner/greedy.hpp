// The greedy strategy (earliest expected completion time, after the ATR scheduler of
// seeds/atr-adaptive-control.txt): pieces in decreasing weight, each to the admitting rank whose
// finish time (load + weight) / capacity would be lowest.
#pragma once

#include <vector>

#include <vagus/partitioner/curve.hpp>
#include <vagus/partitioner/piece.hpp>

namespace vagus::partition {

// Halves pieces heavier than grain x (mean share of the ranks with capacity), then assigns them.
// Ties (equal weight) are taken in (level, box) order; equal finish times go to the lower rank.
[[nodiscard]] std::vector<Piece> AssignGreedy(const std::vector<Piece>& group,
                                              const RankTable& ranks, double grain,
                                              int blocking_factor, const CurveIndex& curve);

}  // namespace vagus::partition
