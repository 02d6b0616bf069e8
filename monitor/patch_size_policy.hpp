// Patch size by measurement (PRAGMA's second actuator, with [autonomic] patch_size_policy =
// "measured"): the largest patch every rank may hold is chosen from measured kernel rates. The
// manager holds each candidate limit for patch_trial_decisions decisions, measures the dedicated
// kernel seconds per unit work of the steps run under it (all ranks pooled: sum of kernel seconds
// x cpu share over sum of work), and keeps the largest candidate no other beats by more than
// patch_size_margin. Small patches pay more ghost cells and per-patch overhead; large ones may
// fall out of cache: which wins depends on the host, so it is measured, not assumed.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include <vagus/monitor/autonomic_options.hpp>
#include <vagus/monitor/decision_state.hpp>
#include <vagus/monitor/rank_summary.hpp>

namespace vagus::monitor {

// The candidates: patch_sizes from the deck, or cubes of side 64, 32 and 16 cells (squares in
// 2-D) within [min_patch_cells, mesh_max_patch_cells], with mesh_max_patch_cells itself first.
[[nodiscard]] std::vector<int64_t> PatchSizeCandidates(const AutonomicOptions& options);

// One decision's step (patch_size_policy = "measured"): charges the steps measured since the
// previous decision to the limit that held them, moves the trial on, or chooses. Returns the
// limit for every rank (before the memory policy's cap) and appends the reason to `causes` when
// the limit changes.
int64_t UpdatePatchSize(const std::vector<RankSummary>& ranks, const std::vector<char>& evacuated,
                        const AutonomicOptions& options, PatchSizeState& state,
                        std::vector<std::string>& causes);

}  // namespace vagus::monitor
