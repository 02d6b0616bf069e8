// The cosine bell: deck keys and the initial cell averages.
#include "cosine_bell.hpp"

namespace advection {

using vagus::input::KeySpec;
using vagus::input::kPositive;
using vagus::input::Presence;
using vagus::input::ValueKind;

void CosineBellProblem::Initialize(vagus::amr::Patch& patch,
                                   const vagus::amr::Domain& domain) const {
  FillCellAverages("advection::InitializeCosineBell", bell_, patch, domain);
}

// One key per line group, as a table; clang-format would spread each key over six lines.
// clang-format off
std::vector<KeySpec> CosineBellKeys() {
  return {
      {"centre", ValueKind::kFloatArray, Presence::kDefaulted, "[0.5, 0.75]",
       "centre (x, y) of the bell", {}, {}, 2},
      {"radius", ValueKind::kFloat, Presence::kDefaulted, "0.15",
       "radius R of the bell's support", kPositive},
  };
}
// clang-format on

std::unique_ptr<Problem> MakeCosineBell(const vagus::input::Deck& deck) {
  CosineBell bell;
  const auto centre = deck.GetDoubles("problem", "centre");
  bell.centre[0] = centre[0];
  bell.centre[1] = centre[1];
  bell.radius = deck.GetDouble("problem", "radius");
  return std::make_unique<CosineBellProblem>(bell);
}

}  // namespace advection
