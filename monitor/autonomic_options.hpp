// The autonomic layer's settings: deck section [autonomic] (schema and reader), with defaults that
// work. docs/autonomic.md explains every key with its equation.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include <vagus/base/input/deck.hpp>
#include <vagus/base/input/option_section.hpp>
#include <vagus/base/input/schema.hpp>

namespace vagus::monitor {

enum class Policy { kStatic, kReactive, kPerformanceFunction, kStochastic };
enum class TuningMode { kFixed, kVariable };
enum class PatchSizePolicy { kFixed, kMeasured };
// How a rank waits for messages (base/comm.hpp, WaitStyle): always spinning, always sleeping
// between polls, or sleeping while its core is time-shared (its cpu share, each sampled step,
// below kDedicatedShare) and spinning otherwise.
enum class Waits { kSpin, kSleep, kAuto };

[[nodiscard]] std::string PolicyName(Policy policy);

struct AutonomicOptions {
  Policy policy = Policy::kPerformanceFunction;
  // Policy::kStatic: each rank's capacity, in proportion (one value per rank; empty: equal). For
  // machines whose ranks differ in a known way, and for finding the best fixed capacities.
  std::vector<double> static_capacities;
  bool memory_policy = false;
  int window = 16;  // coarse-step samples kept per rank (fits, stochastic statistics)
  // Seconds of wall time over which each rank's cpu share is remembered in two phases: a rank
  // whose share comes and goes within the window is balanced at one share for all phases, the
  // one with the better throughput over this memory (share_memory.hpp).
  double share_memory = 120;
  // A change of a rank's cpu share (a load arriving or leaving, RankMonitor::ShareChanged) is
  // answered after the second coarse step that shows it, between regrids: a decision, then every
  // level laid out again over its current boxes (owners move, the solution does not). Off: such
  // a change waits for the next regrid's decision.
  bool follow_between_regrids = true;
  // Between regrids too: a rank whose share comes and goes on a schedule (a periodic load) calls
  // a decision when its current phase is due to end early in the next step, which balances for
  // the next phase from its first step, not after the two that show it (share_memory.hpp,
  // PhaseChangeDue). Only with follow_between_regrids.
  bool forecast_phases = true;
  // A rank whose cpu share holds steady below a dedicated core's leaves the coarse levels whose
  // substeps its share lengthens by less than the others wait for it at each synchronisation
  // (coarse_levels.hpp); the finer levels keep it at its capacity. Not under the static policy,
  // nor with [partitioner] coarsest_levels, which fix the levels.
  bool keep_off_coarse_levels = true;
  // Actuation guards: C_new = (1 - damping) C_old + damping C_proposed; each active rank keeps at
  // least capacity_floor x 1/K; changes under dead_band (relative) are ignored.
  double damping = 0.7;
  double capacity_floor = 0.1;
  double dead_band = 0.02;
  // A proposal whose largest relative change (before damping) is within noise_sigmas standard
  // errors of the difference between two ranks' measured time per unit work is not acted on:
  // on equal cores the measured speeds differ by noise alone. 0: off. Not for the stochastic
  // policy, which prices the variability in.
  double noise_sigmas = 2.0;
  // While every active rank has its core to itself (RankSummary::OwnsItsCore), a
  // proposal beyond the noise band moves capacities only when this many consecutive decisions
  // proposed a move the same way: on a shared host equal cores change speed for a few seconds
  // at a time, and a move made for such a phase outlasts it. 1: at once. A time-shared rank (the
  // sensor sees the cause) and evacuations are acted on at once. Not for the stochastic policy.
  int confirm_decisions = 2;
  // While at least two active ranks have a core to themselves, the reactive and
  // performance-function policies balance those ranks at their speeds over the last interval,
  // with neither noise band nor confirmation, once those have forecast the next interval better
  // than the window's (speed_forecast.hpp): phases that outlast a decision are followed, shorter
  // ones are not. Time-shared ranks keep the window's fit (eq. 4 follows their share).
  bool recent_speeds = true;
  // Performance-function policy: predicted step time = compute + communication (each rank's
  // links at their fitted rates, link_rates.hpp), or compute alone.
  bool model_communication = true;
  // Under every policy, the static one too: the waits follow the rank's own cpu share.
  Waits waits = Waits::kAuto;
  // With model_communication, ranks whose link seconds per byte are at least slow_link_factor x
  // the median of the others' are placed at the ends of the curve (curve_order.hpp). 0: never.
  double slow_link_factor = 1.5;
  // The largest patch: mesh.max_patch_cells throughout (kFixed), or chosen by measuring each
  // candidate (patch_sizes, or PatchSizeCandidates' defaults) for patch_trial_decisions
  // decisions and keeping the largest within patch_size_margin of the fastest.
  PatchSizePolicy patch_size_policy = PatchSizePolicy::kFixed;
  std::vector<int64_t> patch_sizes;
  int patch_trial_decisions = 2;
  double patch_size_margin = 0.03;
  // Stochastic policy: u_k = mean_k + TF sd_k; TF fixed, or variable (Schopf & Berman).
  TuningMode tuning_mode = TuningMode::kFixed;
  double tuning_factor = 1.0;
  double high_variability = 0.125;  // coefficient of variation above which a rank "varies"
  double max_condition = 1e6;       // performance-function fit (performance_function.hpp)
  // Evacuation: a rank below evacuate_below x the median speed of the other active ranks for
  // evacuate_after consecutive decisions gets capacity 0; back with readmit_share x 1/K after
  // readmit_after consecutive decisions at or above readmit_above.
  bool evacuate = true;
  double evacuate_below = 0.1;
  int evacuate_after = 3;
  double readmit_above = 0.6;
  int readmit_after = 2;
  double readmit_share = 0.5;
  // Decisions come at least this many wall seconds apart (and after the first step): where base
  // regrids come every fraction of a millisecond, deciding at each would cost a sizeable part of
  // the run. 0: at every base regrid, as always under a modelled clock.
  double decision_interval_seconds = 0.05;
  int64_t probe_iterations = 2000000;  // calibration loop run by every rank while one is evacuated
  // Starting capacities (PRAGMA's system-sensitive start): every rank runs the calibration loop
  // for these wall seconds (a quarter of them when every rank has its core to itself, or with
  // startup_from_steps) before the first partition; capacities start in proportion to the
  // speeds (share of the cores x rate, the rates within startup_band of the median taken as one)
  // unless all are within startup_band of the mean. 0: equal shares (docs/autonomic.md,
  // "Starting capacities").
  double startup_probe_seconds = 0.3;
  double startup_band = 0.25;
  // Beside a shared core, end the loop after its first quarter anyway and take each rank's share
  // over the first steps at the first decision (SetCapacitiesFromShares): the steps do work
  // while they read the share, where the rest of the loop only waited.
  bool startup_from_steps = true;
  // Beside a shared core, go on balancing at the shares times the loop's rates at every decision
  // while every rank's share holds steady (SetCapacitiesFromShares): a time-shared rank's kernel
  // timings follow the other load's turns, its share does not, and fits through those timings
  // moved its capacity over 0.20-0.36 in runs of 160 steps where the shares balance at 0.25. The
  // policy's rules decide once a share changes, or once the kernels of two ranks with cores of
  // their own, taken at one rate, run more than 10% apart.
  bool balance_at_shares = true;
  // Memory policy: largest patch from available memory.
  std::vector<double> memory_budget_mb;  // per rank (one value: every rank); empty: sensor only
  double bytes_per_cell = 0;             // 0: from state_components
  double memory_safety = 1.5;
  double patch_memory_fraction = 0.1;  // share of a rank's memory one patch may take
  std::string history = "history.jsonl";
  // Set by the integrator, not the deck: what the physics kernel and mesh imply.
  int state_components = 7;      // conserved components per cell
  int ghost_width = 2;           // ghost cells per side
  int64_t min_patch_cells = 64;  // a limit never goes below this (e.g. blocking_factor^3)
  int cores_per_rank = 1;        // threads per rank: the cpu share is per core
  int dimensions = 3;            // active dimensions: a piece's boundary grows as work^((d-1)/d)
  int64_t mesh_max_patch_cells = 32768;  // mesh.max_patch_cells: patches are never larger

  // [autonomic]: its keys, each with the member it sets (the driver sets the others).
  [[nodiscard]] static const input::OptionSection<AutonomicOptions>& Section();
};

// Adds [autonomic] to a schema.
void AddAutonomicSchema(input::Schema& schema);

// Reads a validated deck (AddAutonomicSchema's keys present). Cross-key checks (readmit_above
// must exceed evacuate_below, ...) throw UserError naming the key.
[[nodiscard]] AutonomicOptions ReadAutonomicOptions(const input::Deck& deck);

// Throws UserError when a per-rank array (memory_budget_mb, static_capacities) does not fit
// `num_ranks`.
void CheckAutonomicOptions(const AutonomicOptions& options, int num_ranks);

// The capacities the static policy keeps: static_capacities over their sum, or equal shares.
[[nodiscard]] std::vector<double> StaticCapacities(const AutonomicOptions& options, int num_ranks);

}  // namespace vagus::monitor
