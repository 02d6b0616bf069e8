// The kernel's deck keys and factory, and the plug-in's exported function: `vagus run DECK` with
// [physics] library = "libvagus_advection_diffusion.so" loads it.
#include <vagus/amr/kernel_plugin.hpp>

#include "advection_diffusion.hpp"

namespace advection_diffusion {

using vagus::input::KeySpec;
using vagus::input::Presence;
using vagus::input::ValueKind;

// One key per line group, as a table; clang-format would spread each key over six lines.
// clang-format off
vagus::amr::KernelEntry AdvectionDiffusionEntry() {
  vagus::amr::KernelEntry entry;
  entry.name = "advection_diffusion";
  entry.help = "u_t + a . grad u = D lap u, method of lines (PLM upwind + centred diffusion, "
               "SSP Runge-Kutta)";
  entry.sections = {
      {"physics", "", {
          {"velocity", ValueKind::kFloatArray, Presence::kDefaulted, "[1.0, 0.5, 0.0]",
           "the advecting velocity a", {}, {}, 3},
          {"diffusivity", ValueKind::kFloat, Presence::kDefaulted, "0.001", "D",
           vagus::input::kNonNegative},
          {"integrator", ValueKind::kString, Presence::kDefaulted, "\"ssp_rk3\"",
           "the Runge-Kutta scheme", {}, {"ssp_rk2", "ssp_rk3"}},
          {"limiter", ValueKind::kString, Presence::kDefaulted, "\"mc\"",
           "slope limiter of the reconstruction", {}, vagus::amr::LimiterNames()},
          {"launch_per_level", ValueKind::kBool, Presence::kDefaulted, "false",
           "hand the kernel a level's patches in one call (the same bits; what a GPU wants)"},
      }},
      {"tagging", "when the kernel asks for refinement", {
          {"gradient", ValueKind::kFloat, Presence::kDefaulted, "1.0",
           "tag where |u - u_neighbour| / dx exceeds this (0: never)",
           vagus::input::kNonNegative},
      }},
  };
  entry.problems = {{"gaussian", "a Gaussian bump on u = 1, carried and spread (gaussian.hpp)", {
      {"centre", ValueKind::kFloatArray, Presence::kDefaulted, "[0.5, 0.5, 0.5]",
       "where the bump starts", {}, {}, 3},
      {"width", ValueKind::kFloat, Presence::kDefaulted, "0.05", "its standard deviation w0",
       vagus::input::kPositive},
      {"amplitude", ValueKind::kFloat, Presence::kDefaulted, "1.0", "its height A"},
  }}};
  entry.create = [](const vagus::input::Deck& deck) {
    Parameters p;
    Gaussian bump;
    const auto velocity = deck.GetDoubles("physics", "velocity");
    const auto centre = deck.GetDoubles("problem", "centre");
    const auto lo = deck.GetDoubles("mesh", "lo"), hi = deck.GetDoubles("mesh", "hi");
    const auto cells = deck.GetInts("mesh", "cells");
    for (int d = 0; d < 3; ++d) {
      p.velocity[d] = bump.velocity[d] = velocity[d];
      bump.centre[d] = centre[d];
      bump.period[d] = hi[d] - lo[d];
      bump.active[d] = cells[d] > 1;
    }
    p.diffusivity = bump.diffusivity = deck.GetDouble("physics", "diffusivity");
    p.scheme = deck.GetString("physics", "integrator") == "ssp_rk2"
                   ? vagus::amr::TimeScheme::kSspRk2
                   : vagus::amr::TimeScheme::kSspRk3;
    p.limiter = vagus::amr::ParseLimiter(deck.GetString("physics", "limiter"));
    p.gradient = deck.GetDouble("tagging", "gradient");
    p.per_level = deck.GetBool("physics", "launch_per_level");
    bump.width = deck.GetDouble("problem", "width");
    bump.amplitude = deck.GetDouble("problem", "amplitude");
    return std::unique_ptr<vagus::amr::Kernel>(new AdvectionDiffusion(p, bump));
  };
  return entry;
}
// clang-format on

void Register(vagus::amr::KernelRegistry& registry) { registry.Add(AdvectionDiffusionEntry()); }

}  // namespace advection_diffusion

VAGUS_KERNEL_PLUGIN(advection_diffusion::Register)
