// Deck keys of [autonomic]: names, kinds, defaults, ranges and one-line
// help (rendered into docs/decks.md by `vagus reference`), and their reading into AutonomicOptions.
#include <vagus/monitor/autonomic_options.hpp>

#include <fmt/format.h>

#include <vagus/base/error.hpp>
#include <vagus/base/index_limits.hpp>

namespace vagus::monitor {
namespace {

using input::KeySpec;
using input::Presence;
using input::Range;
using input::ValueKind;
using Options = AutonomicOptions;

using input::kAtLeastOne;
using input::kNonNegative;
using input::kOpenUnit;
using input::kPositive;
const Range kAtLeastOneInt{1.0, kIntMax};  // kept in an int
const Range kUnit{0.0, 1.0};               // [0, 1]

}  // namespace

std::string PolicyName(Policy policy) {
  switch (policy) {
    case Policy::kStatic:
      return "static";
    case Policy::kReactive:
      return "reactive";
    case Policy::kPerformanceFunction:
      return "performance_function";
    case Policy::kStochastic:
      return "stochastic";
  }
  return "static";
}

// One key per line group, as a table; clang-format would spread each key over six lines.
// clang-format off
const input::OptionSection<AutonomicOptions>& AutonomicOptions::Section() {
  static const auto section = input::OptionSection<Options>(
      "autonomic", "the autonomic manager: sensing, policies and actuation before each regrid")
      .AddChoice({"policy", ValueKind::kString, Presence::kDefaulted, "\"performance_function\"",
        "how capacities C_k are set: equal or static_capacities (static), from measured speed "
        "(reactive), from fitted performance functions (PRAGMA eq. 3-7), or mean + TF x sd of "
        "time per work (stochastic)",
        {}, {"static", "reactive", "performance_function", "stochastic"}},
           &Options::policy,
           {{"static", Policy::kStatic}, {"reactive", Policy::kReactive},
        {"performance_function", Policy::kPerformanceFunction},
        {"stochastic", Policy::kStochastic}})
      .Add({"static_capacities", ValueKind::kFloatArray, Presence::kOptional, "",
        "policy = static: each rank's capacity, in proportion (one value per rank; default equal)",
        kPositive},
           &Options::static_capacities)
      .Add({"memory_policy", ValueKind::kBool, Presence::kDefaulted, "false",
        "limit each rank's largest patch to what its available memory holds"},
           &Options::memory_policy)
      .Add({"window", ValueKind::kInt, Presence::kDefaulted, "16",
        "coarse-step samples kept per rank for fits and statistics", {2.0, 100000.0}},
           &Options::window)
      .Add({"share_memory", ValueKind::kFloat, Presence::kDefaulted, "120",
        "seconds over which each rank's cpu share is remembered; a rank whose share comes and "
        "goes is balanced at the share (of its low or high phase) that gives the better "
        "throughput over them, or follows its phases (forecasting the changes of regular ones) "
        "when that pays for the lag of following",
        {1.0, 1e6}},
           &Options::share_memory)
      .Add({"follow_between_regrids", ValueKind::kBool, Presence::kDefaulted, "true",
        "answer a change of a rank's cpu share (a load arriving or leaving) after the second "
        "coarse step that shows it, without waiting for the next regrid: a decision, then every "
        "level's patches given owners again over the same boxes (the solution does not change)"},
           &Options::follow_between_regrids)
      .Add({"forecast_phases", ValueKind::kBool, Presence::kDefaulted, "true",
        "with follow_between_regrids: a rank whose cpu share comes and goes on a schedule (a "
        "periodic load) is balanced for its next phase in the step before that phase is due, "
        "not after the two steps that show it"},
           &Options::forecast_phases)
      .Add({"keep_off_coarse_levels", ValueKind::kBool, Presence::kDefaulted, "true",
        "a rank whose cpu share holds steady below a dedicated core's holds none of the coarse "
        "levels whose substeps its share lengthens by less than the others wait for it at each "
        "synchronisation (not under the static policy, nor with partitioner.coarsest_levels)"},
           &Options::keep_off_coarse_levels)
      .Add({"damping", ValueKind::kFloat, Presence::kDefaulted, "0.7",
        "weight of a proposal: C_new = (1 - damping) C_old + damping C_proposed (1 = undamped)",
        kOpenUnit},
           &Options::damping)
      .Add({"capacity_floor", ValueKind::kFloat, Presence::kDefaulted, "0.1",
        "least capacity of an active rank, as a fraction of the equal share 1/K", kUnit},
           &Options::capacity_floor)
      .Add({"dead_band", ValueKind::kFloat, Presence::kDefaulted, "0.02",
        "capacity and patch-limit changes smaller than this (relative) are ignored",
        {0.0, 1.0, false, true}},
           &Options::dead_band)
      .Add({"noise_sigmas", ValueKind::kFloat, Presence::kDefaulted, "2.0",
        "capacities stay when the proposed change (before damping) is within this many standard "
        "errors of the measured difference in speed between ranks (0: off; not used by the "
        "stochastic policy)",
        kNonNegative},
           &Options::noise_sigmas)
      .Add({"confirm_decisions", ValueKind::kInt, Presence::kDefaulted, "2",
        "while every rank has its core to itself, capacities move only when this many consecutive "
        "decisions propose a move the same way beyond the noise band (1 = at once; a time-shared "
        "rank is acted on at once; not used by the stochastic policy)",
        {1.0, 100.0}},
           &Options::confirm_decisions)
      .Add({"recent_speeds", ValueKind::kBool, Presence::kDefaulted, "true",
        "balance the ranks with a core of their own (two at least) at their speeds over the last "
        "interval, without noise band or confirmation, once they have forecast the next interval "
        "better than the window's (reactive and performance_function policies)"},
           &Options::recent_speeds)
      .Add({"model_communication", ValueKind::kBool, Presence::kDefaulted, "true",
        "performance_function policy: balance predicted step times of compute plus communication "
        "(each rank's bytes and messages at its links' latency and bandwidth, measured by a "
        "probe before each decision) instead of compute alone"},
           &Options::model_communication)
      .AddChoice({"waits", ValueKind::kString, Presence::kDefaulted, "\"auto\"",
        "how a rank waits for messages and reductions, under every policy: spinning in MPI "
        "(spin), polling with 50 us sleeps (sleep), or sleeping while the rank's cpu share is "
        "below 0.9, a core time-shared with another load, which then runs instead (auto)",
        {}, {"spin", "sleep", "auto"}},
           &Options::waits,
           {{"spin", Waits::kSpin}, {"sleep", Waits::kSleep}, {"auto", Waits::kAuto}})
      .Add({"slow_link_factor", ValueKind::kFloat, Presence::kDefaulted, "1.5",
        "with model_communication: a rank whose link seconds per byte are at least this many "
        "times the median of the others' gets a stretch at an end of the curve (fewer "
        "neighbours; 0 = ranks keep rank order)", kNonNegative},
           &Options::slow_link_factor)
      .AddChoice({"patch_size_policy", ValueKind::kString, Presence::kDefaulted, "\"fixed\"",
        "the largest patch: mesh.max_patch_cells (fixed), or the candidate with the best measured "
        "kernel time per cell update, each tried for patch_trial_decisions decisions (measured)",
        {}, {"fixed", "measured"}},
           &Options::patch_size_policy,
           {{"fixed", PatchSizePolicy::kFixed}, {"measured", PatchSizePolicy::kMeasured}})
      .Add({"patch_sizes", ValueKind::kIntArray, Presence::kOptional, "",
        "measured patch sizes: the candidate limits in cells (default: mesh.max_patch_cells and "
        "the cubes of side 64, 32, 16 below it)", kPositive},
           &Options::patch_sizes)
      .Add({"patch_trial_decisions", ValueKind::kInt, Presence::kDefaulted, "2",
        "measured patch sizes: decisions each candidate is measured for", kAtLeastOneInt},
           &Options::patch_trial_decisions)
      .Add({"patch_size_margin", ValueKind::kFloat, Presence::kDefaulted, "0.03",
        "measured patch sizes: the largest candidate within this fraction of the fastest is kept",
        kNonNegative},
           &Options::patch_size_margin)
      .AddChoice({"tuning_factor_mode", ValueKind::kString, Presence::kDefaulted, "\"fixed\"",
        "stochastic policy: a fixed Tuning Factor, or one chosen each decision from how many "
        "ranks vary and how much (Schopf & Berman)", {}, {"fixed", "variable"}},
           &Options::tuning_mode,
           {{"fixed", TuningMode::kFixed}, {"variable", TuningMode::kVariable}})
      .Add({"tuning_factor", ValueKind::kFloat, Presence::kDefaulted, "1.0",
        "stochastic policy with a fixed Tuning Factor: u_k = mean_k + TF x sd_k", {0.0, 2.0}},
           &Options::tuning_factor)
      .Add({"high_variability", ValueKind::kFloat, Presence::kDefaulted, "0.125",
        "variable Tuning Factor: coefficient of variation of a rank's time per work above which "
        "it counts as varying", kPositive},
           &Options::high_variability)
      .Add({"max_condition", ValueKind::kFloat, Presence::kDefaulted, "1e6",
        "largest condition estimate of a performance-function fit before fewer terms are used",
        kAtLeastOne},
           &Options::max_condition)
      .Add({"evacuate", ValueKind::kBool, Presence::kDefaulted, "true",
        "give capacity 0 to ranks that stay far slower than the others, and re-admit them when "
        "they recover (not with policy = static)"},
           &Options::evacuate)
      .Add({"evacuate_below", ValueKind::kFloat, Presence::kDefaulted, "0.1",
        "a rank is slow below this fraction of the median speed of the other active ranks",
        kOpenUnit},
           &Options::evacuate_below)
      .Add({"evacuate_after", ValueKind::kInt, Presence::kDefaulted, "3",
        "consecutive slow decisions before a rank is evacuated", kAtLeastOneInt},
           &Options::evacuate_after)
      .Add({"readmit_above", ValueKind::kFloat, Presence::kDefaulted, "0.6",
        "an evacuated rank has recovered at or above this fraction of the median speed",
        kOpenUnit},
           &Options::readmit_above)
      .Add({"readmit_after", ValueKind::kInt, Presence::kDefaulted, "2",
        "consecutive recovered decisions before an evacuated rank is re-admitted",
        kAtLeastOneInt},
           &Options::readmit_after)
      .Add({"readmit_share", ValueKind::kFloat, Presence::kDefaulted, "0.5",
        "capacity of a re-admitted rank, as a fraction of the equal share 1/K", kOpenUnit},
           &Options::readmit_share)
      .Add({"decision_interval_seconds", ValueKind::kFloat, Presence::kDefaulted, "0.05",
        "wall seconds at least between decisions, and from the first step to the first: base "
        "regrids that come sooner keep the last decision (0 = decide at every base regrid; under "
        "an emulated machine's modelled clock every base regrid decides)", kNonNegative},
           &Options::decision_interval_seconds)
      .Add({"probe_iterations", ValueKind::kInt, Presence::kDefaulted, "2000000",
        "length of the calibration loop every rank runs at a decision while a rank is evacuated "
        "(0 = judge evacuated ranks by cpu share alone)", kNonNegative},
           &Options::probe_iterations)
      .Add({"startup_probe_seconds", ValueKind::kFloat, Presence::kDefaulted, "0.3",
        "wall seconds of the calibration loop every rank runs before the first partition, whose "
        "speeds set the starting capacities; a quarter of it when every rank has its core to "
        "itself, or with startup_from_steps (0 = start from equal shares)", kNonNegative},
           &Options::startup_probe_seconds)
      .Add({"startup_from_steps", ValueKind::kBool, Presence::kDefaulted, "true",
        "when the first quarter of the startup loop finds a shared core, end the loop there and "
        "set the capacities at the first decision from each rank's cpu share over the first "
        "steps (false = run the loop to its full length)"},
           &Options::startup_from_steps)
      .Add({"balance_at_shares", ValueKind::kBool, Presence::kDefaulted, "true",
        "when the startup loop found a shared core, balance every decision at the ranks' cpu "
        "shares times the loop's rates while every share holds steady and the kernels of the "
        "ranks with cores of their own run within 10% of each other, rather than at the "
        "kernels' timings (false = from the second decision on, the policy's rules)"},
           &Options::balance_at_shares)
      .Add({"startup_band", ValueKind::kFloat, Presence::kDefaulted, "0.25",
        "probe rates within this fraction of the median are the host's noise; the starting "
        "capacities stay equal while every probe speed is within it of the mean", kNonNegative},
           &Options::startup_band)
      .Add({"memory_budget_mb", ValueKind::kFloatArray, Presence::kOptional, "",
        "memory per rank in MiB (one value: every rank), capping what the sensor reports",
        kPositive},
           &Options::memory_budget_mb)
      .Add({"bytes_per_cell", ValueKind::kFloat, Presence::kOptional, "",
        "memory one cell needs; default (2 x components + 48) x 8 bytes", kPositive},
           &Options::bytes_per_cell)
      .Add({"memory_safety", ValueKind::kFloat, Presence::kDefaulted, "1.5",
        "factor on bytes_per_cell for what the estimate misses", kAtLeastOne},
           &Options::memory_safety)
      .Add({"patch_memory_fraction", ValueKind::kFloat, Presence::kDefaulted, "0.1",
        "share of a rank's available memory its largest patch (with ghosts) may take", kOpenUnit},
           &Options::patch_memory_fraction)
      .Add({"history", ValueKind::kString, Presence::kDefaulted, "\"history.jsonl\"",
        "run history (JSON lines, one per decision) in output.directory; \"\" = none"},
           &Options::history);
  return section;
}
// clang-format on

void AddAutonomicSchema(input::Schema& schema) { schema.Add(AutonomicOptions::Section().Spec()); }

AutonomicOptions ReadAutonomicOptions(const input::Deck& deck) {
  const std::string& s = AutonomicOptions::Section().Name();
  const AutonomicOptions o = AutonomicOptions::Section().Read(deck);
  if (o.readmit_above <= o.evacuate_below)
    throw deck.Error(s, "readmit_above",
                     fmt::format("must exceed evacuate_below ({}), or a rank could be evacuated "
                                 "and re-admitted at the same speed",
                                 o.evacuate_below));
  if (!o.static_capacities.empty() && o.policy != Policy::kStatic)
    throw deck.Error(s, "static_capacities",
                     fmt::format("is for policy = \"static\", not \"{}\"", PolicyName(o.policy)));
  return o;
}

void CheckAutonomicOptions(const AutonomicOptions& options, int num_ranks) {
  const auto check_per_rank = [num_ranks](const std::vector<double>& values, const char* key) {
    const int n = static_cast<int>(values.size());
    if (n > 1 && n != num_ranks)
      throw UserError(
          fmt::format("{}: {} values for {} ranks; give one value (every rank) or one "
                      "per rank",
                      key, n, num_ranks));
  };
  check_per_rank(options.memory_budget_mb, "autonomic.memory_budget_mb");
  const int n = static_cast<int>(options.static_capacities.size());
  if (n > 0 && n != num_ranks)
    throw UserError(fmt::format("autonomic.static_capacities: {} values for {} ranks; give one "
                                "per rank",
                                n, num_ranks));
}

std::vector<double> StaticCapacities(const AutonomicOptions& options, int num_ranks) {
  std::vector<double> c = options.static_capacities;
  if (static_cast<int>(c.size()) != num_ranks)
    return std::vector<double>(static_cast<size_t>(num_ranks), 1.0 / num_ranks);
  double sum = 0;
  for (double v : c) sum += v;
  for (double& v : c) v /= sum;
  return c;
}

}  // namespace vagus::monitor
