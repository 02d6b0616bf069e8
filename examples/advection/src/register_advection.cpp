// The advection kernel's deck keys and factory.
#include "register_advection.hpp"

#include <memory>
#include <string>

#include <vagus/amr/limiters.hpp>

#include "advection_kernel.hpp"
#include "problems.hpp"

namespace advection {

using vagus::input::KeySpec;
using vagus::input::Presence;
using vagus::input::ValueKind;

vagus::amr::KernelEntry AdvectionKernelEntry() {
  vagus::amr::KernelEntry entry;
  entry.name = "advection";
  entry.help = "a passive scalar carried by a solid-body rotation, unsplit limited Fromm scheme";
  for (const ProblemEntry& problem : Problems().Entries())
    entry.problems.push_back({problem.name, problem.help, problem.keys});
  // One key per line group, as a table; clang-format would spread each key over six lines.
  // clang-format off
  entry.sections = {
      {"physics", "", {
          {"angular_velocity", ValueKind::kFloat, Presence::kDefaulted, "6.283185307179586",
           "omega of the rotation u = -omega (y - yc), v = omega (x - xc); 2 pi: one turn per "
           "unit time"},
          {"centre", ValueKind::kFloatArray, Presence::kDefaulted, "[0.5, 0.5]",
           "(xc, yc), where the axis of rotation (parallel to z) passes", {}, {}, 2},
          {"limiter", ValueKind::kString, Presence::kDefaulted, "\"mc\"",
           "slope limiter of the piecewise-linear reconstruction", {},
           vagus::amr::LimiterNames()},
      }},
      {"tagging", "when the advection kernel asks for refinement", {
          {"jump", ValueKind::kFloat, Presence::kDefaulted, "0.05",
           "tag cells where the scalar differs from a neighbour by more than this (0: no tags)",
           vagus::input::kNonNegative},
      }},
  };
  // clang-format on
  entry.create = [](const vagus::input::Deck& deck) {
    Rotation rotation{};
    rotation.omega = deck.GetDouble("physics", "angular_velocity");
    const auto centre = deck.GetDoubles("physics", "centre");
    rotation.centre[0] = centre[0];
    rotation.centre[1] = centre[1];
    std::shared_ptr<const Problem> problem =
        Problems().Find(deck.GetString("problem", "name"))->make(deck);
    return std::unique_ptr<vagus::amr::Kernel>(new AdvectionKernel(
        rotation, vagus::amr::ParseLimiter(deck.GetString("physics", "limiter")),
        std::move(problem), deck.GetDouble("tagging", "jump")));
  };
  return entry;
}

void RegisterAdvection(vagus::amr::KernelRegistry& registry) {
  registry.Add(AdvectionKernelEntry());
}

}  // namespace advection
