// Simulation: a hierarchy of refined levels advanced by a physics kernel with Berger-Oliger time
// stepping (DESIGN.md, data flow steps 1 and 4). Each level takes `ratio` steps per step of the
// next coarser one; its ghost cells come from the coarser level (linear in time, limited-linear in
// space), from same-level neighbours and from physical boundaries; flux registers and averaging
// down keep the coarse level conservative and consistent; every `regrid_interval` steps of a
// level, the levels above it are rebuilt from the kernel's tags (Berger-Rigoutsos clusters,
// properly nested, chopped to size, partitioned). Non-physical states stop the run with the rank,
// patch, cell and step in the message.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <vector>

#include <vagus/amr/average_down.hpp>
#include <vagus/base/comm.hpp>
#include <vagus/amr/boundary.hpp>
#include <vagus/amr/coarse_fine.hpp>
#include <vagus/amr/distribute.hpp>
#include <vagus/amr/flux_register.hpp>
#include <vagus/amr/ghost_exchange.hpp>
#include <vagus/amr/hierarchy_snapshot.hpp>
#include <vagus/amr/kernel.hpp>
#include <vagus/amr/kernel_workspace.hpp>
#include <vagus/amr/patch_level.hpp>

namespace vagus::amr {

struct AmrOptions {
  int max_level = 0;        // finest level allowed (0: a uniform grid)
  int ratio = 2;            // refinement ratio between consecutive levels
  int regrid_interval = 4;  // steps of a level between rebuilds of the levels above it
  int buffer_cells = 2;     // tags grown by this many cells before clustering
  int blocking_factor = 4;  // patch corners and sizes are multiples of this on every level
  double efficiency = 0.7;  // Berger-Rigoutsos fill ratio
  int cluster_tile = 16;    // tags are clustered in tiles of this many blocks a side
  int64_t max_patch_cells = 32768;
  int nesting_buffer = 2;         // coarse cells between a fine patch and the coarser level's edge
  bool check_invariants = false;  // after every regrid: no overlap, inside, aligned, nested
};

// Same-level ghost exchange with one other rank, all steps so far.
struct LinkTotals {
  int64_t bytes_sent = 0;
  int64_t messages_sent = 0;
  double wait_seconds = 0;  // in MPI_Wait for that rank's messages
};

// Wall-clock seconds spent in each part of the run, on this rank; a second is counted in one part
// only (the ghost filling a regrid does for tagging is ghost filling).
struct StepTimers {
  double kernel = 0, ghost_fill = 0, reflux = 0, regrid = 0;
  double ghost_wait = 0;             // the part of ghost_fill spent waiting for messages
  double reflux_wait = 0;            // the part of reflux spent waiting for messages
  double wait_before_sent = 0;       // of those two waits, the part before the message was sent
  int64_t kernel_cells = 0;          // cells this rank's kernel calls updated, all levels
  std::vector<double> level_kernel;  // kernel seconds per level (emulated slowdown included)
  std::vector<LinkTotals> links;     // index = rank; sized to the number of ranks
};

class Simulation {
 public:
  Simulation(const amr::Kernel& kernel, const Domain& base_domain, const AmrOptions& options,
             const BoundaryConditions& boundaries, const Comm& comm);
  ~Simulation();

  // Builds the base level and the initial refined levels (each initialised from the problem).
  void Initialize();
  // The largest stable coarse step: cfl / rate on each level, times ratio^level, minimum over
  // levels and ranks. Throws RunError, on every rank, when a cell is not physical.
  [[nodiscard]] double StableDt(double cfl);
  // Advances the whole hierarchy by one coarse step dt (every level catches up).
  void Advance(double dt);

  // Checkpoint and restart. Snapshot (collective) is what the next steps depend on besides the
  // field data, taken between coarse steps, when every level is at the same time (so Patch::old
  // need not be saved: each level saves it again before its finer level reads it).
  [[nodiscard]] HierarchySnapshot Snapshot() const;
  // Collective; instead of Initialize(). Builds each level from its boxes (owners from the same
  // assignment a regrid uses, on this run's ranks), calls `load_level` to set the valid cells of
  // its local patches, then rebuilds schedules and restores times, steps, rates and counters, and
  // saves Patch::old where a finer level exists. If `load_level` throws (on every rank, with the
  // same error), the simulation is left without levels and the exception propagates.
  void Restore(const HierarchySnapshot& snapshot,
               const std::function<void(PatchLevel& level)>& load_level);
  [[nodiscard]] const Domain& BaseDomain() const { return domains_[0]; }

  [[nodiscard]] int NumLevels() const { return static_cast<int>(levels_.size()); }
  // Steps level l takes per coarse step (ratio^l), which is also its ratio to the base level.
  [[nodiscard]] int Substeps(int l) const {
    int n = 1;
    for (int k = 0; k < l; ++k) n *= options_.ratio;
    return n;
  }
  [[nodiscard]] PatchLevel& Level(int l = 0) { return *levels_[l]; }
  [[nodiscard]] const PatchLevel& Level(int l = 0) const { return *levels_[l]; }
  [[nodiscard]] double Time() const { return time_[0]; }
  // Level l's time: between coarse steps, Time() on every level, exactly.
  [[nodiscard]] double LevelTime(int l) const { return time_[l]; }
  [[nodiscard]] int64_t Step() const { return steps_[0]; }
  [[nodiscard]] const amr::Kernel& Kernel() const { return kernel_; }
  [[nodiscard]] const Comm& GetComm() const { return comm_; }
  [[nodiscard]] const AmrOptions& Options() const { return options_; }
  [[nodiscard]] const StepTimers& Timers() const { return timers_; }
  // Cells updated so far on all levels (each level's cells times its steps): zone-cycles.
  [[nodiscard]] int64_t CellUpdates() const { return cell_updates_; }
  [[nodiscard]] int NumRegrids() const { return num_regrids_; }
  // What the partitioner gets from now on (capacities, limits, strategy): the autonomic layer's
  // actuator. Takes effect at the next adaptation point.
  void SetDistributionPolicy(const DistributionPolicy& policy) { policy_ = policy; }
  // Called on every rank at each adaptation point: every `regrid_interval` coarse steps, before
  // the base level is rebalanced and the levels above it are regridded. The monitor decides here.
  void SetBeforeAdaptation(std::function<void()> hook) { before_adaptation_ = std::move(hook); }
  // Called on every rank before and after each coarse step (the monitor's sampling points).
  void SetStepHooks(std::function<void()> before, std::function<void()> after) {
    before_step_ = std::move(before);
    after_step_ = std::move(after);
  }
  // Called after a level's patches are updated, with the seconds it took on this rank; returns
  // extra seconds spent (the emulated slowdown of a rank), counted as kernel time.
  void SetAfterKernel(std::function<double(int level, double seconds)> hook) {
    after_kernel_ = std::move(hook);
  }
  // Called after a same-level ghost exchange for each message this rank sent, with its
  // destination and size; returns extra seconds spent (an emulated slow link), counted as
  // waiting on that link.
  void SetAfterMessage(std::function<double(int rank, int64_t bytes)> hook) {
    after_message_ = std::move(hook);
  }
  // Redistributes every level with the current policy, moving only the data whose owner changes.
  // Collective. Returns the bytes this rank sent.
  int64_t Rebalance();
  // The partition metrics of the last distribution of each level, and bytes moved so far.
  [[nodiscard]] const std::vector<DistributionMetrics>& LastDistribution() const {
    return distribution_metrics_;
  }
  [[nodiscard]] int64_t BytesMoved() const { return bytes_moved_; }
  // Global integrals (sum of value x cell volume) of every state component over the composite
  // grid (the base level, which holds the average of every finer level above it).
  [[nodiscard]] std::vector<double> StateTotals() const;
  // Aborts (VAGUS_ASSERT) unless every level's boxes are disjoint, inside the domain, aligned to
  // the blocking factor, within the size limit, and properly nested in the coarser level.
  void CheckInvariants() const;

 private:
  struct Schedules;

  void AdvanceLevel(int l, double dt);
  // Ghost cells of level l: from the coarser level, same-level neighbours and physical
  // boundaries, in one go (FillGhosts) or in halves around work (Start: copies posted, local
  // sources filled; Finish: the rest; physical boundaries per patch after both).
  void FillGhosts(int l);
  void StartGhostFill(int l);
  void FinishGhostFill(int l);
  void FillPhysicalBoundaries(int l, Patch& patch);
  // Level l's time as a fraction of the coarser level's last step.
  [[nodiscard]] double CoarseAlpha(int l) const;
  // Physical boundaries, then the kernel, on local patches `which` (indices into LocalPatches()),
  // with their fluxes into the flux registers; adds the kernel's seconds.
  void UpdatePatches(int l, double dt, const std::vector<std::size_t>& which,
                     double& kernel_seconds);
  void Regrid(int base);
  // Boxes for level l + 1 from the tags on level l (empty: no refinement wanted).
  [[nodiscard]] BoxList NewFineBoxes(int l);
  void BuildSchedules(int l);
  // Patches over `boxes` (split by the partitioner when may_split) with owners from the policy;
  // `previous` is the level's current layout, whose owners the partitioner tries to keep.
  [[nodiscard]] std::vector<PatchInfo> LayOut(int l, const BoxList& boxes,
                                              const PatchLevel* previous, bool may_split);
  [[nodiscard]] std::unique_ptr<PatchLevel> MakeLevel(int l, const BoxList& boxes,
                                                      const PatchLevel* previous, bool may_split);
  [[nodiscard]] std::unique_ptr<PatchLevel> MakeLevel(int l, std::vector<PatchInfo> patches);
  [[nodiscard]] int64_t RebalanceLevel(int l);
  // Whether `patches` are the level's patches (boxes and owners, in order).
  [[nodiscard]] static bool SameLayout(const std::vector<PatchInfo>& patches,
                                       const PatchLevel& level);
  // Every regrid_interval coarse steps: the adaptation hook, a rebalance, a regrid from level 0.
  void Adapt();
  [[nodiscard]] double LevelRate(int l) const;
  [[noreturn]] void ReportBadState(int level);

  const amr::Kernel& kernel_;
  KernelWorkspace workspace_;  // the arrays Advance writes, shaped per patch
  AmrOptions options_;
  BoundaryConditions boundaries_;
  Comm comm_;
  std::vector<Domain> domains_;  // per possible level
  std::vector<std::unique_ptr<PatchLevel>> levels_;
  std::vector<std::unique_ptr<Schedules>> schedules_;  // per level
  std::vector<double> time_, old_time_;
  std::vector<int64_t> steps_;
  // Each level's largest signal rate on this rank from its last update; negative: unknown.
  std::vector<double> local_rate_;
  DistributionPolicy policy_;
  // The domain chopped to the deck's patch size: level 0's boxes before any split.
  [[nodiscard]] BoxList BaseBoxes() const;
  // The largest patch a rank may hold under the policy's limits (at most the deck's).
  [[nodiscard]] int64_t LargestAdmittedPatch() const;
  int64_t base_largest_ = 0;  // LargestAdmittedPatch() when level 0 was laid out; 0: not known
  // The capacities a level is cut at: the policy's, or with the composite-total cut the shares
  // that balance each rank's work over all levels given what it holds on the others.
  [[nodiscard]] DistributionPolicy LevelPolicy(int l, const BoxList& boxes) const;
  std::vector<DistributionMetrics> distribution_metrics_;  // per level
  std::function<void()> before_adaptation_, before_step_, after_step_;
  std::function<double(int, double)> after_kernel_;
  std::function<double(int, int64_t)> after_message_;
  int64_t bytes_moved_ = 0;
  StepTimers timers_;
  int64_t cell_updates_ = 0;
  int num_regrids_ = 0;
};

}  // namespace vagus::amr
