// Totals over a sample's levels and neighbours, and the sample window (a bounded deque).
#include "monitor/step_sample.hpp"

#include <algorithm>

namespace vagus::monitor {

double StepSample::Work() const {
  double work = 0;
  for (const LevelSample& level : levels) work += level.Work();
  return work;
}

double StepSample::KernelSeconds() const {
  double seconds = 0;
  for (const LevelSample& level : levels) seconds += level.kernel_seconds;
  return seconds;
}

int64_t StepSample::BytesSent() const {
  int64_t bytes = 0;
  for (const auto& [rank, sent] : bytes_sent) bytes += sent;
  return bytes;
}

double StepSample::ImpliedBandwidth() const {
  const double busy = exchange_seconds - wait_seconds;
  const int64_t bytes = BytesSent();
  if (bytes <= 0 || !(busy > 0)) return 0;
  return static_cast<double>(bytes) / busy;
}

SampleWindow::SampleWindow(int capacity) : capacity_(std::max(1, capacity)) {}

void SampleWindow::Add(const StepSample& sample) {
  samples_.push_back(sample);
  while (static_cast<int>(samples_.size()) > capacity_) samples_.pop_front();
}

}  // namespace vagus::monitor
