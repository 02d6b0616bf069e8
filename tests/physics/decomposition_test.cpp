// Decomposition invariance: the same deck run on 1, 2, ... N ranks (sub-communicators of the
// test's MPI job) and with different patch sizes gives bitwise identical fields on every level,
// with refinement and regrids too. Run with 3 ranks
// under ctest; with one rank it still compares patch sizes. DecompositionInvarianceManyRanks runs
// under ctest on 4 and 8 ranks only, against one rank, with ranks that own nothing on some level.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstring>

#include "tests/support/deck_runner.hpp"
#include "tests/support/test_decks.hpp"

namespace vagus::testing {
namespace {

constexpr const char* kDiagonalWave = R"(
[run]
max_steps = 20
[mesh]
lo = [0.0, 0.0, 0.0]
hi = [1.0, 1.0, 0.03125]
cells = [32, 32, 1]
periodic = [true, true, true]
[physics]
kernel = "euler"
limiter = "vanleer"
[problem]
name = "smooth_wave"
direction = "xy"
)";

// Runs the deck on the first `ranks` ranks of the world; the result is meaningful on rank 0.
DeckResult RunOnRanks(const char* deck, const std::vector<std::string>& overrides, int ranks,
                      bool record_diagnostics = false) {
  const Comm world = Comm::World();
  MPI_Comm sub;
  MPI_Comm_split(world.comm, world.rank < ranks ? 0 : MPI_UNDEFINED, world.rank, &sub);
  DeckResult result;
  if (sub != MPI_COMM_NULL) {
    Comm comm;
    comm.comm = sub;
    MPI_Comm_rank(sub, &comm.rank);
    MPI_Comm_size(sub, &comm.size);
    result = RunDeckText(deck, overrides, comm, record_diagnostics);
    MPI_Comm_free(&sub);
  }
  MPI_Barrier(world.comm);
  return result;
}

bool BitwiseEqual(const std::vector<double>& a, const std::vector<double>& b) {
  return a.size() == b.size() && std::memcmp(a.data(), b.data(), a.size() * sizeof(double)) == 0;
}

// Runs the deck on one rank with patches as large as it allows (the reference), then on each
// count of `rank_counts` (empty: 1, 2, ... all the job's ranks) with each patch size, and expects
// the same levels and bits every time: fields, totals, and the diagnostics of every coarse step.
// Returns the last run.
DeckResult ExpectInvariant(const char* deck, std::vector<std::string> overrides,
                           const std::vector<int64_t>& patch_sizes, size_t levels = 1,
                           std::vector<int> rank_counts = {}) {
  const Comm world = Comm::World();
  auto with_patch_size = [&overrides](int64_t size) {
    std::vector<std::string> all = overrides;
    all.push_back("mesh.max_patch_cells=" + std::to_string(size));
    return all;
  };
  if (rank_counts.empty())
    for (int ranks = 1; ranks <= world.size; ++ranks) rank_counts.push_back(ranks);
  const DeckResult reference = RunOnRanks(deck, with_patch_size(100000), 1, true);
  if (world.IsRoot()) {
    EXPECT_FALSE(reference.state.empty());
    EXPECT_EQ(reference.levels.size(), levels) << "the run must refine as intended";
  }
  DeckResult result;
  for (int ranks : rank_counts)
    for (int64_t size : patch_sizes) {
      result = RunOnRanks(deck, with_patch_size(size), ranks, true);
      if (world.IsRoot()) {
        EXPECT_EQ(result.steps, reference.steps);
        EXPECT_EQ(result.levels.size(), reference.levels.size());
        for (size_t l = 0; l < std::min(reference.levels.size(), result.levels.size()); ++l)
          EXPECT_TRUE(BitwiseEqual(result.levels[l], reference.levels[l]))
              << "level " << l << ", " << ranks << " ranks, patches of at most " << size
              << " cells";
        // The totals are sums in an order-free form (base/exact_sum.hpp): the same bits too.
        EXPECT_TRUE(BitwiseEqual(result.totals, reference.totals))
            << "totals, " << ranks << " ranks, patches of at most " << size << " cells";
        // So are the diagnostics' sums (amr::DiagnosticValues).
        EXPECT_EQ(result.diagnostics.size(), reference.diagnostics.size());
        for (size_t step = 0; step < std::min(result.diagnostics.size(), reference.diagnostics.size());
             ++step)
          for (size_t n = 0; n < reference.diagnostics[step].size(); ++n)
            EXPECT_EQ(std::memcmp(&result.diagnostics[step][n], &reference.diagnostics[step][n],
                                  sizeof(double)),
                      0)
                << result.diagnostic_names[n] << " at coarse step " << step << ": "
                << result.diagnostics[step][n] << " against " << reference.diagnostics[step][n]
                << ", " << ranks << " ranks, patches of at most " << size << " cells";
      }
    }
  return result;
}

// The Euler kernel's stages launched once over each level's patches ([physics] launch =
// "level", base/pack_launch.hpp) rather than once per patch: the same bits, with refinement.
TEST(DecompositionInvariance, OneLaunchPerLevelGivesTheSameBits) {
  const Comm world = Comm::World();
  const std::vector<std::string> refined_3d{"run.max_steps=8", "amr.max_level=1",
                                            "amr.regrid_interval=2", "mesh.max_patch_cells=256"};
  const std::vector<std::string> refined_2d{"run.max_steps=24", "amr.max_level=2",
                                            "amr.regrid_interval=4", "mesh.max_patch_cells=64"};
  for (const auto& [deck, overrides] : {std::pair{kSmallRichtmyerMeshkov3D, refined_3d},
                                        std::pair{kMovingBlob2D, refined_2d}}) {
    DeckResult result[2];
    for (int per_level = 0; per_level < 2; ++per_level) {
      std::vector<std::string> all = overrides;
      all.push_back(per_level ? "physics.launch=\"level\"" : "physics.launch=\"patch\"");
      result[per_level] = RunOnRanks(deck, all, world.size);
    }
    if (!world.IsRoot()) continue;
    ASSERT_FALSE(result[0].state.empty());
    EXPECT_GT(result[0].levels.size(), 1u) << "the run must refine";
    ASSERT_EQ(result[1].levels.size(), result[0].levels.size());
    for (size_t l = 0; l < result[0].levels.size(); ++l)
      EXPECT_TRUE(BitwiseEqual(result[1].levels[l], result[0].levels[l])) << "level " << l;
    EXPECT_TRUE(BitwiseEqual(result[1].totals, result[0].totals));
  }
}

TEST(DecompositionInvariance, RichtmyerMeshkov3D) {
  ExpectInvariant(kSmallRichtmyerMeshkov3D, {"run.max_steps=12"}, {512, 96});
}

TEST(DecompositionInvariance, DiagonalWave2D) {
  ExpectInvariant(kDiagonalWave, {}, {256, 64});
}

// A cell width that is not a power of two, with the domain's corner away from the origin: cell
// positions round, and must round the same in every patch (amr::CellGeometry).
TEST(DecompositionInvariance, DiagonalWaveWithAnInexactCellWidth2D) {
  ExpectInvariant(kDiagonalWave,
                  {"run.max_steps=4", "mesh.lo=[0.1, 0.3, 0.0]", "mesh.hi=[0.3, 0.5, 0.005]",
                   "mesh.cells=[40, 40, 1]", "problem.wavelength=0.2"},
                  {400, 64});
}

// With refinement and regrids: the same levels, boxes covering the same cells, the same bits.
TEST(DecompositionInvariance, BlobWithTwoRefinedLevels2D) {
  ExpectInvariant(kMovingBlob2D,
                  {"run.max_steps=24", "amr.max_level=2", "amr.regrid_interval=4",
                   "amr.check_invariants=true"},
                  {1024, 64}, 3);
}

// The composite-total cut ([partitioner] balance = "total") places patches differently, not the
// solution: the same bits. It balances each rank's work summed over the levels, where the default
// balances every level.
TEST(DecompositionInvariance, CompositeTotalCutGivesTheSameBits) {
  const std::vector<std::string> overrides{"run.max_steps=24", "amr.max_level=2",
                                           "amr.regrid_interval=4", "amr.check_invariants=true",
                                           "partitioner.balance=\"total\""};
  ExpectInvariant(kMovingBlob2D, overrides, {1024, 64}, 3);
  const Comm world = Comm::World();
  if (world.size < 2) return;
  std::vector<std::string> small = overrides;
  small.push_back("mesh.max_patch_cells=64");
  small.push_back("autonomic.policy=\"static\"");
  const DeckResult result = RunOnRanks(kMovingBlob2D, small, world.size);
  if (!world.IsRoot()) return;
  std::vector<double> total(world.size, 0.0);
  double sum = 0;
  for (const std::vector<double>& level : result.work)
    for (int k = 0; k < world.size; ++k) {
      total[k] += level[k];
      sum += level[k];
    }
  // Each rank's share of the whole work is near 1 / ranks (the last regrid of the finest level
  // may have shifted it a little since the base level was cut).
  for (int k = 0; k < world.size; ++k)
    EXPECT_NEAR(total[k] / sum, 1.0 / world.size, 0.1 / world.size) << "rank " << k;
}

// Ranks kept off the coarse levels ([partitioner] coarsest_levels): rank 0 holds levels 0 and 1
// alone, every rank shares level 2, and the solution is a single rank's, bit for bit.
TEST(DecompositionInvariance, RanksKeptOffTheCoarseLevelsGiveTheSameBits) {
  const Comm world = Comm::World();
  if (world.size < 2) GTEST_SKIP() << "needs two ranks";
  std::vector<std::string> overrides{"run.max_steps=24",         "amr.max_level=2",
                                     "amr.regrid_interval=4",    "amr.check_invariants=true",
                                     "mesh.max_patch_cells=64", "autonomic.policy=\"static\""};
  const DeckResult reference = RunOnRanks(kMovingBlob2D, overrides, 1, true);
  std::string coarsest = "partitioner.coarsest_levels=[0";
  for (int k = 1; k < world.size; ++k) coarsest += ", 2";
  overrides.push_back(coarsest + "]");
  const DeckResult kept = RunOnRanks(kMovingBlob2D, overrides, world.size, true);
  if (!world.IsRoot()) return;
  ASSERT_EQ(kept.levels.size(), 3u);
  ASSERT_EQ(reference.levels.size(), 3u);
  for (size_t l = 0; l < 3; ++l)
    EXPECT_TRUE(BitwiseEqual(kept.levels[l], reference.levels[l])) << "level " << l;
  EXPECT_TRUE(BitwiseEqual(kept.totals, reference.totals));
  for (int k = 1; k < world.size; ++k) {
    EXPECT_EQ(kept.work[0][k], 0.0) << "rank " << k;
    EXPECT_EQ(kept.work[1][k], 0.0) << "rank " << k;
    EXPECT_GT(kept.work[2][k], 0.0) << "rank " << k;
  }
}

// Tags clustered in tiles of a few blocks (so most clusters meet tile edges, and each rank
// clusters the tiles of its own patches): still the same on any number of ranks.
TEST(DecompositionInvariance, TagsClusteredInSmallTiles) {
  ExpectInvariant(kMovingBlob2D,
                  {"run.max_steps=24", "amr.max_level=2", "amr.regrid_interval=4",
                   "amr.check_invariants=true", "amr.cluster_tile=2"},
                  {1024, 64}, 3);
  ExpectInvariant(kSmallRichtmyerMeshkov3D,
                  {"run.max_steps=8", "amr.max_level=1", "amr.regrid_interval=2",
                   "amr.check_invariants=true", "amr.cluster_tile=1"},
                  {2048, 256}, 2);
}

TEST(DecompositionInvariance, RichtmyerMeshkovWithRefinement3D) {
  ExpectInvariant(kSmallRichtmyerMeshkov3D,
                  {"run.max_steps=8", "amr.max_level=1", "amr.regrid_interval=2",
                   "amr.check_invariants=true"},
                  {2048, 256}, 2);
}

// On many ranks (4 and 8 under ctest, oversubscribed): the same bits as on one rank, with levels
// that have fewer patches than ranks, so that some ranks own nothing there and every collective,
// schedule and reflux runs with empty ranks. The static policy keeps the layout independent of
// timings, so the test knows it made empty ranks.
void ExpectInvariantWithEmptyRanks(const char* deck, const std::vector<std::string>& overrides,
                                   int64_t patch_size, size_t levels) {
  const Comm world = Comm::World();
  std::vector<std::string> all = overrides;
  all.push_back("autonomic.policy=\"static\"");
  const DeckResult many = ExpectInvariant(deck, all, {patch_size}, levels, {world.size});
  if (!world.IsRoot()) return;
  bool fewer_patches = false, empty_rank = false;
  std::string patches;  // per level
  for (size_t l = 0; l < many.level_boxes.size(); ++l) {
    fewer_patches = fewer_patches || many.level_boxes[l].size() < static_cast<size_t>(world.size);
    for (double work : many.work[l]) empty_rank = empty_rank || work == 0.0;
    patches += " " + std::to_string(many.level_boxes[l].size());
  }
  EXPECT_TRUE(fewer_patches && empty_rank)
      << "every level has at least as many patches as the " << world.size
      << " ranks, or every rank owns something on every level; patches per level:" << patches;
}

TEST(DecompositionInvarianceManyRanks, BlobWithTwoRefinedLevels2D) {
  // A 16 x 16 base in blocks of 16 cells: one base patch, a few on the finer levels.
  ExpectInvariantWithEmptyRanks(kMovingBlob2D,
                                {"run.max_steps=16", "amr.max_level=2", "amr.regrid_interval=2",
                                 "amr.check_invariants=true", "amr.blocking_factor=16",
                                 "mesh.cells=[16, 16, 1]", "mesh.hi=[1.0, 1.0, 0.0625]"},
                                4096, 3);
}

// With the default (timing-driven) policy: any capacities must give the same bits. Its base level
// is four blocks of 8 cells, so on 8 ranks half of them own nothing there.
TEST(DecompositionInvarianceManyRanks, RichtmyerMeshkovWithRefinement3D) {
  const Comm world = Comm::World();
  ExpectInvariant(kSmallRichtmyerMeshkov3D,
                  {"run.max_steps=8", "amr.max_level=1", "amr.regrid_interval=2",
                   "amr.check_invariants=true", "amr.blocking_factor=8"},
                  {4096}, 2, {world.size});
}

}  // namespace
}  // namespace vagus::testing
