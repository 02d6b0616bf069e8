// A plug-in as one built against another Vagus would be: its handshake reports a different ABI
// (the body of VAGUS_KERNEL_PLUGIN with another fingerprint).
#include <cstddef>
#include <string>

#include <vagus/amr/kernel_plugin.hpp>

extern "C" __attribute__((visibility("default"))) int vagus_register_kernels(
    const char* host_abi, vagus::amr::KernelRegistry*, char* message, std::size_t message_size) {
  const std::string mine = "Vagus kernel ABI 0, Kokkos 30100 Serial";
  std::snprintf(message, message_size,
                "ABI mismatch: the library was built for %s, the program has %s; rebuild the "
                "library against this Vagus",
                mine.c_str(), host_abi);
  return 1;
}
