// Clustering a level's tags into the boxes of the next finer level without gathering the tags on
// every rank. The level's index space is cut into fixed tiles (cubes of `tile_blocks` blocking-
// factor blocks, the same on any number of ranks). Each rank buffers its own tags, keeps those in
// the proper-nesting region and coarsens them to blocks, then sends each block to the owner of its
// tile (the owner of the first patch meeting the tile). Each tile is clustered alone with
// Berger-Rigoutsos, and the clusters of all tiles are gathered and sorted. Buffering, restricting
// and coarsening commute with the union over ranks, and a tile's clusters depend only on the tags
// inside it, so the result is the same on any number of ranks and any partition. A level whose
// tags fit in one tile clusters exactly as a global Berger-Rigoutsos would.
#pragma once

#include <map>
#include <vector>

#include <vagus/base/comm.hpp>
#include <vagus/amr/berger_rigoutsos.hpp>
#include <vagus/amr/patch_level.hpp>
#include <vagus/amr/tags.hpp>

namespace vagus::amr {

struct TileClusterOptions {
  int buffer_cells = 2;  // tags grown by this many cells first
  double efficiency = 0.7;
  int block = 1;         // blocking factor of the clusters, in this level's cells
  int tile_blocks = 16;  // tile side, in blocks (active directions)
};

// The steps, each a pure function, for tests and benchmarks; ClusterAcrossRanks runs them all.

// This rank's tags buffered (wrapping periodic directions), restricted to `region` (disjoint
// boxes: where level l+1 may lie) and coarsened to blocks (block index = floor(cell / block)).
[[nodiscard]] TagSet LocalTagBlocks(const TagSet& mine, const Domain& domain, const BoxList& region,
                                    const TileClusterOptions& options);
// The tile (in tile units) holding a block, and the rank clustering it: the owner of the first
// patch of `level` meeting it.
[[nodiscard]] IntVect TileOf(IntVect block, const Domain& domain,
                             const TileClusterOptions& options);
[[nodiscard]] int TileOwner(IntVect tile, const PatchLevel& level,
                            const TileClusterOptions& options);
// Blocks by the rank whose tile holds them.
[[nodiscard]] std::map<int, TagSet> BlocksByTileOwner(const TagSet& blocks, const PatchLevel& level,
                                                      const TileClusterOptions& options);
// Berger-Rigoutsos on each tile of `blocks` alone; the clusters in blocks, sorted.
[[nodiscard]] BoxList ClusterTilesOf(const TagSet& blocks, const Domain& domain,
                                     const TileClusterOptions& options);

// Collective: the clusters (in `level`'s index space, aligned to the block, sorted, the same on
// every rank) of all ranks' tags `mine` on `level`. Empty when no rank has tags in the region.
[[nodiscard]] BoxList ClusterAcrossRanks(const TagSet& mine, const PatchLevel& level,
                                         const BoxList& region, const TileClusterOptions& options,
                                         const Comm& comm);
// The same from this rank's blocks (LocalTagBlocks of its tags, or a TagBlockBuilder's).
[[nodiscard]] BoxList ClusterBlocksAcrossRanks(const TagSet& blocks, const PatchLevel& level,
                                               const TileClusterOptions& options, const Comm& comm);

}  // namespace vagus::amr
