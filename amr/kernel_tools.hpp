// Helpers for kernels: the loops many kernels would otherwise write the same way.
#pragma once

#include <vagus/base/for_each_cell.hpp>
#include <vagus/amr/domain.hpp>
#include <vagus/amr/patch.hpp>

namespace vagus::amr {

// Tags (for TagCells) the valid cells where component `component` differs from a face
// neighbour's by more than `threshold` (ghost cells are filled when TagCells runs).
void TagWhereJumpExceeds(const Patch& patch, const Domain& domain, int component,
                         double threshold, const TagView& tags);

}  // namespace vagus::amr
