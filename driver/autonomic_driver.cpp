// The monitor's sampling, decisions and actuators on the engine's balancer and observer seams.
#include <fmt/format.h>
#include <mpi.h>

#include <algorithm>
#include <vagus/base/kokkos_runtime.hpp>
#include <vagus/base/stopwatch.hpp>
#include <vagus/driver/autonomic_driver.hpp>
#include <vagus/monitor/autonomic_options.hpp>

namespace vagus {
namespace {

monitor::AutonomicOptions OptionsFor(const input::Deck& deck, const amr::Kernel& kernel,
                                     const amr::Domain& base_domain, const amr::AmrOptions& amr,
                                     const PatchLimits& limits) {
  monitor::AutonomicOptions options = monitor::ReadAutonomicOptions(deck);
  options.state_components = static_cast<int>(kernel.StateFields().size());
  options.ghost_width = kernel.GhostWidth();
  // A rank's capacity is its threads': its cpu share is measured per core it runs on.
  options.cores_per_rank = KernelThreads();
  const int64_t block = amr.blocking_factor;
  int64_t min_cells = 1;
  options.dimensions = 0;
  for (int d = 0; d < kDim; ++d)
    if (base_domain.Active(d)) {
      min_cells *= block;
      ++options.dimensions;
    }
  options.min_patch_cells = min_cells;
  options.mesh_max_patch_cells = limits.cap;
  // Levels the deck fixes are not the manager's to move.
  if (!PartitionerOptions::Section().Read(deck).coarsest_levels.empty())
    options.keep_off_coarse_levels = false;
  return options;
}

}  // namespace

// The capacity balancer whose capacities and patch limits the manager decides at each
// adaptation point.
class AutonomicDriver::Balancer final : public amr::CapacityBalancer {
 public:
  Balancer(AutonomicDriver& driver, const amr::DistributionPolicy& policy, int blocking_factor)
      : CapacityBalancer(policy.limits, blocking_factor), driver_(driver) {
    SetPolicy(policy);
  }
  void Adapt(const amr::PatchHierarchy& /*hierarchy*/) override { driver_.Adapt(*this); }
  bool AdaptBetweenRegrids(const amr::PatchHierarchy& /*hierarchy*/) override {
    return driver_.AdaptIfAShareChanged(*this);
  }

 private:
  AutonomicDriver& driver_;
};

AutonomicDriver::AutonomicDriver(const input::Deck& deck, const amr::Kernel& kernel,
                                 const amr::Domain& base_domain, const amr::AmrOptions& amr,
                                 const PatchLimits& limits, const Comm& comm,
                                 const monitor::SensorModel& sensors)
    : comm_(comm),
      manager_(OptionsFor(deck, kernel, base_domain, amr, limits), comm, sensors),
      policy_(PartitionerOptions::Section().Read(deck).Policy(limits, comm.size, amr.max_level)),
      blocking_factor_(amr.blocking_factor) {}

AutonomicDriver::~AutonomicDriver() = default;

double AutonomicDriver::BaseLevelShare(const std::vector<double>& capacities) const {
  amr::DistributionPolicy policy = policy_;
  policy.capacity = capacities;
  return amr::CapacitiesOnLevel(policy, 0, comm_.size)[comm_.rank];
}

std::unique_ptr<amr::LoadBalancer> AutonomicDriver::MakeBalancer() {
  auto balancer = std::make_unique<Balancer>(*this, policy_, blocking_factor_);
  balancer_ = balancer.get();
  return balancer;
}

void AutonomicDriver::Attach(amr::Simulation& simulation) {
  simulation_ = &simulation;
  sampler_ = std::make_unique<StepSampler>(simulation.Hierarchy(), manager_);
  simulation.AddObserver(*sampler_);
  simulation.AddObserver(*this);
}

void AutonomicDriver::OpenHistory(const std::string& path, bool append) {
  manager_.OpenHistory(path, append, restored_ ? manager_.State().decisions : -1);
  history_open_ = true;
}

bool AutonomicDriver::RestoreCheckpointState(const std::string& bytes) {
  restored_ = !bytes.empty() && manager_.RestoreCheckpointState(bytes);
  return restored_;
}

void AutonomicDriver::ProbeStartupCapacities() {
  const Stopwatch watch;
  const std::vector<std::string> causes = manager_.ProbeStartupCapacities();
  // Before the run's timed steps: said, so that what adapting costs can be counted in full.
  if (verbose_ && comm_.IsRoot() && manager_.RunsStartupProbe())
    fmt::print("autonomic: the startup probe took {:.3f} s\n", watch.Seconds());
  if (causes.empty()) return;
  amr::DistributionPolicy policy = policy_;
  policy.capacity = manager_.Capacities();
  balancer_->SetPolicy(policy);
  if (verbose_ && comm_.IsRoot())
    for (const std::string& cause : causes) fmt::print("autonomic: {}\n", cause);
}

void AutonomicDriver::BeginStep(int64_t /*step*/) {
  if (stepped_) return;
  stepped_ = true;
  since_decision_ = Stopwatch();  // set-up and the startup probe are not decision time
}

void AutonomicDriver::EndStep(int64_t /*step*/) {
  const Stopwatch watch;
  LogPendingDecision();
  deciding_seconds_ += watch.Seconds();
}

void AutonomicDriver::LogPendingDecision() {
  if (!pending_) return;
  // The decision's layout now exists: log it with what the partitioner measured.
  const std::vector<amr::DistributionMetrics>& layouts = simulation_->Balancer().LastDistribution();
  const int num_levels = simulation_->Hierarchy().NumLevels();
  double imbalance = 1.0, seconds = 0.0;
  double exchange = 0.0, migrated = 0.0;
  for (int l = 0; l < num_levels && l < int(layouts.size()); ++l) {
    imbalance = std::max(imbalance, layouts[l].imbalance);
    exchange += static_cast<double>(layouts[l].exchange_cells);
    migrated += static_cast<double>(layouts[l].migrated_bytes);
    seconds += layouts[l].seconds;
  }
  exchange = comm_.Sum(exchange);  // each rank counted its own patches' ghost cells
  const int64_t bytes_moved = simulation_->Gridding().BytesMoved();
  const double moved = comm_.Sum(static_cast<double>(bytes_moved - last_bytes_moved_));
  last_bytes_moved_ = bytes_moved;
  if (history_open_)
    manager_.WriteHistory(*pending_, {{"imbalance", imbalance},
                                      {"exchange_cells", exchange},
                                      {"migrated_bytes_estimate", migrated},
                                      {"bytes_moved", moved},
                                      {"partition_seconds", seconds},
                                      {"levels", double(num_levels)}});
  pending_.reset();
}

bool AutonomicDriver::DecisionDue() const {
  const double interval = manager_.Options().decision_interval_seconds;
  if (interval <= 0 || manager_.ClockModelled()) return true;
  const Stopwatch wait;
  const bool due = comm_.Max(since_decision_.Seconds()) >= interval;
  if (!due) skipped_wait_seconds_ += wait.Seconds();
  return due;
}

void AutonomicDriver::Adapt(amr::CapacityBalancer& balancer) {
  const Stopwatch watch;
  if (DecisionDue()) Decide(balancer);  // else the balancer keeps the last decision's policy
  deciding_seconds_ += watch.Seconds();
}

bool AutonomicDriver::AdaptIfAShareChanged(amr::CapacityBalancer& balancer) {
  const monitor::AutonomicOptions& options = manager_.Options();
  // The same on every rank: all take part in the collective or none does.
  if (!options.follow_between_regrids || options.policy == monitor::Policy::kStatic ||
      comm_.size < 2)
    return false;
  const Stopwatch watch;
  // Whether some rank's share changed or its phase is due to end, and the longest time since the
  // last decision by any rank's clock (decisions stay decision_interval_seconds apart, as at
  // regrids).
  double changed_and_since[2] = {manager_.ShareChangedOrDue() ? 1.0 : 0.0,
                                 since_decision_.Seconds()};
  comm_.MaxInPlace(changed_and_since, 2);
  const bool due =
      changed_and_since[0] > 0 &&
      (manager_.ClockModelled() || changed_and_since[1] >= options.decision_interval_seconds);
  bool moved = false;
  if (due)
    moved = Decide(balancer).rebalance || balancer.Policy().fresh_cut;
  else  // the slowest rank's lateness, which the next step's first collective would have waited
    skipped_wait_seconds_ += watch.Seconds();
  deciding_seconds_ += watch.Seconds();
  return moved;
}

const monitor::Decision& AutonomicDriver::Decide(amr::CapacityBalancer& balancer) {
  LogPendingDecision();  // one made between regrids is logged at the next step's end, or here
  since_decision_ = Stopwatch();
  sampler_->RecordCompletedSteps();  // short steps sampled together: the decision sees them all
  monitor::Decision decision = manager_.Decide(simulation_->Gridding().NumRegrids());
  amr::DistributionPolicy policy = policy_;
  policy.capacity = decision.capacity;
  policy.limits.per_rank = decision.max_patch_cells;
  policy.curve_order = decision.curve_order;
  if (policy_.coarsest_level.empty()) policy.coarsest_level = decision.coarsest_level;
  // A new order only takes effect when the pieces are cut afresh: kept pieces stay where they are.
  policy.fresh_cut = decision.curve_order != last_curve_order_;
  last_curve_order_ = decision.curve_order;
  balancer.SetPolicy(policy);
  if (verbose_ && comm_.IsRoot() && (decision.rebalance || policy.fresh_cut))
    for (const std::string& cause : decision.causes) fmt::print("autonomic: {}\n", cause);
  if (keep_decisions_) decisions_.push_back(decision);
  pending_ = std::move(decision);
  return *pending_;
}

}  // namespace vagus
