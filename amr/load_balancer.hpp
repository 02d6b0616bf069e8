// LoadBalancer: who owns each patch. The gridding algorithm hands it a level's boxes whenever a
// layout is made (a regrid, a rebalance, a restart) and gets back the patches with their owners,
// the same on every rank. The engine's own, CapacityBalancer, cuts every level with the
// partitioner (partitioner/partition.hpp) at fixed relative capacities, equal unless set; the
// driver binds the autonomic one, which changes the capacities and patch limits at each
// adaptation point from what the monitor measured (driver/autonomic_balancer.hpp).
#pragma once

#include <cstdint>
#include <vagus/amr/distribute.hpp>
#include <vagus/amr/patch_hierarchy.hpp>
#include <vector>

namespace vagus::amr {

class LoadBalancer {
 public:
  virtual ~LoadBalancer() = default;

  // Collective, on every rank at each adaptation point (every regrid_interval coarse steps),
  // before level 0 is rebalanced and the levels above it regridded: a balancer that adapts
  // decides its capacities here. The hierarchy is between coarse steps.
  virtual void Adapt(const PatchHierarchy& /*hierarchy*/) {}
  // Collective, on every rank after each coarse step that ends between adaptation points: whether
  // the balancer adapted now, so that every level is to be laid out again over its current boxes
  // (owners move; the solution does not). A balancer that answers what a step measured (a rank's
  // share of its core that changed) need not wait for the next regrid. The default never does.
  [[nodiscard]] virtual bool AdaptBetweenRegrids(const PatchHierarchy& /*hierarchy*/) {
    return false;
  }

  // The patches of level l over `boxes` with their owners, the same on every rank. `previous` is
  // the level's current layout, whose owners a balancer should keep where it can (moving data
  // costs); may_split = false keeps the boxes as they are (a restart reads patches by box).
  [[nodiscard]] virtual std::vector<PatchInfo> LayOut(const PatchHierarchy& hierarchy, int l,
                                                      const BoxList& boxes,
                                                      const PatchLevel* previous,
                                                      bool may_split) = 0;

  // How large patches may be now: the deck's cap for every patch (the gridding chops to it) and
  // each rank's own limit.
  [[nodiscard]] virtual const PatchLimits& Limits() const = 0;

  // The partition metrics of each level's last layout.
  [[nodiscard]] const std::vector<DistributionMetrics>& LastDistribution() const {
    return metrics_;
  }

 protected:
  std::vector<DistributionMetrics> metrics_;  // per level
};

// The capacities level l is cut at (equal where the policy has none): the ranks kept off it
// (policy.coarsest_level) at 0, the others scaled up in proportion; all of them as they are
// where that leaves no capacity.
[[nodiscard]] std::vector<double> CapacitiesOnLevel(const DistributionPolicy& policy, int l,
                                                    int num_ranks);

// Cuts each level with the partitioner at the policy's capacities and patch limits (equal shares
// and the deck's cap unless SetPolicy changes them).
class CapacityBalancer : public LoadBalancer {
 public:
  // `limits` are the deck's ([mesh] max_patch_cells as the cap); patches are cut on
  // blocking-factor lines.
  CapacityBalancer(const PatchLimits& limits, int blocking_factor);

  // What the partitioner gets from the next layout on.
  void SetPolicy(const DistributionPolicy& policy) { policy_ = policy; }
  [[nodiscard]] const DistributionPolicy& Policy() const { return policy_; }

  [[nodiscard]] std::vector<PatchInfo> LayOut(const PatchHierarchy& hierarchy, int l,
                                              const BoxList& boxes, const PatchLevel* previous,
                                              bool may_split) override;
  [[nodiscard]] const PatchLimits& Limits() const override { return policy_.limits; }

 private:
  // The capacities level l is cut at: LevelCapacities with the ranks kept off the level
  // (coarsest_level) at 0 and the others scaled up.
  [[nodiscard]] DistributionPolicy LevelPolicy(const PatchHierarchy& hierarchy, int l,
                                               const BoxList& boxes) const;
  // The policy's, or with the composite-total cut the shares that balance each rank's work over
  // all levels given what it holds on the others.
  [[nodiscard]] DistributionPolicy LevelCapacities(const PatchHierarchy& hierarchy, int l,
                                                   const BoxList& boxes) const;

  int blocking_factor_;
  DistributionPolicy policy_;
};

}  // namespace vagus::amr
