// AutonomicManager: one per rank, the loop sense -> analyse -> adapt of PRAGMA (section 3.4) run
// before every regrid. Each coarse step the integrator records what the rank measured; before a
// regrid every rank calls Decide, which gathers every rank's summary on rank 0 (one MPI_Gather of
// fixed size); rank 0 makes the Decision (capacities and patch limits for the partitioner,
// evacuations and re-admissions, the expectations and the causes) and broadcasts what every rank
// acts on (SerializeActuation). Rank 0 writes the run history.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include <vagus/base/comm.hpp>
#include <vagus/monitor/autonomic_options.hpp>
#include <vagus/monitor/decision.hpp>
#include <vagus/monitor/decision_state.hpp>
#include <vagus/monitor/history_writer.hpp>
#include <vagus/monitor/link_probe.hpp>
#include <vagus/monitor/process_sensor.hpp>
#include <vagus/monitor/rank_monitor.hpp>
#include <vagus/monitor/sensor_model.hpp>
#include <vagus/monitor/step_sample.hpp>

namespace vagus::monitor {

class AutonomicManager {
 public:
  // Collective over comm (finds how many ranks share this node's memory). Throws UserError when
  // per-rank options do not fit comm.size (CheckAutonomicOptions). The sensors read the machine
  // through `sensors` (an emulated machine's model, or the real one), which must outlive the
  // manager.
  AutonomicManager(const AutonomicOptions& options, const Comm& comm,
                   const SensorModel& sensors = RealMachine());

  // Whether the sensors' clock is modelled (an emulated machine): then every step is a sample,
  // whatever its wall time, so that decisions do not depend on the host.
  [[nodiscard]] bool ClockModelled() const { return sensors_.Modelled(); }

  // Optional: starts the process sensor's interval now (call right before a coarse step, so that
  // output or set-up since the previous RecordStep is not counted in the cpu share).
  void BeginStep() { sensor_.Restart(); }
  // After each coarse step: fills sample.process from the process sensor (the interval since the
  // previous RecordStep or BeginStep), lets the sensor model adjust it (a modelled clock replaces
  // its times), sets this rank's wait style from the share it measured ([autonomic] waits), and
  // records the sample. Local and cheap (microseconds); allocates nothing when
  // sample.links has at most min(ranks, kReservedLinks) entries (step_sample.hpp).
  void RecordStep(StepSample& sample);
  // Records a sample whose process readings are already filled (synthetic data, tests).
  void RecordSample(const StepSample& sample);
  // Local: whether this rank's cpu share changed since the previous decision, shown by two
  // samples (RankMonitor::ShareChanged), or comes and goes on a schedule and its current phase is
  // due to end early in the next step (RankMonitor::PhaseChangeDue, with [autonomic]
  // forecast_phases: the decision then balances for the next phase), and the policy follows
  // such changes between regrids ([autonomic] follow_between_regrids; never under the static
  // policy).
  [[nodiscard]] bool ShareChangedOrDue() const {
    return options_.follow_between_regrids && options_.policy != Policy::kStatic &&
           (monitor_.ShareChanged() || (options_.forecast_phases && monitor_.PhaseChangeDue()));
  }

  // Collective, on a fresh start before the first partition: every rank runs the startup
  // calibration loop and the capacities start in proportion to the speeds when they differ
  // (SetStartupCapacities). Returns the causes, the same on every rank (empty: equal shares).
  std::vector<std::string> ProbeStartupCapacities();
  // Whether ProbeStartupCapacities runs the loop (an adaptive policy, 2 ranks or more, a probe).
  [[nodiscard]] bool RunsStartupProbe() const;
  // Collective: before every regrid, on every rank. Returns the Decision: whole on rank 0; on the
  // other ranks its actuation (SerializeActuation), bit for bit rank 0's, and nothing else.
  Decision Decide(int regrid_number);

  // Collective: rank 0 opens (truncates, or appends for a restart) the history file; when it
  // cannot, every rank throws the same UserError. keep_decisions: see HistoryWriter::Open.
  void OpenHistory(const std::string& path, bool append = false, int keep_decisions = -1);
  // Rank 0 appends the decision with the partition metrics of the regrid that used it.
  void WriteHistory(const Decision& decision, const PartitionMetrics& metrics = {});

  // The current actuator values (what the last decision set; equal shares before the first).
  [[nodiscard]] const std::vector<double>& Capacities() const { return state_.capacity; }
  [[nodiscard]] const std::vector<int64_t>& MaxPatchCells() const { return state_.max_patch_cells; }
  [[nodiscard]] const AutonomicOptions& Options() const { return options_; }
  [[nodiscard]] const RankMonitor& Monitor() const { return monitor_; }
  // The decision state: whole on rank 0; on the other ranks its actuators (capacity,
  // max_patch_cells, evacuated) and the number of decisions, the rest as it started or was
  // restored.
  [[nodiscard]] const DecisionState& State() const { return state_; }

  // Collective: rank 0's decision state and every rank's monitor (sample window, prediction errors)
  // as one archive (autonomic_checkpoint.hpp) on rank 0; "" on the other ranks.
  [[nodiscard]] std::string CheckpointState() const;
  // On every rank, with rank 0's bytes from CheckpointState: restores them and returns true when
  // they were written by as many ranks as this run has (per-rank capacities and fits mean nothing
  // on other ranks); otherwise keeps the fresh state and returns false. Throws UserError when the
  // bytes cannot be read.
  bool RestoreCheckpointState(const std::string& bytes);

 private:
  // With waits = "auto": this process waits sleeping while `cpu_share` (its measured share, not
  // a modelled one) is below kDedicatedShare, spinning otherwise.
  void FollowShareInWaits(double cpu_share) const;
  // Collective: gathers the summaries on rank 0, which decides and broadcasts the actuation.
  Decision DecideOnRankZero(const RankSummary& mine, int regrid_number);

  AutonomicOptions options_;
  Comm comm_;
  ProcessSensor sensor_;
  const SensorModel& sensors_;
  RankMonitor monitor_;
  LinkProbe link_probe_;
  DecisionState state_;
  // Every rank's startup loop, kept on rank 0 when it found a shared core, while the decisions
  // set the capacities from the cpu shares (startup_from_steps at the first, balance_at_shares
  // at the later ones).
  std::vector<CalibrationRun> startup_probes_;
  HistoryWriter history_;
  int ranks_on_node_ = 1;
  int64_t budget_bytes_ = -1;  // [autonomic] memory_budget_mb for this rank
  int64_t last_step_ = 0;
};

}  // namespace vagus::monitor
