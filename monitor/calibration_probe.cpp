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

// Iterations between looks at the clock: about a tenth of a millisecond.
constexpr int64_t kChunk = 100000;

// Chunks of the chain until `deadline` (wall seconds) has passed; the iterations run.
int64_t ChainUntil(double deadline, double x) {
  int64_t done = 0;
  do {
    x = Chain(kChunk, x);
    done += kChunk;
  } while (WallSeconds() < deadline);
  if (x == 0.0) probe_sink = 0.0;  // never; keeps the chain
  return done;
}

}  // namespace

CalibrationRun RunCalibrationProbeFor(double seconds, int64_t reference_iterations) {
  if (!(seconds > 0) || reference_iterations <= 0) return {};
  const int threads = KernelThreads();
  // The first half is not measured: the scheduler's weights take tens of milliseconds to settle
  // once every rank is busy (a time-shared rank read up to 12% more of its core over the whole).
  const double start = WallSeconds();
  const double measured_from = start + 0.5 * seconds, deadline = start + seconds;
  double measure_start = 0, measure_start_cpu = 0;
  int64_t slowest = 0;
  if (threads == 1) {
    ChainUntil(measured_from, probe_sink + 1.0);
    measure_start = WallSeconds();
    measure_start_cpu = ProcessCpuSeconds();
    slowest = ChainUntil(deadline, probe_sink + 1.0);
  } else {
    const double seed = probe_sink + 1.0;
    Kokkos::View<int64_t*, Kokkos::HostSpace> done("probe iterations", threads);
    const auto run_until = [&](double until) {
      Kokkos::parallel_for(
          Kokkos::RangePolicy<Kokkos::DefaultHostExecutionSpace>(0, threads),
          [=](const int t) { done(t) = ChainUntil(until, seed + t); });
      FenceKernels();
    };
    run_until(measured_from);
    measure_start = WallSeconds();
    measure_start_cpu = ProcessCpuSeconds();
    run_until(deadline);
    slowest = done(0);
    for (int t = 1; t < threads; ++t) slowest = std::min(slowest, done(t));
  }
  const double wall = WallSeconds() - measure_start;
  CalibrationRun run;
  // The rank's threads share the reference count, as they share a kernel's work.
  run.seconds = wall * static_cast<double>(reference_iterations) /
                (static_cast<double>(slowest) * threads);
  if (wall > 0)
    run.cpu_share = std::min(1.0, (ProcessCpuSeconds() - measure_start_cpu) / (wall * threads));
  return run;
}

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
