// One sample per coarse step, added up from the engine's reports.
#include <algorithm>
#include <vagus/base/stopwatch.hpp>
#include <vagus/driver/step_sampler.hpp>

namespace vagus {

StepSampler::StepSampler(const amr::PatchHierarchy& hierarchy, monitor::AutonomicManager& manager)
    : hierarchy_(hierarchy), manager_(manager) {
  sample_.links.assign(static_cast<size_t>(hierarchy.GetComm().size), {});
}

void StepSampler::BeginStep(int64_t /*step*/) {
  const Stopwatch watch;
  manager_.BeginStep();
  std::fill(std::begin(level_kernel_), std::end(level_kernel_), 0.0);
  std::fill(sample_.links.begin(), sample_.links.end(), monitor::LinkSample{});
  sample_.exchange_seconds = sample_.wait_seconds = 0.0;
  seconds_ += watch.Seconds();
}

void StepSampler::KernelsTimed(int level, double seconds, int64_t /*local_cells*/) {
  level_kernel_[level] += seconds;
}

void StepSampler::PartTimed(amr::EnginePart part, int /*level*/, double seconds) {
  if (part == amr::EnginePart::kGhostFill) sample_.exchange_seconds += seconds;
}

void StepSampler::Waited(amr::EnginePart part, const amr::MessageWaits& waits) {
  if (part == amr::EnginePart::kGhostFill) sample_.wait_seconds += waits.seconds;
}

void StepSampler::MessageSent(int rank, int64_t bytes) { sample_.AddSent(rank, bytes); }

void StepSampler::LinkWaited(int rank, double seconds) { sample_.Link(rank).seconds += seconds; }

void StepSampler::EndStep(int64_t /*step*/) {
  const Stopwatch watch;
  monitor::StepSample& sample = sample_;
  sample.step = hierarchy_.Steps(0);
  sample.time = hierarchy_.Time(0);
  sample.levels.clear();
  sample.step_seconds = 0;
  for (int l = 0; l < hierarchy_.NumLevels(); ++l) {
    const amr::PatchLevel& level = hierarchy_.Level(l);
    monitor::LevelSample s;
    s.kernel_seconds = level_kernel_[l];
    s.cells = level.NumLocalCells();
    s.patches = static_cast<int64_t>(level.LocalPatches().size());
    s.substeps = hierarchy_.Substeps(l);
    sample.levels.push_back(s);
    sample.step_seconds += s.kernel_seconds;
  }
  sample.step_seconds += sample.exchange_seconds;
  manager_.RecordStep(sample);
  seconds_ += watch.Seconds();
}

}  // namespace vagus
