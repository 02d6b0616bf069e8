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

using input::kAtLeastOne;
using input::kNonNegative;
using input::kPositive;
const Range kOpenUnit{0.0, 1.0, true, false};  // (0, 1]
const Range kAtLeastOneInt{1.0, kIntMax};      // kept in an int
const Range kUnit{0.0, 1.0};                   // [0, 1]

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
void AddAutonomicSchema(input::Schema& schema) {
  schema.Add({"autonomic", "the autonomic manager: sensing, policies and actuation before each regrid", {
      {"policy", ValueKind::kString, Presence::kDefaulted, "\"performance_function\"",
       "how capacities C_k are set: equal (static), from measured speed (reactive), from fitted "
       "performance functions (PRAGMA eq. 3-7), or mean + TF x sd of time per work (stochastic)",
       {}, {"static", "reactive", "performance_function", "stochastic"}},
      {"memory_policy", ValueKind::kBool, Presence::kDefaulted, "false",
       "limit each rank's largest patch to what its available memory holds"},
      {"window", ValueKind::kInt, Presence::kDefaulted, "16",
       "coarse-step samples kept per rank for fits and statistics", {2.0, 100000.0}},
      {"damping", ValueKind::kFloat, Presence::kDefaulted, "0.7",
       "weight of a proposal: C_new = (1 - damping) C_old + damping C_proposed (1 = undamped)",
       kOpenUnit},
      {"capacity_floor", ValueKind::kFloat, Presence::kDefaulted, "0.1",
       "least capacity of an active rank, as a fraction of the equal share 1/K", kUnit},
      {"dead_band", ValueKind::kFloat, Presence::kDefaulted, "0.02",
       "capacity and patch-limit changes smaller than this (relative) are ignored",
       {0.0, 1.0, false, true}},
      {"noise_sigmas", ValueKind::kFloat, Presence::kDefaulted, "2.0",
       "capacities stay when the proposed change (before damping) is within this many standard "
       "errors of the measured difference in speed between ranks (0: off; not used by the "
       "stochastic policy)",
       kNonNegative},
      {"confirm_decisions", ValueKind::kInt, Presence::kDefaulted, "2",
       "while every rank has its core to itself, capacities move only when this many consecutive "
       "decisions propose a move the same way beyond the noise band (1 = at once; a time-shared "
       "rank is acted on at once; not used by the stochastic policy)",
       {1.0, 100.0}},
      {"recent_speeds", ValueKind::kBool, Presence::kDefaulted, "true",
       "while every rank has its core to itself, balance at the ranks' speeds over the last "
       "interval, without noise band or confirmation, once they have forecast the next interval "
       "better than the window's (reactive and performance_function policies)"},
      {"model_communication", ValueKind::kBool, Presence::kDefaulted, "true",
       "performance_function policy: balance predicted step times of compute plus communication "
       "(each rank's bytes and messages at its links' latency and bandwidth, measured by a "
       "probe before each decision) instead of compute alone"},
      {"slow_link_factor", ValueKind::kFloat, Presence::kDefaulted, "1.5",
       "with model_communication: a rank whose link seconds per byte are at least this many "
       "times the median of the others' gets a stretch at an end of the curve (fewer "
       "neighbours; 0 = ranks keep rank order)", kNonNegative},
      {"patch_size_policy", ValueKind::kString, Presence::kDefaulted, "\"fixed\"",
       "the largest patch: mesh.max_patch_cells (fixed), or the candidate with the best measured "
       "kernel time per cell update, each tried for patch_trial_decisions decisions (measured)",
       {}, {"fixed", "measured"}},
      {"patch_sizes", ValueKind::kIntArray, Presence::kOptional, "",
       "measured patch sizes: the candidate limits in cells (default: mesh.max_patch_cells and "
       "the cubes of side 64, 32, 16 below it)", kPositive},
      {"patch_trial_decisions", ValueKind::kInt, Presence::kDefaulted, "2",
       "measured patch sizes: decisions each candidate is measured for", kAtLeastOneInt},
      {"patch_size_margin", ValueKind::kFloat, Presence::kDefaulted, "0.03",
       "measured patch sizes: the largest candidate within this fraction of the fastest is kept",
       kNonNegative},
      {"tuning_factor_mode", ValueKind::kString, Presence::kDefaulted, "\"fixed\"",
       "stochastic policy: a fixed Tuning Factor, or one chosen each decision from how many "
       "ranks vary and how much (Schopf & Berman)", {}, {"fixed", "variable"}},
      {"tuning_factor", ValueKind::kFloat, Presence::kDefaulted, "1.0",
       "stochastic policy with a fixed Tuning Factor: u_k = mean_k + TF x sd_k", {0.0, 2.0}},
      {"high_variability", ValueKind::kFloat, Presence::kDefaulted, "0.125",
       "variable Tuning Factor: coefficient of variation of a rank's time per work above which "
       "it counts as varying", kPositive},
      {"max_condition", ValueKind::kFloat, Presence::kDefaulted, "1e6",
       "largest condition estimate of a performance-function fit before fewer terms are used",
       kAtLeastOne},
      {"evacuate", ValueKind::kBool, Presence::kDefaulted, "true",
       "give capacity 0 to ranks that stay far slower than the others, and re-admit them when "
       "they recover (not with policy = static)"},
      {"evacuate_below", ValueKind::kFloat, Presence::kDefaulted, "0.1",
       "a rank is slow below this fraction of the median speed of the other active ranks",
       kOpenUnit},
      {"evacuate_after", ValueKind::kInt, Presence::kDefaulted, "3",
       "consecutive slow decisions before a rank is evacuated", kAtLeastOneInt},
      {"readmit_above", ValueKind::kFloat, Presence::kDefaulted, "0.6",
       "an evacuated rank has recovered at or above this fraction of the median speed",
       kOpenUnit},
      {"readmit_after", ValueKind::kInt, Presence::kDefaulted, "2",
       "consecutive recovered decisions before an evacuated rank is re-admitted",
       kAtLeastOneInt},
      {"readmit_share", ValueKind::kFloat, Presence::kDefaulted, "0.5",
       "capacity of a re-admitted rank, as a fraction of the equal share 1/K", kOpenUnit},
      {"probe_iterations", ValueKind::kInt, Presence::kDefaulted, "2000000",
       "length of the calibration loop every rank runs at a decision while a rank is evacuated "
       "(0 = judge evacuated ranks by cpu share alone)", kNonNegative},
      {"startup_probe_iterations", ValueKind::kInt, Presence::kDefaulted, "50000000",
       "length of the calibration loop every rank runs before the first partition, whose speeds "
       "set the starting capacities (0 = start from equal shares)", kNonNegative},
      {"startup_band", ValueKind::kFloat, Presence::kDefaulted, "0.25",
       "the starting capacities stay equal while every rank's probe speed is within this "
       "fraction of the mean", kNonNegative},
      {"memory_budget_mb", ValueKind::kFloatArray, Presence::kOptional, "",
       "memory per rank in MiB (one value: every rank), capping what the sensor reports",
       kPositive},
      {"bytes_per_cell", ValueKind::kFloat, Presence::kOptional, "",
       "memory one cell needs; default (2 x components + 48) x 8 bytes", kPositive},
      {"memory_safety", ValueKind::kFloat, Presence::kDefaulted, "1.5",
       "factor on bytes_per_cell for what the estimate misses", kAtLeastOne},
      {"patch_memory_fraction", ValueKind::kFloat, Presence::kDefaulted, "0.1",
       "share of a rank's available memory its largest patch (with ghosts) may take", kOpenUnit},
      {"history", ValueKind::kString, Presence::kDefaulted, "\"history.jsonl\"",
       "run history (JSON lines, one per decision) in output.directory; \"\" = none"},
  }});
}
// clang-format on

AutonomicOptions ReadAutonomicOptions(const input::Deck& deck) {
  const std::string s = "autonomic";
  AutonomicOptions o;
  const std::string policy = deck.GetString(s, "policy");
  o.policy = policy == "static"       ? Policy::kStatic
             : policy == "reactive"   ? Policy::kReactive
             : policy == "stochastic" ? Policy::kStochastic
                                      : Policy::kPerformanceFunction;
  o.memory_policy = deck.GetBool(s, "memory_policy");
  o.window = static_cast<int>(deck.GetInt(s, "window"));
  o.damping = deck.GetDouble(s, "damping");
  o.capacity_floor = deck.GetDouble(s, "capacity_floor");
  o.dead_band = deck.GetDouble(s, "dead_band");
  o.noise_sigmas = deck.GetDouble(s, "noise_sigmas");
  o.confirm_decisions = static_cast<int>(deck.GetInt(s, "confirm_decisions"));
  o.recent_speeds = deck.GetBool(s, "recent_speeds");
  o.model_communication = deck.GetBool(s, "model_communication");
  o.slow_link_factor = deck.GetDouble(s, "slow_link_factor");
  o.patch_size_policy = deck.GetString(s, "patch_size_policy") == "measured"
                            ? PatchSizePolicy::kMeasured
                            : PatchSizePolicy::kFixed;
  if (deck.Has(s, "patch_sizes")) o.patch_sizes = deck.GetInts(s, "patch_sizes");
  o.patch_trial_decisions = static_cast<int>(deck.GetInt(s, "patch_trial_decisions"));
  o.patch_size_margin = deck.GetDouble(s, "patch_size_margin");
  o.tuning_mode = deck.GetString(s, "tuning_factor_mode") == "variable" ? TuningMode::kVariable
                                                                        : TuningMode::kFixed;
  o.tuning_factor = deck.GetDouble(s, "tuning_factor");
  o.high_variability = deck.GetDouble(s, "high_variability");
  o.max_condition = deck.GetDouble(s, "max_condition");
  o.evacuate = deck.GetBool(s, "evacuate");
  o.evacuate_below = deck.GetDouble(s, "evacuate_below");
  o.evacuate_after = static_cast<int>(deck.GetInt(s, "evacuate_after"));
  o.readmit_above = deck.GetDouble(s, "readmit_above");
  o.readmit_after = static_cast<int>(deck.GetInt(s, "readmit_after"));
  o.readmit_share = deck.GetDouble(s, "readmit_share");
  o.probe_iterations = deck.GetInt(s, "probe_iterations");
  o.startup_probe_iterations = deck.GetInt(s, "startup_probe_iterations");
  o.startup_band = deck.GetDouble(s, "startup_band");
  if (deck.Has(s, "memory_budget_mb")) o.memory_budget_mb = deck.GetDoubles(s, "memory_budget_mb");
  if (deck.Has(s, "bytes_per_cell")) o.bytes_per_cell = deck.GetDouble(s, "bytes_per_cell");
  o.memory_safety = deck.GetDouble(s, "memory_safety");
  o.patch_memory_fraction = deck.GetDouble(s, "patch_memory_fraction");
  o.history = deck.GetString(s, "history");
  if (o.readmit_above <= o.evacuate_below)
    throw deck.Error(s, "readmit_above",
                     fmt::format("must exceed evacuate_below ({}), or a rank could be evacuated "
                                 "and re-admitted at the same speed",
                                 o.evacuate_below));

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
}

}  // namespace vagus::monitor
