// CoarseFineFiller: fills cells of a fine level from the next coarser level, as Berger-Oliger
// needs for coarse-fine ghost cells and regridding needs for newly refined cells. Coarse data are
// first interpolated linearly in time between the coarse level's old and new states, gathered
// (over MPI) into a small coarse temporary per fine patch whose out-of-domain cells the physics
// kernel's boundary conditions fill, then interpolated in space: conservative piecewise-linear
// with MC-limited slopes, scaled so no child leaves the range of its coarse neighbourhood.
#pragma once

#include <vector>

#include "amr/boundary.hpp"
#include "amr/copier.hpp"
#include "amr/kernel.hpp"
#include "amr/patch_level.hpp"

namespace vagus::amr {

class CoarseFineFiller {
 public:
  // `regions[id]` lists the cells (fine index space) of fine patch `id` to fill; replicated.
  CoarseFineFiller(const PatchLevel& coarse, const PatchLevel& fine, int ratio,
                   std::vector<BoxList> regions, const Comm& comm);

  // Fills the regions at time fraction alpha in [0, 1] between the coarse level's old (Patch::old)
  // and new (Patch::data) states; `time` is that time, for the kernel's boundary conditions on
  // the coarse data. Collective.
  void Fill(const PatchLevel& coarse, PatchLevel& fine, double alpha, double time,
            const Kernel& kernel, const BoundaryConditions& boundaries);

  // Seconds spent waiting for messages, all fills so far.
  [[nodiscard]] double WaitSeconds() const {
    return old_copier_.WaitSeconds() + new_copier_.WaitSeconds();
  }

 private:
  void ComputeSlopes(const Patch& temp, const Patch& slopes, const Box& region, int num_comp) const;
  void Interpolate(const Patch& temp, const Patch& slopes, Patch& patch, const Box& region,
                   int num_comp) const;

  IntVect ratio_;
  Domain coarse_domain_;
  std::vector<BoxList> regions_;
  std::vector<int64_t> temp_of_patch_;  // fine patch id -> temporary number, or -1
  std::vector<Patch> temps_;            // this rank's temporaries (coarse index space)
  std::vector<Patch> slopes_;           // per temporary: limited slopes of its valid cells
  std::vector<BoxList> needed_;         // per temporary: the coarse cells fetched into it
  FabViews temp_views_;                 // by temporary number
  Copier old_copier_, new_copier_;
};

// For each patch of `level`: its ghost cells that no same-level patch (periodic images included)
// covers and that lie inside the domain in non-periodic directions: what the coarser level fills.
[[nodiscard]] std::vector<BoxList> UncoveredGhostRegions(const PatchLevel& level);

}  // namespace vagus::amr
