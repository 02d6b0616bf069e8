// Simulation: the engine's parts for one kernel, wired together. The patch hierarchy holds the
// levels; the gridding algorithm makes their layouts, with owners from the load balancer (the
// engine's capacity balancer at equal shares unless another is given); the level integrator
// advances them; observers receive the timings (RunTimers, always; the monitor and emulation when
// the driver adds them). Checkpoints go through Snapshot and Restore. Each part has its own
// header; this class only builds them and runs the three steps of a run: start, step, save.
#pragma once

#include <functional>
#include <memory>
#include <vagus/amr/boundary.hpp>
#include <vagus/amr/engine_observer.hpp>
#include <vagus/amr/gridding_algorithm.hpp>
#include <vagus/amr/hierarchy_snapshot.hpp>
#include <vagus/amr/kernel.hpp>
#include <vagus/amr/level_integrator.hpp>
#include <vagus/amr/load_balancer.hpp>
#include <vagus/amr/patch_hierarchy.hpp>
#include <vagus/amr/run_timers.hpp>
#include <vagus/base/comm.hpp>

namespace vagus::amr {

class Simulation {
 public:
  // `kernel` must outlive the simulation. `limits` caps every patch (a balancer given keeps its
  // own); without a balancer, patches are cut at equal shares.
  Simulation(const amr::Kernel& kernel, const Domain& base_domain, const AmrOptions& options,
             const PatchLimits& limits, const BoundaryConditions& boundaries, const Comm& comm,
             std::unique_ptr<LoadBalancer> balancer = nullptr);
  ~Simulation();
  Simulation(const Simulation&) = delete;
  Simulation& operator=(const Simulation&) = delete;

  // Collective: the initial hierarchy, every level set from the problem.
  void Initialize();
  // Collective: the largest stable coarse step (LevelIntegrator::StableDt).
  [[nodiscard]] double StableDt(double cfl) { return integrator_.StableDt(cfl); }
  // Collective: one coarse step of dt, every level caught up.
  void Advance(double dt) { integrator_.Advance(dt); }

  // Checkpoint and restart. Snapshot (collective) is what the next steps depend on besides the
  // field data, taken between coarse steps, when every level is at the same time (so Patch::old
  // need not be saved: each level saves it again before its finer level reads it).
  [[nodiscard]] HierarchySnapshot Snapshot() const;
  // Collective; instead of Initialize(). Builds each level from its boxes (owners from this
  // run's balancer), calls `load_level` to set the valid cells of its local patches, then restores
  // times, steps, rates and counters. If `load_level` throws (on every rank, with the same error),
  // the simulation is left without levels and the exception propagates.
  void Restore(const HierarchySnapshot& snapshot,
               const std::function<void(PatchLevel& level)>& load_level);

  // Observers get every timing from now on, after the run's timers; they must outlive the
  // simulation or be removed.
  void AddObserver(EngineObserver& observer) { observers_.Add(observer); }
  void RemoveObserver(const EngineObserver& observer) { observers_.Remove(observer); }

  [[nodiscard]] PatchHierarchy& Hierarchy() { return hierarchy_; }
  [[nodiscard]] const PatchHierarchy& Hierarchy() const { return hierarchy_; }
  [[nodiscard]] const GriddingAlgorithm& Gridding() const { return gridding_; }
  [[nodiscard]] const LevelIntegrator& Integrator() const { return integrator_; }
  [[nodiscard]] LoadBalancer& Balancer() { return *balancer_; }
  [[nodiscard]] const LoadBalancer& Balancer() const { return *balancer_; }
  [[nodiscard]] const amr::Kernel& Kernel() const { return kernel_; }
  [[nodiscard]] const AmrOptions& Options() const { return gridding_.Options(); }
  // Where this rank's time went, over the whole run.
  [[nodiscard]] const StepTimers& Timers() const { return timers_.Totals(); }

 private:
  const amr::Kernel& kernel_;
  std::unique_ptr<LoadBalancer> balancer_;
  PatchHierarchy hierarchy_;
  RunTimers timers_;
  ObserverList observers_;
  GriddingAlgorithm gridding_;
  LevelIntegrator integrator_;
};

}  // namespace vagus::amr
