// The engine's parts through their interfaces: the patch hierarchy's clocks and generations; a load
// balancer of the caller's (every patch whole, owners dealt round-robin) instead of the engine's,
// asked to adapt at every adaptation point and giving the same bits as the capacity balancer; one
// that adapts between regrids too, moving patches after every coarse step, with the same bits; and
// an observer that sees each coarse step's events in order, whose time after the kernels and after
// messages the engine counts as kernel time and as waiting on the link.
#include <gtest/gtest.h>
#include <mpi.h>

#include <cstring>
#include <string>
#include <vagus/amr/gather.hpp>
#include <vagus/amr/simulation.hpp>
#include <vagus/base/stopwatch.hpp>

#include "tests/amr/upwind_kernel.hpp"

namespace vagus::amr {
namespace {

AmrOptions TwoLevels() {
  AmrOptions o;
  o.max_level = 1;
  o.regrid_interval = 2;
  o.blocking_factor = 4;
  return o;
}

TEST(PatchHierarchy, ClocksAndGenerations) {
  PatchHierarchy h(PeriodicDomain(), 2, 2, 1, 1, Comm::World());
  EXPECT_EQ(h.MaxLevel(), 2);
  EXPECT_EQ(h.Substeps(2), 4);
  EXPECT_EQ(h.GetDomain(1).box, Box({0, 0, 0}, {63, 63, 0}));
  h.SetLevel(0, h.MakeLevel(0, {{h.GetDomain(0).box, 0}}));
  const uint64_t first = h.Generation(0);
  h.AdvanceTime(0, 0.5);
  EXPECT_EQ(h.Time(0), 0.5);
  EXPECT_EQ(h.OldTime(0), 0.0);
  EXPECT_EQ(h.Steps(0), 1);
  h.SetLevel(1, h.MakeLevel(1, {{Box({0, 0, 0}, {7, 7, 0}), 0}}));
  EXPECT_EQ(h.Time(1), 0.5) << "a new level starts at its coarser level's time";
  EXPECT_EQ(h.Steps(1), 0);
  h.SetTime(1, 0.25);
  EXPECT_DOUBLE_EQ(h.CoarseAlpha(1), 0.5);
  EXPECT_DOUBLE_EQ(h.CoarseAlpha(1, 0.5), 1.0);
  h.SetLevel(0, h.MakeLevel(0, {{h.GetDomain(0).box, 0}}));
  EXPECT_NE(h.Generation(0), first) << "a new layout is a new generation";
  const uint64_t fine = h.Generation(1);
  h.RemoveLevelsAbove(0);
  EXPECT_EQ(h.NumLevels(), 1);
  EXPECT_NE(h.Generation(1), fine);
}

// Every patch whole, owners round-robin in box order; counts the adaptation points.
class RoundRobinBalancer final : public LoadBalancer {
 public:
  void Adapt(const PatchHierarchy& /*hierarchy*/) override { ++adaptations; }
  std::vector<PatchInfo> LayOut(const PatchHierarchy& hierarchy, int /*l*/, const BoxList& boxes,
                                const PatchLevel* /*previous*/, bool /*may_split*/) override {
    std::vector<PatchInfo> patches;
    for (std::size_t n = 0; n < boxes.size(); ++n)
      patches.push_back({boxes[n], static_cast<int>(n % hierarchy.GetComm().size)});
    return patches;
  }
  const PatchLimits& Limits() const override { return limits_; }
  int adaptations = 0;

 private:
  PatchLimits limits_{64, {}};
};

std::vector<std::vector<double>> Levels(const Simulation& sim) {
  std::vector<std::vector<double>> levels;
  for (int l = 0; l < sim.Hierarchy().NumLevels(); ++l)
    levels.push_back(GatherLevel(sim.Hierarchy().Level(l), sim.Hierarchy().GetComm()));
  return levels;
}

// On rank 0: both simulations' levels hold the same bits (the gathers are collective).
void ExpectSameLevels(const Simulation& a, const Simulation& b, const std::string& what) {
  const auto x = Levels(a), y = Levels(b);
  if (!a.Hierarchy().GetComm().IsRoot()) return;
  ASSERT_EQ(x.size(), y.size()) << what;
  for (std::size_t l = 0; l < x.size(); ++l) {
    ASSERT_EQ(x[l].size(), y[l].size()) << what << ", level " << l;
    EXPECT_EQ(0, std::memcmp(x[l].data(), y[l].data(), x[l].size() * sizeof(double)))
        << what << ", level " << l;
  }
}

TEST(LoadBalancer, ABalancerOfTheCallersGivesTheSameBits) {
  const Comm comm = Comm::World();
  const UpwindKernel kernel(TimeScheme::kSspRk2, false);
  auto owned = std::make_unique<RoundRobinBalancer>();
  RoundRobinBalancer& round_robin = *owned;
  Simulation theirs(kernel, PeriodicDomain(), TwoLevels(), PatchLimits{64, {}}, {}, comm,
                    std::move(owned));
  Simulation ours(kernel, PeriodicDomain(), TwoLevels(), PatchLimits{64, {}}, {}, comm);
  theirs.Initialize();
  ours.Initialize();
  for (int step = 0; step < 6; ++step) {
    theirs.Advance(theirs.StableDt(0.5));
    ours.Advance(ours.StableDt(0.5));
  }
  EXPECT_EQ(round_robin.adaptations, 3) << "regrid_interval = 2, six coarse steps";
  EXPECT_EQ(theirs.Hierarchy().NumLevels(), 2);
  ExpectSameLevels(theirs, ours, "a round-robin balancer");
}

// The engine's capacity balancer, adapting after every coarse step between regrids: rank 0 takes
// most of the work, then least, in turn.
class SwingingBalancer final : public CapacityBalancer {
 public:
  explicit SwingingBalancer(int ranks) : CapacityBalancer(PatchLimits{64, {}}, 4), ranks_(ranks) {}
  bool AdaptBetweenRegrids(const PatchHierarchy& /*hierarchy*/) override {
    if (ranks_ < 2) return false;
    DistributionPolicy policy = Policy();
    const double first = ++swings % 2 == 1 ? 0.7 : 0.1;
    policy.capacity.assign(ranks_, (1.0 - first) / (ranks_ - 1));
    policy.capacity[0] = first;
    SetPolicy(policy);
    return true;
  }
  int swings = 0;

 private:
  int ranks_;
};

TEST(LoadBalancer, ABalancerThatAdaptsBetweenRegridsMovesOwnersNotTheSolution) {
  const Comm comm = Comm::World();
  for (const TimeScheme scheme : {TimeScheme::kSspRk2, TimeScheme::kSspRk3}) {
    const UpwindKernel kernel(scheme, false);
    auto owned = std::make_unique<SwingingBalancer>(comm.size);
    SwingingBalancer& swinging = *owned;
    AmrOptions options = TwoLevels();
    options.regrid_interval = 4;
    options.check_invariants = true;
    Simulation swung(kernel, PeriodicDomain(), options, PatchLimits{64, {}}, {}, comm,
                     std::move(owned));
    Simulation steady(kernel, PeriodicDomain(), options, PatchLimits{64, {}}, {}, comm);
    swung.Initialize();
    steady.Initialize();
    int moved = 0;  // coarse steps after which level 0 or 1 had a new layout
    for (int step = 0; step < 7; ++step) {
      const uint64_t base = swung.Hierarchy().Generation(0), fine = swung.Hierarchy().Generation(1);
      swung.Advance(swung.StableDt(0.5));
      steady.Advance(steady.StableDt(0.5));
      moved += swung.Hierarchy().Generation(0) != base || swung.Hierarchy().Generation(1) != fine;
    }
    ASSERT_EQ(swung.Hierarchy().NumLevels(), 2);
    if (comm.size > 1) {
      EXPECT_EQ(swinging.swings, 6) << "after steps 1-3 and 5-7 (regrid_interval = 4)";
      EXPECT_GE(moved, 6) << "each swing moves patches";
      EXPECT_GT(swung.Gridding().BytesMoved(), 0);
    }
    EXPECT_EQ(swung.Hierarchy().Time(1), swung.Hierarchy().Time(0));
    ExpectSameLevels(swung, steady, "scheme " + std::to_string(static_cast<int>(scheme)));
  }
}

// A level's capacities leave out the ranks kept off it and scale the others up in proportion.
TEST(LoadBalancer, CapacitiesOnALevelLeaveOutTheRanksKeptOffIt) {
  DistributionPolicy policy;
  policy.capacity = {0.5, 0.25, 0.25};
  policy.coarsest_level = {0, 2, 1};
  const std::vector<double> base = CapacitiesOnLevel(policy, 0, 3);
  const std::vector<double> one = CapacitiesOnLevel(policy, 1, 3);
  EXPECT_EQ(base, (std::vector<double>{1.0, 0.0, 0.0}));
  EXPECT_DOUBLE_EQ(one[0], 2.0 / 3.0);
  EXPECT_EQ(one[1], 0.0);
  EXPECT_DOUBLE_EQ(one[2], 1.0 / 3.0);
  EXPECT_EQ(CapacitiesOnLevel(policy, 2, 3), policy.capacity);
  policy.capacity.clear();  // equal shares
  EXPECT_EQ(CapacitiesOnLevel(policy, 0, 3), (std::vector<double>{1.0, 0.0, 0.0}));
  EXPECT_EQ(CapacitiesOnLevel(policy, 2, 3), std::vector<double>(3, 1.0 / 3.0));
  policy.capacity = {0.0, 0.5, 0.5};  // rank 0 evacuated: no one left for level 0
  EXPECT_EQ(CapacitiesOnLevel(policy, 0, 3), policy.capacity);
}

// Every rank but 0 kept off level 0 (partitioner.coarsest_levels): rank 0 holds all of it, the
// others share level 1 with it, and the solution is the same.
TEST(LoadBalancer, RanksKeptOffTheCoarseLevelHoldNoneOfItAndTheSolutionIsTheSame) {
  const Comm comm = Comm::World();
  const UpwindKernel kernel(TimeScheme::kSspRk2, false);
  auto owned = std::make_unique<CapacityBalancer>(PatchLimits{64, {}}, 4);
  DistributionPolicy policy = owned->Policy();
  policy.coarsest_level.assign(comm.size, 1);
  policy.coarsest_level[0] = 0;
  owned->SetPolicy(policy);
  Simulation kept(kernel, PeriodicDomain(), TwoLevels(), PatchLimits{64, {}}, {}, comm,
                  std::move(owned));
  Simulation everywhere(kernel, PeriodicDomain(), TwoLevels(), PatchLimits{64, {}}, {}, comm);
  kept.Initialize();
  everywhere.Initialize();
  for (int step = 0; step < 5; ++step) {  // regrids after steps 2 and 4
    kept.Advance(kept.StableDt(0.5));
    everywhere.Advance(everywhere.StableDt(0.5));
    ASSERT_EQ(kept.Hierarchy().NumLevels(), 2);
    for (const PatchInfo& p : kept.Hierarchy().Level(0).Patches()) EXPECT_EQ(p.owner, 0);
    std::vector<int> fine_patches(comm.size, 0);
    for (const PatchInfo& p : kept.Hierarchy().Level(1).Patches()) ++fine_patches[p.owner];
    for (int k = 0; k < comm.size; ++k)
      EXPECT_GT(fine_patches[k], 0) << "rank " << k << " after step " << step + 1;
  }
  ExpectSameLevels(kept, everywhere, "ranks kept off level 0");
}

// Records the order of events of a coarse step and spends time where the engine counts it.
class RecordingObserver final : public EngineObserver {
 public:
  void BeginStep(int64_t step) override { events.push_back("begin " + std::to_string(step)); }
  void EndStep(int64_t step) override { events.push_back("end " + std::to_string(step)); }
  void AfterKernels(int level, double) override {
    events.push_back("after kernels " + std::to_string(level));
    Burn(0.002);
  }
  void KernelsTimed(int level, double seconds, int64_t) override {
    events.push_back("kernels " + std::to_string(level));
    kernel_seconds += seconds;
  }
  void AfterMessage(int, int64_t) override {
    Burn(0.001);
    ++messages;
  }
  static void Burn(double seconds) {
    const Stopwatch watch;
    while (watch.Seconds() < seconds) {
    }
  }
  std::vector<std::string> events;
  double kernel_seconds = 0;
  int messages = 0;
};

TEST(EngineObserver, SeesEachStepInOrderAndItsTimeCounts) {
  const Comm comm = Comm::World();
  const UpwindKernel kernel(TimeScheme::kSspRk1, false);
  Simulation sim(kernel, PeriodicDomain(), TwoLevels(), PatchLimits{64, {}}, {}, comm);
  RecordingObserver observer;
  sim.AddObserver(observer);
  sim.Initialize();
  sim.Advance(sim.StableDt(0.5));
  ASSERT_EQ(sim.Hierarchy().NumLevels(), 2);
  const std::vector<std::string> expected = {
      "begin 1",   "after kernels 0", "kernels 0", "after kernels 1",
      "kernels 1", "after kernels 1", "kernels 1", "end 1"};
  EXPECT_EQ(observer.events, expected);
  // Three kernel calls, 2 ms spent after each: counted as kernel time.
  EXPECT_GE(observer.kernel_seconds, 0.006);
  EXPECT_GE(sim.Timers().kernel, 0.006);
  double link_wait = 0;
  for (const LinkTotals& link : sim.Timers().links) link_wait += link.wait_seconds;
  EXPECT_GE(link_wait, 0.001 * observer.messages) << "time after messages is waiting on links";
  if (comm.size > 1) {
    EXPECT_GT(observer.messages, 0);
  }
  sim.RemoveObserver(observer);
}

}  // namespace
}  // namespace vagus::amr
