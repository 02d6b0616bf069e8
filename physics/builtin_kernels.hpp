// The physics kernels that ship with Vagus, added to a registry by name.
#pragma once

#include <vagus/amr/kernel_registry.hpp>

namespace vagus::physics {

// Adds "euler" (physics/euler/) with its built-in problems.
void RegisterBuiltinKernels(amr::KernelRegistry& registry);

}  // namespace vagus::physics
