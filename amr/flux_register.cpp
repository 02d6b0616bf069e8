// Flux register entries (coarse cells next to each fine patch face, minus those the fine level
// covers, split by coarse patch, periodic images included), flux capture on both sides, and the
// correction of the coarse cells.
#include <vagus/amr/flux_register.hpp>

#include <algorithm>
#include <tuple>

#include <vagus/base/error.hpp>

namespace vagus::amr {

namespace {

// Every entry of fine patch `f`: the coarse cells beside each face of its footprint that the
// fine level (periodic images included) does not cover, split by coarse patch.
void AddEntriesOf(std::size_t f, const PatchLevel& coarse, const PatchLevel& fine, IntVect ratio,
                  std::vector<FluxRegisterEntry>& entries) {
  const Domain& domain = coarse.GetDomain();
  const std::vector<IntVect> shifts = domain.PeriodicShifts();
  // The fine footprints (and images) near `box`, in the order of an all-pairs loop (patch, then
  // shift), so that the complement's boxes do not depend on how they were found.
  const auto covered_near = [&](const Box& box) {
    std::vector<std::pair<std::size_t, std::size_t>> images;
    for (std::size_t s = 0; s < shifts.size(); ++s)
      fine.Index().ForEachIntersecting(box.Shift(-shifts[s]).Refine(ratio),
                                       [&](std::size_t g) { images.emplace_back(g, s); });
    std::sort(images.begin(), images.end());
    BoxList covered;
    for (const auto& [g, s] : images)
      covered.push_back(fine.Patches()[g].box.Coarsen(ratio).Shift(shifts[s]));
    return covered;
  };
  const Box footprint = fine.Patches()[f].box.Coarsen(ratio);
  for (int d = 0; d < kDim; ++d) {
    if (!domain.Active(d)) continue;
    for (int side = 0; side < 2; ++side) {
      const Box slab = footprint.Adjacent(d, side, 1);
      for (const IntVect& s : shifts) {
        const Box image = slab.Shift(s).Intersect(domain.box);
        if (image.Empty()) continue;  // beyond a physical boundary
        for (const Box& piece : Complement(image, covered_near(image)))
          for (std::size_t c : coarse.Index().IntersectingIds(piece))
            entries.push_back({static_cast<int64_t>(f), static_cast<int64_t>(c), d, side,
                               piece.Intersect(coarse.Patches()[c].box), s});
      }
    }
  }
}

}  // namespace

std::vector<FluxRegisterEntry> ComputeFluxRegisterEntries(const PatchLevel& coarse,
                                                          const PatchLevel& fine, int ratio) {
  const IntVect r = coarse.GetDomain().RatioVect(ratio);
  const int rank = fine.Rank();
  std::vector<FluxRegisterEntry> entries;
  for (const Patch& p : fine.LocalPatches())
    AddEntriesOf(static_cast<std::size_t>(p.id), coarse, fine, r, entries);
  // Entries on this rank's coarse patches from other ranks' fine patches: those fine patches
  // lie within one coarse cell of an image of the coarse patch.
  std::vector<std::size_t> others;
  for (const Patch& c : coarse.LocalPatches())
    for (const IntVect& s : coarse.GetDomain().PeriodicShifts())
      fine.Index().ForEachIntersecting(c.box.Shift(-s).Grow(1).Refine(r), [&](std::size_t f) {
        if (fine.Patches()[f].owner != rank) others.push_back(f);
      });
  std::sort(others.begin(), others.end());
  others.erase(std::unique(others.begin(), others.end()), others.end());
  std::vector<FluxRegisterEntry> theirs;
  for (std::size_t f : others) AddEntriesOf(f, coarse, fine, r, theirs);
  for (const FluxRegisterEntry& e : theirs)
    if (coarse.Patches()[e.coarse_id].owner == rank) entries.push_back(e);
  std::sort(entries.begin(), entries.end(),
            [](const FluxRegisterEntry& a, const FluxRegisterEntry& b) {
              return std::tie(a.dir, a.side, a.coarse_id, a.region, a.fine_id) <
                     std::tie(b.dir, b.side, b.coarse_id, b.region, b.fine_id);
            });
  return entries;
}

FluxRegister::FluxRegister(const PatchLevel& coarse, const PatchLevel& fine, int ratio,
                           const FluxComponents& flux, const Comm& comm)
    : ratio_(coarse.GetDomain().RatioVect(ratio)),
      coarse_dx_(coarse.GetDomain().dx),
      num_comp_(flux.count),
      flux_(flux),
      entries_(ComputeFluxRegisterEntries(coarse, fine, ratio)) {
  const auto& fine_patches = fine.Patches();
  const auto& coarse_patches = coarse.Patches();
  by_coarse_patch_.resize(coarse_patches.size());
  by_fine_patch_.resize(fine_patches.size());
  for (size_t e = 0; e < entries_.size(); ++e) {
    by_coarse_patch_[entries_[e].coarse_id].push_back(e);
    by_fine_patch_[entries_[e].fine_id].push_back(e);
  }

  FabLayout fine_layout, coarse_layout;
  std::vector<CopyItem> items;
  fine_sums_.resize(entries_.size());
  coarse_fluxes_.resize(entries_.size());
  received_.resize(entries_.size());
  for (size_t e = 0; e < entries_.size(); ++e) {
    const Entry& entry = entries_[e];
    const IntVect n = entry.region.Size();
    fine_layout.data_boxes.push_back(entry.region);
    fine_layout.owners.push_back(fine_patches[entry.fine_id].owner);
    coarse_layout.data_boxes.push_back(entry.region);
    coarse_layout.owners.push_back(coarse_patches[entry.coarse_id].owner);
    items.push_back({static_cast<int64_t>(e), static_cast<int64_t>(e), entry.region, {0, 0, 0}});
    auto make = [&](const char* label) {
      return FieldView(std::string(label), num_comp_, n[2], n[1], n[0]);
    };
    if (fine_layout.owners.back() == comm.rank) fine_sums_[e] = make("amr::FluxRegisterFine");
    if (coarse_layout.owners.back() == comm.rank) {
      coarse_fluxes_[e] = make("amr::FluxRegisterCoarse");
      received_[e] = make("amr::FluxRegisterReceived");
    }
  }
  copier_ = Copier(fine_layout, coarse_layout, items, num_comp_, comm);
}

void FluxRegister::Reset() {
  // A cell loop, not Kokkos::deep_copy, which allocates a label on every call.
  for (const FieldView& sum : fine_sums_) {
    if (sum.size() == 0) continue;
    const int num_comp = num_comp_;
    const Box cells({0, 0, 0},
                    {int(sum.extent(3)) - 1, int(sum.extent(2)) - 1, int(sum.extent(1)) - 1});
    ForEachCell(
        "amr::FluxRegisterReset", cells, KOKKOS_LAMBDA(int k, int j, int i) {
          for (int c = 0; c < num_comp; ++c) sum(c, k, j, i) = 0.0;
        });
  }
}

void FluxRegister::StoreCoarse(const Patch& coarse_patch, const std::array<FieldView, 3>& fluxes,
                               double dt, bool add) {
  for (size_t e : by_coarse_patch_[coarse_patch.id]) {
    const Entry& entry = entries_[e];
    const FieldView flux = fluxes[entry.dir], store = coarse_fluxes_[e];
    const int num_comp = num_comp_;
    // The interface is the coarse cell's high face (fine patch's low side) or its low face.
    const int face_offset = entry.side == 0 ? 1 : 0;
    const int di = entry.dir == 0 ? face_offset : 0, dj = entry.dir == 1 ? face_offset : 0,
              dk = entry.dir == 2 ? face_offset : 0;
    const IntVect to_patch = entry.region.lo - coarse_patch.DataBox().lo;
    ForEachCell(
        "amr::FluxRegisterStoreCoarse", entry.region.Shift(-entry.region.lo),
        KOKKOS_LAMBDA(int k, int j, int i) {
          const int pk = k + to_patch[2] + dk, pj = j + to_patch[1] + dj, pi = i + to_patch[0] + di;
          for (int c = 0; c < num_comp; ++c) {
            const double scaled = dt * flux(c, pk, pj, pi);
            store(c, k, j, i) = add ? store(c, k, j, i) + scaled : scaled;
          }
        });
  }
}

void FluxRegister::AccumulateFine(const Patch& fine_patch, const std::array<FieldView, 3>& fluxes,
                                  double dt) {
  for (size_t e : by_fine_patch_[fine_patch.id]) {
    const Entry& entry = entries_[e];
    const FieldView flux = fluxes[entry.dir], sum = fine_sums_[e];
    const int num_comp = num_comp_, dir = entry.dir, side = entry.side;
    const IntVect r = ratio_;
    // Fine faces per coarse face: the product of the ratios across the face.
    int faces = 1;
    for (int d = 0; d < kDim; ++d)
      if (d != dir) faces *= r[d];
    const double weight = dt / faces;
    // Coarse cell (in the register's index space) -> fine face index in the patch's local space.
    const IntVect coarse_lo = entry.region.lo - entry.shift;
    const IntVect patch_lo = fine_patch.DataBox().lo;
    const int ti = dir == 0 ? 1 : r[0], tj = dir == 1 ? 1 : r[1], tk = dir == 2 ? 1 : r[2];
    ForEachCell(
        "amr::FluxRegisterAccumulateFine", entry.region.Shift(-entry.region.lo),
        KOKKOS_LAMBDA(int k, int j, int i) {
          const int cell[3] = {i + coarse_lo[0], j + coarse_lo[1], k + coarse_lo[2]};
          int first[3];  // the first fine face (global fine index), then local
          for (int d = 0; d < 3; ++d) first[d] = cell[d] * r[d] - patch_lo[d];
          // Along dir: the fine face on the interface (low face of the fine cell index).
          first[dir] = (side == 0 ? (cell[dir] + 1) * r[dir] : cell[dir] * r[dir]) - patch_lo[dir];
          for (int c = 0; c < num_comp; ++c) {
            double total = 0.0;
            for (int fk = 0; fk < tk; ++fk)
              for (int fj = 0; fj < tj; ++fj)
                for (int fi = 0; fi < ti; ++fi)
                  total += flux(c, first[2] + fk, first[1] + fj, first[0] + fi);
            sum(c, k, j, i) += weight * total;
          }
        });
  }
}

void FluxRegister::FinishReflux(PatchLevel& coarse) {
  copier_.Finish(received_);
  const double inv_dx = 1.0 / coarse_dx_;
  // Entries are sorted by direction then side: corrections to one cell come in that fixed order.
  for (size_t e = 0; e < entries_.size(); ++e) {
    const Entry& entry = entries_[e];
    Patch* patch = coarse.FindLocal(entry.coarse_id);
    if (patch == nullptr) continue;
    const FieldView u = patch->data, coarse_flux = coarse_fluxes_[e], fine_flux = received_[e];
    const int num_state = patch->NumComponents();
    const FluxComponents layout = flux_;
    const double sign = entry.side == 0 ? inv_dx : -inv_dx;
    const IntVect to_patch = entry.region.lo - patch->DataBox().lo;
    ForEachCell(
        "amr::Reflux", entry.region.Shift(-entry.region.lo), KOKKOS_LAMBDA(int k, int j, int i) {
          const int pk = k + to_patch[2], pj = j + to_patch[1], pi = i + to_patch[0];
          for (int c = 0; c < num_state; ++c) {
            double correction = coarse_flux(c, k, j, i) - fine_flux(c, k, j, i);
            for (int n = 0; n < layout.advected; ++n)
              if (layout.field[n] == c) {
                const int v = layout.velocity[n];
                correction -= u(c, pk, pj, pi) * (coarse_flux(v, k, j, i) - fine_flux(v, k, j, i));
              }
            u(c, pk, pj, pi) += sign * correction;
          }
        });
  }
  FenceKernels();
}

}  // namespace vagus::amr
