// Loading a shared library of physics kernels named by a deck ([physics] library) into a
// registry, on every rank (amr/kernel_plugin.hpp says how such a library is written). A wrong
// path, a library without the registration function, an ABI mismatch or a failing registration
// is the same UserError on every rank, naming the deck key and the rank that failed first.
// Libraries stay loaded until the process ends: the registry holds their code.
#pragma once

#include <vagus/base/comm.hpp>
#include <vagus/base/input/deck.hpp>
#include <vagus/amr/kernel_registry.hpp>

namespace vagus {

// Collective. Loads the library of [physics] library unless the registry has it already; a relative
// path is taken from the deck's folder when the library is there, from the working directory
// otherwise.
void LoadKernelLibrary(const input::Deck& deck, amr::KernelRegistry& registry, const Comm& comm);

}  // namespace vagus
