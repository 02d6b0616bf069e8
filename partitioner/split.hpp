// Splitting pieces on blocking-factor lines: halving along the longest direction that can be cut,
// at the blocking-factor line nearest the middle (to fit patch-size limits), or cutting off the
// weight a cut between ranks asks for; work and bytes are shared in proportion to cells.
#pragma once

#include <cstdint>
#include <vector>

#include <vagus/partitioner/curve.hpp>
#include <vagus/partitioner/piece.hpp>

namespace vagus::partition {

// Cuts `piece` in two; `first` is the half earlier on the curve (CurveLess). False when no
// direction has a blocking-factor line strictly inside the box.
[[nodiscard]] bool HalvePiece(const Piece& piece, int blocking_factor, const CurveIndex& curve,
                              Piece& first, Piece& second);

// Cuts `piece` in two so that `first` (the part earlier on the curve) weighs close to
// `first_weight`: of the blocking-factor lines on either side of where the weight falls, in each
// direction, the one that comes closest (ties: the longer direction, then the lower line). Any
// weight that one line gives is met exactly. False when no direction has a blocking-factor line
// strictly inside the box.
[[nodiscard]] bool CutPiece(const Piece& piece, double first_weight, int blocking_factor,
                            const CurveIndex& curve, Piece& first, Piece& second);

// Appends to `out` the pieces of `piece` halved until each has at most max_cells cells (in the
// order of the halving, each pair of halves in curve order). Throws std::invalid_argument when a
// piece that is still too large cannot be cut.
void SplitToCells(const Piece& piece, int64_t max_cells, int blocking_factor,
                  const CurveIndex& curve, std::vector<Piece>& out);

// Appends to `out` the pieces of `piece` halved until each weighs at most max_weight or cannot be
// cut further (same order as SplitToCells).
void SplitToWeight(const Piece& piece, double max_weight, int blocking_factor,
                   const CurveIndex& curve, std::vector<Piece>& out);

}  // namespace vagus::partition
