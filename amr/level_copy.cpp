// Overlap copies between two layouts of one level, found through each layout's index from the
// patches this rank owns in either.
#include <vagus/amr/level_copy.hpp>

#include <algorithm>
#include <tuple>

#include <vagus/base/error.hpp>

namespace vagus::amr {

std::vector<CopyItem> ComputeOverlapCopies(const PatchLevel& from, const PatchLevel& to) {
  VAGUS_ASSERT(from.Rank() == to.Rank(), "two layouts of one level seen from different ranks");
  std::vector<CopyItem> items;
  const auto add = [&](std::size_t o, std::size_t n) {
    items.push_back({static_cast<int64_t>(o),
                     static_cast<int64_t>(n),
                     from.Patches()[o].box.Intersect(to.Patches()[n].box),
                     {0, 0, 0}});
  };
  for (const Patch& p : from.LocalPatches())
    to.Index().ForEachIntersecting(p.box, [&](std::size_t n) { add(p.id, n); });
  for (const Patch& p : to.LocalPatches())
    from.Index().ForEachIntersecting(p.box, [&](std::size_t o) {
      if (from.Patches()[o].owner != from.Rank()) add(o, p.id);
    });
  std::sort(items.begin(), items.end(), [](const CopyItem& a, const CopyItem& b) {
    return std::tie(a.src, a.dst) < std::tie(b.src, b.dst);
  });
  return items;
}

int64_t CopyOverlaps(const PatchLevel& from, PatchLevel& to, const Comm& comm) {
  Copier copier(from.Layout(), to.Layout(), ComputeOverlapCopies(from, to), from.NumComponents(),
                comm);
  copier.Copy(from.Views(), to.Views());
  return copier.BytesSentPerCopy();
}

}  // namespace vagus::amr
