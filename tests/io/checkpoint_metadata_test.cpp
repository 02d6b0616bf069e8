// The checkpoint metadata survive the Boost archive member for member, and garbage is refused.
#include <vagus/amr/io/checkpoint_metadata.hpp>

#include <gtest/gtest.h>

#include <cstdint>
#include <cstring>
#include <string>

#include <vagus/base/error.hpp>

namespace vagus::amr::io {
namespace {

TEST(CheckpointMetadata, RoundTripsThroughBoost) {
  CheckpointMetadata m;
  m.kernel = "euler";
  m.state_fields = {"density", "energy"};
  m.base_domain.box = Box({0, 0, 0}, {31, 15, 0});
  m.base_domain.periodic = {true, false, true};
  m.base_domain.prob_lo = {-1.0, 0.5, 1.0 / 3.0};
  m.base_domain.dx = 0.1;
  m.ratio = 4;
  m.num_ranks = 3;
  m.deck = "[run]\nmax_steps = 3\n";
  m.hierarchy.levels = {
      {{Box({0, 0, 0}, {31, 15, 0})}, 0.125, 0.0625, 7, 3.5},
      {{Box({8, 8, 0}, {15, 15, 0}), Box({16, 8, 0}, {23, 15, 0})}, 0.125, 0.1, 28, -1.0}};
  m.hierarchy.cell_updates = 123456789012LL;
  m.hierarchy.num_regrids = 5;
  m.owners = {{0}, {1, 2}};
  m.patch_hashes = {{1ULL << 63}, {42, 7}};
  const CheckpointMetadata r = DeserializeMetadata(SerializeMetadata(m));
  EXPECT_EQ(r.kernel, m.kernel);
  EXPECT_EQ(r.state_fields, m.state_fields);
  EXPECT_EQ(r.base_domain.box, m.base_domain.box);
  EXPECT_EQ(r.base_domain.periodic, m.base_domain.periodic);
  EXPECT_EQ(r.base_domain.prob_lo, m.base_domain.prob_lo);
  EXPECT_EQ(r.base_domain.dx, m.base_domain.dx);
  EXPECT_EQ(r.ratio, 4);
  EXPECT_EQ(r.num_ranks, 3);
  EXPECT_EQ(r.deck, m.deck);
  ASSERT_EQ(r.hierarchy.levels.size(), 2u);
  for (size_t l = 0; l < 2; ++l) {
    EXPECT_EQ(r.hierarchy.levels[l].boxes, m.hierarchy.levels[l].boxes);
    EXPECT_EQ(r.hierarchy.levels[l].time, m.hierarchy.levels[l].time);
    EXPECT_EQ(r.hierarchy.levels[l].old_time, m.hierarchy.levels[l].old_time);
    EXPECT_EQ(r.hierarchy.levels[l].steps, m.hierarchy.levels[l].steps);
    EXPECT_EQ(r.hierarchy.levels[l].signal_rate, m.hierarchy.levels[l].signal_rate);
  }
  EXPECT_EQ(r.hierarchy.cell_updates, m.hierarchy.cell_updates);
  EXPECT_EQ(r.hierarchy.num_regrids, 5);
  EXPECT_EQ(r.owners, m.owners);
  EXPECT_EQ(r.patch_hashes, m.patch_hashes);
  EXPECT_EQ(r.Step(), 7);
  EXPECT_EQ(r.Time(), 0.125);
  EXPECT_THROW(static_cast<void>(DeserializeMetadata("not an archive")), UserError);
}

// Replaces the 8-byte length that precedes `marker` (within `search` bytes before it) in the
// archive by `length`. Boost writes collection counts and string lengths as 64-bit integers.
std::string WithLengthBefore(std::string bytes, const std::string& marker, uint64_t old_length,
                             uint64_t length, std::size_t search = 16) {
  const std::size_t at = bytes.find(marker);
  EXPECT_NE(at, std::string::npos);
  for (std::size_t p = at - 8; p + search >= at; --p) {
    uint64_t value = 0;
    std::memcpy(&value, bytes.data() + p, 8);
    if (value == old_length) {
      std::memcpy(bytes.data() + p, &length, 8);
      return bytes;
    }
  }
  ADD_FAILURE() << "no length " << old_length << " before the marker";
  return bytes;
}

// A damaged or crafted archive (with a valid checksum, so only the archive can refuse it) that
// claims more elements than it holds is refused before anything allocates them: Boost alone would
// zero-fill 2^35 owners (128 GB) or reserve 2^40 bytes for the deck.
TEST(CheckpointMetadata, RefusesCountsLargerThanTheArchive) {
  CheckpointMetadata m;
  m.kernel = "euler";
  m.deck = "DECK-MARKER";
  m.hierarchy.levels = {{{Box({0, 0, 0}, {7, 7, 7})}, 0.0, 0.0, 0, 0.0}};
  const int marker = 0x5A5A5A5A;
  m.owners = {{marker, marker, marker, marker, marker}};
  m.patch_hashes = {{1, 2, 3, 4, 5}};
  const std::string bytes = SerializeMetadata(m);
  ASSERT_EQ(DeserializeMetadata(bytes).owners, m.owners);

  const std::string owners_marker(reinterpret_cast<const char*>(&marker), sizeof marker);
  for (const uint64_t count : {uint64_t{1} << 35, uint64_t{10000}, uint64_t{1} << 62}) {
    try {
      static_cast<void>(DeserializeMetadata(WithLengthBefore(bytes, owners_marker, 5, count)));
      ADD_FAILURE() << count << " owners were believed";
    } catch (const UserError& e) {
      EXPECT_NE(std::string(e.what()).find(std::to_string(count) + " elements"), std::string::npos)
          << e.what();
    }
  }
  EXPECT_THROW(
      static_cast<void>(DeserializeMetadata(WithLengthBefore(bytes, "DECK-MARKER", 11, 1ULL << 40))),
      UserError);
  // A count that fits in what is left reads on and fails (or succeeds) as before.
  EXPECT_THROW(static_cast<void>(DeserializeMetadata(WithLengthBefore(bytes, owners_marker, 5, 6))),
               UserError);
}

}  // namespace
}  // namespace vagus::amr::io
