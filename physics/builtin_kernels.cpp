// The built-in kernels' registry entries.
#include <vagus/physics/builtin_kernels.hpp>

#include <vagus/physics/euler/euler_kernel.hpp>

namespace vagus::physics {

void RegisterBuiltinKernels(amr::KernelRegistry& registry) {
  registry.Add(euler::EulerKernelEntry());
}

}  // namespace vagus::physics
