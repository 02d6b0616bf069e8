// Solving (n + 2g)^3 b <= f M for the patch side n with a cube root, then n^3 cells; a patch is
// assumed cubic because that is the shape chop and Berger-Rigoutsos aim for (the fewest ghost cells
// per cell).
#include <vagus/monitor/memory_policy.hpp>

#include <algorithm>
#include <cmath>

namespace vagus::monitor {

double BytesPerCell(const AutonomicOptions& options) {
  if (options.bytes_per_cell > 0) return options.bytes_per_cell;
  return (2.0 * options.state_components + kScratchDoublesPerCell) * 8.0;
}

int64_t LargestPatchCells(int64_t memory_bytes, const AutonomicOptions& options) {
  if (memory_bytes < 0) return 0;
  const double per_cell = BytesPerCell(options) * options.memory_safety;
  const double usable = options.patch_memory_fraction * static_cast<double>(memory_bytes);
  // The side is not rounded to whole cells: the limit then moves smoothly with memory, and a 1%
  // change in memory does not jump the limit by a whole layer of cells (10% at 30^3).
  const double side = std::cbrt(usable / per_cell) - 2.0 * options.ghost_width;
  const double cells = side > 0 ? std::floor(side * side * side) : 0.0;
  // Beyond 2^62 cells no limit can matter; keeps the conversion defined.
  const double capped = std::min(cells, 4.6e18);
  return std::max<int64_t>(options.min_patch_cells, static_cast<int64_t>(capped));
}

int64_t EffectiveMemory(int64_t sensor_bytes, int ranks_on_node, int64_t budget_bytes,
                        int64_t emulated_bytes) {
  int64_t memory = sensor_bytes >= 0 ? sensor_bytes / std::max(1, ranks_on_node) : -1;
  for (int64_t cap : {budget_bytes, emulated_bytes})
    if (cap >= 0) memory = memory < 0 ? cap : std::min(memory, cap);
  return memory;
}

}  // namespace vagus::monitor
