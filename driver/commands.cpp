// `vagus check`, `vagus info` and `vagus reference`.
#include <fmt/format.h>

#include <filesystem>

#include <vagus/driver/commands.hpp>
#include <vagus/driver/deck_loader.hpp>
#include <vagus/driver/plugin.hpp>
#include <vagus/amr/io/checkpoint.hpp>
#include <vagus/amr/io/plotfile.hpp>
#include <vagus/monitor/autonomic_options.hpp>

namespace vagus {

int CheckCommand(const RunOptions& options, amr::KernelRegistry& registry, const Comm& comm) {
  input::Deck deck = LoadDeck(options.deck_path, options.overrides, registry, comm);
  // The kernel's own checks that span keys run when it is made from the deck.
  (void)registry.Find(deck.GetString("physics", "kernel"))->create(deck);
  // And [autonomic]'s (a key that only one policy takes, one limit against another); the checks
  // against the rank count wait for the run, which knows it.
  (void)monitor::ReadAutonomicOptions(deck);
  if (comm.IsRoot()) fmt::print("{}: ok\n# resolved deck\n{}", options.deck_path, deck.ToToml());
  return 0;
}

int InfoCommand(const std::string& path, const Comm& comm) {
  if (!comm.IsRoot()) return 0;
  // A checkpoint by its attribute, or by its name when HDF5 cannot open it (truncated): then the
  // message says what is wrong with it as a checkpoint.
  const std::string name = std::filesystem::path(path).filename().string();
  const bool named_like_checkpoint =
      name.rfind("chk_", 0) == 0 && name.find(".h5") != std::string::npos;
  if (amr::io::IsCheckpointFile(path) || named_like_checkpoint)
    fmt::print("{}", amr::io::DescribeCheckpoint(path));
  else
    fmt::print("{}", amr::io::DescribePlotfile(path));
  return 0;
}

int ReferenceCommand(amr::KernelRegistry& registry, const std::string& library,
                     const Comm& comm) {
  if (!library.empty()) {
    const auto deck = input::Deck::Parse(fmt::format("[physics]\nlibrary = \"{}\"\n", library),
                                         "--library");
    LoadKernelLibrary(deck, registry, comm);
  }
  if (!comm.IsRoot()) return 0;
  fmt::print(
      "# Deck reference\n\n"
      "Generated from the code by `vagus reference`; `docs/decks.md` is this output, and a test\n"
      "fails when the two differ. A deck is a TOML file with the sections below. Every key is\n"
      "checked: an unknown key, a wrong type, a value out of range or a missing required key "
      "stops\n"
      "the run with a message naming the file, the line and what is allowed. Any key can be set\n"
      "from the command line: `vagus run DECK --set mesh.cells=[64,8,8] --set problem.name=sod`\n"
      "(a value that is not valid TOML is taken as a string); a key set so that replaces another\n"
      "(`problem.modes` replaces `problem.amplitude`) drops the deck's. `vagus check DECK`\n"
      "validates a deck and prints it resolved, defaults included.\n\n"
      "Cells must be cubes: (hi - lo) / cells is the same in x, y and z. A direction with one "
      "cell\n"
      "is inactive (no ghost cells, no refinement): `cells = [200, 1, 1]` is a 1-D run.\n"
      "The corners lo and hi must be finite, and the finest level (cells x ref_ratio^max_level\n"
      "in each active direction) may have at most 2^30 cells per direction and 2^60 in all.\n"
      "Boundary conditions apply in non-periodic directions; `inflow` imposes the problem's\n"
      "far-field state at that face (for `richtmyer_meshkov` along x, the exact solution of the\n"
      "planar problem there: shocked gas 1 at low x and gas 2 at high x until the waves of the\n"
      "shock's hit on the interface reach the face, which then leave the domain).\n\n");
  // The framework's sections and each kernel's [physics] keys, then each problem's [problem] keys.
  // The framework's sections once (with the first kernel's [physics] keys), then each further
  // kernel's own sections, then every problem's [problem] keys.
  for (const std::string& kernel : registry.Names()) {
    const amr::KernelEntry& entry = *registry.Find(kernel);
    if (kernel == registry.Names().front()) {
      const auto deck = input::Deck::Parse(fmt::format("[physics]\nkernel = \"{}\"\n", kernel),
                                           "reference");
      // Without a problem named, [problem] holds `name` alone.
      fmt::print("{}\n", DeckSchema(deck, registry).ReferenceMarkdown());
    } else {
      input::Schema own;
      for (input::SectionSpec section : entry.sections) {
        section.help = fmt::format("{}{}(kernel {})", section.help,
                                   section.help.empty() ? "" : " ", kernel);
        own.Add(section);
      }
      fmt::print("{}\n", own.ReferenceMarkdown());
    }
    for (const amr::ProblemInfo& problem : entry.problems) {
      input::Schema problem_only;
      problem_only.Add({"problem",
                        fmt::format("keys when name = \"{}\" (kernel {}){}{}", problem.name,
                                    kernel, problem.help.empty() ? "" : ": ", problem.help),
                        problem.keys});
      fmt::print("{}\n", problem_only.ReferenceMarkdown());
    }
  }
  return 0;
}

}  // namespace vagus
