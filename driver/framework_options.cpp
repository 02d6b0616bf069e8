// The keys of [run], [mesh], [partitioner] and [output], and what the run makes of them.
#include <vagus/driver/framework_options.hpp>

#include <fmt/format.h>

#include <algorithm>

#include <vagus/base/error.hpp>

namespace vagus {
namespace {

using input::kAtLeastOne;
using input::kNonNegative;
using input::kPositive;
using input::Presence;
using input::ValueKind;

}  // namespace

// One key per line group, as a table; clang-format would spread each key over six lines.
// clang-format off
const input::OptionSection<RunControls>& RunControls::Section() {
  static const auto section =
      input::OptionSection<RunControls>("run", "when to stop and how large a step to take")
          .Add({"stop_time", ValueKind::kFloat, Presence::kOptional, "",
                "stop at this time (give this, max_steps, or both)", kPositive},
               &RunControls::stop_time)
          .Add({"max_steps", ValueKind::kInt, Presence::kOptional, "",
                "stop after this many coarse steps", kNonNegative},
               &RunControls::max_steps)
          .Add({"cfl", ValueKind::kFloat, Presence::kDefaulted, "0.8",
                "Courant number: dt = cfl / max over cells of sum_d (|u_d| + c) / dx",
                {0.0, 1.0, true, false}},
               &RunControls::cfl)
          .Add({"max_wall_time", ValueKind::kFloat, Presence::kOptional, "",
                "seconds of wall-clock time the run may take, from the start of `vagus run`: "
                "after the last step that leaves time for one more and a checkpoint, it writes a "
                "checkpoint and stops (continue with --restart latest). On the command line: "
                "--max-wall-time SECONDS or HH:MM:SS", kPositive},
               &RunControls::max_wall_time)
          .Add({"memory_check", ValueKind::kBool, Presence::kDefaulted, "true",
                "before allocating, refuse a run whose base level (state, old state, ghost "
                "cells, fluxes, scratch and output buffers per rank) would take more than 80% of "
                "the memory available to a rank (MemAvailable or the cgroup's headroom, split "
                "among the node's ranks); false runs anyway"},
               &RunControls::memory_check);
  return section;
}

const input::OptionSection<MeshOptions>& MeshOptions::Section() {
  static const std::vector<std::string> boundaries = amr::BoundaryKindNames();
  static const auto section =
      input::OptionSection<MeshOptions>(
          "mesh", "the base grid (cells must be cubes: equal dx in every direction)")
          .Add({"lo", ValueKind::kFloatArray, Presence::kRequired, "",
                "low corner of the domain", {}, {}, 3},
               &MeshOptions::lo)
          .Add({"hi", ValueKind::kFloatArray, Presence::kRequired, "",
                "high corner of the domain", {}, {}, 3},
               &MeshOptions::hi)
          .Add({"cells", ValueKind::kIntArray, Presence::kRequired, "",
                "base-level cells per direction (1 in z makes a 2-D run)", kAtLeastOne, {}, 3},
               &MeshOptions::cells)
          .Add({"periodic", ValueKind::kBoolArray, Presence::kDefaulted, "[false, false, false]",
                "periodicity per direction", {}, {}, 3},
               &MeshOptions::periodic)
          .Add({"max_patch_cells", ValueKind::kInt, Presence::kDefaulted, "32768",
                "largest patch, in cells", kAtLeastOne},
               &MeshOptions::max_patch_cells)
          .Add({"boundary_lo", ValueKind::kStringArray, Presence::kDefaulted,
                "[\"outflow\", \"outflow\", \"outflow\"]",
                "boundary condition at the low face per direction (ignored where periodic)", {},
                boundaries, 3},
               &MeshOptions::boundary_lo)
          .Add({"boundary_hi", ValueKind::kStringArray, Presence::kDefaulted,
                "[\"outflow\", \"outflow\", \"outflow\"]",
                "boundary condition at the high face per direction (ignored where periodic)", {},
                boundaries, 3},
               &MeshOptions::boundary_hi);
  return section;
}

const input::OptionSection<PartitionerOptions>& PartitionerOptions::Section() {
  static const auto section =
      input::OptionSection<PartitionerOptions>("partitioner", "how patches are given to ranks")
          .Add({"strategy", ValueKind::kString, Presence::kDefaulted, "\"sfc\"",
                "sfc: cuts of a Hilbert curve at the capacities; greedy: earliest expected "
                "completion; uniform: sfc with equal capacities (the baseline)", {},
                {"sfc", "greedy", "uniform"}},
               &PartitionerOptions::strategy)
          .Add({"balance", ValueKind::kString, Presence::kDefaulted, "\"per_level\"",
                "per_level: every level cut at the capacities; total: each rank's work summed "
                "over the levels (cells x substeps) is its capacity's share (the composite-total "
                "cut)", {}, {"per_level", "total"}},
               &PartitionerOptions::balance)
          .Add({"tolerance", ValueKind::kFloat, Presence::kDefaulted, "0.02",
                "sfc, uniform: each rank's work on every level at most (1 + tolerance) of its "
                "capacity's share, and at least (1 - 2 tolerance); patches across a cut are split "
                "on blocking-factor lines until it is. Smaller: the slowest rank closer to the "
                "others, more and smaller patches (docs/autonomic.md, \"At scale\")", kPositive},
               &PartitionerOptions::tolerance)
          .Add({"coarsest_levels", ValueKind::kIntArray, Presence::kOptional, "",
                "one per rank: the coarsest level the rank holds patches on (its share of the "
                "levels below goes to the others); some rank must have 0. For a rank that shares "
                "its core: each synchronisation waits about a turn of the other load for it, "
                "more than a coarse level's short substeps gain from its share "
                "(docs/partitioner.md). With autonomic.policy = \"static\" only, for now",
                kNonNegative},
               &PartitionerOptions::coarsest_levels);
  return section;
}

const input::OptionSection<OutputOptions>& OutputOptions::Section() {
  static const auto section =
      input::OptionSection<OutputOptions>("output", "files written by the run")
          .Add({"directory", ValueKind::kString, Presence::kDefaulted, "\"out\"",
                "where plotfiles and checkpoints go (created if missing)"},
               &OutputOptions::directory)
          .Add({"plot_interval", ValueKind::kInt, Presence::kDefaulted, "0",
                "coarse steps between plotfiles; 0 = only the initial (fresh runs) and final "
                "states", kNonNegative},
               &OutputOptions::plot_interval)
          .Add({"checkpoint_interval", ValueKind::kInt, Presence::kDefaulted, "0",
                "coarse steps between checkpoints chk_NNNNNN.h5; 0 = none (besides on SIGTERM "
                "and SIGUSR1)", kNonNegative},
               &OutputOptions::checkpoint_interval)
          .Add({"keep_checkpoints", ValueKind::kInt, Presence::kDefaulted, "2",
                "newest checkpoints kept; older ones are deleted once a new one is complete; "
                "0 = keep all", kNonNegative},
               &OutputOptions::keep_checkpoints)
          .Add({"diagnostics", ValueKind::kString, Presence::kDefaulted, "\"diagnostics.csv\"",
                "CSV file in the directory: step, time, dt, the totals of the conserved fields "
                "and the kernel's diagnostics, for the initial state and every "
                "diagnostics_interval coarse steps (docs/file-formats.md); \"\" = none"},
               &OutputOptions::diagnostics)
          .Add({"diagnostics_interval", ValueKind::kInt, Presence::kDefaulted, "1",
                "coarse steps between rows of the diagnostics file", kAtLeastOne},
               &OutputOptions::diagnostics_interval)
          .Add({"progress_interval", ValueKind::kInt, Presence::kDefaulted, "0",
                "a progress line every this many coarse steps (1 = every step); 0 = by "
                "progress_seconds alone. The first and the last step always have one",
                kNonNegative},
               &OutputOptions::progress_interval)
          .Add({"progress_seconds", ValueKind::kFloat, Presence::kDefaulted, "5.0",
                "a progress line once this many wall seconds have passed since the last one; "
                "0 = by progress_interval alone", kNonNegative},
               &OutputOptions::progress_seconds);
  return section;
}
// clang-format on

amr::Domain MeshOptions::BaseDomain() const {
  amr::Domain domain;
  domain.box = Box({0, 0, 0}, {static_cast<int>(cells[0]) - 1, static_cast<int>(cells[1]) - 1,
                               static_cast<int>(cells[2]) - 1});
  for (int d = 0; d < 3; ++d) {
    domain.prob_lo[d] = lo[d];
    domain.periodic[d] = periodic[d];
  }
  domain.dx = (hi[0] - lo[0]) / cells[0];
  return domain;
}

amr::BoundaryConditions MeshOptions::Boundaries() const {
  amr::BoundaryConditions bc;
  for (int d = 0; d < 3; ++d) {
    bc.kind[d][0] = amr::ParseBoundaryKind(boundary_lo[d]);
    bc.kind[d][1] = amr::ParseBoundaryKind(boundary_hi[d]);
  }
  return bc;
}

amr::DistributionPolicy PartitionerOptions::Policy(const PatchLimits& limits, int num_ranks,
                                                   int max_level) const {
  if (!coarsest_levels.empty()) {
    const auto n = static_cast<int64_t>(coarsest_levels.size());
    if (n != num_ranks)
      throw UserError(fmt::format(
          "partitioner.coarsest_levels: {} values for {} ranks; give one per rank", n, num_ranks));
    const int64_t finest = *std::max_element(coarsest_levels.begin(), coarsest_levels.end());
    if (finest > max_level)
      throw UserError(fmt::format("partitioner.coarsest_levels: level {} is finer than "
                                  "amr.max_level ({}); a rank to hold nothing takes capacity 0",
                                  finest, max_level));
    if (*std::min_element(coarsest_levels.begin(), coarsest_levels.end()) != 0)
      throw UserError("partitioner.coarsest_levels: no rank holds level 0; give some rank 0");
  }
  amr::DistributionPolicy policy;
  policy.strategy = strategy;
  policy.per_level = balance == "per_level";
  policy.tolerance = tolerance;
  policy.limits = limits;
  policy.coarsest_level.assign(coarsest_levels.begin(), coarsest_levels.end());
  return policy;
}

}  // namespace vagus
