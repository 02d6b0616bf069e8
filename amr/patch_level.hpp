// PatchLevel: all patches of one refinement level. The patch list (boxes and owner ranks) is
// replicated on every rank, in one global order that defines the patch ids; field data exists only
// on the owning rank.
#pragma once

#include <vector>

#include <vagus/base/box_index.hpp>
#include <vagus/amr/copier.hpp>
#include <vagus/amr/domain.hpp>
#include <vagus/amr/patch.hpp>

namespace vagus::amr {

struct PatchInfo {
  Box box;
  int owner = 0;
};

class PatchLevel {
 public:
  PatchLevel(int level_number, const Domain& domain, std::vector<PatchInfo> patches,
             int num_components, int ghost_width, int my_rank);

  [[nodiscard]] int LevelNumber() const { return level_number_; }
  [[nodiscard]] const Domain& GetDomain() const { return domain_; }
  [[nodiscard]] const std::vector<PatchInfo>& Patches() const { return patches_; }
  // The patches' boxes, indexed (tags: owners): every schedule finds neighbours through it.
  [[nodiscard]] const BoxIndex& Index() const { return index_; }
  // The rank whose data this object holds (LocalPatches()).
  [[nodiscard]] int Rank() const { return rank_; }
  [[nodiscard]] IntVect Ghosts() const { return ghosts_; }
  [[nodiscard]] int NumComponents() const { return num_components_; }
  [[nodiscard]] int64_t NumCells() const;
  [[nodiscard]] int64_t NumLocalCells() const;
  [[nodiscard]] BoxList Boxes() const;
  // The patches as fabs for a Copier: data boxes (ghosts included) and owners, and this rank's
  // Views indexed by patch id (kept, so that copies inside the time step allocate nothing).
  [[nodiscard]] FabLayout Layout() const;
  [[nodiscard]] const FabViews& Views() const { return views_; }
  // Views of Patch::old by patch id (empty where not allocated or not local).
  [[nodiscard]] const FabViews& OldViews() const { return old_views_; }
  // Allocates Patch::old on every local patch (once) and copies the current state into it.
  void SaveOldState();
  // The owned patch with this id, or nullptr.
  [[nodiscard]] Patch* FindLocal(int64_t id);

  // The patches this rank owns, in increasing id order.
  [[nodiscard]] std::vector<Patch>& LocalPatches() { return local_; }
  [[nodiscard]] const std::vector<Patch>& LocalPatches() const { return local_; }

 private:
  int level_number_;
  Domain domain_;
  std::vector<PatchInfo> patches_;
  BoxIndex index_;
  int rank_;
  int num_components_;
  IntVect ghosts_;
  std::vector<Patch> local_;
  FabViews views_, old_views_;  // by patch id
};

}  // namespace vagus::amr
