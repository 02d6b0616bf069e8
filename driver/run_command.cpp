// `vagus run`, in the order it happens: load the deck and echo it resolved; prepare the output
// directory; build the run and start it (from the problem or a checkpoint); step to the end with
// one progress line per step, plotfiles and checkpoints at their intervals, a checkpoint on
// SIGUSR1 and SIGTERM (and a stop on SIGTERM); then the final plotfile and a summary.
#include <fmt/format.h>

#include <chrono>
#include <cmath>
#include <cstdio>
#include <filesystem>

#include <vagus/base/error.hpp>
#include <vagus/base/fault_injection.hpp>
#include <vagus/driver/commands.hpp>
#include <vagus/driver/deck_loader.hpp>
#include <vagus/driver/diagnostics_file.hpp>
#include <vagus/driver/driver.hpp>
#include <vagus/driver/memory_check.hpp>
#include <vagus/driver/signals.hpp>
#include <vagus/driver/wall_time_limit.hpp>
#include <vagus/amr/io/checkpoint.hpp>
#include <vagus/amr/io/output_file.hpp>
#include <vagus/amr/io/plotfile.hpp>
#include <vagus/amr/io/xdmf.hpp>

namespace vagus {
namespace {

using Clock = std::chrono::steady_clock;

double Seconds(Clock::duration d) { return std::chrono::duration<double>(d).count(); }

std::string FormatDuration(double seconds) {
  if (!std::isfinite(seconds)) return "--:--:--";
  const auto s = static_cast<int64_t>(seconds + 0.5);
  return fmt::format("{:02d}:{:02d}:{:02d}", s / 3600, s / 60 % 60, s % 60);
}

std::string OutputPath(const std::string& directory, const std::string& name) {
  return (std::filesystem::path(directory) / name).string();
}

// What [output] asks of a run.
struct OutputSettings {
  std::string directory;
  int64_t plot_interval = 0;
  int64_t checkpoint_interval = 0;
  int64_t keep_checkpoints = 0;
  std::string history;      // file name in the directory; empty: none
  std::string diagnostics;  // file name in the directory; empty: none
  int64_t diagnostics_interval = 1;

  explicit OutputSettings(const input::Deck& deck)
      : directory(deck.GetString("output", "directory")),
        plot_interval(deck.GetInt("output", "plot_interval")),
        checkpoint_interval(deck.GetInt("output", "checkpoint_interval")),
        keep_checkpoints(deck.GetInt("output", "keep_checkpoints")),
        history(deck.GetString("autonomic", "history")),
        diagnostics(deck.GetString("output", "diagnostics")),
        diagnostics_interval(deck.GetInt("output", "diagnostics_interval")) {}
};

// "cells 131072/40960/12288  patches 8/12/9  imbalance 1.02/1.04/1.03": per level, finest last;
// imbalance is the partitioner's max_k load_k / (C_k x level load) of the level's last layout.
std::string LevelSummary(const amr::Simulation& sim) {
  std::string cells, patches, imbalance;
  for (int l = 0; l < sim.Hierarchy().NumLevels(); ++l) {
    cells += (l ? "/" : "") + std::to_string(sim.Hierarchy().Level(l).NumCells());
    patches += (l ? "/" : "") + std::to_string(sim.Hierarchy().Level(l).Patches().size());
    imbalance +=
        fmt::format("{}{:.2f}", l ? "/" : "", sim.Balancer().LastDistribution()[l].imbalance);
  }
  return "cells " + cells + "  patches " + patches + "  imbalance " + imbalance;
}

// One line per coarse step on rank 0: step, time, dt, the levels, speed, regrid time and the
// time left by the nearer of the two limits at this run's average pace.
class ProgressReport {
 public:
  ProgressReport(const amr::Simulation& sim, const RunControls& controls)
      : sim_(sim),
        controls_(controls),
        start_(Clock::now()),
        last_(start_),
        stop_(start_),
        first_step_(sim.Hierarchy().Steps()),
        first_time_(sim.Hierarchy().Time()),
        first_updates_(sim.Integrator().CellUpdates()),
        last_updates_(first_updates_) {}

  void AfterStep(double dt) {
    const auto now = Clock::now();
    const double step_seconds = Seconds(now - last_), elapsed = Seconds(now - start_);
    last_ = now;
    const int64_t updates = sim_.Integrator().CellUpdates() - last_updates_;
    last_updates_ = sim_.Integrator().CellUpdates();
    const double regrid = sim_.Timers().regrid - last_regrid_;
    last_regrid_ = sim_.Timers().regrid;
    const double by_time = elapsed * (controls_.stop_time - sim_.Hierarchy().Time()) /
                           (sim_.Hierarchy().Time() - first_time_);
    const double by_steps = elapsed * double(controls_.max_steps - sim_.Hierarchy().Steps()) /
                            double(sim_.Hierarchy().Steps() - first_step_);
    if (sim_.Hierarchy().GetComm().IsRoot())
      fmt::print(
          "step {:6d}  t = {:.6e}  dt = {:.3e}  {}  zone-cycles/s {:.3e}  regrid {:.3f} s  "
          "ETA {}\n",
          sim_.Hierarchy().Steps(), sim_.Hierarchy().Time(), dt, LevelSummary(sim_),
          double(updates) / step_seconds, regrid, FormatDuration(std::min(by_time, by_steps)));
  }

  // Ends the timed part of the run: the figures leave out the final plotfile and the summary.
  void Stop() { stop_ = Clock::now(); }
  [[nodiscard]] double WallSeconds() const { return Seconds(stop_ - start_); }
  // Cells updated by this run (not before a restart), on all levels.
  [[nodiscard]] double ZoneCycles() const {
    return double(sim_.Integrator().CellUpdates() - first_updates_);
  }

 private:
  const amr::Simulation& sim_;
  const RunControls& controls_;
  Clock::time_point start_, last_, stop_;
  int64_t first_step_;
  double first_time_;
  int64_t first_updates_, last_updates_;
  double last_regrid_ = 0.0;
};

// Collective: the plotfile of the current state (with its XDMF sidecar).
void WritePlot(const amr::Simulation& sim, const std::string& directory, const std::string& deck) {
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
  const std::string path = OutputPath(directory, amr::io::PlotfileName(header.step));
  amr::io::WritePlotfile(path, header, plots, sim.Hierarchy().GetComm());
  const std::string sidecar = amr::io::WriteXdmfSidecar(path, sim.Hierarchy().GetComm());
  if (sim.Hierarchy().GetComm().IsRoot()) fmt::print("wrote {} and {}\n", path, sidecar);
}

// Collective: the checkpoint of the current step (with the autonomic manager's state), reported
// by rank 0, which then prunes old ones. Returns this rank's seconds for it.
double SaveCheckpoint(Driver& driver, const OutputSettings& output, const std::string& deck,
                      const std::string& reason) {
  const amr::Simulation& sim = driver.Sim();
  const std::string path =
      OutputPath(output.directory, amr::io::CheckpointName(sim.Hierarchy().Steps()));
  const amr::io::CheckpointWriteStats stats =
      amr::io::WriteCheckpoint(path, sim, deck, driver.Autonomic().CheckpointState());
  if (!sim.Hierarchy().GetComm().IsRoot()) return stats.seconds;
  const double megabytes = double(stats.bytes) / 1e6;
  fmt::print("wrote {}{} ({:.1f} MB in {:.3f} s, {:.0f} MB/s)\n", path, reason, megabytes,
             stats.seconds, megabytes / stats.seconds);
  const int keep = static_cast<int>(output.keep_checkpoints);
  for (const std::string& removed :
       amr::io::PruneCheckpoints(output.directory, sim.Hierarchy().Steps(), keep))
    fmt::print("removed {} (output.keep_checkpoints = {})\n", removed, keep);
  return stats.seconds;
}

// The checkpoint --restart names: a path, or "latest" (the newest in the output directory).
std::string ResolveRestart(const std::string& restart, const std::string& directory,
                           const Comm& comm) {
  if (restart != "latest") return restart;
  std::string path;
  if (comm.IsRoot()) path = amr::io::LatestCheckpoint(directory).value_or("");
  comm.Broadcast(path);
  if (path.empty())
    throw UserError(
        fmt::format("--restart latest: no checkpoint (chk_NNNNNN.h5) in '{}'", directory));
  return path;
}

// A UserError about the checkpoint `--restart latest` chose, pointing at the next older one,
// which may well be sound.
UserError WithOlderCheckpoint(const UserError& error, const std::string& directory,
                              const Comm& comm) {
  std::string older;
  if (comm.IsRoot()) {
    const std::vector<std::string> all = amr::io::ListCheckpoints(directory);
    if (all.size() > 1) older = all[1];
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
      : start_(Clock::now()),
        options_(options),
        comm_(comm),
        deck_source_(DeckSource(options, comm)),
        deck_(LoadRunDeck(options, deck_source_, registry, comm)),
        resolved_(deck_.ToToml()),
        output_(deck_),
        wall_limit_(
            deck_.Has("run", "max_wall_time") ? deck_.GetDouble("run", "max_wall_time") : 0.0,
            start_) {
    EchoDeck();
    CheckOutputPaths();
    driver_ = std::make_unique<Driver>(deck_, registry, comm_);
    driver_->Autonomic().KeepDecisions(false);  // the run history records them
    if (deck_.GetBool("run", "memory_check")) {
      const std::string memory = CheckBaseLevelMemory(driver_->Sim(), comm_);
      if (comm_.IsRoot()) fmt::print("{}\n", memory);
    }
  }

  int Execute() {
    Start();
    ProgressReport progress(driver_->Sim(), driver_->Controls());
    Stop stop = Stop::kNo;
    auto step_start = Clock::now();
    driver_->RunToEnd([&](double dt) {
      InjectFault(FaultSite::kStep, driver_->Sim().Hierarchy().Steps());  // for tests only
      progress.AfterStep(dt);
      if (diagnostics_) diagnostics_->AfterStep(dt);
      const bool checkpointed = WriteDueOutput(stop);
      // A step is timed with the output after it: the next one may write as much.
      wall_limit_.AfterStep(Seconds(Clock::now() - step_start));
      if (stop == Stop::kNo && NearWallTimeLimit()) {
        stop = Stop::kWallTime;
        if (!checkpointed)
          SaveCheckpoint(*driver_, output_, resolved_, " before the wall-time limit");
      }
      if (comm_.IsRoot()) std::fflush(stdout);  // progress shows in a log file as it happens
      step_start = Clock::now();
      return stop == Stop::kNo;
    });
    progress.Stop();
    if (stop != Stop::kNo) {
      ReportStopped(stop);  // the run is cut short: the checkpoint is what matters
      return 0;
    }
    WriteFinalPlot();
    PrintSummary(progress);
    return 0;
  }

 private:
  void EchoDeck() const {
    if (comm_.IsRoot())
      fmt::print("vagus: {} on {} rank{}\n# resolved deck\n{}\n", DeckName(), comm_.size,
                 comm_.size == 1 ? "" : "s", resolved_);
  }

  // Every path the run writes to, before any work: the output directory (created when missing;
  // plotfiles and checkpoints go there), the run history and the diagnostics file.
  void CheckOutputPaths() const {
    amr::io::PrepareOutputDirectory(output_.directory, comm_);
    if (!output_.history.empty())
      amr::io::CheckWritableFile(HistoryPath(), "run history (autonomic.history)", comm_);
    if (!output_.diagnostics.empty())
      amr::io::CheckWritableFile(DiagnosticsPath(), "diagnostics file (output.diagnostics)",
                                 comm_);
  }

  [[nodiscard]] std::string DiagnosticsPath() const {
    return OutputPath(output_.directory, output_.diagnostics);
  }

  [[nodiscard]] std::string HistoryPath() const {
    return OutputPath(output_.directory, output_.history);
  }

  // From the problem or a checkpoint; then the run history and the diagnostics file.
  void Start() {
    if (options_.restart.empty())
      driver_->Initialize();
    else
      Restart();
    if (comm_.IsRoot()) fmt::print("initial hierarchy: {}\n", LevelSummary(driver_->Sim()));
    if (!output_.history.empty())
      driver_->Autonomic().OpenHistory(HistoryPath(), !options_.restart.empty());
    if (!output_.diagnostics.empty())
      diagnostics_ = std::make_unique<DiagnosticsFile>(
          DiagnosticsPath(), output_.diagnostics_interval, driver_->Sim(), !options_.restart.empty());
  }

  void Restart() {
    const std::string path = ResolveRestart(options_.restart, output_.directory, comm_);
    amr::io::CheckpointMetadata saved;
    try {
      saved = driver_->Restart(path);
    } catch (const UserError& e) {
      if (options_.restart != "latest") throw;
      throw WithOlderCheckpoint(e, output_.directory, comm_);
    }
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
    if (output_.plot_interval > 0 && sim.Hierarchy().Steps() % output_.plot_interval == 0)
      WritePlot(sim, output_.directory, resolved_);
    const SignalRequests::Agreed requests = signals_.Poll(comm_);
    const bool due = output_.checkpoint_interval > 0 &&
                     sim.Hierarchy().Steps() % output_.checkpoint_interval == 0;
    if (requests.stop) stop = Stop::kSigterm;
    if (!due && !requests.checkpoint) return false;
    const char* reason = requests.stop ? " on SIGTERM" : requests.checkpoint ? " on SIGUSR1" : "";
    wall_limit_.AfterCheckpoint(SaveCheckpoint(*driver_, output_, resolved_, reason));
    return true;
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

  void WriteFinalPlot() const {
    const amr::Simulation& sim = driver_->Sim();
    if (output_.plot_interval == 0 || sim.Hierarchy().Steps() % output_.plot_interval != 0)
      WritePlot(sim, output_.directory, resolved_);
  }

  void PrintSummary(const ProgressReport& progress) const {
    const amr::Simulation& sim = driver_->Sim();
    const std::vector<double> totals = sim.Hierarchy().StateTotals();
    // The share of the wall time the ranks spent in kernels: what waiting, imbalance and the
    // AMR machinery leave of the run, whatever speed the host ran at.
    const double kernel_share =
        comm_.Sum(sim.Timers().kernel) / (comm_.size * progress.WallSeconds());
    // How fast the cores ran the kernel: between runs, the host's speed apart from Vagus's.
    const double kernel_speed =
        sim.Timers().kernel > 0 ? double(sim.Timers().kernel_cells) / sim.Timers().kernel : 0.0;
    const double mean_speed = comm_.Sum(kernel_speed) / comm_.size;
    const double slowest_speed = comm_.Min(kernel_speed), fastest_speed = comm_.Max(kernel_speed);
    const amr::StepTimers& t = sim.Timers();
    const double waited = t.ghost_wait + t.reflux_wait;
    const double all_waited = comm_.Sum(waited), all_before_sent = comm_.Sum(t.wait_before_sent);
    if (!comm_.IsRoot()) return;
    const auto& fields = sim.Kernel().StateFields();
    for (size_t c = 0; c < fields.size(); ++c)
      fmt::print("total {} = {:.17g}\n", fields[c].name, totals[c]);
    fmt::print(
        "time on rank 0: kernel {:.3f} s, ghost filling {:.3f} s, refluxing and averaging "
        "{:.3f} s, regridding {:.3f} s ({} regrids); of the ghost filling, {:.3f} s waiting for "
        "messages, of the refluxing and averaging, {:.3f} s\n",
        t.kernel, t.ghost_fill, t.reflux, t.regrid, sim.Gridding().NumRegrids(), t.ghost_wait,
        t.reflux_wait);
    // Waiting before a message was sent is the sender's lateness (imbalance, whatever its cause);
    // the rest is the messages' transfer.
    const auto percent = [](double part, double whole) {
      return whole > 0 ? 100 * part / whole : 0.0;
    };
    if (comm_.size > 1)
      fmt::print(
          "waiting for messages: {:.3f} s on rank 0, {:.0f}% of it before they had been sent; "
          "{:.3f} s mean over ranks, {:.0f}% before sent\n",
          waited, percent(t.wait_before_sent, waited), all_waited / comm_.size,
          percent(all_before_sent, all_waited));
    // A decision's gather is the first collective after the step: it also waits for the slowest
    // rank, so it is reported apart from the sampling, which is this rank's own cost.
    const double wall = progress.WallSeconds();
    fmt::print("kernels: {:.1f}% of the wall time, mean over {} rank(s)\n", 100.0 * kernel_share,
               comm_.size);
    fmt::print(
        "kernel speed: {:.3e} cell updates per kernel second, mean over {} rank(s) ({:.3e} to "
        "{:.3e})\n",
        mean_speed, comm_.size, slowest_speed, fastest_speed);
    const AutonomicDriver& autonomic = driver_->Autonomic();
    fmt::print(
        "monitor on rank 0: sampling {:.4f} s ({:.2f}% of the run), decisions {:.4f} s (waiting "
        "for the slowest rank included)\n",
        autonomic.SamplingSeconds(), 100.0 * autonomic.SamplingSeconds() / wall,
        autonomic.DecidingSeconds());
    const double zone_cycles = progress.ZoneCycles();  // by this process
    fmt::print(
        "done: {} steps to t = {:.6e} in {:.3f} s wall; {:.3e} zone-cycles/s, {:.3e} per rank\n",
        sim.Hierarchy().Steps(), sim.Hierarchy().Time(), wall, zone_cycles / wall,
        zone_cycles / wall / comm_.size);
  }

  [[nodiscard]] std::string DeckName() const {
    return options_.deck_path.empty() ? deck_source_ + " (its deck)" : deck_source_;
  }

  Clock::time_point start_;  // when `vagus run` began: the wall-time limit counts from here
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
};

}  // namespace

int RunCommand(const RunOptions& options, amr::KernelRegistry& registry, const Comm& comm) {
  return DeckRun(options, registry, comm).Execute();
}

}  // namespace vagus
