// The space-filling-curve strategy for one group of pieces (one level, or the whole hierarchy):
// keep what may stay, release each overloaded rank's excess, then cut the free pieces along the
// curve at water-filled targets, most memory-restricted pieces first.
#pragma once

#include <vector>

#include <vagus/partitioner/curve.hpp>
#include <vagus/partitioner/piece.hpp>

namespace vagus::partition {

struct CutOptions {
  double tolerance = 0.02;
  int blocking_factor = 4;
  bool keep_previous_owners = true;
};

// `group` is in curve order (CurveLess) and every piece fits some rank's limit. Returns the pieces,
// split where a cut needed it, each with its owner set.
[[nodiscard]] std::vector<Piece> CutAlongCurve(std::vector<Piece> group, const RankTable& ranks,
                                               const CutOptions& options, const CurveIndex& curve);

}  // namespace vagus::partition
