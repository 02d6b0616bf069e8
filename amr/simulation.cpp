// Berger-Oliger time stepping over the hierarchy, regridding, the CFL step and state checks.
#include <vagus/amr/simulation.hpp>

#include <chrono>
#include <cmath>
#include <limits>
#include <sstream>

#include <vagus/base/error.hpp>
#include <vagus/amr/chop.hpp>
#include <vagus/amr/level_copy.hpp>
#include <vagus/amr/nesting.hpp>
#include <vagus/amr/tag_blocks.hpp>
#include <vagus/amr/tile_clustering.hpp>

namespace vagus::amr {
namespace {

// Adds the scope's wall seconds to `total`, less what `counted_elsewhere` (another timer, of a
// part done within the scope) gained meanwhile: each second is reported in one part only.
class ScopedTimer {
 public:
  explicit ScopedTimer(double& total, const double* counted_elsewhere = nullptr)
      : total_(total),
        elsewhere_(counted_elsewhere),
        elsewhere_start_(counted_elsewhere != nullptr ? *counted_elsewhere : 0.0),
        start_(Clock::now()) {}
  ~ScopedTimer() {
    const double nested = elsewhere_ != nullptr ? *elsewhere_ - elsewhere_start_ : 0.0;
    total_ += std::chrono::duration<double>(Clock::now() - start_).count() - nested;
  }

 private:
  using Clock = std::chrono::steady_clock;
  double& total_;
  const double* elsewhere_;
  double elsewhere_start_;
  Clock::time_point start_;
};

}  // namespace

// The schedules built from a level's layout (and its coarser level's).
struct Simulation::Schedules {
  std::unique_ptr<GhostExchange> exchange;
  std::unique_ptr<CoarseFineFiller> coarse_fine;  // fills this level's ghosts from level l - 1
  std::unique_ptr<FluxRegister> flux_register;    // the interface between l - 1 and l
  std::unique_ptr<AverageDown> average_down;      // this level onto l - 1
  // Local patches (indices into LocalPatches()) whose ghost cells all come from this rank,
  // updated while the messages for the others travel; and the others.
  std::vector<std::size_t> local_sources, remote_sources;
};

Simulation::Simulation(const amr::Kernel& kernel, const Domain& base_domain,
                       const AmrOptions& options, const BoundaryConditions& boundaries,
                       const Comm& comm)
    : kernel_(kernel),
      workspace_(static_cast<int>(kernel.StateFields().size()), kernel.ScratchComponents()),
      options_(options),
      boundaries_(boundaries),
      comm_(comm) {
  VAGUS_ASSERT(options_.max_level == 0 || options_.blocking_factor % options_.ratio == 0,
               "the blocking factor must be a multiple of the refinement ratio");
  domains_.push_back(base_domain);
  for (int l = 1; l <= options_.max_level; ++l)
    domains_.push_back(domains_.back().Refined(options_.ratio));
}

Simulation::~Simulation() = default;

std::vector<PatchInfo> Simulation::LayOut(int l, const BoxList& boxes, const PatchLevel* previous,
                                          bool may_split) {
  DistributionRequest request;
  request.level = l;
  request.boxes = boxes;
  request.num_components = static_cast<int>(kernel_.StateFields().size());
  request.blocking_factor = options_.blocking_factor;
  request.base_domain = domains_[0].box;
  request.num_ranks = comm_.size;
  request.may_split = may_split;
  request.previous = previous;
  request.ratio_to_base = request.substeps = Substeps(l);
  distribution_metrics_.resize(std::max<size_t>(distribution_metrics_.size(), l + 1));
  return Distribute(request, LevelPolicy(l, boxes), &distribution_metrics_[l]);
}

DistributionPolicy Simulation::LevelPolicy(int l, const BoxList& boxes) const {
  if (policy_.per_level || levels_.size() < 2) return policy_;
  std::vector<double> held(comm_.size, 0.0);  // work on the other levels, per rank
  double total = 0;
  for (int m = 0; m < static_cast<int>(levels_.size()); ++m) {
    if (m == l || !levels_[m]) continue;
    for (const PatchInfo& p : levels_[m]->Patches()) {
      const double work = static_cast<double>(p.box.NumCells()) * Substeps(m);
      held[p.owner] += work;
      total += work;
    }
  }
  for (const Box& b : boxes) total += static_cast<double>(b.NumCells()) * Substeps(l);
  DistributionPolicy level = policy_;
  level.capacity.assign(comm_.size, 0.0);
  double sum = 0;
  for (int k = 0; k < comm_.size; ++k) {
    const double c = policy_.capacity.empty() ? 1.0 / comm_.size : policy_.capacity[k];
    sum += level.capacity[k] = std::max(0.0, c * total - held[k]);
  }
  if (!(sum > 0)) return policy_;
  for (double& c : level.capacity) c /= sum;
  return level;
}

std::unique_ptr<PatchLevel> Simulation::MakeLevel(int l, const BoxList& boxes,
                                                  const PatchLevel* previous, bool may_split) {
  return MakeLevel(l, LayOut(l, boxes, previous, may_split));
}

std::unique_ptr<PatchLevel> Simulation::MakeLevel(int l, std::vector<PatchInfo> patches) {
  auto level = std::make_unique<PatchLevel>(l, domains_[l], std::move(patches),
                                            static_cast<int>(kernel_.StateFields().size()),
                                            kernel_.GhostWidth(), comm_.rank);
  IntVect largest{0, 0, 0};
  for (const Patch& p : level->LocalPatches()) largest = Max(largest, p.DataBox().Size());
  workspace_.Reserve(largest);
  return level;
}

bool Simulation::SameLayout(const std::vector<PatchInfo>& patches, const PatchLevel& level) {
  if (patches.size() != level.Patches().size()) return false;
  for (std::size_t n = 0; n < patches.size(); ++n)
    if (patches[n].box != level.Patches()[n].box || patches[n].owner != level.Patches()[n].owner)
      return false;
  return true;
}

void Simulation::BuildSchedules(int l) {
  auto s = std::make_unique<Schedules>();
  s->exchange = std::make_unique<GhostExchange>(*levels_[l], comm_);
  if (l > 0) {
    const PatchLevel &coarse = *levels_[l - 1], &fine = *levels_[l];
    s->coarse_fine = std::make_unique<CoarseFineFiller>(coarse, fine, options_.ratio,
                                                        UncoveredGhostRegions(fine), comm_);
    s->flux_register = std::make_unique<FluxRegister>(coarse, fine, options_.ratio, comm_);
    s->average_down = std::make_unique<AverageDown>(coarse, fine, options_.ratio, comm_);
  }
  const std::vector<Patch>& local = levels_[l]->LocalPatches();
  for (std::size_t n = 0; n < local.size(); ++n) {
    const bool remote = s->exchange->HasRemoteSources(local[n].id) ||
                        (s->coarse_fine && s->coarse_fine->HasRemoteSources(local[n].id));
    (remote ? s->remote_sources : s->local_sources).push_back(n);
  }
  schedules_.resize(std::max<size_t>(schedules_.size(), l + 1));
  schedules_[l] = std::move(s);
}

BoxList Simulation::BaseBoxes() const {
  return ChopToSize({domains_[0].box}, options_.max_patch_cells, options_.blocking_factor);
}

int64_t Simulation::LargestAdmittedPatch() const {
  int64_t largest = 0;
  for (int64_t cells : policy_.max_patch_cells) {
    if (cells <= 0) return options_.max_patch_cells;  // a rank without a limit
    largest = std::max(largest, cells);
  }
  return largest > 0 ? std::min(largest, options_.max_patch_cells) : options_.max_patch_cells;
}

void Simulation::Initialize() {
  const BoxList boxes = BaseBoxes();
  base_largest_ = LargestAdmittedPatch();
  levels_.clear();
  schedules_.clear();
  levels_.push_back(MakeLevel(0, boxes, nullptr, true));
  BuildSchedules(0);
  time_.assign(1, 0.0);
  old_time_.assign(1, 0.0);
  steps_.assign(1, 0);
  local_rate_.assign(1, -1.0);
  for (Patch& p : levels_[0]->LocalPatches()) kernel_.InitializePatch(p, domains_[0]);

  // Refined levels, one at a time, each from the tags on the one below and set from the problem.
  for (int l = 0; l < options_.max_level; ++l) {
    levels_[l]->SaveOldState();  // level l + 1's ghost filling interpolates in time from it
    const BoxList fine = NewFineBoxes(l);
    if (fine.empty()) break;
    levels_.push_back(MakeLevel(l + 1, fine, nullptr, true));
    for (Patch& p : levels_[l + 1]->LocalPatches()) kernel_.InitializePatch(p, domains_[l + 1]);
    BuildSchedules(l + 1);
    time_.push_back(0.0);
    old_time_.push_back(0.0);
    steps_.push_back(0);
    local_rate_.push_back(-1.0);
  }
  // The coarse cells under finer ones hold the average of the finer data from the start.
  for (int l = NumLevels() - 1; l > 0; --l)
    schedules_[l]->average_down->Apply(*levels_[l], *levels_[l - 1]);
  if (options_.check_invariants) CheckInvariants();
}

void Simulation::StartGhostFill(int l) {
  ScopedTimer timer(timers_.ghost_fill);
  Schedules& s = *schedules_[l];
  PatchLevel& level = *levels_[l];
  // Same-level messages leave before the coarse-fine work, not after it: a neighbour waiting for
  // them gets them sooner (the two fill disjoint ghost cells).
  s.exchange->Start();
  if (l > 0) {
    s.coarse_fine->Start(*levels_[l - 1], CoarseAlpha(l));
    s.coarse_fine->FillLocal(level, CoarseAlpha(l), time_[l], kernel_, boundaries_);
  }
}

void Simulation::FinishGhostFill(int l) {
  ScopedTimer timer(timers_.ghost_fill);
  Schedules& s = *schedules_[l];
  const auto waits = [&] {
    return l > 0 ? s.exchange->Waits() + s.coarse_fine->Waits() : s.exchange->Waits();
  };
  const MessageWaits before = waits();
  if (l > 0) s.coarse_fine->Finish(*levels_[l], CoarseAlpha(l), time_[l], kernel_, boundaries_);
  s.exchange->Finish();
  const MessageWaits waited = waits() - before;
  timers_.ghost_wait += waited.seconds;
  timers_.wait_before_sent += waited.before_sent;
  timers_.links.resize(comm_.size);
  for (const auto& [rank, bytes] : s.exchange->BytesPerRank()) {
    timers_.links[rank].bytes_sent += bytes;
    ++timers_.links[rank].messages_sent;
  }
  for (const auto& [rank, seconds] : s.exchange->LastWaitPerRank())
    timers_.links[rank].wait_seconds += seconds;
  if (after_message_)
    for (const auto& [rank, bytes] : s.exchange->BytesPerRank()) {
      const double delayed = after_message_(rank, bytes);
      timers_.links[rank].wait_seconds += delayed;
      timers_.ghost_wait += delayed;
    }
}

double Simulation::CoarseAlpha(int l) const {
  // Time fraction of this level's time within the coarser level's last step.
  const double span = time_[l - 1] - old_time_[l - 1];
  return span > 0.0 ? (time_[l] - old_time_[l - 1]) / span : 0.0;
}

void Simulation::FillPhysicalBoundaries(int l, Patch& p) {
  const Domain& domain = domains_[l];
  for (int d = 0; d < kDim; ++d) {
    if (domain.periodic[d] || !domain.Active(d)) continue;
    if (p.box.lo[d] == domain.box.lo[d])
      kernel_.FillBoundary(p, domain, time_[l], d, 0, boundaries_.kind[d][0]);
    if (p.box.hi[d] == domain.box.hi[d])
      kernel_.FillBoundary(p, domain, time_[l], d, 1, boundaries_.kind[d][1]);
  }
}

void Simulation::FillGhosts(int l) {
  StartGhostFill(l);
  FinishGhostFill(l);
  ScopedTimer timer(timers_.ghost_fill);
  for (Patch& p : levels_[l]->LocalPatches()) FillPhysicalBoundaries(l, p);
  Kokkos::fence();
}

double Simulation::LevelRate(int l) const {
  if (local_rate_[l] >= 0.0) return local_rate_[l];
  double rate = 0.0;
  for (const Patch& p : levels_[l]->LocalPatches())
    rate = std::max(rate, kernel_.MaxSignalRate(p, domains_[l], time_[l]));
  return rate;
}

double Simulation::StableDt(double cfl) {
  // Rates scaled to the coarse step: a level's step is the coarse one over ratio^l.
  double rate = 0.0;
  double scale = 1.0;
  for (int l = 0; l < NumLevels(); ++l) {
    local_rate_[l] = LevelRate(l);
    rate = std::max(rate, local_rate_[l] / scale);
    scale *= options_.ratio;
  }
  rate = comm_.Max(rate);
  if (!std::isfinite(rate)) {
    for (int l = 0; l < NumLevels(); ++l)
      if (!std::isfinite(comm_.Max(local_rate_[l]))) ReportBadState(l);
  }
  VAGUS_ASSERT(rate > 0.0, "zero signal speed everywhere: no time scale to step with");
  return cfl / rate;
}

void Simulation::Advance(double dt) {
  if (before_step_) before_step_();
  AdvanceLevel(0, dt);
  if (after_step_) after_step_();
}

void Simulation::UpdatePatches(int l, double dt, const std::vector<std::size_t>& which,
                               double& kernel_seconds) {
  const bool has_finer = l + 1 < NumLevels();
  std::vector<Patch>& local = levels_[l]->LocalPatches();
  {
    ScopedTimer timer(timers_.ghost_fill);
    for (std::size_t n : which) FillPhysicalBoundaries(l, local[n]);
  }
  ScopedTimer timer(kernel_seconds);
  for (std::size_t n : which) {
    Patch& p = local[n];
    const AdvanceArrays arrays = workspace_.ArraysFor(p);
    local_rate_[l] =
        std::max(local_rate_[l], kernel_.Advance(p, domains_[l], time_[l], dt, arrays));
    if (has_finer) schedules_[l + 1]->flux_register->StoreCoarse(p, arrays.flux, dt);
    if (l > 0) schedules_[l]->flux_register->AccumulateFine(p, arrays.flux, dt);
  }
  Kokkos::fence();
}

void Simulation::AdvanceLevel(int l, double dt) {
  PatchLevel& level = *levels_[l];
  const bool has_finer = l + 1 < NumLevels();
  if (has_finer) {
    level.SaveOldState();
    schedules_[l + 1]->flux_register->Reset();
  }
  // Patches whose ghost cells come from this rank alone are updated while the others' messages
  // travel.
  const Schedules& schedule = *schedules_[l];
  double seconds = 0.0;
  local_rate_[l] = 0.0;
  StartGhostFill(l);
  UpdatePatches(l, dt, schedule.local_sources, seconds);
  FinishGhostFill(l);
  UpdatePatches(l, dt, schedule.remote_sources, seconds);
  if (after_kernel_) seconds += after_kernel_(l, seconds);
  timers_.kernel += seconds;
  timers_.kernel_cells += level.NumLocalCells();
  timers_.level_kernel.resize(std::max<size_t>(timers_.level_kernel.size(), l + 1), 0.0);
  timers_.level_kernel[l] += seconds;
  cell_updates_ += level.NumCells();
  old_time_[l] = time_[l];
  time_[l] += dt;
  ++steps_[l];

  if (has_finer) {
    for (int s = 0; s < options_.ratio; ++s) AdvanceLevel(l + 1, dt / options_.ratio);
    // Every finer level exactly in step, whatever the rounding of the substeps: the next first
    // substep of each then starts at time fraction 0 of its coarser level's step.
    for (int m = l + 1; m < NumLevels(); ++m) time_[m] = time_[l];
    ScopedTimer timer(timers_.reflux);
    // Both touch the coarse level, on disjoint cells (beside the fine level, and under it): their
    // messages travel together.
    Schedules& finer = *schedules_[l + 1];
    const auto waits = [&] { return finer.flux_register->Waits() + finer.average_down->Waits(); };
    const MessageWaits before = waits();
    finer.flux_register->StartReflux();
    finer.average_down->Start(*levels_[l + 1], level);
    finer.flux_register->FinishReflux(level);
    finer.average_down->Finish(level);
    const MessageWaits waited = waits() - before;
    timers_.reflux_wait += waited.seconds;
    timers_.wait_before_sent += waited.before_sent;
    local_rate_[l] = -1.0;  // refluxing and averaging changed the coarse cells
  }
  if (steps_[l] % options_.regrid_interval != 0) return;
  if (l == 0)
    Adapt();
  else if (l < options_.max_level)
    Regrid(l);
}

void Simulation::Adapt() {
  if (before_adaptation_) before_adaptation_();
  // The base level moves to the new owners; the regrid rebuilds every level above it with them.
  (void)RebalanceLevel(0);
  if (options_.max_level > 0) Regrid(0);
}

int64_t Simulation::Rebalance() {
  int64_t sent = 0;
  for (int l = 0; l < NumLevels(); ++l) sent += RebalanceLevel(l);
  return sent;
}

int64_t Simulation::RebalanceLevel(int l) {
  ScopedTimer timer(timers_.regrid);
  PatchLevel& current = *levels_[l];
  // The base level is cut afresh from the domain when the largest patch a rank may hold has grown
  // since it was laid out, so that pieces split for a smaller limit (a patch-size trial, a memory
  // limit) merge again. Splits for a smaller limit need no recut: the partitioner makes them.
  const bool recut = l == 0 && base_largest_ > 0 && LargestAdmittedPatch() > base_largest_;
  if (l == 0) base_largest_ = LargestAdmittedPatch();
  std::vector<PatchInfo> patches = LayOut(l, recut ? BaseBoxes() : current.Boxes(), &current, true);
  if (SameLayout(patches, current)) return 0;
  std::unique_ptr<PatchLevel> fresh = MakeLevel(l, std::move(patches));
  const int64_t sent = CopyOverlaps(current, *fresh, comm_);
  levels_[l] = std::move(fresh);
  local_rate_[l] = -1.0;
  BuildSchedules(l);
  if (l + 1 < NumLevels()) BuildSchedules(l + 1);
  bytes_moved_ += sent;
  return sent;
}

BoxList Simulation::NewFineBoxes(int l) {
  PatchLevel& level = *levels_[l];
  FillGhosts(l);
  const Domain& domain = domains_[l];
  const int block = options_.blocking_factor / options_.ratio;
  const BoxList region = CoarseNestingRegion(level.Boxes(), domain, options_.nesting_buffer, block);
  TileClusterOptions cluster;
  cluster.buffer_cells = options_.buffer_cells;
  cluster.efficiency = options_.efficiency;
  cluster.block = block;
  cluster.tile_blocks = options_.cluster_tile;
  TagBlockBuilder blocks(domain, region, cluster);
  for (const Patch& p : level.LocalPatches()) {
    const IntVect n = p.box.Size();
    TagView tags("amr::Tags", n[2], n[1], n[0]);
    kernel_.TagCells(p, domains_[l], time_[l], tags);
    auto host = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), tags);
    blocks.Add(p.box, host.data());
  }
  // No size limit while clustering: the region refined must not depend on the patch size limit
  // (clustering would drop untagged pieces of chopped boxes). The fine boxes are chopped after.
  const BoxList clusters = ClusterBlocksAcrossRanks(blocks.Blocks(), level, cluster, comm_);
  if (clusters.empty()) return {};
  const IntVect ratio = domain.RatioVect(options_.ratio);
  // Clipping to the nesting region cuts clusters along the region's own box boundaries; the
  // pieces are joined again where they can be, so the kernel gets fat patches.
  BoxList fine;
  for (const Box& b : Coalesce(Restrict(clusters, region))) fine.push_back(b.Refine(ratio));
  return ChopToSize(fine, options_.max_patch_cells, options_.blocking_factor);
}

void Simulation::Regrid(int base) {
  // The ghost filling done for tagging is ghost filling (its waits are in ghost_wait), not also
  // regridding: the parts of the time report add up to the rank's time.
  ScopedTimer timer(timers_.regrid, &timers_.ghost_fill);
  ++num_regrids_;
  bool coarser_replaced = false;  // level l was rebuilt by this regrid: level l + 1's schedules go
  for (int l = base; l < options_.max_level && l < NumLevels(); ++l) {
    const BoxList boxes = NewFineBoxes(l);
    if (boxes.empty()) {  // nothing to refine: the finer levels go
      levels_.resize(l + 1);
      schedules_.resize(l + 1);
      break;
    }
    const PatchLevel* old = l + 1 < NumLevels() ? levels_[l + 1].get() : nullptr;
    std::vector<PatchInfo> patches = LayOut(l + 1, boxes, old, true);
    // Most regrids give a level the boxes and owners it has: it keeps its data and, unless the
    // level under it was rebuilt, its schedules. Its time is set and its rate found again, as for
    // a rebuilt level, so that the run's bits do not depend on whether the level was rebuilt.
    if (old != nullptr && SameLayout(patches, *old)) {
      if (coarser_replaced) BuildSchedules(l + 1);
      time_[l + 1] = time_[l];
      local_rate_[l + 1] = -1.0;
      coarser_replaced = false;
      continue;
    }
    coarser_replaced = true;
    std::unique_ptr<PatchLevel> fresh = MakeLevel(l + 1, std::move(patches));
    // Cells the old fine level did not cover from the coarser level at its current time (alpha =
    // 1), then old fine data where it exists.
    const PatchLevel& fresh_level = *fresh;
    const FillRegions uncovered{[&fresh_level, old](std::size_t id) {
      const Box& box = fresh_level.Patches()[id].box;
      return old != nullptr ? Complement(box, old->Index().Intersecting(box)) : BoxList{box};
    }};
    CoarseFineFiller(*levels_[l], *fresh, options_.ratio, uncovered, comm_)
        .Fill(*levels_[l], *fresh, 1.0, time_[l], kernel_, boundaries_);
    if (old != nullptr) {
      bytes_moved_ += CopyOverlaps(*old, *fresh, comm_);
      levels_[l + 1] = std::move(fresh);
    } else {
      levels_.push_back(std::move(fresh));
      time_.push_back(time_[l]);
      old_time_.push_back(time_[l]);
      steps_.push_back(0);
      local_rate_.push_back(-1.0);
    }
    time_[l + 1] = time_[l];
    local_rate_[l + 1] = -1.0;
    BuildSchedules(l + 1);
    // The level above the rebuilt one (if any) is regridded next; its schedules refer to this one.
  }
  time_.resize(NumLevels());
  old_time_.resize(NumLevels());
  steps_.resize(NumLevels());
  local_rate_.resize(NumLevels());
  if (options_.check_invariants) CheckInvariants();
}

HierarchySnapshot Simulation::Snapshot() const {
  HierarchySnapshot snapshot;
  for (int l = 0; l < NumLevels(); ++l) {
    LevelSnapshot level;
    level.boxes = levels_[l]->Boxes();
    level.time = time_[l];
    level.old_time = old_time_[l];
    level.steps = steps_[l];
    // Every rank holds a rate for the level (>= 0) or none (-1), so the maximum is the global
    // rate or "none"; StableDt's result from it is the same on any number of ranks.
    level.signal_rate = comm_.Max(local_rate_[l]);
    snapshot.levels.push_back(std::move(level));
  }
  snapshot.cell_updates = cell_updates_;
  snapshot.num_regrids = num_regrids_;
  return snapshot;
}

void Simulation::Restore(const HierarchySnapshot& snapshot,
                         const std::function<void(PatchLevel& level)>& load_level) {
  const auto num_levels = static_cast<int>(snapshot.levels.size());
  VAGUS_ASSERT(num_levels >= 1 && num_levels <= options_.max_level + 1,
               "a snapshot holds between 1 and max_level + 1 levels");
  const auto forget_levels = [this] {
    levels_.clear();
    schedules_.clear();
    time_.clear();
    old_time_.clear();
    steps_.clear();
    local_rate_.clear();
  };
  forget_levels();
  try {
    for (int l = 0; l < num_levels; ++l) {
      const LevelSnapshot& saved = snapshot.levels[l];
      levels_.push_back(MakeLevel(l, saved.boxes, nullptr, false));
      load_level(*levels_[l]);
      BuildSchedules(l);
      time_.push_back(saved.time);
      old_time_.push_back(saved.old_time);
      steps_.push_back(saved.steps);
      local_rate_.push_back(saved.signal_rate);
    }
  } catch (...) {
    forget_levels();  // never a half-restored hierarchy
    throw;
  }
  // The next step saves these again before reading them; allocated now, as Initialize does.
  for (int l = 0; l + 1 < num_levels; ++l) levels_[l]->SaveOldState();
  cell_updates_ = snapshot.cell_updates;
  num_regrids_ = snapshot.num_regrids;
  // The limits level 0 was laid out with are not saved: the next layout adopts the policy's
  // (a restart during a patch-size trial keeps the trial's pieces on level 0).
  base_largest_ = 0;
  if (options_.check_invariants) CheckInvariants();
}

void Simulation::CheckInvariants() const {
  for (int l = 0; l < NumLevels(); ++l) {
    const BoxList boxes = levels_[l]->Boxes();
    const std::string problems = CheckLevelInvariants(boxes, domains_[l], options_.blocking_factor,
                                                      options_.max_patch_cells);
    VAGUS_ASSERT(problems.empty(), "level " + std::to_string(l) + ": " + problems);
    if (l > 0)
      VAGUS_ASSERT(ProperlyNested(boxes, levels_[l - 1]->Boxes(), domains_[l - 1], options_.ratio,
                                  options_.nesting_buffer),
                   "level " + std::to_string(l) + " is not properly nested");
  }
}

std::vector<double> Simulation::StateTotals() const {
  constexpr std::size_t kPerPass = 8;  // components summed side by side
  using Sums = Kokkos::Array<double, kPerPass>;
  const PatchLevel& level = *levels_[0];
  const int num_comp = level.NumComponents();
  std::vector<double> totals(num_comp, 0.0);
  const double volume = std::pow(domains_[0].dx, 3);
  for (const Patch& p : level.LocalPatches()) {
    const FieldView u = p.data;
    for (int first = 0; first < num_comp; first += int(kPerPass)) {
      const int count = std::min(int(kPerPass), num_comp - first), last = num_comp - 1;
      // A fixed number of sums, so that they stay in registers; past the last component they
      // add it again, and are left out.
      const Sums sums = ReduceRowsOverCells(
          "amr::StateTotals", p.LocalInterior(), Sums{},
          KOKKOS_LAMBDA(int k, int j, int i, Sums& s) {
            for (int c = 0; c < int(kPerPass); ++c)
              s[c] += u(first + c < last ? first + c : last, k, j, i);
          },
          [](Sums& total, const Sums& row) {
            for (std::size_t c = 0; c < kPerPass; ++c) total[c] += row[c];
          });
      for (int c = 0; c < count; ++c) totals[first + c] += sums[c] * volume;
    }
  }
  return comm_.Sum(totals);
}

void Simulation::ReportBadState(int l) {
  std::ostringstream local;
  const Domain& domain = domains_[l];
  for (const Patch& p : levels_[l]->LocalPatches()) {
    const auto bad = kernel_.FindBadCell(p);
    if (!bad) continue;
    local << "non-physical state after step " << steps_[0] << " (t = " << time_[0] << "): level "
          << l << ", rank " << comm_.rank << ", patch " << p.id << " " << p.box << ", cell "
          << bad->cell << " at x = (" << domain.CellCenter(0, bad->cell[0]) << ", "
          << domain.CellCenter(1, bad->cell[1]) << ", " << domain.CellCenter(2, bad->cell[2])
          << "): " << bad->what;
    break;
  }
  // The first rank (in rank order) that found one tells everybody.
  const std::string mine = local.str();
  const double negated_rank = comm_.Max(mine.empty() ? -1e9 : -comm_.rank);
  if (negated_rank < -1e8)
    throw RunError("signal speed is not finite after step " + std::to_string(steps_[0]) +
                   ", although every cell has positive density and pressure");
  std::string message = mine;
  comm_.Broadcast(message, static_cast<int>(-negated_rank));
  throw RunError(message);
}

}  // namespace vagus::amr
