// Domain: one level's index domain, its periodicity and its geometry (origin and cell width).
// Cells are cubes (one dx). A direction with a single cell is inactive: nothing refines in it and
// it carries no ghost cells, which is how a 3-D code runs 1-D and 2-D problems.
#pragma once

#include <array>
#include <cmath>
#include <vector>

#include <vagus/base/box.hpp>

namespace vagus::amr {

struct Domain {
  Box box;                                  // the level's cells inside the physical domain
  std::array<bool, kDim> periodic{false, false, false};
  std::array<double, kDim> prob_lo{0, 0, 0};  // position of the low corner of box.lo
  double dx = 1.0;                          // cell width, equal in every direction

  [[nodiscard]] bool Active(int d) const { return box.Size()[d] > 1; }
  // `width` ghost cells in every active direction, none in inactive ones.
  [[nodiscard]] IntVect GhostVect(int width) const {
    IntVect g;
    for (int d = 0; d < kDim; ++d) g[d] = Active(d) ? width : 0;
    return g;
  }
  // The centre of cell `index` along d (as CellGeometry computes it inside kernels).
  [[nodiscard]] double CellCenter(int d, int index) const {
    return std::fma(index - box.lo[d] + 0.5, dx, prob_lo[d]);
  }
  // Shifts by whole periods that can bring a box of this domain next to another: the zero shift
  // first, then every combination of -1, 0, +1 periods in the periodic directions.
  [[nodiscard]] std::vector<IntVect> PeriodicShifts() const;
  // The refinement ratio per direction: `ratio` along active directions, 1 along inactive ones.
  [[nodiscard]] IntVect RatioVect(int ratio) const {
    IntVect r;
    for (int d = 0; d < kDim; ++d) r[d] = Active(d) ? ratio : 1;
    return r;
  }
  // The domain at `ratio` times finer resolution (inactive directions stay one cell).
  [[nodiscard]] Domain Refined(int ratio) const;
  // `b` clipped to the domain in non-periodic directions (periodic ones may extend beyond it).
  [[nodiscard]] Box ClipNonPeriodic(const Box& b) const;
};

}  // namespace vagus::amr
