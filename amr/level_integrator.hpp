// LevelIntegrator: advances a patch hierarchy by Berger-Oliger time stepping. Each level takes
// `ratio` steps per step of the next coarser one. A one-stage kernel takes a step at once; a
// method-of-lines kernel takes the stages of its Runge-Kutta scheme (KernelStepper). Before each
// step or stage the level's ghost cells are filled, at that stage's time, from the coarser level
// (linear in time, limited-linear in space), from same-level neighbours and from physical
// boundaries; the kernel then updates its patches, those whose ghost cells come from this rank
// first while the other ranks' messages travel. The fluxes on coarse-fine faces go into flux
// registers, stage-weighted; once the finer level has caught up, refluxing and averaging down keep
// the coarser level conservative and consistent with it. Every regrid_interval steps of a level,
// the levels above it are regridded (the gridding algorithm), and at every regrid_interval coarse
// steps the load balancer adapts first; after the other coarse steps it may adapt too, and the
// levels are then laid out again over their boxes. Timings and counts go to the observer. A
// non-physical state stops the run with the rank, patch, cell and step in the message.
#pragma once

#include <cstdint>
#include <memory>
#include <vagus/amr/boundary.hpp>
#include <vagus/amr/engine_observer.hpp>
#include <vagus/amr/gridding_algorithm.hpp>
#include <vagus/amr/kernel.hpp>
#include <vagus/amr/kernel_stepper.hpp>
#include <vagus/amr/level_schedules.hpp>
#include <vagus/amr/load_balancer.hpp>
#include <vagus/amr/patch_hierarchy.hpp>
#include <vector>

namespace vagus::amr {

class LevelIntegrator final : public GhostFiller {
 public:
  // Everything given must outlive the integrator.
  LevelIntegrator(PatchHierarchy& hierarchy, const Kernel& kernel,
                  const BoundaryConditions& boundaries, GriddingAlgorithm& gridding,
                  LoadBalancer& balancer, EngineObserver& observer);
  ~LevelIntegrator() override;

  // The largest stable coarse step: cfl / rate on each level, times ratio^level, minimum over
  // levels and ranks. Throws RunError, on every rank, when a cell is not physical.
  [[nodiscard]] double StableDt(double cfl);
  // Advances the whole hierarchy by one coarse step dt (every level catches up).
  void Advance(double dt);
  // Collective: level l's ghost cells, from every source.
  void FillGhosts(int l) override;

  // Cells updated so far on all levels (each level's cells times its steps): zone-cycles.
  [[nodiscard]] int64_t CellUpdates() const { return cell_updates_; }
  void SetCellUpdates(int64_t updates) { cell_updates_ = updates; }
  // Collective: level l's largest signal rate from its last update, the maximum over ranks
  // (negative: unknown, computed afresh by the next StableDt). For checkpoints, which restore it
  // with SetSignalRate so that a restarted run takes bitwise the steps it would have taken.
  [[nodiscard]] double SignalRate(int l) const;
  void SetSignalRate(int l, double rate);

 private:
  struct CachedRate {
    double value = -1.0;      // negative: unknown
    uint64_t generation = 0;  // of the layout it was computed on
  };

  void AdvanceLevel(int l, double dt);
  // After level l's finer level caught up with it: refluxing and averaging down.
  void Synchronize(int l);
  // After every regrid_interval steps of level l.
  void Regrid(int l);
  [[nodiscard]] bool RegridsAfterThisStep(int l) const {
    return hierarchy_.Steps(l) % gridding_.Options().regrid_interval == 0;
  }
  // Between coarse steps: every level laid out again over its boxes (GriddingAlgorithm::Rebalance).
  void Rebalance();
  // Level l's schedules, rebuilt when its layout or its coarser level's changed.
  LevelSchedules& Schedules(int l);
  // One step of a one-stage kernel on level l, or one Runge-Kutta stage; adds the kernels' time.
  void TakeStep(int l, double dt, double& kernel_seconds);
  void TakeStage(int l, double dt, int stage, double& kernel_seconds);
  // Ghost cells of level l at `time` in halves around work (Start: copies posted, local sources
  // filled; Finish: the rest); physical boundaries per patch after both.
  void StartGhostFill(int l, double time);
  void FinishGhostFill(int l, double time);
  void FillPhysicalBoundaries(int l, Patch& patch, double time);
  void ReportGhostFill(int l, double seconds);
  // Level l's ghost cells at `time` and `update` on its local patches: those whose ghost cells
  // come from this rank while the others' messages travel, then the others; or, for a kernel
  // that launches per level, all at once after the exchange.
  template <class Update>
  void FillAndUpdate(int l, double time, const LevelSchedules& schedule, double& kernel_seconds,
                     const Update& update);
  // Physical boundaries at `time`, then `update` on local patches `which` (indices into
  // LocalPatches()); adds the update's seconds.
  template <class Update>
  void UpdatePatches(int l, double time, const std::vector<std::size_t>& which,
                     double& kernel_seconds, const Update& update);
  [[nodiscard]] KernelStepper::Registers RegistersOf(int l);
  [[nodiscard]] double LocalRate(int l) const;  // negative: unknown
  void SetLocalRate(int l, double rate);
  [[nodiscard]] double LevelRate(int l) const;
  [[noreturn]] void ReportBadState(int level);

  PatchHierarchy& hierarchy_;
  const Kernel& kernel_;
  BoundaryConditions boundaries_;
  GriddingAlgorithm& gridding_;
  LoadBalancer& balancer_;
  EngineObserver& observer_;
  KernelStepper stepper_;
  std::vector<std::unique_ptr<LevelSchedules>> schedules_;  // per possible level
  std::vector<CachedRate> rates_;                           // this rank's, per possible level
  int64_t cell_updates_ = 0;
  int64_t step_ = 0;                 // the coarse step in progress
  double ghost_fill_seconds_ = 0.0;  // reported so far (regridding's own time leaves it out)
};

}  // namespace vagus::amr
