// Berger-Oliger time stepping over the hierarchy, the CFL step and state checks.
#include <cmath>
#include <sstream>
#include <vagus/amr/level_integrator.hpp>
#include <vagus/base/error.hpp>
#include <vagus/base/stopwatch.hpp>

namespace vagus::amr {

LevelIntegrator::LevelIntegrator(PatchHierarchy& hierarchy, const Kernel& kernel,
                                 const BoundaryConditions& boundaries, GriddingAlgorithm& gridding,
                                 LoadBalancer& balancer, EngineObserver& observer)
    : hierarchy_(hierarchy),
      kernel_(kernel),
      boundaries_(boundaries),
      gridding_(gridding),
      balancer_(balancer),
      observer_(observer),
      stepper_(kernel),
      schedules_(hierarchy.MaxLevel() + 1),
      rates_(hierarchy.MaxLevel() + 1) {}

LevelIntegrator::~LevelIntegrator() = default;

LevelSchedules& LevelIntegrator::Schedules(int l) {
  std::unique_ptr<LevelSchedules>& s = schedules_[l];
  if (!s || !s->Current(hierarchy_, l)) {
    s = LevelSchedules::Build(hierarchy_, l, FluxComponentsOf(kernel_.StateFields()));
    stepper_.Reserve(hierarchy_.Level(l));
  }
  return *s;
}

double LevelIntegrator::LocalRate(int l) const {
  const CachedRate& rate = rates_[l];
  return rate.generation == hierarchy_.Generation(l) ? rate.value : -1.0;
}

void LevelIntegrator::SetLocalRate(int l, double rate) {
  rates_[l] = {rate, hierarchy_.Generation(l)};
}

double LevelIntegrator::SignalRate(int l) const {
  // Every rank holds a rate for the level (>= 0) or none (-1), so the maximum is the global rate
  // or "none"; StableDt's result from it is the same on any number of ranks.
  return hierarchy_.GetComm().Max(LocalRate(l));
}

void LevelIntegrator::SetSignalRate(int l, double rate) { SetLocalRate(l, rate); }

void LevelIntegrator::ReportGhostFill(int l, double seconds) {
  ghost_fill_seconds_ += seconds;
  observer_.PartTimed(EnginePart::kGhostFill, l, seconds);
}

void LevelIntegrator::StartGhostFill(int l, double time) {
  const Stopwatch watch;
  LevelSchedules& s = Schedules(l);
  PatchLevel& level = hierarchy_.Level(l);
  // Same-level messages leave before the coarse-fine work, not after it: a neighbour waiting for
  // them gets them sooner (the two fill disjoint ghost cells).
  s.exchange->Start();
  if (l > 0) {
    const double alpha = hierarchy_.CoarseAlpha(l, time);
    s.coarse_fine->Start(hierarchy_.Level(l - 1), alpha);
    s.coarse_fine->FillLocal(level, alpha, time, kernel_, boundaries_);
  }
  ReportGhostFill(l, watch.Seconds());
}

void LevelIntegrator::FinishGhostFill(int l, double time) {
  const Stopwatch watch;
  LevelSchedules& s = Schedules(l);
  const auto waits = [&] {
    return l > 0 ? s.exchange->Waits() + s.coarse_fine->Waits() : s.exchange->Waits();
  };
  const MessageWaits before = waits();
  if (l > 0)
    s.coarse_fine->Finish(hierarchy_.Level(l), hierarchy_.CoarseAlpha(l, time), time, kernel_,
                          boundaries_);
  s.exchange->Finish();
  MessageWaits waited = waits() - before;
  for (const auto& [rank, seconds] : s.exchange->LastWaitPerRank())
    observer_.LinkWaited(rank, seconds);
  for (const auto& [rank, bytes] : s.exchange->BytesPerRank()) {
    observer_.MessageSent(rank, bytes);
    // Time an observer spends on a message (an emulated slow link) is waiting on that link.
    const Stopwatch message;
    observer_.AfterMessage(rank, bytes);
    const double delayed = message.Seconds();
    observer_.LinkWaited(rank, delayed);
    waited.seconds += delayed;
  }
  observer_.Waited(EnginePart::kGhostFill, waited);
  ReportGhostFill(l, watch.Seconds());
}

void LevelIntegrator::FillPhysicalBoundaries(int l, Patch& p, double time) {
  const Domain& domain = hierarchy_.GetDomain(l);
  for (int d = 0; d < kDim; ++d) {
    if (domain.periodic[d] || !domain.Active(d)) continue;
    if (p.box.lo[d] == domain.box.lo[d])
      kernel_.FillBoundary(p, domain, time, d, 0, boundaries_.kind[d][0]);
    if (p.box.hi[d] == domain.box.hi[d])
      kernel_.FillBoundary(p, domain, time, d, 1, boundaries_.kind[d][1]);
  }
}

void LevelIntegrator::FillGhosts(int l) {
  const double time = hierarchy_.Time(l);
  StartGhostFill(l, time);
  FinishGhostFill(l, time);
  const Stopwatch watch;
  for (Patch& p : hierarchy_.Level(l).LocalPatches()) FillPhysicalBoundaries(l, p, time);
  FenceKernels();
  ReportGhostFill(l, watch.Seconds());
}

double LevelIntegrator::LevelRate(int l) const {
  const double known = LocalRate(l);
  if (known >= 0.0) return known;
  double rate = 0.0;
  for (const Patch& p : hierarchy_.Level(l).LocalPatches())
    rate = std::max(rate, kernel_.MaxSignalRate(p, hierarchy_.GetDomain(l), hierarchy_.Time(l)));
  return rate;
}

double LevelIntegrator::StableDt(double cfl) {
  // Rates scaled to the coarse step: a level's step is the coarse one over ratio^l.
  double rate = 0.0;
  double scale = 1.0;
  const Comm& comm = hierarchy_.GetComm();
  for (int l = 0; l < hierarchy_.NumLevels(); ++l) {
    SetLocalRate(l, LevelRate(l));
    rate = std::max(rate, LocalRate(l) / scale);
    scale *= hierarchy_.Ratio();
  }
  rate = comm.Max(rate);
  if (!std::isfinite(rate)) {
    for (int l = 0; l < hierarchy_.NumLevels(); ++l)
      if (!std::isfinite(comm.Max(LocalRate(l)))) ReportBadState(l);
  }
  VAGUS_ASSERT(rate > 0.0, "zero signal speed everywhere: no time scale to step with");
  return cfl / rate;
}

void LevelIntegrator::Advance(double dt) {
  step_ = hierarchy_.Steps(0) + 1;
  observer_.BeginStep(step_);
  AdvanceLevel(0, dt);
  observer_.EndStep(step_);
  // The balancer may answer what this step measured without waiting for the next regrid.
  if (!RegridsAfterThisStep(0) && balancer_.AdaptBetweenRegrids(hierarchy_)) Rebalance();
}

KernelStepper::Registers LevelIntegrator::RegistersOf(int l) {
  KernelStepper::Registers registers;
  if (l + 1 < hierarchy_.NumLevels()) registers.to_finer = Schedules(l + 1).flux_register.get();
  if (l > 0) registers.to_coarser = Schedules(l).flux_register.get();
  return registers;
}

template <class Update>
void LevelIntegrator::UpdatePatches(int l, double time, const std::vector<std::size_t>& which,
                                    double& kernel_seconds, const Update& update) {
  std::vector<Patch>& local = hierarchy_.Level(l).LocalPatches();
  {
    const Stopwatch watch;
    for (std::size_t n : which) FillPhysicalBoundaries(l, local[n], time);
    ReportGhostFill(l, watch.Seconds());
  }
  const Stopwatch watch;
  update(which);
  FenceKernels();
  kernel_seconds += watch.Seconds();
}

template <class Update>
void LevelIntegrator::FillAndUpdate(int l, double time, const LevelSchedules& schedule,
                                    double& kernel_seconds, const Update& update) {
  StartGhostFill(l, time);
  if (kernel_.LaunchesPerLevel()) {
    // One call for all the level's patches: every ghost cell is filled first.
    FinishGhostFill(l, time);
    UpdatePatches(l, time, schedule.all, kernel_seconds, update);
    return;
  }
  // Patches whose ghost cells come from this rank alone are updated while the others' messages
  // travel.
  UpdatePatches(l, time, schedule.local_sources, kernel_seconds, update);
  FinishGhostFill(l, time);
  UpdatePatches(l, time, schedule.remote_sources, kernel_seconds, update);
}

void LevelIntegrator::TakeStep(int l, double dt, double& kernel_seconds) {
  const LevelSchedules& schedule = Schedules(l);
  const KernelStepper::Registers registers = RegistersOf(l);
  PatchLevel& level = hierarchy_.Level(l);
  const double time = hierarchy_.Time(l);
  double rate = 0.0;
  const auto advance = [&](const std::vector<std::size_t>& which) {
    rate = std::max(rate, stepper_.Advance(level, which, time, dt, registers));
  };
  FillAndUpdate(l, time, schedule, kernel_seconds, advance);
  SetLocalRate(l, rate);
}

void LevelIntegrator::TakeStage(int l, double dt, int stage, double& kernel_seconds) {
  const LevelSchedules& schedule = Schedules(l);
  const KernelStepper::Registers registers = RegistersOf(l);
  PatchLevel& level = hierarchy_.Level(l);
  const double time = hierarchy_.Time(l);
  const RungeKuttaStage& coefficients = StagesOf(kernel_.Scheme())[stage];
  const double stage_time = time + coefficients.c * dt;
  const auto run = [&](const std::vector<std::size_t>& which) {
    stepper_.RunStage(level, which, time, dt, coefficients, stage, registers);
  };
  FillAndUpdate(l, stage_time, schedule, kernel_seconds, run);
}

void LevelIntegrator::AdvanceLevel(int l, double dt) {
  PatchLevel& level = hierarchy_.Level(l);
  const bool has_finer = l + 1 < hierarchy_.NumLevels();
  const bool stages = kernel_.Scheme() != TimeScheme::kOneStage;
  // The state at the start of the step: the finer level's ghost cells interpolate in time from
  // it, and Runge-Kutta stages start from it.
  if (has_finer || stages) level.SaveOldState();
  if (has_finer) Schedules(l + 1).flux_register->Reset();
  double seconds = 0.0;
  if (stages) {
    const int num_stages = static_cast<int>(StagesOf(kernel_.Scheme()).size());
    for (int s = 0; s < num_stages; ++s) TakeStage(l, dt, s, seconds);
    SetLocalRate(l, -1.0);  // found by the next StableDt
  } else {
    TakeStep(l, dt, seconds);
  }
  {
    // Time an observer spends here (an emulated slower rank) is the kernels'.
    const Stopwatch watch;
    observer_.AfterKernels(l, seconds);
    seconds += watch.Seconds();
  }
  observer_.KernelsTimed(l, seconds, level.NumLocalCells());
  cell_updates_ += level.NumCells();
  hierarchy_.AdvanceTime(l, dt);

  if (has_finer) {
    for (int s = 0; s < hierarchy_.Ratio(); ++s) AdvanceLevel(l + 1, dt / hierarchy_.Ratio());
    // Every finer level exactly in step, whatever the rounding of the substeps: the next first
    // substep of each then starts at time fraction 0 of its coarser level's step.
    for (int m = l + 1; m < hierarchy_.NumLevels(); ++m) hierarchy_.SetTime(m, hierarchy_.Time(l));
    Synchronize(l);
  }
  if (RegridsAfterThisStep(l)) Regrid(l);
}

void LevelIntegrator::Synchronize(int l) {
  const Stopwatch watch;
  // Both touch the coarse level, on disjoint cells (beside the fine level, and under it): their
  // messages travel together.
  LevelSchedules& finer = Schedules(l + 1);
  PatchLevel& level = hierarchy_.Level(l);
  const auto waits = [&] { return finer.flux_register->Waits() + finer.average_down->Waits(); };
  const MessageWaits before = waits();
  finer.flux_register->StartReflux();
  finer.average_down->Start(hierarchy_.Level(l + 1), level);
  finer.flux_register->FinishReflux(level);
  finer.average_down->Finish(level);
  observer_.Waited(EnginePart::kReflux, waits() - before);
  SetLocalRate(l, -1.0);  // refluxing and averaging changed the coarse cells
  observer_.PartTimed(EnginePart::kReflux, l, watch.Seconds());
}

void LevelIntegrator::Regrid(int l) {
  const int max_level = gridding_.Options().max_level;
  if (l > 0 && l >= max_level) return;
  // The base level moves to the owners the balancer decides at this point; the regrid rebuilds
  // every level above it with them.
  if (l == 0) balancer_.Adapt(hierarchy_);
  // The ghost filling done for tagging is ghost filling, not also regridding: the parts of the
  // time report add up to the rank's time.
  const Stopwatch watch;
  const double ghost_fill_before = ghost_fill_seconds_;
  if (l == 0) gridding_.RebalanceBase(hierarchy_);
  if (l < max_level) {
    gridding_.Regrid(hierarchy_, l, *this);
    // Kept levels too: their rates are found again, as for rebuilt ones, so that the run's bits
    // do not depend on whether a level was rebuilt.
    for (int m = l + 1; m <= max_level; ++m) rates_[m].value = -1.0;
  }
  observer_.PartTimed(EnginePart::kRegrid, l,
                      watch.Seconds() - (ghost_fill_seconds_ - ghost_fill_before));
}

void LevelIntegrator::Rebalance() {
  const Stopwatch watch;
  // The levels' signal rates from their last updates stay known on the new layouts, as every
  // rank's now: the next step is then the one it would have been without the rebalance.
  std::vector<double> rates;
  for (int l = 0; l < hierarchy_.NumLevels(); ++l) rates.push_back(SignalRate(l));
  gridding_.Rebalance(hierarchy_);
  for (int l = 0; l < hierarchy_.NumLevels(); ++l) SetLocalRate(l, rates[l]);
  observer_.PartTimed(EnginePart::kRegrid, 0, watch.Seconds());
}

void LevelIntegrator::ReportBadState(int l) {
  std::ostringstream local;
  const Domain& domain = hierarchy_.GetDomain(l);
  const Comm& comm = hierarchy_.GetComm();
  for (const Patch& p : hierarchy_.Level(l).LocalPatches()) {
    const auto bad = kernel_.FindBadCell(p);
    if (!bad) continue;
    local << "non-physical state after step " << hierarchy_.Steps(0)
          << " (t = " << hierarchy_.Time(0) << "): level " << l << ", rank " << comm.rank
          << ", patch " << p.id << " " << p.box << ", cell " << bad->cell << " at x = ("
          << domain.CellCenter(0, bad->cell[0]) << ", " << domain.CellCenter(1, bad->cell[1])
          << ", " << domain.CellCenter(2, bad->cell[2]) << "): " << bad->what;
    break;
  }
  // The first rank (in rank order) that found one tells everybody.
  const std::string mine = local.str();
  const double negated_rank = comm.Max(mine.empty() ? -1e9 : -comm.rank);
  if (negated_rank < -1e8)
    throw RunError("signal speed is not finite after step " + std::to_string(hierarchy_.Steps(0)) +
                   ", although every cell has positive density and pressure");
  std::string message = mine;
  comm.Broadcast(message, static_cast<int>(-negated_rank));
  throw RunError(message);
}

}  // namespace vagus::amr
