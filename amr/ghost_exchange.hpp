// GhostExchange: fills the ghost cells of a level's patches from their same-level neighbours,
// including periodic images and corners. The schedule is built once per level layout from the
// replicated patch list and its index: each rank finds the copies it takes part in, neighbour by
// neighbour, and orders them canonically, so the two ends of a message agree on its layout
// without communicating. Copies
// between ranks travel as one packed message per rank pair (non-blocking); copies within a rank go
// view to view. Physical-boundary ghosts are left to the physics kernel.
#pragma once

#include <algorithm>
#include <vector>

#include <vagus/base/comm.hpp>
#include <vagus/amr/copier.hpp>
#include <vagus/amr/patch_level.hpp>

namespace vagus::amr {

// One block of ghost cells: `region` (in the destination's index space) of patch dst_id takes
// the cells region.Shift(-shift) of patch src_id, where shift is a whole number of periods.
struct GhostCopy {
  int64_t src_id = -1;
  int64_t dst_id = -1;
  Box region;
  IntVect shift;
};

// The ghost copies of a level that this rank (level.Rank()) sends, receives or does itself, in
// canonical order (by destination, then source, then region). Cost: the local patches' neighbours.
[[nodiscard]] std::vector<GhostCopy> ComputeGhostCopies(const PatchLevel& level);

class GhostExchange {
 public:
  // Fills the ghosts of `level`, which must outlive this object.
  GhostExchange(const PatchLevel& level, const Comm& comm);

  // Posts receives, packs and sends, and does the on-rank copies; Finish waits and unpacks.
  void Start() { copier_.Start(*views_, *views_); }
  void Finish() { copier_.Finish(*views_); }
  void Fill() { copier_.Copy(*views_, *views_); }

  // Whether local patch `id` takes ghost cells from another rank (complete only after Finish).
  [[nodiscard]] bool HasRemoteSources(int64_t id) const {
    return std::binary_search(remote_.begin(), remote_.end(), id);
  }
  [[nodiscard]] const std::vector<std::pair<int, int64_t>>& BytesPerRank() const {
    return copier_.BytesPerRank();
  }
  [[nodiscard]] const MessageWaits& Waits() const { return copier_.Waits(); }
  [[nodiscard]] const std::vector<std::pair<int, double>>& LastWaitPerRank() const {
    return copier_.LastWaitPerRank();
  }

 private:
  const FabViews* views_;  // the level's
  Copier copier_;
  std::vector<int64_t> remote_;  // local patches with ghosts from other ranks, increasing
};

}  // namespace vagus::amr
