// The progress line and the run's summary.
#include <vagus/driver/run_report.hpp>

#include <fmt/format.h>

#include <algorithm>
#include <cmath>

namespace vagus {
namespace {

std::string FormatDuration(double seconds) {
  if (!std::isfinite(seconds)) return "--:--:--";
  const auto s = static_cast<int64_t>(seconds + 0.5);
  return fmt::format("{:02d}:{:02d}:{:02d}", s / 3600, s / 60 % 60, s % 60);
}

}  // namespace

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

ProgressReport::ProgressReport(const amr::Simulation& sim, const RunControls& controls,
                               int64_t every_steps, double every_seconds)
    : sim_(sim),
      controls_(controls),
      every_steps_(every_steps),
      every_seconds_(every_seconds),
      first_step_(sim.Hierarchy().Steps()),
      last_line_step_(first_step_),
      first_time_(sim.Hierarchy().Time()),
      first_updates_(sim.Integrator().CellUpdates()),
      last_updates_(first_updates_) {}

void ProgressReport::AfterStep(double dt) {
  last_dt_ = dt;
  const int64_t step = sim_.Hierarchy().Steps();
  const bool due = step == first_step_ + 1 || (every_steps_ > 0 && step % every_steps_ == 0) ||
                   (every_seconds_ > 0 && run_.Seconds() - last_line_seconds_ >= every_seconds_);
  if (due) PrintLine(dt);
}

void ProgressReport::Stop() {
  wall_seconds_ = run_.Seconds();
  if (sim_.Hierarchy().Steps() != last_line_step_) PrintLine(last_dt_);
}

// Rates and the regrid time are over the steps since the previous line.
void ProgressReport::PrintLine(double dt) {
  const double elapsed = run_.Seconds(), seconds = elapsed - last_line_seconds_;
  last_line_seconds_ = elapsed;
  const int64_t updates = sim_.Integrator().CellUpdates() - last_updates_;
  last_updates_ = sim_.Integrator().CellUpdates();
  const double regrid = sim_.Timers().regrid - last_regrid_;
  last_regrid_ = sim_.Timers().regrid;
  const amr::PatchHierarchy& h = sim_.Hierarchy();
  last_line_step_ = h.Steps();
  const double by_time = elapsed * (controls_.stop_time - h.Time()) / (h.Time() - first_time_);
  const double by_steps =
      elapsed * double(controls_.max_steps - h.Steps()) / double(h.Steps() - first_step_);
  if (h.GetComm().IsRoot())
    fmt::print(
        "step {:6d}  t = {:.6e}  dt = {:.3e}  {}  zone-cycles/s {:.3e}  regrid {:.3f} s  ETA {}\n",
        h.Steps(), h.Time(), dt, LevelSummary(sim_), double(updates) / seconds, regrid,
        FormatDuration(std::min(by_time, by_steps)));
}

double ProgressReport::ZoneCycles() const {
  return double(sim_.Integrator().CellUpdates() - first_updates_);
}

void PrintRunSummary(const Driver& driver, const ProgressReport& progress, const Comm& comm) {
  const amr::Simulation& sim = driver.Sim();
  const std::vector<double> totals = sim.Hierarchy().StateTotals();
  // The share of the wall time the ranks spent in kernels: what waiting, imbalance and the
  // AMR machinery leave of the run, whatever speed the host ran at.
  const double kernel_share =
      comm.Sum(sim.Timers().kernel) / (comm.size * progress.WallSeconds());
  // How fast the cores ran the kernel: between runs, the host's speed apart from Vagus's.
  const double kernel_speed =
      sim.Timers().kernel > 0 ? double(sim.Timers().kernel_cells) / sim.Timers().kernel : 0.0;
  const double mean_speed = comm.Sum(kernel_speed) / comm.size;
  const double slowest_speed = comm.Min(kernel_speed), fastest_speed = comm.Max(kernel_speed);
  const amr::StepTimers& t = sim.Timers();
  const double waited = t.ghost_wait + t.reflux_wait;
  const double all_waited = comm.Sum(waited), all_before_sent = comm.Sum(t.wait_before_sent);
  if (!comm.IsRoot()) return;
  const auto& fields = sim.Kernel().StateFields();
  for (size_t c = 0; c < fields.size(); ++c)
    if (fields[c].conserved) fmt::print("total {} = {:.17g}\n", fields[c].name, totals[c]);
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
  if (comm.size > 1)
    fmt::print(
        "waiting for messages: {:.3f} s on rank 0, {:.0f}% of it before they had been sent; "
        "{:.3f} s mean over ranks, {:.0f}% before sent\n",
        waited, percent(t.wait_before_sent, waited), all_waited / comm.size,
        percent(all_before_sent, all_waited));
  // A decision's gather is the first collective after the step: it also waits for the slowest
  // rank, so it is reported apart from the sampling, which is this rank's own cost.
  const double wall = progress.WallSeconds();
  fmt::print("kernels: {:.1f}% of the wall time, mean over {} rank(s)\n", 100.0 * kernel_share,
             comm.size);
  fmt::print(
      "kernel speed: {:.3e} cell updates per kernel second, mean over {} rank(s) ({:.3e} to "
      "{:.3e})\n",
      mean_speed, comm.size, slowest_speed, fastest_speed);
  const AutonomicDriver& autonomic = driver.Autonomic();
  const double deciding = autonomic.DecidingSeconds() - autonomic.SkippedWaitSeconds();
  fmt::print(
      "monitor on rank 0: {:.2f}% of the run: sampling {:.4f} s, decisions {:.4f} s (their "
      "waits for the slowest rank included; {:.4f} s more waiting at regrids and checks that "
      "kept the last decision)\n",
      100.0 * (autonomic.SamplingSeconds() + deciding) / wall, autonomic.SamplingSeconds(),
      deciding, autonomic.SkippedWaitSeconds());
  const double zone_cycles = progress.ZoneCycles();  // by this process
  fmt::print(
      "done: {} steps to t = {:.6e} in {:.3f} s wall; {:.3e} zone-cycles/s, {:.3e} per rank\n",
      sim.Hierarchy().Steps(), sim.Hierarchy().Time(), wall, zone_cycles / wall,
      zone_cycles / wall / comm.size);
}


}  // namespace vagus
