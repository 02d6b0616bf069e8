// Periodic images and refinement of a level's domain.
#include "amr/domain.hpp"

namespace vagus::amr {

std::vector<IntVect> Domain::PeriodicShifts() const {
  std::vector<IntVect> shifts{IntVect{0, 0, 0}};
  const IntVect period = box.Size();
  for (int sk = -1; sk <= 1; ++sk)
    for (int sj = -1; sj <= 1; ++sj)
      for (int si = -1; si <= 1; ++si) {
        const IntVect s{si, sj, sk};
        if (s == IntVect{0, 0, 0}) continue;
        bool allowed = true;
        for (int d = 0; d < kDim; ++d) allowed = allowed && (s[d] == 0 || periodic[d]);
        if (allowed) shifts.push_back(s * period);
      }
  return shifts;
}

Domain Domain::Refined(int ratio) const {
  Domain fine = *this;
  IntVect r;
  for (int d = 0; d < kDim; ++d) r[d] = Active(d) ? ratio : 1;
  fine.box = Box(box.lo * r, (box.hi + IntVect::Uniform(1)) * r - IntVect::Uniform(1));
  fine.dx = dx / ratio;
  return fine;
}

}  // namespace vagus::amr
