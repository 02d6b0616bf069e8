// AutonomicDriver: wires the monitor (monitor/) to a simulation, through the simulation's hooks
// only: the monitor reads the engine through sensors and acts on it through actuators.
// Before each coarse step it starts the process sensor's interval; after it, it records the rank's
// sample (kernel seconds, cells and patches per level, ghost filling, bytes per neighbour); after
// each level's kernels it applies the emulated slowdown; at each adaptation point it asks the
// manager for a decision (collective) and hands the capacities and patch limits to the
// partitioner; after the rebalance and regrid that used them, rank 0 logs the decision with the
// partition metrics to the run history and prints the actuations and their causes.
#pragma once

#include <memory>
#include <optional>
#include <string>

#include <vagus/base/input/deck.hpp>
#include <vagus/amr/simulation.hpp>
#include <vagus/monitor/autonomic_manager.hpp>

namespace vagus {

class AutonomicDriver {
 public:
  // Installs the hooks into `simulation`, which must outlive the driver.
  AutonomicDriver(const input::Deck& deck, amr::Simulation& simulation, const Comm& comm);

  // Collective, on a fresh start before the simulation's first partition: the starting
  // capacities from the startup probe (AutonomicManager::ProbeStartupCapacities).
  void ProbeStartupCapacities();
  // Rank 0 opens the history (appends for a restart, dropping decisions made after the restored
  // checkpoint); without this, no history is written.
  void OpenHistory(const std::string& path, bool append);
  // Collective: the manager's state for a checkpoint (rank 0's bytes count; "" elsewhere).
  [[nodiscard]] std::string CheckpointState() const { return manager_.CheckpointState(); }
  // On every rank after the hierarchy is restored, with the checkpoint's bytes ("" = written
  // without them). Returns whether the decisions continue where they were; when the checkpoint
  // came from another number of ranks they start afresh from equal capacities.
  bool RestoreCheckpointState(const std::string& bytes);
  // Whether the last RestoreCheckpointState continued the saved decisions.
  [[nodiscard]] bool Restored() const { return restored_; }
  // Prints each decision's actuations on rank 0 (on by default; tests turn it off).
  void SetVerbose(bool verbose) { verbose_ = verbose; }

  [[nodiscard]] monitor::AutonomicManager& Manager() { return manager_; }
  [[nodiscard]] const monitor::AutonomicManager& Manager() const { return manager_; }
  // Wall seconds this rank spent in the monitor: sampling each step, and deciding before regrids
  // and logging the decision after the regrid that used it (the collectives included).
  [[nodiscard]] double SamplingSeconds() const { return sampling_seconds_; }
  [[nodiscard]] double DecidingSeconds() const { return deciding_seconds_; }
  // Every decision made so far, for tests; `vagus run` turns the record off (KeepDecisions(false)):
  // a decision holds every rank's summary, a few KB, so a long run regridding often would grow
  // without bound (tests/app/soak.sh: +2.6 KB a step on 2 ranks, regridding every step).
  [[nodiscard]] const std::vector<monitor::Decision>& Decisions() const { return decisions_; }
  void KeepDecisions(bool keep) {
    keep_decisions_ = keep;
    if (!keep) decisions_ = {};
  }

 private:
  void Sample();
  void LogPendingDecision();
  void Adapt();

  amr::Simulation& simulation_;
  Comm comm_;
  monitor::AutonomicManager manager_;
  amr::DistributionPolicy policy_;  // [partitioner] strategy and balance; capacities per decision
  bool verbose_ = true;
  bool keep_decisions_ = true;
  bool history_open_ = false;
  bool restored_ = false;
  double sampling_seconds_ = 0.0, deciding_seconds_ = 0.0;
  int64_t step_ = 0;                          // the coarse step in progress (1-based)
  std::optional<monitor::Decision> pending_;  // decided; logged once the layout that used it exists
  std::vector<monitor::Decision> decisions_;
  monitor::StepSample sample_;  // refilled every step
  // Counters at the end of the previous step, to turn the simulation's totals into per-step values.
  std::vector<double> last_level_kernel_;
  std::vector<amr::LinkTotals> last_links_;
  double last_ghost_fill_ = 0.0, last_ghost_wait_ = 0.0;
  int64_t last_bytes_moved_ = 0;
  std::vector<int> last_curve_order_;  // the previous decision's (empty: rank order)
};

}  // namespace vagus
