// XXH64, Yann Collet's 64-bit xxHash (the reference algorithm, seed included): a fast
// non-cryptographic hash, here the checksum of every patch's data and of the metadata in a
// checkpoint. It reads several GB/s on one core, so checking a checkpoint costs little next to
// reading it; any tool with an xxHash library (`xxhsum -H1`, Python's `xxhash.xxh64`) gives the
// same values.
#pragma once

#include <cstddef>
#include <cstdint>

namespace vagus::amr::io {

[[nodiscard]] uint64_t Xxh64(const void* data, size_t size, uint64_t seed = 0);

}  // namespace vagus::amr::io
