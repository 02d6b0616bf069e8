// Driver: one run of a validated deck. It creates the kernel the deck names (from a registry),
// the simulation of its mesh and refinement settings, the autonomic manager bound to the
// simulation as its load balancer and an observer, and the emulated machine of [emulation] (if
// any) as another observer and as the monitor's sensor model; then it starts the run (from the problem's
// initial state or a checkpoint) and advances it to the deck's stop time or step limit. The `vagus
// run` command adds output, signals and progress around it (run_command.hpp); tests and benchmarks
// use it as it is.
#pragma once

#include <cstdint>
#include <functional>
#include <limits>
#include <memory>

#include <vagus/base/comm.hpp>
#include <vagus/base/input/deck.hpp>
#include <vagus/driver/autonomic_driver.hpp>
#include <vagus/driver/framework_options.hpp>
#include <vagus/emulation/emulated_machine.hpp>
#include <vagus/amr/io/checkpoint_metadata.hpp>
#include <vagus/amr/kernel_registry.hpp>
#include <vagus/amr/simulation.hpp>

namespace vagus {

class Driver {
 public:
  Driver(const input::Deck& deck, const amr::KernelRegistry& registry, const Comm& comm);
  ~Driver();
  Driver(const Driver&) = delete;
  Driver& operator=(const Driver&) = delete;

  // Collective; one of the two starts the run. Initialize builds the hierarchy from the problem's
  // initial state, on capacities from the autonomic startup probe (`after_probe`, if given, runs
  // between the two: the capacities are known, nothing is allocated); Restart restores a
  // checkpoint (and the autonomic manager's state where it was written on as many ranks),
  // returning the checkpoint's metadata.
  void Initialize(const std::function<void()>& after_probe = {});
  amr::io::CheckpointMetadata Restart(const std::string& path);

  // Advances to the stop time or step limit; `on_step` (may be empty) runs after each coarse step
  // and returns false to stop there.
  void RunToEnd(const std::function<bool(double dt)>& on_step = {});
  // Whether the run has reached its stop time or step limit.
  [[nodiscard]] bool Finished() const;

  [[nodiscard]] amr::Simulation& Sim() { return *simulation_; }
  [[nodiscard]] const amr::Simulation& Sim() const { return *simulation_; }
  [[nodiscard]] AutonomicDriver& Autonomic() { return *autonomic_; }
  [[nodiscard]] const AutonomicDriver& Autonomic() const { return *autonomic_; }
  [[nodiscard]] const RunControls& Controls() const { return controls_; }

 private:
  // Destroyed in reverse: the simulation first, then what it refers to.
  std::unique_ptr<amr::Kernel> kernel_;
  std::unique_ptr<emulation::EmulatedMachine> emulation_;  // none unless [emulation] asks
  std::unique_ptr<AutonomicDriver> autonomic_;  // its balancer and observers are the simulation's
  std::unique_ptr<amr::Simulation> simulation_;
  RunControls controls_;
};

}  // namespace vagus
