// One autonomic decision (before each regrid, docs/autonomic.md): from every rank's summary, evacuate or
// re-admit ranks, propose capacities with the policy, damp, floor and dead-band them, and set
// each rank's largest patch from its memory; every actuation carries a human-readable cause.
// MakeDecision is a pure function of (summaries, options, state); the autonomic manager runs it on
// rank 0 and broadcasts what the other ranks act on.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include <vagus/monitor/autonomic_options.hpp>
#include <vagus/monitor/calibration_probe.hpp>
#include <vagus/monitor/decision_state.hpp>
#include <vagus/monitor/rank_summary.hpp>

namespace vagus::monitor {

struct Decision {
  int number = 0;    // 1 for the first decision of the run
  int regrid = 0;    // the caller's regrid number
  int64_t step = 0;  // coarse step and time of the samples it used
  double time = 0;
  Policy policy = Policy::kStatic;
  // Per rank. What the partitioner takes: capacities (sum 1; 0 = evacuated, give no patches) and
  // largest patch in cells (0 = no limit).
  std::vector<double> capacity_before, capacity;
  std::vector<int64_t> max_patch_cells_before, max_patch_cells;
  std::vector<char> evacuated;  // after this decision
  // Per rank, after this decision: it holds no patches below this level (coarse_levels.hpp).
  std::vector<int> coarsest_level_before, coarsest_level;
  std::vector<int> curve_order;  // the ranks along the curve (curve_order.hpp); empty: rank order
  std::vector<int> evacuated_now, readmitted_now;
  std::vector<double> relative_speed;     // vs the median of the other active ranks; -1 unknown
  std::vector<double> predicted_seconds;  // the policy's expected step seconds; 0 = none
  // Performance-function policy: the coarse step expected at the new capacities, its compute and
  // its communication (0 = no expectation); and how far the previous decision's expectations
  // were from the step this one measured, in percent of the expectation (NaN = none).
  std::vector<double> predicted_compute, predicted_communication;
  std::vector<double> compute_error, communication_error;
  double tuning_factor = 0;  // stochastic policy
  bool recent_speeds = false;  // balanced at the last interval's speeds (speed_forecast.hpp)
  bool from_shares = false;    // decided at the cpu shares (SetCapacitiesFromShares)
  // Max / mean kernel seconds of active ranks in the last step (kernel plus link seconds with
  // model_communication).
  double measured_imbalance = 1;
  // True when capacities or limits changed: the coming regrid should repartition with them.
  bool rebalance = false;
  std::vector<std::string> causes;  // one line per actuation (or why there was none)
  PatchSizeState patch_size;        // after this decision (patch_size_policy = "measured")
  std::vector<RankSummary> ranks;   // the gathered inputs, for the run history
};

// The starting capacities, before the first partition, from every rank's calibration loop (seconds
// 0 or less: the rank did not probe). A probe's speed is its share of its cores times their rate
// while it ran; rates within options.startup_band of the median rate are the host's noise, and
// those ranks count at their mean rate, so that they differ by their shares alone (which the
// scheduler accounts exactly). When some speed is then more than startup_band away from the mean,
// the capacities follow the speeds, with the capacity floor; otherwise the equal shares stay.
// Sets state.capacity and returns the causes (empty when the shares stay equal).
std::vector<std::string> SetStartupCapacities(const std::vector<CalibrationRun>& probes,
                                              const AutonomicOptions& options,
                                              DecisionState& state);

// The capacities at the ranks' cpu shares, after a startup loop that found a shared core: at the
// first decision (AutonomicOptions::startup_from_steps, the loop cut short) and at the later ones
// (balance_at_shares). Each rank's speed is its cpu share (over the first steps at the first
// decision, ranks[k].cpu_share; later over its share memory, Phases().Mean()) times its probe's
// rate, the rates taken as in SetStartupCapacities: a loop of a fraction of a second reads the
// share less exactly, and a time-shared rank's kernel timings scatter with the other load's
// turns. Sets state.capacity and returns the causes; where every capacity moves by less than
// options.dead_band, keeps them and says so. Empty, and nothing set, where the policy's rules
// decide instead: some rank's share did not hold steady, two ranks with cores of their own taken
// at one rate ran their kernels more than 10% apart over their window (the loop misjudged the
// kernels), some rank's speed is below options.evacuate_below of the median (evacuation is the
// policy's), or the speeds are within startup_band of their mean.
std::vector<std::string> SetCapacitiesFromShares(const std::vector<CalibrationRun>& probes,
                                                 const std::vector<RankSummary>& ranks,
                                                 const AutonomicOptions& options,
                                                 DecisionState& state);

// Advances `state` (capacities, limits, counters) and returns the decision. With
// `startup_probes` (every rank's startup loop, where it found a shared core), the capacities come
// from SetCapacitiesFromShares when it decides them, in place of the policy and its guards
// (Decision::from_shares).
[[nodiscard]] Decision MakeDecision(const std::vector<RankSummary>& ranks,
                                    const AutonomicOptions& options, DecisionState& state,
                                    int regrid_number,
                                    const std::vector<CalibrationRun>& startup_probes = {});

}  // namespace vagus::monitor
