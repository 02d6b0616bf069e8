// TagBlockBuilder: what LocalTagBlocks (tile_clustering.hpp) makes of a rank's tags, built one
// patch at a time from the kernel's tag arrays, without listing and sorting the tagged cells.
// Each patch's tags are dilated by the buffer in a dense mask over the patch grown by it, kept
// where the region is (wrapped across periodic faces, dropped beyond the others) and coarsened to
// blocks; the blocks of all patches make one set. A regrid tags every cell of every local patch
// anyway, so work that follows the patches' volume costs less than sorting the tagged cells, and
// the result is the same set of blocks, bit for bit.
#pragma once

#include <vector>

#include <vagus/base/box.hpp>
#include <vagus/base/box_index.hpp>
#include <vagus/amr/domain.hpp>
#include <vagus/amr/tags.hpp>
#include <vagus/amr/tile_clustering.hpp>

namespace vagus::amr {

class TagBlockBuilder {
 public:
  // `region`: disjoint boxes inside the domain, as for LocalTagBlocks. The domain's low corner
  // and its extent in every periodic direction must be multiples of the block (decks make them
  // so), so that wrapping a cell across a periodic face wraps its block.
  TagBlockBuilder(const Domain& domain, const BoxList& region, const TileClusterOptions& options);

  // The tags of `box` (inside the domain): tagged[(k * n[1] + j) * n[0] + i] != 0 for the cell
  // box.lo + (i, j, k), n = box.Size() (a TagView's layout).
  void Add(const Box& box, const int* tagged);
  // The blocks of every box added so far: LocalTagBlocks of the union of their tags.
  [[nodiscard]] TagSet Blocks() const { return TagSet(blocks_); }

 private:
  // Over `grown` (a box grown by grow_, in k-major order): mask_ dilated by grow_, one direction
  // at a time; in_region_ set where the region or one of its periodic images is; the blocks of
  // the cells in both, wrapped into the domain, appended to blocks_.
  void Dilate(const Box& grown);
  void MarkRegion(const Box& grown);
  void CollectBlocks(const Box& grown);

  Domain domain_;
  BoxList region_;
  BoxIndex region_index_;
  std::vector<IntVect> shifts_;
  IntVect grow_;   // the buffer, at most the extent - 1 in active directions; 0 in inactive ones
  IntVect block_;  // the block, 1 in inactive directions
  std::vector<char> mask_, scratch_, in_region_, block_mask_;
  std::vector<IntVect> blocks_;
};

}  // namespace vagus::amr
