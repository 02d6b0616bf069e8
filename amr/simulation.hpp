// Simulation: one level of patches advanced in time by a physics kernel. Each step fills ghost
// cells (same-level exchange, then physical boundaries through the kernel), advances every local
// patch with the same dt, and bounds the next dt by the CFL condition over all ranks. Non-physical
// states stop the run with the rank, patch, cell and step in the message.
#pragma once

#include <cstdint>
#include <memory>
#include <vector>

#include "amr/boundary.hpp"
#include "amr/ghost_exchange.hpp"
#include "amr/parallel.hpp"
#include "amr/patch_level.hpp"
#include "physics/kernel.hpp"

namespace vagus::amr {

// The base level's layout: the domain cut into patches of at most max_patch_cells cells, on
// blocking-factor lines, assigned to ranks along a space-filling curve.
[[nodiscard]] std::vector<PatchInfo> LayOutBaseLevel(const Domain& domain, int64_t max_patch_cells,
                                                     int blocking_factor, int num_ranks);

class Simulation {
 public:
  Simulation(physics::Kernel& kernel, std::unique_ptr<PatchLevel> level,
             const BoundaryConditions& boundaries, const Comm& comm);

  // Sets the initial state on every local patch.
  void Initialize();
  // Same-level exchange, then the kernel's physical boundaries on faces at the domain edge.
  void FillGhosts();
  // The stable time step cfl / (largest signal rate over all ranks). Throws RunError, on every
  // rank, when any cell is not physical.
  [[nodiscard]] double StableDt(double cfl);
  // Advances the level by dt (ghost cells are filled first).
  void Advance(double dt);

  [[nodiscard]] double Time() const { return time_; }
  [[nodiscard]] int64_t Step() const { return step_; }
  [[nodiscard]] PatchLevel& Level() { return *level_; }
  [[nodiscard]] const PatchLevel& Level() const { return *level_; }
  [[nodiscard]] const physics::Kernel& Kernel() const { return kernel_; }
  [[nodiscard]] const Comm& GetComm() const { return comm_; }
  // Global integrals (sum of value x cell volume) of every state component.
  [[nodiscard]] std::vector<double> StateTotals() const;

 private:
  [[noreturn]] void ReportBadState();

  physics::Kernel& kernel_;
  std::unique_ptr<PatchLevel> level_;
  BoundaryConditions boundaries_;
  Comm comm_;
  GhostExchange exchange_;
  double time_ = 0.0;
  int64_t step_ = 0;
  // This rank's largest signal rate, as the last Advance left it (the kernel computes it while
  // updating); negative when it must be computed afresh.
  double local_rate_ = -1.0;
};

}  // namespace vagus::amr
