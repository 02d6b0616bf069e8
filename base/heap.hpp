// How the process's heap treats large blocks it frees.
#pragma once

namespace vagus {

// Keeps freed blocks of up to 256 MiB in the heap for reuse, and up to 512 MiB free at its top,
// instead of returning them to the kernel (glibc's mallopt; nothing elsewhere). Every regrid's
// partition builds and frees vectors of as many pieces as patches; glibc gives a block above its
// mmap threshold (128 KiB, rising to at most 32 MiB) a mapping of its own, unmapped when freed,
// and trims more than 128 KiB free at the heap's top, so each regrid faulted in fresh zeroed
// pages: at 10^6 patches half of the partition's time (one rank of 16,384 modelled ranks: 442
// against 239 ms, bench/autonomic_scale.cpp). The cost: the process keeps the heap it has used
// (within those bounds) for the next regrid. Call once, before the run allocates.
void KeepFreedMemoryForReuse();

}  // namespace vagus
