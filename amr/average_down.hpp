// AverageDown: replaces the coarse cells under a fine level by the average of their fine cells
// (conservative restriction). Each fine patch averages into a coarse temporary on its own rank, in
// a fixed order over the children; a Copier then delivers the temporaries to the coarse patches.
#pragma once

#include <vector>

#include <vagus/amr/copier.hpp>
#include <vagus/amr/patch_level.hpp>

namespace vagus::amr {

// The copies of fine patches' averages (src: fine patch id, region in coarse index space) into
// coarse patches (dst) that this rank (fine.Rank()) takes part in, in canonical order.
[[nodiscard]] std::vector<CopyItem> ComputeAverageDownCopies(const PatchLevel& coarse,
                                                             const PatchLevel& fine, int ratio);

class AverageDown {
 public:
  AverageDown(const PatchLevel& coarse, const PatchLevel& fine, int ratio, const Comm& comm);
  // Collective.
  void Apply(const PatchLevel& fine, const PatchLevel& coarse) {
    Start(fine, coarse);
    Finish(coarse);
  }
  // The same in halves: Start averages and posts the copies (those within the rank are done),
  // Finish waits for the others.
  void Start(const PatchLevel& fine, const PatchLevel& coarse);
  void Finish(const PatchLevel& coarse) { copier_.Finish(coarse.Views()); }
  // Waiting for other ranks' averages, all calls so far.
  [[nodiscard]] const MessageWaits& Waits() const { return copier_.Waits(); }

 private:
  IntVect ratio_;
  std::vector<Box> footprints_;  // by fine patch id: its cells coarsened
  FabViews averages_;            // by fine patch id, on the fine owner
  Copier copier_;
};

}  // namespace vagus::amr
