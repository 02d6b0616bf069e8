// ForEachCell: the one place that decides how a loop over the cells of a box is launched in Kokkos.
// The functor is called as f(k, j, i) with i fastest, matching the (component, k, j, i) LayoutRight
// field layout. Boxes passed here are in a patch's local (0-based, ghosts included) index space.
#pragma once

#include <string>

#include <Kokkos_Core.hpp>

#include "amr/box.hpp"

namespace vagus::amr {

using ExecSpace = Kokkos::DefaultExecutionSpace;
using MemSpace = ExecSpace::memory_space;
// A patch's fields, indexed (component, k, j, i).
using FieldView = Kokkos::View<double****, Kokkos::LayoutRight, MemSpace>;

inline Kokkos::MDRangePolicy<ExecSpace, Kokkos::Rank<3>> CellPolicy(const Box& b) {
  return Kokkos::MDRangePolicy<ExecSpace, Kokkos::Rank<3>>(
      {b.lo[2], b.lo[1], b.lo[0]}, {b.hi[2] + 1, b.hi[1] + 1, b.hi[0] + 1});
}

template <class Functor>
void ForEachCell(const std::string& label, const Box& b, const Functor& f) {
  if (b.Empty()) return;
  const int nj = b.hi[1] - b.lo[1] + 1, nk = b.hi[2] - b.lo[2] + 1;
  const int ilo = b.lo[0], ihi = b.hi[0], jlo = b.lo[1], klo = b.lo[2];
  Kokkos::parallel_for(label, Kokkos::RangePolicy<ExecSpace>(0, nj * nk), KOKKOS_LAMBDA(int row) {
    const int k = klo + row / nj, j = jlo + row % nj;
// Cells along i never depend on each other within one kernel: let the compiler vectorise.
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC ivdep
#endif
    for (int i = ilo; i <= ihi; ++i) f(k, j, i);
  });
}

// Reduce over the cells of a box: f(k, j, i, value&) with a Kokkos reducer (Kokkos::Max etc.);
// an empty box leaves the reducer's identity.
template <class Functor, class Reducer>
void ReduceOverCells(const std::string& label, const Box& b, const Functor& f,
                     const Reducer& reducer) {
  Kokkos::parallel_reduce(label, CellPolicy(b), f, reducer);
}

}  // namespace vagus::amr
