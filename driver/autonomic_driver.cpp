// The monitor's sampling points and actuators on the simulation's hooks.
#include <vagus/driver/autonomic_driver.hpp>

#include <fmt/format.h>

#include <algorithm>

#include <vagus/monitor/autonomic_options.hpp>
#include <vagus/monitor/process_sensor.hpp>

namespace vagus {
namespace {

monitor::AutonomicOptions OptionsFor(const input::Deck& deck,
                                     const amr::Simulation& simulation) {
  monitor::AutonomicOptions options = monitor::ReadAutonomicOptions(deck);
  options.state_components = static_cast<int>(simulation.Kernel().StateFields().size());
  options.ghost_width = simulation.Kernel().GhostWidth();
  const int64_t block = simulation.Options().blocking_factor;
  int64_t min_cells = 1;
  options.dimensions = 0;
  for (int d = 0; d < kDim; ++d)
    if (simulation.BaseDomain().Active(d)) {
      min_cells *= block;
      ++options.dimensions;
    }
  options.min_patch_cells = min_cells;
  options.mesh_max_patch_cells = simulation.Options().max_patch_cells;
  return options;
}

}  // namespace

AutonomicDriver::AutonomicDriver(const input::Deck& deck, amr::Simulation& simulation,
                                 const Comm& comm)
    : simulation_(simulation),
      comm_(comm),
      manager_(OptionsFor(deck, simulation), comm) {
  // Room for every level and rank, so that sampling a step allocates nothing.
  sample_.links.assign(static_cast<size_t>(comm_.size), {});
  last_level_kernel_.reserve(monitor::kMaxLevels);
  last_links_.reserve(static_cast<size_t>(comm_.size));
  policy_.strategy = deck.GetString("partitioner", "strategy");
  policy_.per_level = deck.GetString("partitioner", "balance") == "per_level";
  simulation_.SetDistributionPolicy(policy_);
  simulation_.SetStepHooks(
      [this] {
        const double start = monitor::WallSeconds();
        step_ = simulation_.Step() + 1;
        manager_.BeginStep();
        sampling_seconds_ += monitor::WallSeconds() - start;
      },
      [this] {
        const double start = monitor::WallSeconds();
        Sample();
        const double sampled = monitor::WallSeconds();
        sampling_seconds_ += sampled - start;
        LogPendingDecision();
        deciding_seconds_ += monitor::WallSeconds() - sampled;
      });
  simulation_.SetAfterKernel(
      [this](int, double seconds) { return manager_.EmulateSlowdown(step_, seconds); });
  if (manager_.HasEmulatedLinks())
    simulation_.SetAfterMessage(
        [this](int rank, int64_t bytes) { return manager_.EmulateLinkDelay(rank, bytes); });
  simulation_.SetBeforeAdaptation([this] {
    const double start = monitor::WallSeconds();
    Adapt();
    deciding_seconds_ += monitor::WallSeconds() - start;
  });
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
  const std::vector<std::string> causes = manager_.ProbeStartupCapacities();
  if (causes.empty()) return;
  amr::DistributionPolicy policy = policy_;
  policy.capacity = manager_.Capacities();
  simulation_.SetDistributionPolicy(policy);
  if (verbose_ && comm_.IsRoot())
    for (const std::string& cause : causes) fmt::print("autonomic: {}\n", cause);
}

void AutonomicDriver::Sample() {
  const amr::StepTimers& timers = simulation_.Timers();
  monitor::StepSample& sample = sample_;  // sized in the constructor: filling it allocates nothing
  sample.step = simulation_.Step();
  sample.time = simulation_.Time();
  sample.levels.clear();
  last_level_kernel_.resize(timers.level_kernel.size(), 0.0);
  for (int l = 0; l < simulation_.NumLevels(); ++l) {
    monitor::LevelSample level;
    const double total = l < int(timers.level_kernel.size()) ? timers.level_kernel[l] : 0.0;
    level.kernel_seconds = total - last_level_kernel_[l];
    level.cells = simulation_.Level(l).NumLocalCells();
    level.patches = static_cast<int64_t>(simulation_.Level(l).LocalPatches().size());
    level.substeps = simulation_.Substeps(l);
    sample.levels.push_back(level);
  }
  last_level_kernel_ = timers.level_kernel;
  sample.exchange_seconds = timers.ghost_fill - last_ghost_fill_;
  last_ghost_fill_ = timers.ghost_fill;
  sample.wait_seconds = timers.ghost_wait - last_ghost_wait_;
  last_ghost_wait_ = timers.ghost_wait;
  std::fill(sample.links.begin(), sample.links.end(), monitor::LinkSample{});
  last_links_.resize(timers.links.size());
  for (size_t rank = 0; rank < timers.links.size(); ++rank) {
    const amr::LinkTotals &now = timers.links[rank], &last = last_links_[rank];
    monitor::LinkSample& link = sample.Link(static_cast<int>(rank));
    link.bytes = now.bytes_sent - last.bytes_sent;
    link.messages = now.messages_sent - last.messages_sent;
    link.seconds = now.wait_seconds - last.wait_seconds;
  }
  last_links_ = timers.links;
  sample.step_seconds = 0;
  for (const monitor::LevelSample& l : sample.levels) sample.step_seconds += l.kernel_seconds;
  sample.step_seconds += sample.exchange_seconds;
  manager_.RecordStep(sample);
}

void AutonomicDriver::LogPendingDecision() {
  if (!pending_) return;
  // The decision's layout now exists: log it with what the partitioner measured.
  const std::vector<amr::DistributionMetrics>& layouts = simulation_.LastDistribution();
  double imbalance = 1.0, seconds = 0.0;
  double exchange = 0.0, migrated = 0.0;
  for (int l = 0; l < simulation_.NumLevels() && l < int(layouts.size()); ++l) {
    imbalance = std::max(imbalance, layouts[l].imbalance);
    exchange += static_cast<double>(layouts[l].exchange_cells);
    migrated += static_cast<double>(layouts[l].migrated_bytes);
    seconds += layouts[l].seconds;
  }
  const double moved = comm_.Sum(static_cast<double>(simulation_.BytesMoved() - last_bytes_moved_));
  last_bytes_moved_ = simulation_.BytesMoved();
  if (history_open_)
    manager_.WriteHistory(*pending_, {{"imbalance", imbalance},
                                      {"exchange_cells", exchange},
                                      {"migrated_bytes_estimate", migrated},
                                      {"bytes_moved", moved},
                                      {"partition_seconds", seconds},
                                      {"levels", double(simulation_.NumLevels())}});
  pending_.reset();
}

void AutonomicDriver::Adapt() {
  monitor::Decision decision = manager_.Decide(simulation_.NumRegrids());
  amr::DistributionPolicy policy = policy_;
  policy.capacity = decision.capacity;
  policy.max_patch_cells = decision.max_patch_cells;
  policy.curve_order = decision.curve_order;
  // A new order only takes effect when the pieces are cut afresh: kept pieces stay where they are.
  policy.fresh_cut = decision.curve_order != last_curve_order_;
  last_curve_order_ = decision.curve_order;
  simulation_.SetDistributionPolicy(policy);
  if (verbose_ && comm_.IsRoot() && (decision.rebalance || policy.fresh_cut))
    for (const std::string& cause : decision.causes) fmt::print("autonomic: {}\n", cause);
  if (keep_decisions_) decisions_.push_back(decision);
  pending_ = std::move(decision);
}

}  // namespace vagus
