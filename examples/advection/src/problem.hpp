// The initial states of the advection kernel: a Problem sets the valid cells of a patch to cell
// averages of a shape in the x-y plane (independent of z), a function of position only. Each
// problem is its own type (slotted_disk.hpp, cosine_bell.hpp); FillCellAverages is the one loop
// they share.
#pragma once

#include <vagus/base/for_each_cell.hpp>
#include <vagus/amr/cell_geometry.hpp>
#include <vagus/amr/domain.hpp>
#include <vagus/amr/patch.hpp>

namespace advection {

class Problem {
 public:
  virtual ~Problem() = default;
  // Sets component 0 of the valid cells to the initial scalar's cell averages.
  virtual void Initialize(vagus::amr::Patch& patch, const vagus::amr::Domain& domain) const = 0;
};

// Sets the valid cells to shape.CellAverage(x, y, dx), (x, y) the cell's centre. `Shape` is a
// plain struct with a KOKKOS_INLINE_FUNCTION CellAverage, copied into the loop.
template <class Shape>
void FillCellAverages(const char* label, const Shape& shape, vagus::amr::Patch& patch,
                      const vagus::amr::Domain& domain) {
  const auto q = patch.data;
  const vagus::amr::CellGeometry cells(domain, patch);
  vagus::ForEachCell(
      label, patch.LocalInterior(), KOKKOS_LAMBDA(int k, int j, int i) {
        q(0, k, j, i) = shape.CellAverage(cells.Center(0, i), cells.Center(1, j), cells.dx);
      });
}

}  // namespace advection
