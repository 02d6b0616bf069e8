// A plug-in whose registration throws, and one that registers a name the program has already
// ("euler"): both must end in an error message, not a crash.
#include <stdexcept>

#include <vagus/amr/kernel_plugin.hpp>

namespace {

void RegisterKernels(vagus::amr::KernelRegistry& registry) {
#ifdef VAGUS_TEST_DUPLICATE_NAME
  vagus::amr::KernelEntry entry;
  entry.name = "euler";
  registry.Add(entry);
#else
  (void)registry;
  throw std::runtime_error("this plug-in refuses to register");
#endif
}

}  // namespace

VAGUS_KERNEL_PLUGIN(RegisterKernels)
