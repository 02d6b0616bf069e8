// AutonomicDriver: binds the monitor (monitor/) to the engine through the engine's two seams:
// the load balancer (its AutonomicBalancer asks the manager for a decision at each adaptation
// point and cuts the levels at the decided capacities and patch limits) and the observer
// interface (a StepSampler turns each coarse step's timings into the rank's sample; after the
// rebalance and regrid that used a decision, rank 0 logs it to the run history with the partition
// metrics and prints the actuations and their causes). The monitor reads the engine through
// sensors and acts on it only through the partitioner's inputs.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vagus/amr/simulation.hpp>
#include <vagus/base/input/deck.hpp>
#include <vagus/base/stopwatch.hpp>
#include <vagus/driver/framework_options.hpp>
#include <vagus/driver/step_sampler.hpp>
#include <vagus/monitor/autonomic_manager.hpp>
#include <vector>

namespace vagus {

class AutonomicDriver final : public amr::EngineObserver {
 public:
  // The manager for a run of `kernel` on `base_domain` with these AMR options and the deck's
  // patch limits, its sensors reading the machine through `sensors` (which must outlive it).
  AutonomicDriver(const input::Deck& deck, const amr::Kernel& kernel,
                  const amr::Domain& base_domain, const amr::AmrOptions& amr,
                  const PatchLimits& limits, const Comm& comm,
                  const monitor::SensorModel& sensors = monitor::RealMachine());
  ~AutonomicDriver() override;

  // The balancer the simulation is built with (called once); it refers to this driver.
  [[nodiscard]] std::unique_ptr<amr::LoadBalancer> MakeBalancer();
  // Samples and logs `simulation` (built with MakeBalancer's balancer) from now on; this driver
  // must outlive it.
  void Attach(amr::Simulation& simulation);

  // Collective, on a fresh start before the simulation's first partition: the starting
  // capacities from the startup probe (AutonomicManager::ProbeStartupCapacities).
  void ProbeStartupCapacities();
  // Every rank's capacity now (sum 1): the probe's before the first decision.
  [[nodiscard]] const std::vector<double>& Capacities() const { return manager_.Capacities(); }
  // The share of the base level this rank holds at `capacities` (the partitioner's
  // coarsest_levels keep some ranks off it).
  [[nodiscard]] double BaseLevelShare(const std::vector<double>& capacities) const;
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
  [[nodiscard]] double SamplingSeconds() const { return sampler_ ? sampler_->Seconds() : 0.0; }
  [[nodiscard]] double DecidingSeconds() const { return deciding_seconds_; }
  // Of DecidingSeconds, the wait at regrids that kept the last decision and at the checks
  // between regrids that found no change: the slowest rank's lateness (the imbalance decisions
  // are about), not the monitor's work.
  [[nodiscard]] double SkippedWaitSeconds() const { return skipped_wait_seconds_; }
  // Every decision made so far, for tests; `vagus run` turns the record off (KeepDecisions(false)):
  // a decision holds every rank's summary, a few KB, so a long run regridding often would grow
  // without bound (tests/app/soak.sh: +2.6 KB a step on 2 ranks, regridding every step).
  [[nodiscard]] const std::vector<monitor::Decision>& Decisions() const { return decisions_; }
  void KeepDecisions(bool keep) {
    keep_decisions_ = keep;
    if (!keep) decisions_ = {};
  }

  // The engine's observer call: the log of the last decision once its layout exists.
  void BeginStep(int64_t step) override;
  void EndStep(int64_t step) override;

 private:
  // Collective: whether a decision is due at this regrid ([autonomic] decision_interval_seconds
  // since the last, by every rank's clock).
  [[nodiscard]] bool DecisionDue() const;
  class Balancer;

  // At each adaptation point: a decision (when due), handed to the balancer.
  void Adapt(amr::CapacityBalancer& balancer);
  // Collective, after a coarse step between adaptation points: a decision when some rank's share
  // of its core changed since the previous one ([autonomic] follow_between_regrids); whether it
  // moved capacities or patch limits (the levels are then laid out again).
  bool AdaptIfAShareChanged(amr::CapacityBalancer& balancer);
  // A decision now, handed to the balancer; it is logged once the layout that uses it exists.
  const monitor::Decision& Decide(amr::CapacityBalancer& balancer);
  void LogPendingDecision();

  Comm comm_;
  monitor::AutonomicManager manager_;
  // [partitioner] strategy and balance, the deck's patch limits; capacities per decision.
  amr::DistributionPolicy policy_;
  int blocking_factor_;
  Balancer* balancer_ = nullptr;  // owned by the simulation
  amr::Simulation* simulation_ = nullptr;
  std::unique_ptr<StepSampler> sampler_;
  bool verbose_ = true;
  bool keep_decisions_ = true;
  bool history_open_ = false;
  bool restored_ = false;
  double deciding_seconds_ = 0.0;
  mutable double skipped_wait_seconds_ = 0.0;
  Stopwatch since_decision_;  // since the last decision, or the first step
  bool stepped_ = false;
  std::optional<monitor::Decision> pending_;  // decided; logged once the layout that used it exists
  std::vector<monitor::Decision> decisions_;
  int64_t last_bytes_moved_ = 0;
  std::vector<int> last_curve_order_;  // the previous decision's (empty: rank order)
};

}  // namespace vagus
