// Same-level ghost exchange: the copy list (every neighbour and periodic image of every patch,
// in canonical order) handed to a Copier over the level's own data.
#include <vagus/amr/ghost_exchange.hpp>

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
  const auto& patches = level.Patches();
  const BoxIndex& index = level.Index();
  const std::vector<IntVect> shifts = level.GetDomain().PeriodicShifts();
  const IntVect ghosts = level.Ghosts();
  std::vector<GhostCopy> copies;
  const auto add = [&](std::size_t src, std::size_t dst, IntVect shift) {
    if (src == dst && shift == IntVect{0, 0, 0}) return;
    const Box region = patches[dst].box.Grow(ghosts).Intersect(patches[src].box.Shift(shift));
    if (!region.Empty())
      copies.push_back({static_cast<int64_t>(src), static_cast<int64_t>(dst), region, shift});
  };
  for (const Patch& local : level.LocalPatches()) {
    const auto id = static_cast<std::size_t>(local.id);
    for (const IntVect& shift : shifts) {
      // Sources of this patch's ghosts: patches whose image under `shift` meets its grown box.
      index.ForEachIntersecting(local.box.Grow(ghosts).Shift(-shift),
                                [&](std::size_t src) { add(src, id, shift); });
      // Destinations on other ranks: patches whose grown box meets this patch's image.
      index.ForEachIntersecting(local.box.Shift(shift).Grow(ghosts), [&](std::size_t dst) {
        if (patches[dst].owner != level.Rank()) add(id, dst, shift);
      });
    }
  }
  std::sort(copies.begin(), copies.end(), CanonicalLess);
  return copies;
}

GhostExchange::GhostExchange(const PatchLevel& level, const Comm& comm) : views_(&level.Views()) {
  const std::vector<GhostCopy> copies = ComputeGhostCopies(level);
  for (const GhostCopy& c : copies)
    if (level.Patches()[c.dst_id].owner == comm.rank &&
        level.Patches()[c.src_id].owner != comm.rank)
      remote_.push_back(c.dst_id);
  std::sort(remote_.begin(), remote_.end());
  remote_.erase(std::unique(remote_.begin(), remote_.end()), remote_.end());
  copier_ =
      Copier(level.Layout(), level.Layout(), ToCopyItems(copies), level.NumComponents(), comm);
}

}  // namespace vagus::amr
