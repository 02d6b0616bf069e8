// `vagus run`: echo the resolved deck, initialise, step to the end with one progress line per step,
// write plotfiles at the plot interval and at the end, and print a summary.
#include <chrono>
#include <cmath>
#include <filesystem>

#include <fmt/format.h>

#include "amr/io/plotfile.hpp"
#include "apps/vagus/commands.hpp"
#include "apps/vagus/setup.hpp"

namespace vagus::app {
namespace {

using Clock = std::chrono::steady_clock;

double Seconds(Clock::duration d) { return std::chrono::duration<double>(d).count(); }

std::string FormatDuration(double seconds) {
  if (!std::isfinite(seconds)) return "--:--:--";
  const auto s = static_cast<int64_t>(seconds + 0.5);
  return fmt::format("{:02d}:{:02d}:{:02d}", s / 3600, s / 60 % 60, s % 60);
}

void WritePlot(const amr::Simulation& sim, const std::string& directory, const std::string& deck,
               const amr::Comm& comm) {
  const physics::Kernel& kernel = sim.Kernel();
  const int num_fields = static_cast<int>(kernel.PlotFieldNames().size());
  std::vector<amr::io::PlotLevel> plots;
  for (int l = 0; l < sim.NumLevels(); ++l) {
    const amr::PatchLevel& level = sim.Level(l);
    amr::io::PlotLevel plot;
    plot.level = &level;
    plot.time = sim.Time();
    plot.ref_ratio = sim.Options().ratio;
    for (const amr::Patch& p : level.LocalPatches()) {
      const amr::IntVect n = p.box.Size();
      amr::FieldView out("plot", num_fields, n[2], n[1], n[0]);
      kernel.ComputePlotFields(p, level.GetDomain(), out);
      plot.data.push_back(out);
    }
    plots.push_back(std::move(plot));
  }
  amr::io::PlotfileHeader header;
  header.component_names = kernel.PlotFieldNames();
  header.time = sim.Time();
  header.step = static_cast<int>(sim.Step());
  header.deck_toml = deck;
  const std::string path =
      (std::filesystem::path(directory) / amr::io::PlotfileName(header.step)).string();
  amr::io::WritePlotfile(path, header, plots, comm);
  if (comm.IsRoot()) fmt::print("wrote {}\n", path);
}

// "cells 131072/40960/12288  patches 8/12/9": per level, finest last.
std::string LevelSummary(const amr::Simulation& sim) {
  std::string cells, patches;
  for (int l = 0; l < sim.NumLevels(); ++l) {
    cells += (l ? "/" : "") + std::to_string(sim.Level(l).NumCells());
    patches += (l ? "/" : "") + std::to_string(sim.Level(l).Patches().size());
  }
  return "cells " + cells + "  patches " + patches;
}

}  // namespace

int RunCommand(const RunOptions& options, const physics::Registry& registry,
               const amr::Comm& comm) {
  std::vector<std::string> overrides = options.overrides;
  if (!options.output_directory.empty())
    overrides.push_back("output.directory=" + options.output_directory);
  amr::input::Deck deck = LoadDeck(options.deck_path, overrides, registry, comm);
  const std::string resolved = deck.ToToml();
  if (comm.IsRoot())
    fmt::print("vagus: {} on {} rank{}\n# resolved deck\n{}\n", options.deck_path, comm.size,
               comm.size == 1 ? "" : "s", resolved);

  const std::string directory = deck.GetString("output", "directory");
  if (comm.IsRoot()) std::filesystem::create_directories(directory);
  const int64_t plot_interval = deck.GetInt("output", "plot_interval");

  Setup setup = MakeSetup(deck, registry, comm);
  amr::Simulation& sim = *setup.simulation;
  const RunControls& controls = setup.controls;
  sim.Initialize();
  if (comm.IsRoot()) fmt::print("initial hierarchy: {}\n", LevelSummary(sim));

  const auto start = Clock::now();
  auto last = start;
  int64_t last_updates = 0;
  double last_regrid = 0.0;
  RunToEnd(sim, controls, [&](double dt) {
    const auto now = Clock::now();
    const double step_seconds = Seconds(now - last), elapsed = Seconds(now - start);
    last = now;
    const int64_t updates = sim.CellUpdates() - last_updates;
    last_updates = sim.CellUpdates();
    const double regrid = sim.Timers().regrid - last_regrid;
    last_regrid = sim.Timers().regrid;
    // Time left by the nearer of the two limits, from the average pace so far.
    const double by_time = elapsed * (controls.stop_time - sim.Time()) / sim.Time();
    const double by_steps = elapsed * double(controls.max_steps - sim.Step()) / double(sim.Step());
    if (comm.IsRoot())
      fmt::print("step {:6d}  t = {:.6e}  dt = {:.3e}  {}  zone-cycles/s {:.3e}  regrid {:.3f} s  "
                 "ETA {}\n",
                 sim.Step(), sim.Time(), dt, LevelSummary(sim), double(updates) / step_seconds,
                 regrid, FormatDuration(std::min(by_time, by_steps)));
    if (plot_interval > 0 && sim.Step() % plot_interval == 0)
      WritePlot(sim, directory, resolved, comm);
  });
  const double wall = Seconds(Clock::now() - start);
  if (plot_interval == 0 || sim.Step() % plot_interval != 0)
    WritePlot(sim, directory, resolved, comm);

  const std::vector<double> totals = sim.StateTotals();
  if (comm.IsRoot()) {
    const auto& fields = sim.Kernel().StateFields();
    for (size_t c = 0; c < fields.size(); ++c)
      fmt::print("total {} = {:.17g}\n", fields[c].name, totals[c]);
    const double zone_cycles = double(sim.CellUpdates());
    const amr::StepTimers& t = sim.Timers();
    fmt::print("time on rank 0: kernel {:.3f} s, ghost filling {:.3f} s, refluxing and averaging "
               "{:.3f} s, regridding {:.3f} s ({} regrids)\n",
               t.kernel, t.ghost_fill, t.reflux, t.regrid, sim.NumRegrids());
    fmt::print("done: {} steps to t = {:.6e} in {:.3f} s wall; {:.3e} zone-cycles/s, {:.3e} per rank\n",
               sim.Step(), sim.Time(), wall, zone_cycles / wall, zone_cycles / wall / comm.size);
  }
  return 0;
}

int CheckCommand(const RunOptions& options, const physics::Registry& registry,
                 const amr::Comm& comm) {
  amr::input::Deck deck = LoadDeck(options.deck_path, options.overrides, registry, comm);
  if (comm.IsRoot()) fmt::print("{}: ok\n# resolved deck\n{}", options.deck_path, deck.ToToml());
  return 0;
}

int InfoCommand(const std::string& path, const amr::Comm& comm) {
  if (comm.IsRoot()) fmt::print("{}", amr::io::DescribePlotfile(path));
  return 0;
}

int ReferenceCommand(const physics::Registry& registry, const amr::Comm& comm) {
  if (!comm.IsRoot()) return 0;
  fmt::print(
      "# Deck reference\n\n"
      "Generated from the code by `vagus reference`; `docs/decks.md` is this output, and a test\n"
      "fails when the two differ. A deck is a TOML file with the sections below. Every key is\n"
      "checked: an unknown key, a wrong type, a value out of range or a missing required key stops\n"
      "the run with a message naming the file, the line and what is allowed. Any key can be set\n"
      "from the command line: `vagus run DECK --set mesh.cells=[64,8,8] --set problem.name=sod`\n"
      "(a value that is not valid TOML is taken as a string). `vagus check DECK` validates a deck\n"
      "and prints it resolved, defaults included.\n\n"
      "Cells must be cubes: (hi - lo) / cells is the same in x, y and z. A direction with one cell\n"
      "is inactive (no ghost cells, no refinement): `cells = [200, 1, 1]` is a 1-D run.\n"
      "Boundary conditions apply in non-periodic directions; `inflow` imposes the problem's\n"
      "far-field state at that face (for `richtmyer_meshkov`, the shocked gas at low x).\n\n");
  // The framework's sections and each kernel's [physics] keys, then each problem's [problem] keys.
  for (const std::string& kernel : registry.Names()) {
    for (const std::string& problem : registry.Find(kernel)->problem_names) {
      const auto deck = amr::input::Deck::Parse(
          fmt::format("[physics]\nkernel = \"{}\"\n[problem]\nname = \"{}\"\n", kernel, problem),
          "reference");
      const amr::input::Schema schema = BuildSchema(deck, registry);
      if (problem == registry.Find(kernel)->problem_names.front()) {
        amr::input::Schema common;
        for (const auto& section : schema.Sections())
          if (section.name != "problem") common.Add(section);
        fmt::print("{}\n", common.ReferenceMarkdown());
      }
      amr::input::Schema problem_only;
      amr::input::SectionSpec section = *schema.Find("problem");
      section.name = "problem";
      section.help = fmt::format("keys when name = \"{}\" (kernel {})", problem, kernel);
      problem_only.Add(section);
      fmt::print("{}\n", problem_only.ReferenceMarkdown());
    }
  }
  return 0;
}

}  // namespace vagus::app
