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
#include <vagus/amr/amr_options.hpp>
#include <vagus/driver/framework_options.hpp>
#include <vagus/driver/plugin.hpp>
#include <vagus/emulation/emulation_options.hpp>
#include <vagus/monitor/autonomic_options.hpp>

namespace vagus {
namespace {

using input::KeySpec;
using input::Presence;
using input::SectionSpec;
using input::ValueKind;


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
  return {
      RunControls::Section().Spec(),
      MeshOptions::Section().Spec(),
      amr::AmrOptions::Section().Spec(),
      {"physics", "the physics kernel and its parameters", {
          KernelKey(registry),
          {"library", ValueKind::kString, Presence::kOptional, "",
           "a shared library of physics kernels to load first; its kernels can then be named in "
           "`kernel`. A relative path is taken from the deck's folder (from the working "
           "directory when no such file is there, as for a path given with --set)"},
      }},
      PartitionerOptions::Section().Spec(),
      OutputOptions::Section().Spec(),
  };
}

// A boundary kind other than the default in a periodic direction would be silently ignored.
void CheckBoundaries(const input::Deck& deck, const MeshOptions& mesh) {
  for (const auto& [key, kinds] :
       {std::pair{"boundary_lo", &mesh.boundary_lo}, std::pair{"boundary_hi", &mesh.boundary_hi}})
    for (int d = 0; d < 3; ++d)
      if (mesh.periodic[d] && mesh.cells[d] > 1 && (*kinds)[d] != "outflow")
        throw deck.Error("mesh", key,
                         fmt::format("{}[{}] = \"{}\" has no effect: the domain is periodic "
                                     "along {} (mesh.periodic[{}] = true); make that direction "
                                     "non-periodic, or leave \"outflow\" there",
                                     key, d, (*kinds)[d], "xyz"[d], d));
}

// Checks that span keys of the framework's sections.
void CheckFrameworkKeys(const input::Deck& deck) {
  if (!deck.Has("run", "stop_time") && !deck.Has("run", "max_steps"))
    throw deck.Error("run", "stop_time", "give run.stop_time, run.max_steps or both");
  const MeshOptions mesh = MeshOptions::Section().Read(deck);
  const amr::AmrOptions amr = amr::AmrOptions::Section().Read(deck);
  const std::vector<double>&lo = mesh.lo, &hi = mesh.hi;
  const std::vector<int64_t>& cells = mesh.cells;
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
  const int64_t ratio = amr.ratio;
  if (ratio != 2 && ratio != 4)
    throw deck.Error("amr", "ref_ratio", fmt::format("must be 2 or 4 (got {})", ratio));
  // Every level's index space must fit Box's int coordinates with room to spare (ghost cells,
  // the corners of refined boxes), and its cell count an int64: at most 2^30 cells per direction
  // and 2^60 in all on the finest level.
  const int64_t max_level = amr.max_level;
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
  const int64_t blocking = amr.blocking_factor;
  if (max_level > 0 && blocking % ratio != 0)
    throw deck.Error("amr", "blocking_factor",
                     fmt::format("must be a multiple of amr.ref_ratio = {} when refining (got {})",
                                 ratio, blocking));
  int64_t block_cells = 1;
  for (int d = 0; d < 3; ++d) {
    if (cells[d] == 1) continue;
    if (cells[d] % blocking != 0)
      throw deck.Error("mesh", "cells",
                       fmt::format("cells[{}] = {} is not a multiple of amr.blocking_factor = {}",
                                   d, cells[d], blocking));
    block_cells *= blocking;
  }
  if (mesh.max_patch_cells < block_cells)
    throw deck.Error("mesh", "max_patch_cells",
                     fmt::format("{} is less than one block of amr.blocking_factor = {} cells per "
                                 "direction ({} cells), the smallest patch there is",
                                 mesh.max_patch_cells, blocking, block_cells));
  CheckBoundaries(deck, mesh);
}


// Keys that are positions (KeySpec::position) lie inside the domain, along its active directions
// (along an inactive one, a position places nothing).
void CheckPositions(const input::Deck& deck, const input::Schema& schema) {
  const MeshOptions mesh = MeshOptions::Section().Read(deck);
  const auto check = [&](const std::string& section, const std::string& key, int axis,
                         double value, const std::string& what) {
    if (mesh.cells[axis] == 1 || (value >= mesh.lo[axis] && value <= mesh.hi[axis])) return;
    throw deck.Error(section, key,
                     fmt::format("{} lies outside the domain, which spans [{}, {}] along {} "
                                 "(mesh.lo, mesh.hi)",
                                 what, mesh.lo[axis], mesh.hi[axis], "xyz"[axis]));
  };
  for (const SectionSpec& section : schema.Sections())
    for (const KeySpec& spec : section.keys) {
      if (spec.position == input::Position::kNone || !deck.Has(section.name, spec.name)) continue;
      if (spec.position == input::Position::kPoint) {
        const std::vector<double> point = deck.GetDoubles(section.name, spec.name);
        for (int d = 0; d < 3; ++d)
          check(section.name, spec.name, d, point[d],
                fmt::format("{}[{}] = {}", spec.name, d, point[d]));
      } else {
        const int axis = static_cast<int>(spec.position) - static_cast<int>(input::Position::kX);
        const double value = deck.GetDouble(section.name, spec.name);
        check(section.name, spec.name, axis, value, fmt::format("{}", value));
      }
    }
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
  const std::string problem_name = deck.PeekString("problem", "name", "");
  if (const amr::ProblemInfo* problem = kernel->FindProblem(problem_name))
    schema.Add({"problem", "", problem->keys});
  else if (!problem_name.empty())  // misspelt: `name` says so, and its keys mean nothing yet
    schema.Add({"problem", "", {}, true});
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
  const input::Schema schema = DeckSchema(deck, registry);
  deck.Validate(schema);
  CheckFrameworkKeys(deck);
  CheckPositions(deck, schema);
  return deck;
}

}  // namespace vagus
