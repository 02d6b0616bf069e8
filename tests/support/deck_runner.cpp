// Builds and runs a simulation from deck text through the same set-up the vagus program uses.
#include "tests/support/deck_runner.hpp"

#include "amr/gather.hpp"
#include "apps/vagus/setup.hpp"

namespace vagus::testing {

double DeckResult::At(int c, int i, int j, int k) const {
  const amr::IntVect n = domain.box.Size();
  return state[((int64_t(c) * n[2] + k) * n[1] + j) * n[0] + i];
}

DeckResult RunDeckText(const std::string& toml, const std::vector<std::string>& overrides,
                       const amr::Comm& comm) {
  physics::Registry registry;
  physics::RegisterBuiltinKernels(registry);
  amr::input::Deck deck = amr::input::Deck::Parse(toml, "test deck", overrides);
  app::ValidateDeck(deck, registry);
  app::Setup setup = app::MakeSetup(deck, registry, comm);
  setup.autonomic->SetVerbose(false);  // decisions are in the result; keep test logs short
  amr::Simulation& sim = *setup.simulation;
  sim.Initialize();
  app::RunToEnd(sim, setup.controls);

  DeckResult result;
  result.domain = sim.Level().GetDomain();
  result.num_components = sim.Level().NumComponents();
  result.time = sim.Time();
  result.steps = sim.Step();
  result.cell_updates = sim.CellUpdates();
  result.state = amr::GatherLevel(sim.Level(), comm);
  for (int l = 0; l < sim.NumLevels(); ++l) {
    result.levels.push_back(amr::GatherLevel(sim.Level(l), comm));
    result.level_boxes.push_back(sim.Level(l).Boxes());
    std::vector<double> work(comm.size, 0.0);
    for (const amr::PatchInfo& p : sim.Level(l).Patches())
      work[p.owner] += static_cast<double>(p.box.NumCells()) * sim.Substeps(l);
    result.work.push_back(std::move(work));
  }
  result.totals = sim.StateTotals();
  result.decisions = setup.autonomic->Decisions();
  result.bytes_moved = comm.Sum(sim.BytesMoved());
  return result;
}

}  // namespace vagus::testing
