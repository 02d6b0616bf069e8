// Google Benchmark of the Euler kernel's patch update (MUSCL-Hancock + HLLC) on cubic patches of
// a 3-D Richtmyer-Meshkov state, of the ghost exchange of a level, and of the two transfers
// between a coarse and a fine level that every substep and coarse step pay: coarse-to-fine
// filling of the fine ghost cells and averaging down. The counter "zone_cycles_per_second" is
// cells updated per second on one core.
#include <benchmark/benchmark.h>
#include <mpi.h>

#include <Kokkos_Core.hpp>
#include <memory>

#include <vagus/amr/average_down.hpp>
#include <vagus/amr/chop.hpp>
#include <vagus/amr/coarse_fine.hpp>
#include <vagus/amr/ghost_exchange.hpp>
#include <vagus/amr/kernel_workspace.hpp>
#include <vagus/physics/euler/euler_kernel.hpp>
#include <vagus/physics/euler/richtmyer_meshkov.hpp>

namespace {

using namespace vagus;

std::shared_ptr<const physics::euler::Problem> RichtmyerMeshkov(const physics::euler::Eos& eos) {
  physics::euler::RichtmyerMeshkovState p;
  p.eos = eos;
  p.shock_x = 0.2;
  p.interface = 0.5;
  p.lambda = 1.0;
  p.num_modes = 1;
  p.mode_ny[0] = p.mode_nz[0] = 1.0;
  p.mode_amplitude[0] = 0.1;
  p.max_displacement = 0.1;
  physics::euler::PostShockState(1.2, 1.0, 1.0, eos.gamma[0], p.shocked);
  return physics::euler::MakeRichtmyerMeshkov(p);
}

void BM_EulerAdvance(benchmark::State& state) {
  const int n = static_cast<int>(state.range(0));
  physics::euler::Eos eos;
  eos.gamma[1] = 1.094;
  eos.cv[0] = 1.0 / (28.96 * 0.4);
  eos.cv[1] = 1.0 / (146.06 * 0.094);
  physics::euler::EulerKernel kernel(eos, physics::euler::Limiter::kMonotonizedCentral,
                                     RichtmyerMeshkov(eos));
  amr::Domain domain;
  domain.box = Box({0, 0, 0}, {n - 1, n - 1, n - 1});
  domain.dx = 1.0 / n;
  using physics::euler::kNumFlux;
  using physics::euler::kNumState;
  amr::Patch patch(0, domain.box, domain.GhostVect(2), kNumState);
  amr::KernelWorkspace workspace(kNumState, kNumFlux, kernel.ScratchComponents());
  workspace.Reserve(patch.DataBox().Size());
  const amr::AdvanceArrays arrays = workspace.ArraysFor(patch);
  kernel.InitializePatch(patch, domain);
  for (int d = 0; d < 3; ++d)
    for (int side = 0; side < 2; ++side)
      kernel.FillBoundary(patch, domain, 0.0, d, side, amr::BoundaryKind::kOutflow);
  const double dt = 0.4 / kernel.MaxSignalRate(patch, domain, 0.0);
  for (auto _ : state) {
    benchmark::DoNotOptimize(kernel.Advance(patch, domain, 0.0, dt, arrays));
    Kokkos::fence();
  }
  state.counters["zone_cycles_per_second"] = benchmark::Counter(
      static_cast<double>(domain.box.NumCells()) * state.iterations(), benchmark::Counter::kIsRate);
}
BENCHMARK(BM_EulerAdvance)->Arg(16)->Arg(32)->Arg(64)->Unit(benchmark::kMillisecond);

void BM_GhostExchangeOneRank(benchmark::State& state) {
  amr::Domain domain;
  domain.box = Box({0, 0, 0}, {63, 63, 63});
  domain.periodic = {true, true, true};
  const BoxList boxes = amr::ChopToSize({domain.box}, state.range(0), 4);
  std::vector<amr::PatchInfo> patches;
  for (const Box& b : boxes) patches.push_back({b, 0});
  amr::PatchLevel level(0, domain, patches, 6, 2, 0);
  amr::GhostExchange exchange(level, Comm::World());
  for (auto _ : state) exchange.Fill();
  state.counters["patches"] = static_cast<double>(boxes.size());
}
BENCHMARK(BM_GhostExchangeOneRank)->Arg(32768)->Arg(4096)->Unit(benchmark::kMillisecond);

// Two levels as the AMR benchmark deck has them in its first steps: a 64 x 32 x 32 coarse level
// (periodic across, not along x) in 32^3 patches, refined by 2 over x in [16, 48) coarse cells
// into eight 32^3 fine patches, both holding the Richtmyer-Meshkov state.
struct TwoLevels {
  physics::euler::Eos eos;
  std::unique_ptr<physics::euler::EulerKernel> kernel;
  amr::Domain coarse_domain, fine_domain;
  std::unique_ptr<amr::PatchLevel> coarse, fine;

  TwoLevels() {
    eos.gamma[1] = 1.094;
    kernel = std::make_unique<physics::euler::EulerKernel>(
        eos, physics::euler::Limiter::kMonotonizedCentral, RichtmyerMeshkov(eos));
    coarse_domain.box = Box({0, 0, 0}, {63, 31, 31});
    coarse_domain.periodic = {false, true, true};
    coarse_domain.dx = 1.0 / 32;
    fine_domain = coarse_domain.Refined(2);
    coarse = MakeLevel(0, coarse_domain, {coarse_domain.box});
    fine = MakeLevel(1, fine_domain, {Box({32, 0, 0}, {95, 63, 63})});
    coarse->SaveOldState();
  }

  std::unique_ptr<amr::PatchLevel> MakeLevel(int l, const amr::Domain& domain,
                                             const BoxList& region) const {
    std::vector<amr::PatchInfo> patches;
    for (const Box& b : amr::ChopToSize(region, 32768, 8)) patches.push_back({b, 0});
    auto level = std::make_unique<amr::PatchLevel>(l, domain, patches, 6, 2, 0);
    for (amr::Patch& p : level->LocalPatches()) kernel->InitializePatch(p, domain);
    return level;
  }
};

void BM_CoarseFineFill(benchmark::State& state) {
  TwoLevels levels;
  amr::BoundaryConditions boundaries;
  for (auto& sides : boundaries.kind)
    sides = {amr::BoundaryKind::kOutflow, amr::BoundaryKind::kOutflow};
  amr::CoarseFineFiller filler(*levels.coarse, *levels.fine, 2,
                               amr::UncoveredGhostRegions(*levels.fine), Comm::World());
  for (auto _ : state)
    filler.Fill(*levels.coarse, *levels.fine, 0.5, 0.0, *levels.kernel, boundaries);
}
BENCHMARK(BM_CoarseFineFill)->Unit(benchmark::kMillisecond);

void BM_AverageDown(benchmark::State& state) {
  TwoLevels levels;
  amr::AverageDown average_down(*levels.coarse, *levels.fine, 2, Comm::World());
  for (auto _ : state) average_down.Apply(*levels.fine, *levels.coarse);
}
BENCHMARK(BM_AverageDown)->Unit(benchmark::kMillisecond);

}  // namespace

int main(int argc, char** argv) {
  MPI_Init(&argc, &argv);
  {
    Kokkos::ScopeGuard kokkos(argc, argv);
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
  }
  MPI_Finalize();
  return 0;
}
