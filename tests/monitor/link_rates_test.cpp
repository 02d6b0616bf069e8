// The communication sensor: a link's latency and seconds per byte fitted over the window are the
// true ones when the samples have different bytes per message, the cost goes to the bytes while
// they cannot be told apart, and the latest step's exchange is split by the fitted rates.
#include "monitor/link_rates.hpp"

#include <gtest/gtest.h>

namespace vagus::monitor {
namespace {

constexpr double kLatency = 2e-5;       // seconds per message
constexpr double kPerByte = 1.0 / 5e8;  // 500 MB/s

StepSample WithLink(int rank, int64_t messages, int64_t bytes, double seconds) {
  StepSample s;
  s.links.assign(3, {});
  s.links[rank] = {bytes, messages, seconds};
  return s;
}

TEST(LinkRates, SeparatesLatencyFromBandwidthWhenBytesPerMessageVary) {
  SampleWindow window(8, StepSample{});
  for (int i = 1; i <= 6; ++i) {
    const int64_t messages = 2 + i % 3, bytes = 10000 * i;
    window.Push(WithLink(1, messages, bytes, kLatency * messages + kPerByte * bytes));
  }
  const LinkRate rate = FitLinkRate(window, 1);
  EXPECT_EQ(rate.samples, 6);
  EXPECT_NEAR(rate.latency, kLatency, 1e-6 * kLatency);
  EXPECT_NEAR(rate.seconds_per_byte, kPerByte, 1e-6 * kPerByte);
  EXPECT_EQ(FitLinkRate(window, 2).samples, 0) << "no traffic to rank 2";
  EXPECT_EQ(FitLinkRate(window, 2).seconds_per_byte, 0);

  const CommunicationCost cost = LatestCommunicationCost(window);
  const StepSample& last = window.Back();
  EXPECT_NEAR(cost.latency_seconds, kLatency * last.links[1].messages, 1e-12);
  EXPECT_NEAR(cost.bandwidth_seconds, kPerByte * last.links[1].bytes, 1e-12);
  EXPECT_NEAR(cost.Total(), last.LinkSeconds(), 1e-12);
}

TEST(LinkRates, OneBytesPerMessageRatioPutsTheCostOnTheBytes) {
  SampleWindow window(4, StepSample{});
  for (int i = 0; i < 4; ++i) window.Push(WithLink(0, 4, 40000, 4 * kLatency + 40000 * kPerByte));
  const LinkRate rate = FitLinkRate(window, 0);
  EXPECT_EQ(rate.latency, 0);
  EXPECT_NEAR(rate.seconds_per_byte * 40000, 4 * kLatency + 40000 * kPerByte, 1e-15);
}

TEST(LinkRates, LatencyAloneWhenTheBytesExplainNothing) {
  // Seconds follow the message count, whatever the bytes: no negative per-byte rate.
  SampleWindow window(8, StepSample{});
  const int64_t bytes[] = {90000, 10000, 50000, 20000, 70000, 30000};
  for (int i = 0; i < 6; ++i) window.Push(WithLink(1, 1 + i % 2, bytes[i], kLatency * (1 + i % 2)));
  const LinkRate rate = FitLinkRate(window, 1);
  EXPECT_GE(rate.seconds_per_byte, 0);
  EXPECT_GE(rate.latency, 0);
  EXPECT_NEAR(rate.latency, kLatency, 0.2 * kLatency);
}

}  // namespace
}  // namespace vagus::monitor
