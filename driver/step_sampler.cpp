// One sample per coarse step, or the mean of several short ones, added up from the engine's
// reports.
#include <algorithm>
#include <cmath>
#include <vagus/driver/step_sampler.hpp>

namespace vagus {
namespace {

// A sample spans at least this much wall time: the sensor reading and the performance function's
// fit that recording a sample costs (tens of microseconds) stay under 1% of the run. Steps that
// take longer are each a sample, as are all steps under a modelled clock.
constexpr double kMinSampleSeconds = 0.01;

}  // namespace

StepSampler::StepSampler(const amr::PatchHierarchy& hierarchy, monitor::AutonomicManager& manager)
    : hierarchy_(hierarchy), manager_(manager) {
  // Room for the neighbours' links, so that steps do not allocate (step_sample.hpp).
  const auto links =
      static_cast<size_t>(std::min(hierarchy.GetComm().size, monitor::kReservedLinks));
  pending_.links.reserve(links);
  step_.links.reserve(links);
}

void StepSampler::BeginStep(int64_t /*step*/) {
  const Stopwatch watch;
  if (pending_steps_ == 0) StartPending();  // otherwise the pending sample goes on
  std::fill(std::begin(step_kernel_), std::end(step_kernel_), 0.0);
  step_.links.clear();
  step_.exchange_seconds = step_.wait_seconds = step_.sync_wait_seconds = 0.0;
  seconds_ += watch.Seconds();
}

void StepSampler::RecordCompletedSteps() {
  if (pending_steps_ == 0) return;
  const Stopwatch watch;
  RecordPending();
  pending_steps_ = 0;
  // Mid-step (a decision): the rest of this step belongs to the next sample.
  StartPending();
  seconds_ += watch.Seconds();
}

void StepSampler::StartPending() {
  manager_.BeginStep();
  pending_watch_ = Stopwatch();
  pending_levels_ = 0;
  std::fill(std::begin(level_kernel_), std::end(level_kernel_), 0.0);
  std::fill(std::begin(level_cells_), std::end(level_cells_), 0.0);
  std::fill(std::begin(level_patches_), std::end(level_patches_), 0.0);
  pending_.links.clear();
  pending_.exchange_seconds = pending_.wait_seconds = pending_.sync_wait_seconds = 0.0;
}

void StepSampler::KernelsTimed(int level, double seconds, int64_t /*local_cells*/) {
  step_kernel_[level] += seconds;
}

void StepSampler::PartTimed(amr::EnginePart part, int /*level*/, double seconds) {
  if (part == amr::EnginePart::kGhostFill) step_.exchange_seconds += seconds;
}

void StepSampler::Waited(amr::EnginePart part, const amr::MessageWaits& waits) {
  if (part == amr::EnginePart::kGhostFill) step_.wait_seconds += waits.seconds;
  step_.sync_wait_seconds += waits.seconds;
}

void StepSampler::MessageSent(int rank, int64_t bytes) { step_.AddSent(rank, bytes); }

void StepSampler::LinkWaited(int rank, double seconds) { step_.Link(rank).seconds += seconds; }

void StepSampler::EndStep(int64_t /*step*/) {
  const Stopwatch watch;
  ++pending_steps_;
  for (int l = 0; l < monitor::kMaxLevels; ++l) level_kernel_[l] += step_kernel_[l];
  pending_.exchange_seconds += step_.exchange_seconds;
  pending_.wait_seconds += step_.wait_seconds;
  pending_.sync_wait_seconds += step_.sync_wait_seconds;
  for (const auto& [rank, step_link] : step_.links) {
    monitor::LinkSample& link = pending_.Link(rank);
    link.bytes += step_link.bytes;
    link.messages += step_link.messages;
    link.seconds += step_link.seconds;
  }
  pending_levels_ = std::max(pending_levels_, hierarchy_.NumLevels());
  for (int l = 0; l < hierarchy_.NumLevels(); ++l) {
    const amr::PatchLevel& level = hierarchy_.Level(l);
    level_cells_[l] += static_cast<double>(level.NumLocalCells());
    level_patches_[l] += static_cast<double>(level.LocalPatches().size());
  }
  if (manager_.ClockModelled() || pending_watch_.Seconds() >= kMinSampleSeconds) {
    RecordPending();
    pending_steps_ = 0;
  }
  seconds_ += watch.Seconds();
}

// The mean step of the pending ones (a level missing from some counts as 0 cells there).
void StepSampler::RecordPending() {
  const double steps = pending_steps_;
  monitor::StepSample& sample = pending_;
  sample.step = hierarchy_.Steps(0);
  sample.time = hierarchy_.Time(0);
  sample.levels.clear();
  sample.step_seconds = 0;
  int substeps = 1;
  for (int l = 0; l < pending_levels_; ++l, substeps *= hierarchy_.Ratio()) {
    monitor::LevelSample s;
    s.kernel_seconds = level_kernel_[l] / steps;
    s.cells = std::llround(level_cells_[l] / steps);
    s.patches = std::llround(level_patches_[l] / steps);
    s.substeps = substeps;
    sample.levels.push_back(s);
    sample.step_seconds += s.kernel_seconds;
  }
  sample.exchange_seconds /= steps;
  sample.wait_seconds /= steps;
  sample.sync_wait_seconds /= steps;
  for (monitor::RankLink& l : sample.links) {  // whole bytes and messages, rounded down
    monitor::LinkSample& link = l.link;
    link.bytes = static_cast<int64_t>(double(link.bytes) / steps);
    link.messages = static_cast<int64_t>(double(link.messages) / steps);
    link.seconds /= steps;
  }
  sample.step_seconds += sample.exchange_seconds;
  manager_.RecordStep(sample);
}

}  // namespace vagus
