// PatchLimits: how large a patch may be, in cells. The deck caps every patch ([mesh]
// max_patch_cells); below the cap a rank may have a limit of its own (the autonomic manager's
// memory policy and patch-size trials set them). One value travels from the deck through the load
// balancer to the partitioner, which splits patches to fit.
#pragma once

#include <algorithm>
#include <cstdint>
#include <limits>
#include <vector>

namespace vagus {

struct PatchLimits {
  static constexpr int64_t kNone = std::numeric_limits<int64_t>::max();

  int64_t cap = kNone;            // every patch, on every rank
  std::vector<int64_t> per_rank;  // each rank's own limit (<= 0: none); empty: no rank has one

  // The largest patch rank `rank` may hold.
  [[nodiscard]] int64_t ForRank(int rank) const {
    const bool own = rank < static_cast<int>(per_rank.size()) && per_rank[rank] > 0;
    return own ? std::min(cap, per_rank[rank]) : cap;
  }
  // The largest patch some rank may hold.
  [[nodiscard]] int64_t Largest() const {
    if (per_rank.empty()) return cap;
    int64_t largest = 0;
    for (int rank = 0; rank < static_cast<int>(per_rank.size()); ++rank)
      largest = std::max(largest, ForRank(rank));
    return largest;
  }
};

}  // namespace vagus
