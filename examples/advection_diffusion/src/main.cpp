// The `advection_diffusion` program: Vagus' command line with this kernel registered (the default
// [physics] kernel) and the built-in ones after it.
#include <vagus/driver/main.hpp>
#include <vagus/physics/builtin_kernels.hpp>

namespace advection_diffusion {
void Register(vagus::amr::KernelRegistry& registry);
}

int main(int argc, char** argv) {
  vagus::amr::KernelRegistry registry;
  advection_diffusion::Register(registry);
  vagus::physics::RegisterBuiltinKernels(registry);
  return vagus::Main(argc, argv, registry);
}
