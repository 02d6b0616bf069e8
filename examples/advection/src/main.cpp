// The `advection` program: Vagus' whole command line (run, check, info, reference) with the
// advection kernel registered first, so it is the default [physics] kernel, and the built-in
// kernels after it.
#include <vagus/driver/main.hpp>

#include <vagus/physics/builtin_kernels.hpp>
#include "register_advection.hpp"

int main(int argc, char** argv) {
  vagus::amr::KernelRegistry registry;
  advection::RegisterAdvection(registry);
  vagus::physics::RegisterBuiltinKernels(registry);
  return vagus::Main(argc, argv, registry);
}
