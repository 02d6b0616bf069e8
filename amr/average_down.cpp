// Conservative averaging of fine data onto the coarse level.
#include <vagus/amr/average_down.hpp>

#include <algorithm>
#include <tuple>

namespace vagus::amr {

std::vector<CopyItem> ComputeAverageDownCopies(const PatchLevel& coarse, const PatchLevel& fine,
                                               int ratio) {
  const IntVect r = coarse.GetDomain().RatioVect(ratio);
  std::vector<CopyItem> items;
  const auto add = [&](std::size_t f, std::size_t c) {
    const Box region = fine.Patches()[f].box.Coarsen(r).Intersect(coarse.Patches()[c].box);
    items.push_back({static_cast<int64_t>(f), static_cast<int64_t>(c), region, {0, 0, 0}});
  };
  for (const Patch& p : fine.LocalPatches())
    coarse.Index().ForEachIntersecting(
        p.box.Coarsen(r), [&](std::size_t c) { add(static_cast<std::size_t>(p.id), c); });
  for (const Patch& p : coarse.LocalPatches())
    fine.Index().ForEachIntersecting(p.box.Refine(r), [&](std::size_t f) {
      if (fine.Patches()[f].owner != fine.Rank()) add(f, static_cast<std::size_t>(p.id));
    });
  std::sort(items.begin(), items.end(), [](const CopyItem& a, const CopyItem& b) {
    return std::tie(a.src, a.dst) < std::tie(b.src, b.dst);
  });
  return items;
}

AverageDown::AverageDown(const PatchLevel& coarse, const PatchLevel& fine, int ratio,
                         const Comm& comm)
    : ratio_(coarse.GetDomain().RatioVect(ratio)) {
  FabLayout layout;
  const auto& fine_patches = fine.Patches();
  averages_.resize(fine_patches.size());
  footprints_.reserve(fine_patches.size());
  for (const PatchInfo& p : fine_patches) {
    footprints_.push_back(p.box.Coarsen(ratio_));
    layout.data_boxes.push_back(footprints_.back());
    layout.owners.push_back(p.owner);
  }
  for (const Patch& p : fine.LocalPatches()) {
    const IntVect n = footprints_[p.id].Size();
    averages_[p.id] =
        FieldView(Kokkos::view_alloc(std::string("amr::AverageDown"), Kokkos::WithoutInitializing),
                  fine.NumComponents(), n[2], n[1], n[0]);
  }
  copier_ = Copier(layout, coarse.Layout(), ComputeAverageDownCopies(coarse, fine, ratio),
                   fine.NumComponents(), comm);
}

namespace {

// A ratio known at compile time: the child loops unroll and the row loop vectorises.
template <int I, int J, int K>
struct FixedRatio {
  KOKKOS_FORCEINLINE_FUNCTION constexpr int operator[](int d) const {
    return d == 0 ? I : d == 1 ? J : K;
  }
};

// Each coarse cell of `footprint` (local to `average`) gets the mean of its children in `u`,
// summed from zero in (k, j, i) order. `r`: the ratio, a FixedRatio or an IntVect; the same bits
// either way.
template <class Ratio>
void AverageChildren(const FieldView& u, const FieldView& average, const Box& footprint,
                     IntVect offset, Ratio r) {
  const int num_comp = static_cast<int>(u.extent(0));
  const double inv_children = 1.0 / static_cast<double>(r[0] * r[1] * r[2]);
  ForEachCell(
      "amr::AverageDown", footprint, KOKKOS_LAMBDA(int k, int j, int i) {
        const int fi = i * r[0] + offset[0], fj = j * r[1] + offset[1], fk = k * r[2] + offset[2];
        for (int c = 0; c < num_comp; ++c) {
          double sum = 0.0;
          for (int ck = 0; ck < r[2]; ++ck)
            for (int cj = 0; cj < r[1]; ++cj)
              for (int ci = 0; ci < r[0]; ++ci) sum += u(c, fk + ck, fj + cj, fi + ci);
          average(c, k, j, i) = sum * inv_children;
        }
      });
}

void AverageChildren(const FieldView& u, const FieldView& average, const Box& footprint,
                     IntVect offset, IntVect r) {
  if (r == IntVect{2, 2, 2})
    return AverageChildren(u, average, footprint, offset, FixedRatio<2, 2, 2>{});
  if (r == IntVect{2, 2, 1})
    return AverageChildren(u, average, footprint, offset, FixedRatio<2, 2, 1>{});
  AverageChildren<IntVect>(u, average, footprint, offset, r);
}

}  // namespace

void AverageDown::Start(const PatchLevel& fine, const PatchLevel& coarse) {
  for (const Patch& p : fine.LocalPatches()) {
    const IntVect offset = p.box.lo - p.DataBox().lo;  // fine valid cells in the patch's View
    AverageChildren(p.data, averages_[p.id], footprints_[p.id].Shift(-footprints_[p.id].lo), offset,
                    ratio_);
  }
  copier_.Start(averages_, coarse.Views());
}

}  // namespace vagus::amr
