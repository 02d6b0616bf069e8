// CellGeometry: cell positions inside kernels, from a patch's local indices. A position is
// computed from the cell's global index (prob_lo + (global - domain.lo + 1/2) dx, one fused
// multiply-add), so a cell gets the same bits whichever patch holds it and whatever the
// compiler's flags: origin + i dx from each patch's own origin rounds differently from patch to
// patch, and the answer would depend on the decomposition. Copy it into kernel lambdas by value.
#pragma once

#include <vagus/base/math.hpp>
#include <vagus/amr/domain.hpp>
#include <vagus/amr/patch.hpp>

namespace vagus::amr {

struct CellGeometry {
  double prob_lo[kDim];
  int offset[kDim];  // local index + offset = global index - domain.box.lo
  double dx;
  bool active[kDim];  // directions with extent

  CellGeometry(const Domain& domain, const Patch& patch) : dx(domain.dx) {
    const IntVect data_lo = patch.DataBox().lo;
    for (int d = 0; d < kDim; ++d) {
      prob_lo[d] = domain.prob_lo[d];
      offset[d] = data_lo[d] - domain.box.lo[d];
      active[d] = domain.Active(d);
    }
  }
  // The centre of local cell `i` along direction d (Domain::CellCenter of its global index).
  KOKKOS_INLINE_FUNCTION double Center(int d, int i) const {
    return math::Fma(i + offset[d] + 0.5, dx, prob_lo[d]);
  }
  // The low face of local cell `i` along d.
  KOKKOS_INLINE_FUNCTION double Face(int d, int i) const {
    return math::Fma(i + offset[d], dx, prob_lo[d]);
  }
};

}  // namespace vagus::amr
