// OrderAlongCurve: ranks whose link seconds per byte stand out against the median of the others'
// go to the ends of the curve, slowest last; nothing changes when they are there already, with
// two ranks, or without model_communication.
#include <vagus/monitor/curve_order.hpp>

#include <gtest/gtest.h>

namespace vagus::monitor {
namespace {

AutonomicOptions Modelled() {
  AutonomicOptions o;
  o.model_communication = true;
  return o;
}

// Ranks that sent one byte each at the given link seconds per byte.
std::vector<RankSummary> Ranks(const std::vector<double>& seconds_per_byte) {
  std::vector<RankSummary> ranks(seconds_per_byte.size());
  for (size_t k = 0; k < ranks.size(); ++k) {
    ranks[k].bytes_sent = 1;
    ranks[k].bandwidth_seconds = seconds_per_byte[k];
  }
  return ranks;
}

TEST(CurveOrder, TheSlowLinkRankGoesLast) {
  const CurveOrder placed = OrderAlongCurve(Ranks({1, 4, 1, 1}), Modelled());
  EXPECT_EQ(placed.order, (std::vector<int>{0, 2, 3, 1}));
  ASSERT_EQ(placed.causes.size(), 1u);
  EXPECT_NE(placed.causes[0].find("rank 1"), std::string::npos) << placed.causes[0];
  EXPECT_NE(placed.causes[0].find("4.0 x the others' median"), std::string::npos);
  EXPECT_NE(placed.causes[0].find("goes last"), std::string::npos);
}

TEST(CurveOrder, TwoSlowRanksTakeBothEndsTheSlowestLast) {
  // Rank 3 (5x) and rank 0 (4x the median of the others).
  EXPECT_EQ(OrderAlongCurve(Ranks({4, 1, 1, 5, 1}), Modelled()).order,
            (std::vector<int>{0, 1, 2, 4, 3}));
  EXPECT_EQ(OrderAlongCurve(Ranks({1, 5, 1, 4, 1}), Modelled()).order,
            (std::vector<int>{3, 0, 2, 4, 1}));
}

TEST(CurveOrder, RankOrderWhenNothingStandsOutOrItIsAtAnEndAlready) {
  EXPECT_TRUE(OrderAlongCurve(Ranks({1, 1.2, 1, 1}), Modelled()).order.empty());
  EXPECT_TRUE(OrderAlongCurve(Ranks({1, 1, 1, 4}), Modelled()).order.empty());
  EXPECT_TRUE(OrderAlongCurve(Ranks({1, 4}), Modelled()).order.empty());  // both are ends
  AutonomicOptions off = Modelled();
  off.model_communication = false;
  EXPECT_TRUE(OrderAlongCurve(Ranks({1, 4, 1}), off).order.empty());
  off = Modelled();
  off.slow_link_factor = 0;
  EXPECT_TRUE(OrderAlongCurve(Ranks({1, 4, 1}), off).order.empty());
}

}  // namespace
}  // namespace vagus::monitor
