// Coarse-to-fine filling: the schedule (coarse patches -> one coarse temporary per fine patch,
// periodic images included), time interpolation and boundary conditions on the temporaries, and
// the limited linear interpolation into the fine cells.
#include "amr/coarse_fine.hpp"

#include <algorithm>

#include "amr/base/error.hpp"
#include "amr/ghost_exchange.hpp"

namespace vagus::amr {
namespace {

Box BoundingBox(const BoxList& boxes) {
  Box bound;
  for (const Box& b : boxes) bound = bound.Empty() ? b : Box(Min(bound.lo, b.lo), Max(bound.hi, b.hi));
  return bound;
}

// Monotonized-central slope of one component from its two neighbours.
KOKKOS_INLINE_FUNCTION double McSlope(double minus, double centre, double plus) {
  const double backward = centre - minus, forward = plus - centre;
  if (backward * forward <= 0.0) return 0.0;
  const double central = 0.5 * (plus - minus);
  const double bound = 2.0 * (backward > 0.0 ? (backward < forward ? backward : forward)
                                            : (backward > forward ? backward : forward));
  return backward > 0.0 ? (central < bound ? central : bound) : (central > bound ? central : bound);
}

}  // namespace

std::vector<BoxList> UncoveredGhostRegions(const PatchLevel& level) {
  const Domain& domain = level.GetDomain();
  const auto& patches = level.Patches();
  const std::vector<IntVect> shifts = domain.PeriodicShifts();
  std::vector<BoxList> regions(patches.size());
  for (size_t n = 0; n < patches.size(); ++n) {
    const Box grown = domain.ClipNonPeriodic(patches[n].box.Grow(level.Ghosts()));
    BoxList covering{patches[n].box};
    for (size_t m = 0; m < patches.size(); ++m)
      for (const IntVect& s : shifts) {
        const Box image = patches[m].box.Shift(s);
        if (image.Intersects(grown) && !(m == n && s == IntVect{0, 0, 0}))
          covering.push_back(image);
      }
    regions[n] = Complement(grown, covering);
  }
  return regions;
}

CoarseFineFiller::CoarseFineFiller(const PatchLevel& coarse, const PatchLevel& fine, int ratio,
                                   std::vector<BoxList> regions, const Comm& comm)
    : ratio_(coarse.GetDomain().RatioVect(ratio)),
      coarse_domain_(coarse.GetDomain()),
      regions_(std::move(regions)) {
  VAGUS_ASSERT(regions_.size() == fine.Patches().size(), "one region list per fine patch");
  const int num_comp = coarse.NumComponents();
  const IntVect slope_cells = coarse_domain_.GhostVect(1);
  const IntVect temp_ghosts = coarse_domain_.GhostVect(2);

  // One temporary per fine patch with something to fill, over the bounding box of the coarse
  // cells under its regions plus one for slopes, clipped to the domain where not periodic (its
  // ghosts cover the rest). Only the cells the regions need are fetched and interpolated in time:
  // for a ghost shell, a shell of coarse cells, not the whole box under the patch.
  FabLayout temp_layout;
  std::vector<BoxList> needed;  // per temporary: the coarse cells it needs, disjoint boxes
  temp_of_patch_.assign(regions_.size(), -1);
  for (size_t id = 0; id < regions_.size(); ++id) {
    if (regions_[id].empty()) continue;
    BoxList cells;
    for (const Box& region : regions_[id]) {
      const Box box = coarse_domain_.ClipNonPeriodic(region.Coarsen(ratio_).Grow(slope_cells));
      for (const Box& piece : Complement(box, cells)) cells.push_back(piece);
    }
    const Box valid = BoundingBox(cells);
    temp_of_patch_[id] = static_cast<int64_t>(temp_layout.owners.size());
    temp_layout.data_boxes.push_back(valid.Grow(temp_ghosts));
    temp_layout.owners.push_back(fine.Patches()[id].owner);
    if (fine.Patches()[id].owner == comm.rank) {
      Patch temp(temp_of_patch_[id], valid, temp_ghosts, 2 * num_comp);
      temps_.push_back(temp);
      slopes_.emplace_back(temp_of_patch_[id], valid, temp_ghosts, 4 * num_comp);  // same indices
      needed_.push_back(cells);
    }
    needed.push_back(std::move(cells));
  }
  temp_views_.assign(temp_layout.owners.size(), FieldView());
  for (const Patch& t : temps_) temp_views_[t.id] = t.data;

  // Coarse valid cells into the temporaries, periodic images included, in canonical order.
  std::vector<CopyItem> items;
  const std::vector<IntVect> shifts = coarse_domain_.PeriodicShifts();
  const auto& coarse_patches = coarse.Patches();
  for (size_t t = 0; t < needed.size(); ++t)
    for (const Box& cells : needed[t])
      for (size_t c = 0; c < coarse_patches.size(); ++c)
        for (const IntVect& s : shifts) {
          const Box region = cells.Intersect(coarse_patches[c].box.Shift(s));
          if (!region.Empty())
            items.push_back({static_cast<int64_t>(c), static_cast<int64_t>(t), region, s});
        }
  old_copier_ = Copier(coarse.Layout(), temp_layout, items, num_comp, comm, 0, 0);
  new_copier_ = Copier(coarse.Layout(), temp_layout, items, num_comp, comm, 0, num_comp);
}

void CoarseFineFiller::Fill(const PatchLevel& coarse, PatchLevel& fine, double alpha,
                            double time, const Kernel& kernel,
                            const BoundaryConditions& boundaries) {
  // At either end of the coarser level's step one state is the answer, fetched as it is: the
  // old one at alpha = 0 (every first substep), the new one at alpha = 1 (after a regrid).
  const bool at_old = alpha == 0.0, at_new = alpha == 1.0, at_end = at_old || at_new;
  old_copier_.Copy(at_new ? coarse.Views() : coarse.OldViews(), temp_views_);
  if (!at_end) new_copier_.Copy(coarse.Views(), temp_views_);

  const int num_comp = coarse.NumComponents();
  for (size_t n = 0; n < temps_.size(); ++n) {
    // Time interpolation into the first num_comp components, then physical boundaries (cells of
    // the box that are not needed hold NaN; the slopes of needed cells never read what the
    // boundary conditions make of them).
    Patch& temp = temps_[n];
    const FieldView t = temp.data;
    if (!at_end)
      for (const Box& cells : needed_[n])
        ForEachCell("amr::CoarseFineTimeInterpolation", temp.ToLocal(cells),
                    KOKKOS_LAMBDA(int k, int j, int i) {
                      for (int c = 0; c < num_comp; ++c)
                        t(c, k, j, i) += alpha * (t(num_comp + c, k, j, i) - t(c, k, j, i));
                    });
    for (int d = 0; d < kDim; ++d) {
      if (coarse_domain_.periodic[d] || !coarse_domain_.Active(d)) continue;
      if (temp.box.lo[d] == coarse_domain_.box.lo[d])
        kernel.FillBoundary(temp, coarse_domain_, time, d, 0, boundaries.kind[d][0]);
      if (temp.box.hi[d] == coarse_domain_.box.hi[d])
        kernel.FillBoundary(temp, coarse_domain_, time, d, 1, boundaries.kind[d][1]);
    }
  }

  for (size_t id = 0; id < regions_.size(); ++id) {
    Patch* patch = fine.FindLocal(static_cast<int64_t>(id));
    if (patch == nullptr || regions_[id].empty()) continue;
    const int64_t number = temp_of_patch_[id];
    const auto temp = std::find_if(temps_.begin(), temps_.end(),
                                   [number](const Patch& p) { return p.id == number; });
    const Patch& slopes = slopes_[temp - temps_.begin()];
    for (const Box& region : regions_[id]) ComputeSlopes(*temp, slopes, region, num_comp);
    for (const Box& region : regions_[id]) Interpolate(*temp, slopes, *patch, region, num_comp);
  }
  Kokkos::fence();
}

// Per coarse cell under `region` (fine index space) and component: the MC slopes in each
// direction and the factor that keeps every child within the neighbours' range, stored as
// (4 c + d) for the slope along d and (4 c + 3) for the factor. Computed once per coarse cell,
// not once per child.
void CoarseFineFiller::ComputeSlopes(const Patch& temp, const Patch& slopes, const Box& region,
                                     int num_comp) const {
  const IntVect r = ratio_;
  const int step[3] = {coarse_domain_.Active(0), coarse_domain_.Active(1), coarse_domain_.Active(2)};
  const FieldView t = temp.data, s = slopes.data;
  ForEachCell("amr::CoarseFineSlopes", temp.ToLocal(region.Coarsen(ratio_)),
              KOKKOS_LAMBDA(int k, int j, int i) {
    for (int c = 0; c < num_comp; ++c) {
      const double centre = t(c, k, j, i);
      double slope[3], low = centre, high = centre, deviation = 0.0;
      for (int d = 0; d < 3; ++d) {
        const int di = d == 0 ? step[0] : 0, dj = d == 1 ? step[1] : 0, dk = d == 2 ? step[2] : 0;
        const double minus = t(c, k - dk, j - dj, i - di);
        const double plus = t(c, k + dk, j + dj, i + di);
        slope[d] = McSlope(minus, centre, plus);
        low = minus < low ? minus : low;
        low = plus < low ? plus : low;
        high = minus > high ? minus : high;
        high = plus > high ? plus : high;
        deviation += (slope[d] < 0.0 ? -slope[d] : slope[d]) * (0.5 - 0.5 / r[d]);
      }
      // Scale the slopes so that no child leaves [low, high]: conservative and bounded.
      const double room = (high - centre < centre - low) ? high - centre : centre - low;
      for (int d = 0; d < 3; ++d) s(4 * c + d, k, j, i) = slope[d];
      s(4 * c + 3, k, j, i) = deviation > room ? room / deviation : 1.0;
    }
  });
}

// Each fine cell of `region`: its coarse cell's value plus the limited slopes times its offset.
void CoarseFineFiller::Interpolate(const Patch& temp, const Patch& slopes, Patch& patch,
                                   const Box& region, int num_comp) const {
  const IntVect r = ratio_;
  const FieldView u = patch.data, t = temp.data, s = slopes.data;
  const IntVect fine_lo = patch.DataBox().lo, temp_lo = temp.DataBox().lo;
  ForEachCell("amr::CoarseFineInterpolation", patch.ToLocal(region),
              KOKKOS_LAMBDA(int k, int j, int i) {
    const int f[3] = {i + fine_lo[0], j + fine_lo[1], k + fine_lo[2]};
    int cl[3];    // the coarse cell, in the temporary's local index space
    double x[3];  // the fine cell's centre relative to the coarse centre, in coarse cells
    for (int d = 0; d < 3; ++d) {
      const int under = f[d] >= 0 ? f[d] / r[d] : -((-f[d] + r[d] - 1) / r[d]);
      cl[d] = under - temp_lo[d];
      x[d] = (f[d] - under * r[d] + 0.5) / r[d] - 0.5;
    }
    for (int c = 0; c < num_comp; ++c) {
      const double centre = t(c, cl[2], cl[1], cl[0]);
      const double scale = s(4 * c + 3, cl[2], cl[1], cl[0]);
      u(c, k, j, i) = centre + scale * (s(4 * c, cl[2], cl[1], cl[0]) * x[0] +
                                        s(4 * c + 1, cl[2], cl[1], cl[0]) * x[1] +
                                        s(4 * c + 2, cl[2], cl[1], cl[0]) * x[2]);
    }
  });
}

}  // namespace vagus::amr
