// Moving a level's data from one layout of its patches to another (a rebalance, or a regrid where
// the old and new fine levels overlap): every cell the two layouts share is copied from the old
// patch holding it to the new one, wherever each lives.
#pragma once

#include <vector>

#include <vagus/amr/copier.hpp>
#include <vagus/amr/patch_level.hpp>

namespace vagus::amr {

// The copies (src: patch of `from`, dst: patch of `to`, region: their overlap) this rank takes
// part in, in canonical order. Both layouts must be this rank's (the same Rank()).
[[nodiscard]] std::vector<CopyItem> ComputeOverlapCopies(const PatchLevel& from,
                                                         const PatchLevel& to);

// Copies the valid cells `to` shares with `from`. Collective; returns the bytes this rank sent.
int64_t CopyOverlaps(const PatchLevel& from, PatchLevel& to, const Comm& comm);

}  // namespace vagus::amr
