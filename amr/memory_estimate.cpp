// The base level's patches are counted by shape (ChoppedShapes), so their ghost cells are exact;
// a rank is given its share of them. The rest follows from what Simulation allocates
// per patch (state, old state) and per rank (the kernel workspace, output buffers, tags).
#include <vagus/amr/memory_estimate.hpp>

#include <algorithm>

#include <vagus/amr/chop.hpp>

namespace vagus::amr {

MemoryEstimate EstimateBaseLevelMemory(const Simulation& sim, int num_ranks) {
  return EstimateBaseLevelMemory(sim, 1.0 / std::max(1, num_ranks));
}

MemoryEstimate EstimateBaseLevelMemory(const Simulation& sim, double share) {
  const Kernel& kernel = sim.Kernel();
  const Domain& domain = sim.Hierarchy().GetDomain(0);
  const AmrOptions& options = sim.Options();
  constexpr double kDouble = sizeof(double);
  const IntVect ghosts = domain.GhostVect(kernel.GhostWidth());
  double cells = 0, grown = 0, largest_patch = 0;
  IntVect widest{0, 0, 0};  // the workspace holds the widest data box in every direction
  for (const ChoppedShape& shape :
       ChoppedShapes(domain.box, sim.Balancer().Limits().cap, options.blocking_factor)) {
    const auto count = static_cast<double>(shape.count);
    const Box data = shape.box.Grow(ghosts);
    cells += count * static_cast<double>(shape.box.NumCells());
    grown += count * static_cast<double>(data.NumCells());
    largest_patch = std::max(largest_patch, static_cast<double>(shape.box.NumCells()));
    for (int d = 0; d < kDim; ++d) widest[d] = std::max(widest[d], data.Size()[d]);
  }
  const double components = static_cast<double>(kernel.StateFields().size());
  const bool refining = options.max_level > 0;

  MemoryEstimate e;
  // The partitioner moves whole patches: a rank holds at most one patch over its share.
  e.cells = std::min(cells, cells * std::clamp(share, 0.0, 1.0) + largest_patch);
  const double grown_cells = e.cells * grown / cells;
  e.state = kDouble * components * grown_cells * (refining ? 2 : 1);
  e.ghost_buffers = 2 * kDouble * components * (grown_cells - e.cells);
  double widest_cells = 1;
  for (int d = 0; d < kDim; ++d) widest_cells *= widest[d];
  e.workspace = kDouble * (3 * components + kernel.ScratchComponents()) * widest_cells;
  const double plot_fields = static_cast<double>(kernel.PlotFieldNames().size());
  e.temporaries = std::max(kDouble * std::max(plot_fields, components) * e.cells,
                           refining ? sizeof(int) * e.cells : 0.0);
  return e;
}

}  // namespace vagus::amr
