// PatchHierarchy: the levels of a refined grid and where each one is in time. Level l has the
// domain of level 0 refined ratio^l times, takes ratio^l steps per coarse step, and keeps its time,
// the time at the start of its last step (the finer level's ghost cells interpolate between the
// two) and its step count. The hierarchy holds data; the LevelIntegrator advances it and the
// GriddingAlgorithm changes its layout. Every change of a level's layout bumps the level's
// generation, which is how schedules built on a layout know that it is gone.
#pragma once

#include <cstdint>
#include <memory>
#include <vagus/amr/domain.hpp>
#include <vagus/amr/hierarchy_snapshot.hpp>
#include <vagus/amr/patch_level.hpp>
#include <vagus/base/comm.hpp>
#include <vector>

namespace vagus::amr {

class PatchHierarchy {
 public:
  // Levels 0..max_level may exist; patches hold `num_components` fields with `ghost_width` ghost
  // cells in every active direction.
  PatchHierarchy(const Domain& base_domain, int max_level, int ratio, int num_components,
                 int ghost_width, const Comm& comm);

  [[nodiscard]] int NumLevels() const { return static_cast<int>(levels_.size()); }
  [[nodiscard]] int MaxLevel() const { return static_cast<int>(domains_.size()) - 1; }
  [[nodiscard]] int Ratio() const { return ratio_; }
  [[nodiscard]] int NumComponents() const { return num_components_; }
  [[nodiscard]] int GhostWidth() const { return ghost_width_; }
  [[nodiscard]] const Comm& GetComm() const { return comm_; }
  // The domain of level l, for every level up to MaxLevel() (existing or not).
  [[nodiscard]] const Domain& GetDomain(int l = 0) const { return domains_[l]; }
  [[nodiscard]] PatchLevel& Level(int l = 0) { return *levels_[l]; }
  [[nodiscard]] const PatchLevel& Level(int l = 0) const { return *levels_[l]; }
  // Steps level l takes per coarse step (ratio^l), which is also its ratio to the base level.
  [[nodiscard]] int Substeps(int l) const;

  // Level l's time (between coarse steps, Time() on every level, exactly), its time at the start
  // of its last step, and its steps since it last appeared.
  [[nodiscard]] double Time(int l = 0) const { return time_[l]; }
  [[nodiscard]] double OldTime(int l) const { return old_time_[l]; }
  [[nodiscard]] int64_t Steps(int l = 0) const { return steps_[l]; }
  // Time `time` of level l as a fraction of the coarser level's last step (the time
  // interpolation weight of its coarse-fine ghost cells); CoarseAlpha(l) at the level's time.
  [[nodiscard]] double CoarseAlpha(int l, double time) const;
  [[nodiscard]] double CoarseAlpha(int l) const { return CoarseAlpha(l, time_[l]); }
  // Level l took a step of dt.
  void AdvanceTime(int l, double dt);
  void SetTime(int l, double time) { time_[l] = time; }

  // A level made with this hierarchy's domain, components and ghosts, over `patches`.
  [[nodiscard]] std::unique_ptr<PatchLevel> MakeLevel(int l, std::vector<PatchInfo> patches) const;
  // Replaces level l (l < NumLevels()) or adds it (l == NumLevels(), at the coarser level's time,
  // with no steps yet).
  void SetLevel(int l, std::unique_ptr<PatchLevel> level);
  // Drops the levels above l.
  void RemoveLevelsAbove(int l);
  // Drops every level (a restart that failed).
  void Clear();
  // What a checkpoint keeps of the levels besides their data: boxes in patch-id order, clocks
  // (the signal rates and counters are the integrator's and the gridding's to add).
  [[nodiscard]] HierarchySnapshot Snapshot() const;
  // Restores level l's clock from a snapshot (restart): l must be the newest level.
  void SetClock(int l, const LevelSnapshot& saved);
  // Changes whenever level l is set or dropped.
  [[nodiscard]] uint64_t Generation(int l) const { return generation_[l]; }

  // Integrals (sum of value x cell volume) of every component over the composite grid (the base
  // level, which holds the average of every finer level above it), summed exactly in fixed point
  // (base/exact_sum.hpp): the same bits on any partition. Collective.
  [[nodiscard]] std::vector<double> StateTotals() const;

 private:
  int ratio_, num_components_, ghost_width_;
  Comm comm_;
  std::vector<Domain> domains_;  // per possible level
  std::vector<std::unique_ptr<PatchLevel>> levels_;
  std::vector<double> time_, old_time_;
  std::vector<int64_t> steps_;
  std::vector<uint64_t> generation_;  // per possible level
  uint64_t next_generation_ = 1;
};

}  // namespace vagus::amr
