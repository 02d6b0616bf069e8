// Conservative averaging of fine data onto the coarse level.
#include "amr/average_down.hpp"

namespace vagus::amr {

AverageDown::AverageDown(const PatchLevel& coarse, const PatchLevel& fine, int ratio,
                         const Comm& comm)
    : ratio_(coarse.GetDomain().RatioVect(ratio)) {
  FabLayout layout;
  const auto& fine_patches = fine.Patches();
  averages_.resize(fine_patches.size());
  for (size_t f = 0; f < fine_patches.size(); ++f) {
    const Box footprint = fine_patches[f].box.Coarsen(ratio_);
    footprints_.push_back(footprint);
    layout.data_boxes.push_back(footprint);
    layout.owners.push_back(fine_patches[f].owner);
    if (fine_patches[f].owner == comm.rank) {
      const IntVect n = footprint.Size();
      averages_[f] = FieldView(Kokkos::view_alloc(std::string("amr::AverageDown"),
                                                  Kokkos::WithoutInitializing),
                               fine.NumComponents(), n[2], n[1], n[0]);
    }
  }
  std::vector<CopyItem> items;
  const auto& coarse_patches = coarse.Patches();
  for (size_t f = 0; f < footprints_.size(); ++f)
    for (size_t c = 0; c < coarse_patches.size(); ++c) {
      const Box region = footprints_[f].Intersect(coarse_patches[c].box);
      if (!region.Empty())
        items.push_back({static_cast<int64_t>(f), static_cast<int64_t>(c), region, {0, 0, 0}});
    }
  copier_ = Copier(layout, coarse.Layout(), items, fine.NumComponents(), comm);
}

void AverageDown::Apply(const PatchLevel& fine, const PatchLevel& coarse) {
  const IntVect r = ratio_;
  const double inv_children = 1.0 / static_cast<double>(r.Product());
  for (const Patch& p : fine.LocalPatches()) {
    const FieldView u = p.data, average = averages_[p.id];
    const int num_comp = p.NumComponents();
    const IntVect offset = p.box.lo - p.DataBox().lo;  // fine valid cells in the patch's View
    ForEachCell("amr::AverageDown", footprints_[p.id].Shift(-footprints_[p.id].lo),
                KOKKOS_LAMBDA(int k, int j, int i) {
                  const int fi = i * r[0] + offset[0], fj = j * r[1] + offset[1],
                            fk = k * r[2] + offset[2];
                  for (int c = 0; c < num_comp; ++c) {
                    double sum = 0.0;
                    for (int ck = 0; ck < r[2]; ++ck)
                      for (int cj = 0; cj < r[1]; ++cj)
                        for (int ci = 0; ci < r[0]; ++ci) sum += u(c, fk + ck, fj + cj, fi + ci);
                    average(c, k, j, i) = sum * inv_children;
                  }
                });
  }
  copier_.Copy(averages_, coarse.Views());
}

}  // namespace vagus::amr
