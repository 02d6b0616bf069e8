// The checkpoint checksum is XXH64 with seed 0: these values, from the reference implementation
// (libxxhash 0.8.1), were also those of the copy of XXH64 that Vagus carried before it used the
// system's library, so checkpoints written by either verify with the other. They cover the short
// inputs and the 32-byte stripes of the algorithm.
#include <gtest/gtest.h>

#include <string>

#include <vagus/amr/io/checkpoint_file.hpp>

namespace vagus::amr::io::checkpoint {
namespace {

TEST(Checksum, IsXxh64WithSeedZero) {
  EXPECT_EQ(Checksum("", 0), 0xEF46DB3751D8E999ULL);
  EXPECT_EQ(Checksum("a", 1), 0xD24EC4F1A98C6E5BULL);
  EXPECT_EQ(Checksum("abc", 3), 0x44BC2CF5AD770999ULL);
  EXPECT_EQ(Checksum("Vagus checkpoint", 16), 0x934A3DDAC23C2F08ULL);
  std::string bytes;
  for (int r = 0; r < 3; ++r)
    for (int i = 0; i < 256; ++i) bytes.push_back(static_cast<char>(i));
  bytes += "xyz";
  EXPECT_EQ(Checksum(bytes.data(), bytes.size()), 0xE921A1B45BD779F8ULL);
}

}  // namespace
}  // namespace vagus::amr::io::checkpoint
