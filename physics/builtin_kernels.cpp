// The built-in kernels' registry entries.
#include "physics/builtin_kernels.hpp"

#include "physics/euler/euler_kernel.hpp"

namespace vagus::physics {

void RegisterBuiltinKernels(amr::KernelRegistry& registry) {
  registry.Add(euler::EulerKernelEntry());
}

}  // namespace vagus::physics
