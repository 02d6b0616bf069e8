// One kernel launch over the cells of several patches (a level's, or a pack of them), as a GPU
// wants: few large launches rather than one small launch per patch and stage. Each entry is a
// cell functor of one patch and the box of local cells it runs over; the launch covers the rows
// (entry, k, j) of the largest box, and a row outside its entry's box does nothing. Along i the
// loop is ForEachCell's, so a functor vectorises as it does there, and each entry's results are
// the bits of a ForEachCell or ReduceOverCells over its box alone.
//
//   PackLaunch<Update> launch(count);
//   for (n...) launch.Set(n, Update{...patch n's views...}, box_n);
//   launch.ForEachCell("label");
//
// The entries live in memory kept per functor type between launches (grown when a launch has
// more entries than any before, released at Kokkos::finalize), in MemSpace, so a time step does
// not allocate; a PackLaunch drops its entries' references to the patches' views when it goes.
#pragma once

#include <algorithm>
#include <cstddef>

#include <vagus/base/for_each_cell.hpp>

namespace vagus {

template <class Functor>
class PackLaunch {
 public:
  struct Entry {
    Functor f;
    int lo[3], hi[3];  // the box (plain ints: read inside kernels)
  };
  using Entries = Kokkos::View<Entry*, MemSpace>;

  explicit PackLaunch(std::size_t count) : count_(count) {
    Entries& entries = Storage();
    if (entries.extent(0) < count) {
      if (entries.extent(0) == 0) {
        Kokkos::push_finalize_hook([] {
          Storage() = {};
          Mirror() = {};
        });
      }
      entries = Entries(std::string("vagus::PackLaunch"), std::max(count, 2 * entries.extent(0)));
      Mirror() = Kokkos::create_mirror_view(entries);
    }
  }
  PackLaunch(const PackLaunch&) = delete;
  PackLaunch& operator=(const PackLaunch&) = delete;
  ~PackLaunch() {
    for (std::size_t n = 0; n < count_; ++n) Mirror()(n) = Entry{};
  }

  void Set(std::size_t n, const Functor& f, const Box& box) {
    Mirror()(n) = Entry{f, {box.lo[0], box.lo[1], box.lo[2]}, {box.hi[0], box.hi[1], box.hi[2]}};
    if (!box.Empty()) {
      largest_rows_[0] = std::max(largest_rows_[0], box.hi[2] - box.lo[2] + 1);
      largest_rows_[1] = std::max(largest_rows_[1], box.hi[1] - box.lo[1] + 1);
    }
  }

  // f_n(k, j, i) for every cell of every entry's box.
  void ForEachCell(const char* label) const {
    const Entries entries = Upload();
    ForEachRowOfPack(label, KOKKOS_LAMBDA(int n, int k, int j) {
      const Entry& e = entries(n);
      const Functor f = e.f;
      const int ilo = e.lo[0], ihi = e.hi[0];
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC ivdep
#endif
      for (int i = ilo; i <= ihi; ++i) f(k, j, i);
    });
  }

  // maxima[n]: the largest of f_n(k, j, i, value) over entry n's box, folded as ReduceOverCells
  // folds it with Kokkos::Max<double> (rows along i, then the rows in storage order on the host),
  // so the same bits; the lowest double for an empty box.
  void MaxOverCells(const char* label, double* maxima) const {
    const Entries entries = Upload();
    const int nk = largest_rows_[0], nj = largest_rows_[1];
    const std::size_t rows_per_entry = std::size_t(nk) * std::size_t(nj);
    const Kokkos::View<double*, MemSpace, Kokkos::MemoryUnmanaged> rows(
        RowScratch(count_ * rows_per_entry), count_ * rows_per_entry);
    ForEachRowOfPack(label, KOKKOS_LAMBDA(int n, int k, int j) {
      const Entry& e = entries(n);
      const Functor f = e.f;
      double value = Kokkos::reduction_identity<double>::max();
      for (int i = e.lo[0]; i <= e.hi[0]; ++i) f(k, j, i, value);
      rows(n * rows_per_entry + std::size_t(k - e.lo[2]) * nj + std::size_t(j - e.lo[1])) = value;
    });
    FenceKernels();
    const auto host = OnHost(rows);
    for (std::size_t n = 0; n < count_; ++n) {
      const Entry& e = Mirror()(n);
      double value = Kokkos::reduction_identity<double>::max();
      if (e.lo[0] > e.hi[0]) {  // empty
        maxima[n] = value;
        continue;
      }
      for (int k = 0; k <= e.hi[2] - e.lo[2]; ++k)
        for (int j = 0; j <= e.hi[1] - e.lo[1]; ++j) {
          const double row = host(n * rows_per_entry + std::size_t(k) * nj + j);
          value = row > value ? row : value;
        }
      maxima[n] = value;
    }
  }

 private:
  static Entries& Storage() {
    static Entries entries;
    return entries;
  }
  static typename Entries::HostMirror& Mirror() {
    static typename Entries::HostMirror mirror;
    return mirror;
  }

  // The entries in MemSpace (a copy from the host's when MemSpace is a device's).
  Entries Upload() const {
    if constexpr (!Kokkos::SpaceAccessibility<Kokkos::HostSpace, MemSpace>::accessible)
      Kokkos::deep_copy(KernelSpace(), Storage(), Mirror());  // (the unused tail too)
    return Storage();
  }

  // f(n, k, j) for each row (k, j) of each entry n's box, in the box's own indices.
  template <class RowFunctor>
  void ForEachRowOfPack(const char* label, const RowFunctor& row) const {
    if (count_ == 0 || largest_rows_[0] == 0) return;
    const Entries entries = Storage();
    const Kokkos::MDRangePolicy<ExecSpace, Kokkos::Rank<3>> rows(
        KernelSpace(), {0, 0, 0}, {int(count_), largest_rows_[0], largest_rows_[1]});
    Kokkos::parallel_for(KernelLabel(label), rows, KOKKOS_LAMBDA(int n, int dk, int dj) {
      const Entry& e = entries(n);
      const int k = e.lo[2] + dk, j = e.lo[1] + dj;
      if (k > e.hi[2] || j > e.hi[1] || e.lo[0] > e.hi[0]) return;
      row(n, k, j);
    });
  }

  std::size_t count_;
  int largest_rows_[2] = {0, 0};  // the most k and j rows of any entry's box
};

}  // namespace vagus
