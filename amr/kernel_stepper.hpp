// KernelStepper: runs the physics kernel on some of a level's local patches for the level
// integrator. A one-stage kernel advances them itself (Kernel::Advance); a method-of-lines kernel
// gives the right-hand side of one Runge-Kutta stage (ComputeFluxes, ComputeSources) and the
// stepper updates the state:
//   U = a U_0 + b (U - dt / dx sum_d (F_d(i + 1/2) - F_d(i - 1/2)) + dt S),
// each direction's flux difference taken alone and summed in the order x, y, z (an advected field
// q also gains + dt / dx q sum_d (u_d(i + 1/2) - u_d(i - 1/2)), FluxComponents). Either way the
// face fluxes go into the flux registers, x dt x the stage's weight, as soon as a patch has them.
// The stepper owns the arrays it hands the kernel: one set reused patch after patch, or, for a
// kernel that takes a level's patches in one call (Kernel::LaunchesPerLevel), one set per patch.
// Steps allocate nothing once a layout's arrays exist.
#pragma once

#include <cstddef>
#include <vector>

#include <vagus/amr/flux_register.hpp>
#include <vagus/amr/kernel.hpp>
#include <vagus/amr/kernel_workspace.hpp>
#include <vagus/amr/patch_level.hpp>

namespace vagus::amr {

class KernelStepper {
 public:
  explicit KernelStepper(const Kernel& kernel);

  // Room for the arrays of `level`'s local patches (when a layout is new).
  void Reserve(const PatchLevel& level);

  // Where the fluxes of a level's patches go: the register of the interface with the finer level
  // (coarse side) and with the coarser level (fine side); null where there is none.
  struct Registers {
    FluxRegister* to_finer = nullptr;
    FluxRegister* to_coarser = nullptr;
  };

  // One-stage kernels: patches `which` (indices into the level's local patches) from `time` to
  // time + dt. Returns the largest signal rate of the updated cells.
  double Advance(PatchLevel& level, const std::vector<std::size_t>& which, double time, double dt,
                 const Registers& registers);
  // Method of lines: stage `stage` (number `index`) of a step of dt that started at `time` from
  // the state in Patch::old, on patches `which`; the stage's state is at time + stage.c x dt.
  void RunStage(PatchLevel& level, const std::vector<std::size_t>& which, double time, double dt,
                const RungeKuttaStage& stage, int index, const Registers& registers);

 private:
  // The batch of patches `which` with their arrays (for kernels that launch per level).
  const PatchBatch& Batch(PatchLevel& level, const std::vector<std::size_t>& which);
  void Register(const Patch& patch, const AdvanceArrays& arrays, double scale, bool first,
                const Registers& registers) const;
  void Update(Patch& patch, const Domain& domain, const AdvanceArrays& arrays, double dt,
              const RungeKuttaStage& stage) const;

  const Kernel& kernel_;
  bool per_level_;
  FluxComponents flux_components_;
  KernelWorkspace shared_;                   // patch after patch
  std::vector<KernelWorkspace> per_patch_;   // by local patch index, for per-level launches
  PatchBatch batch_;                         // reused: filling it allocates nothing
  std::vector<double> rates_;
};

}  // namespace vagus::amr
