// StepSampler: an engine observer that turns one coarse step's timings into this rank's sample for
// the autonomic manager (monitor/step_sample.hpp): kernel seconds per level, ghost filling and its
// waits, the bytes, messages and waits of each link, and, at the end of the step, each level's
// cells and patches on this rank. The manager adds the process sensor's reading and records it.
// Sampling a step allocates nothing.
#pragma once

#include <vagus/amr/engine_observer.hpp>
#include <vagus/amr/patch_hierarchy.hpp>
#include <vagus/monitor/autonomic_manager.hpp>

namespace vagus {

class StepSampler final : public amr::EngineObserver {
 public:
  // Both must outlive the sampler.
  StepSampler(const amr::PatchHierarchy& hierarchy, monitor::AutonomicManager& manager);

  // Wall seconds spent sampling (this rank's cost of the monitor between decisions).
  [[nodiscard]] double Seconds() const { return seconds_; }

  void BeginStep(int64_t step) override;
  void EndStep(int64_t step) override;
  void KernelsTimed(int level, double seconds, int64_t local_cells) override;
  void PartTimed(amr::EnginePart part, int level, double seconds) override;
  void Waited(amr::EnginePart part, const amr::MessageWaits& waits) override;
  void MessageSent(int rank, int64_t bytes) override;
  void LinkWaited(int rank, double seconds) override;

 private:
  const amr::PatchHierarchy& hierarchy_;
  monitor::AutonomicManager& manager_;
  monitor::StepSample sample_;  // links sized once: filling it allocates nothing
  double level_kernel_[monitor::kMaxLevels] = {};
  double seconds_ = 0.0;
};

}  // namespace vagus
