#include <vagus/base/heap.hpp>

#include <cstdlib>  // defines __GLIBC__ where the C library is glibc
#if defined(__GLIBC__)
#include <malloc.h>
#endif

namespace vagus {

void KeepFreedMemoryForReuse() {
#if defined(__GLIBC__)
  constexpr int kMiB = 1 << 20;
  mallopt(M_MMAP_THRESHOLD, 256 * kMiB);
  mallopt(M_TRIM_THRESHOLD, 512 * kMiB);
#endif
}

}  // namespace vagus
