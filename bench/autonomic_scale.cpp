// The autonomic decision and the partition for P modelled ranks in one process (no MPI), to see
// how they behave at 64 to 16,384 ranks and 10^4 to 10^6 patches (docs/autonomic.md, "At
// scale"). The hierarchy is bench/synthetic_hierarchy.hpp's (fixed: only the owners change).
// Each modelled rank has a dedicated speed drawn from a log-normal spread that drifts at every
// regrid, a fraction of ranks share their core with a hog from the start (cpu share 0.5), and at
// the middle regrid every speed changes by a factor drawn from [0.9, 1.1] (--change 0.1).
// Between regrids the ranks run --steps coarse steps: each level's kernel seconds are its work
// at the rank's speed and share, with 2% noise, recorded into the rank's monitor as in a run. A
// coarse step lasts the sum over levels of the slowest rank's time on that level (levels advance
// one after another); the ideal is the same with every level's work spread in proportion to the
// true speeds.
//
// Five ways to choose the loads are compared on the same ranks:
//   vagus         the manager's decision (default [autonomic] options, start-up probe included),
//                 then the partition at its capacities, previous owners kept where they fit;
//   equal         equal shares along the curve (what AMReX and Parthenon do by default);
//   block-timing  every patch's measured time on its owner as its cost, then equal-cost cuts
//                 along the curve afresh (Athena++'s automatic load balancing): a patch's time
//                 mixes its cost with its rank's speed;
//   last-speeds   the partition at each rank's true speed over the steps since the previous
//                 regrid (what a manager measuring without noise would know): what is left over
//                 true-speeds is the drift since, which no manager can know;
//   true-speeds   the partition at the true speeds of the coming steps (no manager can know them):
//                 what is left over ideal is the partition's granularity and tolerance.
// Printed per way: time over ideal (all steps; the regrids after the first four under drift
// alone, leaving out the four from the change; and those four), the
// decision's and the partition's wall time per regrid on this core (median and largest; the
// partition as one rank of a run computes it, quality metrics over its own pieces), the bytes
// moved per regrid, at the speed change the bytes moved in the next four regrids against the
// least the capacity changes they made required, and after the last partition its pieces and the
// ghost cells they fill from other ranks (over all ranks, against the cells: what a finer
// tolerance costs in messages).
//
// Usage: vagus_autonomic_scale [--ranks P] [--patches N] [--regrids R] [--steps S]
//                              [--hogs FRACTION] [--spread SIGMA] [--drift SIGMA] [--seed N]
//                              [--change FRACTION] [--tolerance T (the partition's)]
//                              [--ways vagus,equal,block-timing,last-speeds,true-speeds]
#include <fmt/format.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdlib>
#include <random>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#include <vagus/base/heap.hpp>
#include <vagus/monitor/autonomic_checkpoint.hpp>
#include <vagus/monitor/capacity_guards.hpp>
#include <vagus/monitor/closed_loop.hpp>
#include <vagus/monitor/rank_summary.hpp>
#include <vagus/partitioner/metrics.hpp>
#include <vagus/partitioner/partition.hpp>

#include "synthetic_hierarchy.hpp"

namespace vagus::bench {
namespace {

using monitor::SyntheticRank;

struct Setup {
  int ranks = 1024;
  int patches = 100000;
  int regrids = 20;
  int steps = 4;
  double hogs = 0.05;
  double spread = 0.1;
  double drift = 0.01;
  double change = 0.1;  // every speed times a factor from [1 - change, 1 + change] mid-run
  double tolerance = partition::Options{}.tolerance;
  unsigned seed = 1;
  std::vector<std::string> ways = {"vagus", "equal", "block-timing", "last-speeds",
                                   "true-speeds"};
};

constexpr double kSecondsPerWork = 1e-7;  // a dedicated core at the median speed
constexpr double kNoise = 0.02;
constexpr int kLevels = 3;

// The modelled machine: each rank's dedicated speed factor and cpu share, regrid by regrid.
class Machine {
 public:
  explicit Machine(const Setup& setup) : setup_(setup), random_(setup.seed) {
    std::normal_distribution<double> spread(0.0, setup.spread);
    std::uniform_real_distribution<double> unit(0.0, 1.0);
    ranks_.resize(static_cast<size_t>(setup.ranks));
    for (SyntheticRank& r : ranks_) {
      r.seconds_per_work = kSecondsPerWork * std::exp(spread(random_));
      r.cpu_share = unit(random_) < setup.hogs ? 0.5 : 1.0;
      r.noise = kNoise;
    }
  }

  // Drift before regrid `regrid`; at the middle one every speed changes by up to 10%.
  void Advance(int regrid) {
    std::normal_distribution<double> drift(0.0, setup_.drift);
    std::uniform_real_distribution<double> change(1 - setup_.change, 1 + setup_.change);
    for (SyntheticRank& r : ranks_) {
      r.seconds_per_work *= std::exp(drift(random_));
      if (regrid == ChangeRegrid(setup_)) r.seconds_per_work /= change(random_);
    }
  }

  [[nodiscard]] const std::vector<SyntheticRank>& Ranks() const { return ranks_; }
  [[nodiscard]] double Speed(int k) const {
    return ranks_[k].cpu_share / ranks_[k].seconds_per_work;
  }
  static int ChangeRegrid(const Setup& setup) { return setup.regrids / 2; }

 private:
  Setup setup_;
  std::mt19937 random_;
  std::vector<SyntheticRank> ranks_;
};

// Work (cells x substeps) per rank and level of a partition.
using Loads = std::vector<std::array<double, kLevels>>;

// Cells x substeps of an item: its work, whatever cost the partition was given.
double TrueWork(const partition::WorkItem& w) {
  return static_cast<double>(w.box.NumCells()) * (1 << w.level);
}

Loads LoadsOf(const partition::Result& p, int ranks) {
  Loads loads(static_cast<size_t>(ranks), {0, 0, 0});
  for (size_t n = 0; n < p.items.size(); ++n)
    loads[p.owner[n]][p.items[n].level] += TrueWork(p.items[n]);
  return loads;
}

// One coarse step's length at the true speeds, and the ideal.
std::pair<double, double> StepSeconds(const Loads& loads, const Machine& machine) {
  double step = 0, ideal = 0, speed = 0;
  for (size_t k = 0; k < loads.size(); ++k) speed += machine.Speed(static_cast<int>(k));
  for (int l = 0; l < kLevels; ++l) {
    double slowest = 0, work = 0;
    for (size_t k = 0; k < loads.size(); ++k) {
      slowest = std::max(slowest, loads[k][l] / machine.Speed(static_cast<int>(k)));
      work += loads[k][l];
    }
    step += slowest;
    ideal += work / speed;
  }
  return {step, ideal};
}

// The sample a rank records for one coarse step at its loads.
monitor::StepSample ModelledStep(int64_t step, const SyntheticRank& rank,
                                 const std::array<double, kLevels>& load, std::mt19937& random) {
  std::array<int64_t, kLevels> cells{};
  for (int l = 0; l < kLevels; ++l)
    cells[l] = static_cast<int64_t>(std::llround(load[l] / (1 << l)));
  return monitor::SyntheticStep(step, rank, {cells.begin(), cells.end()}, random);
}

struct Figures {
  double time = 0, ideal = 0;
  double drift_time = 0, drift_ideal = 0;    // after the first four regrids, but for the change's
  double change_time = 0, change_ideal = 0;  // the four regrids from the speed change
  std::vector<double> decision_ms, partition_ms, moved_share;
  double actuation_bytes = 0;  // the largest decision's broadcast to the other ranks
  double change_moved = 0, change_least = 0;  // bytes, the four regrids from the change on
  int64_t total_bytes = 0;
  size_t pieces = 0;  // after the last partition
  double exchange_share = 0;  // its ghost cells filled across ranks, over the cells
};

double Median(std::vector<double> v) {
  if (v.empty()) return 0;
  std::sort(v.begin(), v.end());
  return v[v.size() / 2];
}

double Largest(const std::vector<double>& v) {
  return v.empty() ? 0 : *std::max_element(v.begin(), v.end());
}

template <class F>
double Milliseconds(F&& f) {
  const auto start = std::chrono::steady_clock::now();
  f();
  return 1e3 * std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

// The items of a partition, each owned by its owner, as the next regrid's input; with
// `measured`, each item's work is its time on its owner over the last steps (block timing).
std::vector<partition::WorkItem> NextItems(const partition::Result& p, const Machine* measured,
                                           std::mt19937& random) {
  std::uniform_real_distribution<double> jitter(-kNoise, kNoise);
  std::vector<partition::WorkItem> items = p.items;
  for (size_t n = 0; n < items.size(); ++n) {
    items[n].previous_owner = p.owner[n];
    if (measured)
      items[n].work = TrueWork(items[n]) / measured->Speed(p.owner[n]) * (1 + jitter(random));
  }
  return items;
}

Figures Run(const std::string& way, const Setup& setup, const Hierarchy& h) {
  Machine machine(setup);
  const monitor::AutonomicOptions options;
  monitor::ClosedLoop loop(options, setup.ranks);
  std::mt19937 random(setup.seed + 1);
  const bool vagus = way == "vagus", block_timing = way == "block-timing";
  const bool oracle = way == "true-speeds", last_speeds = way == "last-speeds";
  if (vagus) {  // the start-up probe: one calibration loop per rank at its current speed
    std::uniform_real_distribution<double> jitter(-0.05, 0.05);  // the host's noise in the rate
    std::vector<monitor::CalibrationRun> probe;
    for (int k = 0; k < setup.ranks; ++k)
      probe.push_back({(1 + jitter(random)) / machine.Speed(k), machine.Ranks()[k].cpu_share});
    (void)monitor::SetStartupCapacities(probe, options, loop.state);
  }

  partition::Options cut;
  cut.base_domain = h.domain;
  cut.blocking_factor = 4;
  cut.tolerance = setup.tolerance;
  cut.metrics_rank = 0;  // as rank 0 of a run, which counts its own patches' ghost cells
  cut.strategy =
      vagus || oracle || last_speeds ? partition::Strategy::kSfc : partition::Strategy::kUniform;
  cut.keep_previous_owners = !block_timing;
  partition::Resources resources;
  resources.capacity = loop.state.capacity;
  const auto true_speeds = [&] {
    std::vector<double> speed;
    for (int k = 0; k < setup.ranks; ++k) speed.push_back(machine.Speed(k));
    return speed;
  };
  if (oracle || last_speeds) resources.capacity = true_speeds();

  const int change = Machine::ChangeRegrid(setup);
  Figures f;
  for (const partition::WorkItem& w : h.items) f.total_bytes += w.bytes;
  partition::Result p;
  f.partition_ms.push_back(Milliseconds([&] { p = partition::Partition(h.items, resources, cut); }));
  for (int regrid = 1; regrid <= setup.regrids; ++regrid) {
    const Loads loads = LoadsOf(p, setup.ranks);
    // The speeds change after the steps of regrid `change`: its partition is the first to run
    // at the new speeds.
    const bool at_change = regrid > change && regrid <= change + 4;
    for (int s = 0; s < setup.steps; ++s) {
      const auto [step, ideal] = StepSeconds(loads, machine);
      f.time += step;
      f.ideal += ideal;
      if (at_change) {
        f.change_time += step;
        f.change_ideal += ideal;
      } else if (regrid > 4) {
        f.drift_time += step;
        f.drift_ideal += ideal;
      }
      ++loop.step;
      if (!vagus) continue;  // only the manager reads the monitors
      for (int k = 0; k < setup.ranks; ++k)
        loop.monitors[k].Record(ModelledStep(loop.step, machine.Ranks()[k], loads[k], random),
                                int64_t{8} << 30);
    }
    if (last_speeds) resources.capacity = true_speeds();
    machine.Advance(regrid);
    if (vagus) {
      const std::vector<monitor::RankSummary> summaries = loop.Summaries(machine.Ranks());
      f.decision_ms.push_back(Milliseconds([&] { loop.Decide(summaries); }));
      f.actuation_bytes = std::max(
          f.actuation_bytes,
          static_cast<double>(monitor::SerializeActuation(loop.decisions.back()).size()));
      resources.capacity = loop.state.capacity;
      resources.curve_order = loop.decisions.back().curve_order;
      loop.decisions.clear();  // a run keeps none either
    }
    if (oracle) resources.capacity = true_speeds();
    const std::vector<partition::WorkItem> items =
        NextItems(p, block_timing ? &machine : nullptr, random);
    f.partition_ms.push_back(Milliseconds([&] { p = partition::Partition(items, resources, cut); }));
    const auto moved = static_cast<double>(p.metrics.migrated_bytes);
    f.moved_share.push_back(moved / static_cast<double>(f.total_bytes));
    if (regrid >= change && regrid < change + 4) {
      f.change_moved += moved;
      f.change_least +=
          static_cast<double>(partition::MinimumMigratedBytes(items, resources.capacity));
    }
  }
  f.pieces = p.items.size();
  int64_t cells = 0;
  for (const partition::WorkItem& w : p.items) cells += w.box.NumCells();
  std::vector<double> shares = resources.capacity;
  monitor::Normalize(shares);
  const partition::Metrics all = partition::ComputeMetrics(p.items, p.owner, shares, cut.ghost_width);
  f.exchange_share = static_cast<double>(all.exchange_cells) / static_cast<double>(cells);
  return f;
}

std::vector<std::string> SplitList(const std::string& list) {
  std::vector<std::string> out;
  std::stringstream in(list);
  for (std::string item; std::getline(in, item, ',');) out.push_back(item);
  return out;
}

Setup ParseArguments(int argc, char** argv) {
  Setup s;
  for (int i = 1; i < argc; ++i) {
    const std::string flag = argv[i];
    if (i + 1 >= argc) throw std::invalid_argument(flag + " needs a value");
    const std::string value = argv[++i];
    if (flag == "--ranks") s.ranks = std::stoi(value);
    else if (flag == "--patches") s.patches = std::stoi(value);
    else if (flag == "--regrids") s.regrids = std::stoi(value);
    else if (flag == "--steps") s.steps = std::stoi(value);
    else if (flag == "--hogs") s.hogs = std::stod(value);
    else if (flag == "--spread") s.spread = std::stod(value);
    else if (flag == "--drift") s.drift = std::stod(value);
    else if (flag == "--change") s.change = std::stod(value);
    else if (flag == "--tolerance") s.tolerance = std::stod(value);
    else if (flag == "--seed") s.seed = static_cast<unsigned>(std::stoul(value));
    else if (flag == "--ways") s.ways = SplitList(value);
    else throw std::invalid_argument("unknown option " + flag);
  }
  if (s.ranks < 2 || s.patches < 1 || s.regrids < 12 || s.steps < 1)
    throw std::invalid_argument(
        "needs --ranks >= 2, --patches >= 1, --regrids >= 12, --steps >= 1");
  for (const std::string& way : s.ways)
    if (way != "vagus" && way != "equal" && way != "block-timing" && way != "last-speeds" &&
        way != "true-speeds")
      throw std::invalid_argument("unknown way " + way +
                                  " (vagus, equal, block-timing, last-speeds, true-speeds)");
  return s;
}

}  // namespace
}  // namespace vagus::bench

int main(int argc, char** argv) {
  using namespace vagus::bench;
  vagus::KeepFreedMemoryForReuse();  // as a run does (driver/main.cpp)
  try {
    const Setup setup = ParseArguments(argc, argv);
    const Hierarchy& h = HierarchyOf(setup.patches);
    fmt::print("{} ranks, {} patches, {} regrids of {} steps, hogs {:g}, spread {:g}, drift {:g}; "
               "summaries gathered on rank 0 per decision {:.2f} MB\n",
               setup.ranks, h.items.size(), setup.regrids, setup.steps, setup.hogs, setup.spread,
               setup.drift,
               1e-6 * 8.0 * vagus::monitor::SummaryDoubles() * setup.ranks);
    fmt::print("{:<13} {:>9} {:>9} {:>9} {:>11} {:>11} {:>11} {:>11} {:>9} {:>12} {:>9} {:>9}\n",
               "way", "time/ideal", "drift", "change", "decide ms", "max", "partition", "max",
               "moved", "change/least", "pieces", "exchange");
    for (const std::string& way : setup.ways) {
      const Figures f = Run(way, setup, h);
      fmt::print("{:<13} {:>9.3f} {:>9.3f} {:>9.3f} {:>11.2f} {:>11.2f} {:>11.1f} {:>11.1f} "
                 "{:>8.2f}% {:>5.2f}%/{:.2f}% {:>9} {:>8.2f}%\n",
                 way, f.time / f.ideal, f.drift_time / f.drift_ideal,
                 f.change_time / f.change_ideal, Median(f.decision_ms),
                 Largest(f.decision_ms), Median(f.partition_ms), Largest(f.partition_ms),
                 100 * Median(f.moved_share), 100 * f.change_moved / f.total_bytes,
                 100 * f.change_least / f.total_bytes, f.pieces, 100 * f.exchange_share);
      if (way == "vagus")
        fmt::print("{:<13} the decision's broadcast to every other rank: {:.1f} kB\n", "",
                   1e-3 * f.actuation_bytes);
    }
  } catch (const std::exception& e) {
    fmt::print(stderr, "vagus_autonomic_scale: {}\n", e.what());
    return 1;
  }
  return 0;
}
