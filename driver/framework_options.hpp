// The framework's deck sections as option structs, each declaring its keys once with the members
// they set (input::OptionSection): [run], [mesh], [partitioner], [output]; [amr] is the engine's
// (amr/amr_options.hpp) and [physics] kernel/library the deck loader's (their choices are the
// registry's). The checks that span keys are in the deck loader.
#pragma once

#include <cstdint>
#include <limits>
#include <string>
#include <vector>

#include <vagus/base/input/option_section.hpp>
#include <vagus/base/patch_limits.hpp>
#include <vagus/amr/boundary.hpp>
#include <vagus/amr/distribute.hpp>
#include <vagus/amr/domain.hpp>

namespace vagus {

// When a run stops and how large its steps are ([run]).
struct RunControls {
  double stop_time = std::numeric_limits<double>::infinity();
  int64_t max_steps = std::numeric_limits<int64_t>::max();
  double cfl = 0.8;
  double max_wall_time = 0.0;  // seconds; 0: no limit
  bool memory_check = true;

  [[nodiscard]] static const input::OptionSection<RunControls>& Section();
};

// The base grid ([mesh]).
struct MeshOptions {
  std::vector<double> lo, hi;
  std::vector<int64_t> cells;
  std::vector<bool> periodic;
  int64_t max_patch_cells = 32768;
  std::vector<std::string> boundary_lo, boundary_hi;

  [[nodiscard]] static const input::OptionSection<MeshOptions>& Section();
  // Level 0's domain: index box from 0, origin lo, cubic cells of (hi - lo) / cells along x.
  [[nodiscard]] amr::Domain BaseDomain() const;
  [[nodiscard]] amr::BoundaryConditions Boundaries() const;
  // The deck's cap on every patch.
  [[nodiscard]] PatchLimits Limits() const { return {max_patch_cells, {}}; }
};

// How patches are given to ranks ([partitioner]).
struct PartitionerOptions {
  std::string strategy = "sfc";
  std::string balance = "per_level";
  double tolerance = amr::DistributionPolicy{}.tolerance;
  std::vector<int64_t> coarsest_levels;  // per rank; empty: every rank on every level

  [[nodiscard]] static const input::OptionSection<PartitionerOptions>& Section();
  // What the partitioner gets before any capacity is decided: equal shares, the deck's limits.
  // Throws UserError where coarsest_levels does not fit num_ranks and max_level.
  [[nodiscard]] amr::DistributionPolicy Policy(const PatchLimits& limits, int num_ranks,
                                               int max_level) const;
};

// What a run writes ([output]).
struct OutputOptions {
  std::string directory = "out";
  int64_t plot_interval = 0;
  int64_t checkpoint_interval = 0;
  int64_t keep_checkpoints = 2;
  std::string diagnostics = "diagnostics.csv";  // "": none
  int64_t diagnostics_interval = 1;
  int64_t progress_interval = 0;  // coarse steps between progress lines; 0: by time only
  double progress_seconds = 5.0;  // wall seconds between progress lines; 0: by steps only

  [[nodiscard]] static const input::OptionSection<OutputOptions>& Section();
};

}  // namespace vagus
