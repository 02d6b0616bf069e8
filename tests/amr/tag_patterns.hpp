// Tag patterns for the clustering tests and benchmark: noise, clumps, spherical shells, a wavy
// plane like a shock front, the domain's faces; each a pure function of its arguments and seed.
#pragma once

#include <algorithm>
#include <cmath>
#include <random>
#include <string>
#include <vector>

#include <vagus/base/box.hpp>
#include <vagus/amr/tags.hpp>

namespace vagus::amr::testing {

inline std::vector<IntVect> CellsOf(const Box& box) {
  std::vector<IntVect> cells;
  for (int k = box.lo[2]; k <= box.hi[2]; ++k)
    for (int j = box.lo[1]; j <= box.hi[1]; ++j)
      for (int i = box.lo[0]; i <= box.hi[0]; ++i) cells.push_back({i, j, k});
  return cells;
}

// Sorted cells of a list of boxes, duplicates kept (so overlaps show up as repeats).
inline std::vector<IntVect> CellsOf(const BoxList& boxes) {
  std::vector<IntVect> cells;
  for (const Box& b : boxes) {
    const std::vector<IntVect> some = CellsOf(b);
    cells.insert(cells.end(), some.begin(), some.end());
  }
  std::sort(cells.begin(), cells.end());
  return cells;
}

inline std::vector<IntVect> UniformNoise(const Box& domain, double fraction, unsigned seed) {
  std::mt19937 rng(seed);
  std::bernoulli_distribution tagged(fraction);
  std::vector<IntVect> cells;
  for (IntVect c : CellsOf(domain))
    if (tagged(rng)) cells.push_back(c);
  return cells;
}

// `count` balls of random centre and radius up to `max_radius`, clipped to the domain.
inline std::vector<IntVect> Clumps(const Box& domain, int count, double max_radius, unsigned seed) {
  std::mt19937 rng(seed);
  std::vector<IntVect> cells;
  for (int n = 0; n < count; ++n) {
    IntVect centre;
    for (int d = 0; d < kDim; ++d)
      centre[d] = std::uniform_int_distribution<int>(domain.lo[d], domain.hi[d])(rng);
    const double radius = std::uniform_real_distribution<double>(0.5, max_radius)(rng);
    const int reach = static_cast<int>(radius);
    IntVect lo = centre - IntVect::Uniform(reach), hi = centre + IntVect::Uniform(reach);
    for (IntVect c : CellsOf(Box(lo, hi).Intersect(domain))) {
      double r2 = 0;
      for (int d = 0; d < kDim; ++d) r2 += double(c[d] - centre[d]) * (c[d] - centre[d]);
      if (r2 <= radius * radius) cells.push_back(c);
    }
  }
  return cells;
}

// Cells whose centres lie between radius - thickness/2 and radius + thickness/2 of the domain's
// centre (a circle's ring when the domain is one cell thick in z).
inline std::vector<IntVect> Shell(const Box& domain, double radius, double thickness) {
  std::vector<IntVect> cells;
  double centre[kDim];
  for (int d = 0; d < kDim; ++d) centre[d] = 0.5 * (domain.lo[d] + domain.hi[d] + 1);
  const double inner = radius - 0.5 * thickness, outer = radius + 0.5 * thickness;
  for (int k = domain.lo[2]; k <= domain.hi[2]; ++k)
    for (int j = domain.lo[1]; j <= domain.hi[1]; ++j) {
      const double z = domain.Size()[2] > 1 ? k + 0.5 - centre[2] : 0.0;
      const double y = j + 0.5 - centre[1];
      const double rest = outer * outer - y * y - z * z;
      if (rest < 0) continue;
      for (int i = domain.lo[0]; i <= domain.hi[0]; ++i) {
        const double x = i + 0.5 - centre[0];
        const double r2 = x * x + y * y + z * z;
        if (r2 >= inner * inner && r2 <= outer * outer) cells.push_back({i, j, k});
      }
    }
  return cells;
}

// A front normal to x, `thickness` cells thick, displaced by a sine wave in y and z.
inline std::vector<IntVect> WavyFront(const Box& domain, double x0, double amplitude,
                                      int thickness) {
  std::vector<IntVect> cells;
  for (int k = domain.lo[2]; k <= domain.hi[2]; ++k)
    for (int j = domain.lo[1]; j <= domain.hi[1]; ++j) {
      const int x = static_cast<int>(x0 + amplitude * std::sin(0.3 * j) * std::cos(0.2 * k));
      for (int i = x; i < x + thickness; ++i)
        if (i >= domain.lo[0] && i <= domain.hi[0]) cells.push_back({i, j, k});
    }
  return cells;
}

// Every cell on the domain's faces (in directions with more than one cell).
inline std::vector<IntVect> Faces(const Box& domain) {
  std::vector<IntVect> cells;
  for (IntVect c : CellsOf(domain)) {
    bool face = false;
    for (int d = 0; d < kDim; ++d)
      face = face || (domain.Size()[d] > 1 && (c[d] == domain.lo[d] || c[d] == domain.hi[d]));
    if (face) cells.push_back(c);
  }
  return cells;
}

}  // namespace vagus::amr::testing
