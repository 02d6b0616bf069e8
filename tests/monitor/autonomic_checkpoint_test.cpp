// The autonomic state's archive format: bytes written by class version 1 of every class (kept
// below as hex, written on x86-64 by Boost's archive library version kArchiveVersion) are read back
// into the same values, and the same values are written as the same bytes: checkpoints of earlier
// runs stay readable and the format does not drift with the types kept in memory.
#include "monitor/autonomic_checkpoint.hpp"

#include <gtest/gtest.h>

#include <boost/archive/basic_archive.hpp>
#include <string>

namespace vagus::monitor {
namespace {

// Two ranks: rank 0 with two samples (two levels, bytes to ranks 1 and 3), rank 1 empty.
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
  first.AddBytesSent(1, 1000);
  first.AddBytesSent(3, 250);
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
  for (size_t k = 0; k < std::max(got.bytes_sent.size(), want.bytes_sent.size()); ++k)
    EXPECT_EQ(k < got.bytes_sent.size() ? got.bytes_sent[k] : 0,
              k < want.bytes_sent.size() ? want.bytes_sent[k] : 0)
        << "rank " << k;
  EXPECT_EQ(got.process.wall_seconds, want.process.wall_seconds);
  EXPECT_EQ(got.process.cpu_seconds, want.process.cpu_seconds);
  EXPECT_EQ(got.process.cpu_share, want.process.cpu_share);
  EXPECT_EQ(got.process.memory_available_bytes, want.process.memory_available_bytes);
}

TEST(AutonomicCheckpoint, ReadsTheVersionOneArchive) {
  const AutonomicCheckpoint got = DeserializeAutonomicCheckpoint(FromHex(kVersion1Hex));
  const AutonomicCheckpoint want = Example();
  EXPECT_EQ(got.state.capacity, want.state.capacity);
  EXPECT_EQ(got.state.max_patch_cells, want.state.max_patch_cells);
  EXPECT_EQ(got.state.slow_count, want.state.slow_count);
  EXPECT_EQ(got.state.recovered_count, want.state.recovered_count);
  EXPECT_EQ(got.state.evacuated, want.state.evacuated);
  EXPECT_EQ(got.state.decisions, want.state.decisions);
  ASSERT_EQ(got.ranks.size(), want.ranks.size());
  for (size_t k = 0; k < want.ranks.size(); ++k) {
    ASSERT_EQ(got.ranks[k].samples.size(), want.ranks[k].samples.size());
    for (size_t i = 0; i < want.ranks[k].samples.size(); ++i)
      ExpectSameSample(got.ranks[k].samples[i], want.ranks[k].samples[i]);
    EXPECT_EQ(got.ranks[k].errors, want.ranks[k].errors);
    EXPECT_EQ(got.ranks[k].recent, want.ranks[k].recent);
    EXPECT_EQ(got.ranks[k].memory_bytes, want.ranks[k].memory_bytes);
  }
}

TEST(AutonomicCheckpoint, WritesTheVersionOneBytes) {
  // The archive's header names Boost's library version: another Boost writes other bytes.
  if (boost::archive::BOOST_ARCHIVE_VERSION() != kArchiveVersion)
    GTEST_SKIP() << "bytes written by Boost archive version " << kArchiveVersion;
  EXPECT_EQ(SerializeAutonomicCheckpoint(Example()), FromHex(kVersion1Hex));
}

TEST(AutonomicCheckpoint, ARankMonitorStateRoundTrips) {
  const RankMonitorState want = Example().ranks[0];
  const RankMonitorState got = DeserializeRankMonitorState(SerializeRankMonitorState(want));
  ASSERT_EQ(got.samples.size(), want.samples.size());
  for (size_t i = 0; i < want.samples.size(); ++i)
    ExpectSameSample(got.samples[i], want.samples[i]);
  EXPECT_EQ(got.errors, want.errors);
}

}  // namespace
}  // namespace vagus::monitor
