// CoarseFineFiller: fills cells of a fine level from the next coarser level, as Berger-Oliger
// needs for coarse-fine ghost cells and regridding needs for newly refined cells. Coarse data are
// first interpolated linearly in time between the coarse level's old and new states, gathered
// (over MPI) into a small coarse temporary per fine patch whose out-of-domain cells the physics
// kernel's boundary conditions fill, then interpolated in space: conservative piecewise-linear
// with MC-limited slopes, scaled so no child leaves the range of its coarse neighbourhood.
#pragma once

#include <functional>
#include <vector>

#include <vagus/amr/boundary.hpp>
#include <vagus/amr/copier.hpp>
#include <vagus/amr/kernel.hpp>
#include <vagus/amr/patch_level.hpp>

namespace vagus::amr {

// The cells (fine index space, disjoint boxes) of fine patch `id` to fill; they lie within
// `reach` cells of the patch's box. Called for this rank's fine patches and for the fine patches
// near its coarse patches (whose temporaries it feeds), so it must give the same answer on every
// rank.
struct FillRegions {
  std::function<BoxList(std::size_t id)> of;
  IntVect reach{0, 0, 0};
};

// The copies of coarse valid cells into the temporaries (one per fine patch, numbered by fine
// patch id) that this rank (fine.Rank()) takes part in, in canonical order, and the
// temporaries' boxes (ghosts included; empty for temporaries this rank never touches).
struct CoarseFineSchedule {
  std::vector<CopyItem> items;
  FabLayout temps;
};
[[nodiscard]] CoarseFineSchedule ComputeCoarseFineSchedule(const PatchLevel& coarse,
                                                           const PatchLevel& fine, int ratio,
                                                           const FillRegions& regions);

// The largest refinement ratio (per direction) CoarseFineFiller interpolates at; decks allow 2
// and 4.
inline constexpr int kMaxRatio = 8;

class CoarseFineFiller {
 public:
  CoarseFineFiller(const PatchLevel& coarse, const PatchLevel& fine, int ratio,
                   const FillRegions& regions, const Comm& comm);

  // Fills the regions at time fraction alpha in [0, 1] between the coarse level's old (Patch::old)
  // and new (Patch::data) states; `time` is that time, for the kernel's boundary conditions on
  // the coarse data. Collective: Start, FillLocal, Finish in turn.
  void Fill(const PatchLevel& coarse, PatchLevel& fine, double alpha, double time,
            const Kernel& kernel, const BoundaryConditions& boundaries);

  // The same in steps, so that messages travel while work goes on: Start posts the copies and
  // does those within this rank; FillLocal fills the patches whose coarse cells all come from
  // this rank; Finish waits for the rest and fills the other patches. Every rank calls all three.
  void Start(const PatchLevel& coarse, double alpha);
  void FillLocal(PatchLevel& fine, double alpha, double time, const Kernel& kernel,
                 const BoundaryConditions& boundaries);
  void Finish(PatchLevel& fine, double alpha, double time, const Kernel& kernel,
              const BoundaryConditions& boundaries);
  // Whether fine patch `id` (local) gets coarse cells from another rank: filled only by Finish.
  [[nodiscard]] bool HasRemoteSources(int64_t id) const;

  // Waiting for messages, all fills so far.
  [[nodiscard]] MessageWaits Waits() const { return old_copier_.Waits() + new_copier_.Waits(); }

 private:
  void Interpolate(const Patch& temp, Patch& patch, const Box& region, int num_comp) const;
  struct Target;
  void FillTarget(Target& target, PatchLevel& fine, double alpha, double time, const Kernel& kernel,
                  const BoundaryConditions& boundaries) const;

  // One per local fine patch with cells to fill.
  struct Target {
    int64_t patch_id;
    BoxList regions;  // the fine cells to fill
    BoxList needed;   // the coarse cells fetched into the temporary
    Patch temp;       // coarse index space; components: old state, then new state
    bool remote;      // some of its coarse cells come from other ranks
  };

  IntVect ratio_;
  Domain coarse_domain_;
  std::vector<Target> targets_;
  FabViews temp_views_;  // by fine patch id
  Copier old_copier_, new_copier_;
};

// The ghost cells of patch `id` of `level` that no same-level patch (periodic images included)
// covers and that lie inside the domain in non-periodic directions: what the coarser level fills.
[[nodiscard]] BoxList UncoveredGhostRegion(const PatchLevel& level, std::size_t id);
// The ghost cells of every patch of `level`, for CoarseFineFiller.
[[nodiscard]] FillRegions UncoveredGhostRegions(const PatchLevel& level);

}  // namespace vagus::amr
