// Helpers for kernels: the loops many kernels would otherwise write the same way.
#pragma once

#include <cstdint>
#include <limits>
#include <optional>

#include <vagus/base/for_each_cell.hpp>
#include <vagus/amr/domain.hpp>
#include <vagus/amr/patch.hpp>

namespace vagus::amr {

// Tags (for TagCells) the valid cells where component `component` differs from a face
// neighbour's by more than `threshold` (ghost cells are filled when TagCells runs).
void TagWhereJumpExceeds(const Patch& patch, const Domain& domain, int component,
                         double threshold, const TagView& tags);

// The first valid cell of `patch` in storage order (k, then j, then i) where bad(k, j, i) holds,
// in the patch's local index space, if any (for FindBadCell: the same cell on every backend).
template <class Bad>
[[nodiscard]] std::optional<IntVect> FirstCellWhere(const char* label, const Patch& patch,
                                                    const Bad& bad) {
  const IntVect n = patch.DataBox().Size();
  const int64_t none = std::numeric_limits<int64_t>::max();
  int64_t first = none;
  ReduceOverCells(
      label, patch.LocalInterior(),
      KOKKOS_LAMBDA(int k, int j, int i, int64_t& first_bad) {
        const int64_t index = (int64_t(k) * n[1] + j) * n[0] + i;
        if (bad(k, j, i) && index < first_bad) first_bad = index;
      },
      Kokkos::Min<int64_t>(first));
  if (first == none) return std::nullopt;
  return IntVect{static_cast<int>(first % n[0]), static_cast<int>(first / n[0] % n[1]),
                 static_cast<int>(first / (int64_t(n[0]) * n[1]))};
}

}  // namespace vagus::amr
