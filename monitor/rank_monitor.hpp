// RankMonitor: one rank's local analysis between decisions. It keeps the window of step samples,
// scores each new sample against the performance function fitted so far (one-step-ahead error,
// MAPE), forgets the samples from before a shift in the rank's dedicated speed, refits the
// function (PRAGMA eq. 3, on times brought to a dedicated core with eq. 4), and condenses all of
// it into the RankSummary the decision gathers. Recording a step allocates
// nothing: the windows are rings and the fit's scratch memory is sized at construction.
#pragma once

#include <cstdint>
#include <vector>

#include <vagus/monitor/performance_function.hpp>
#include <vagus/monitor/rank_summary.hpp>
#include <vagus/monitor/share_memory.hpp>
#include <vagus/monitor/step_sample.hpp>

namespace vagus::monitor {

// What a checkpoint keeps of a RankMonitor. The fit is not stored: refitting the same window
// gives the same bits.
struct RankMonitorState {
  std::vector<StepSample> samples;  // the window, oldest first
  std::vector<double> errors;       // the prediction errors' window, oldest first
  int recent = 0;                   // samples since the last decision
  int64_t memory_bytes = -1;
  std::vector<ShareSample> shares;  // the share memory, oldest first
};

class RankMonitor {
 public:
  // `window` samples are kept; `ranks`: how many ranks a sample's links describe (its
  // slots are sized for them); the cpu shares of the last `share_memory_seconds` of steps are
  // summarised in two phases (share_memory.hpp).
  RankMonitor(int window, const FitOptions& fit, int ranks = 0, double share_memory_seconds = 120);

  // Adds one coarse step; `memory_bytes` is what this rank may count on (-1 unknown). When the
  // newest kShiftSamples samples all miss the function fitted to the older ones on the same side,
  // each by more than ShiftThreshold, the rank's dedicated speed has changed (a slower clock, a
  // different cache behaviour): the older samples are dropped. A fit over both regimes would
  // predict neither, and which model wins the fit would swing the capacities back and forth.
  // (A load that takes cpu time is not such a shift: eq. 4's load factor accounts for it.)
  void Record(const StepSample& sample, int64_t memory_bytes);
  static constexpr int kShiftSamples = 2;
  static constexpr int kShiftMinOlder = 8;  // older samples needed to judge a shift
  // Samples recorded after this call are the "recent" ones of the next decision.
  void MarkDecision() { recent_ = 0; }
  // Whether the rank's cpu share changed since the previous decision and the change has lasted
  // two samples (ShareNow's `changed`, as the next Summarize would report it), or, where the
  // share memory's phases are regular (a periodic load's), whether its trigger turned at the
  // latest sample. Allocates nothing.
  [[nodiscard]] bool ShareChanged() const;
  // Whether the share memory holds a periodic load whose current phase is due to end early in the
  // next step, and no decision was made since that became so (share_memory.hpp, PhaseChangeDue).
  // Allocates nothing.
  [[nodiscard]] bool PhaseChangeDue() const;
  // Forgets every sample and the fit (the rank was evacuated or re-admitted: its old timings
  // describe a load it no longer has). The share memory stays: it describes the core.
  void Reset();

  [[nodiscard]] RankSummary Summarize() const;
  [[nodiscard]] RankMonitorState SaveState() const;
  // Replaces everything with `state` (samples beyond the window's capacity: the newest are kept)
  // and refits.
  void RestoreState(const RankMonitorState& state);
  [[nodiscard]] const PerformanceFunction& Function() const { return function_; }
  [[nodiscard]] const SampleWindow& Window() const { return window_; }
  [[nodiscard]] const PredictionError& Error() const { return error_; }

 private:
  void Refit();
  // Drops the samples before a shift in dedicated speed (see Record).
  void ForgetBeforeShift();

  SampleWindow window_;
  FitOptions fit_;
  std::vector<PerformanceSample> fit_samples_;  // the window's, refilled by each Refit
  FitWorkspace fit_workspace_;
  PerformanceFunction function_;
  PredictionError error_;
  int recent_ = 0;
  int64_t memory_bytes_ = -1;
  ShareMemory shares_;
  double share_memory_seconds_;
  mutable std::vector<double> window_shares_;  // ShareChanged's scratch, sized for the window
};

// The eq. 3 samples of a window's oldest `count` steps (all: count < 0), replacing the contents of
// `samples`: one per level with work, its seconds times the step's cpu share.
void PerformanceSamples(const SampleWindow& window, std::vector<PerformanceSample>& samples,
                        int count = -1);

// Times the shares (oldest first) changed between the high and the low phase of their range
// (PhaseChanges: a step that straddles a change counts once), counting only when the range
// exceeds kShareSwing: noise of a steady share never does.
inline constexpr double kShareSwing = 0.2;
[[nodiscard]] int ShareChanges(const std::vector<double>& shares);
// The share a rank runs at now, from the shares of its window (oldest first) of which the newest
// `recent` came since the previous decision: the mean of the newest recent shares on the latest
// one's side of the middle of the window's range, or of all recent ones when the range is within
// kShareSwing; `changed` when that side began after the previous decision's next-to-last sample
// and has lasted two samples or more. A load that arrived or left since then shows at its new
// share, where the recent mean may mix the two. `phase_samples`: the newest samples on that side,
// recent or not (all of them when the range is within kShareSwing).
struct CurrentShare {
  double share = 1;
  bool changed = false;
  int phase_samples = 0;
};
[[nodiscard]] CurrentShare ShareNow(const std::vector<double>& shares, int recent);

// The relative miss of `function` that counts as a shift: 4 x the mean relative miss of its own
// fit over the older steps (what noise looks like on this rank), and never under 50%: on a shared
// host a rank's speed wanders by 25% for a few steps (the window follows that), and a
// fit cut to two steps is too noisy to act on for less.
[[nodiscard]] double ShiftThreshold(double mean_relative_residual);

}  // namespace vagus::monitor
