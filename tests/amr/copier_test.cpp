// Copier between two different layouts of one domain over the job's ranks, periodic images
// included: every cell of the destination's data boxes (valid cells and ghosts) takes its value
// from the source patch holding the cell it stands for (wrapped across periodic faces), through
// items listed all-pairs in one canonical order; cells beyond non-periodic faces are left alone.
// A component window (src_component, dst_component) moves only the components asked for.
#include <vagus/amr/copier.hpp>

#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <thread>
#include <tuple>

#include "tests/amr/level_fields.hpp"
#include "tests/amr/random_levels.hpp"

namespace vagus::amr {
namespace {

using testing::kNaN;

constexpr int kComponents = 3;

double Value(int c, IntVect g) { return 1000.0 * c + g[0] + 0.01 * g[1] + 0.0001 * g[2]; }

// Every (source patch, shift) image meeting a destination data box, kept where this rank takes
// part, ordered by (dst, src, region, shift): the same order on every rank.
std::vector<CopyItem> AllPairs(const PatchLevel& src, const PatchLevel& dst) {
  std::vector<CopyItem> items;
  const int rank = src.Rank();
  const auto& from = src.Patches();
  const auto& to = dst.Patches();
  for (std::size_t d = 0; d < to.size(); ++d)
    for (std::size_t s = 0; s < from.size(); ++s)
      for (const IntVect& shift : src.GetDomain().PeriodicShifts()) {
        const Box region = to[d].box.Grow(dst.Ghosts()).Intersect(from[s].box.Shift(shift));
        if (!region.Empty() && (from[s].owner == rank || to[d].owner == rank))
          items.push_back({int64_t(s), int64_t(d), region, shift});
      }
  std::sort(items.begin(), items.end(), [](const CopyItem& a, const CopyItem& b) {
    return std::tie(a.dst, a.src, a.region, a.shift) < std::tie(b.dst, b.src, b.region, b.shift);
  });
  return items;
}

// Whether cell g of the destination's data boxes stands for a cell of the domain.
bool InDomain(const Domain& domain, IntVect g) {
  return domain.box.Contains(testing::Wrap(domain, g));
}

TEST(Copier, FillsAnotherLayoutWithPeriodicImages) {
  const Comm comm = Comm::World();
  std::mt19937 rng(1301);
  int64_t filled = 0, periodic_filled = 0;
  for (int trial = 0; trial < 20; ++trial) {
    SCOPED_TRACE("trial " + std::to_string(trial));
    const testing::Hierarchy h = testing::RandomHierarchy(rng);
    const Domain& domain = h.coarse_domain;
    BoxList other;
    testing::Tile(rng, domain.box, 4, 12, 1.0, other);
    PatchLevel src(0, domain, testing::FoldOwners(h.coarse, comm.size), kComponents, h.ghosts,
                   comm.rank);
    PatchLevel dst(0, domain, testing::RoundRobin(other, comm.size, 1), kComponents, h.ghosts,
                   comm.rank);
    testing::SetValid(src, Value);
    testing::SetValid(dst, [](int, IntVect) { return kNaN; });

    Copier(src.Layout(), dst.Layout(), AllPairs(src, dst), kComponents, comm)
        .Copy(src.Views(), dst.Views());
    int64_t wrong = 0;
    testing::ReadCells(dst, [&](const Patch& p, int c, IntVect g, double got) {
      const bool inside = InDomain(domain, g);
      const double want = inside ? Value(c, testing::Wrap(domain, g)) : kNaN;
      if (inside) {
        ++filled;
        periodic_filled += !domain.box.Contains(g);
      }
      if ((inside ? got != want : !std::isnan(got)) && ++wrong <= 5)
        ADD_FAILURE() << "rank " << comm.rank << " patch " << p.id << " cell " << g << " component "
                      << c << ": " << got << ", want " << want;
    });
    EXPECT_EQ(wrong, 0);
  }
  EXPECT_GT(comm.Sum(filled), 100000);
  EXPECT_GT(comm.Sum(periodic_filled), 5000);
}

TEST(Copier, ComponentWindowMovesOnlyTheComponentsAskedFor) {
  const Comm comm = Comm::World();
  std::mt19937 rng(1302);
  const testing::Hierarchy h = testing::RandomHierarchy(rng);
  const Domain& domain = h.coarse_domain;
  BoxList other;
  testing::Tile(rng, domain.box, 4, 8, 1.0, other);
  PatchLevel src(0, domain, testing::FoldOwners(h.coarse, comm.size), kComponents, h.ghosts,
                 comm.rank);
  PatchLevel dst(0, domain, testing::RoundRobin(other, comm.size, 1), kComponents, h.ghosts,
                 comm.rank);
  testing::SetValid(src, Value);
  testing::SetValid(dst, [](int, IntVect) { return kNaN; });
  // Source components 1 and 2 into destination components 0 and 1.
  Copier(src.Layout(), dst.Layout(), AllPairs(src, dst), 2, comm, 1, 0)
      .Copy(src.Views(), dst.Views());
  int64_t wrong = 0;
  testing::ReadCells(dst, [&](const Patch&, int c, IntVect g, double got) {
    const bool inside = InDomain(domain, g) && c < 2;
    if (inside ? got != Value(c + 1, testing::Wrap(domain, g)) : !std::isnan(got)) ++wrong;
  });
  EXPECT_EQ(wrong, 0) << "rank " << comm.rank;
}

// One fab per rank, rank 0's taking the cells of rank 1's (a 64^3 block of `components`
// components: large enough that MPI sends it by rendezvous, not eagerly): the smallest layout
// with a message between two ranks.
struct RankToRank {
  FabLayout src, dst;
  FabViews src_views, dst_views;
  Copier copier;

  RankToRank(const Comm& comm, int components) {
    const Box block({0, 0, 0}, {63, 63, 63});
    for (int r = 0; r < comm.size; ++r) {
      src.data_boxes.push_back(block);
      src.owners.push_back(r);
      src_views.push_back(r == comm.rank ? FieldView("src", components, 64, 64, 64) : FieldView());
    }
    dst = src;
    dst_views = src_views;
    for (int r = 0; r < comm.size; ++r)
      if (r == comm.rank) dst_views[r] = FieldView("dst", components, 64, 64, 64);
    copier = Copier(src, dst, {{1, 0, block, IntVect{0, 0, 0}}}, components, comm);
  }

  // From a barrier, `late_rank` works `late` seconds before its copy; returns the seconds this
  // rank's copy took.
  double CopyWithLateRank(const Comm& comm, int late_rank, double late) {
    comm.Barrier();
    if (comm.rank == late_rank) std::this_thread::sleep_for(std::chrono::duration<double>(late));
    const auto start = std::chrono::steady_clock::now();
    copier.Copy(src_views, dst_views);
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  }
};

TEST(Copier, CountsTheWaitBeforeALateSenderSent) {
  const Comm comm = Comm::World();
  if (comm.size < 2) GTEST_SKIP() << "needs two ranks";
  RankToRank layout(comm, 1);
  constexpr double kLate = 0.3;  // seconds rank 1, the sender, works before it sends
  layout.CopyWithLateRank(comm, 1, kLate);
  const MessageWaits& waits = layout.copier.Waits();
  EXPECT_LE(waits.before_sent, waits.seconds);
  if (comm.rank == 0) {
    EXPECT_GT(waits.before_sent, kLate / 2);
  }
  if (comm.rank == 1) {
    EXPECT_EQ(waits.before_sent, 0.0);
  }
}

TEST(Copier, FinishDoesNotWaitForALateReceiver) {
  const Comm comm = Comm::World();
  if (comm.size < 2) GTEST_SKIP() << "needs two ranks";
  RankToRank layout(comm, 4);
  constexpr double kLate = 0.5;  // seconds rank 0, the receiver, works before it receives
  const double took = layout.CopyWithLateRank(comm, 0, kLate);
  // Rank 1's data is still in flight: its Copy returned without waiting for rank 0 to take it.
  if (comm.rank == 1) {
    EXPECT_LT(took, kLate / 2);
  }
}

// A rank sharing its core with another load waits asleep (base/comm.hpp, WaitStyle): its cells
// arrive whole, its sleep is counted (the process sensor leaves it out of the cpu share), and
// ranks waiting in different styles still meet in a reduction (a blocking and a nonblocking
// collective would not match: the run would hang there).
TEST(Copier, ARankWaitingAsleepGetsItsCellsAndCountsItsSleep) {
  const Comm comm = Comm::World();
  if (comm.size < 2) GTEST_SKIP() << "needs two ranks";
  RankToRank layout(comm, 1);
  Kokkos::deep_copy(layout.src_views[comm.rank], 10.0 + comm.rank);
  SetWaitStyle(comm.rank == 0 ? WaitStyle::kSleep : WaitStyle::kSpin);
  const double slept_before = SleptSeconds();
  constexpr double kLate = 0.2;  // seconds rank 1, the sender, works before it sends
  layout.CopyWithLateRank(comm, 1, kLate);
  const double slept = SleptSeconds() - slept_before;
  const double highest_rank = comm.Max(static_cast<double>(comm.rank));
  SetWaitStyle(WaitStyle::kSpin);
  EXPECT_EQ(highest_rank, comm.size - 1.0);
  if (comm.rank == 0) {
    EXPECT_GT(slept, kLate / 2);
    const auto got = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), layout.dst_views[0]);
    int64_t wrong = 0;
    for (size_t i = 0; i < got.size(); ++i) wrong += got.data()[i] != 11.0;
    EXPECT_EQ(wrong, 0);
  } else {
    EXPECT_EQ(slept, 0.0);
  }
}

TEST(Copier, EndsWithoutItsDataTakenWhenTheReceiverNeverComes) {
  const Comm world = Comm::World();
  if (world.size < 2) GTEST_SKIP() << "needs two ranks";
  Comm comm = world;
  MPI_Comm_dup(world.comm, &comm.comm);  // the message left behind stays in this communicator
  std::chrono::duration<double> end_took{};
  {
    RankToRank layout(comm, 4);
    // Rank 0, the receiver, never starts its copy, as a rank that failed would not.
    if (comm.rank == 1) layout.copier.Copy(layout.src_views, layout.dst_views);
    const auto start = std::chrono::steady_clock::now();
    layout.copier = Copier();  // the end of rank 1's send, never taken
    end_took = std::chrono::steady_clock::now() - start;
  }
  EXPECT_LT(end_took.count(), 60.0);
  MPI_Comm_free(&comm.comm);
}

}  // namespace
}  // namespace vagus::amr
