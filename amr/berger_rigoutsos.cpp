// Berger-Rigoutsos on the blocking-factor grid: tags coarsened by the blocking factor are clustered
// there (every cut falls on a blocking-factor line), refined back and chopped to the size limit.
// Cuts as in the paper and AMReX's Cluster.cpp: a hole, else the strongest inflection, else halve.
#include <vagus/amr/berger_rigoutsos.hpp>

#include <algorithm>
#include <cstdlib>
#include <vector>

#include <vagus/amr/chop.hpp>
#include <vagus/base/error.hpp>

namespace vagus::amr {
namespace {

// An inflection cut lies at least this many planes inside the box, so it cannot shave off a
// sliver (AMReX's MINOFF).
constexpr int kMinOffset = 2;
// A jump of the Laplacian no larger than this is noise, not the edge of a feature: bisect instead
// (AMReX's CUT_THRESH).
constexpr int kMinInflection = 2;

// In order of preference: a hole separates features outright, an inflection separates a dense
// feature from a sparse one, a bisection only makes the box smaller.
enum class CutKind { kHole, kInflection, kBisect, kNone };

struct Cut {
  CutKind kind = CutKind::kNone;
  int dir = -1;
  int position = 0;    // the upper part starts at this plane (relative to the box's lo)
  int length = 0;      // planes in the box along dir
  int strength = 0;    // inflection: the jump of the Laplacian across the cut
  int off_centre = 0;  // twice the distance of the cut from the middle of the box
};

// Tagged cells points[begin, end) of the blocking-factor grid and their bounding box.
struct Cluster {
  std::size_t begin = 0, end = 0;
  Box box;
};

Box BoundingBox(std::vector<IntVect>::const_iterator first,
                std::vector<IntVect>::const_iterator last) {
  Box bounds(*first, *first);
  for (auto p = first; p != last; ++p) {
    bounds.lo = Min(bounds.lo, *p);
    bounds.hi = Max(bounds.hi, *p);
  }
  return bounds;
}

// The best cut along one direction, from its signature (tags per plane, all planes of the box).
Cut FindCut(const std::vector<int>& signature, int dir) {
  const int length = static_cast<int>(signature.size());
  Cut cut;
  cut.dir = dir;
  cut.length = length;
  if (length < 2) return cut;

  // A hole: an empty plane (never the first or last, which bound tags). Cut there; the empty plane
  // goes to the upper part and falls away when that part shrinks to its tags. Nearest the middle
  // wins, then the lowest plane.
  for (int plane = 1; plane < length - 1; ++plane) {
    if (signature[plane] != 0) continue;
    const int off_centre = std::abs(2 * plane + 1 - length);
    if (cut.kind != CutKind::kHole || off_centre < cut.off_centre) {
      cut.kind = CutKind::kHole;
      cut.position = plane;
      cut.off_centre = off_centre;
    }
  }
  if (cut.kind == CutKind::kHole) return cut;

  // An inflection: where the discrete Laplacian of the signature changes sign, the tag density
  // bends from one feature to the next. Take the largest change, then the one nearest the middle.
  std::vector<int> laplacian(signature.size(), 0);
  for (int plane = 1; plane < length - 1; ++plane)
    laplacian[plane] = signature[plane - 1] - 2 * signature[plane] + signature[plane + 1];
  for (int position = kMinOffset; position <= length - kMinOffset; ++position) {
    const int below = laplacian[position - 1], above = laplacian[position];
    if (!((below < 0 && above > 0) || (below > 0 && above < 0))) continue;
    const int strength = std::abs(above - below);
    const int off_centre = std::abs(2 * position - length);
    if (strength > cut.strength || (strength == cut.strength && off_centre < cut.off_centre)) {
      cut.kind = CutKind::kInflection;
      cut.position = position;
      cut.strength = strength;
      cut.off_centre = off_centre;
    }
  }
  if (cut.kind == CutKind::kInflection && cut.strength > kMinInflection) return cut;

  // Otherwise halve.
  cut.kind = CutKind::kBisect;
  cut.position = length / 2;
  cut.strength = 0;
  cut.off_centre = std::abs(2 * cut.position - length);
  return cut;
}

// True when `a` is a better cut than `b` (b from a lower direction, so ties keep b).
bool Better(const Cut& a, const Cut& b) {
  if (a.kind != b.kind) return a.kind < b.kind;
  switch (a.kind) {
    case CutKind::kHole:
      return a.off_centre < b.off_centre;
    case CutKind::kInflection:
      return a.strength > b.strength || (a.strength == b.strength && a.off_centre < b.off_centre);
    case CutKind::kBisect:
      return a.length > b.length;  // halve the longest side: keeps boxes compact
    case CutKind::kNone:
      break;
  }
  return false;
}

}  // namespace

ClusterOptions ClusterOptionsFor(const Domain& domain, double efficiency, int blocking_factor,
                                 int64_t max_cells) {
  ClusterOptions options;
  options.efficiency = efficiency;
  options.blocking_factor = blocking_factor;
  options.max_cells = max_cells;
  for (int d = 0; d < kDim; ++d) options.active[d] = domain.Active(d);
  return options;
}

BoxList ClusterTags(const TagSet& tags, const ClusterOptions& options) {
  VAGUS_ASSERT(options.efficiency > 0.0 && options.efficiency <= 1.0,
               "cluster efficiency must lie in (0, 1]");
  VAGUS_ASSERT(options.blocking_factor >= 1, "blocking factor below 1");
  IntVect block = IntVect::Uniform(1);
  for (int d = 0; d < kDim; ++d)
    if (options.active[d]) block[d] = options.blocking_factor;
  VAGUS_ASSERT(options.max_cells >= block.Product(),
               "max_cells is smaller than one blocking-factor block");
  if (tags.Empty()) return {};
  const Box bounds = tags.BoundingBox();
  for (int d = 0; d < kDim; ++d)
    VAGUS_ASSERT(options.active[d] || bounds.Size()[d] == 1,
                 "tags span more than one cell in an inactive direction");

  // Cluster the blocks holding tags: a cut between blocks is a cut on a blocking-factor line.
  const auto to_level = [block](const Box& b) {  // blocks -> the cells they hold
    return Box(b.lo * block, (b.hi + IntVect::Uniform(1)) * block - IntVect::Uniform(1));
  };
  std::vector<IntVect> points =
      block == IntVect::Uniform(1) ? tags.Cells() : tags.Coarsen(block).Cells();
  std::vector<Cluster> pending{{0, points.size(), BoundingBox(points.begin(), points.end())}};
  BoxList accepted;
  std::array<std::vector<int>, kDim> signatures;
  while (!pending.empty()) {
    const Cluster cluster = pending.back();
    pending.pop_back();
    const auto first = points.begin() + static_cast<std::ptrdiff_t>(cluster.begin);
    const auto last = points.begin() + static_cast<std::ptrdiff_t>(cluster.end);

    // 1. Accept the box when its tags fill it well enough (tagged blocks / blocks).
    const double filled = static_cast<double>(cluster.end - cluster.begin);
    if (filled >= options.efficiency * static_cast<double>(cluster.box.NumCells())) {
      accepted.push_back(to_level(cluster.box));
      continue;
    }

    // 2. Signatures: the number of tags in each plane normal to each direction.
    const IntVect size = cluster.box.Size();
    for (int d = 0; d < kDim; ++d) signatures[d].assign(static_cast<std::size_t>(size[d]), 0);
    for (auto p = first; p != last; ++p)
      for (int d = 0; d < kDim; ++d) ++signatures[d][(*p)[d] - cluster.box.lo[d]];

    // 3. The best cut over the active directions: a hole, else the strongest inflection, else
    //    a bisection of the longest side; ties go to the lowest direction.
    Cut best;
    for (int d = 0; d < kDim; ++d) {
      if (!options.active[d]) continue;
      const Cut cut = FindCut(signatures[d], d);
      if (cut.kind != CutKind::kNone && (best.kind == CutKind::kNone || Better(cut, best)))
        best = cut;
    }
    if (best.kind == CutKind::kNone) {  // a single block: cannot be cut, and holds a tag
      accepted.push_back(to_level(cluster.box));
      continue;
    }

    // 4. Split the tags at the cut, shrink each part to its tags' bounding box and recurse. Every
    //    plane of the box holds a tag unless the cut is at a hole, so both parts are non-empty.
    const int plane = cluster.box.lo[best.dir] + best.position;
    const int dir = best.dir;
    const auto middle =
        std::partition(first, last, [dir, plane](IntVect p) { return p[dir] < plane; });
    const std::size_t split = static_cast<std::size_t>(middle - points.begin());
    VAGUS_ASSERT(split > cluster.begin && split < cluster.end, "a cut left one side empty");
    pending.push_back({cluster.begin, split, BoundingBox(first, middle)});
    pending.push_back({split, cluster.end, BoundingBox(middle, last)});
  }
  // 5. Chop boxes over the size limit; a piece can hold no tag, and then it is not needed.
  BoxList boxes;
  for (const Box& box : accepted) {
    if (box.NumCells() <= options.max_cells) {
      boxes.push_back(box);
      continue;
    }
    for (const Box& piece : ChopToSize({box}, options.max_cells, options.blocking_factor))
      if (tags.CountIn(piece) > 0) boxes.push_back(piece);
  }
  std::sort(boxes.begin(), boxes.end());
  return boxes;
}

}  // namespace vagus::amr
