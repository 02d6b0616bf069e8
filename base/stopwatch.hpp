// Stopwatch: wall-clock seconds since it was started, on the steady clock.
#pragma once

#include <chrono>

namespace vagus {

class Stopwatch {
 public:
  Stopwatch() : start_(Clock::now()) {}
  [[nodiscard]] double Seconds() const {
    return std::chrono::duration<double>(Clock::now() - start_).count();
  }

 private:
  using Clock = std::chrono::steady_clock;
  Clock::time_point start_;
};

}  // namespace vagus
