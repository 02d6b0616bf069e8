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
#include <vagus/base/kokkos_runtime.hpp>
#include "euler_patch.hpp"

namespace {

using namespace vagus;

void BM_EulerAdvance(benchmark::State& state) {
  bench::EulerPatch p(static_cast<int>(state.range(0)));
  for (auto _ : state) {
    benchmark::DoNotOptimize(p.Advance());
    FenceKernels();
  }
  state.counters["zone_cycles_per_second"] = benchmark::Counter(
      static_cast<double>(p.domain.box.NumCells()) * state.iterations(), benchmark::Counter::kIsRate);
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
        eos, physics::euler::Limiter::kMonotonizedCentral, bench::RichtmyerMeshkov(eos));
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
    vagus::KokkosRuntime kokkos(argc, argv);
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
  }
  MPI_Finalize();
  return 0;
}
