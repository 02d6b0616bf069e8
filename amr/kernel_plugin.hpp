// Physics kernels as run-time plug-ins. A shared library exports one C function,
// `vagus_register_kernels`, which a Vagus program calls when a deck names the library in
// [physics] library; define it in one source file of the library with
//
//   VAGUS_KERNEL_PLUGIN(RegisterMyKernels)   // void RegisterMyKernels(vagus::amr::KernelRegistry&)
//
// The program and the plug-in must agree on the ABI: this interface's version, the Kokkos version
// and backend, and the C++ library's string ABI. The exported function compares the program's
// fingerprint with its own before it touches the registry, and turns exceptions into a message
// (none may cross the C boundary), so a mismatch or a failing registration is an error message,
// never a crash.
#pragma once

#include <Kokkos_Core.hpp>

#include <cstddef>
#include <cstdio>
#include <exception>
#include <string>

#include <vagus/amr/kernel_registry.hpp>

namespace vagus::amr {

// Bumped whenever Kernel, KernelEntry, KernelRegistry or the types they pass change in a way that
// breaks kernels compiled against the old headers.
inline constexpr int kKernelAbiVersion = 5;

inline constexpr const char* kRegisterKernelsSymbol = "vagus_register_kernels";

// The exported function: returns 0 when the kernels are registered; otherwise non-zero with the
// reason in `message` (at most `message_size` bytes, terminated).
using RegisterKernelsFunction = int(const char* host_abi, KernelRegistry* registry, char* message,
                                    std::size_t message_size);

// What must be equal between a program and a plug-in it loads.
inline std::string KernelAbiFingerprint() {
  std::string abi = "Vagus kernel ABI " + std::to_string(kKernelAbiVersion) + ", Kokkos " +
                    std::to_string(KOKKOS_VERSION) + " " + Kokkos::DefaultExecutionSpace::name();
#ifdef _GLIBCXX_USE_CXX11_ABI
  abi += ", libstdc++ string ABI " + std::to_string(_GLIBCXX_USE_CXX11_ABI);
#endif
  return abi;
}

// The body of the exported function, compiled into the plug-in.
inline int RegisterPluginKernels(const char* host_abi, KernelRegistry* registry, char* message,
                                 std::size_t message_size,
                                 void (*register_kernels)(KernelRegistry&)) {
  const auto fail = [&](const std::string& reason) {
    std::snprintf(message, message_size, "%s", reason.c_str());
    return 1;
  };
  const std::string mine = KernelAbiFingerprint();
  if (mine != host_abi)
    return fail("ABI mismatch: the library was built for " + mine + ", the program has " +
                host_abi + "; rebuild the library against this Vagus");
  try {
    register_kernels(*registry);
  } catch (const std::exception& e) {
    return fail(std::string("registering its kernels failed: ") + e.what());
  }
  return 0;
}

}  // namespace vagus::amr

#define VAGUS_KERNEL_PLUGIN(register_kernels)                                                   \
  extern "C" __attribute__((visibility("default"))) int vagus_register_kernels(                 \
      const char* host_abi, ::vagus::amr::KernelRegistry* registry, char* message,              \
      std::size_t message_size) {                                                               \
    return ::vagus::amr::RegisterPluginKernels(host_abi, registry, message, message_size,       \
                                               register_kernels);                               \
  }
