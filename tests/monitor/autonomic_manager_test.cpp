// AutonomicManager over MPI (run on 1, 2 and 3 ranks): with rank-dependent inputs rank 0 decides
// and every rank acts on the same actuation, bit for bit, for every policy, with the memory
// policy, through evacuation (when the calibration probe's real, rank-dependent timings enter) and
// re-admission; the summaries and causes stay on rank 0, which writes the history.
#include <vagus/monitor/autonomic_manager.hpp>

#include <vagus/emulation/emulated_machine.hpp>

#include <gtest/gtest.h>

#include <cstring>
#include <filesystem>
#include <fstream>
#include <random>

namespace vagus::monitor {
namespace {

// What every rank acts on of a decision, as doubles in a fixed order.
std::vector<double> Flatten(const Decision& d) {
  std::vector<double> v = {static_cast<double>(d.number), static_cast<double>(d.regrid),
                           static_cast<double>(d.step),   d.time,
                           static_cast<double>(d.policy), d.rebalance ? 1.0 : 0.0};
  for (const auto* list : {&d.capacity_before, &d.capacity})
    v.insert(v.end(), list->begin(), list->end());
  for (const auto* list : {&d.max_patch_cells_before, &d.max_patch_cells})
    for (int64_t x : *list) v.push_back(static_cast<double>(x));
  for (char e : d.evacuated) v.push_back(e);
  for (int k : d.curve_order) v.push_back(k);
  for (int k : d.evacuated_now) v.push_back(k);
  for (int k : d.readmitted_now) v.push_back(-1 - k);
  return v;
}

// True on every rank when every rank's actuation equals rank 0's in every bit, rank 0 holds every
// rank's summary and a cause for every decision, and the others hold neither.
bool SameEverywhere(const Decision& d, const Comm& comm) {
  std::vector<double> mine = Flatten(d), root = mine;
  int64_t size = static_cast<int64_t>(root.size());
  MPI_Bcast(&size, 1, MPI_INT64_T, 0, comm.comm);
  root.resize(static_cast<size_t>(size));
  MPI_Bcast(root.data(), static_cast<int>(size), MPI_DOUBLE, 0, comm.comm);
  const bool whole = comm.IsRoot() ? static_cast<int>(d.ranks.size()) == comm.size
                                   : d.ranks.empty() && d.causes.empty();
  const bool same = root.size() == mine.size() &&
                    std::memcmp(root.data(), mine.data(), mine.size() * sizeof(double)) == 0;
  return !comm.Any(!same || !whole);
}

// A coarse step on this rank: rank r is (1 + r) times slower per cell, its cpu share and its
// noise depend on r, and it holds `capacity` of three levels.
StepSample Step(int64_t step, int rank, double capacity, std::mt19937& random,
                double slowness = 0) {
  std::uniform_real_distribution<double> jitter(-0.05, 0.05);
  StepSample s;
  s.step = step;
  s.time = 1e-3 * static_cast<double>(step);
  const double per_cell = 1e-7 * (1 + (slowness > 0 ? slowness : rank));
  for (int l = 0; l < 3; ++l) {
    LevelSample level;
    level.cells = static_cast<int64_t>(capacity * (40000 >> l));
    level.patches = (level.cells + 4095) / 4096;
    level.substeps = 1 << l;
    level.kernel_seconds = per_cell * level.Work() * (1 + jitter(random));
    s.levels.push_back(level);
  }
  s.exchange_seconds = 1e-3 * (1 + rank);
  s.wait_seconds = 2e-4 * rank;
  s.AddSent((rank + 1) % 3, 1000 * (1 + rank));
  s.step_seconds = s.KernelSeconds() + s.exchange_seconds;
  s.process.wall_seconds = s.step_seconds;
  s.process.cpu_share = 1.0 - 0.1 * rank + jitter(random);
  s.process.cpu_seconds = s.process.cpu_share * s.process.wall_seconds;
  s.process.memory_available_bytes = (int64_t{8} << 30) - 12345 * rank;
  return s;
}

class AutonomicManagerMpi : public ::testing::TestWithParam<Policy> {};

TEST_P(AutonomicManagerMpi, SameDecisionOnEveryRank) {
  const Comm comm = Comm::World();
  AutonomicOptions o;
  o.policy = GetParam();
  o.memory_policy = true;
  o.tuning_mode = TuningMode::kVariable;
  for (int k = 0; k < comm.size; ++k) o.memory_budget_mb.push_back(k == 0 ? 4096 : 200.0 + 50 * k);
  AutonomicManager manager(o, comm);
  std::mt19937 random(1000 + comm.rank);
  int64_t step = 0;
  for (int regrid = 0; regrid < 6; ++regrid) {
    for (int s = 0; s < 4; ++s)
      manager.RecordSample(Step(++step, comm.rank, manager.Capacities()[comm.rank], random));
    const Decision d = manager.Decide(regrid);
    EXPECT_TRUE(SameEverywhere(d, comm)) << "regrid " << regrid;
    double sum = 0;
    for (double c : d.capacity) sum += c;
    EXPECT_NEAR(sum, 1.0, 1e-12);
    EXPECT_EQ(d.capacity, manager.Capacities());
  }
  if (comm.size > 1 && GetParam() != Policy::kStatic) {
    EXPECT_GT(manager.Capacities()[0], manager.Capacities()[comm.size - 1]);
    EXPECT_GT(manager.MaxPatchCells()[0], manager.MaxPatchCells()[comm.size - 1]);
  }
}

INSTANTIATE_TEST_SUITE_P(Policies, AutonomicManagerMpi,
                         ::testing::Values(Policy::kStatic, Policy::kReactive,
                                           Policy::kPerformanceFunction, Policy::kStochastic),
                         [](const auto& policy) { return PolicyName(policy.param); });

TEST(AutonomicManagerMpi, EvacuationAndProbeGiveTheSameDecisionsEverywhere) {
  // Without the probe, evacuated ranks are judged by their (synthetic) cpu share, so re-admission
  // is certain; with it, the real calibration timings differ from rank to rank and run to run,
  // and only the agreement of the decisions is certain.
  for (int64_t probe : {0, 200000}) {
    const Comm comm = Comm::World();
    AutonomicOptions o;
    o.policy = Policy::kReactive;
    o.evacuate_after = 1;
    o.evacuate_below = 0.25;  // ten times slower, with noise: clearly below
    o.readmit_after = 1;
    o.probe_iterations = probe;
    AutonomicManager manager(o, comm);
    std::mt19937 random(7 + comm.rank);
    const int last = comm.size - 1;
    int64_t step = 0;
    bool evacuated = false, readmitted = false;
    for (int regrid = 0; regrid < 6; ++regrid) {
      // The last rank is ten times slower for three decisions, then as fast as rank 0.
      const double slowness = comm.rank != last ? 0 : regrid < 3 ? 9.0 : 1e-9;
      for (int s = 0; s < 4; ++s)
        manager.RecordSample(
            Step(++step, comm.rank, manager.Capacities()[comm.rank], random, slowness));
      const Decision d = manager.Decide(regrid);
      EXPECT_TRUE(SameEverywhere(d, comm)) << "regrid " << regrid << " probe " << probe;
      evacuated = evacuated || !d.evacuated_now.empty();
      readmitted = readmitted || !d.readmitted_now.empty();
      if (d.evacuated[last]) {
        EXPECT_EQ(d.capacity[last], 0.0);
      }
      // While a rank is out (since the previous decision), every rank runs the probe.
      if (probe > 0 && d.capacity_before[last] == 0 && comm.IsRoot()) {
        EXPECT_GT(d.ranks[0].probe_seconds, 0.0);
      }
    }
    if (comm.size > 1) {
      EXPECT_TRUE(evacuated);
      if (probe == 0) {
        EXPECT_TRUE(readmitted);
      }
    }
  }
}

TEST(AutonomicManagerMpi, RecordStepReadsTheSensorAndRankZeroWritesTheHistory) {
  const Comm comm = Comm::World();
  AutonomicOptions o;
  emulation::EmulationOptions e;
  e.slow_ranks = {comm.size - 1};
  e.slow_factor = 2.0;
  const emulation::EmulatedMachine machine(e, comm.rank);
  AutonomicManager manager(o, comm, machine);
  const std::string path =
      (std::filesystem::temp_directory_path() / "vagus_manager_history.jsonl").string();
  manager.OpenHistory(path);
  for (int regrid = 0; regrid < 2; ++regrid) {
    for (int64_t step = 1; step <= 3; ++step) {
      manager.BeginStep();
      StepSample s;
      s.step = 3 * regrid + step;
      LevelSample level;
      level.cells = 1000;
      const double start = WallSeconds();
      emulation::BurnCpu(0.005);
      level.kernel_seconds = WallSeconds() - start;
      level.kernel_seconds += machine.AfterKernel(s.step, level.kernel_seconds);
      s.levels = {level};
      manager.RecordStep(s);
    }
    EXPECT_GT(manager.Monitor().Window().Back().process.wall_seconds, 0.004);
    const Decision d = manager.Decide(regrid);
    EXPECT_TRUE(SameEverywhere(d, comm));
    manager.WriteHistory(d, {{"imbalance", 1.0}});
  }
  comm.Barrier();
  if (comm.IsRoot()) {
    std::ifstream in(path);
    std::string line;
    int lines = 0;
    while (std::getline(in, line)) {
      const nlohmann::json j = nlohmann::json::parse(line);
      EXPECT_EQ(j["ranks"].size(), static_cast<size_t>(comm.size));
      ++lines;
    }
    EXPECT_EQ(lines, 2);
    std::filesystem::remove(path);
  }
  comm.Barrier();
}

TEST(AutonomicManagerMpi, PerRankOptionsThatDoNotFitAreRefusedOnEveryRank) {
  const Comm comm = Comm::World();
  AutonomicOptions o;
  o.memory_budget_mb.assign(comm.size + 1, 100.0);
  EXPECT_THROW(AutonomicManager(o, comm), UserError);
}

}  // namespace
}  // namespace vagus::monitor
