// Calibration probe: a short fixed loop of dependent floating-point work whose wall time measures
// the speed a rank delivers when it has no patches to time (Satin's periodic cheap benchmark,
// self-adaptive-grid section 3.2). Every rank runs it at a decision while some rank is evacuated,
// so an evacuated rank's speed can be compared with the active ranks' and it can be re-admitted.
#pragma once

#include <cstdint>
#include <functional>

namespace vagus::monitor {

// What one run of the loop measured: its wall seconds, and the share of the rank's cores it was
// given over them (process CPU seconds / (wall seconds x kernel threads), the scheduler's own
// accounting). The wall time is the share times the cores' rate while running, and the two vary
// apart: under a steady hog the share repeats within 1% run to run, the rate with the host's noise.
struct CalibrationRun {
  double seconds = 0;
  double cpu_share = 1;
};

// Runs `iterations` steps of a multiply-add chain (about 1 ns each on a current core), shared
// among the rank's kernel threads; seconds 0 for iterations <= 0.
CalibrationRun RunCalibrationProbe(int64_t iterations);

// Runs the chain for `seconds` of wall time on each of the rank's kernel threads instead, so that
// every rank ends together whatever its speed (a rank at a third of its core would take three
// times as long over a fixed count, with the others waiting for it); `seconds` of the result are
// those `reference_iterations` would have taken at the speed measured (of the slowest thread),
// speed and share measured over the second half. With `ends_early`, asked once after
// `first_seconds` (less than `seconds`) with what the loop measured over the second half of those,
// the loop ends there if it says so (every rank must give the same answer: it may be collective);
// otherwise speed and share are measured over all of the loop after the first part.
// Seconds 0 for seconds <= 0.
CalibrationRun RunCalibrationProbeFor(
    double seconds, int64_t reference_iterations, double first_seconds = 0,
    const std::function<bool(const CalibrationRun& first)>& ends_early = {});

}  // namespace vagus::monitor
