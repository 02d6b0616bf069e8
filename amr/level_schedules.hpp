// LevelSchedules: the communication schedules built from a level's layout and its coarser level's,
// and the split of the level's local patches by where their ghost cells come from. Built once per
// layout (the level integrator rebuilds them when either level's generation changes).
#pragma once

#include <cstdint>
#include <memory>
#include <vagus/amr/average_down.hpp>
#include <vagus/amr/coarse_fine.hpp>
#include <vagus/amr/flux_register.hpp>
#include <vagus/amr/ghost_exchange.hpp>
#include <vagus/amr/patch_hierarchy.hpp>
#include <vector>

namespace vagus::amr {

struct LevelSchedules {
  std::unique_ptr<GhostExchange> exchange;
  std::unique_ptr<CoarseFineFiller> coarse_fine;  // fills this level's ghosts from level l - 1
  std::unique_ptr<FluxRegister> flux_register;    // the interface between l - 1 and l
  std::unique_ptr<AverageDown> average_down;      // this level onto l - 1
  // Local patches (indices into LocalPatches()) whose ghost cells all come from this rank,
  // updated while the messages for the others travel; the others; and all of them.
  std::vector<std::size_t> local_sources, remote_sources, all;
  // The generations of level l and l - 1 they were built for.
  uint64_t generation = 0, coarser_generation = 0;

  // Collective: the schedules of level l of the hierarchy, whose kernel's fluxes have `flux`'s
  // components.
  [[nodiscard]] static std::unique_ptr<LevelSchedules> Build(const PatchHierarchy& hierarchy,
                                                             int l, const FluxComponents& flux);
  [[nodiscard]] bool Current(const PatchHierarchy& hierarchy, int l) const;
};

}  // namespace vagus::amr
