// Single-level time stepping: ghost filling, CFL step and the patch-by-patch update.
#include "amr/simulation.hpp"

#include <cmath>
#include <sstream>

#include "amr/chop.hpp"
#include "amr/error.hpp"
#include "partitioner/sfc.hpp"

namespace vagus::amr {

std::vector<PatchInfo> LayOutBaseLevel(const Domain& domain, int64_t max_patch_cells,
                                       int blocking_factor, int num_ranks) {
  const BoxList boxes = ChopToSize({domain.box}, max_patch_cells, blocking_factor);
  const std::vector<int> owners = partition::AssignAlongCurve(boxes, num_ranks);
  std::vector<PatchInfo> patches;
  for (size_t n = 0; n < boxes.size(); ++n) patches.push_back({boxes[n], owners[n]});
  return patches;
}

Simulation::Simulation(physics::Kernel& kernel, std::unique_ptr<PatchLevel> level,
                       const BoundaryConditions& boundaries, const Comm& comm)
    : kernel_(kernel),
      level_(std::move(level)),
      boundaries_(boundaries),
      comm_(comm),
      exchange_(*level_, comm_) {
  IntVect largest{0, 0, 0};
  for (const Patch& p : level_->LocalPatches()) largest = Max(largest, p.DataBox().Size());
  kernel_.ReserveWorkspace(largest);
}

void Simulation::Initialize() {
  for (Patch& p : level_->LocalPatches()) kernel_.InitializePatch(p, level_->GetDomain());
  time_ = 0.0;
  step_ = 0;
  local_rate_ = -1.0;
}

void Simulation::FillGhosts() {
  exchange_.Fill();
  const Domain& domain = level_->GetDomain();
  for (Patch& p : level_->LocalPatches())
    for (int d = 0; d < kDim; ++d) {
      if (domain.periodic[d] || !domain.Active(d)) continue;
      if (p.box.lo[d] == domain.box.lo[d])
        kernel_.FillBoundary(p, domain, d, 0, boundaries_.kind[d][0]);
      if (p.box.hi[d] == domain.box.hi[d])
        kernel_.FillBoundary(p, domain, d, 1, boundaries_.kind[d][1]);
    }
  Kokkos::fence();
}

double Simulation::StableDt(double cfl) {
  if (local_rate_ < 0.0) {
    local_rate_ = 0.0;
    for (const Patch& p : level_->LocalPatches())
      local_rate_ = std::max(local_rate_, kernel_.MaxSignalRate(p, level_->GetDomain()));
  }
  const double rate = comm_.Max(local_rate_);
  if (!std::isfinite(rate)) ReportBadState();
  VAGUS_ASSERT(rate > 0.0, "zero signal speed everywhere: no time scale to step with");
  return cfl / rate;
}

void Simulation::Advance(double dt) {
  FillGhosts();
  local_rate_ = 0.0;
  for (Patch& p : level_->LocalPatches())
    local_rate_ = std::max(local_rate_, kernel_.Advance(p, level_->GetDomain(), dt));
  Kokkos::fence();
  time_ += dt;
  ++step_;
}

std::vector<double> Simulation::StateTotals() const {
  const int num_comp = level_->NumComponents();
  std::vector<double> totals(num_comp, 0.0);
  const double volume = std::pow(level_->GetDomain().dx, 3);
  for (const Patch& p : level_->LocalPatches()) {
    const FieldView u = p.data;
    for (int c = 0; c < num_comp; ++c) {
      double sum = 0.0;
      ReduceOverCells(
          "amr::StateTotals", p.LocalInterior(),
          KOKKOS_LAMBDA(int k, int j, int i, double& s) { s += u(c, k, j, i); },
          Kokkos::Sum<double>(sum));
      totals[c] += sum * volume;
    }
  }
  return comm_.Sum(totals);
}

void Simulation::ReportBadState() {
  std::ostringstream local;
  const Domain& domain = level_->GetDomain();
  for (const Patch& p : level_->LocalPatches()) {
    const auto bad = kernel_.FindBadCell(p);
    if (!bad) continue;
    local << "non-physical state after step " << step_ << " (t = " << time_ << "): rank "
          << comm_.rank << ", patch " << p.id << " " << p.box << ", cell " << bad->cell
          << " at x = (" << domain.CellCenter(0, bad->cell[0]) << ", "
          << domain.CellCenter(1, bad->cell[1]) << ", " << domain.CellCenter(2, bad->cell[2])
          << "): " << bad->what;
    break;
  }
  // The first rank (in rank order) that found one tells everybody.
  const std::string mine = local.str();
  const double negated_rank = comm_.Max(mine.empty() ? -1e9 : -comm_.rank);
  if (negated_rank < -1e8)
    throw RunError("signal speed is not finite after step " + std::to_string(step_) +
                   ", although every cell has positive density and pressure");
  std::string message = mine;
  comm_.Broadcast(message, static_cast<int>(-negated_rank));
  throw RunError(message);
}

}  // namespace vagus::amr
