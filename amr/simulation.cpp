// Building the engine's parts, and saving and restoring what a checkpoint holds besides fields.
#include <vagus/amr/simulation.hpp>
#include <vagus/base/error.hpp>

namespace vagus::amr {
namespace {

std::unique_ptr<LoadBalancer> OrCapacityBalancer(std::unique_ptr<LoadBalancer> balancer,
                                                 const PatchLimits& limits,
                                                 const AmrOptions& options) {
  if (balancer) return balancer;
  return std::make_unique<CapacityBalancer>(limits, options.blocking_factor);
}

}  // namespace

Simulation::Simulation(const amr::Kernel& kernel, const Domain& base_domain,
                       const AmrOptions& options, const PatchLimits& limits,
                       const BoundaryConditions& boundaries, const Comm& comm,
                       std::unique_ptr<LoadBalancer> balancer)
    : kernel_(kernel),
      balancer_(OrCapacityBalancer(std::move(balancer), limits, options)),
      hierarchy_(base_domain, options.max_level, options.ratio,
                 static_cast<int>(kernel.StateFields().size()), kernel.GhostWidth(), comm),
      timers_(comm.size, options.max_level),
      gridding_(kernel, boundaries, options, *balancer_),
      integrator_(hierarchy_, kernel, boundaries, gridding_, *balancer_, observers_) {
  observers_.Add(timers_);
}

Simulation::~Simulation() = default;

void Simulation::Initialize() { gridding_.MakeInitialHierarchy(hierarchy_, integrator_); }

HierarchySnapshot Simulation::Snapshot() const {
  HierarchySnapshot snapshot = hierarchy_.Snapshot();
  for (int l = 0; l < hierarchy_.NumLevels(); ++l)
    snapshot.levels[l].signal_rate = integrator_.SignalRate(l);
  snapshot.cell_updates = integrator_.CellUpdates();
  snapshot.num_regrids = gridding_.NumRegrids();
  return snapshot;
}

void Simulation::Restore(const HierarchySnapshot& snapshot,
                         const std::function<void(PatchLevel& level)>& load_level) {
  const auto num_levels = static_cast<int>(snapshot.levels.size());
  VAGUS_ASSERT(num_levels >= 1 && num_levels <= hierarchy_.MaxLevel() + 1,
               "a snapshot holds between 1 and max_level + 1 levels");
  hierarchy_.Clear();
  try {
    for (int l = 0; l < num_levels; ++l) {
      const LevelSnapshot& saved = snapshot.levels[l];
      gridding_.RestoreLevel(hierarchy_, l, saved.boxes);
      load_level(hierarchy_.Level(l));
      hierarchy_.SetClock(l, saved);
      integrator_.SetSignalRate(l, saved.signal_rate);
    }
  } catch (...) {
    hierarchy_.Clear();  // never a half-restored hierarchy
    throw;
  }
  // The next step saves these again before reading them; allocated now, as Initialize does.
  for (int l = 0; l + 1 < num_levels; ++l) hierarchy_.Level(l).SaveOldState();
  integrator_.SetCellUpdates(snapshot.cell_updates);
  gridding_.SetNumRegrids(snapshot.num_regrids);
  if (Options().check_invariants) gridding_.CheckInvariants(hierarchy_);
}

}  // namespace vagus::amr
