// The objects a deck describes, and the run over them.
#include <vagus/driver/driver.hpp>

#include <fmt/format.h>

#include <vagus/base/error.hpp>
#include <vagus/amr/io/checkpoint.hpp>

namespace vagus {
namespace {

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

}  // namespace

Driver::Driver(const input::Deck& deck, const amr::KernelRegistry& registry, const Comm& comm) {
  const amr::KernelEntry* entry = registry.Find(deck.GetString("physics", "kernel"));
  VAGUS_ASSERT(entry != nullptr, "deck validated with an unknown kernel");
  kernel_ = entry->create(deck);
  const MeshOptions mesh = MeshOptions::Section().Read(deck);
  const amr::Domain domain = mesh.BaseDomain();
  const amr::AmrOptions options = amr::AmrOptions::Section().Read(deck);
  const amr::BoundaryConditions boundaries = mesh.Boundaries();
  CheckInflowStates(deck, *kernel_, domain, boundaries);
  const auto emulated = emulation::EmulationOptions::Read(deck);
  emulated.CheckRanks(comm.size);
  if (emulated.Active())
    emulation_ = std::make_unique<emulation::EmulatedMachine>(emulated, comm.rank);
  const monitor::SensorModel& sensors =
      emulation_ ? *emulation_ : monitor::RealMachine();
  autonomic_ = std::make_unique<AutonomicDriver>(deck, *kernel_, domain, options, mesh.Limits(),
                                                 comm, sensors);
  simulation_ = std::make_unique<amr::Simulation>(*kernel_, domain, options, mesh.Limits(),
                                                  boundaries, comm, autonomic_->MakeBalancer());
  if (emulation_) simulation_->AddObserver(*emulation_);
  autonomic_->Attach(*simulation_);
  controls_ = RunControls::Section().Read(deck);
}

Driver::~Driver() = default;

void Driver::Initialize(const std::function<void()>& after_probe) {
  autonomic_->ProbeStartupCapacities();
  if (after_probe) after_probe();
  simulation_->Initialize();
}

amr::io::CheckpointMetadata Driver::Restart(const std::string& path) {
  amr::io::CheckpointMetadata saved = amr::io::RestoreCheckpoint(path, *simulation_);
  autonomic_->RestoreCheckpointState(saved.autonomic);
  return saved;
}

bool Driver::Finished() const {
  // A run within this fraction of the stop time has reached it (the last step ends exactly on it).
  constexpr double kStopSlack = 1e-12;
  const amr::PatchHierarchy& hierarchy = simulation_->Hierarchy();
  return hierarchy.Steps() >= controls_.max_steps ||
         hierarchy.Time() >= controls_.stop_time * (1.0 - kStopSlack);
}

void Driver::RunToEnd(const std::function<bool(double dt)>& on_step) {
  amr::Simulation& sim = *simulation_;
  while (!Finished()) {
    double dt = sim.StableDt(controls_.cfl);
    if (sim.Hierarchy().Time() + dt > controls_.stop_time)
      dt = controls_.stop_time - sim.Hierarchy().Time();
    sim.Advance(dt);
    if (on_step && !on_step(dt)) break;
  }
}

}  // namespace vagus
