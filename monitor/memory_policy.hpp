// Memory policy (PRAGMA section 4.3): each rank's largest patch, in cells, is what a share of its
// available memory can hold together with the patch's ghost cells, old state, fluxes and
// temporaries; memory-poor ranks get a small limit, so the partitioner gives them small patches
// (and splits large ones only when no rank admits them).
#pragma once

#include <cstdint>

#include <vagus/monitor/autonomic_options.hpp>

namespace vagus::monitor {

// Kernels keep about this many doubles per cell besides two copies of the state: face fluxes in
// three directions, reconstructed face states, primitive variables and other temporaries.
inline constexpr int kScratchDoublesPerCell = 48;

// Bytes one interior cell needs, before the safety factor: the deck's bytes_per_cell, or
// (2 x state_components + kScratchDoublesPerCell) x 8.
[[nodiscard]] double BytesPerCell(const AutonomicOptions& options);

// The largest patch of n^3 cells (n real: a cube in the mean) whose (n + 2 ghost_width)^3 cells,
// at BytesPerCell x memory_safety each, fit in patch_memory_fraction x memory_bytes; at least
// min_patch_cells.
// Returns 0 (no limit) when memory_bytes is unknown (< 0).
[[nodiscard]] int64_t LargestPatchCells(int64_t memory_bytes, const AutonomicOptions& options);

// The memory a rank may count on: the sensor's node-wide figure split among the ranks sharing the
// node, capped by the configured and the emulated budgets (each -1 when absent); -1 when all are.
[[nodiscard]] int64_t EffectiveMemory(int64_t sensor_bytes, int ranks_on_node, int64_t budget_bytes,
                                      int64_t emulated_bytes);

}  // namespace vagus::monitor
