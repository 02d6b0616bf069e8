// Ghost exchange on a level of many small patches spread over the ranks: after poisoning every
// ghost with NaN and filling, each ghost cell inside the (periodically wrapped) domain holds its
// source cell's value, corners and periodic wrap-around included, and ghosts beyond non-periodic
// faces are left for the physical boundary conditions. Runs on 1, 2 and 3 ranks.
#include <gtest/gtest.h>

#include <cmath>

#include <vagus/amr/chop.hpp>
#include <vagus/amr/ghost_exchange.hpp>

namespace vagus::amr {
namespace {

double Value(int c, IntVect p) { return 1000.0 * c + p[0] + 0.01 * p[1] + 0.0001 * p[2]; }

// The cell of the domain that ghost cell p stands for, or false when p lies beyond a
// non-periodic face.
bool Wrap(const Domain& d, IntVect p, IntVect& wrapped) {
  const IntVect n = d.box.Size();
  for (int dir = 0; dir < kDim; ++dir) {
    if (p[dir] >= d.box.lo[dir] && p[dir] <= d.box.hi[dir]) continue;
    if (!d.periodic[dir]) return false;
    p[dir] = ((p[dir] - d.box.lo[dir]) % n[dir] + n[dir]) % n[dir] + d.box.lo[dir];
  }
  wrapped = p;
  return true;
}

void CheckExchange(const Domain& domain, int64_t max_cells, int blocking) {
  const Comm comm = Comm::World();
  const BoxList boxes = ChopToSize({domain.box}, max_cells, blocking);
  std::vector<PatchInfo> patches;
  for (size_t n = 0; n < boxes.size(); ++n)
    patches.push_back({boxes[n], static_cast<int>(n % comm.size)});
  PatchLevel level(0, domain, patches, 2, 2, comm.rank);

  for (Patch& p : level.LocalPatches()) {
    auto host = Kokkos::create_mirror_view(p.data);
    Kokkos::deep_copy(host, std::nan(""));
    for (int c = 0; c < 2; ++c)
      for (int k = p.box.lo[2]; k <= p.box.hi[2]; ++k)
        for (int j = p.box.lo[1]; j <= p.box.hi[1]; ++j)
          for (int i = p.box.lo[0]; i <= p.box.hi[0]; ++i) {
            const IntVect l = IntVect{i, j, k} - p.DataBox().lo;
            host(c, l[2], l[1], l[0]) = Value(c, {i, j, k});
          }
    Kokkos::deep_copy(p.data, host);
  }

  GhostExchange exchange(level, comm);
  exchange.Fill();

  int64_t checked = 0, wrong = 0;
  for (const Patch& p : level.LocalPatches()) {
    auto host = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), p.data);
    const Box data = p.DataBox();
    for (int c = 0; c < 2; ++c)
      for (int k = data.lo[2]; k <= data.hi[2]; ++k)
        for (int j = data.lo[1]; j <= data.hi[1]; ++j)
          for (int i = data.lo[0]; i <= data.hi[0]; ++i) {
            const IntVect g{i, j, k}, l = g - data.lo;
            const double got = host(c, l[2], l[1], l[0]);
            IntVect source;
            if (Wrap(domain, g, source)) {
              ++checked;
              if (got != Value(c, source)) ++wrong;
            } else if (!std::isnan(got)) {
              ++wrong;  // beyond a physical face: the exchange must not touch it
            }
          }
  }
  EXPECT_EQ(wrong, 0) << "rank " << comm.rank;
  EXPECT_GT(comm.Sum(checked), level.NumCells());
}

TEST(GhostExchange, FillsFacesEdgesAndCornersAcrossPeriodicBoundaries) {
  Domain domain;
  domain.box = Box({0, 0, 0}, {11, 9, 7});
  domain.periodic = {true, false, true};
  CheckExchange(domain, 60, 2);
}

TEST(GhostExchange, FullyPeriodicDomainWithOnePatchPerRank) {
  Domain domain;
  domain.box = Box({0, 0, 0}, {7, 7, 7});
  domain.periodic = {true, true, true};
  CheckExchange(domain, 512 / Comm::World().size, 2);
}

TEST(GhostExchange, TwoDimensionalLevelHasNoGhostsInZ) {
  Domain domain;
  domain.box = Box({0, 0, 0}, {15, 11, 0});
  domain.periodic = {true, true, false};
  CheckExchange(domain, 24, 4);
}

TEST(GhostExchange, ScheduleIsCanonicalAndCoversEveryGhost) {
  Domain domain;
  domain.box = Box({0, 0, 0}, {7, 7, 7});
  domain.periodic = {true, true, true};
  const BoxList boxes = ChopToSize({domain.box}, 64, 2);
  std::vector<PatchInfo> patches;
  for (const Box& b : boxes) patches.push_back({b, 0});
  const PatchLevel level(0, domain, patches, 1, 2, 0);  // rank 0 owns all: takes part in all
  const auto copies = ComputeGhostCopies(level);
  // Fully periodic: every ghost cell of every patch is covered exactly once.
  int64_t ghost_cells = 0;
  for (const Box& b : boxes) ghost_cells += b.Grow(2).NumCells() - b.NumCells();
  int64_t covered = 0;
  for (const GhostCopy& c : copies) covered += c.region.NumCells();
  EXPECT_EQ(covered, ghost_cells);
  // A rank that owns nothing takes part in no copy.
  EXPECT_TRUE(ComputeGhostCopies(PatchLevel(0, domain, patches, 1, 2, 1)).empty());
}

}  // namespace
}  // namespace vagus::amr
