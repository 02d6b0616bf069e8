// The jump criterion, one pass over the valid cells.
#include <vagus/amr/kernel_tools.hpp>

#include <vagus/base/math.hpp>

namespace vagus::amr {

void TagWhereJumpExceeds(const Patch& patch, const Domain& domain, int component,
                         double threshold, const TagView& tags) {
  const auto q = patch.data;
  const int step[3] = {domain.Active(0), domain.Active(1), domain.Active(2)};
  const IntVect lo = patch.LocalInterior().lo;
  const int c = component;
  ForEachCell(
      "amr::TagWhereJumpExceeds", patch.LocalInterior(), KOKKOS_LAMBDA(int k, int j, int i) {
        const double qc = q(c, k, j, i);
        double largest = 0.0;
        for (int d = 0; d < 3; ++d) {
          // Along an inactive direction the step is 0 and both differences vanish.
          const int di = d == 0 ? step[0] : 0, dj = d == 1 ? step[1] : 0, dk = d == 2 ? step[2] : 0;
          const double forward = math::fabs(q(c, k + dk, j + dj, i + di) - qc);
          const double backward = math::fabs(qc - q(c, k - dk, j - dj, i - di));
          largest = math::Max(largest, math::Max(forward, backward));
        }
        if (largest > threshold) tags(k - lo[2], j - lo[1], i - lo[0]) = 1;
      });
}

}  // namespace vagus::amr
