// The autonomic manager's rules replayed on the cores' speeds a real run recorded, off the host's
// clock: on a shared host two runs of the same binary differ by more than the rules do, so A/B
// runs cannot compare them; a replay gives every rule the same speeds. Record a run with a
// decision at every coarse step and static capacities, so that the history holds each rank's
// kernel speed (work per kernel second) step by step, unaffected by any rule (one command):
//
//   mpirun -np 2 --bind-to core build/apps/vagus run bench/decks/rm3d_amr.toml
//     --set 'autonomic.policy="static"' --set amr.regrid_interval=1 --set run.max_steps=120
//     --output out/trace1
//
// then replay one or more histories (out/trace1/history.jsonl ...). For every rule the manager
// runs in a closed loop (monitor/closed_loop.hpp: an ideal partitioner, each rank's step time its
// capacity's work at the recorded speed of that step) with a decision every --interval steps
// (4: the AMR deck's regrid_interval), and the replay prints the sum of the step times (the
// slowest rank's) over the perfectly balanced sum: 1 is ideal. Moving patches costs nothing here.
// Usage: vagus_autonomic_replay [--interval N] [--set autonomic.KEY=VALUE ...] HISTORY...
// --set adds a row: the defaults with those [autonomic] keys set as a deck would (e.g.
// --set autonomic.damping=1 --set 'autonomic.policy="reactive"').
#include <fmt/format.h>

#include <cstdlib>
#include <fstream>
#include <functional>
#include <nlohmann/json.hpp>
#include <stdexcept>
#include <string>
#include <vector>

#include <vagus/base/input/deck.hpp>
#include <vagus/base/input/schema.hpp>
#include <vagus/monitor/autonomic_options.hpp>
#include <vagus/monitor/closed_loop.hpp>

namespace vagus::monitor {
namespace {

// Kernel speeds (work per kernel second) by step, then rank; steps without a speed for every
// rank (before the first kernel call) are left out.
using Trace = std::vector<std::vector<double>>;

Trace ReadTrace(const std::string& path) {
  std::ifstream in(path);
  if (!in) throw std::runtime_error("cannot read " + path);
  Trace trace;
  std::string line;
  while (std::getline(in, line)) {
    const nlohmann::json record = nlohmann::json::parse(line);
    std::vector<double> speeds;
    for (const auto& rank : record.at("ranks")) speeds.push_back(rank.at("speed").get<double>());
    bool all = !speeds.empty();
    for (double v : speeds) all = all && v > 0;
    if (all) trace.push_back(speeds);
  }
  if (trace.empty()) throw std::runtime_error(path + " holds no step with every rank's speed");
  return trace;
}

struct Rule {
  std::string name;
  std::function<void(AutonomicOptions&)> set;
};

// The step times of `trace` under `options` over the balanced ones.
double Replay(const Trace& trace, const AutonomicOptions& options, int interval) {
  const auto num_ranks = static_cast<int>(trace.front().size());
  ClosedLoop loop(options, num_ranks);
  double time = 0, balanced = 0;
  std::vector<SyntheticRank> ranks(static_cast<std::size_t>(num_ranks));
  for (std::size_t s = 0; s < trace.size(); ++s) {
    double slowest = 0, speed = 0;
    for (int k = 0; k < num_ranks; ++k) {
      const double v = trace[s][k];
      ranks[k].seconds_per_work = 1 / v;
      slowest = std::max(slowest, loop.state.capacity[k] / v);
      speed += v;
    }
    time += slowest;
    balanced += 1 / speed;
    loop.Step(ranks);
    if ((s + 1) % static_cast<std::size_t>(interval) == 0) loop.Decide(ranks);
  }
  return time / balanced;
}

// The manager's options with `overrides` ("autonomic.key=value") read as a deck's.
AutonomicOptions OptionsWith(const std::vector<std::string>& overrides) {
  input::Schema schema;
  AddAutonomicSchema(schema);
  input::Deck deck = input::Deck::Parse("", "the replay's --set options", overrides);
  deck.Validate(schema);
  return ReadAutonomicOptions(deck);
}

int Main(int argc, char** argv) {
  int interval = 4;
  std::vector<std::string> paths, overrides;
  for (int a = 1; a < argc; ++a) {
    const std::string arg = argv[a];
    if (arg == "--interval" && a + 1 < argc)
      interval = std::atoi(argv[++a]);
    else if (arg == "--set" && a + 1 < argc)
      overrides.push_back(argv[++a]);
    else
      paths.push_back(arg);
  }
  if (paths.empty() || interval < 1) {
    fmt::print(stderr,
               "usage: vagus_autonomic_replay [--interval N] [--set autonomic.KEY=VALUE ...] "
               "HISTORY...\n");
    return 2;
  }
  std::vector<Rule> rules = {
      {"static", [](AutonomicOptions& o) { o.policy = Policy::kStatic; }},
      {"performance_function (default)", [](AutonomicOptions&) {}},
      {"  recent_speeds = false", [](AutonomicOptions& o) { o.recent_speeds = false; }},
      {"  confirm_decisions = 1", [](AutonomicOptions& o) { o.confirm_decisions = 1; }},
      {"reactive", [](AutonomicOptions& o) { o.policy = Policy::kReactive; }},
  };
  if (!overrides.empty()) {
    const AutonomicOptions set = OptionsWith(overrides);
    std::string name = "--set";
    for (const std::string& o : overrides) name += " " + o;
    rules.push_back({name, [set](AutonomicOptions& o) { o = set; }});
  }
  std::vector<Trace> traces;
  for (const std::string& path : paths) traces.push_back(ReadTrace(path));
  fmt::print("step time over the balanced step time, a decision every {} steps ({} traces)\n",
             interval, traces.size());
  for (const Rule& rule : rules) {
    AutonomicOptions options;
    rule.set(options);
    double sum = 0;
    std::string each;
    for (const Trace& trace : traces) {
      const double ratio = Replay(trace, options, interval);
      sum += ratio;
      each += fmt::format(" {:.3f}", ratio);
    }
    fmt::print("{:<32} mean {:.4f}:{}\n", rule.name, sum / static_cast<double>(traces.size()),
               each);
  }
  return 0;
}

}  // namespace
}  // namespace vagus::monitor

int main(int argc, char** argv) {
  try {
    return vagus::monitor::Main(argc, argv);
  } catch (const std::exception& e) {
    fmt::print(stderr, "vagus_autonomic_replay: {}\n", e.what());
    return 1;
  }
}
