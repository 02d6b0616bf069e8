// Zalesak's slotted disk (S. T. Zalesak, J. Comput. Phys. 31, 335-362, 1979): scalar 1 inside a
// disk with a vertical slot cut from its bottom up to `slot_top`, 0 outside. Cells the edge may
// cross are averaged over samples x samples points; the others take their centre's value.
#pragma once

#include <memory>
#include <vector>

#include <vagus/base/input/deck.hpp>
#include <vagus/base/math.hpp>
#include "problem.hpp"

namespace advection {

struct SlottedDisk {
  double centre[2] = {0.5, 0.75};
  double radius = 0.15;
  double slot_width = 0.05;
  double slot_top = 0.85;
  int samples = 16;  // per direction, in cells the edge may cross

  KOKKOS_INLINE_FUNCTION bool Inside(double x, double y) const {
    const double rx = x - centre[0], ry = y - centre[1];
    const bool in_disk = rx * rx + ry * ry < radius * radius;
    const bool in_slot = vagus::math::fabs(rx) < 0.5 * slot_width && y < slot_top;
    return in_disk && !in_slot;
  }

  // Whether the edge may pass through the cell of width dx centred at (x, y): within dx (more
  // than half the cell's diagonal) of the circle, of a side of the slot, or of its top.
  KOKKOS_INLINE_FUNCTION bool NearEdge(double x, double y, double dx) const {
    namespace math = vagus::math;
    const double rx = x - centre[0], ry = y - centre[1];
    const double r = math::sqrt(rx * rx + ry * ry);
    const bool near_circle = math::fabs(r - radius) <= dx;
    const bool near_sides = math::fabs(math::fabs(rx) - 0.5 * slot_width) <= dx &&
                            y <= slot_top + dx && y >= centre[1] - radius - dx;
    const bool near_top = math::fabs(y - slot_top) <= dx && math::fabs(rx) <= 0.5 * slot_width + dx;
    return near_circle || near_sides || near_top;
  }

  KOKKOS_INLINE_FUNCTION double CellAverage(double x, double y, double dx) const {
    const int n = NearEdge(x, y, dx) ? samples : 1;
    int inside = 0;
    for (int sj = 0; sj < n; ++sj)
      for (int si = 0; si < n; ++si)
        inside += Inside(x + dx * ((si + 0.5) / n - 0.5), y + dx * ((sj + 0.5) / n - 0.5));
    return static_cast<double>(inside) / (n * n);
  }
};

class SlottedDiskProblem final : public Problem {
 public:
  explicit SlottedDiskProblem(const SlottedDisk& disk) : disk_(disk) {}
  void Initialize(vagus::amr::Patch& patch, const vagus::amr::Domain& domain) const override;

 private:
  SlottedDisk disk_;
};

// [problem] keys of name = "zalesak" (without `name`).
[[nodiscard]] std::vector<vagus::input::KeySpec> SlottedDiskKeys();
// From a validated deck; a slot that does not cut the disk is a UserError naming the key.
[[nodiscard]] std::unique_ptr<Problem> MakeSlottedDisk(const vagus::input::Deck& deck);

}  // namespace advection
