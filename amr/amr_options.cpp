// The keys of [amr].
#include <vagus/amr/amr_options.hpp>

#include <vagus/base/index_limits.hpp>

namespace vagus::amr {
namespace {

using input::Presence;
using input::ValueKind;
// Settings the engine keeps in an int.
constexpr input::Range kAtLeastOneInt{1.0, kIntMax};
constexpr input::Range kNonNegativeInt{0.0, kIntMax};

}  // namespace

// One key per line group, as a table; clang-format would spread each key over six lines.
// clang-format off
const input::OptionSection<AmrOptions>& AmrOptions::Section() {
  static const auto section =
      input::OptionSection<AmrOptions>("amr", "adaptive refinement (max_level = 0: a uniform grid)")
          .Add({"max_level", ValueKind::kInt, Presence::kDefaulted, "0",
                "finest level (0 = uniform grid)", {0.0, 8.0}},
               &AmrOptions::max_level)
          .Add({"ref_ratio", ValueKind::kInt, Presence::kDefaulted, "2",
                "refinement ratio: 2 or 4", {2.0, 4.0}},
               &AmrOptions::ratio)
          .Add({"regrid_interval", ValueKind::kInt, Presence::kDefaulted, "4",
                "coarse steps between regrids", kAtLeastOneInt},
               &AmrOptions::regrid_interval)
          .Add({"buffer_cells", ValueKind::kInt, Presence::kDefaulted, "2",
                "cells added around tagged cells", kNonNegativeInt},
               &AmrOptions::buffer_cells)
          .Add({"blocking_factor", ValueKind::kInt, Presence::kDefaulted, "4",
                "patch corners and sizes are multiples of this", kAtLeastOneInt},
               &AmrOptions::blocking_factor)
          .Add({"efficiency", ValueKind::kFloat, Presence::kDefaulted, "0.7",
                "least fraction of tagged blocks in a clustered box", {0.0, 1.0, true, false}},
               &AmrOptions::efficiency)
          .Add({"cluster_tile", ValueKind::kInt, Presence::kDefaulted, "16",
                "side, in blocking-factor blocks, of the fixed tiles whose tags are clustered "
                "alone (each on one rank): larger tiles give fewer cuts, smaller ones spread the "
                "work", kAtLeastOneInt},
               &AmrOptions::cluster_tile)
          .Add({"check_invariants", ValueKind::kBool, Presence::kDefaulted, "false",
                "after every regrid, check that the levels are disjoint, aligned and properly "
                "nested (for tests; aborts with the fault)"},
               &AmrOptions::check_invariants);
  return section;
}
// clang-format on

}  // namespace vagus::amr
