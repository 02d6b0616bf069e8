// The kernel's calls, the flux registers' inputs and the Runge-Kutta update, patch by patch or a
// level's patches at once.
#include <vagus/amr/kernel_stepper.hpp>

#include <algorithm>

namespace vagus::amr {
namespace {

KernelWorkspace MakeWorkspace(const Kernel& kernel) {
  return KernelWorkspace(static_cast<int>(kernel.StateFields().size()),
                         FluxComponentsOf(kernel.StateFields()).count,
                         kernel.ScratchComponents(), kernel.HasSources());
}

}  // namespace

KernelStepper::KernelStepper(const Kernel& kernel)
    : kernel_(kernel),
      per_level_(kernel.LaunchesPerLevel()),
      flux_components_(FluxComponentsOf(kernel.StateFields())),
      shared_(MakeWorkspace(kernel)) {}

void KernelStepper::Reserve(const PatchLevel& level) {
  const std::vector<Patch>& local = level.LocalPatches();
  if (!per_level_) {
    IntVect largest{0, 0, 0};
    for (const Patch& p : local) largest = Max(largest, p.DataBox().Size());
    shared_.Reserve(largest);
    return;
  }
  while (per_patch_.size() < local.size()) per_patch_.push_back(MakeWorkspace(kernel_));
  for (std::size_t n = 0; n < local.size(); ++n) per_patch_[n].Reserve(local[n].DataBox().Size());
  batch_.patches.reserve(per_patch_.size());
  batch_.arrays.reserve(per_patch_.size());
  rates_.reserve(per_patch_.size());
}

const PatchBatch& KernelStepper::Batch(PatchLevel& level, const std::vector<std::size_t>& which) {
  std::vector<Patch>& local = level.LocalPatches();
  batch_.patches.clear();
  batch_.arrays.clear();
  for (std::size_t n : which) {
    batch_.patches.push_back(&local[n]);
    batch_.arrays.push_back(per_patch_[n].ArraysFor(local[n]));
  }
  return batch_;
}

void KernelStepper::Register(const Patch& patch, const AdvanceArrays& arrays, double scale,
                             bool first, const Registers& registers) const {
  if (registers.to_finer) registers.to_finer->StoreCoarse(patch, arrays.flux, scale, !first);
  if (registers.to_coarser) registers.to_coarser->AccumulateFine(patch, arrays.flux, scale);
}

double KernelStepper::Advance(PatchLevel& level, const std::vector<std::size_t>& which,
                              double time, double dt, const Registers& registers) {
  const Domain& domain = level.GetDomain();
  std::vector<Patch>& local = level.LocalPatches();
  double rate = 0.0;
  if (!per_level_) {
    for (std::size_t n : which) {
      Patch& p = local[n];
      const AdvanceArrays arrays = shared_.ArraysFor(p);
      rate = std::max(rate, kernel_.Advance(p, domain, time, dt, arrays));
      Register(p, arrays, dt, true, registers);
    }
    return rate;
  }
  const PatchBatch& batch = Batch(level, which);
  rates_.assign(batch.size(), 0.0);
  kernel_.AdvanceBatch(batch, domain, time, dt, rates_);
  for (std::size_t n = 0; n < batch.size(); ++n) {
    rate = std::max(rate, rates_[n]);
    Register(*batch.patches[n], batch.arrays[n], dt, true, registers);
  }
  return rate;
}

void KernelStepper::RunStage(PatchLevel& level, const std::vector<std::size_t>& which, double time,
                             double dt, const RungeKuttaStage& stage, int index,
                             const Registers& registers) {
  const Domain& domain = level.GetDomain();
  std::vector<Patch>& local = level.LocalPatches();
  const double stage_time = time + stage.c * dt;
  const double scale = dt * stage.flux_weight;
  if (!per_level_) {
    for (std::size_t n : which) {
      Patch& p = local[n];
      const AdvanceArrays arrays = shared_.ArraysFor(p);
      kernel_.ComputeFluxes(p, domain, stage_time, arrays);
      if (kernel_.HasSources()) kernel_.ComputeSources(p, domain, stage_time, arrays);
      Register(p, arrays, scale, index == 0, registers);
      Update(p, domain, arrays, dt, stage);
    }
    return;
  }
  const PatchBatch& batch = Batch(level, which);
  kernel_.ComputeFluxesBatch(batch, domain, stage_time);
  for (std::size_t n = 0; n < batch.size(); ++n) {
    Register(*batch.patches[n], batch.arrays[n], scale, index == 0, registers);
    Update(*batch.patches[n], domain, batch.arrays[n], dt, stage);
  }
}

void KernelStepper::Update(Patch& patch, const Domain& domain, const AdvanceArrays& arrays,
                           double dt, const RungeKuttaStage& stage) const {
  const FieldView u = patch.data, u0 = patch.old, source = arrays.source;
  const FieldView fx = arrays.flux[0], fy = arrays.flux[1], fz = arrays.flux[2];
  const int num_comp = patch.NumComponents();
  const int step[3] = {domain.Active(0), domain.Active(1), domain.Active(2)};
  const double dt_over_dx = dt / domain.dx;
  const double a = stage.a, b = stage.b;
  // The first stage (a = 0, b = 1) is U + dt L(U) as it is, without terms that round.
  const bool from_start = a != 0.0 || b != 1.0;
  const bool sources = kernel_.HasSources();
  const FluxComponents layout = flux_components_;
  ForEachCell(
      "amr::RungeKuttaUpdate", patch.LocalInterior(), KOKKOS_LAMBDA(int k, int j, int i) {
        // Inactive directions' flux arrays are zero and read with a zero offset.
        auto difference = [&](int c) {
          const double dx_flux = fx(c, k, j, i + step[0]) - fx(c, k, j, i);
          const double dy_flux = fy(c, k, j + step[1], i) - fy(c, k, j, i);
          const double dz_flux = fz(c, k + step[2], j, i) - fz(c, k, j, i);
          return dx_flux + dy_flux + dz_flux;
        };
        for (int c = 0; c < num_comp; ++c) {
          const double uc = u(c, k, j, i);
          double net_flux = difference(c);
          for (int n = 0; n < layout.advected; ++n)
            if (layout.field[n] == c) net_flux -= uc * difference(layout.velocity[n]);
          double next = uc - dt_over_dx * net_flux;
          if (sources) next += dt * source(c, k, j, i);
          u(c, k, j, i) = from_start ? a * u0(c, k, j, i) + b * next : next;
        }
      });
}

}  // namespace vagus::amr
