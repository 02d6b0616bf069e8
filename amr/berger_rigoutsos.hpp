// Clustering tagged cells into boxes with the Berger-Rigoutsos algorithm (Berger & Rigoutsos,
// IEEE Trans. Syst. Man Cybern. 21(5), 1991): recursive cuts of the tags' bounding box at holes and
// inflection points of the tag signatures, until each box is filled to a target efficiency.
#pragma once

#include <array>
#include <cstdint>
#include <limits>

#include <vagus/base/box.hpp>
#include <vagus/amr/domain.hpp>
#include <vagus/amr/tags.hpp>

namespace vagus::amr {

struct ClusterOptions {
  // Fill ratio a box must reach to be accepted, in (0, 1], measured on the blocking-factor grid:
  // (blocks holding a tag) / (blocks in the box).
  double efficiency = 0.7;
  // Every output box's corners and sizes are multiples of this in the active directions, in the
  // tags' index space. The tags are coarsened by it inside ClusterTags; the caller passes tags
  // of the level they live on, not pre-coarsened ones.
  int blocking_factor = 1;
  // No output box holds more cells (boxes are chopped with ChopToSize on blocking-factor lines,
  // and pieces left without a tag are dropped).
  // Must be at least blocking_factor^(number of active directions).
  int64_t max_cells = std::numeric_limits<int64_t>::max();
  // Inactive directions are never cut nor blocked; the tags must span one cell in each of them.
  std::array<bool, kDim> active{true, true, true};
};

// Options whose active directions are the domain's (a direction with one cell is inactive).
[[nodiscard]] ClusterOptions ClusterOptionsFor(const Domain& domain, double efficiency,
                                               int blocking_factor, int64_t max_cells);

// Boxes covering every tag exactly once: disjoint, aligned to the blocking factor, none larger
// than max_cells, sorted by Box operator<. Before chopping to max_cells every box meets the
// efficiency (a box of one block always does). A pure function of the tag set: every rank gets
// the same boxes. Empty tags give no boxes.
[[nodiscard]] BoxList ClusterTags(const TagSet& tags, const ClusterOptions& options);

}  // namespace vagus::amr
