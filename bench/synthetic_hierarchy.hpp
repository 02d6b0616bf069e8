// Synthetic three-level hierarchies for the benchmarks that need many patches without running a
// simulation (bench/partition_bench.cpp, bench/autonomic_scale.cpp): 16^3 patches; levels 1 and 2
// refine spherical shells by 2.
#pragma once

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <map>
#include <vector>

#include <vagus/amr/chop.hpp>
#include <vagus/partitioner/partition.hpp>

namespace vagus::bench {

using partition::WorkItem;

inline constexpr int kPatch = 16;             // patch side, cells
inline constexpr int64_t kBytesPerCell = 56;  // seven doubles

struct Hierarchy {
  Box domain;
  std::vector<WorkItem> items;
};

// Distance of a box's centre from the domain centre, in base cells.
inline double Radius(const Box& box, int ratio, double centre) {
  double r2 = 0;
  for (int d = 0; d < kDim; ++d) {
    const double x = 0.5 * (box.lo[d] + box.hi[d] + 1) / ratio - centre;
    r2 += x * x;
  }
  return std::sqrt(r2);
}

inline void AddLevel(Hierarchy& h, const BoxList& boxes, int level, int ratio) {
  for (const Box& b : amr::ChopToSize(boxes, int64_t{kPatch} * kPatch * kPatch, kPatch)) {
    WorkItem w;
    w.box = b;
    w.level = level;
    w.ratio_to_base = ratio;
    w.work = static_cast<double>(b.NumCells()) * ratio;  // cells x substeps
    w.bytes = b.NumCells() * kBytesPerCell;
    h.items.push_back(w);
  }
}

// n^3 base patches; level 1 refines those within 0.12 L of radius 0.35 L (L = domain width),
// level 2 the level-1 patches within 0.04 L of it: about 11.8 n^3 patches in all.
inline Hierarchy MakeHierarchy(int n) {
  Hierarchy h;
  const int width = n * kPatch;
  h.domain = Box({0, 0, 0}, IntVect::Uniform(width - 1));
  AddLevel(h, {h.domain}, 0, 1);
  const double centre = 0.5 * width, shell = 0.35 * width;
  for (int level = 1; level <= 2; ++level) {
    const double half_width = (level == 1 ? 0.12 : 0.04) * width;
    BoxList fine;
    for (const WorkItem& w : h.items)
      if (w.level == level - 1 &&
          std::abs(Radius(w.box, w.ratio_to_base, centre) - shell) < half_width)
        fine.push_back(w.box.Refine(2));
    AddLevel(h, fine, level, 1 << level);
  }
  return h;
}

// The hierarchy whose patch count is nearest `patches` (n within one of the estimate), built once.
inline const Hierarchy& HierarchyOf(int patches) {
  static std::map<int, Hierarchy> cache;
  auto found = cache.find(patches);
  if (found != cache.end()) return found->second;
  const int estimate = static_cast<int>(std::lround(std::cbrt(patches / 11.8)));
  Hierarchy best;
  for (int n = std::max(2, estimate - 1); n <= estimate + 1; ++n) {
    Hierarchy h = MakeHierarchy(n);
    const auto gap = [patches](const Hierarchy& x) {
      return std::abs(std::log(static_cast<double>(x.items.size()) / patches));
    };
    if (best.items.empty() || gap(h) < gap(best)) best = std::move(h);
  }
  return cache.emplace(patches, std::move(best)).first->second;
}

}  // namespace vagus::bench
