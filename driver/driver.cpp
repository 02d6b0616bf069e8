// The objects a deck describes, and the run over them.
#include <vagus/driver/driver.hpp>

#include <fmt/format.h>

#include <vagus/base/error.hpp>
#include <vagus/amr/io/checkpoint.hpp>

namespace vagus {
namespace {

amr::Domain MakeDomain(const input::Deck& deck) {
  const auto lo = deck.GetDoubles("mesh", "lo"), hi = deck.GetDoubles("mesh", "hi");
  const auto cells = deck.GetInts("mesh", "cells");
  const auto periodic = deck.GetBools("mesh", "periodic");
  amr::Domain domain;
  domain.box = Box({0, 0, 0}, {static_cast<int>(cells[0]) - 1, static_cast<int>(cells[1]) - 1,
                                    static_cast<int>(cells[2]) - 1});
  for (int d = 0; d < 3; ++d) {
    domain.prob_lo[d] = lo[d];
    domain.periodic[d] = periodic[d];
  }
  domain.dx = (hi[0] - lo[0]) / cells[0];
  return domain;
}

amr::BoundaryConditions MakeBoundaries(const input::Deck& deck) {
  amr::BoundaryConditions bc;
  const auto lo = deck.GetStrings("mesh", "boundary_lo"), hi = deck.GetStrings("mesh", "boundary_hi");
  for (int d = 0; d < 3; ++d) {
    bc.kind[d][0] = amr::ParseBoundaryKind(lo[d]);
    bc.kind[d][1] = amr::ParseBoundaryKind(hi[d]);
  }
  return bc;
}

// A deck may ask for inflow only where the kernel has an inflow state.
void CheckInflowStates(const input::Deck& deck, const amr::Kernel& kernel,
                       const amr::Domain& domain, const amr::BoundaryConditions& boundaries) {
  std::vector<double> state(kernel.StateFields().size());
  for (int d = 0; d < kDim; ++d)
    for (int side = 0; side < 2; ++side)
      if (!domain.periodic[d] && domain.Active(d) &&
          boundaries.kind[d][side] == amr::BoundaryKind::kInflow &&
          !kernel.InflowState(d, side, 0.0, state.data()))
        throw deck.Error("mesh", side == 0 ? "boundary_lo" : "boundary_hi",
                         fmt::format("physics kernel '{}' has no inflow state at the {} {} face; "
                                     "choose outflow or reflecting there",
                                     kernel.Name(), side == 0 ? "low" : "high", "xyz"[d]));
}

RunControls ReadRunControls(const input::Deck& deck) {
  RunControls controls;
  if (deck.Has("run", "stop_time")) controls.stop_time = deck.GetDouble("run", "stop_time");
  if (deck.Has("run", "max_steps")) controls.max_steps = deck.GetInt("run", "max_steps");
  controls.cfl = deck.GetDouble("run", "cfl");
  return controls;
}

amr::AmrOptions MakeAmrOptions(const input::Deck& deck) {
  amr::AmrOptions options;
  options.max_level = static_cast<int>(deck.GetInt("amr", "max_level"));
  options.ratio = static_cast<int>(deck.GetInt("amr", "ref_ratio"));
  options.regrid_interval = static_cast<int>(deck.GetInt("amr", "regrid_interval"));
  options.buffer_cells = static_cast<int>(deck.GetInt("amr", "buffer_cells"));
  options.blocking_factor = static_cast<int>(deck.GetInt("amr", "blocking_factor"));
  options.efficiency = deck.GetDouble("amr", "efficiency");
  options.cluster_tile = static_cast<int>(deck.GetInt("amr", "cluster_tile"));
  options.max_patch_cells = deck.GetInt("mesh", "max_patch_cells");
  options.check_invariants = deck.GetBool("amr", "check_invariants");
  return options;
}

}  // namespace

Driver::Driver(const input::Deck& deck, const amr::KernelRegistry& registry, const Comm& comm) {
  const amr::KernelEntry* entry = registry.Find(deck.GetString("physics", "kernel"));
  VAGUS_ASSERT(entry != nullptr, "deck validated with an unknown kernel");
  kernel_ = entry->create(deck);
  const amr::Domain domain = MakeDomain(deck);
  const amr::AmrOptions options = MakeAmrOptions(deck);
  const amr::BoundaryConditions boundaries = MakeBoundaries(deck);
  CheckInflowStates(deck, *kernel_, domain, boundaries);
  const auto emulated = emulation::EmulationOptions::Read(deck);
  emulated.CheckRanks(comm.size);
  if (emulated.Active())
    emulation_ = std::make_unique<emulation::EmulatedMachine>(emulated, comm.rank);
  const monitor::SensorModel& sensors =
      emulation_ ? *emulation_ : monitor::RealMachine();
  autonomic_ = std::make_unique<AutonomicDriver>(deck, *kernel_, domain, options, comm, sensors);
  simulation_ = std::make_unique<amr::Simulation>(*kernel_, domain, options, boundaries, comm,
                                                  autonomic_->MakeBalancer());
  if (emulation_) simulation_->AddObserver(*emulation_);
  autonomic_->Attach(*simulation_);
  controls_ = ReadRunControls(deck);
}

Driver::~Driver() = default;

void Driver::Initialize() {
  autonomic_->ProbeStartupCapacities();
  simulation_->Initialize();
}

amr::io::CheckpointMetadata Driver::Restart(const std::string& path) {
  amr::io::CheckpointMetadata saved = amr::io::RestoreCheckpoint(path, *simulation_);
  autonomic_->RestoreCheckpointState(saved.autonomic);
  return saved;
}

void Driver::RunToEnd(const std::function<bool(double dt)>& on_step) {
  // A step that would end within this fraction of dt of the stop time ends exactly on it.
  constexpr double kStopSlack = 1e-12;
  amr::Simulation& sim = *simulation_;
  while (sim.Hierarchy().Steps() < controls_.max_steps &&
         sim.Hierarchy().Time() < controls_.stop_time * (1.0 - kStopSlack)) {
    double dt = sim.StableDt(controls_.cfl);
    if (sim.Hierarchy().Time() + dt > controls_.stop_time)
      dt = controls_.stop_time - sim.Hierarchy().Time();
    sim.Advance(dt);
    if (on_step && !on_step(dt)) break;
  }
}

}  // namespace vagus
