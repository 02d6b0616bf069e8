// `vagus run`, in the order it happens: load the deck and echo it resolved; prepare the output
// directory (refusing another run's checkpoints); build the run and start it (from the problem,
// with a plotfile at t = 0, or a checkpoint); step to the end with one progress line per step,
// plotfiles and checkpoints at their intervals, a checkpoint on SIGUSR1 and SIGTERM (and a stop
// on SIGTERM or near the wall-time limit, exit code 4); then the final plotfile and a summary.
#include <fmt/format.h>

#include <cmath>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <functional>
#include <limits>

#include <vagus/base/error.hpp>
#include <vagus/base/fault_injection.hpp>
#include <vagus/base/kokkos_runtime.hpp>
#include <vagus/driver/commands.hpp>
#include <vagus/driver/deck_loader.hpp>
#include <vagus/driver/diagnostics_file.hpp>
#include <vagus/driver/driver.hpp>
#include <vagus/driver/memory_check.hpp>
#include <vagus/driver/run_report.hpp>
#include <vagus/driver/signals.hpp>
#include <vagus/driver/wall_time_limit.hpp>
#include <vagus/amr/io/checkpoint.hpp>
#include <vagus/amr/io/output_file.hpp>
#include <vagus/amr/io/plotfile.hpp>
#include <vagus/amr/io/run_directory.hpp>
#include <vagus/amr/io/xdmf.hpp>
#include <vagus/monitor/autonomic_options.hpp>

namespace vagus {
namespace {

std::string OutputPath(const std::string& directory, const std::string& name) {
  return (std::filesystem::path(directory) / name).string();
}

// What a run writes: [output], and the run history ([autonomic] history; "": none).
struct OutputSettings : OutputOptions {
  std::string history;
  explicit OutputSettings(const input::Deck& deck)
      : OutputOptions(OutputOptions::Section().Read(deck)),
        history(monitor::ReadAutonomicOptions(deck).history) {}
};

// Collective: the plotfile of the current state (with its XDMF sidecar).
void WritePlot(const amr::Simulation& sim, const std::string& directory, const std::string& deck,
               const std::string& run_id) {
  const amr::Kernel& kernel = sim.Kernel();
  const int num_fields = static_cast<int>(kernel.PlotFieldNames().size());
  std::vector<amr::io::PlotLevel> plots;
  for (int l = 0; l < sim.Hierarchy().NumLevels(); ++l) {
    const amr::PatchLevel& level = sim.Hierarchy().Level(l);
    amr::io::PlotLevel plot;
    plot.level = &level;
    plot.time = sim.Hierarchy().Time();
    plot.ref_ratio = sim.Options().ratio;
    for (const amr::Patch& p : level.LocalPatches()) {
      const IntVect n = p.box.Size();
      FieldView out("plot", num_fields, n[2], n[1], n[0]);
      kernel.ComputePlotFields(p, level.GetDomain(), sim.Hierarchy().Time(), out);
      plot.data.push_back(out);
    }
    plots.push_back(std::move(plot));
  }
  amr::io::PlotfileHeader header;
  header.component_names = kernel.PlotFieldNames();
  header.time = sim.Hierarchy().Time();
  header.step = static_cast<int>(sim.Hierarchy().Steps());
  header.deck_toml = deck;
  header.run_id = run_id;
  const int dimension = amr::io::PlotfileDimension(sim.Hierarchy().Level(0).GetDomain());
  const std::string path = OutputPath(directory, amr::io::PlotfileName(header.step, dimension));
  amr::io::WritePlotfile(path, header, plots, sim.Hierarchy().GetComm());
  const std::string sidecar = amr::io::WriteXdmfSidecar(path, sim.Hierarchy().GetComm());
  if (sim.Hierarchy().GetComm().IsRoot()) fmt::print("wrote {} and {}\n", path, sidecar);
}

// Collective: the checkpoint of the current step (with the autonomic manager's state), reported
// by rank 0, which then prunes old ones. Returns this rank's seconds for it.
double SaveCheckpoint(Driver& driver, const OutputSettings& output, const std::string& deck,
                      const std::string& run_id, const std::string& reason) {
  const amr::Simulation& sim = driver.Sim();
  const std::string path =
      OutputPath(output.directory, amr::io::CheckpointName(sim.Hierarchy().Steps()));
  const amr::io::CheckpointWriteStats stats =
      amr::io::WriteCheckpoint(path, sim, deck, driver.Autonomic().CheckpointState(), run_id);
  if (!sim.Hierarchy().GetComm().IsRoot()) return stats.seconds;
  const double megabytes = double(stats.bytes) / 1e6;
  fmt::print("wrote {}{} ({:.1f} MB in {:.3f} s, {:.0f} MB/s)\n", path, reason, megabytes,
             stats.seconds, megabytes / stats.seconds);
  const int keep = static_cast<int>(output.keep_checkpoints);
  for (const std::string& removed :
       amr::io::PruneCheckpoints(output.directory, sim.Hierarchy().Steps(), keep, run_id))
    fmt::print("removed {} (output.keep_checkpoints = {})\n", removed, keep);
  return stats.seconds;
}

// Runs `find` on rank 0; every rank returns its result or throws its UserError.
std::string OnRootShared(const Comm& comm, const std::function<std::string()>& find) {
  std::string result, error;
  if (comm.IsRoot()) {
    try {
      result = find();
    } catch (const UserError& e) {
      error = e.what();
    }
  }
  comm.Broadcast(error);
  if (!error.empty()) throw UserError(error);
  comm.Broadcast(result);
  return result;
}

// The checkpoint --restart names: a path, or "latest" (the newest of the run that last wrote the
// output directory, run_directory.hpp).
std::string ResolveRestart(const std::string& restart, const std::string& directory,
                           const Comm& comm) {
  if (restart != "latest") return restart;
  return OnRootShared(comm, [&] { return amr::io::LatestCheckpointToContinue(directory); });
}

// A UserError about the checkpoint `--restart latest` chose, pointing at the same run's next
// older one, which may well be sound.
UserError WithOlderCheckpoint(const UserError& error, const std::string& directory,
                              const Comm& comm) {
  std::string older;
  if (comm.IsRoot()) {
    const std::optional<std::string> run = amr::io::ReadRunMarker(directory);
    const std::vector<amr::io::CheckpointEntry> all =
        run ? amr::io::CheckpointsOfRun(directory, *run) : amr::io::ListRunCheckpoints(directory);
    if (all.size() > 1) older = all[1].path;
  }
  comm.Broadcast(older);
  if (older.empty()) return error;
  return UserError(fmt::format("{}\nthe next older checkpoint is {} (--restart {})", error.what(),
                               older, older));
}

// The --set overrides, with --output as output.directory and --max-wall-time as
// run.max_wall_time (last, so that they win).
std::vector<std::string> Overrides(const RunOptions& options) {
  std::vector<std::string> overrides = options.overrides;
  if (!options.output_directory.empty())
    overrides.push_back("output.directory=" + options.output_directory);
  if (!options.max_wall_time.empty()) {
    const double seconds = ParseWallTime(options.max_wall_time, "--max-wall-time");
    overrides.push_back(fmt::format("run.max_wall_time={:.3f}", seconds));
  }
  return overrides;
}

// Where the deck of a run comes from: its file, or without one, the checkpoint it continues
// (which stores the resolved deck); the overrides apply on top of either.
std::string DeckSource(const RunOptions& options, const Comm& comm) {
  if (!options.deck_path.empty()) return options.deck_path;
  if (options.restart.empty())
    throw UserError(
        "run: give a deck, or --restart FILE to continue from a checkpoint (which "
        "holds its deck)");
  if (options.restart == "latest" && options.output_directory.empty())
    throw UserError(
        "--restart latest without a deck needs --output DIR: the directory whose newest "
        "checkpoint to continue (or give the deck, whose output.directory it is)");
  return ResolveRestart(options.restart, options.output_directory, comm);
}

input::Deck LoadRunDeck(const RunOptions& options, const std::string& source,
                        amr::KernelRegistry& registry, const Comm& comm) {
  if (!options.deck_path.empty()) return LoadDeck(source, Overrides(options), registry, comm);
  std::string text;
  try {
    text = amr::io::ReadCheckpointDeck(source, comm);
  } catch (const UserError& e) {
    if (options.restart != "latest") throw;
    throw WithOlderCheckpoint(e, options.output_directory, comm);
  }
  return LoadDeckText(text, source + " (its deck)", Overrides(options), registry, comm);
}

class DeckRun {
 public:
  DeckRun(const RunOptions& options, amr::KernelRegistry& registry, const Comm& comm)
      : start_(WallTimeLimit::Clock::now()),
        options_(options),
        comm_(comm),
        deck_source_(DeckSource(options, comm)),
        deck_(LoadRunDeck(options, deck_source_, registry, comm)),
        resolved_(deck_.ToToml()),
        output_(deck_),
        wall_limit_(RunControls::Section().Read(deck_).max_wall_time, start_) {
    CheckOutputPaths();
    driver_ = std::make_unique<Driver>(deck_, registry, comm_);
    PrintDeckSummary();
    WriteResolvedDeck();
    driver_->Autonomic().KeepDecisions(false);  // the run history records them
  }

  int Execute() {
    CheckFaultSetting();  // for tests only
    Start();
    ProgressReport progress(driver_->Sim(), driver_->Controls(), output_.progress_interval,
                            output_.progress_seconds);
    Stop stop = Stop::kNo;
    Stopwatch step;
    driver_->RunToEnd([&](double dt) {
      InjectFault(FaultSite::kStep, driver_->Sim().Hierarchy().Steps());  // for tests only
      progress.AfterStep(dt);
      if (diagnostics_) diagnostics_->AfterStep(dt);
      const bool checkpointed = WriteDueOutput(stop);
      // A step is timed with the output after it: the next one may write as much.
      wall_limit_.AfterStep(step.Seconds());
      if (stop == Stop::kNo && !driver_->Finished() && NearWallTimeLimit()) {
        stop = Stop::kWallTime;
        if (!checkpointed) Checkpoint(" before the wall-time limit");
      }
      if (comm_.IsRoot()) std::fflush(stdout);  // progress shows in a log file as it happens
      step = Stopwatch();
      return stop == Stop::kNo;
    });
    progress.Stop();
    // A stop on the last step (SIGTERM after its checkpoint) still ends a finished run.
    if (stop != Stop::kNo && !driver_->Finished()) {
      ReportStopped(stop);  // the run is cut short: the checkpoint is what matters
      return kStoppedToContinue;
    }
    if (last_plot_step_ != driver_->Sim().Hierarchy().Steps()) Plot();
    PrintRunSummary(*driver_, progress, comm_);
    return 0;
  }

 private:
  // A few lines on the terminal; the whole resolved deck goes to the output directory.
  void PrintDeckSummary() const {
    if (!comm_.IsRoot()) return;
    const MeshOptions mesh = MeshOptions::Section().Read(deck_);
    const RunControls& run = driver_->Controls();
    const auto text = [&](const char* section, const char* key) {
      return deck_.Has(section, key) ? deck_.GetString(section, key) : std::string("(none)");
    };
    const int64_t max_level = deck_.Has("amr", "max_level") ? deck_.GetInt("amr", "max_level") : 0;
    std::vector<std::string> extent, to;
    for (int d = 0; d < 3; ++d) extent.push_back(fmt::format("[{:g}, {:g}]", mesh.lo[d], mesh.hi[d]));
    if (std::isfinite(run.stop_time)) to.push_back(fmt::format("t = {:g}", run.stop_time));
    if (run.max_steps != std::numeric_limits<int64_t>::max())
      to.push_back(fmt::format("{} steps", run.max_steps));
    const int threads = KernelThreads();
    fmt::print("vagus: {} on {} rank{}{}: kernel {}, problem {}\n", DeckName(), comm_.size,
               comm_.size == 1 ? "" : "s",
               threads == 1 ? std::string() : fmt::format(" x {} threads", threads),
               text("physics", "kernel"), text("problem", "name"));
    fmt::print("  mesh {} cells on {}, {}; runs to {}\n", fmt::join(mesh.cells, " x "),
               fmt::join(extent, " x "),
               max_level == 0 ? std::string("no refinement")
                              : fmt::format("{} refined level{} (ratio {})", max_level,
                                            max_level == 1 ? "" : "s",
                                            deck_.GetInt("amr", "ref_ratio")),
               to.empty() ? std::string("the end of time") : fmt::format("{}", fmt::join(to, " or ")));
    fmt::print("  output in {}, the resolved deck in {}\n", output_.directory, ResolvedDeckPath());
  }

  [[nodiscard]] std::string ResolvedDeckPath() const {
    return OutputPath(output_.directory, "resolved_deck.toml");
  }

  // Collective: every key of the deck, defaults included, as this run uses it.
  void WriteResolvedDeck() const {
    const std::string path = ResolvedDeckPath();
    amr::io::WriteAtomically(path, "resolved deck", comm_, [&](const std::string& temporary) {
      if (!comm_.IsRoot()) return;
      std::ofstream file(temporary, std::ios::trunc);
      file << "# The deck of the run that wrote this directory, every default filled in: "
           << DeckName() << "\n"
           << resolved_;
      file.close();
      if (!file) throw UserError(fmt::format("cannot write '{}'", temporary));
    });
  }

  // Every path the run writes to, before any work: the output directory (created when missing;
  // plotfiles and checkpoints go there), the run history and the diagnostics file. A fresh run
  // refuses a directory with another run's checkpoints unless --new-run.
  void CheckOutputPaths() const {
    amr::io::PrepareOutputDirectory(output_.directory, comm_);
    if (options_.restart.empty() && !options_.new_run)
      OnRootShared(comm_, [&] {
        RefuseOtherRunsCheckpoints();
        return std::string();
      });
    if (!output_.history.empty())
      amr::io::CheckWritableFile(HistoryPath(), "run history (autonomic.history)", comm_);
    if (!output_.diagnostics.empty())
      amr::io::CheckWritableFile(DiagnosticsPath(), "diagnostics file (output.diagnostics)",
                                 comm_);
  }

  void RefuseOtherRunsCheckpoints() const {
    const std::vector<std::string> found = amr::io::ListCheckpoints(output_.directory);
    if (found.empty()) return;
    const std::string deck = options_.deck_path.empty() ? "DECK" : options_.deck_path;
    throw UserError(fmt::format(
        "output directory '{}' holds {} checkpoint(s) of an earlier run (newest {}), which a new run "
        "here would mix with. Continue that run with: vagus run {} --restart latest --output {}\n"
        "or write this run elsewhere (--output DIR), or here beside them with --new-run (they "
        "stay unless this run writes the same step; --restart latest then continues this run)",
        output_.directory, found.size(), found.front(), deck, output_.directory));
  }

  [[nodiscard]] std::string DiagnosticsPath() const {
    return OutputPath(output_.directory, output_.diagnostics);
  }

  [[nodiscard]] std::string HistoryPath() const {
    return OutputPath(output_.directory, output_.history);
  }

  // From the problem (with a new run id and the plotfile at t = 0) or a checkpoint (carrying its
  // run on); then the directory's run marker, the run history and the diagnostics file.
  void Start() {
    if (options_.restart.empty()) {
      driver_->Initialize([&] {
        CheckMemory(driver_->Autonomic().BaseLevelShare(driver_->Autonomic().Capacities()));
      });
      run_id_ = OnRootShared(comm_, amr::io::NewRunId);
    } else {
      // The checkpoint's capacities are read with its data: equal ones until then.
      CheckMemory(driver_->Autonomic().BaseLevelShare({}));
      Restart();
    }
    if (comm_.IsRoot()) fmt::print("initial hierarchy: {}\n", LevelSummary(driver_->Sim()));
    OnRootShared(comm_, [&] {
      amr::io::WriteRunMarker(output_.directory, run_id_);
      return std::string();
    });
    if (options_.restart.empty()) Plot();
    if (!output_.history.empty())
      driver_->Autonomic().OpenHistory(HistoryPath(), !options_.restart.empty());
    if (!output_.diagnostics.empty())
      diagnostics_ = std::make_unique<DiagnosticsFile>(
          DiagnosticsPath(), output_.diagnostics_interval, driver_->Sim(), !options_.restart.empty());
  }

  // Before anything is allocated: whether this rank's `share` of the base level fits in its memory.
  void CheckMemory(double share) const {
    if (!driver_->Controls().memory_check) return;
    const std::string memory = CheckBaseLevelMemory(driver_->Sim(), comm_, share);
    if (comm_.IsRoot()) fmt::print("{}\n", memory);
  }

  void Restart() {
    const std::string path = ResolveRestart(options_.restart, output_.directory, comm_);
    amr::io::CheckpointMetadata saved;
    try {
      saved = driver_->Restart(path);
    } catch (const amr::io::CheckpointMismatch&) {
      throw;  // the run's older checkpoints do not fit either
    } catch (const UserError& e) {
      if (options_.restart != "latest") throw;
      throw WithOlderCheckpoint(e, output_.directory, comm_);
    }
    // A checkpoint written before runs had ids starts a new run id from here.
    run_id_ = saved.run_id.empty() ? OnRootShared(comm_, amr::io::NewRunId) : saved.run_id;
    if (!comm_.IsRoot()) return;
    const amr::Simulation& sim = driver_->Sim();
    fmt::print("restarted from {} (written by {} rank{}): step {}, t = {:.6e}\n", path,
               saved.num_ranks, saved.num_ranks == 1 ? "" : "s", sim.Hierarchy().Steps(),
               sim.Hierarchy().Time());
    const AutonomicDriver& autonomic = driver_->Autonomic();
    if (autonomic.Restored())
      fmt::print("autonomic: state restored after {} decision(s); capacities {:.3f}\n",
                 autonomic.Manager().State().decisions,
                 fmt::join(autonomic.Manager().Capacities(), " "));
    else
      fmt::print("autonomic: {}; decisions start afresh from equal capacities\n",
                 saved.autonomic.empty() ? "the checkpoint has no autonomic state"
                                         : "the checkpoint's autonomic state is for " +
                                               std::to_string(saved.num_ranks) + " ranks");
    const std::vector<std::string> changed =
        deck_.ChangedKeys(input::Deck::Parse(saved.deck, path + " (its deck)"));
    if (!changed.empty())
      fmt::print("note: this deck differs from the checkpoint's in: {}\n",
                 fmt::join(changed, "; "));
  }

  // Why a run ends before its stop time or step limit.
  enum class Stop { kNo, kSigterm, kWallTime };

  // After a step: the plotfile and checkpoint due, and one for a signal; `stop` becomes kSigterm
  // when a SIGTERM asks the run to stop. Returns whether a checkpoint was written.
  bool WriteDueOutput(Stop& stop) {
    const amr::Simulation& sim = driver_->Sim();
    if (output_.plot_interval > 0 && sim.Hierarchy().Steps() % output_.plot_interval == 0) Plot();
    const SignalRequests::Agreed requests = signals_.Poll(comm_);
    const bool due = output_.checkpoint_interval > 0 &&
                     sim.Hierarchy().Steps() % output_.checkpoint_interval == 0;
    if (requests.stop) stop = Stop::kSigterm;
    if (!due && !requests.checkpoint) return false;
    const char* reason = requests.stop ? " on SIGTERM" : requests.checkpoint ? " on SIGUSR1" : "";
    wall_limit_.AfterCheckpoint(Checkpoint(reason));
    return true;
  }

  void Plot() {
    WritePlot(driver_->Sim(), output_.directory, resolved_, run_id_);
    last_plot_step_ = driver_->Sim().Hierarchy().Steps();
  }

  double Checkpoint(const std::string& reason) {
    return SaveCheckpoint(*driver_, output_, resolved_, run_id_, reason);
  }

  // Collective: whether any rank finds that the next step and a checkpoint after it might not end
  // before the wall-time limit.
  bool NearWallTimeLimit() {
    if (!wall_limit_.Active()) return false;
    const amr::Simulation& sim = driver_->Sim();
    double cells = 0;
    for (int l = 0; l < sim.Hierarchy().NumLevels(); ++l)
      cells += static_cast<double>(sim.Hierarchy().Level(l).NumCells());
    const double bytes = cells * static_cast<double>(sim.Kernel().StateFields().size()) * 8;
    return comm_.Any(wall_limit_.NextStepMayCross(wall_limit_.Elapsed(), bytes));
  }

  void ReportStopped(Stop stop) const {
    const amr::Simulation& sim = driver_->Sim();
    if (!comm_.IsRoot()) return;
    const std::string why =
        stop == Stop::kSigterm
            ? "on SIGTERM"
            : fmt::format(
                  "before the wall-time limit of {:g} s (run.max_wall_time; {:.1f} s "
                  "elapsed, and the next step and a checkpoint might not fit)",
                  wall_limit_.LimitSeconds(), wall_limit_.Elapsed());
    const std::string deck = options_.deck_path.empty() ? "" : " " + options_.deck_path;
    fmt::print(
        "stopped {} after step {} (t = {:.6e}); continue with --restart latest: vagus run{} "
        "--restart latest --output {}\n",
        why, sim.Hierarchy().Steps(), sim.Hierarchy().Time(), deck, output_.directory);
  }

  [[nodiscard]] std::string DeckName() const {
    return options_.deck_path.empty() ? deck_source_ + " (its deck)" : deck_source_;
  }

  WallTimeLimit::Clock::time_point start_;  // when `vagus run` began: the time limit counts from here
  const RunOptions& options_;
  Comm comm_;
  std::string deck_source_;  // the deck file, or the checkpoint whose deck this run uses
  input::Deck deck_;
  std::string resolved_;
  OutputSettings output_;
  WallTimeLimit wall_limit_;
  // From here on a signal asks for a checkpoint instead of ending the process.
  SignalRequests signals_;
  std::unique_ptr<Driver> driver_;
  std::unique_ptr<DiagnosticsFile> diagnostics_;
  std::string run_id_;  // this run's, carried on by its restarts (run_directory.hpp)
  int64_t last_plot_step_ = -1;
};

}  // namespace

int RunCommand(const RunOptions& options, amr::KernelRegistry& registry, const Comm& comm) {
  return DeckRun(options, registry, comm).Execute();
}

}  // namespace vagus
