// AmrOptions: how the engine refines ([amr] in a deck), with the section's keys declared once next
// to the members they set.
#pragma once

#include <vagus/base/input/option_section.hpp>

namespace vagus::amr {

struct AmrOptions {
  int max_level = 0;        // finest level allowed (0: a uniform grid)
  int ratio = 2;            // refinement ratio between consecutive levels
  int regrid_interval = 4;  // steps of a level between rebuilds of the levels above it
  int buffer_cells = 2;     // tags grown by this many cells before clustering
  int blocking_factor = 4;  // patch corners and sizes are multiples of this on every level
  double efficiency = 0.7;  // Berger-Rigoutsos fill ratio
  int cluster_tile = 16;    // tags are clustered in tiles of this many blocks a side
  int nesting_buffer = 2;         // coarse cells between a fine patch and the coarser level's edge
  bool check_invariants = false;  // after every regrid: no overlap, inside, aligned, nested

  // [amr]: its keys, each with the member it sets.
  [[nodiscard]] static const input::OptionSection<AmrOptions>& Section();
};

}  // namespace vagus::amr
