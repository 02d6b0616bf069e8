// GriddingAlgorithm: makes and remakes the hierarchy's layout. Level 0 is the domain chopped to
// the patch-size limit; each finer level comes from the tags on the level below it: the kernel
// tags cells, the tags are grown by buffer_cells and clustered (Berger-Rigoutsos, per tile on the
// rank that owns it: tile_clustering.hpp), clipped to the properly nested region (nesting.hpp),
// refined and chopped to size (chop.hpp); the load balancer gives the patches owners, and the new
// level's cells come from the old level where it existed and are interpolated from the coarser
// level elsewhere (CoarseFineFiller). A level whose boxes and owners do not change keeps its data.
#pragma once

#include <cstdint>
#include <vagus/amr/amr_options.hpp>
#include <vagus/amr/boundary.hpp>
#include <vagus/amr/kernel.hpp>
#include <vagus/amr/load_balancer.hpp>
#include <vagus/amr/patch_hierarchy.hpp>

namespace vagus::amr {

// What tagging needs of the level integrator: level l's ghost cells filled (collective).
class GhostFiller {
 public:
  virtual ~GhostFiller() = default;
  virtual void FillGhosts(int l) = 0;
};

class GriddingAlgorithm {
 public:
  // The kernel tags and initialises cells and fills physical boundaries; the balancer gives
  // patches owners. Both must outlive this object.
  GriddingAlgorithm(const Kernel& kernel, const BoundaryConditions& boundaries,
                    const AmrOptions& options, LoadBalancer& balancer);

  // Collective. Level 0 over the domain, then each finer level from the tags on the one below,
  // every level set from the problem's initial state and averaged down onto the coarser ones.
  void MakeInitialHierarchy(PatchHierarchy& hierarchy, GhostFiller& ghosts);
  // Collective: level 0 moved to the owners the balancer now gives it (cut afresh from the domain
  // when the largest patch allowed has grown since it was laid out, so pieces split for a smaller
  // limit merge again). A layout that does not change keeps the level as it is.
  void RebalanceBase(PatchHierarchy& hierarchy);
  // Collective, between coarse steps: every level moved to the owners the balancer now gives it,
  // level 0 as RebalanceBase does and each finer level over its current boxes, so that the
  // solution does not change (the boxes the levels cover stay; a patch may be split).
  void Rebalance(PatchHierarchy& hierarchy);
  // Collective: levels base + 1 and up rebuilt from the tags on the levels below them, at the
  // time of level `base`; the levels above the last one with tags go.
  void Regrid(PatchHierarchy& hierarchy, int base, GhostFiller& ghosts);
  // Collective, for a restart: level l over `boxes` (one patch each, in order) with owners from
  // the balancer; the caller fills its valid cells. The limits level 0 was laid out with are not
  // saved: the next rebalance adopts the balancer's (a restart during a patch-size trial keeps
  // the trial's pieces on level 0).
  void RestoreLevel(PatchHierarchy& hierarchy, int l, const BoxList& boxes);

  // Aborts (VAGUS_ASSERT) unless every level's boxes are disjoint, inside the domain, aligned to
  // the blocking factor, within the size limit, and properly nested in the coarser level.
  void CheckInvariants(const PatchHierarchy& hierarchy) const;

  [[nodiscard]] const AmrOptions& Options() const { return options_; }
  // Regrids so far (restored with a checkpoint) and the patch data this rank sent to move
  // patches to their new owners.
  [[nodiscard]] int NumRegrids() const { return num_regrids_; }
  void SetNumRegrids(int regrids) { num_regrids_ = regrids; }
  [[nodiscard]] int64_t BytesMoved() const { return bytes_moved_; }

 private:
  // Boxes for level l + 1 from the tags on level l (empty: no refinement wanted).
  [[nodiscard]] BoxList NewFineBoxes(PatchHierarchy& hierarchy, int l, GhostFiller& ghosts);
  // The domain chopped to the deck's patch size: level 0's boxes before any split.
  [[nodiscard]] BoxList BaseBoxes(const PatchHierarchy& hierarchy) const;
  // Level l + 1 over `patches` (new, or replacing the old level), filled from the old level and
  // the coarser one.
  void ReplaceFineLevel(PatchHierarchy& hierarchy, int l, std::vector<PatchInfo> patches);
  // Level l over `patches`, which cover what it covers now, its data copied to their owners.
  void MoveLevel(PatchHierarchy& hierarchy, int l, std::vector<PatchInfo> patches);

  const Kernel& kernel_;
  BoundaryConditions boundaries_;
  AmrOptions options_;
  LoadBalancer& balancer_;
  int64_t base_largest_ = 0;  // Limits().Largest() when level 0 was laid out; 0: not known
  int num_regrids_ = 0;
  int64_t bytes_moved_ = 0;
};

// Whether `patches` are the level's patches (boxes and owners, in order).
[[nodiscard]] bool SameLayout(const std::vector<PatchInfo>& patches, const PatchLevel& level);

}  // namespace vagus::amr
