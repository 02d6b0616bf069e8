// A dependent chain cannot be vectorised or reordered, so its time scales with the core's clock
// and with the share of the core the process gets, not with memory bandwidth.
#include <vagus/monitor/calibration_probe.hpp>

#include <algorithm>
#include <vector>

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

// Runs work(t) on each of the rank's kernel threads t (directly when there is one), as kernels
// share a level's work among them: the rank's probe lasts as long as its slowest thread.
template <class Work>
void OnEachKernelThread(int threads, const Work& work) {
  if (threads == 1) {
    work(0);
    return;
  }
  Kokkos::parallel_for(Kokkos::RangePolicy<Kokkos::DefaultHostExecutionSpace>(0, threads), work);
  FenceKernels();
}

// The share of the rank's cores its threads were given since `start_cpu` over `wall` seconds.
double CpuShareSince(double start_cpu, double wall, int threads) {
  return wall > 0 ? std::min(1.0, (ProcessCpuSeconds() - start_cpu) / (wall * threads)) : 1.0;
}

}  // namespace

CalibrationRun RunCalibrationProbeFor(double seconds, int64_t reference_iterations,
                                      double first_seconds,
                                      const std::function<bool(const CalibrationRun&)>& ends_early) {
  if (!(seconds > 0) || reference_iterations <= 0) return {};
  const int threads = KernelThreads();
  const double seed = probe_sink + 1.0;
  std::vector<int64_t> done(static_cast<size_t>(threads), 0);
  // The loop from now until `until`, measured from `from` on.
  const auto measure = [&](double from, double until) {
    OnEachKernelThread(threads, [&](const int t) { ChainUntil(from, seed + t); });
    const double measure_start = WallSeconds(), measure_start_cpu = ProcessCpuSeconds();
    OnEachKernelThread(threads, [&](const int t) { done[t] = ChainUntil(until, seed + t); });
    const double wall = WallSeconds() - measure_start;
    const int64_t slowest = *std::min_element(done.begin(), done.end());
    CalibrationRun run;
    // The rank's threads share the reference count, as they share a kernel's work.
    run.seconds = wall * static_cast<double>(reference_iterations) /
                  (static_cast<double>(slowest) * threads);
    run.cpu_share = CpuShareSince(measure_start_cpu, wall, threads);
    return run;
  };
  // The first half of a stretch is not measured: the scheduler's weights take tens of
  // milliseconds to settle once every rank is busy (a time-shared rank read up to 12% more of its
  // core over the whole). After the first part they have settled: the rest is measured whole.
  const double start = WallSeconds();
  if (ends_early && first_seconds > 0 && first_seconds < seconds) {
    const CalibrationRun first = measure(start + 0.5 * first_seconds, start + first_seconds);
    if (ends_early(first)) return first;
    return measure(start + first_seconds, start + seconds);
  }
  return measure(start + 0.5 * seconds, start + seconds);
}

CalibrationRun RunCalibrationProbe(int64_t iterations) {
  if (iterations <= 0) return {};
  const int threads = KernelThreads();
  const double start = WallSeconds(), start_cpu = ProcessCpuSeconds();
  const double seed = probe_sink + 1.0;
  OnEachKernelThread(threads, [&](const int t) {
    if (Chain(iterations / threads, seed + t) == 0.0) probe_sink = 0.0;  // never; keeps the chain
  });
  CalibrationRun run;
  run.seconds = WallSeconds() - start;
  run.cpu_share = CpuShareSince(start_cpu, run.seconds, threads);
  return run;
}

}  // namespace vagus::monitor
