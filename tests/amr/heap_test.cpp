#include <vagus/base/heap.hpp>

#include <gtest/gtest.h>
#include <sys/resource.h>

#include <cstdlib>
#include <cstring>

namespace vagus {
namespace {

long MinorPageFaults() {
  rusage usage{};
  getrusage(RUSAGE_SELF, &usage);
  return usage.ru_minflt;
}

// Allocates `bytes`, writes every page, frees it; returns the page faults that took.
long FaultsToFill(size_t bytes) {
  const long before = MinorPageFaults();
  char* volatile block = static_cast<char*>(std::malloc(bytes));
  std::memset(block, 1, bytes);
  EXPECT_EQ(block[bytes / 2], 1);
  std::free(block);
  return MinorPageFaults() - before;
}

TEST(Heap, AFreedLargeBlockIsReusedWithoutPageFaults) {
#if !defined(__GLIBC__)
  GTEST_SKIP() << "glibc's mallopt only";
#endif
  // 64 MiB: above glibc's largest automatic mmap threshold (32 MiB), so without the setting each
  // such block is a fresh mapping whose 16,384 pages all fault when written.
  constexpr size_t kBytes = size_t{64} << 20;
  KeepFreedMemoryForReuse();
  (void)FaultsToFill(kBytes);  // the heap grows once
  EXPECT_LT(FaultsToFill(kBytes), 1000) << "the second block reuses the first one's pages";
}

}  // namespace
}  // namespace vagus
