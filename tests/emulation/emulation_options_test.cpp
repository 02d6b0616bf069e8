// Deck section [emulation]: defaults that emulate nothing, every key read, ranges and cross-key
// and per-rank checks with messages naming the key.
#include <vagus/emulation/emulation_options.hpp>

#include <gtest/gtest.h>

#include <vagus/base/error.hpp>

namespace vagus::emulation {
namespace {

input::Deck Validated(const std::string& text) {
  input::Schema schema;
  schema.Add(EmulationOptions::Section().Spec());
  input::Deck deck = input::Deck::Parse(text, "test.toml");
  deck.Validate(schema);
  return deck;
}

std::string ErrorOf(const std::string& text) {
  try {
    (void)EmulationOptions::Read(Validated(text));
  } catch (const UserError& e) {
    return e.what();
  }
  return "";
}

TEST(EmulationOptions, AnEmptyDeckEmulatesNothing) {
  const EmulationOptions o = EmulationOptions::Read(Validated(""));
  EXPECT_TRUE(o.slow_ranks.empty());
  EXPECT_EQ(o.slow_factor, 1.0);
  EXPECT_EQ(o.clock, Clock::kWall);
  EXPECT_FALSE(o.Active());
}

TEST(EmulationOptions, ReadsEveryKey) {
  const EmulationOptions o = EmulationOptions::Read(Validated(R"(
[emulation]
clock = "modelled"
seconds_per_cell = 2e-7
link_delay_us = [5, 50]
link_bandwidth_mb = [1000]
slow_ranks = [1]
slow_factor = 2.0
slow_from_step = 5
slow_to_step = 50
memory_budget_mb = [1024]
memory_from_step = 10
memory_to_step = 20
patch_overhead_cells = 64
cache_cells = 4096
cache_factor = 1.5
)"));
  EXPECT_EQ(o.clock, Clock::kModelled);
  EXPECT_EQ(o.seconds_per_cell, 2e-7);
  EXPECT_EQ(o.link_delay_us, std::vector<double>({5, 50}));
  EXPECT_EQ(o.link_bandwidth_mb, std::vector<double>({1000}));
  EXPECT_EQ(o.slow_ranks, std::vector<int>({1}));
  EXPECT_EQ(o.slow_factor, 2.0);
  EXPECT_EQ(o.slow_from_step, 5);
  EXPECT_EQ(o.slow_to_step, 50);
  EXPECT_EQ(o.memory_budget_mb, std::vector<double>({1024}));
  EXPECT_EQ(o.memory_from_step, 10);
  EXPECT_EQ(o.memory_to_step, 20);
  EXPECT_EQ(o.patch_overhead_cells, 64);
  EXPECT_EQ(o.cache_cells, 4096);
  EXPECT_EQ(o.cache_factor, 1.5);
  EXPECT_TRUE(o.Active());
}

TEST(EmulationOptions, BadValuesNameTheKey) {
  EXPECT_NE(ErrorOf("[emulation]\nslow_factor = 0.5\n").find("emulation.slow_factor"),
            std::string::npos);
  EXPECT_NE(ErrorOf("[emulation]\nslow_from_step = 5\nslow_to_step = 4\n").find("slow_to_step"),
            std::string::npos);
  EXPECT_NE(ErrorOf("[emulation]\nclock = \"modelled\"\nlink_bandwidth_mb = [-1]\n")
                .find("link_bandwidth_mb"),
            std::string::npos);
  EXPECT_NE(ErrorOf("[emulation]\nclock = \"fast\"\n").find("wall, modelled"), std::string::npos);
  EXPECT_NE(ErrorOf("[emulation]\nslow_rank = [1]\n").find("did you mean"), std::string::npos);
}

TEST(EmulationOptions, PerRankArraysMustFitTheRun) {
  EmulationOptions o;
  o.link_bandwidth_mb = {100, 10};
  EXPECT_THROW(o.CheckRanks(3), UserError);
  o.link_bandwidth_mb = {100, 10, 10};
  EXPECT_NO_THROW(o.CheckRanks(3));
  o.slow_ranks = {3};
  EXPECT_THROW(o.CheckRanks(3), UserError);
  o.slow_ranks = {2};
  o.memory_budget_mb = {1, 2};
  EXPECT_THROW(o.CheckRanks(3), UserError);
}

}  // namespace
}  // namespace vagus::emulation
