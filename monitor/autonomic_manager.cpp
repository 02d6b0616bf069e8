// The gather packs each rank's RankSummary into SummaryDoubles() doubles; MPI_Gather delivers
// them in rank order to rank 0, which alone decides and broadcasts the decision's actuation
// (SerializeActuation): every rank receives O(P) bytes a decision, not every rank's summary, and
// ranks built differently cannot round their way to different partitions.
#include <vagus/monitor/autonomic_manager.hpp>

#include <mpi.h>

#include <algorithm>
#include <exception>
#include <stdexcept>
#include <string>
#include <utility>

#include <vagus/base/comm.hpp>
#include <vagus/base/error.hpp>
#include <vagus/monitor/autonomic_checkpoint.hpp>
#include <vagus/monitor/calibration_probe.hpp>
#include <vagus/monitor/memory_policy.hpp>

namespace vagus::monitor {
namespace {

// Seconds between readings of /proc/meminfo and the cgroup files: reading them costs about half
// of a step's sampling, and decisions come seconds apart.
constexpr double kMemoryInterval = 0.5;

int64_t BudgetBytes(const std::vector<double>& budget_mb, int rank) {
  if (budget_mb.empty()) return -1;
  const double mb = budget_mb.size() == 1 ? budget_mb[0] : budget_mb[rank];
  return static_cast<int64_t>(mb * 1024.0 * 1024.0);
}

}  // namespace

AutonomicManager::AutonomicManager(const AutonomicOptions& options, const Comm& comm,
                                   const SensorModel& sensors)
    : options_(options),
      comm_(comm),
      sensor_(options.cores_per_rank, MemorySources{}, kMemoryInterval),
      sensors_(sensors),
      monitor_(options.window, FitOptions{options.max_condition}, comm.size, options.share_memory),
      link_probe_(comm.comm, comm.rank, comm.size),
      state_(DecisionState::Initial(comm.size)) {
  CheckAutonomicOptions(options_, comm_.size);
  state_.capacity = StaticCapacities(options_, comm_.size);
  ranks_on_node_ = comm_.RanksOnNode();
  budget_bytes_ = BudgetBytes(options_.memory_budget_mb, comm_.rank);
  SetWaitStyle(options_.waits == Waits::kSleep ? WaitStyle::kSleep : WaitStyle::kSpin);
}

void AutonomicManager::RecordStep(StepSample& sample) {
  sample.process = sensor_.Read();
  FollowShareInWaits(sample.process.cpu_share);
  sensors_.Model(sample);
  RecordSample(sample);
}

void AutonomicManager::FollowShareInWaits(double cpu_share) const {
  if (options_.waits == Waits::kAuto)
    SetWaitStyle(cpu_share < kDedicatedShare ? WaitStyle::kSleep : WaitStyle::kSpin);
}

void AutonomicManager::RecordSample(const StepSample& sample) {
  last_step_ = sample.step;
  const int64_t memory = EffectiveMemory(sample.process.memory_available_bytes, ranks_on_node_,
                                         budget_bytes_, sensors_.MemoryBudgetBytes(sample.step));
  monitor_.Record(sample, memory);
}

bool AutonomicManager::RunsStartupProbe() const {
  return options_.policy != Policy::kStatic && options_.startup_probe_seconds > 0 && comm_.size > 1;
}

std::vector<std::string> AutonomicManager::ProbeStartupCapacities() {
  if (!RunsStartupProbe()) return {};
  const double seconds = options_.startup_probe_seconds;
  // The ranks compare the seconds this many iterations take at their measured speeds.
  constexpr int64_t kReferenceIterations = 200000000;
  // A quarter of it tells whether any core is shared; where none is, that quarter's rates serve
  // (the longer loop is for a time-shared rank's share, which takes longer to read within 5%).
  constexpr double kFirstPart = 0.25;
  // Beside a shared core the rest of the loop reads its share within 5%; with
  // startup_from_steps the first steps read it instead, doing work meanwhile.
  bool core_shared = false;
  const auto ends_early = [this, &core_shared](const CalibrationRun& first) {
    core_shared = comm_.Min(first.cpu_share) < kDedicatedShare;
    return !core_shared || options_.startup_from_steps;
  };
  CalibrationRun mine;  // modelled: the model's seconds, the whole of the cores
  if (!sensors_.Modelled())
    mine = RunCalibrationProbeFor(seconds, kReferenceIterations, kFirstPart * seconds, ends_early);
  mine.seconds = sensors_.ProbeSeconds(0, kReferenceIterations, mine.seconds);
  static_assert(sizeof(CalibrationRun) == 2 * sizeof(double));
  std::vector<CalibrationRun> all(static_cast<size_t>(comm_.size));
  MPI_Allgather(&mine, 2, MPI_DOUBLE, all.data(), 2, MPI_DOUBLE, comm_.comm);
  if (core_shared && (options_.startup_from_steps || options_.balance_at_shares) &&
      comm_.IsRoot())
    startup_probes_ = all;
  return SetStartupCapacities(all, options_, state_);
}

Decision AutonomicManager::Decide(int regrid_number) {
  RankSummary mine = monitor_.Summarize();
  // Every rank knows the same state, so either all probe or none does.
  if (options_.policy != Policy::kStatic && state_.AnyEvacuated() &&
      options_.probe_iterations > 0) {
    const double probe =
        sensors_.Modelled() ? 0.0 : RunCalibrationProbe(options_.probe_iterations).seconds;
    mine.probe_seconds = sensors_.ProbeSeconds(last_step_, options_.probe_iterations, probe);
  }
  if (options_.policy == Policy::kPerformanceFunction && options_.model_communication &&
      comm_.size > 1) {
    static const StepSample kNoSample;
    const SampleWindow& window = monitor_.Window();
    const StepSample& latest = window.Empty() ? kNoSample : window.Back();
    const CommunicationCost cost = CostAtRates(latest, link_probe_.Measure(latest, sensors_));
    mine.latency_seconds = cost.latency_seconds;
    mine.bandwidth_seconds = cost.bandwidth_seconds;
  }
  Decision decision = DecideOnRankZero(mine, regrid_number);
  monitor_.MarkDecision();
  const auto changed = [this](const std::vector<int>& list) {
    return std::find(list.begin(), list.end(), comm_.rank) != list.end();
  };
  if (changed(decision.evacuated_now) || changed(decision.readmitted_now)) monitor_.Reset();
  return decision;
}

Decision AutonomicManager::DecideOnRankZero(const RankSummary& mine, int regrid_number) {
  const int count = SummaryDoubles();
  std::vector<double> local(count), all(comm_.IsRoot() ? static_cast<size_t>(count) * comm_.size : 0);
  PackSummary(mine, local.data());
  MPI_Gather(local.data(), count, MPI_DOUBLE, all.data(), count, MPI_DOUBLE, 0, comm_.comm);
  // One broadcast: kDecided and the actuation, or kFailed and rank 0's error (shared, so that no
  // rank waits for a decision that will not come).
  constexpr char kDecided = 'D', kFailed = 'F';
  Decision decision;
  std::string message;
  if (comm_.IsRoot()) {
    std::vector<RankSummary> ranks;
    for (int k = 0; k < comm_.size; ++k)
      ranks.push_back(UnpackSummary(all.data() + static_cast<size_t>(k) * count));
    try {
      decision = MakeDecision(ranks, options_, state_, regrid_number, startup_probes_);
      message = kDecided + SerializeActuation(decision);
    } catch (const std::exception& e) {
      message = kFailed + std::string(e.what());
    }
    // Once the policy's rules decide (a share changed), they go on deciding.
    if (!(decision.from_shares && options_.balance_at_shares)) startup_probes_.clear();
  }
  comm_.Broadcast(message);
  const char tag = message.empty() ? kFailed : message[0];
  if (!message.empty()) message.erase(0, 1);
  if (tag != kDecided) throw std::runtime_error("rank 0 could not decide: " + message);
  if (comm_.IsRoot()) return decision;
  decision = DeserializeActuation(message);
  decision.capacity_before = state_.capacity;
  decision.max_patch_cells_before = state_.max_patch_cells;
  decision.coarsest_level_before = state_.coarsest_level;
  state_.capacity = decision.capacity;
  state_.coarsest_level = decision.coarsest_level;
  state_.max_patch_cells = decision.max_patch_cells;
  state_.evacuated = decision.evacuated;
  state_.decisions = decision.number;
  return decision;
}

std::string AutonomicManager::CheckpointState() const {
  const std::string mine = SerializeRankMonitorState(monitor_.SaveState());
  const int size = static_cast<int>(mine.size());
  std::vector<int> sizes(comm_.IsRoot() ? comm_.size : 0), offsets;
  MPI_Gather(&size, 1, MPI_INT, sizes.data(), 1, MPI_INT, 0, comm_.comm);
  std::string all;
  if (comm_.IsRoot()) {
    int total = 0;
    for (int s : sizes) {
      offsets.push_back(total);
      total += s;
    }
    all.resize(total);
  }
  MPI_Gatherv(mine.data(), size, MPI_CHAR, all.data(), sizes.data(), offsets.data(), MPI_CHAR, 0,
              comm_.comm);
  if (!comm_.IsRoot()) return {};
  AutonomicCheckpoint checkpoint{state_, {}};
  for (int k = 0; k < comm_.size; ++k)
    checkpoint.ranks.push_back(DeserializeRankMonitorState(all.substr(offsets[k], sizes[k])));
  return SerializeAutonomicCheckpoint(checkpoint);
}

bool AutonomicManager::RestoreCheckpointState(const std::string& bytes) {
  const AutonomicCheckpoint checkpoint = DeserializeAutonomicCheckpoint(bytes);
  if (checkpoint.state.NumRanks() != comm_.size ||
      static_cast<int>(checkpoint.ranks.size()) != comm_.size)
    return false;
  state_ = checkpoint.state;
  const RankMonitorState& mine = checkpoint.ranks[comm_.rank];
  monitor_.RestoreState(mine);
  last_step_ = mine.samples.empty() ? 0 : mine.samples.back().step;
  return true;
}

void AutonomicManager::OpenHistory(const std::string& path, bool append, int keep_decisions) {
  // Rank 0 alone opens it; its failure (a UserError, or a filesystem_error from trimming a
  // restarted run's lines) is shared so that every rank throws, none waits.
  std::string failure;
  if (comm_.IsRoot()) {
    try {
      history_.Open(path, append, keep_decisions);
    } catch (const std::exception& e) {
      failure = e.what();
    }
  }
  comm_.Broadcast(failure);
  if (!failure.empty()) throw UserError(failure);
}

void AutonomicManager::WriteHistory(const Decision& decision, const PartitionMetrics& metrics) {
  if (comm_.IsRoot()) history_.Append(DecisionRecord(decision, metrics));
}

}  // namespace vagus::monitor
