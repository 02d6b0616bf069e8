// One N^3 patch of a 3-D Richtmyer-Meshkov state (two gases, MC limiter) with ghost cells filled
// by outflow boundaries, and the Euler kernel's arrays to advance it: what the kernel benchmarks
// (euler_patch_bench.cpp, kernel_roofline.cpp) time.
#pragma once

#include <memory>

#include <vagus/amr/kernel_workspace.hpp>
#include <vagus/physics/euler/euler_kernel.hpp>
#include <vagus/physics/euler/richtmyer_meshkov.hpp>

namespace vagus::bench {

inline physics::euler::Eos AirSf6() {
  physics::euler::Eos eos;
  eos.gamma[1] = 1.094;
  eos.cv[0] = 1.0 / (28.96 * 0.4);
  eos.cv[1] = 1.0 / (146.06 * 0.094);
  return eos;
}

inline std::shared_ptr<const physics::euler::Problem> RichtmyerMeshkov(
    const physics::euler::Eos& eos) {
  physics::euler::RichtmyerMeshkovState p;
  p.eos = eos;
  p.shock_x = 0.2;
  p.interface = 0.5;
  physics::euler::SetInterface(p, physics::euler::CosineTerms({{1.0, 1.0, 0.1}}, 1.0));
  physics::euler::PostShockState(1.2, 1.0, 1.0, eos.gamma[0], p.shocked);
  return physics::euler::MakeRichtmyerMeshkov(p);
}

struct EulerPatch {
  physics::euler::EulerKernel kernel;
  amr::Domain domain;
  amr::Patch patch;
  amr::KernelWorkspace workspace;
  amr::AdvanceArrays arrays;
  double dt = 0;

  explicit EulerPatch(int n)
      : kernel(AirSf6(), physics::euler::Limiter::kMonotonizedCentral,
               RichtmyerMeshkov(AirSf6())),
        domain(Cube(n)),
        patch(0, domain.box, domain.GhostVect(2), physics::euler::kNumState),
        workspace(physics::euler::kNumState, physics::euler::kNumFlux,
                  kernel.ScratchComponents()) {
    workspace.Reserve(patch.DataBox().Size());
    arrays = workspace.ArraysFor(patch);
    kernel.InitializePatch(patch, domain);
    for (int d = 0; d < 3; ++d)
      for (int side = 0; side < 2; ++side)
        kernel.FillBoundary(patch, domain, 0.0, d, side, amr::BoundaryKind::kOutflow);
    dt = 0.4 / kernel.MaxSignalRate(patch, domain, 0.0);
  }

  // One update of the patch; returns the new state's signal rate.
  double Advance() { return kernel.Advance(patch, domain, 0.0, dt, arrays); }

  static amr::Domain Cube(int n) {
    amr::Domain d;
    d.box = Box({0, 0, 0}, {n - 1, n - 1, n - 1});
    d.dx = 1.0 / n;
    return d;
  }
};

}  // namespace vagus::bench
