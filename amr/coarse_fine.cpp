// Coarse-to-fine filling: the schedule (coarse patches -> one coarse temporary per fine patch,
// periodic images included), time interpolation and boundary conditions on the temporaries, and
// the limited linear interpolation into the fine cells.
#include <vagus/amr/coarse_fine.hpp>

#include <algorithm>
#include <tuple>

#include <vagus/base/error.hpp>
#include <vagus/amr/ghost_exchange.hpp>

namespace vagus::amr {
namespace {

Box BoundingBox(const BoxList& boxes) {
  Box bound;
  for (const Box& b : boxes)
    bound = bound.Empty() ? b : Box(Min(bound.lo, b.lo), Max(bound.hi, b.hi));
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

BoxList UncoveredGhostRegion(const PatchLevel& level, std::size_t id) {
  const Domain& domain = level.GetDomain();
  const auto& patches = level.Patches();
  const Box grown = domain.ClipNonPeriodic(patches[id].box.Grow(level.Ghosts()));
  // The images meeting the grown box, in the order of an all-pairs loop (patch, then shift), so
  // the complement's boxes do not depend on how they were found.
  const std::vector<IntVect> shifts = domain.PeriodicShifts();
  std::vector<std::pair<std::size_t, std::size_t>> images;  // (patch, shift number)
  for (std::size_t s = 0; s < shifts.size(); ++s)
    level.Index().ForEachIntersecting(grown.Shift(-shifts[s]), [&](std::size_t m) {
      if (m != id || s != 0) images.emplace_back(m, s);
    });
  std::sort(images.begin(), images.end());
  BoxList covering{patches[id].box};
  for (const auto& [m, s] : images) covering.push_back(patches[m].box.Shift(shifts[s]));
  return Complement(grown, covering);
}

FillRegions UncoveredGhostRegions(const PatchLevel& level) {
  return {[&level](std::size_t id) { return UncoveredGhostRegion(level, id); }, level.Ghosts()};
}

namespace {

// What one fine patch's temporary holds: the coarse cells under its regions plus one for slopes,
// clipped to the domain where not periodic (its ghosts cover the rest), as disjoint boxes, and
// their bounding box. Only these cells are fetched and interpolated in time: for a ghost shell,
// a shell of coarse cells, not the whole box under the patch.
struct TempCells {
  BoxList needed;
  Box valid;
};

TempCells NeededCoarseCells(const BoxList& regions, IntVect ratio, const Domain& coarse_domain) {
  TempCells t;
  const IntVect slope_cells = coarse_domain.GhostVect(1);
  for (const Box& region : regions) {
    const Box box = coarse_domain.ClipNonPeriodic(region.Coarsen(ratio).Grow(slope_cells));
    for (const Box& piece : Complement(box, t.needed)) t.needed.push_back(piece);
  }
  t.valid = BoundingBox(t.needed);
  return t;
}

IntVect TempGhosts(const Domain& coarse_domain) { return coarse_domain.GhostVect(2); }

// Copies into temporary `t` from the coarse patches, periodic images included; only those from
// coarse patches of `rank` unless `rank` is negative.
void AddTempItems(std::size_t t, const BoxList& needed, const PatchLevel& coarse, int rank,
                  std::vector<CopyItem>& items) {
  const std::vector<IntVect> shifts = coarse.GetDomain().PeriodicShifts();
  for (const Box& cells : needed)
    for (const IntVect& s : shifts)
      coarse.Index().ForEachIntersecting(cells.Shift(-s), [&](std::size_t c) {
        if (rank >= 0 && coarse.Patches()[c].owner != rank) return;
        items.push_back({static_cast<int64_t>(c), static_cast<int64_t>(t),
                         cells.Intersect(coarse.Patches()[c].box.Shift(s)), s});
      });
}

}  // namespace

CoarseFineSchedule ComputeCoarseFineSchedule(const PatchLevel& coarse, const PatchLevel& fine,
                                             int ratio, const FillRegions& regions) {
  const Domain& coarse_domain = coarse.GetDomain();
  const IntVect r = coarse_domain.RatioVect(ratio);
  const int rank = fine.Rank();
  CoarseFineSchedule schedule;
  schedule.temps.data_boxes.assign(fine.Patches().size(), Box());
  schedule.temps.owners.resize(fine.Patches().size());
  for (std::size_t id = 0; id < fine.Patches().size(); ++id)
    schedule.temps.owners[id] = fine.Patches()[id].owner;
  const auto add_temp = [&](std::size_t id, int from_rank) {
    const TempCells t = NeededCoarseCells(regions.of(id), r, coarse_domain);
    if (t.needed.empty()) return;
    schedule.temps.data_boxes[id] = t.valid.Grow(TempGhosts(coarse_domain));
    AddTempItems(id, t.needed, coarse, from_rank, schedule.items);
  };
  // This rank's temporaries, from every coarse patch.
  for (const Patch& p : fine.LocalPatches()) add_temp(static_cast<std::size_t>(p.id), -1);
  // Other ranks' temporaries that this rank's coarse patches feed: their fine patches lie within
  // reach (plus the slope cell) of a coarse patch's image, refined.
  std::vector<std::size_t> fed;
  const IntVect slope_cells = coarse_domain.GhostVect(1);
  for (const Patch& c : coarse.LocalPatches())
    for (const IntVect& s : coarse_domain.PeriodicShifts()) {
      const Box near = c.box.Shift(s).Grow(slope_cells).Refine(r).Grow(regions.reach);
      fine.Index().ForEachIntersecting(near, [&](std::size_t id) {
        if (fine.Patches()[id].owner != rank) fed.push_back(id);
      });
    }
  std::sort(fed.begin(), fed.end());
  fed.erase(std::unique(fed.begin(), fed.end()), fed.end());
  for (std::size_t id : fed) add_temp(id, rank);
  std::sort(schedule.items.begin(), schedule.items.end(), [](const CopyItem& a, const CopyItem& b) {
    return std::tie(a.dst, a.region, a.src, a.shift) < std::tie(b.dst, b.region, b.src, b.shift);
  });
  return schedule;
}

CoarseFineFiller::CoarseFineFiller(const PatchLevel& coarse, const PatchLevel& fine, int ratio,
                                   const FillRegions& regions, const Comm& comm)
    : ratio_(coarse.GetDomain().RatioVect(ratio)), coarse_domain_(coarse.GetDomain()) {
  VAGUS_ASSERT(ratio >= 1 && ratio <= kMaxRatio,
               "refinement ratio beyond the coarse-fine filler's");
  const int num_comp = coarse.NumComponents();
  const IntVect temp_ghosts = TempGhosts(coarse_domain_);
  temp_views_.assign(fine.Patches().size(), FieldView());
  const CoarseFineSchedule schedule = ComputeCoarseFineSchedule(coarse, fine, ratio, regions);
  std::vector<bool> remote(fine.Patches().size(), false);
  for (const CopyItem& item : schedule.items)
    if (coarse.Patches()[item.src].owner != comm.rank) remote[item.dst] = true;
  for (const Patch& p : fine.LocalPatches()) {
    BoxList fill = regions.of(static_cast<std::size_t>(p.id));
    TempCells t = NeededCoarseCells(fill, ratio_, coarse_domain_);
    if (t.needed.empty()) continue;
    Target target{p.id, std::move(fill), std::move(t.needed),
                  Patch(p.id, t.valid, temp_ghosts, 2 * num_comp), remote[p.id]};
    temp_views_[p.id] = target.temp.data;
    targets_.push_back(std::move(target));
  }
  old_copier_ = Copier(coarse.Layout(), schedule.temps, schedule.items, num_comp, comm, 0, 0);
  new_copier_ =
      Copier(coarse.Layout(), schedule.temps, schedule.items, num_comp, comm, 0, num_comp);
}

void CoarseFineFiller::Fill(const PatchLevel& coarse, PatchLevel& fine, double alpha, double time,
                            const Kernel& kernel, const BoundaryConditions& boundaries) {
  Start(coarse, alpha);
  FillLocal(fine, alpha, time, kernel, boundaries);
  Finish(fine, alpha, time, kernel, boundaries);
}

void CoarseFineFiller::Start(const PatchLevel& coarse, double alpha) {
  // At either end of the coarser level's step one state is the answer, fetched as it is: the
  // old one at alpha = 0 (every first substep), the new one at alpha = 1 (after a regrid).
  const bool at_new = alpha == 1.0, at_end = alpha == 0.0 || at_new;
  old_copier_.Start(at_new ? coarse.Views() : coarse.OldViews(), temp_views_);
  if (!at_end) new_copier_.Start(coarse.Views(), temp_views_);
}

void CoarseFineFiller::FillLocal(PatchLevel& fine, double alpha, double time, const Kernel& kernel,
                                 const BoundaryConditions& boundaries) {
  for (Target& target : targets_)
    if (!target.remote) FillTarget(target, fine, alpha, time, kernel, boundaries);
}

void CoarseFineFiller::Finish(PatchLevel& fine, double alpha, double time, const Kernel& kernel,
                              const BoundaryConditions& boundaries) {
  old_copier_.Finish(temp_views_);
  if (alpha != 0.0 && alpha != 1.0) new_copier_.Finish(temp_views_);
  for (Target& target : targets_)
    if (target.remote) FillTarget(target, fine, alpha, time, kernel, boundaries);
  FenceKernels();
}

bool CoarseFineFiller::HasRemoteSources(int64_t id) const {
  const auto target = std::find_if(targets_.begin(), targets_.end(),
                                   [id](const Target& t) { return t.patch_id == id; });
  return target != targets_.end() && target->remote;
}

// Time interpolation into the first num_comp components of the temporary, then its physical
// boundaries (cells of the box that are not needed hold NaN; the slopes of needed cells never
// read what the boundary conditions make of them), then the fine cells.
void CoarseFineFiller::FillTarget(Target& target, PatchLevel& fine, double alpha, double time,
                                  const Kernel& kernel,
                                  const BoundaryConditions& boundaries) const {
  const int num_comp = fine.NumComponents();
  Patch& temp = target.temp;
  const FieldView t = temp.data;
  if (alpha != 0.0 && alpha != 1.0)
    for (const Box& cells : target.needed)
      ForEachCell(
          "amr::CoarseFineTimeInterpolation", temp.ToLocal(cells),
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
  Patch& patch = *fine.FindLocal(target.patch_id);
  for (const Box& region : target.regions) Interpolate(temp, patch, region, num_comp);
}

// Each coarse cell under `region` (fine index space), per component: the MC slopes in each
// direction and one factor that keeps every child within the neighbours' range, then its children
// in the region: the coarse value plus the limited slopes times the child's offset. The slopes
// are computed once per coarse cell and used at once, so they are never stored.
void CoarseFineFiller::Interpolate(const Patch& temp, Patch& patch, const Box& region,
                                   int num_comp) const {
  const IntVect r = ratio_;
  const int step[3] = {coarse_domain_.Active(0), coarse_domain_.Active(1),
                       coarse_domain_.Active(2)};
  const FieldView u = patch.data, t = temp.data;
  const IntVect fine_lo = patch.DataBox().lo, temp_lo = temp.DataBox().lo;
  const IntVect region_lo = region.lo, region_hi = region.hi;
  // A child's centre relative to its coarse cell's, in coarse cells, by its offset o within it.
  struct ChildOffsets {
    double x[3][kMaxRatio];
  } offsets{};
  for (int d = 0; d < 3; ++d)
    for (int o = 0; o < r[d]; ++o) offsets.x[d][o] = (o + 0.5) / r[d] - 0.5;
  ForEachCell(
      "amr::CoarseFineInterpolation", temp.ToLocal(region.Coarsen(ratio_)),
      KOKKOS_LAMBDA(int k, int j, int i) {
        const int cl[3] = {i, j, k};      // the coarse cell, in the temporary's local index space
        int child[3], first[3], last[3];  // its first child, and its children in the region
        for (int d = 0; d < 3; ++d) {
          child[d] = (cl[d] + temp_lo[d]) * r[d];
          first[d] = child[d] > region_lo[d] ? child[d] : region_lo[d];
          last[d] = child[d] + r[d] - 1 < region_hi[d] ? child[d] + r[d] - 1 : region_hi[d];
        }
        for (int c = 0; c < num_comp; ++c) {
          const double centre = t(c, k, j, i);
          double slope[3], low = centre, high = centre, deviation = 0.0;
          for (int d = 0; d < 3; ++d) {
            const int di = d == 0 ? step[0] : 0, dj = d == 1 ? step[1] : 0,
                      dk = d == 2 ? step[2] : 0;
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
          const double scale = deviation > room ? room / deviation : 1.0;
          for (int fk = first[2]; fk <= last[2]; ++fk) {
            const double x2 = offsets.x[2][fk - child[2]];
            for (int fj = first[1]; fj <= last[1]; ++fj) {
              const double x1 = offsets.x[1][fj - child[1]];
              for (int fi = first[0]; fi <= last[0]; ++fi) {
                const double x0 = offsets.x[0][fi - child[0]];
                u(c, fk - fine_lo[2], fj - fine_lo[1], fi - fine_lo[0]) =
                    centre + scale * (slope[0] * x0 + slope[1] * x1 + slope[2] * x2);
              }
            }
          }
        }
      });
}

}  // namespace vagus::amr
