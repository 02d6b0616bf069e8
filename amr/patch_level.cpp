// A level's replicated patch list and this rank's share of the data.
#include <vagus/amr/patch_level.hpp>

#include <algorithm>

#include <vagus/base/error.hpp>

namespace vagus::amr {
namespace {

std::vector<int> Owners(const std::vector<PatchInfo>& patches) {
  std::vector<int> owners;
  owners.reserve(patches.size());
  for (const PatchInfo& p : patches) owners.push_back(p.owner);
  return owners;
}

}  // namespace

PatchLevel::PatchLevel(int level_number, const Domain& domain, std::vector<PatchInfo> patches,
                       int num_components, int ghost_width, int my_rank)
    : level_number_(level_number),
      domain_(domain),
      patches_(std::move(patches)),
      index_(Boxes(), Owners(patches_)),
      rank_(my_rank),
      num_components_(num_components),
      ghosts_(domain.GhostVect(ghost_width)) {
  for (size_t id = 0; id < patches_.size(); ++id) {
    VAGUS_ASSERT(domain_.box.Contains(patches_[id].box), "patch outside the level's domain");
    if (patches_[id].owner == my_rank)
      local_.emplace_back(static_cast<int64_t>(id), patches_[id].box, ghosts_, num_components_);
  }
  views_.resize(patches_.size());
  old_views_.resize(patches_.size());
  for (const Patch& p : local_) views_[p.id] = p.data;
}

int64_t PatchLevel::NumCells() const {
  int64_t n = 0;
  for (const PatchInfo& p : patches_) n += p.box.NumCells();
  return n;
}

int64_t PatchLevel::NumLocalCells() const {
  int64_t n = 0;
  for (const Patch& p : local_) n += p.box.NumCells();
  return n;
}

BoxList PatchLevel::Boxes() const {
  BoxList boxes;
  boxes.reserve(patches_.size());
  for (const PatchInfo& p : patches_) boxes.push_back(p.box);
  return boxes;
}

FabLayout PatchLevel::Layout() const {
  FabLayout layout;
  for (const PatchInfo& p : patches_) {
    layout.data_boxes.push_back(p.box.Grow(ghosts_));
    layout.owners.push_back(p.owner);
  }
  return layout;
}

void PatchLevel::SaveOldState() {
  for (Patch& p : local_) {
    if (p.old.size() != p.data.size())
      p.old = FieldView(Kokkos::view_alloc(std::string("patch_old"), Kokkos::WithoutInitializing),
                        p.data.extent(0), p.data.extent(1), p.data.extent(2), p.data.extent(3));
    CopyField("amr::SaveOldState", p.data, p.old);
    old_views_[p.id] = p.old;
  }
}

Patch* PatchLevel::FindLocal(int64_t id) {
  // Local patches are in increasing id order.
  auto it = std::lower_bound(local_.begin(), local_.end(), id,
                             [](const Patch& p, int64_t value) { return p.id < value; });
  return it != local_.end() && it->id == id ? &*it : nullptr;
}

}  // namespace vagus::amr
