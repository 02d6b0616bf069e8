// Calibration probe over a wall time: it ends on time whatever the rank's speed (every rank ends
// together), and reads a speed and a share of the cores. Only what holds on a loaded machine is
// asserted: no figure of speed.
#include <vagus/monitor/calibration_probe.hpp>

#include <gtest/gtest.h>

#include <vagus/monitor/process_sensor.hpp>

namespace vagus::monitor {
namespace {

constexpr int64_t kReference = 200000000;

TEST(CalibrationProbe, AWallTimeProbeEndsOnTimeAndReadsASpeedAndAShare) {
  const double start = WallSeconds();
  const CalibrationRun run = RunCalibrationProbeFor(0.1, kReference);
  const double took = WallSeconds() - start;
  EXPECT_GE(took, 0.1);
  // A tenth of a millisecond between looks at the clock; a second is for a host that stalls.
  EXPECT_LT(took, 1.1);
  EXPECT_GT(run.seconds, 0.0);
  EXPECT_GT(run.cpu_share, 0.0);
  EXPECT_LE(run.cpu_share, 1.0);
}

TEST(CalibrationProbe, EndsAfterItsFirstPartWhenToldSoAndRunsOnOtherwise) {
  int asked = 0;
  CalibrationRun seen;
  const auto ask = [&](bool answer) {
    return [&, answer](const CalibrationRun& first) {
      ++asked;
      seen = first;
      return answer;
    };
  };
  double start = WallSeconds();
  const CalibrationRun early = RunCalibrationProbeFor(2.0, kReference, 0.05, ask(true));
  const double early_took = WallSeconds() - start;
  EXPECT_EQ(asked, 1);
  EXPECT_GE(early_took, 0.05);
  EXPECT_LT(early_took, 1.1);  // well short of the 2 s; a second is for a host that stalls
  EXPECT_EQ(early.seconds, seen.seconds);  // what the first part measured is the result
  EXPECT_GT(seen.cpu_share, 0.0);
  EXPECT_LE(seen.cpu_share, 1.0);

  start = WallSeconds();
  const CalibrationRun full = RunCalibrationProbeFor(0.2, kReference, 0.05, ask(false));
  EXPECT_EQ(asked, 2);
  EXPECT_GE(WallSeconds() - start, 0.2);
  EXPECT_GT(full.seconds, 0.0);
  EXPECT_GT(full.cpu_share, 0.0);
  EXPECT_LE(full.cpu_share, 1.0);
}

TEST(CalibrationProbe, NoWallTimeRunsNothing) {
  const CalibrationRun run = RunCalibrationProbeFor(0.0, kReference);
  EXPECT_EQ(run.seconds, 0.0);
  EXPECT_EQ(run.cpu_share, 1.0);
}

}  // namespace
}  // namespace vagus::monitor
