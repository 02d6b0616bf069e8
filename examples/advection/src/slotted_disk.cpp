// Zalesak's slotted disk: deck keys, their checks, and the initial cell averages.
#include "slotted_disk.hpp"

#include <string>

namespace advection {

using vagus::input::KeySpec;
using vagus::input::kPositive;
using vagus::input::Presence;
using vagus::input::ValueKind;

void SlottedDiskProblem::Initialize(vagus::amr::Patch& patch,
                                    const vagus::amr::Domain& domain) const {
  FillCellAverages("advection::InitializeSlottedDisk", disk_, patch, domain);
}

// One key per line group, as a table; clang-format would spread each key over six lines.
// clang-format off
std::vector<KeySpec> SlottedDiskKeys() {
  return {
      {"centre", ValueKind::kFloatArray, Presence::kDefaulted, "[0.5, 0.75]",
       "centre (x, y) of the disk", {}, {}, 2},
      {"radius", ValueKind::kFloat, Presence::kDefaulted, "0.15", "radius of the disk", kPositive},
      {"slot_width", ValueKind::kFloat, Presence::kDefaulted, "0.05",
       "width of the slot, centred on the disk's vertical diameter", kPositive},
      {"slot_top", ValueKind::kFloat, Presence::kDefaulted, "0.85",
       "the slot runs from the bottom of the disk up to this y"},
      {"samples", ValueKind::kInt, Presence::kDefaulted, "16",
       "sub-samples per direction to average the cells the edge may cross", {1.0, 64.0}},
  };
}
// clang-format on

std::unique_ptr<Problem> MakeSlottedDisk(const vagus::input::Deck& deck) {
  SlottedDisk disk;
  const auto centre = deck.GetDoubles("problem", "centre");
  disk.centre[0] = centre[0];
  disk.centre[1] = centre[1];
  disk.radius = deck.GetDouble("problem", "radius");
  disk.slot_width = deck.GetDouble("problem", "slot_width");
  disk.slot_top = deck.GetDouble("problem", "slot_top");
  disk.samples = static_cast<int>(deck.GetInt("problem", "samples"));
  if (disk.slot_width >= 2.0 * disk.radius)
    throw deck.Error("problem", "slot_width",
                     "the slot must be narrower than the disk (2 x radius = " +
                         std::to_string(2.0 * disk.radius) + ")");
  const double bottom = disk.centre[1] - disk.radius, top = disk.centre[1] + disk.radius;
  if (!(disk.slot_top > bottom && disk.slot_top < top))
    throw deck.Error("problem", "slot_top",
                     "the slot's top must lie inside the disk, between y = " +
                         std::to_string(bottom) + " and " + std::to_string(top));
  return std::make_unique<SlottedDiskProblem>(disk);
}

}  // namespace advection
