// RankSummary: what one rank tells the others before a decision, as a fixed number of doubles so
// one MPI_Allgather carries it: its sensor readings, current load and times per level, measured
// speed since the previous decision, time-per-work statistics over the window, and its fitted
// performance function (so every rank can predict every rank's time, bit for bit the same).
#pragma once

#include <array>
#include <vector>

#include <vagus/monitor/performance_function.hpp>
#include <vagus/monitor/share_memory.hpp>
#include <vagus/monitor/step_sample.hpp>

namespace vagus::monitor {

// A rank whose cpu share is at least this has its core to itself (AutonomicOptions::
// confirm_decisions); a CPU hog in another session leaves about 0.33.
inline constexpr double kDedicatedShare = 0.9;

// The samples a change of a rank's cpu share lasts before it counts (ShareNow): one step's dip
// on a dedicated core is noise.
inline constexpr int kShareChangeSteps = 2;

struct RankSummary {
  double step = 0;  // coarse step and time of the latest sample
  double time = 0;
  double samples = 0;         // samples in the window
  double recent_samples = 0;  // samples since the previous decision
  double cpu_share = 1;       // mean over the recent samples (what recent_seconds ran under)
  // The share it runs at now (the mean of the newest recent samples on the latest one's side of
  // the window's middle share; cpu_share when the range is within kShareSwing), and 1 when that
  // side began since the previous decision (rank_monitor.hpp, ShareNow).
  double share_now = 1;
  double share_changed = 0;
  // Time per unit work on a dedicated core (eq. 4 undone) over the window's newest samples on
  // the latest one's side of its middle share: the phase it runs in now (0: no work measured).
  // Measured in the phase itself, not a fit over samples of both: a time-shared rank's kernels
  // run below its share of a dedicated core's speed, and a fit across the phases' loads
  // extrapolates.
  double unit_now = 0;
  double cpu_share_sd = 0;  // standard deviation over the window
  // Times the share changed between the window's high and low phases (PhaseChanges); 2 or more:
  // a load that comes and goes (ShareComesAndGoes).
  double share_changes = 0;
  // The share over the last `share_memory` seconds in two phases (share_memory.hpp): the mean
  // share below and above the middle of its range, the low phase's fraction of the wall time
  // (0: one phase), the seconds covered and the changes between the phases in them.
  double share_low = 1, share_high = 1, share_low_fraction = 0, share_memory_seconds = 0;
  double share_phase_changes = 0;
  // The memory's phase lengths (SharePhases: mean low and high, spread, age of the current one),
  // and whether the current one is low (1) or high (0).
  double share_low_length = 0, share_high_length = 0, share_length_spread = 1, share_phase_age = 0;
  double share_phase_low = 0;
  double window_seconds = 0;  // wall time of the window's steps
  double memory_bytes = -1;   // memory this rank may count on (memory_policy.hpp); -1 unknown
  // Latest sample, per level.
  std::array<double, kMaxLevels> cells{}, patches{}, work{}, seconds{};
  double recent_work = 0;  // sums over the recent samples (reactive policy)
  double recent_seconds = 0;
  double unit_mean = 0;  // time per unit work over the window (stochastic policy)
  double unit_sd = 0;
  double unit_count = 0;
  double model = 0;  // ModelKind of the fitted performance function
  std::array<double, PerformanceFunction::kTerms> coefficients{};
  double proportional = 0;
  std::array<double, kMaxLevels> load_lo{}, load_hi{};  // per level, the loads the fit has seen
  double condition = 0;
  double fit_samples = 0;
  double mape = 0;          // percent, one-step-ahead predictions over the window
  double last_error = 0;    // percent, the latest one
  double step_seconds = 0;  // latest sample's wall time, exchange and traffic
  double exchange_seconds = 0;
  double wait_seconds = 0;
  // The median over the window of its waits for messages a coarse step (StepSample::
  // sync_wait_seconds): what its neighbours' lateness costs it, robust to a step's spike.
  double sync_wait_median = 0;
  double bytes_sent = 0;
  double bandwidth = 0;
  double probe_seconds = 0;  // calibration loop at this decision; 0 = not run
  // Communication in the latest sample: messages sent, the links' seconds (waited on the wall
  // clock, modelled on the modelled one), and what its messages and bytes cost at the link
  // sensor's rates (link_probe.hpp; measured only when communication is modelled, else 0).
  double messages_sent = 0;
  double link_seconds = 0;
  double latency_seconds = 0;
  double bandwidth_seconds = 0;

  // Whether the rank's share comes and goes about as fast as decisions come: it went up and down
  // within the window; or it changed within the window and, over the share memory, its phases
  // have lasted less than the window on average (the window then catches one change at a time);
  // or the memory holds a periodic load on schedule (PhasesOnSchedule) whose phases last less
  // than two windows (between its changes the window then holds none for part of each phase,
  // where the memory still forecasts the next). Such a rank is held at one phase's balance or
  // follows its phases, whichever pays (share_memory.hpp, ChooseShare).
  [[nodiscard]] bool ShareComesAndGoes() const;
  // The share memory's phases, as the rank summarised them.
  [[nodiscard]] SharePhases Phases() const;
  // Whether the rank's share stayed in one phase through the window and since the previous
  // decision (whatever the share), and does not come and go.
  [[nodiscard]] bool ShareIsSteady() const {
    return share_changes == 0 && !(share_changed > 0) && !ShareComesAndGoes();
  }
  // Whether the rank had its core to itself since the previous decision and through the window:
  // a share at least kDedicatedShare that does not come and go.
  [[nodiscard]] bool OwnsItsCore() const {
    return cpu_share >= kDedicatedShare && !ShareComesAndGoes();
  }
  // PRAGMA eq. 4's L_d: 1 / cpu share (share clamped to [0.05, 1]).
  [[nodiscard]] double LoadFactor() const;
  // Work per second since the previous decision; 0 when nothing was measured.
  [[nodiscard]] double Speed() const;
  [[nodiscard]] double CurrentWork() const;
  [[nodiscard]] double CurrentSeconds() const;
  // The latest step's exchange at the sensed link rates.
  [[nodiscard]] double CommunicationSeconds() const { return latency_seconds + bandwidth_seconds; }
  [[nodiscard]] std::vector<double> LevelWork() const;
  [[nodiscard]] PerformanceFunction Function() const;
  // Replaces the fitted function by time proportional to work, `per_work` seconds per unit work
  // on a dedicated core (the load factor applies on top, as for any function).
  void UseProportional(double per_work);
};

// The number of doubles in a packed summary, and packing in a fixed field order.
[[nodiscard]] int SummaryDoubles();
void PackSummary(const RankSummary& summary, double* out);
[[nodiscard]] RankSummary UnpackSummary(const double* in);

}  // namespace vagus::monitor
