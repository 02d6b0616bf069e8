// `vagus run`: echo the resolved deck, initialise (or restart from a checkpoint), step to the end
// with one progress line per step, write plotfiles (with XDMF sidecars) and checkpoints at their
// intervals, checkpoint on SIGUSR1 and SIGTERM (and stop on SIGTERM), write the final plotfile
// and print a summary.
#include <fmt/format.h>

#include <chrono>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <set>
#include <sstream>

#include "amr/error.hpp"
#include "amr/io/checkpoint.hpp"
#include "amr/io/plotfile.hpp"
#include "amr/io/xdmf.hpp"
#include "apps/vagus/commands.hpp"
#include "apps/vagus/setup.hpp"
#include "apps/vagus/signals.hpp"

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
  const std::string sidecar = amr::io::WriteXdmfSidecar(path, comm);
  if (comm.IsRoot()) fmt::print("wrote {} and {}\n", path, sidecar);
}

// Collective: the checkpoint of the current step (with the autonomic manager's state), reported
// by rank 0, which then prunes old ones.
void SaveCheckpoint(const Setup& setup, const std::string& directory, int64_t keep,
                    const std::string& deck, const std::string& reason, const amr::Comm& comm) {
  const amr::Simulation& sim = *setup.simulation;
  const std::string path =
      (std::filesystem::path(directory) / amr::io::CheckpointName(sim.Step())).string();
  const amr::io::CheckpointWriteStats stats =
      amr::io::WriteCheckpoint(path, sim, deck, setup.autonomic->CheckpointState());
  if (!comm.IsRoot()) return;
  const double megabytes = double(stats.bytes) / 1e6;
  fmt::print("wrote {}{} ({:.1f} MB in {:.3f} s, {:.0f} MB/s)\n", path, reason, megabytes,
             stats.seconds, megabytes / stats.seconds);
  for (const std::string& removed :
       amr::io::PruneCheckpoints(directory, sim.Step(), static_cast<int>(keep)))
    fmt::print("removed {} (output.keep_checkpoints = {})\n", removed, keep);
}

// The checkpoint --restart names: a path, or "latest" (the newest in the output directory).
std::string ResolveRestart(const std::string& restart, const std::string& directory,
                           const amr::Comm& comm) {
  if (restart != "latest") return restart;
  std::string path;
  if (comm.IsRoot()) path = amr::io::LatestCheckpoint(directory).value_or("");
  comm.Broadcast(path);
  if (path.empty())
    throw UserError(
        fmt::format("--restart latest: no checkpoint (chk_NNNNNN.h5) in '{}'", directory));
  return path;
}

// "section.key = value" for every key line of a resolved deck.
std::set<std::string> DeckEntries(const std::string& toml) {
  std::set<std::string> entries;
  std::istringstream lines(toml);
  std::string line, section;
  while (std::getline(lines, line)) {
    if (line.empty() || line[0] == '#') continue;
    if (line[0] == '[')
      section = line.substr(1, line.find(']') - 1);
    else
      entries.insert(section + "." + line);
  }
  return entries;
}

// Keys whose values differ between the checkpoint's deck and this run's (as this run has them).
std::vector<std::string> ChangedKeys(const std::string& saved, const std::string& current) {
  const std::set<std::string> before = DeckEntries(saved);
  std::vector<std::string> changed;
  for (const std::string& entry : DeckEntries(current))
    if (before.count(entry) == 0) changed.push_back(entry);
  return changed;
}

void Restart(Setup& setup, const std::string& restart, const std::string& directory,
             const std::string& deck, const amr::Comm& comm) {
  amr::Simulation& sim = *setup.simulation;
  const std::string path = ResolveRestart(restart, directory, comm);
  amr::io::CheckpointMetadata saved;
  try {
    saved = amr::io::RestoreCheckpoint(path, sim);
  } catch (const UserError& e) {
    // With "latest", point at the next older checkpoint, which may well be sound.
    if (restart != "latest") throw;
    std::string older;
    if (comm.IsRoot()) {
      const std::vector<std::string> all = amr::io::ListCheckpoints(directory);
      if (all.size() > 1) older = all[1];
    }
    comm.Broadcast(older);
    if (older.empty()) throw;
    throw UserError(
        fmt::format("{}\nthe next older checkpoint is {} (--restart {})", e.what(), older, older));
  }
  const bool continued = setup.autonomic->RestoreCheckpointState(saved.autonomic);
  if (!comm.IsRoot()) return;
  fmt::print("restarted from {} (written by {} rank{}): step {}, t = {:.6e}\n", path,
             saved.num_ranks, saved.num_ranks == 1 ? "" : "s", sim.Step(), sim.Time());
  if (continued)
    fmt::print("autonomic: state restored after {} decision(s); capacities {:.3f}\n",
               setup.autonomic->Manager().State().decisions,
               fmt::join(setup.autonomic->Manager().Capacities(), " "));
  else
    fmt::print("autonomic: {}; decisions start afresh from equal capacities\n",
               saved.autonomic.empty() ? "the checkpoint has no autonomic state"
                                       : "the checkpoint's autonomic state is for " +
                                             std::to_string(saved.num_ranks) + " ranks");
  const std::vector<std::string> changed = ChangedKeys(saved.deck, deck);
  if (!changed.empty())
    fmt::print("note: this deck differs from the checkpoint's in: {}\n", fmt::join(changed, "; "));
}

// "cells 131072/40960/12288  patches 8/12/9": per level, finest last.
// "cells 131072/40960/12288  patches 8/12/9  imbalance 1.02/1.04/1.03": per level, finest last;
// imbalance is the partitioner's max_k load_k / (C_k x level load) of the level's last layout.
std::string LevelSummary(const amr::Simulation& sim) {
  std::string cells, patches, imbalance;
  for (int l = 0; l < sim.NumLevels(); ++l) {
    cells += (l ? "/" : "") + std::to_string(sim.Level(l).NumCells());
    patches += (l ? "/" : "") + std::to_string(sim.Level(l).Patches().size());
    imbalance += fmt::format("{}{:.2f}", l ? "/" : "", sim.LastDistribution()[l].imbalance);
  }
  return "cells " + cells + "  patches " + patches + "  imbalance " + imbalance;
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
  const int64_t checkpoint_interval = deck.GetInt("output", "checkpoint_interval");
  const int64_t keep_checkpoints = deck.GetInt("output", "keep_checkpoints");

  // From here on a signal asks for a checkpoint instead of ending the process.
  SignalRequests signals;
  Setup setup = MakeSetup(deck, registry, comm);
  amr::Simulation& sim = *setup.simulation;
  const RunControls& controls = setup.controls;
  if (options.restart.empty())
    sim.Initialize();
  else
    Restart(setup, options.restart, directory, resolved, comm);
  if (comm.IsRoot()) fmt::print("initial hierarchy: {}\n", LevelSummary(sim));
  const std::string history = deck.GetString("autonomic", "history");
  if (!history.empty())
    setup.autonomic->OpenHistory((std::filesystem::path(directory) / history).string(),
                                 !options.restart.empty());

  const auto start = Clock::now();
  auto last = start;
  const int64_t first_step = sim.Step();
  const double first_time = sim.Time();
  const int64_t first_updates = sim.CellUpdates();
  int64_t last_updates = first_updates;
  double last_regrid = 0.0;
  bool stopped = false;
  RunToEnd(sim, controls, [&](double dt) {
    const auto now = Clock::now();
    const double step_seconds = Seconds(now - last), elapsed = Seconds(now - start);
    last = now;
    const int64_t updates = sim.CellUpdates() - last_updates;
    last_updates = sim.CellUpdates();
    const double regrid = sim.Timers().regrid - last_regrid;
    last_regrid = sim.Timers().regrid;
    // Time left by the nearer of the two limits, from the average pace of this run so far.
    const double by_time = elapsed * (controls.stop_time - sim.Time()) / (sim.Time() - first_time);
    const double by_steps =
        elapsed * double(controls.max_steps - sim.Step()) / double(sim.Step() - first_step);
    if (comm.IsRoot())
      fmt::print(
          "step {:6d}  t = {:.6e}  dt = {:.3e}  {}  zone-cycles/s {:.3e}  regrid {:.3f} s  "
          "ETA {}\n",
          sim.Step(), sim.Time(), dt, LevelSummary(sim), double(updates) / step_seconds, regrid,
          FormatDuration(std::min(by_time, by_steps)));
    if (plot_interval > 0 && sim.Step() % plot_interval == 0)
      WritePlot(sim, directory, resolved, comm);
    const SignalRequests::Agreed requests = signals.Poll(comm);
    const bool due = checkpoint_interval > 0 && sim.Step() % checkpoint_interval == 0;
    if (due || requests.checkpoint) {
      const char* reason = requests.stop ? " on SIGTERM" : requests.checkpoint ? " on SIGUSR1" : "";
      SaveCheckpoint(setup, directory, keep_checkpoints, resolved, reason, comm);
    }
    stopped = requests.stop;
    if (comm.IsRoot()) std::fflush(stdout);  // progress shows in a log file as it happens
    return !stopped;
  });
  const double wall = Seconds(Clock::now() - start);
  if (stopped) {
    // The job is being ended: no final plotfile, the checkpoint is what matters.
    if (comm.IsRoot())
      fmt::print("stopped on SIGTERM after step {} (t = {:.6e}); continue with --restart latest\n",
                 sim.Step(), sim.Time());
    return 0;
  }
  if (plot_interval == 0 || sim.Step() % plot_interval != 0)
    WritePlot(sim, directory, resolved, comm);

  const std::vector<double> totals = sim.StateTotals();
  if (comm.IsRoot()) {
    const auto& fields = sim.Kernel().StateFields();
    for (size_t c = 0; c < fields.size(); ++c)
      fmt::print("total {} = {:.17g}\n", fields[c].name, totals[c]);
    const double zone_cycles = double(sim.CellUpdates() - first_updates);  // by this process
    const amr::StepTimers& t = sim.Timers();
    fmt::print(
        "time on rank 0: kernel {:.3f} s, ghost filling {:.3f} s, refluxing and averaging "
        "{:.3f} s, regridding {:.3f} s ({} regrids); of the ghost filling, {:.3f} s waiting for "
        "messages\n",
        t.kernel, t.ghost_fill, t.reflux, t.regrid, sim.NumRegrids(), t.ghost_wait);
    // A decision's gather is the first collective after the step: it also waits for the slowest
    // rank, so it is reported apart from the sampling, which is this rank's own cost.
    fmt::print(
        "monitor on rank 0: sampling {:.4f} s ({:.2f}% of the run), decisions {:.4f} s (waiting "
        "for the slowest rank included)\n",
        setup.autonomic->SamplingSeconds(), 100.0 * setup.autonomic->SamplingSeconds() / wall,
        setup.autonomic->DecidingSeconds());
    fmt::print(
        "done: {} steps to t = {:.6e} in {:.3f} s wall; {:.3e} zone-cycles/s, {:.3e} per rank\n",
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

int ReferenceCommand(const physics::Registry& registry, const amr::Comm& comm) {
  if (!comm.IsRoot()) return 0;
  fmt::print(
      "# Deck reference\n\n"
      "Generated from the code by `vagus reference`; `docs/decks.md` is this output, and a test\n"
      "fails when the two differ. A deck is a TOML file with the sections below. Every key is\n"
      "checked: an unknown key, a wrong type, a value out of range or a missing required key "
      "stops\n"
      "the run with a message naming the file, the line and what is allowed. Any key can be set\n"
      "from the command line: `vagus run DECK --set mesh.cells=[64,8,8] --set problem.name=sod`\n"
      "(a value that is not valid TOML is taken as a string). `vagus check DECK` validates a deck\n"
      "and prints it resolved, defaults included.\n\n"
      "Cells must be cubes: (hi - lo) / cells is the same in x, y and z. A direction with one "
      "cell\n"
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
