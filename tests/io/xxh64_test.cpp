// XXH64 against values from the reference implementation (libxxhash).
#include "amr/io/xxh64.hpp"

#include <gtest/gtest.h>

#include <string>

namespace vagus::amr::io {
namespace {

TEST(Xxh64, MatchesTheReferenceImplementation) {
  // Values from libxxhash 0.8.1 (XXH64), covering the short paths and the 32-byte stripes.
  EXPECT_EQ(Xxh64("", 0), 0xEF46DB3751D8E999ULL);
  EXPECT_EQ(Xxh64("a", 1), 0xD24EC4F1A98C6E5BULL);
  EXPECT_EQ(Xxh64("abc", 3), 0x44BC2CF5AD770999ULL);
  EXPECT_EQ(Xxh64("Vagus checkpoint", 16), 0x934A3DDAC23C2F08ULL);
  std::string bytes;
  for (int r = 0; r < 3; ++r)
    for (int i = 0; i < 256; ++i) bytes.push_back(static_cast<char>(i));
  bytes += "xyz";
  EXPECT_EQ(Xxh64(bytes.data(), bytes.size()), 0xE921A1B45BD779F8ULL);
  EXPECT_EQ(Xxh64(bytes.data(), 100, 12345), 0x028BA1AE2DE4DE27ULL);
}

}  // namespace
}  // namespace vagus::amr::io
