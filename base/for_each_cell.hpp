// ForEachCell (and ForEachRow, which it is built on): the one place that decides how a loop over
// the cells of a box is launched in Kokkos. The functor is called as f(k, j, i) with i fastest,
// matching the (component, k, j, i) LayoutRight field layout. Boxes passed here are in a patch's
// local (0-based, ghosts included) index space.
// Policy: a two-dimensional MDRangePolicy over the box's (k, j) rows with a plain loop along i
// inside. Measured on the Euler update (docs/performance.md): an MDRangePolicy over (k, j, i)
// calls the cell functor through tiles and never vectorises; whole rows let the compiler inline
// and vectorise it. Over (k, j) rather than one RangePolicy index per row, because recovering k
// and j from a row index cost a division per row, which short rows (a ghost slab two cells
// wide along i) paid for every two cells copied.
// Labels are passed to Kokkos only when a profiling tool listens, because building the label
// string allocates, and nothing may allocate inside a time step.
#pragma once

#include <Kokkos_Core.hpp>
#include <cstddef>
#include <string>

#include <vagus/base/box.hpp>

namespace vagus {

using ExecSpace = Kokkos::DefaultExecutionSpace;
using MemSpace = ExecSpace::memory_space;
// A patch's fields, indexed (component, k, j, i).
using FieldView = Kokkos::View<double****, Kokkos::LayoutRight, MemSpace>;
// Refinement tags over a patch's valid cells, indexed (k, j, i) from the valid box's low corner.
using TagView = Kokkos::View<int***, Kokkos::LayoutRight, MemSpace>;

// The index type for cell functors' (k, j, i) and for FieldView subscripts in cell loops. Kokkos
// keeps the extents of a view with more than two run-time extents in unsigned 32-bit integers,
// so a FieldView subscript with int indices is computed in unsigned 32-bit arithmetic, whose
// wrap-around hides from GCC that neighbouring cells along i are neighbours in memory: it then
// loads each vector lane by itself. With 64-bit signed indices the offset is computed in 64-bit
// signed arithmetic and the loads along i are plain vector loads.
using CellIndex = std::ptrdiff_t;

// Components [first, first + count) of a field as a field of their own (no copy, no allocation).
inline FieldView Components(const FieldView& field, int first, int count) {
  const size_t cells = field.extent(1) * field.extent(2) * field.extent(3);
  return FieldView(field.data() + first * cells, count, field.extent(1), field.extent(2),
                   field.extent(3));
}

// The execution space instance every kernel launch names. Kokkos 4 gives each default-constructed
// instance a reference-counted handle, which allocates; policies copy this one's instead.
[[nodiscard]] const ExecSpace& KernelSpace();
// Waits for every kernel launched (Kokkos::fence without its default label, whose string
// allocates on every call).
void FenceKernels();
// Scratch memory of at least `count` doubles in MemSpace for one kernel's per-row results:
// grown when asked for more and kept (time steps then do not allocate), released at
// Kokkos::finalize. One at a time: its contents last until the next call.
[[nodiscard]] double* RowScratch(size_t count);

inline std::string KernelLabel(const char* label) {
  return Kokkos::Tools::profileLibraryLoaded() ? std::string(label) : std::string();
}

// f(k, j) for each (k, j) row of a box, for loops that walk a row themselves (copies of several
// components: each component's row is one contiguous run).
template <class Functor>
void ForEachRow(const char* label, const Box& b, const Functor& f) {
  if (b.Empty()) return;
  const Kokkos::MDRangePolicy<ExecSpace, Kokkos::Rank<2>> rows(
      KernelSpace(), {b.lo[2], b.lo[1]}, {b.hi[2] + 1, b.hi[1] + 1});
  Kokkos::parallel_for(KernelLabel(label), rows, f);
}

template <class Functor>
void ForEachCell(const char* label, const Box& b, const Functor& f) {
  const int ilo = b.lo[0], ihi = b.hi[0];
  ForEachRow(
      label, b, KOKKOS_LAMBDA(int k, int j) {
// Cells along i never depend on each other within one kernel: let the compiler vectorise.
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC ivdep
#endif
        for (int i = ilo; i <= ihi; ++i) f(k, j, i);
      });
}

// Copies a field into another of the same extents (Kokkos::deep_copy allocates its fence's label
// on every call).
inline void CopyField(const char* label, const FieldView& from, const FieldView& to) {
  const int num_comp = int(from.extent(0)), ni = int(from.extent(3));
  const Box rows({0, 0, 0}, {ni - 1, int(from.extent(2)) - 1, int(from.extent(1)) - 1});
  ForEachRow(
      label, rows, KOKKOS_LAMBDA(int k, int j) {
        for (int c = 0; c < num_comp; ++c)
          for (int i = 0; i < ni; ++i) to(c, k, j, i) = from(c, k, j, i);
      });
}

// Copies n doubles between rows that do not overlap. Rows of up to four (a ghost slab beside an
// i-face is GhostWidth() cells wide) are copied in place: left to itself, the compiler turns the
// loop into a call to memcpy, which costs more than two doubles' copy.
KOKKOS_FORCEINLINE_FUNCTION void CopyRow(const double* __restrict from, double* __restrict to,
                                         int n) {
  switch (n) {
    case 4:
      to[3] = from[3];
      [[fallthrough]];
    case 3:
      to[2] = from[2];
      [[fallthrough]];
    case 2:
      to[1] = from[1];
      [[fallthrough]];
    case 1:
      to[0] = from[0];
      return;
    default:
      for (int i = 0; i < n; ++i) to[i] = from[i];
  }
}

// A kernel's results (in MemSpace, kernels fenced) readable on the host: the view itself where
// the host can read MemSpace, else a copy (which allocates).
template <class View>
auto OnHost(const View& view) {
  if constexpr (Kokkos::SpaceAccessibility<Kokkos::HostSpace, MemSpace>::accessible) {
    return view;
  } else {
    return Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), view);
  }
}

// Reduce over the cells of a box: f(k, j, i, value&) with a Kokkos reducer (Kokkos::Max etc.)
// whose result is a value on the host; an empty box leaves the reducer's identity. Each (k, j)
// row of the box is reduced along i as in ForEachCell into scratch memory, then the rows are
// joined in storage order on the host: the bits are the same on every backend and thread count,
// sums included, and nothing allocates (Kokkos::parallel_reduce builds a fence label string on
// every call).
template <class Functor, class Reducer>
void ReduceOverCells(const char* label, const Box& b, const Functor& f, const Reducer& reducer) {
  using Value = typename Reducer::value_type;
  static_assert(sizeof(Value) <= sizeof(double) && alignof(Value) <= alignof(double),
                "ReduceOverCells keeps one value per row in a double");
  Value& result = reducer.reference();
  reducer.init(result);
  if (b.Empty()) return;
  const int nj = b.hi[1] - b.lo[1] + 1, nk = b.hi[2] - b.lo[2] + 1;
  const int ilo = b.lo[0], ihi = b.hi[0], jlo = b.lo[1], klo = b.lo[2];
  const Kokkos::View<Value*, MemSpace, Kokkos::MemoryUnmanaged> rows(
      reinterpret_cast<Value*>(RowScratch(size_t(nj) * size_t(nk))), size_t(nj) * size_t(nk));
  ForEachRow(
      label, b, KOKKOS_LAMBDA(int k, int j) {
        Value value;
        reducer.init(value);
        for (int i = ilo; i <= ihi; ++i) f(k, j, i, value);
        rows((k - klo) * nj + (j - jlo)) = value;
      });
  FenceKernels();
  const auto host = OnHost(rows);
  for (int row = 0; row < nj * nk; ++row) reducer.join(result, host(row));
}

// N values (of type T) reduced over the cells of a box in one pass, for quantities that share the work of a
// cell (a diagnostics row's totals): each (k, j) row starts from `identity` and f(k, j, i, values)
// folds its cells in along i; then join(total, row) folds the rows into `identity` in storage
// order, on the host. The N accumulators run side by side, where one reduction per value waits on
// one addition chain per cell; and the order, so the bits, is the same on every backend and
// thread count.
template <class T, std::size_t N, class Functor, class Join>
Kokkos::Array<T, N> ReduceRowsOverCells(const char* label, const Box& b,
                                        const Kokkos::Array<T, N>& identity, const Functor& f,
                                        const Join& join) {
  Kokkos::Array<T, N> total = identity;
  if (b.Empty()) return total;
  const int nj = b.hi[1] - b.lo[1] + 1, nk = b.hi[2] - b.lo[2] + 1;
  const int ilo = b.lo[0], ihi = b.hi[0], jlo = b.lo[1], klo = b.lo[2];
  const Kokkos::View<T**, Kokkos::LayoutRight, MemSpace> rows(
      Kokkos::view_alloc(KernelLabel(label), Kokkos::WithoutInitializing), nk * nj, N);
  ForEachRow(
      label, b, KOKKOS_LAMBDA(int k, int j) {
        Kokkos::Array<T, N> values = identity;
        for (int i = ilo; i <= ihi; ++i) f(k, j, i, values);
        const int row = (k - klo) * nj + (j - jlo);
        for (std::size_t n = 0; n < N; ++n) rows(row, n) = values[n];
      });
  const auto host = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), rows);
  for (int row = 0; row < nk * nj; ++row) {
    Kokkos::Array<T, N> values;
    for (std::size_t n = 0; n < N; ++n) values[n] = host(row, n);
    join(total, values);
  }
  return total;
}

}  // namespace vagus
