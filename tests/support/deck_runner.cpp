// Builds and runs a simulation from deck text through the same set-up the vagus program uses.
#include "tests/support/deck_runner.hpp"

#include <stdexcept>

#include <vagus/amr/diagnostics.hpp>
#include <vagus/amr/gather.hpp>
#include <vagus/driver/deck_loader.hpp>
#include <vagus/driver/driver.hpp>
#include <vagus/physics/builtin_kernels.hpp>

namespace vagus::testing {

double DeckResult::At(int c, int i, int j, int k) const {
  const IntVect n = domain.box.Size();
  return state[((int64_t(c) * n[2] + k) * n[1] + j) * n[0] + i];
}

std::vector<double> DeckResult::Diagnostic(const std::string& name) const {
  std::vector<double> column;
  for (std::size_t n = 0; n < diagnostic_names.size(); ++n) {
    if (diagnostic_names[n] != name) continue;
    for (const std::vector<double>& row : diagnostics) column.push_back(row[n]);
    return column;
  }
  throw std::invalid_argument("no diagnostic named " + name);
}

DeckResult RunDeckText(const std::string& toml, const std::vector<std::string>& overrides,
                       const Comm& comm, bool record_diagnostics) {
  amr::KernelRegistry registry;
  physics::RegisterBuiltinKernels(registry);
  const input::Deck deck = LoadDeckText(toml, "test deck", overrides, registry, comm);
  Driver driver(deck, registry, comm);
  driver.Autonomic().SetVerbose(false);  // decisions are in the result; keep test logs short
  amr::Simulation& sim = driver.Sim();
  sim.Initialize();
  DeckResult result;
  auto record = [&] {
    std::vector<double> row = {sim.Hierarchy().Time()};
    for (double value : amr::ComputeDiagnostics(sim)) row.push_back(value);
    result.diagnostics.push_back(std::move(row));
  };
  if (record_diagnostics) {
    result.diagnostic_names = {"time"};
    for (std::string& name : amr::DiagnosticNames(sim.Kernel()))
      result.diagnostic_names.push_back(name);
    record();
    driver.RunToEnd([&](double) {
      record();
      return true;
    });
  } else {
    driver.RunToEnd();
  }
  result.domain = sim.Hierarchy().Level().GetDomain();
  result.num_components = sim.Hierarchy().Level().NumComponents();
  result.time = sim.Hierarchy().Time();
  result.steps = sim.Hierarchy().Steps();
  result.cell_updates = sim.Integrator().CellUpdates();
  result.state = amr::GatherLevel(sim.Hierarchy().Level(), comm);
  for (int l = 0; l < sim.Hierarchy().NumLevels(); ++l) {
    result.levels.push_back(amr::GatherLevel(sim.Hierarchy().Level(l), comm));
    result.level_boxes.push_back(sim.Hierarchy().Level(l).Boxes());
    std::vector<double> work(comm.size, 0.0);
    for (const amr::PatchInfo& p : sim.Hierarchy().Level(l).Patches())
      work[p.owner] += static_cast<double>(p.box.NumCells()) * sim.Hierarchy().Substeps(l);
    result.work.push_back(std::move(work));
  }
  result.totals = sim.Hierarchy().StateTotals();
  result.decisions = driver.Autonomic().Decisions();
  result.bytes_moved = comm.Sum(sim.Gridding().BytesMoved());
  return result;
}

}  // namespace vagus::testing
