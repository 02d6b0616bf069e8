// Same-level ghost exchange: the copy list (every neighbour and periodic image of every patch,
// in canonical order) handed to a Copier over the level's own data.
#include "amr/ghost_exchange.hpp"

#include <algorithm>
#include <tuple>

namespace vagus::amr {
namespace {

bool CanonicalLess(const GhostCopy& a, const GhostCopy& b) {
  return std::tie(a.dst_id, a.src_id, a.region) < std::tie(b.dst_id, b.src_id, b.region);
}

std::vector<CopyItem> ToCopyItems(const std::vector<GhostCopy>& copies) {
  std::vector<CopyItem> items;
  items.reserve(copies.size());
  for (const GhostCopy& c : copies) items.push_back({c.src_id, c.dst_id, c.region, c.shift});
  return items;
}

}  // namespace

std::vector<GhostCopy> ComputeGhostCopies(const PatchLevel& level) {
  // A direct double loop over patches: fine for the patch counts of one rank's neighbourhood
  // today; a spatial bin search replaces it when levels reach 10^4 patches.
  const auto& patches = level.Patches();
  const std::vector<IntVect> shifts = level.GetDomain().PeriodicShifts();
  const IntVect ghosts = level.Ghosts();
  std::vector<GhostCopy> copies;
  for (size_t dst = 0; dst < patches.size(); ++dst) {
    const Box grown = patches[dst].box.Grow(ghosts);
    for (size_t src = 0; src < patches.size(); ++src) {
      for (const IntVect& shift : shifts) {
        if (src == dst && shift == IntVect{0, 0, 0}) continue;
        const Box region = grown.Intersect(patches[src].box.Shift(shift));
        if (region.Empty()) continue;
        copies.push_back({static_cast<int64_t>(src), static_cast<int64_t>(dst), region, shift});
      }
    }
  }
  std::sort(copies.begin(), copies.end(), CanonicalLess);
  return copies;
}

GhostExchange::GhostExchange(const PatchLevel& level, const Comm& comm)
    : views_(level.Views()),
      copier_(level.Layout(), level.Layout(), ToCopyItems(ComputeGhostCopies(level)),
              level.NumComponents(), comm) {}

}  // namespace vagus::amr
