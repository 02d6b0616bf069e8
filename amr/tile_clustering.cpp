// Tile-by-tile Berger-Rigoutsos: local buffering and coarsening, blocks sent to their tile's
// owner (MPI_Alltoallv of tag runs), clustering per tile, clusters gathered (MPI_Allgatherv).
#include <vagus/amr/tile_clustering.hpp>

#include <algorithm>
#include <limits>

#include <vagus/base/error.hpp>

namespace vagus::amr {
namespace {

// Flat boxes for MPI: lo then hi, three ints each.
std::vector<int> Flatten(const BoxList& boxes) {
  std::vector<int> flat;
  flat.reserve(boxes.size() * 6);
  for (const Box& b : boxes)
    flat.insert(flat.end(), {b.lo[0], b.lo[1], b.lo[2], b.hi[0], b.hi[1], b.hi[2]});
  return flat;
}

BoxList Unflatten(const std::vector<int>& flat) {
  BoxList boxes;
  for (std::size_t n = 0; n + 5 < flat.size(); n += 6)
    boxes.push_back({{flat[n], flat[n + 1], flat[n + 2]}, {flat[n + 3], flat[n + 4], flat[n + 5]}});
  return boxes;
}

// Every rank's `mine`, concatenated in rank order.
std::vector<int> AllGather(const std::vector<int>& mine, const Comm& comm) {
  const int count = static_cast<int>(mine.size());
  std::vector<int> counts(comm.size), displs(comm.size, 0);
  MPI_Allgather(&count, 1, MPI_INT, counts.data(), 1, MPI_INT, comm.comm);
  for (int r = 1; r < comm.size; ++r) displs[r] = displs[r - 1] + counts[r - 1];
  std::vector<int> all(static_cast<std::size_t>(displs.back() + counts.back()));
  MPI_Allgatherv(mine.data(), count, MPI_INT, all.data(), counts.data(), displs.data(), MPI_INT,
                 comm.comm);
  return all;
}

// Sends outgoing[r] to rank r; returns what every rank sent to this one, concatenated.
std::vector<int> Exchange(const std::map<int, std::vector<int>>& outgoing, const Comm& comm) {
  std::vector<int> send_counts(comm.size, 0), send_displs(comm.size, 0);
  std::vector<int> flat;
  for (const auto& [rank, data] : outgoing) {
    send_counts[rank] = static_cast<int>(data.size());
    send_displs[rank] = static_cast<int>(flat.size());
    flat.insert(flat.end(), data.begin(), data.end());
  }
  std::vector<int> recv_counts(comm.size), recv_displs(comm.size, 0);
  MPI_Alltoall(send_counts.data(), 1, MPI_INT, recv_counts.data(), 1, MPI_INT, comm.comm);
  for (int r = 1; r < comm.size; ++r) recv_displs[r] = recv_displs[r - 1] + recv_counts[r - 1];
  std::vector<int> received(static_cast<std::size_t>(recv_displs.back() + recv_counts.back()));
  MPI_Alltoallv(flat.data(), send_counts.data(), send_displs.data(), MPI_INT, received.data(),
                recv_counts.data(), recv_displs.data(), MPI_INT, comm.comm);
  return received;
}

}  // namespace

TagSet LocalTagBlocks(const TagSet& mine, const Domain& domain, const BoxList& region,
                      const TileClusterOptions& options) {
  if (mine.Empty()) return {};
  return Restrict(mine.Buffer(options.buffer_cells, domain), region)
      .Coarsen(domain.RatioVect(options.block));
}

IntVect TileOf(IntVect block, const Domain& domain, const TileClusterOptions& options) {
  const IntVect side = domain.RatioVect(options.tile_blocks);
  return {FloorDiv(block[0], side[0]), FloorDiv(block[1], side[1]), FloorDiv(block[2], side[2])};
}

int TileOwner(IntVect tile, const PatchLevel& level, const TileClusterOptions& options) {
  const Domain& domain = level.GetDomain();
  const IntVect side = domain.RatioVect(options.tile_blocks);
  const Box cells = Box(tile, tile).Refine(side).Refine(domain.RatioVect(options.block));
  const std::vector<std::size_t> ids = level.Index().IntersectingIds(cells);
  VAGUS_ASSERT(!ids.empty(), "a tile with tags meets no patch of its level");
  return level.Patches()[ids.front()].owner;
}

std::map<int, TagSet> BlocksByTileOwner(const TagSet& blocks, const PatchLevel& level,
                                        const TileClusterOptions& options) {
  std::map<IntVect, int> owner_of_tile;
  std::map<int, TagSet> by_owner;
  for (IntVect block : blocks.Cells()) {
    const IntVect tile = TileOf(block, level.GetDomain(), options);
    auto found = owner_of_tile.find(tile);
    if (found == owner_of_tile.end())
      found = owner_of_tile.emplace(tile, TileOwner(tile, level, options)).first;
    by_owner[found->second].Add(block);
  }
  return by_owner;
}

BoxList ClusterTilesOf(const TagSet& blocks, const Domain& domain,
                       const TileClusterOptions& options) {
  std::map<IntVect, std::vector<IntVect>> by_tile;
  for (IntVect block : blocks.Cells()) by_tile[TileOf(block, domain, options)].push_back(block);
  // On the block grid: every block is one cell, and the efficiency is counted in blocks.
  const ClusterOptions cluster =
      ClusterOptionsFor(domain, options.efficiency, 1, std::numeric_limits<int64_t>::max());
  BoxList clusters;
  for (auto& [tile, cells] : by_tile)
    for (const Box& b : ClusterTags(TagSet(std::move(cells)), cluster)) clusters.push_back(b);
  std::sort(clusters.begin(), clusters.end());
  return clusters;
}

BoxList ClusterAcrossRanks(const TagSet& mine, const PatchLevel& level, const BoxList& region,
                           const TileClusterOptions& options, const Comm& comm) {
  return ClusterBlocksAcrossRanks(LocalTagBlocks(mine, level.GetDomain(), region, options), level,
                                  options, comm);
}

BoxList ClusterBlocksAcrossRanks(const TagSet& blocks, const PatchLevel& level,
                                 const TileClusterOptions& options, const Comm& comm) {
  const Domain& domain = level.GetDomain();
  std::map<int, std::vector<int>> outgoing;
  for (const auto& [rank, owned] : BlocksByTileOwner(blocks, level, options))
    outgoing[rank] = owned.Serialize();
  const std::vector<int> received = Exchange(outgoing, comm);
  const BoxList mine_clustered = ClusterTilesOf(TagSet::Deserialize(received), domain, options);
  BoxList clusters = Unflatten(AllGather(Flatten(mine_clustered), comm));
  std::sort(clusters.begin(), clusters.end());
  return Refine(clusters, domain.RatioVect(options.block));
}

}  // namespace vagus::amr
