// Deck schema of [autonomic]: defaults that work, every key read, choices
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
startup_from_steps = false
balance_at_shares = false
model_communication = true
memory_budget_mb = [4096, 256]
bytes_per_cell = 800
memory_safety = 2
patch_memory_fraction = 0.2
history = "h.jsonl"
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
  EXPECT_FALSE(o.startup_from_steps);
  EXPECT_FALSE(o.balance_at_shares);
  EXPECT_EQ(o.readmit_after, 3);
  EXPECT_EQ(o.readmit_share, 0.25);
  EXPECT_EQ(o.probe_iterations, 1000);
  EXPECT_TRUE(o.model_communication);
  EXPECT_EQ(o.memory_budget_mb, std::vector<double>({4096, 256}));
  EXPECT_EQ(o.bytes_per_cell, 800);
  EXPECT_EQ(o.memory_safety, 2.0);
  EXPECT_EQ(o.patch_memory_fraction, 0.2);
  EXPECT_EQ(o.history, "h.jsonl");
}

TEST(AutonomicOptions, BadValuesNameTheKey) {
  EXPECT_NE(ErrorOf("[autonomic]\npolicy = \"fastest\"\n").find("autonomic.policy"),
            std::string::npos);
  EXPECT_NE(ErrorOf("[autonomic]\ndamping = 0\n").find("autonomic.damping"), std::string::npos);
  EXPECT_NE(ErrorOf("[autonomic]\nevacuate_below = 0.5\nreadmit_above = 0.4\n")
                .find("autonomic.readmit_above"),
            std::string::npos);
  EXPECT_NE(ErrorOf("[autonomic]\ndampign = 0.5\n").find("did you mean"), std::string::npos);
}

TEST(AutonomicOptions, PerRankArraysMustFitTheRun) {
  AutonomicOptions o;
  o.memory_budget_mb = {4096, 256};
  EXPECT_NO_THROW(CheckAutonomicOptions(o, 2));
  EXPECT_THROW(CheckAutonomicOptions(o, 3), UserError);
  o.memory_budget_mb = {512};
  EXPECT_NO_THROW(CheckAutonomicOptions(o, 3));
}

TEST(AutonomicOptions, StaticCapacitiesAreForTheStaticPolicyAndOneARank) {
  const AutonomicOptions o =
      ReadAutonomicOptions(Validated("[autonomic]\npolicy = \"static\"\n"
                                     "static_capacities = [3.0, 1.0]\n"));
  EXPECT_NO_THROW(CheckAutonomicOptions(o, 2));
  EXPECT_THROW(CheckAutonomicOptions(o, 3), UserError);
  EXPECT_EQ(StaticCapacities(o, 2), std::vector<double>({0.75, 0.25}));
  EXPECT_EQ(StaticCapacities(AutonomicOptions{}, 4), std::vector<double>(4, 0.25));
  EXPECT_NE(ErrorOf("[autonomic]\nstatic_capacities = [0.6, 0.4]\n")
                .find("autonomic.static_capacities"),
            std::string::npos);
  EXPECT_NE(ErrorOf("[autonomic]\npolicy = \"static\"\nstatic_capacities = [0.6, 0.0]\n")
                .find("autonomic.static_capacities"),
            std::string::npos);
}

TEST(AutonomicOptions, SchemaRendersIntoTheDeckReference) {
  input::Schema schema;
  AddAutonomicSchema(schema);
  const std::string reference = schema.ReferenceMarkdown();
  EXPECT_NE(reference.find("## [autonomic]"), std::string::npos);
  EXPECT_NE(reference.find("performance_function"), std::string::npos);
}

}  // namespace
}  // namespace vagus::monitor
