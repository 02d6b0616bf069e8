// A program that links tests/support/counting_new.cpp (add it to the program's SOURCES: a
// replacement of the global operator new must be in the program itself) counts every heap
// allocation through operator new, new[] and their aligned and nothrow forms: the
// standard library's, Kokkos' and ours.
#pragma once

#include <cstdint>

namespace vagus::testing {

// Allocations since the program started.
[[nodiscard]] int64_t HeapAllocations();

}  // namespace vagus::testing
