// The metadata work of one regrid at 10^3, 10^4 and 10^5 patches, as rank r of P (default 4096)
// does it, in one process (nothing is sent: what rank r would receive is computed beforehand,
// untimed). The hierarchy: a periodic cube of (8m)^3 base cells cut into 8^3 patches, and a level
// refining a spherical shell (radius 0.3 of the cube) by 2, in 8^3 patches; the regrid moves the
// shell out by two base cells. Each operation is timed alone (best of --repeat runs):
//   clustering   rank r's tags (a mask per patch): buffer, nest, coarsen, sort by tile owner;
//                Berger-Rigoutsos on the tiles it owns; then every rank's work on the gathered
//                clusters (sort, clip to the nesting region, coalesce, refine, chop)
//   nesting      the nesting region of the base level
//   previous     previous owners of the new boxes
//   partition    Distribute() of the new level over P ranks (previous owners included)
//   schedules    the new level's ghost exchange, coarse-fine filler, flux register, averaging
//                down, and the regrid's data transfer (old-to-new copies, new cells' filler)
// and the growth of each with the number of patches is printed. Memory (heap in use): what the
// base and old fine levels hold (replicated patch lists and indexes, rank r's patch data), then
// what the new fine level and rank r's schedules on it add.
// Usage: vagus_regrid_metadata_bench [--ranks P] [--repeat N] [--patches N1,N2,...]
#include <malloc.h>
#include <mpi.h>

#include <Kokkos_Core.hpp>
#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <functional>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include <vagus/amr/average_down.hpp>
#include <vagus/amr/chop.hpp>
#include <vagus/base/kokkos_runtime.hpp>
#include <vagus/amr/coarse_fine.hpp>
#include <vagus/amr/distribute.hpp>
#include <vagus/amr/flux_register.hpp>
#include <vagus/amr/ghost_exchange.hpp>
#include <vagus/amr/level_copy.hpp>
#include <vagus/amr/nesting.hpp>
#include <vagus/amr/tag_blocks.hpp>
#include <vagus/amr/tile_clustering.hpp>

namespace {

using namespace vagus;
using namespace vagus::amr;

constexpr int kPatch = 8;  // patch side and blocking factor, cells
constexpr int kRatio = 2;
constexpr int kComponents = 6;
constexpr int kGhosts = 2;

// Heap memory in use (glibc's count of allocated bytes, mapped blocks included).
int64_t HeapBytes() {
  const struct mallinfo2 info = mallinfo2();
  return static_cast<int64_t>(info.uordblks + info.hblkhd);
}

double BestSeconds(int repeat, const std::function<void()>& work) {
  double best = 1e30;
  for (int r = 0; r < repeat; ++r) {
    const auto start = std::chrono::steady_clock::now();
    work();
    best = std::min(
        best, std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
  }
  return best;
}

// Cells of the shell of `radius` (base cells) and thickness 2 about the cube's centre.
TagSet ShellTags(const Domain& domain, double radius) {
  const double centre = 0.5 * domain.box.Size()[0];
  std::vector<IntVect> cells;
  const int n = domain.box.Size()[0];
  for (int k = 0; k < n; ++k)
    for (int j = 0; j < n; ++j) {
      const double y = j + 0.5 - centre, z = k + 0.5 - centre;
      const double rest = radius * radius - y * y - z * z;
      if (rest < -2 * radius) continue;
      for (int i = 0; i < n; ++i) {
        const double x = i + 0.5 - centre;
        if (std::fabs(std::sqrt(x * x + y * y + z * z) - radius) < 1.0) cells.push_back({i, j, k});
      }
    }
  return TagSet(std::move(cells));
}

struct Setup {
  Domain base_domain, fine_domain;
  TileClusterOptions cluster;
  int ranks = 4096;
  std::unique_ptr<PatchLevel> base, old_fine;
  BoxList region;  // the base level's nesting region
};

std::vector<PatchInfo> Assign(const Setup& s, int level, const BoxList& boxes,
                              const PatchLevel* previous) {
  DistributionRequest request;
  request.level = level;
  request.boxes = boxes;
  request.ratio_to_base = request.substeps = level == 0 ? 1 : kRatio;
  request.num_components = kComponents;
  request.blocking_factor = kPatch;
  request.base_domain = s.base_domain.box;
  request.num_ranks = s.ranks;
  request.may_split = true;
  request.previous = previous;
  return Distribute(request, DistributionPolicy{});
}

// Clusters -> the fine level's boxes, as every rank does after the gather.
BoxList FineBoxes(const Setup& s, BoxList clusters) {
  std::sort(clusters.begin(), clusters.end());
  BoxList fine;
  for (const Box& b :
       Coalesce(Restrict(Refine(clusters, s.base_domain.RatioVect(s.cluster.block)), s.region)))
    fine.push_back(b.Refine(s.base_domain.RatioVect(kRatio)));
  return ChopToSize(fine, int64_t{kPatch} * kPatch * kPatch, kPatch);
}

// The new fine level's boxes computed by one rank holding every tag (untimed reference input).
BoxList AllRanksFineBoxes(const Setup& s, const TagSet& tags) {
  const TagSet blocks = LocalTagBlocks(tags, s.base_domain, s.region, s.cluster);
  return FineBoxes(s, ClusterTilesOf(blocks, s.base_domain, s.cluster));
}

struct Row {
  int m = 0;
  std::size_t patches = 0, base_patches = 0, fine_patches = 0, rank_patches = 0;
  std::map<std::string, double> seconds;
  int64_t level_bytes = 0;     // the base and the old fine level (patch lists, indexes, Views)
  int64_t schedule_bytes = 0;  // the new fine level and rank r's schedules
};

Row Measure(int m, int ranks, int repeat) {
  Row row;
  row.m = m;
  Setup s;
  s.ranks = ranks;
  s.base_domain.box = Box({0, 0, 0}, IntVect::Uniform(kPatch * m - 1));
  s.base_domain.periodic = {true, true, true};
  s.fine_domain = s.base_domain.Refined(kRatio);
  s.cluster.block = kPatch / kRatio;
  const double radius = 0.3 * kPatch * m;
  const TagSet old_tags = ShellTags(s.base_domain, radius);
  const TagSet new_tags = ShellTags(s.base_domain, radius + 2.0);
  const int64_t heap_before = HeapBytes();

  const BoxList base_boxes =
      ChopToSize({s.base_domain.box}, int64_t{kPatch} * kPatch * kPatch, kPatch);
  std::vector<PatchInfo> base_patches = Assign(s, 0, base_boxes, nullptr);
  // Rank r: the owner of the base patch at the shell's +x pole, so that it has tags to cluster.
  const int pole = static_cast<int>(0.5 * kPatch * m + radius + 2.0);
  const IntVect pole_cell{pole, kPatch * m / 2, kPatch * m / 2};
  int rank = 0;
  for (const PatchInfo& p : base_patches)
    if (p.box.Contains(pole_cell)) rank = p.owner;
  s.base = std::make_unique<PatchLevel>(0, s.base_domain, base_patches, kComponents, kGhosts, rank);
  s.region = CoarseNestingRegion(s.base->Boxes(), s.base_domain, 2, s.cluster.block);
  s.old_fine = std::make_unique<PatchLevel>(1, s.fine_domain,
                                            Assign(s, 1, AllRanksFineBoxes(s, old_tags), nullptr),
                                            kComponents, kGhosts, rank);

  row.level_bytes = HeapBytes() - heap_before;
  // What rank r holds or receives: its own tags, one mask per local patch as the kernel tags
  // them; the blocks of the tiles it owns; every cluster.
  std::map<std::size_t, std::vector<int>> masks;  // by patch id
  for (const Patch& p : s.base->LocalPatches())
    masks[static_cast<std::size_t>(p.id)].assign(static_cast<std::size_t>(p.box.NumCells()), 0);
  for (IntVect c : new_tags.Cells()) {
    const std::size_t id = s.base->Index().IntersectingIds(Box(c, c)).front();
    if (masks.count(id) == 0) continue;
    const Box& box = base_patches[id].box;
    const IntVect n = box.Size(), at = c - box.lo;
    masks[id][(static_cast<std::size_t>(at[2]) * n[1] + at[1]) * n[0] + at[0]] = 1;
  }
  const TagSet all_blocks = LocalTagBlocks(new_tags, s.base_domain, s.region, s.cluster);
  const std::map<int, TagSet> by_owner = BlocksByTileOwner(all_blocks, *s.base, s.cluster);
  const TagSet my_tiles = by_owner.count(rank) ? by_owner.at(rank) : TagSet();
  const BoxList all_clusters = ClusterTilesOf(all_blocks, s.base_domain, s.cluster);

  const int64_t preparation_bytes = HeapBytes() - heap_before - row.level_bytes;

  // Clustering, in its three parts.
  BoxList new_boxes;
  const double local = BestSeconds(repeat, [&] {
    TagBlockBuilder blocks(s.base_domain, s.region, s.cluster);
    for (const auto& [id, mask] : masks) blocks.Add(base_patches[id].box, mask.data());
    (void)BlocksByTileOwner(blocks.Blocks(), *s.base, s.cluster);
  });
  const double tiles =
      BestSeconds(repeat, [&] { (void)ClusterTilesOf(my_tiles, s.base_domain, s.cluster); });
  const double merge = BestSeconds(repeat, [&] { new_boxes = FineBoxes(s, all_clusters); });
  row.seconds["clustering"] = local + tiles + merge;
  row.seconds["nesting"] = BestSeconds(repeat, [&] {
    (void)CoarseNestingRegion(s.base->Boxes(), s.base_domain, 2, s.cluster.block);
  });
  row.seconds["previous"] =
      BestSeconds(repeat, [&] { (void)PreviousOwners(new_boxes, s.old_fine.get()); });
  std::vector<PatchInfo> new_patches;
  row.seconds["partition"] =
      BestSeconds(repeat, [&] { new_patches = Assign(s, 1, new_boxes, s.old_fine.get()); });

  Comm comm;
  comm.rank = rank;
  comm.size = ranks;
  std::unique_ptr<PatchLevel> fine;
  struct Schedules {
    std::unique_ptr<GhostExchange> exchange;
    std::unique_ptr<CoarseFineFiller> coarse_fine, new_cells;
    std::unique_ptr<FluxRegister> flux_register;
    std::unique_ptr<AverageDown> average_down;
    std::vector<CopyItem> transfer;
  } kept;
  row.seconds["schedules"] = BestSeconds(repeat, [&] {
    fine = std::make_unique<PatchLevel>(1, s.fine_domain, new_patches, kComponents, kGhosts, rank);
    const PatchLevel* old = s.old_fine.get();
    const PatchLevel& fresh = *fine;
    const FillRegions uncovered{[&fresh, old](std::size_t id) {
      const Box& box = fresh.Patches()[id].box;
      return Complement(box, old->Index().Intersecting(box));
    }};
    kept.new_cells = std::make_unique<CoarseFineFiller>(*s.base, fresh, kRatio, uncovered, comm);
    kept.transfer = ComputeOverlapCopies(*old, fresh);
    kept.exchange = std::make_unique<GhostExchange>(fresh, comm);
    kept.coarse_fine = std::make_unique<CoarseFineFiller>(*s.base, fresh, kRatio,
                                                          UncoveredGhostRegions(fresh), comm);
    kept.flux_register = std::make_unique<FluxRegister>(
        *s.base, fresh, kRatio, FluxComponents{s.base->NumComponents()}, comm);
    kept.average_down = std::make_unique<AverageDown>(*s.base, fresh, kRatio, comm);
  });
  row.schedule_bytes = HeapBytes() - heap_before - row.level_bytes - preparation_bytes;
  row.base_patches = s.base->Patches().size();
  row.fine_patches = fine->Patches().size();
  row.patches = row.base_patches + row.fine_patches;
  row.rank_patches = s.base->LocalPatches().size() + fine->LocalPatches().size();
  return row;
}

// The cube side (in patches) whose hierarchy has about `patches` patches: m^3 base patches and
// about 9 m^2 on the shell.
int SideFor(double patches) {
  int best = 2;
  for (int m = 2; m < 200; ++m)
    if (std::fabs(std::log((m * m * m + 9.0 * m * m) / patches)) <
        std::fabs(std::log((best * best * best + 9.0 * best * best) / patches)))
      best = m;
  return best;
}

}  // namespace

int main(int argc, char** argv) {
  MPI_Init(&argc, &argv);
  int ranks = 4096, repeat = 3;
  std::vector<double> targets{1e3, 1e4, 1e5};
  for (int a = 1; a + 1 < argc; a += 2) {
    if (!std::strcmp(argv[a], "--ranks")) ranks = std::atoi(argv[a + 1]);
    if (!std::strcmp(argv[a], "--repeat")) repeat = std::atoi(argv[a + 1]);
    if (!std::strcmp(argv[a], "--patches")) {
      targets.clear();
      for (const char* p = argv[a + 1]; *p;) {
        targets.push_back(std::atof(p));
        while (*p && *p != ',') ++p;
        if (*p == ',') ++p;
      }
    }
  }
  {
    vagus::KokkosRuntime kokkos(argc, argv);
    const std::vector<std::string> ops{"clustering", "nesting", "previous", "partition",
                                       "schedules"};
    std::printf("one regrid's metadata work as one rank of %d, seconds (best of %d)\n", ranks,
                repeat);
    std::printf("%8s %8s %8s %6s", "patches", "base", "fine", "rank");
    for (const std::string& op : ops) std::printf(" %11s", op.c_str());
    std::printf(" %9s %10s %10s\n", "total", "levels MB", "+ new MB");
    std::vector<Row> rows;
    for (double target : targets) {
      rows.push_back(Measure(SideFor(target), ranks, repeat));
      const Row& row = rows.back();
      double total = 0;
      std::printf("%8zu %8zu %8zu %6zu", row.patches, row.base_patches, row.fine_patches,
                  row.rank_patches);
      for (const std::string& op : ops) {
        std::printf(" %11.4f", row.seconds.at(op));
        total += row.seconds.at(op);
      }
      std::printf(" %9.4f %10.1f %10.1f\n", total, row.level_bytes / 1e6, row.schedule_bytes / 1e6);
      std::fflush(stdout);
    }
    std::printf("growth from one size to the next (time ratio / patch ratio; 1 = linear):\n");
    for (std::size_t n = 1; n < rows.size(); ++n) {
      const double patches = double(rows[n].patches) / rows[n - 1].patches;
      std::printf("%8zu -> %-8zu", rows[n - 1].patches, rows[n].patches);
      double before = 0, after = 0;
      for (const std::string& op : ops) {
        std::printf(" %11.2f", rows[n].seconds.at(op) / rows[n - 1].seconds.at(op) / patches);
        before += rows[n - 1].seconds.at(op);
        after += rows[n].seconds.at(op);
      }
      std::printf(" %9.2f\n", after / before / patches);
    }
  }
  MPI_Finalize();
  return 0;
}
