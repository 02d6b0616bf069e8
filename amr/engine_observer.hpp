// EngineObserver: the one way timings and counts leave the engine. The level integrator calls its
// observers at fixed points of a coarse step; the run's timers (RunTimers), the monitor's sampling
// (the driver binds it) and the emulation of slower machines (emulation/) are observers. Two calls
// happen inside the engine's timed regions, so that time an observer spends there is the engine's
// time: after a level's kernels (an emulated slower rank burns CPU there, and the kernels took that
// much longer) and after each message sent (an emulated slow link waits there, and the time is
// waiting on that link). The other calls report what was measured, after the fact. Observers run
// on every rank; none may communicate or allocate in the time step.
#pragma once

#include <cstdint>
#include <vagus/amr/copier.hpp>
#include <vector>

namespace vagus::amr {

// The parts of a rank's time that the engine reports; each second is counted in one part only.
enum class EnginePart {
  kKernel,     // the physics kernels
  kGhostFill,  // same-level exchange, coarse-fine interpolation and physical boundaries
  kReflux,     // refluxing and averaging down onto a coarser level
  kRegrid,     // tagging, clustering, partitioning and moving data (not the ghost filling it needs)
};

class EngineObserver {
 public:
  virtual ~EngineObserver() = default;

  // Before and after each coarse step; `step` is the step's number (1 for the first).
  virtual void BeginStep(int64_t /*step*/) {}
  virtual void EndStep(int64_t /*step*/) {}

  // Inside the kernel's time, after level l's kernels took `seconds` in one of its steps.
  virtual void AfterKernels(int /*level*/, double /*seconds*/) {}
  // Inside the ghost filling's time, once per same-level message sent to `rank`.
  virtual void AfterMessage(int /*rank*/, int64_t /*bytes*/) {}

  // Level l's kernels, one step of the level: their seconds (what observers spent in AfterKernels
  // included) and the cells this rank updated.
  virtual void KernelsTimed(int /*level*/, double /*seconds*/, int64_t /*local_cells*/) {}
  // Seconds of another part (kGhostFill, kReflux, kRegrid) on level l (for kRegrid, the coarsest
  // level regridded).
  virtual void PartTimed(EnginePart /*part*/, int /*level*/, double /*seconds*/) {}
  // Of a part's seconds, those spent waiting for other ranks' messages.
  virtual void Waited(EnginePart /*part*/, const MessageWaits& /*waits*/) {}
  // A same-level message sent to `rank`.
  virtual void MessageSent(int /*rank*/, int64_t /*bytes*/) {}
  // Seconds of the last same-level exchange spent waiting on `rank`'s messages (AfterMessage's time
  // for that rank included).
  virtual void LinkWaited(int /*rank*/, double /*seconds*/) {}
  // Patch data sent to other ranks by a regrid or rebalance.
  virtual void DataMoved(int64_t /*bytes*/) {}
};

// Calls every observer added, in order.
class ObserverList final : public EngineObserver {
 public:
  void Add(EngineObserver& observer) { observers_.push_back(&observer); }
  void Remove(const EngineObserver& observer);

  void BeginStep(int64_t step) override;
  void EndStep(int64_t step) override;
  void AfterKernels(int level, double seconds) override;
  void AfterMessage(int rank, int64_t bytes) override;
  void KernelsTimed(int level, double seconds, int64_t local_cells) override;
  void PartTimed(EnginePart part, int level, double seconds) override;
  void Waited(EnginePart part, const MessageWaits& waits) override;
  void MessageSent(int rank, int64_t bytes) override;
  void LinkWaited(int rank, double seconds) override;
  void DataMoved(int64_t bytes) override;

 private:
  std::vector<EngineObserver*> observers_;
};

}  // namespace vagus::amr
