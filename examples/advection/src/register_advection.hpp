// Adds the advection kernel to a Vagus kernel registry: what the `advection` program's main and
// the plug-in's exported function (plugin.cpp) both call.
#pragma once

#include <vagus/amr/kernel_registry.hpp>

namespace advection {

// The registry entry: name "advection", its [physics], [problem] and [tagging] keys, its factory.
[[nodiscard]] vagus::amr::KernelEntry AdvectionKernelEntry();

void RegisterAdvection(vagus::amr::KernelRegistry& registry);

}  // namespace advection
