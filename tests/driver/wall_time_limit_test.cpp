// The wall-time limit's parts that need no clock: parsing "SECONDS" and "HH:MM:SS", and the
// decision to stop, from elapsed times and step and checkpoint durations the test chooses.
#include <vagus/driver/wall_time_limit.hpp>

#include <gtest/gtest.h>

#include <limits>

#include <vagus/base/error.hpp>

namespace vagus {
namespace {

TEST(ParseWallTime, SecondsOrHoursMinutesSeconds) {
  EXPECT_EQ(ParseWallTime("3600", "--max-wall-time"), 3600.0);
  EXPECT_EQ(ParseWallTime("90.5", "--max-wall-time"), 90.5);
  EXPECT_EQ(ParseWallTime("01:00:00", "--max-wall-time"), 3600.0);
  EXPECT_EQ(ParseWallTime("47:59:30", "--max-wall-time"), 47 * 3600.0 + 59 * 60 + 30);
  EXPECT_EQ(ParseWallTime("0:00:04", "--max-wall-time"), 4.0);
}

TEST(ParseWallTime, RefusesWhatIsNeither) {
  for (const char* bad : {"", "abc", "-5", "0", "00:00:00", "1:60:00", "1:00", "1h", "1:2:3:4"}) {
    try {
      (void)ParseWallTime(bad, "--max-wall-time");
      ADD_FAILURE() << "accepted '" << bad << "'";
    } catch (const UserError& e) {
      EXPECT_NE(std::string(e.what()).find("--max-wall-time '" + std::string(bad) + "'"),
                std::string::npos)
          << e.what();
    }
  }
}

TEST(WallTimeLimit, StopsWhenTheNextStepAndACheckpointMightNotFit) {
  WallTimeLimit limit(100.0, WallTimeLimit::Clock::now());
  ASSERT_TRUE(limit.Active());
  limit.AfterStep(2.0);
  limit.AfterStep(10.0);  // a regrid step: the longest of the window counts
  limit.AfterStep(2.0);
  limit.AfterCheckpoint(4.0);
  // 1.5 x (10 + 4) = 21 s still needed.
  EXPECT_FALSE(limit.NextStepMayCross(78.9, 0));
  EXPECT_TRUE(limit.NextStepMayCross(79.0, 0));
  for (size_t n = 0; n < WallTimeLimit::kStepWindow; ++n) limit.AfterStep(2.0);
  EXPECT_FALSE(limit.NextStepMayCross(90.0, 0));  // the long step has left the window
}

TEST(WallTimeLimit, GuessesTheFirstCheckpointFromItsBytes) {
  WallTimeLimit limit(100.0, WallTimeLimit::Clock::now());
  limit.AfterStep(1.0);
  const double bytes = 20 * WallTimeLimit::kFirstCheckpointRate;  // 20 s at the assumed rate
  const double needed = 1.5 * (1.0 + WallTimeLimit::kFirstCheckpointLatency + 20.0);
  EXPECT_TRUE(limit.NextStepMayCross(100.0 - needed, bytes));
  EXPECT_FALSE(limit.NextStepMayCross(100.0 - needed - 0.1, bytes));
}

TEST(WallTimeLimit, NoneNeverStops) {
  for (double none : {0.0, std::numeric_limits<double>::infinity()}) {
    WallTimeLimit limit(none, WallTimeLimit::Clock::now());
    limit.AfterStep(1e9);
    EXPECT_FALSE(limit.Active());
    EXPECT_FALSE(limit.NextStepMayCross(1e12, 1e15));
  }
}

}  // namespace
}  // namespace vagus
