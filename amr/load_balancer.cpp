// The capacity balancer: a level's boxes as the partitioner's work items, cut at the policy's
// capacities (per level, or for the composite total).
#include <algorithm>
#include <vagus/amr/load_balancer.hpp>

namespace vagus::amr {

std::vector<double> CapacitiesOnLevel(const DistributionPolicy& policy, int l, int num_ranks) {
  std::vector<double> capacity = policy.capacity;
  if (capacity.empty()) capacity.assign(num_ranks, 1.0 / num_ranks);
  if (policy.coarsest_level.empty()) return capacity;
  const auto kept_off = [&](int k) { return policy.coarsest_level[k] > l; };
  double sum = 0;
  for (int k = 0; k < num_ranks; ++k)
    if (!kept_off(k)) sum += capacity[k];
  if (!(sum > 0)) return capacity;
  for (int k = 0; k < num_ranks; ++k) capacity[k] = kept_off(k) ? 0.0 : capacity[k] / sum;
  return capacity;
}

CapacityBalancer::CapacityBalancer(const PatchLimits& limits, int blocking_factor)
    : blocking_factor_(blocking_factor) {
  policy_.limits = limits;
}

std::vector<PatchInfo> CapacityBalancer::LayOut(const PatchHierarchy& hierarchy, int l,
                                                const BoxList& boxes, const PatchLevel* previous,
                                                bool may_split) {
  DistributionRequest request;
  request.level = l;
  request.boxes = boxes;
  request.num_components = hierarchy.NumComponents();
  request.blocking_factor = blocking_factor_;
  request.base_domain = hierarchy.GetDomain(0).box;
  request.num_ranks = hierarchy.GetComm().size;
  request.rank = hierarchy.GetComm().rank;
  request.may_split = may_split;
  request.previous = previous;
  request.ratio_to_base = request.substeps = hierarchy.Substeps(l);
  metrics_.resize(std::max<size_t>(metrics_.size(), l + 1));
  return Distribute(request, LevelPolicy(hierarchy, l, boxes), &metrics_[l]);
}

DistributionPolicy CapacityBalancer::LevelPolicy(const PatchHierarchy& hierarchy, int l,
                                                 const BoxList& boxes) const {
  DistributionPolicy level = LevelCapacities(hierarchy, l, boxes);
  if (!level.coarsest_level.empty())
    level.capacity = CapacitiesOnLevel(level, l, hierarchy.GetComm().size);
  return level;
}

DistributionPolicy CapacityBalancer::LevelCapacities(const PatchHierarchy& hierarchy, int l,
                                                     const BoxList& boxes) const {
  if (policy_.per_level || hierarchy.NumLevels() < 2) return policy_;
  const int num_ranks = hierarchy.GetComm().size;
  std::vector<double> held(num_ranks, 0.0);  // work on the other levels, per rank
  double total = 0;
  for (int m = 0; m < hierarchy.NumLevels(); ++m) {
    if (m == l) continue;
    for (const PatchInfo& p : hierarchy.Level(m).Patches()) {
      const double work = static_cast<double>(p.box.NumCells()) * hierarchy.Substeps(m);
      held[p.owner] += work;
      total += work;
    }
  }
  for (const Box& b : boxes) total += static_cast<double>(b.NumCells()) * hierarchy.Substeps(l);
  DistributionPolicy level = policy_;
  level.capacity.assign(num_ranks, 0.0);
  double sum = 0;
  for (int k = 0; k < num_ranks; ++k) {
    const double c = policy_.capacity.empty() ? 1.0 / num_ranks : policy_.capacity[k];
    sum += level.capacity[k] = std::max(0.0, c * total - held[k]);
  }
  if (!(sum > 0)) return policy_;
  for (double& c : level.capacity) c /= sum;
  return level;
}

}  // namespace vagus::amr
