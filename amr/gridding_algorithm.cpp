// Tags -> clusters -> nested, chopped boxes -> owners -> a level filled from the old one and the
// coarser one.
#include <vagus/amr/average_down.hpp>
#include <vagus/amr/chop.hpp>
#include <vagus/amr/coarse_fine.hpp>
#include <vagus/amr/gridding_algorithm.hpp>
#include <vagus/amr/level_copy.hpp>
#include <vagus/amr/nesting.hpp>
#include <vagus/amr/tag_blocks.hpp>
#include <vagus/amr/tile_clustering.hpp>
#include <vagus/base/error.hpp>

namespace vagus::amr {

bool SameLayout(const std::vector<PatchInfo>& patches, const PatchLevel& level) {
  if (patches.size() != level.Patches().size()) return false;
  for (std::size_t n = 0; n < patches.size(); ++n)
    if (patches[n].box != level.Patches()[n].box || patches[n].owner != level.Patches()[n].owner)
      return false;
  return true;
}

GriddingAlgorithm::GriddingAlgorithm(const Kernel& kernel, const BoundaryConditions& boundaries,
                                     const AmrOptions& options, LoadBalancer& balancer)
    : kernel_(kernel), boundaries_(boundaries), options_(options), balancer_(balancer) {
  VAGUS_ASSERT(options_.max_level == 0 || options_.blocking_factor % options_.ratio == 0,
               "the blocking factor must be a multiple of the refinement ratio");
}

BoxList GriddingAlgorithm::BaseBoxes(const PatchHierarchy& hierarchy) const {
  return ChopToSize({hierarchy.GetDomain(0).box}, balancer_.Limits().cap, options_.blocking_factor);
}

void GriddingAlgorithm::MakeInitialHierarchy(PatchHierarchy& hierarchy, GhostFiller& ghosts) {
  hierarchy.Clear();
  const BoxList base = BaseBoxes(hierarchy);
  base_largest_ = balancer_.Limits().Largest();
  hierarchy.SetLevel(0,
                     hierarchy.MakeLevel(0, balancer_.LayOut(hierarchy, 0, base, nullptr, true)));
  for (Patch& p : hierarchy.Level(0).LocalPatches())
    kernel_.InitializePatch(p, hierarchy.GetDomain(0));

  // Refined levels, one at a time, each from the tags on the one below and set from the problem.
  for (int l = 0; l < options_.max_level; ++l) {
    hierarchy.Level(l).SaveOldState();  // level l + 1's ghost filling interpolates in time from it
    const BoxList fine = NewFineBoxes(hierarchy, l, ghosts);
    if (fine.empty()) break;
    std::vector<PatchInfo> patches = balancer_.LayOut(hierarchy, l + 1, fine, nullptr, true);
    hierarchy.SetLevel(l + 1, hierarchy.MakeLevel(l + 1, std::move(patches)));
    for (Patch& p : hierarchy.Level(l + 1).LocalPatches())
      kernel_.InitializePatch(p, hierarchy.GetDomain(l + 1));
  }
  // The coarse cells under finer ones hold the average of the finer data from the start.
  const Comm& comm = hierarchy.GetComm();
  for (int l = hierarchy.NumLevels() - 1; l > 0; --l)
    AverageDown(hierarchy.Level(l - 1), hierarchy.Level(l), options_.ratio, comm)
        .Apply(hierarchy.Level(l), hierarchy.Level(l - 1));
  if (options_.check_invariants) CheckInvariants(hierarchy);
}

void GriddingAlgorithm::RebalanceBase(PatchHierarchy& hierarchy) {
  PatchLevel& current = hierarchy.Level(0);
  // Splits for a smaller limit need no recut: the partitioner makes them.
  const bool recut = base_largest_ > 0 && balancer_.Limits().Largest() > base_largest_;
  base_largest_ = balancer_.Limits().Largest();
  std::vector<PatchInfo> patches = balancer_.LayOut(
      hierarchy, 0, recut ? BaseBoxes(hierarchy) : current.Boxes(), &current, true);
  if (!SameLayout(patches, current)) MoveLevel(hierarchy, 0, std::move(patches));
}

void GriddingAlgorithm::Rebalance(PatchHierarchy& hierarchy) {
  RebalanceBase(hierarchy);
  for (int l = 1; l < hierarchy.NumLevels(); ++l) {
    const PatchLevel& current = hierarchy.Level(l);
    std::vector<PatchInfo> patches =
        balancer_.LayOut(hierarchy, l, current.Boxes(), &current, true);
    if (!SameLayout(patches, current)) MoveLevel(hierarchy, l, std::move(patches));
  }
  if (options_.check_invariants) CheckInvariants(hierarchy);
}

void GriddingAlgorithm::MoveLevel(PatchHierarchy& hierarchy, int l,
                                  std::vector<PatchInfo> patches) {
  std::unique_ptr<PatchLevel> fresh = hierarchy.MakeLevel(l, std::move(patches));
  bytes_moved_ += CopyOverlaps(hierarchy.Level(l), *fresh, hierarchy.GetComm());
  hierarchy.SetLevel(l, std::move(fresh));
}

BoxList GriddingAlgorithm::NewFineBoxes(PatchHierarchy& hierarchy, int l, GhostFiller& ghosts) {
  PatchLevel& level = hierarchy.Level(l);
  ghosts.FillGhosts(l);
  const Domain& domain = hierarchy.GetDomain(l);
  const int block = options_.blocking_factor / options_.ratio;
  const BoxList region = CoarseNestingRegion(level.Boxes(), domain, options_.nesting_buffer, block);
  TileClusterOptions cluster;
  cluster.buffer_cells = options_.buffer_cells;
  cluster.efficiency = options_.efficiency;
  cluster.block = block;
  cluster.tile_blocks = options_.cluster_tile;
  TagBlockBuilder blocks(domain, region, cluster);
  for (const Patch& p : level.LocalPatches()) {
    const IntVect n = p.box.Size();
    TagView tags("amr::Tags", n[2], n[1], n[0]);
    kernel_.TagCells(p, domain, hierarchy.Time(l), tags);
    auto host = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), tags);
    blocks.Add(p.box, host.data());
  }
  // No size limit while clustering: the region refined must not depend on the patch size limit
  // (clustering would drop untagged pieces of chopped boxes). The fine boxes are chopped after.
  const BoxList clusters =
      ClusterBlocksAcrossRanks(blocks.Blocks(), level, cluster, hierarchy.GetComm());
  if (clusters.empty()) return {};
  const IntVect ratio = domain.RatioVect(options_.ratio);
  // Clipping to the nesting region cuts clusters along the region's own box boundaries; the
  // pieces are joined again where they can be, so the kernel gets fat patches.
  BoxList fine;
  for (const Box& b : Coalesce(Restrict(clusters, region))) fine.push_back(b.Refine(ratio));
  return ChopToSize(fine, balancer_.Limits().cap, options_.blocking_factor);
}

void GriddingAlgorithm::Regrid(PatchHierarchy& hierarchy, int base, GhostFiller& ghosts) {
  ++num_regrids_;
  for (int l = base; l < options_.max_level && l < hierarchy.NumLevels(); ++l) {
    const BoxList boxes = NewFineBoxes(hierarchy, l, ghosts);
    if (boxes.empty()) {  // nothing to refine: the finer levels go
      hierarchy.RemoveLevelsAbove(l);
      break;
    }
    const PatchLevel* old = l + 1 < hierarchy.NumLevels() ? &hierarchy.Level(l + 1) : nullptr;
    std::vector<PatchInfo> patches = balancer_.LayOut(hierarchy, l + 1, boxes, old, true);
    // Most regrids give a level the boxes and owners it has: it keeps its data. Its time is set,
    // as for a rebuilt level, so that the run's bits do not depend on whether it was rebuilt.
    if (old == nullptr || !SameLayout(patches, *old))
      ReplaceFineLevel(hierarchy, l, std::move(patches));
    hierarchy.SetTime(l + 1, hierarchy.Time(l));
    // The level above the rebuilt one (if any) is regridded next from this one's tags.
  }
  if (options_.check_invariants) CheckInvariants(hierarchy);
}

void GriddingAlgorithm::ReplaceFineLevel(PatchHierarchy& hierarchy, int l,
                                         std::vector<PatchInfo> patches) {
  const PatchLevel* old = l + 1 < hierarchy.NumLevels() ? &hierarchy.Level(l + 1) : nullptr;
  std::unique_ptr<PatchLevel> fresh = hierarchy.MakeLevel(l + 1, std::move(patches));
  // Cells the old fine level did not cover from the coarser level at its current time (alpha =
  // 1), then old fine data where it exists.
  const PatchLevel& fresh_level = *fresh;
  const FillRegions uncovered{[&fresh_level, old](std::size_t id) {
    const Box& box = fresh_level.Patches()[id].box;
    return old != nullptr ? Complement(box, old->Index().Intersecting(box)) : BoxList{box};
  }};
  const Comm& comm = hierarchy.GetComm();
  PatchLevel& coarse = hierarchy.Level(l);
  CoarseFineFiller(coarse, *fresh, options_.ratio, uncovered, comm)
      .Fill(coarse, *fresh, 1.0, hierarchy.Time(l), kernel_, boundaries_);
  if (old != nullptr) bytes_moved_ += CopyOverlaps(*old, *fresh, comm);
  hierarchy.SetLevel(l + 1, std::move(fresh));
}

void GriddingAlgorithm::RestoreLevel(PatchHierarchy& hierarchy, int l, const BoxList& boxes) {
  hierarchy.SetLevel(l,
                     hierarchy.MakeLevel(l, balancer_.LayOut(hierarchy, l, boxes, nullptr, false)));
  if (l == 0) base_largest_ = 0;
}

void GriddingAlgorithm::CheckInvariants(const PatchHierarchy& hierarchy) const {
  for (int l = 0; l < hierarchy.NumLevels(); ++l) {
    const BoxList boxes = hierarchy.Level(l).Boxes();
    const std::string problems = CheckLevelInvariants(
        boxes, hierarchy.GetDomain(l), options_.blocking_factor, balancer_.Limits().cap);
    VAGUS_ASSERT(problems.empty(), "level " + std::to_string(l) + ": " + problems);
    if (l > 0)
      VAGUS_ASSERT(ProperlyNested(boxes, hierarchy.Level(l - 1).Boxes(), hierarchy.GetDomain(l - 1),
                                  options_.ratio, options_.nesting_buffer),
                   "level " + std::to_string(l) + " is not properly nested");
  }
}

}  // namespace vagus::amr
