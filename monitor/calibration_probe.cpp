// A dependent chain cannot be vectorised or reordered, so its time scales with the core's clock
// and with the share of the core the process gets, not with memory bandwidth.
#include <vagus/monitor/calibration_probe.hpp>

#include <algorithm>

#include <Kokkos_Core.hpp>

#include <vagus/base/for_each_cell.hpp>
#include <vagus/base/kokkos_runtime.hpp>
#include <vagus/monitor/process_sensor.hpp>

namespace vagus::monitor {
namespace {

volatile double probe_sink = 0;

double Chain(int64_t iterations, double x) {
  for (int64_t i = 0; i < iterations; ++i) x = x * 0.9999999 + 1e-7;
  return x;
}

}  // namespace

CalibrationRun RunCalibrationProbe(int64_t iterations) {
  if (iterations <= 0) return {};
  const int threads = KernelThreads();
  const double start = WallSeconds(), start_cpu = ProcessCpuSeconds();
  if (threads == 1) {
    probe_sink = Chain(iterations, probe_sink + 1.0);
  } else {
    // Each of the rank's threads runs its part, as kernels share work among them: the rank's
    // probe takes as long as its slowest thread.
    const double seed = probe_sink + 1.0;
    Kokkos::parallel_for(
        Kokkos::RangePolicy<Kokkos::DefaultHostExecutionSpace>(0, threads), [=](const int t) {
          if (Chain(iterations / threads, seed + t) == 0.0) probe_sink = 0.0;  // never; keeps the chain
        });
    FenceKernels();
  }
  CalibrationRun run;
  run.seconds = WallSeconds() - start;
  if (run.seconds > 0)
    run.cpu_share = std::min(1.0, (ProcessCpuSeconds() - start_cpu) / (run.seconds * threads));
  return run;
}

}  // namespace vagus::monitor
