// The autonomic state's archive format: bytes written by class version 1 of every class, by
// versions 2 to 5 and by the current versions (kept below as hex, written on x86-64 by Boost's archive
// library version kArchiveVersion) are read back into the same values, and the same values are
// written as the current bytes: checkpoints of earlier runs stay readable and the format does not
// drift with the types kept in memory.
#include <vagus/monitor/autonomic_checkpoint.hpp>

#include <gtest/gtest.h>

#include <boost/archive/basic_archive.hpp>
#include <string>

#include <vagus/base/error.hpp>

namespace vagus::monitor {
namespace {

// Two ranks: rank 0 with two samples (two levels, bytes to ranks 1 and 3), rank 1 empty: what
// version 1 held.
AutonomicCheckpoint Example() {
  AutonomicCheckpoint c;
  c.state = DecisionState::Initial(2);
  c.state.capacity = {0.625, 0.375};
  c.state.max_patch_cells = {4096, 0};
  c.state.slow_count = {0, 2};
  c.state.decisions = 5;
  RankMonitorState r;
  StepSample first;
  first.step = 7;
  first.time = 0.125;
  first.step_seconds = 0.5;
  first.levels = {{0.25, 4096, 3, 1}, {0.125, 8192, 5, 2}};
  first.exchange_seconds = 0.0625;
  first.wait_seconds = 0.03125;
  first.Link(1).bytes = 1000;
  first.Link(3).bytes = 250;
  first.process = {0.5, 0.375, 0.75, 123456789};
  StepSample second;
  second.step = 8;
  second.time = 0.25;
  second.levels = {{0.5, 100, 1, 1}};
  second.process.memory_available_bytes = -1;
  r.samples = {first, second};
  r.errors = {12.5, 3.25};
  r.recent = 2;
  r.memory_bytes = int64_t{1} << 30;
  c.ranks = {r, RankMonitorState{}};
  return c;
}

// Version 2: the links' messages and seconds (StepSample), the last predictions (DecisionState).
AutonomicCheckpoint ExampleVersion2() {
  AutonomicCheckpoint c = Example();
  c.state.predicted_compute = {0.5, 0.25};
  c.state.predicted_communication = {0.0625, 0.125};
  StepSample& first = c.ranks[0].samples[0];
  first.Link(1).messages = 3;
  first.Link(1).seconds = 0.015625;
  first.Link(3).messages = 1;
  first.Link(2).seconds = 0.5;  // waited without sending
  return c;
}

// Version 3: the patch-size trial (DecisionState).
AutonomicCheckpoint ExampleVersion3() {
  AutonomicCheckpoint c = ExampleVersion2();
  PatchSizeState& p = c.state.patch_size;
  p.candidates = {32768, 4096};
  p.seconds = {0.5, 0.25};
  p.work = {1e6, 0};
  p.trial = 1;
  p.held = 1;
  return c;
}

AutonomicCheckpoint ExampleVersion4() {
  AutonomicCheckpoint c = ExampleVersion3();
  c.state.agreeing = 1;
  c.state.pending_change = {0.125, -0.125};
  return c;
}

AutonomicCheckpoint ExampleVersion5() {
  AutonomicCheckpoint c = ExampleVersion4();
  SpeedForecasts& f = c.state.forecasts;
  f.window = {0.125, -0.125};
  f.recent = {0.25, -0.25};
  f.window_error = 0.5;
  f.recent_error = 0.375;
  f.scored = 3;
  return c;
}

AutonomicCheckpoint ExampleVersion6() {
  AutonomicCheckpoint c = ExampleVersion5();
  c.ranks[0].shares = {{0.5, 0.375}, {0.25, 1.0}};
  return c;
}

constexpr unsigned kArchiveVersion = 18;
const char* const kVersion1Hex =
    "160000000000000073657269616c697a6174696f6e3a3a617263686976651200040804080100000000010000"
    "0000010000000200000000000000000000000000e43f000000000000d83f0200000000000000001000000000"
    "0000000000000000000002000000000000000000000002000000020000000000000000000000000000000200"
    "0000000000000000050000000000000000020000000000000001000000000100000000000000000200000000"
    "0000000100000000010000000700000000000000000000000000c03f000000000000e03f0000000000020000"
    "0000000000010000000001000000000000000000d03f00100000000000000300000000000000010000000000"
    "00000000c03f0020000000000000050000000000000002000000000000000000b03f000000000000a03f0000"
    "000000020000000000000000000000000000000001000000e80300000000000003000000fa00000000000000"
    "0001000000000000000000e03f000000000000d83f000000000000e83f15cd5b070000000008000000000000"
    "00000000000000d03f0000000000000000010000000000000001000000000000000000e03f64000000000000"
    "0001000000000000000100000000000000000000000000000000000000000000000000000000000000000000"
    "00000000000000000000000000000000000000f03fffffffffffffffff020000000000000000000000000029"
    "400000000000000a400200000000000040000000000000000000000000010000000000000000000000000000"
    "00ffffffffffffffff";

const char* const kVersion2Hex =
    "160000000000000073657269616c697a6174696f6e3a3a617263686976651200040804080100000000010000"
    "0000020000000200000000000000000000000000e43f000000000000d83f0200000000000000001000000000"
    "0000000000000000000002000000000000000000000002000000020000000000000000000000000000000200"
    "0000000000000000050000000200000000000000000000000000e03f000000000000d03f0200000000000000"
    "000000000000b03f000000000000c03f00000000000200000000000000010000000001000000000000000002"
    "000000000000000200000000020000000700000000000000000000000000c03f000000000000e03f00000000"
    "000200000000000000010000000001000000000000000000d03f001000000000000003000000000000000100"
    "0000000000000000c03f0020000000000000050000000000000002000000000000000000b03f000000000000"
    "a03f00000000000300000000000000000000000000000000010000000001000000e803000000000000030000"
    "0000000000000000000000903f0200000000000000000000000000000000000000000000000000e03f030000"
    "00fa00000000000000010000000000000000000000000000000001000000000000000000e03f000000000000"
    "d83f000000000000e83f15cd5b07000000000800000000000000000000000000d03f00000000000000000100"
    "00000000000001000000000000000000e03f6400000000000000010000000000000001000000000000000000"
    "0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
    "f03fffffffffffffffff020000000000000000000000000029400000000000000a4002000000000000400000"
    "0000000000000000000002000000000000000000000000000000ffffffffffffffff";

const char* const kVersion3Hex =
    "160000000000000073657269616c697a6174696f6e3a3a617263686976651200040804080100000000010000"
    "0000030000000200000000000000000000000000e43f000000000000d83f0200000000000000001000000000"
    "0000000000000000000002000000000000000000000002000000020000000000000000000000000000000200"
    "0000000000000000050000000200000000000000000000000000e03f000000000000d03f0200000000000000"
    "000000000000b03f000000000000c03f00010000000200000000000000008000000000000000100000000000"
    "000200000000000000000000000000e03f000000000000d03f02000000000000000000000080842e41000000"
    "0000000000010000000100000000000000000000000000000000020000000000000001000000000100000000"
    "0000000002000000000000000200000000020000000700000000000000000000000000c03f000000000000e0"
    "3f00000000000200000000000000010000000001000000000000000000d03f00100000000000000300000000"
    "00000001000000000000000000c03f0020000000000000050000000000000002000000000000000000b03f00"
    "0000000000a03f00000000000300000000000000000000000000000000010000000001000000e80300000000"
    "00000300000000000000000000000000903f0200000000000000000000000000000000000000000000000000"
    "e03f03000000fa00000000000000010000000000000000000000000000000001000000000000000000e03f00"
    "0000000000d83f000000000000e83f15cd5b07000000000800000000000000000000000000d03f0000000000"
    "000000010000000000000001000000000000000000e03f640000000000000001000000000000000100000000"
    "0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
    "0000000000f03fffffffffffffffff020000000000000000000000000029400000000000000a400200000000"
    "00004000000000000000000000000002000000000000000000000000000000ffffffffffffffff";
const char* const kVersion4Hex =
    "160000000000000073657269616c697a6174696f6e3a3a617263686976651200040804080100000000010000"
    "0000040000000200000000000000000000000000e43f000000000000d83f0200000000000000001000000000"
    "0000000000000000000002000000000000000000000002000000020000000000000000000000000000000200"
    "0000000000000000050000000200000000000000000000000000e03f000000000000d03f0200000000000000"
    "000000000000b03f000000000000c03f00010000000200000000000000008000000000000000100000000000"
    "000200000000000000000000000000e03f000000000000d03f02000000000000000000000080842e41000000"
    "000000000001000000010000000000000000000000010000000200000000000000000000000000c03f000000"
    "000000c0bf000000000002000000000000000100000000010000000000000000020000000000000002000000"
    "00020000000700000000000000000000000000c03f000000000000e03f000000000002000000000000000100"
    "00000001000000000000000000d03f0010000000000000030000000000000001000000000000000000c03f00"
    "20000000000000050000000000000002000000000000000000b03f000000000000a03f000000000003000000"
    "00000000000000000000000000010000000001000000e8030000000000000300000000000000000000000000"
    "903f0200000000000000000000000000000000000000000000000000e03f03000000fa000000000000000100"
    "00000000000000000000000000000001000000000000000000e03f000000000000d83f000000000000e83f15"
    "cd5b07000000000800000000000000000000000000d03f000000000000000001000000000000000100000000"
    "0000000000e03f64000000000000000100000000000000010000000000000000000000000000000000000000"
    "000000000000000000000000000000000000000000000000000000000000000000f03fffffffffffffffff02"
    "0000000000000000000000000029400000000000000a40020000000000004000000000000000000000000002"
    "000000000000000000000000000000ffffffffffffffff";

// Version 5: the speed forecasts (DecisionState version 5, SpeedForecasts version 1).
const char* const kVersion5Hex =
    "160000000000000073657269616c697a6174696f6e3a3a617263686976651200040804080100000000010000"
    "0000050000000200000000000000000000000000e43f000000000000d83f0200000000000000001000000000"
    "0000000000000000000002000000000000000000000002000000020000000000000000000000000000000200"
    "0000000000000000050000000200000000000000000000000000e03f000000000000d03f0200000000000000"
    "000000000000b03f000000000000c03f00010000000200000000000000008000000000000000100000000000"
    "000200000000000000000000000000e03f000000000000d03f02000000000000000000000080842e41000000"
    "000000000001000000010000000000000000000000010000000200000000000000000000000000c03f000000"
    "000000c0bf00010000000200000000000000000000000000c03f000000000000c0bf02000000000000000000"
    "00000000d03f000000000000d0bf000000000000e03f000000000000d83f0300000000000000000200000000"
    "0000000100000000010000000000000000020000000000000002000000000200000007000000000000000000"
    "00000000c03f000000000000e03f00000000000200000000000000010000000001000000000000000000d03f"
    "0010000000000000030000000000000001000000000000000000c03f00200000000000000500000000000000"
    "02000000000000000000b03f000000000000a03f000000000003000000000000000000000000000000000100"
    "00000001000000e8030000000000000300000000000000000000000000903f02000000000000000000000000"
    "00000000000000000000000000e03f03000000fa000000000000000100000000000000000000000000000000"
    "01000000000000000000e03f000000000000d83f000000000000e83f15cd5b07000000000800000000000000"
    "000000000000d03f0000000000000000010000000000000001000000000000000000e03f6400000000000000"
    "0100000000000000010000000000000000000000000000000000000000000000000000000000000000000000"
    "000000000000000000000000000000000000f03fffffffffffffffff02000000000000000000000000002940"
    "0000000000000a40020000000000004000000000000000000000000002000000000000000000000000000000"
    "ffffffffffffffff";

// Version 6: the share memory (RankMonitorState version 2, ShareSample version 1).
const char* const kVersion6Hex =
    "160000000000000073657269616c697a6174696f6e3a3a617263686976651200040804080100000000010000"
    "0000050000000200000000000000000000000000e43f000000000000d83f0200000000000000001000000000"
    "0000000000000000000002000000000000000000000002000000020000000000000000000000000000000200"
    "0000000000000000050000000200000000000000000000000000e03f000000000000d03f0200000000000000"
    "000000000000b03f000000000000c03f00010000000200000000000000008000000000000000100000000000"
    "000200000000000000000000000000e03f000000000000d03f02000000000000000000000080842e41000000"
    "000000000001000000010000000000000000000000010000000200000000000000000000000000c03f000000"
    "000000c0bf00010000000200000000000000000000000000c03f000000000000c0bf02000000000000000000"
    "00000000d03f000000000000d0bf000000000000e03f000000000000d83f0300000000000000000200000000"
    "0000000200000000020000000000000000020000000000000002000000000200000007000000000000000000"
    "00000000c03f000000000000e03f00000000000200000000000000010000000001000000000000000000d03f"
    "0010000000000000030000000000000001000000000000000000c03f00200000000000000500000000000000"
    "02000000000000000000b03f000000000000a03f000000000003000000000000000000000000000000000100"
    "00000001000000e8030000000000000300000000000000000000000000903f02000000000000000000000000"
    "00000000000000000000000000e03f03000000fa000000000000000100000000000000000000000000000000"
    "01000000000000000000e03f000000000000d83f000000000000e83f15cd5b07000000000800000000000000"
    "000000000000d03f0000000000000000010000000000000001000000000000000000e03f6400000000000000"
    "0100000000000000010000000000000000000000000000000000000000000000000000000000000000000000"
    "000000000000000000000000000000000000f03fffffffffffffffff02000000000000000000000000002940"
    "0000000000000a40020000000000004000000000000000000002000000000000000100000000010000000000"
    "00000000e03f000000000000d83f000000000000d03f000000000000f03f0000000000000000020000000000"
    "00000000000000000000ffffffffffffffff000000000000000001000000";

std::string FromHex(const std::string& hex) {
  std::string bytes;
  for (size_t i = 0; i + 1 < hex.size(); i += 2)
    bytes.push_back(static_cast<char>(std::stoi(hex.substr(i, 2), nullptr, 16)));
  return bytes;
}

void ExpectSameSample(const StepSample& got, const StepSample& want) {
  EXPECT_EQ(got.step, want.step);
  EXPECT_EQ(got.time, want.time);
  EXPECT_EQ(got.step_seconds, want.step_seconds);
  ASSERT_EQ(got.levels.size(), want.levels.size());
  for (int l = 0; l < want.levels.size(); ++l) {
    EXPECT_EQ(got.levels[l].kernel_seconds, want.levels[l].kernel_seconds);
    EXPECT_EQ(got.levels[l].cells, want.levels[l].cells);
    EXPECT_EQ(got.levels[l].patches, want.levels[l].patches);
    EXPECT_EQ(got.levels[l].substeps, want.levels[l].substeps);
  }
  EXPECT_EQ(got.exchange_seconds, want.exchange_seconds);
  EXPECT_EQ(got.wait_seconds, want.wait_seconds);
  EXPECT_EQ(got.BytesSent(), want.BytesSent());
  for (const StepSample* sample : {&got, &want})
    for (const RankLink& l : sample->links) {
      const LinkSample g = got.LinkTo(l.rank), w = want.LinkTo(l.rank);
      EXPECT_EQ(g.bytes, w.bytes) << "rank " << l.rank;
      EXPECT_EQ(g.messages, w.messages) << "rank " << l.rank;
      EXPECT_EQ(g.seconds, w.seconds) << "rank " << l.rank;
    }
  EXPECT_EQ(got.process.wall_seconds, want.process.wall_seconds);
  EXPECT_EQ(got.process.cpu_seconds, want.process.cpu_seconds);
  EXPECT_EQ(got.process.cpu_share, want.process.cpu_share);
  EXPECT_EQ(got.process.memory_available_bytes, want.process.memory_available_bytes);
}

void ExpectSameCheckpoint(const AutonomicCheckpoint& got, const AutonomicCheckpoint& want) {
  EXPECT_EQ(got.state.capacity, want.state.capacity);
  EXPECT_EQ(got.state.max_patch_cells, want.state.max_patch_cells);
  EXPECT_EQ(got.state.slow_count, want.state.slow_count);
  EXPECT_EQ(got.state.recovered_count, want.state.recovered_count);
  EXPECT_EQ(got.state.evacuated, want.state.evacuated);
  EXPECT_EQ(got.state.decisions, want.state.decisions);
  EXPECT_EQ(got.state.predicted_compute, want.state.predicted_compute);
  EXPECT_EQ(got.state.predicted_communication, want.state.predicted_communication);
  const PatchSizeState &p = got.state.patch_size, &q = want.state.patch_size;
  EXPECT_EQ(p.candidates, q.candidates);
  EXPECT_EQ(p.seconds, q.seconds);
  EXPECT_EQ(p.work, q.work);
  EXPECT_EQ(p.trial, q.trial);
  EXPECT_EQ(p.held, q.held);
  EXPECT_EQ(p.chosen, q.chosen);
  EXPECT_EQ(got.state.agreeing, want.state.agreeing);
  EXPECT_EQ(got.state.pending_change, want.state.pending_change);
  const SpeedForecasts &f = got.state.forecasts, &g = want.state.forecasts;
  EXPECT_EQ(f.window, g.window);
  EXPECT_EQ(f.recent, g.recent);
  EXPECT_EQ(f.window_error, g.window_error);
  EXPECT_EQ(f.recent_error, g.recent_error);
  EXPECT_EQ(f.scored, g.scored);
  ASSERT_EQ(got.ranks.size(), want.ranks.size());
  for (size_t k = 0; k < want.ranks.size(); ++k) {
    ASSERT_EQ(got.ranks[k].samples.size(), want.ranks[k].samples.size());
    for (size_t i = 0; i < want.ranks[k].samples.size(); ++i)
      ExpectSameSample(got.ranks[k].samples[i], want.ranks[k].samples[i]);
    EXPECT_EQ(got.ranks[k].errors, want.ranks[k].errors);
    EXPECT_EQ(got.ranks[k].recent, want.ranks[k].recent);
    EXPECT_EQ(got.ranks[k].memory_bytes, want.ranks[k].memory_bytes);
    ASSERT_EQ(got.ranks[k].shares.size(), want.ranks[k].shares.size());
    for (size_t i = 0; i < want.ranks[k].shares.size(); ++i) {
      EXPECT_EQ(got.ranks[k].shares[i].seconds, want.ranks[k].shares[i].seconds);
      EXPECT_EQ(got.ranks[k].shares[i].share, want.ranks[k].shares[i].share);
    }
  }
}

TEST(AutonomicCheckpoint, ReadsTheVersionOneArchive) {
  ExpectSameCheckpoint(DeserializeAutonomicCheckpoint(FromHex(kVersion1Hex)), Example());
}

TEST(AutonomicCheckpoint, ReadsTheVersionTwoArchive) {
  ExpectSameCheckpoint(DeserializeAutonomicCheckpoint(FromHex(kVersion2Hex)), ExampleVersion2());
}

TEST(AutonomicCheckpoint, ReadsTheVersionThreeArchive) {
  ExpectSameCheckpoint(DeserializeAutonomicCheckpoint(FromHex(kVersion3Hex)), ExampleVersion3());
}

TEST(AutonomicCheckpoint, ReadsTheVersionFourArchive) {
  ExpectSameCheckpoint(DeserializeAutonomicCheckpoint(FromHex(kVersion4Hex)), ExampleVersion4());
}

TEST(AutonomicCheckpoint, ReadsTheVersionFiveArchive) {
  ExpectSameCheckpoint(DeserializeAutonomicCheckpoint(FromHex(kVersion5Hex)), ExampleVersion5());
}

TEST(AutonomicCheckpoint, ReadsTheVersionSixArchive) {
  ExpectSameCheckpoint(DeserializeAutonomicCheckpoint(FromHex(kVersion6Hex)), ExampleVersion6());
}

TEST(AutonomicCheckpoint, WritesTheVersionSixBytes) {
  // The archive's header names Boost's library version: another Boost writes other bytes.
  if (boost::archive::BOOST_ARCHIVE_VERSION() != kArchiveVersion)
    GTEST_SKIP() << "bytes written by Boost archive version " << kArchiveVersion;
  const std::string bytes = SerializeAutonomicCheckpoint(ExampleVersion6());
  std::string hex;
  for (unsigned char c : bytes) {
    hex.push_back("0123456789abcdef"[c >> 4]);
    hex.push_back("0123456789abcdef"[c & 15]);
  }
  EXPECT_EQ(bytes, FromHex(kVersion6Hex)) << "written: " << hex;
}

TEST(AutonomicCheckpoint, ARankMonitorStateRoundTrips) {
  const RankMonitorState want = Example().ranks[0];
  const RankMonitorState got = DeserializeRankMonitorState(SerializeRankMonitorState(want));
  ASSERT_EQ(got.samples.size(), want.samples.size());
  for (size_t i = 0; i < want.samples.size(); ++i)
    ExpectSameSample(got.samples[i], want.samples[i]);
  EXPECT_EQ(got.errors, want.errors);
}

// What rank 0 broadcasts of a decision arrives with the same bits; what stays on rank 0 (the
// summaries, causes, expectations) and what every rank holds already (before) does not travel.
TEST(AutonomicCheckpoint, ADecisionsActuationRoundTripsAndNothingElseTravels) {
  Decision want;
  want.number = 3;
  want.regrid = 7;
  want.step = 12;
  want.time = 0.1;
  want.policy = Policy::kReactive;
  want.capacity_before = {0.5, 0.5, 0.0};
  want.capacity = {0.6180339887498949, 0.3819660112501051, 0.0};
  want.max_patch_cells_before = {0, 0, 0};
  want.max_patch_cells = {4096, 793, 0};
  want.evacuated = {0, 0, 1};
  want.curve_order = {0, 2, 1};
  want.evacuated_now = {2};
  want.readmitted_now = {};
  want.rebalance = true;
  want.causes = {"rank 2 evacuated"};
  want.ranks.resize(3);
  want.relative_speed = {1.0, 0.9, 0.1};
  const Decision got = DeserializeActuation(SerializeActuation(want));
  EXPECT_EQ(got.number, want.number);
  EXPECT_EQ(got.regrid, want.regrid);
  EXPECT_EQ(got.step, want.step);
  EXPECT_EQ(got.time, want.time);
  EXPECT_EQ(got.policy, want.policy);
  EXPECT_EQ(got.capacity, want.capacity);
  EXPECT_EQ(got.max_patch_cells, want.max_patch_cells);
  EXPECT_EQ(got.evacuated, want.evacuated);
  EXPECT_EQ(got.curve_order, want.curve_order);
  EXPECT_EQ(got.evacuated_now, want.evacuated_now);
  EXPECT_EQ(got.readmitted_now, want.readmitted_now);
  EXPECT_EQ(got.rebalance, want.rebalance);
  EXPECT_TRUE(got.capacity_before.empty());
  EXPECT_TRUE(got.max_patch_cells_before.empty());
  EXPECT_TRUE(got.causes.empty());
  EXPECT_TRUE(got.ranks.empty());
  EXPECT_TRUE(got.relative_speed.empty());
  EXPECT_THROW((void)DeserializeActuation("not a decision"), UserError);
}

}  // namespace
}  // namespace vagus::monitor
