// Memory policy: the largest patch a rank's memory holds (with ghosts and scratch), the memory a
// rank may count on (node figure shared, budgets), and limits in decisions: memory-poor ranks get
// small limits, small fluctuations do not move them, and the policy is independent of capacities.
#include <vagus/monitor/memory_policy.hpp>

#include <gtest/gtest.h>

#include <cmath>

#include <vagus/monitor/decision.hpp>

namespace vagus::monitor {
namespace {

constexpr int64_t kMiB = 1024 * 1024;

TEST(MemoryPolicy, BytesPerCellFromComponentsOrTheDeck) {
  AutonomicOptions o;
  o.state_components = 7;
  EXPECT_DOUBLE_EQ(BytesPerCell(o), (2 * 7 + 48) * 8.0);
  o.bytes_per_cell = 1000;
  EXPECT_DOUBLE_EQ(BytesPerCell(o), 1000.0);
}

TEST(MemoryPolicy, LargestPatchHoldsItsGhostsInTheAllowedShare) {
  AutonomicOptions o;  // 496 B/cell x 1.5, a tenth of memory, 2 ghost cells
  const int64_t memory = 256 * kMiB;
  const int64_t cells = LargestPatchCells(memory, o);
  const auto bytes = [](double n) { return std::pow(n + 4, 3) * 496 * 1.5; };
  EXPECT_LE(bytes(std::cbrt(static_cast<double>(cells))), 0.1 * memory);
  EXPECT_GT(bytes(std::cbrt(static_cast<double>(cells + 1))), 0.1 * memory * (1 - 1e-12));
  EXPECT_EQ(cells, 24499);  // (cbrt(0.1 x 256 MiB / 744 B) - 4)^3
  // Sixteen times the memory: sixteen times the volume with ghosts, so about that many cells.
  EXPECT_GT(LargestPatchCells(16 * memory, o), 12 * cells);
  EXPECT_EQ(LargestPatchCells(-1, o), 0);                    // unknown: no limit
  EXPECT_EQ(LargestPatchCells(1024, o), o.min_patch_cells);  // never below the minimum
}

TEST(MemoryPolicy, EffectiveMemorySharesTheNodeAndHonoursBudgets) {
  EXPECT_EQ(EffectiveMemory(8192 * kMiB, 2, -1, -1), 4096 * kMiB);
  EXPECT_EQ(EffectiveMemory(8192 * kMiB, 2, 256 * kMiB, -1), 256 * kMiB);
  EXPECT_EQ(EffectiveMemory(8192 * kMiB, 1, 4096 * kMiB, 100 * kMiB), 100 * kMiB);
  EXPECT_EQ(EffectiveMemory(-1, 1, -1, 300 * kMiB), 300 * kMiB);
  EXPECT_EQ(EffectiveMemory(-1, 1, -1, -1), -1);
}

std::vector<RankSummary> WithMemory(const std::vector<double>& mib) {
  std::vector<RankSummary> ranks(mib.size());
  for (size_t k = 0; k < mib.size(); ++k) ranks[k].memory_bytes = mib[k] * kMiB;
  return ranks;
}

TEST(MemoryPolicy, MemoryPoorRanksGetSmallerLimitsAndNoiseDoesNotMoveThem) {
  AutonomicOptions o;
  o.policy = Policy::kStatic;  // independent of the capacity policy
  o.memory_policy = true;
  DecisionState state = DecisionState::Initial(4);
  const Decision d = MakeDecision(WithMemory({4096, 4096, 256, 256}), o, state, 0);
  EXPECT_EQ(d.max_patch_cells[0], d.max_patch_cells[1]);
  EXPECT_EQ(d.max_patch_cells[2], d.max_patch_cells[3]);
  EXPECT_GT(d.max_patch_cells[0], 10 * d.max_patch_cells[2]);
  EXPECT_TRUE(d.rebalance);
  EXPECT_EQ(d.capacity, std::vector<double>(4, 0.25));
  ASSERT_FALSE(d.causes.empty());
  EXPECT_NE(d.causes[2].find("rank 2 largest patch 0 -> 24499 cells (256 MiB available)"),
            std::string::npos)
      << d.causes[2];
  // 1% less memory everywhere: inside the dead band, nothing moves.
  const Decision again = MakeDecision(WithMemory({4055, 4055, 253.5, 253.5}), o, state, 1);
  EXPECT_EQ(again.max_patch_cells, d.max_patch_cells);
  EXPECT_FALSE(again.rebalance);
  // A quarter of the memory: the limit follows.
  const Decision less = MakeDecision(WithMemory({4096, 4096, 64, 256}), o, state, 2);
  EXPECT_LT(less.max_patch_cells[2], d.max_patch_cells[2] / 3);
  EXPECT_TRUE(less.rebalance);
}

TEST(MemoryPolicy, OffMeansNoLimits) {
  AutonomicOptions o;
  DecisionState state = DecisionState::Initial(2);
  const Decision d = MakeDecision(WithMemory({4096, 16}), o, state, 0);
  EXPECT_EQ(d.max_patch_cells, std::vector<int64_t>({0, 0}));
}

}  // namespace
}  // namespace vagus::monitor
