// Calibration probe: a short fixed loop of dependent floating-point work whose wall time measures
// the speed a rank delivers when it has no patches to time (Satin's periodic cheap benchmark,
// self-adaptive-grid section 3.2). Every rank runs it at a decision while some rank is evacuated,
// so an evacuated rank's speed can be compared with the active ranks' and it can be re-admitted.
#pragma once

#include <cstdint>

namespace vagus::monitor {

// Runs `iterations` steps of a multiply-add chain (about 1 ns each on a current core), shared
// among the rank's kernel threads, and returns the wall seconds it took; 0 for iterations <= 0.
double RunCalibrationProbe(int64_t iterations);

}  // namespace vagus::monitor
