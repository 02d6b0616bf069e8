// Linear advection-diffusion, u_t + a . grad u = D lap u, by the method of lines: the kernel gives
// the face fluxes (upwind advection of a limited piecewise-linear reconstruction, centred
// diffusion: second order in space) and Vagus takes the steps of a strong-stability-preserving
// Runge-Kutta scheme (SSP-RK3 or SSP-RK2), filling ghost cells before every stage and keeping the
// flux registers stage-weighted. Everything else (boundaries, plot fields, bad cells) is the
// framework's default. Deck: [physics] velocity, diffusivity, integrator, limiter; [tagging]
// gradient;
// [problem] name = "gaussian" (gaussian.hpp).
#pragma once

#include <memory>
#include <string>
#include <vector>

#include <vagus/amr/kernel.hpp>
#include <vagus/amr/kernel_registry.hpp>
#include <vagus/amr/limiters.hpp>

#include "gaussian.hpp"

namespace advection_diffusion {

struct Parameters {
  double velocity[3] = {1.0, 0.5, 0.0};
  double diffusivity = 1e-3;
  vagus::amr::TimeScheme scheme = vagus::amr::TimeScheme::kSspRk3;
  vagus::amr::Limiter limiter = vagus::amr::Limiter::kMonotonizedCentral;
  double gradient = 1.0;  // tag where |u - u_neighbour| / dx exceeds this
  bool per_level = false;  // take a level's patches in one call (the same bits)
};

class AdvectionDiffusion final : public vagus::amr::Kernel {
 public:
  AdvectionDiffusion(const Parameters& parameters, const Gaussian& initial)
      : p_(parameters), initial_(initial) {}

  [[nodiscard]] std::string Name() const override { return "advection_diffusion"; }
  [[nodiscard]] const std::vector<vagus::amr::FieldSpec>& StateFields() const override;
  // The limited slope of a face's upwind cell reads that cell's neighbours.
  [[nodiscard]] int GhostWidth() const override { return 2; }
  [[nodiscard]] vagus::amr::TimeScheme Scheme() const override { return p_.scheme; }
  [[nodiscard]] bool LaunchesPerLevel() const override { return p_.per_level; }

  void InitializePatch(vagus::amr::Patch& patch, const vagus::amr::Domain& domain) const override;
  [[nodiscard]] double MaxSignalRate(const vagus::amr::Patch& patch,
                                     const vagus::amr::Domain& domain,
                                     double time) const override;
  void ComputeFluxes(const vagus::amr::Patch& patch, const vagus::amr::Domain& domain,
                     double time, const vagus::amr::AdvanceArrays& arrays) const override;
  void TagCells(const vagus::amr::Patch& patch, const vagus::amr::Domain& domain, double time,
                const vagus::TagView& tags) const override;

 private:
  Parameters p_;
  Gaussian initial_;
};

// The registry entry: name "advection_diffusion", its keys and factory.
[[nodiscard]] vagus::amr::KernelEntry AdvectionDiffusionEntry();

}  // namespace advection_diffusion
