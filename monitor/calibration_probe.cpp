// A dependent chain cannot be vectorised or reordered, so its time scales with the core's clock
// and with the share of the core the process gets, not with memory bandwidth.
#include <vagus/monitor/calibration_probe.hpp>

#include <vagus/monitor/process_sensor.hpp>

namespace vagus::monitor {
namespace {

volatile double probe_sink = 0;

}  // namespace

double RunCalibrationProbe(int64_t iterations) {
  if (iterations <= 0) return 0;
  const double start = WallSeconds();
  double x = probe_sink + 1.0;
  for (int64_t i = 0; i < iterations; ++i) x = x * 0.9999999 + 1e-7;
  probe_sink = x;
  return WallSeconds() - start;
}

}  // namespace vagus::monitor
