// Deck schema of [autonomic] and [autonomic.emulate]: defaults that work, every key read, choices
// and ranges enforced by the deck, cross-key and per-rank checks with messages naming the key.
#include <vagus/monitor/autonomic_options.hpp>

#include <gtest/gtest.h>

#include <vagus/base/error.hpp>

namespace vagus::monitor {
namespace {

input::Deck Validated(const std::string& text) {
  input::Schema schema;
  AddAutonomicSchema(schema);
  input::Deck deck = input::Deck::Parse(text, "test.toml");
  deck.Validate(schema);
  return deck;
}

std::string ErrorOf(const std::string& text) {
  try {
    (void)ReadAutonomicOptions(Validated(text));
  } catch (const UserError& e) {
    return e.what();
  }
  return "";
}

TEST(AutonomicOptions, DefaultsFromAnEmptyDeck) {
  const AutonomicOptions o = ReadAutonomicOptions(Validated(""));
  const AutonomicOptions d;
  EXPECT_EQ(o.policy, Policy::kPerformanceFunction);
  EXPECT_FALSE(o.memory_policy);
  EXPECT_EQ(o.window, d.window);
  EXPECT_EQ(o.damping, d.damping);
  EXPECT_EQ(o.capacity_floor, d.capacity_floor);
  EXPECT_EQ(o.dead_band, d.dead_band);
  EXPECT_EQ(o.tuning_mode, TuningMode::kFixed);
  EXPECT_EQ(o.evacuate_after, d.evacuate_after);
  EXPECT_EQ(o.history, "history.jsonl");
  EXPECT_TRUE(o.memory_budget_mb.empty());
  EXPECT_TRUE(o.emulate.slow_ranks.empty());
  EXPECT_EQ(o.emulate.slow_factor, 1.0);
}

TEST(AutonomicOptions, ReadsEveryKey) {
  const AutonomicOptions o = ReadAutonomicOptions(Validated(R"(
[autonomic]
policy = "stochastic"
memory_policy = true
window = 8
damping = 0.5
capacity_floor = 0.2
dead_band = 0.03
tuning_factor_mode = "variable"
tuning_factor = 2
high_variability = 0.2
max_condition = 1e8
evacuate = false
evacuate_below = 0.3
evacuate_after = 4
readmit_above = 0.8
readmit_after = 3
readmit_share = 0.25
probe_iterations = 1000
model_communication = true
memory_budget_mb = [4096, 256]
bytes_per_cell = 800
memory_safety = 2
patch_memory_fraction = 0.2
history = "h.jsonl"

[autonomic.emulate]
clock = "modelled"
link_delay_us = [5, 50]
link_bandwidth_mb = [1000]
slow_ranks = [1]
slow_factor = 2.0
slow_from_step = 5
slow_to_step = 50
memory_budget_mb = [1024]
memory_from_step = 10
memory_to_step = 20
)"));
  EXPECT_EQ(o.policy, Policy::kStochastic);
  EXPECT_TRUE(o.memory_policy);
  EXPECT_EQ(o.window, 8);
  EXPECT_EQ(o.damping, 0.5);
  EXPECT_EQ(o.capacity_floor, 0.2);
  EXPECT_EQ(o.dead_band, 0.03);
  EXPECT_EQ(o.tuning_mode, TuningMode::kVariable);
  EXPECT_EQ(o.tuning_factor, 2.0);
  EXPECT_EQ(o.high_variability, 0.2);
  EXPECT_EQ(o.max_condition, 1e8);
  EXPECT_FALSE(o.evacuate);
  EXPECT_EQ(o.evacuate_below, 0.3);
  EXPECT_EQ(o.evacuate_after, 4);
  EXPECT_EQ(o.readmit_above, 0.8);
  EXPECT_EQ(o.readmit_after, 3);
  EXPECT_EQ(o.readmit_share, 0.25);
  EXPECT_EQ(o.probe_iterations, 1000);
  EXPECT_TRUE(o.model_communication);
  EXPECT_EQ(o.memory_budget_mb, std::vector<double>({4096, 256}));
  EXPECT_EQ(o.bytes_per_cell, 800);
  EXPECT_EQ(o.memory_safety, 2.0);
  EXPECT_EQ(o.patch_memory_fraction, 0.2);
  EXPECT_EQ(o.history, "h.jsonl");
  EXPECT_EQ(o.emulate.clock, EmulatedClock::kModelled);
  EXPECT_EQ(o.emulate.link_delay_us, std::vector<double>({5, 50}));
  EXPECT_EQ(o.emulate.link_bandwidth_mb, std::vector<double>({1000}));
  EXPECT_EQ(o.emulate.slow_ranks, std::vector<int>({1}));
  EXPECT_EQ(o.emulate.slow_factor, 2.0);
  EXPECT_EQ(o.emulate.slow_from_step, 5);
  EXPECT_EQ(o.emulate.slow_to_step, 50);
  EXPECT_EQ(o.emulate.memory_budget_mb, std::vector<double>({1024}));
  EXPECT_EQ(o.emulate.memory_from_step, 10);
  EXPECT_EQ(o.emulate.memory_to_step, 20);
}

TEST(AutonomicOptions, BadValuesNameTheKey) {
  EXPECT_NE(ErrorOf("[autonomic]\npolicy = \"fastest\"\n").find("autonomic.policy"),
            std::string::npos);
  EXPECT_NE(ErrorOf("[autonomic]\ndamping = 0\n").find("autonomic.damping"), std::string::npos);
  EXPECT_NE(ErrorOf("[autonomic]\nevacuate_below = 0.5\nreadmit_above = 0.4\n")
                .find("autonomic.readmit_above"),
            std::string::npos);
  EXPECT_NE(ErrorOf("[autonomic.emulate]\nslow_factor = 0.5\n").find("slow_factor"),
            std::string::npos);
  EXPECT_NE(
      ErrorOf("[autonomic.emulate]\nslow_from_step = 5\nslow_to_step = 4\n").find("slow_to_step"),
      std::string::npos);
  EXPECT_NE(ErrorOf("[autonomic]\ndampign = 0.5\n").find("did you mean"), std::string::npos);
  EXPECT_NE(ErrorOf("[autonomic.emulate]\nclock = \"modelled\"\nlink_bandwidth_mb = [-1]\n")
                .find("link_bandwidth_mb"),
            std::string::npos);
}

TEST(AutonomicOptions, PerRankArraysMustFitTheRun) {
  AutonomicOptions o;
  o.memory_budget_mb = {4096, 256};
  EXPECT_NO_THROW(CheckAutonomicOptions(o, 2));
  EXPECT_THROW(CheckAutonomicOptions(o, 3), UserError);
  o.memory_budget_mb = {512};
  EXPECT_NO_THROW(CheckAutonomicOptions(o, 3));
  o.emulate.link_bandwidth_mb = {100, 10};
  EXPECT_THROW(CheckAutonomicOptions(o, 3), UserError);
  o.emulate.link_bandwidth_mb = {100, 10, 10};
  EXPECT_NO_THROW(CheckAutonomicOptions(o, 3));
  o.emulate.slow_ranks = {3};
  EXPECT_THROW(CheckAutonomicOptions(o, 3), UserError);
}

TEST(AutonomicOptions, SchemaRendersIntoTheDeckReference) {
  input::Schema schema;
  AddAutonomicSchema(schema);
  const std::string reference = schema.ReferenceMarkdown();
  EXPECT_NE(reference.find("autonomic.emulate"), std::string::npos);
  EXPECT_NE(reference.find("performance_function"), std::string::npos);
}

}  // namespace
}  // namespace vagus::monitor
