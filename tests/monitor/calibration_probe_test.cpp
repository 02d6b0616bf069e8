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

TEST(CalibrationProbe, NoWallTimeRunsNothing) {
  const CalibrationRun run = RunCalibrationProbeFor(0.0, kReference);
  EXPECT_EQ(run.seconds, 0.0);
  EXPECT_EQ(run.cpu_share, 1.0);
}

}  // namespace
}  // namespace vagus::monitor
