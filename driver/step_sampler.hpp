// StepSampler: an engine observer that turns one coarse step's timings into this rank's sample for
// the autonomic manager (monitor/step_sample.hpp): kernel seconds per level, ghost filling and its
// waits, the bytes, messages and waits of each link, and, at the end of the step, each level's
// cells and patches on this rank. The manager adds the process sensor's reading and records it.
// Steps shorter than a few milliseconds are added up into one sample, their mean, so that the
// monitor costs little where steps are short (a 1-D run). Sampling a step allocates nothing.
#pragma once

#include <vagus/amr/engine_observer.hpp>
#include <vagus/amr/patch_hierarchy.hpp>
#include <vagus/base/stopwatch.hpp>
#include <vagus/monitor/autonomic_manager.hpp>

namespace vagus {

class StepSampler final : public amr::EngineObserver {
 public:
  // Both must outlive the sampler.
  StepSampler(const amr::PatchHierarchy& hierarchy, monitor::AutonomicManager& manager);

  // Wall seconds spent sampling (this rank's cost of the monitor between decisions).
  [[nodiscard]] double Seconds() const { return seconds_; }

  // Records the steps completed and not yet recorded (before a decision, which should see them).
  void RecordCompletedSteps();

  void BeginStep(int64_t step) override;
  void EndStep(int64_t step) override;
  void KernelsTimed(int level, double seconds, int64_t local_cells) override;
  void PartTimed(amr::EnginePart part, int level, double seconds) override;
  void Waited(amr::EnginePart part, const amr::MessageWaits& waits) override;
  void MessageSent(int rank, int64_t bytes) override;
  void LinkWaited(int rank, double seconds) override;

 private:
  void StartPending();
  void RecordPending();

  const amr::PatchHierarchy& hierarchy_;
  monitor::AutonomicManager& manager_;
  // The steps not yet recorded, added up: a sample is the mean of its steps (one step, unless
  // steps are shorter than kMinSampleSeconds). Links sized once: recording allocates nothing.
  monitor::StepSample pending_;
  int pending_steps_ = 0;
  int pending_levels_ = 0;  // the most levels any pending step had
  double level_kernel_[monitor::kMaxLevels] = {};
  double level_cells_[monitor::kMaxLevels] = {};
  double level_patches_[monitor::kMaxLevels] = {};
  // The step under way, added to the pending ones when it ends.
  monitor::StepSample step_;
  double step_kernel_[monitor::kMaxLevels] = {};
  Stopwatch pending_watch_;
  double seconds_ = 0.0;
};

}  // namespace vagus
