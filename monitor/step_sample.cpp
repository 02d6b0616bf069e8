// Totals over a sample's levels and neighbours.
#include "monitor/step_sample.hpp"

#include "amr/base/error.hpp"

namespace vagus::monitor {

LevelSamples::LevelSamples(std::initializer_list<LevelSample> levels) {
  for (const LevelSample& level : levels) push_back(level);
}

void LevelSamples::push_back(const LevelSample& level) {
  VAGUS_ASSERT(size_ < kMaxLevels, "a step sample holds at most kMaxLevels levels");
  levels_[size_++] = level;
}

void StepSample::AddBytesSent(int rank, int64_t bytes) {
  VAGUS_ASSERT(rank >= 0, "bytes sent to a negative rank");
  if (static_cast<size_t>(rank) >= bytes_sent.size()) bytes_sent.resize(rank + 1, 0);
  bytes_sent[rank] += bytes;
}

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
  for (int64_t sent : bytes_sent) bytes += sent;
  return bytes;
}

double StepSample::ImpliedBandwidth() const {
  const double busy = exchange_seconds - wait_seconds;
  const int64_t bytes = BytesSent();
  if (bytes <= 0 || !(busy > 0)) return 0;
  return static_cast<double>(bytes) / busy;
}

}  // namespace vagus::monitor
