// The patch-size trial (patch_size_policy.hpp): the candidates, one trial per candidate for
// patch_trial_decisions decisions each, the largest candidate within the margin of the fastest
// chosen, and a rank's time-sharing during a trial (cpu share) not held against its patch size.
#include <vagus/monitor/patch_size_policy.hpp>

#include <gtest/gtest.h>

namespace vagus::monitor {
namespace {

AutonomicOptions MeasuredOptions() {
  AutonomicOptions o;
  o.patch_size_policy = PatchSizePolicy::kMeasured;
  o.mesh_max_patch_cells = 32768;
  o.min_patch_cells = 512;
  o.dimensions = 3;
  return o;
}

// Two ranks that updated `work` cells each at `seconds_per_cell` on a core shared as `share`.
std::vector<RankSummary> Ranks(double seconds_per_cell, double share = 1.0) {
  std::vector<RankSummary> ranks(2);
  for (RankSummary& r : ranks) {
    r.recent_work = 1e6;
    r.cpu_share = share;
    r.recent_seconds = seconds_per_cell * r.recent_work / share;
  }
  return ranks;
}

// Runs decisions until the trial has chosen, with the rate `rate_at(limit)` under each limit;
// returns the limits in force after each decision.
template <class Rate>
std::vector<int64_t> RunTrial(const AutonomicOptions& o, PatchSizeState& state, Rate rate_at,
                              std::vector<std::string>& causes) {
  const std::vector<char> evacuated(2, 0);
  std::vector<int64_t> limits{UpdatePatchSize(Ranks(1e-7), evacuated, o, state, causes)};
  for (int d = 0; d < 10 && state.Trying(); ++d)
    limits.push_back(UpdatePatchSize(Ranks(rate_at(limits.back())), evacuated, o, state, causes));
  return limits;
}

TEST(PatchSizePolicy, CandidatesAreTheMeshLimitAndTheCubesBelowIt) {
  AutonomicOptions o = MeasuredOptions();
  EXPECT_EQ(PatchSizeCandidates(o), (std::vector<int64_t>{32768, 4096}));
  o.mesh_max_patch_cells = 100000;
  EXPECT_EQ(PatchSizeCandidates(o), (std::vector<int64_t>{100000, 32768, 4096}));
  o.dimensions = 2;  // squares: 64^2, 32^2, 16^2 above the least patch
  o.min_patch_cells = 64;
  EXPECT_EQ(PatchSizeCandidates(o), (std::vector<int64_t>{100000, 4096, 1024, 256}));
  o.patch_sizes = {512, 4096, 4096};
  EXPECT_EQ(PatchSizeCandidates(o), (std::vector<int64_t>{4096, 512}));
}

TEST(PatchSizePolicy, EachCandidateIsMeasuredThenTheFastestIsKept) {
  const AutonomicOptions o = MeasuredOptions();  // 2 decisions per trial
  PatchSizeState state;
  std::vector<std::string> causes;
  // 16^3 patches 20% faster than 32^3 (this host's kernel, docs/performance.md).
  const auto rate = [](int64_t limit) { return limit == 4096 ? 1.0e-7 : 1.2e-7; };
  const std::vector<int64_t> limits = RunTrial(o, state, rate, causes);
  EXPECT_EQ(limits, (std::vector<int64_t>{32768, 32768, 4096, 4096, 4096}));
  EXPECT_EQ(state.chosen, 4096);
  ASSERT_FALSE(causes.empty());
  EXPECT_NE(causes.back().find("largest patch 4096 cells"), std::string::npos) << causes.back();
  EXPECT_NE(causes.back().find("120 ns at 32768 cells"), std::string::npos) << causes.back();
  // Chosen: later decisions keep it without measuring.
  EXPECT_EQ(UpdatePatchSize(Ranks(1e-6), std::vector<char>(2, 0), o, state, causes), 4096);
}

TEST(PatchSizePolicy, TheLargestCandidateWithinTheMarginIsKept) {
  const AutonomicOptions o = MeasuredOptions();  // margin 3%
  PatchSizeState state;
  std::vector<std::string> causes;
  const auto rate = [](int64_t limit) { return limit == 4096 ? 1.0e-7 : 1.02e-7; };
  (void)RunTrial(o, state, rate, causes);
  EXPECT_EQ(state.chosen, 32768) << "2% is within the margin: fewer, larger patches";
}

TEST(PatchSizePolicy, TimeSharingDuringATrialIsNotHeldAgainstItsPatchSize) {
  const AutonomicOptions o = MeasuredOptions();
  PatchSizeState state;
  std::vector<std::string> causes;
  const std::vector<char> evacuated(2, 0);
  (void)UpdatePatchSize(Ranks(1e-7), evacuated, o, state, causes);
  // The 32^3 trial ran on half a core at the same dedicated rate: its wall seconds doubled.
  (void)UpdatePatchSize(Ranks(1.1e-7, 0.5), evacuated, o, state, causes);
  (void)UpdatePatchSize(Ranks(1.1e-7, 0.5), evacuated, o, state, causes);
  (void)UpdatePatchSize(Ranks(1.0e-7), evacuated, o, state, causes);
  (void)UpdatePatchSize(Ranks(1.0e-7), evacuated, o, state, causes);
  EXPECT_FALSE(state.Trying());
  EXPECT_NEAR(state.Rate(0), 1.1e-7, 1e-12);
  EXPECT_EQ(state.chosen, 4096);
}

}  // namespace
}  // namespace vagus::monitor
