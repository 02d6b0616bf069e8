// The checkpoint metadata survive the Boost archive member for member, and garbage is refused.
#include "amr/io/checkpoint_metadata.hpp"

#include <gtest/gtest.h>

#include "amr/base/error.hpp"

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

}  // namespace
}  // namespace vagus::amr::io
