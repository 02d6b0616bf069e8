// Ring: keeps the last `capacity` values oldest first through many wrap-arounds (checked against
// a plain list of everything pushed), clears without losing its slots, and reuses the memory its
// slots own (a vector slot sized by the prototype keeps its storage through every push).
#include <vagus/monitor/ring.hpp>

#include <gtest/gtest.h>

#include <algorithm>
#include <vector>

namespace vagus::monitor {
namespace {

TEST(Ring, KeepsTheLastCapacityValuesOldestFirst) {
  for (int capacity : {1, 2, 3, 7}) {
    Ring<int> ring(capacity);
    EXPECT_EQ(ring.Capacity(), capacity);
    std::vector<int> pushed;
    for (int n = 0; n < 5 * capacity + 2; ++n) {
      ring.Push(100 + n);
      pushed.push_back(100 + n);
      const int expected = std::min<int>(capacity, static_cast<int>(pushed.size()));
      ASSERT_EQ(ring.Size(), expected);
      for (int i = 0; i < expected; ++i)
        EXPECT_EQ(ring[i], pushed[pushed.size() - expected + i])
            << capacity << " " << n << " " << i;
      EXPECT_EQ(ring.Back(), 100 + n);
    }
  }
}

TEST(Ring, ACapacityBelowOneMeansOne) {
  Ring<int> ring(0);
  EXPECT_EQ(ring.Capacity(), 1);
  ring.Push(1);
  ring.Push(2);
  EXPECT_EQ(ring.Size(), 1);
  EXPECT_EQ(ring[0], 2);
}

TEST(Ring, ClearForgetsTheValuesAndStartsAgain) {
  Ring<int> ring(3);
  EXPECT_TRUE(ring.Empty());
  for (int n = 0; n < 5; ++n) ring.Push(n);  // wrapped: the oldest is no longer in slot 0
  ring.Clear();
  EXPECT_TRUE(ring.Empty());
  EXPECT_EQ(ring.Capacity(), 3);
  ring.Push(7);
  ring.Push(8);
  EXPECT_EQ(ring.Size(), 2);
  EXPECT_EQ(ring[0], 7);
  EXPECT_EQ(ring[1], 8);
}

TEST(Ring, SlotsKeepTheMemoryOfThePrototype) {
  Ring<std::vector<double>> ring(4, std::vector<double>(16));
  std::vector<const double*> storage;
  for (int i = 0; i < 4; ++i) {
    ring.Push(std::vector<double>(static_cast<size_t>(i + 1), i));
    storage.push_back(ring[i].data());
  }
  // Every further push lands in a slot that already owns enough memory: same storage.
  for (int n = 0; n < 8; ++n) {
    ring.Push(std::vector<double>(8, n));
    for (int i = 0; i < 4; ++i) EXPECT_EQ(ring[i].capacity(), 16u);
  }
  std::vector<const double*> after;
  for (int i = 0; i < 4; ++i) after.push_back(ring[i].data());
  std::sort(storage.begin(), storage.end());
  std::sort(after.begin(), after.end());
  EXPECT_EQ(after, storage);
}

}  // namespace
}  // namespace vagus::monitor
