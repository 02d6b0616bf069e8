// The framework's deck sections, the cross-key checks, and reading a deck on every rank.
#include <vagus/driver/deck_loader.hpp>

#include <fmt/format.h>

#include <cerrno>
#include <cmath>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <utility>

#include <vagus/base/index_limits.hpp>
#include <vagus/amr/boundary.hpp>
#include <vagus/driver/plugin.hpp>
#include <vagus/emulation/emulation_options.hpp>
#include <vagus/monitor/autonomic_options.hpp>

namespace vagus {
namespace {

using input::KeySpec;
using input::Presence;
using input::SectionSpec;
using input::ValueKind;

using input::kAtLeastOne;
using input::kNonNegative;
using input::kPositive;
// Settings the simulation keeps in an int.
constexpr input::Range kAtLeastOneInt{1.0, kIntMax};
constexpr input::Range kNonNegativeInt{0.0, kIntMax};

// [physics] kernel: one of the registered kernels, by default the first one registered.
KeySpec KernelKey(const amr::KernelRegistry& registry) {
  const std::vector<std::string> names = registry.Names();
  KeySpec key{"kernel", ValueKind::kString, Presence::kRequired, "", "registered physics kernel",
              {}, names};
  if (!names.empty()) {
    key.presence = Presence::kDefaulted;
    key.default_toml = fmt::format("\"{}\"", names.front());
  }
  return key;
}

std::vector<SectionSpec> FrameworkSections(const amr::KernelRegistry& registry) {
  const std::vector<std::string> boundaries = amr::BoundaryKindNames();
  return {
      {"run", "when to stop and how large a step to take", {
          {"stop_time", ValueKind::kFloat, Presence::kOptional, "",
           "stop at this time (give this, max_steps, or both)", kPositive},
          {"max_steps", ValueKind::kInt, Presence::kOptional, "",
           "stop after this many coarse steps", kNonNegative},
          {"cfl", ValueKind::kFloat, Presence::kDefaulted, "0.8",
           "Courant number: dt = cfl / max over cells of sum_d (|u_d| + c) / dx",
           {0.0, 1.0, true, false}},
          {"max_wall_time", ValueKind::kFloat, Presence::kOptional, "",
           "seconds of wall-clock time the run may take, from the start of `vagus run`: after "
           "the last step that leaves time for one more and a checkpoint, it writes a checkpoint "
           "and stops (continue with --restart latest). On the command line: --max-wall-time "
           "SECONDS or HH:MM:SS", kPositive},
          {"memory_check", ValueKind::kBool, Presence::kDefaulted, "true",
           "before allocating, refuse a run whose base level (state, old state, ghost cells, "
           "fluxes, scratch and output buffers per rank) would take more than 80% of the memory "
           "available to a rank (MemAvailable or the cgroup's headroom, split among the node's "
           "ranks); false runs anyway"},
      }},
      {"mesh", "the base grid (cells must be cubes: equal dx in every direction)", {
          {"lo", ValueKind::kFloatArray, Presence::kRequired, "", "low corner of the domain",
           {}, {}, 3},
          {"hi", ValueKind::kFloatArray, Presence::kRequired, "", "high corner of the domain",
           {}, {}, 3},
          {"cells", ValueKind::kIntArray, Presence::kRequired, "",
           "base-level cells per direction (1 in z makes a 2-D run)", kAtLeastOne, {}, 3},
          {"periodic", ValueKind::kBoolArray, Presence::kDefaulted, "[false, false, false]",
           "periodicity per direction", {}, {}, 3},
          {"max_patch_cells", ValueKind::kInt, Presence::kDefaulted, "32768",
           "largest patch, in cells", kAtLeastOne},
          {"boundary_lo", ValueKind::kStringArray, Presence::kDefaulted,
           "[\"outflow\", \"outflow\", \"outflow\"]",
           "boundary condition at the low face per direction (ignored where periodic)", {},
           boundaries, 3},
          {"boundary_hi", ValueKind::kStringArray, Presence::kDefaulted,
           "[\"outflow\", \"outflow\", \"outflow\"]",
           "boundary condition at the high face per direction (ignored where periodic)", {},
           boundaries, 3},
      }},
      {"amr", "adaptive refinement (max_level = 0: a uniform grid)", {
          {"max_level", ValueKind::kInt, Presence::kDefaulted, "0",
           "finest level (0 = uniform grid)", {0.0, 8.0}},
          {"ref_ratio", ValueKind::kInt, Presence::kDefaulted, "2", "refinement ratio: 2 or 4",
           {2.0, 4.0}},
          {"regrid_interval", ValueKind::kInt, Presence::kDefaulted, "4",
           "coarse steps between regrids", kAtLeastOneInt},
          {"buffer_cells", ValueKind::kInt, Presence::kDefaulted, "2",
           "cells added around tagged cells", kNonNegativeInt},
          {"blocking_factor", ValueKind::kInt, Presence::kDefaulted, "4",
           "patch corners and sizes are multiples of this", kAtLeastOneInt},
          {"efficiency", ValueKind::kFloat, Presence::kDefaulted, "0.7",
           "least fraction of tagged blocks in a clustered box", {0.0, 1.0, true, false}},
          {"cluster_tile", ValueKind::kInt, Presence::kDefaulted, "16",
           "side, in blocking-factor blocks, of the fixed tiles whose tags are clustered alone "
           "(each on one rank): larger tiles give fewer cuts, smaller ones spread the work",
           kAtLeastOneInt},
          {"check_invariants", ValueKind::kBool, Presence::kDefaulted, "false",
           "after every regrid, check that the levels are disjoint, aligned and properly nested "
           "(for tests; aborts with the fault)"},
      }},
      {"physics", "the physics kernel and its parameters", {
          KernelKey(registry),
          {"library", ValueKind::kString, Presence::kOptional, "",
           "a shared library of physics kernels to load first; its kernels can then be named in "
           "`kernel`. A relative path is taken from the deck's folder (from the working "
           "directory when no such file is there, as for a path given with --set)"},
      }},
      {"partitioner", "how patches are given to ranks", {
          {"strategy", ValueKind::kString, Presence::kDefaulted, "\"sfc\"",
           "sfc: cuts of a Hilbert curve at the capacities; greedy: earliest expected completion; "
           "uniform: sfc with equal capacities (the baseline)", {}, {"sfc", "greedy", "uniform"}},
          {"balance", ValueKind::kString, Presence::kDefaulted, "\"per_level\"",
           "per_level: every level cut at the capacities; total: each rank's work summed over "
           "the levels (cells x substeps) is its capacity's share (the composite-total cut)",
           {}, {"per_level", "total"}},
      }},
      {"output", "files written by the run", {
          {"directory", ValueKind::kString, Presence::kDefaulted, "\"out\"",
           "where plotfiles and checkpoints go (created if missing)"},
          {"plot_interval", ValueKind::kInt, Presence::kDefaulted, "0",
           "coarse steps between plotfiles; 0 = only the final state", kNonNegative},
          {"checkpoint_interval", ValueKind::kInt, Presence::kDefaulted, "0",
           "coarse steps between checkpoints chk_NNNNNN.h5; 0 = none (besides on SIGTERM and "
           "SIGUSR1)", kNonNegative},
          {"keep_checkpoints", ValueKind::kInt, Presence::kDefaulted, "2",
           "newest checkpoints kept; older ones are deleted once a new one is complete; 0 = keep "
           "all", kNonNegative},
          {"diagnostics", ValueKind::kString, Presence::kDefaulted, "\"diagnostics.csv\"",
           "CSV file in the directory: step, time, dt, the totals of the conserved fields and the "
           "kernel's diagnostics, for the initial state and every diagnostics_interval coarse "
           "steps (docs/file-formats.md); \"\" = none"},
          {"diagnostics_interval", ValueKind::kInt, Presence::kDefaulted, "1",
           "coarse steps between rows of the diagnostics file", kAtLeastOne},
      }},
  };
}

// Checks that span keys of the framework's sections.
void CheckFrameworkKeys(const input::Deck& deck) {
  if (!deck.Has("run", "stop_time") && !deck.Has("run", "max_steps"))
    throw deck.Error("run", "stop_time", "give run.stop_time, run.max_steps or both");
  const auto lo = deck.GetDoubles("mesh", "lo"), hi = deck.GetDoubles("mesh", "hi");
  const auto cells = deck.GetInts("mesh", "cells");
  for (int d = 0; d < 3; ++d)
    for (const auto& [key, corner] : {std::pair{"lo", lo[d]}, std::pair{"hi", hi[d]}})
      if (!std::isfinite(corner))
        throw deck.Error("mesh", key,
                         fmt::format("{}[{}] = {} must be a finite number", key, d, corner));
  const double dx = (hi[0] - lo[0]) / cells[0];
  if (!std::isfinite(dx))  // finite corners so far apart that hi - lo overflows
    throw deck.Error("mesh", "hi", fmt::format("hi[0] - lo[0] = {} - {} is beyond a double", hi[0],
                                               lo[0]));
  for (int d = 0; d < 3; ++d) {
    if (hi[d] <= lo[d]) throw deck.Error("mesh", "hi", fmt::format("hi[{0}] must exceed lo[{0}]", d));
    const double dx_d = (hi[d] - lo[d]) / cells[d];
    if (std::fabs(dx_d - dx) > 1e-10 * dx)
      throw deck.Error("mesh", "cells",
                       fmt::format("cells must be cubes: dx = {} along x but {} along {}; "
                                   "choose cells so that (hi - lo) / cells is equal in x, y, z",
                                   dx, dx_d, "xyz"[d]));
  }
  const int64_t ratio = deck.GetInt("amr", "ref_ratio");
  if (ratio != 2 && ratio != 4)
    throw deck.Error("amr", "ref_ratio", fmt::format("must be 2 or 4 (got {})", ratio));
  // Every level's index space must fit Box's int coordinates with room to spare (ghost cells,
  // the corners of refined boxes), and its cell count an int64: at most 2^30 cells per direction
  // and 2^60 in all on the finest level.
  const int64_t max_level = deck.GetInt("amr", "max_level");
  double finest_cells = 1;
  for (int d = 0; d < 3; ++d) {
    const double finest =
        cells[d] == 1 ? 1.0 : double(cells[d]) * std::pow(double(ratio), double(max_level));
    finest_cells *= finest;
    if (finest > kMaxLevelCellsPerDirection)
      throw deck.Error("mesh", "cells",
                       fmt::format("cells[{}] = {} gives {:.0f} cells along {} on level "
                                   "amr.max_level = {} (ref_ratio {}), beyond the {:.0f} Vagus "
                                   "can index; use fewer cells or levels",
                                   d, cells[d], finest, "xyz"[d], max_level, ratio,
                                   kMaxLevelCellsPerDirection));
  }
  if (finest_cells > kMaxLevelCells)
    throw deck.Error("mesh", "cells",
                     fmt::format("cells = [{}, {}, {}] gives {:.3g} cells on level "
                                 "amr.max_level = {}, beyond the 2^60 Vagus can count",
                                 cells[0], cells[1], cells[2], finest_cells, max_level));
  const int64_t blocking = deck.GetInt("amr", "blocking_factor");
  if (deck.GetInt("amr", "max_level") > 0 && blocking % ratio != 0)
    throw deck.Error("amr", "blocking_factor",
                     fmt::format("must be a multiple of amr.ref_ratio = {} when refining (got {})",
                                 ratio, blocking));
  for (int d = 0; d < 3; ++d)
    if (cells[d] > 1 && cells[d] % blocking != 0)
      throw deck.Error("mesh", "cells",
                       fmt::format("cells[{}] = {} is not a multiple of amr.blocking_factor = {}",
                                   d, cells[d], blocking));
}


// A kernel name no library registered: the error says where plug-in kernels come from.
void CheckKernelKnown(const input::Deck& deck, const amr::KernelRegistry& registry) {
  const std::string kernel = deck.PeekString("physics", "kernel", "");
  if (kernel.empty() || registry.Find(kernel) != nullptr) return;
  const std::string library = deck.PeekString("physics", "library", "");
  throw deck.Error(
      "physics", "kernel",
      fmt::format("no physics kernel '{}' (this program has: {}){}", kernel,
                  fmt::join(registry.Names(), ", "),
                  library.empty()
                      ? "; a kernel built as a plug-in is loaded by naming its shared library in "
                        "[physics] library = \"path/to/libkernel.so\" (relative to the deck)"
                      : fmt::format("; the library '{}' ([physics] library) does not register it",
                                    library)));
}

// Rank 0 reads the file; a failure to read is shared so every rank raises the same error.
std::string ReadDeckFile(const std::string& path, const Comm& comm) {
  std::string text, failure;
  if (comm.IsRoot()) {
    std::error_code ignored;
    std::ifstream in(path, std::ios::binary);
    if (std::filesystem::is_directory(path, ignored)) {
      failure = fmt::format("cannot read deck '{}': it is a directory", path);
    } else if (!in) {
      failure = fmt::format("cannot read deck '{}': {}", path, std::strerror(errno));
    } else {
      std::ostringstream contents;
      contents << in.rdbuf();
      text = contents.str();
      if (in.bad()) failure = fmt::format("cannot read deck '{}': read failed", path);
    }
  }
  comm.Broadcast(failure);
  if (!failure.empty()) throw UserError(failure);
  comm.Broadcast(text);
  return text;
}

}  // namespace

input::Schema DeckSchema(const input::Deck& deck, const amr::KernelRegistry& registry) {
  input::Schema schema;
  for (const SectionSpec& s : FrameworkSections(registry)) schema.Add(s);
  monitor::AddAutonomicSchema(schema);
  schema.Add(emulation::EmulationOptions::Section().Spec());
  const std::vector<std::string> names = registry.Names();
  const amr::KernelEntry* kernel =
      registry.Find(deck.PeekString("physics", "kernel", names.empty() ? "" : names.front()));
  // [problem] name is the framework's: its choices are the kernel's problems, and the problem
  // named brings its own keys (none for an unknown name, which `name` reports).
  schema.Add({"problem", "the initial state and its parameters", {
      {"name", ValueKind::kString, Presence::kRequired, "", "problem to set up", {},
       kernel ? kernel->ProblemNames() : std::vector<std::string>{}}}});
  if (!kernel) return schema;
  for (const SectionSpec& section : kernel->sections) schema.Add(section);
  if (const amr::ProblemInfo* problem =
          kernel->FindProblem(deck.PeekString("problem", "name", "")))
    schema.Add({"problem", "", problem->keys});
  return schema;
}

input::Deck LoadDeck(const std::string& path, const std::vector<std::string>& overrides,
                     amr::KernelRegistry& registry, const Comm& comm) {
  return LoadDeckText(ReadDeckFile(path, comm), path, overrides, registry, comm);
}

input::Deck LoadDeckText(const std::string& text, const std::string& file_name,
                         const std::vector<std::string>& overrides,
                         amr::KernelRegistry& registry, const Comm& comm) {
  input::Deck deck = input::Deck::Parse(text, file_name, overrides);
  LoadKernelLibrary(deck, registry, comm);
  CheckKernelKnown(deck, registry);
  deck.Validate(DeckSchema(deck, registry));
  CheckFrameworkKeys(deck);
  return deck;
}

}  // namespace vagus
