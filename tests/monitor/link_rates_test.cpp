// The link sensor: a step's exchange costed at the links' rates; the probe (on 2 ranks) measures
// the link and not the neighbour's lateness, sees emulated slow links on the wall clock, and
// returns the emulated links' exact rates on the modelled clock without sending anything.
#include <vagus/monitor/link_rates.hpp>

#include <gtest/gtest.h>

#include <cstdio>

#include <vagus/base/comm.hpp>
#include <vagus/emulation/emulated_machine.hpp>
#include <vagus/monitor/link_probe.hpp>

namespace vagus::monitor {
namespace {

using emulation::BurnCpu;
using emulation::EmulatedMachine;
using emulation::EmulationOptions;

constexpr double kLatency = 2e-5;       // seconds per message
constexpr double kPerByte = 1.0 / 5e8;  // 500 MB/s

StepSample WithLinks(int ranks, int64_t messages, int64_t bytes, int self = -1) {
  StepSample s;
  for (int rank = 0; rank < ranks; ++rank)
    if (rank != self) s.Link(rank) = {bytes, messages, 0.0};
  return s;
}

TEST(LinkRates, CostAtRatesSplitsTheExchangeIntoMessagesAndBytes) {
  StepSample sample = WithLinks(3, 0, 0);
  sample.Link(1) = {40000, 4, 0.0};
  sample.Link(2) = {10000, 2, 0.0};
  const std::vector<LinkRate> rates = {{1.0, 1.0, 1}, {kLatency, kPerByte, 1}, {kLatency, 0, 1}};
  const CommunicationCost cost = CostAtRates(sample, rates);
  EXPECT_NEAR(cost.latency_seconds, 6 * kLatency, 1e-15) << "no messages to rank 0: no cost";
  EXPECT_NEAR(cost.bandwidth_seconds, 40000 * kPerByte, 1e-15);
  EXPECT_EQ(CostAtRates(sample, {}).Total(), 0) << "no rates, no cost";
}

TEST(LinkProbe, ModelledClockGivesTheEmulatedLinksWithoutMessages) {
  // One rank, no partner to answer: any message would hang this test.
  EmulationOptions o;
  o.clock = emulation::Clock::kModelled;
  o.link_delay_us = {5.0, 20.0, 0.0};
  o.link_bandwidth_mb = {1000.0, 100.0, 1000.0};
  const EmulatedMachine emulator(o, 0);
  LinkProbe probe(MPI_COMM_SELF, 0, 3);
  const std::vector<LinkRate>& rates = probe.Measure(WithLinks(3, 2, 1000, 0), emulator);
  ASSERT_EQ(rates.size(), 3u);
  EXPECT_NEAR(rates[1].latency, 25e-6, 1e-15);
  EXPECT_NEAR(rates[1].seconds_per_byte, 1.0 / 100e6, 1e-20);
  EXPECT_NEAR(rates[2].latency, 5e-6, 1e-15);
  EXPECT_NEAR(rates[2].seconds_per_byte, 1.0 / 1000e6, 1e-20);
}

// The probe's partner on 2 ranks: every rank sends to the other.
class LinkProbeMpi : public ::testing::Test {
 protected:
  void SetUp() override {
    if (comm.size != 2) GTEST_SKIP() << "needs 2 ranks";
  }
  const Comm comm = Comm::World();
  const int other = 1 - comm.rank;
};

TEST_F(LinkProbeMpi, MeasuresTheLinkNotTheNeighboursLateness) {
  const SensorModel& wall_clock = RealMachine();
  LinkProbe probe(comm.comm, comm.rank, comm.size);
  for (int round = 0; round < 3; ++round) {
    // Rank 1 arrives 50 ms late, as a rank still computing would: a wait of the exchange would
    // count those 50 ms on rank 0's link.
    if (comm.rank == 1) BurnCpu(0.05);
    const LinkRate rate = probe.Measure(WithLinks(2, 3, 30000, comm.rank), wall_clock)[other];
    EXPECT_EQ(rate.samples, LinkProbe::kTries);
    EXPECT_GT(rate.latency, 0) << "round " << round;
    EXPECT_LT(rate.latency, 1e-3) << "round " << round;
    EXPECT_LT(rate.seconds_per_byte * 65536, 2e-3) << "round " << round;
  }
  // What a decision pays for the probe when nobody is late.
  MPI_Barrier(comm.comm);
  const double start = MPI_Wtime();
  const LinkRate rate = probe.Measure(WithLinks(2, 3, 30000, comm.rank), wall_clock)[other];
  const double seconds = MPI_Wtime() - start;
  if (comm.IsRoot())
    std::printf("probe: %.1f us; latency %.2f us, bandwidth %.2f GB/s\n", 1e6 * seconds,
                1e6 * rate.latency, 1e-9 / rate.seconds_per_byte);
}

TEST_F(LinkProbeMpi, SeesEmulatedSlowLinksOnTheWallClock) {
  EmulationOptions o;
  o.link_delay_us = {0.0, 300.0};
  o.link_bandwidth_mb = {50.0};
  const EmulatedMachine slow(o, comm.rank);
  LinkProbe probe(comm.comm, comm.rank, comm.size);
  const LinkRate rate = probe.Measure(WithLinks(2, 3, 30000, comm.rank), slow)[other];
  EXPECT_GE(rate.latency, 300e-6);
  EXPECT_LT(rate.latency, 300e-6 + 1e-3);
  EXPECT_GT(rate.seconds_per_byte, 0.9 / 50e6);
  EXPECT_LT(rate.seconds_per_byte, 1.5 / 50e6);
}

TEST_F(LinkProbeMpi, RanksWithoutTrafficAreNotProbed) {
  // Rank 0 sent nothing, rank 1 sent to rank 0: they are still neighbours, both ways.
  const SensorModel& wall_clock = RealMachine();
  LinkProbe probe(comm.comm, comm.rank, comm.size);
  const StepSample latest = comm.rank == 1 ? WithLinks(2, 1, 8, 1) : WithLinks(2, 0, 0);
  EXPECT_EQ(probe.Measure(latest, wall_clock)[other].samples, LinkProbe::kTries);
  const StepSample quiet = WithLinks(2, 0, 0);
  EXPECT_EQ(probe.Measure(quiet, wall_clock)[other].samples, 0) << "nobody sent: no link";
}

}  // namespace
}  // namespace vagus::monitor
