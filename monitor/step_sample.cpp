// Totals over a sample's levels and neighbours.
#include <vagus/monitor/step_sample.hpp>

#include <vagus/base/error.hpp>

namespace vagus::monitor {

LevelSamples::LevelSamples(std::initializer_list<LevelSample> levels) {
  for (const LevelSample& level : levels) push_back(level);
}

void LevelSamples::push_back(const LevelSample& level) {
  VAGUS_ASSERT(size_ < kMaxLevels, "a step sample holds at most kMaxLevels levels");
  levels_[size_++] = level;
}

LinkSample& StepSample::Link(int rank) {
  VAGUS_ASSERT(rank >= 0, "a link to a negative rank");
  for (RankLink& l : links)
    if (l.rank == rank) return l.link;
  links.push_back({rank, {}});
  return links.back().link;
}

LinkSample StepSample::LinkTo(int rank) const {
  for (const RankLink& l : links)
    if (l.rank == rank) return l.link;
  return {};
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
  for (const RankLink& l : links) bytes += l.link.bytes;
  return bytes;
}

int64_t StepSample::MessagesSent() const {
  int64_t messages = 0;
  for (const RankLink& l : links) messages += l.link.messages;
  return messages;
}

double StepSample::LinkSeconds() const {
  double seconds = 0;
  for (const RankLink& l : links) seconds += l.link.seconds;
  return seconds;
}

double StepSample::ImpliedBandwidth() const {
  const double busy = exchange_seconds - wait_seconds;
  const int64_t bytes = BytesSent();
  if (bytes <= 0 || !(busy > 0)) return 0;
  return static_cast<double>(bytes) / busy;
}

}  // namespace vagus::monitor
