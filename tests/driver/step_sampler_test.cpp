// The step sampler: a coarse step that lasts kMinSampleSeconds or more is a sample of its own,
// and the process sensor's reading in it spans that step's wall time, so that the monitor's
// clock (the window's seconds, the share memory's phase lengths) is the run's. A decision in the
// middle of a step records the steps before it and leaves the rest of the step to the next
// sample.
#include <gtest/gtest.h>

#include <vector>

#include <vagus/base/comm.hpp>
#include <vagus/base/stopwatch.hpp>
#include <vagus/driver/step_sampler.hpp>
#include <vagus/monitor/autonomic_manager.hpp>

namespace vagus {
namespace {

constexpr double kStepSeconds = 0.03;
const Comm kSelf{MPI_COMM_SELF, 0, 1};

amr::Domain SmallDomain() {
  amr::Domain d;
  d.box = Box({0, 0, 0}, {15, 15, 0});
  d.periodic = {true, true, true};
  d.dx = 1.0 / 16;
  return d;
}

// Spins for `seconds` of wall time, reported as the step's kernel time on level 0.
void Compute(StepSampler& sampler, double seconds) {
  const Stopwatch watch;
  while (watch.Seconds() < seconds) {
  }
  sampler.KernelsTimed(0, seconds, 256);
}

struct Sampled {
  amr::PatchHierarchy hierarchy{SmallDomain(), 0, 2, 1, 1, kSelf};
  monitor::AutonomicManager manager{monitor::AutonomicOptions{}, kSelf};
  StepSampler sampler{hierarchy, manager};

  Sampled() { hierarchy.SetLevel(0, hierarchy.MakeLevel(0, {{hierarchy.GetDomain(0).box, 0}})); }
  [[nodiscard]] const monitor::SampleWindow& Window() const { return manager.Monitor().Window(); }
};

TEST(StepSampler, EachLongStepIsASampleOverItsOwnWallTime) {
  Sampled s;
  std::vector<double> step_wall;
  for (int step = 1; step <= 5; ++step) {
    const Stopwatch watch;
    s.sampler.BeginStep(step);
    Compute(s.sampler, kStepSeconds);
    s.sampler.EndStep(step);
    step_wall.push_back(watch.Seconds());
  }
  ASSERT_EQ(s.Window().Size(), 5) << "one sample per step";
  for (int i = 0; i < s.Window().Size(); ++i) {
    const monitor::StepSample& sample = s.Window()[i];
    EXPECT_NEAR(sample.levels[0].kernel_seconds, kStepSeconds, 1e-12) << "sample " << i;
    EXPECT_GE(sample.process.wall_seconds, kStepSeconds) << "sample " << i;
    EXPECT_LE(sample.process.wall_seconds, step_wall[i]) << "sample " << i;
  }
}

TEST(StepSampler, ADecisionMidStepLeavesTheRestOfTheStepToTheNextSample) {
  Sampled s;
  // Two short steps, sampled together, then a decision a third of the way into the third.
  for (int step = 1; step <= 2; ++step) {
    s.sampler.BeginStep(step);
    Compute(s.sampler, kStepSeconds / 10);
    s.sampler.EndStep(step);
  }
  EXPECT_EQ(s.Window().Size(), 0) << "short steps wait for more";
  s.sampler.BeginStep(3);
  Compute(s.sampler, kStepSeconds / 3);
  s.sampler.RecordCompletedSteps();
  ASSERT_EQ(s.Window().Size(), 1) << "the decision sees the steps completed";
  EXPECT_NEAR(s.Window()[0].levels[0].kernel_seconds, kStepSeconds / 10, 1e-12) << "their mean";
  const Stopwatch since_decision;
  Compute(s.sampler, 2 * kStepSeconds / 3);
  s.sampler.EndStep(3);
  const double rest_of_step = since_decision.Seconds();
  // The third step is a sample of its own: all of its kernel seconds, and the wall time since
  // the decision (the first third went with the steps before).
  ASSERT_EQ(s.Window().Size(), 2);
  EXPECT_NEAR(s.Window()[1].levels[0].kernel_seconds, kStepSeconds, 1e-12);
  EXPECT_GE(s.Window()[1].process.wall_seconds, 2 * kStepSeconds / 3);
  EXPECT_LE(s.Window()[1].process.wall_seconds, rest_of_step);
}

}  // namespace
}  // namespace vagus
