// dlopen, dlsym and the ABI handshake of amr/kernel_plugin.hpp, agreed across ranks.
#include <vagus/driver/plugin.hpp>

#include <dlfcn.h>
#include <fmt/format.h>

#include <filesystem>

#include <vagus/amr/kernel_plugin.hpp>

namespace vagus {
namespace {

// Loads the library on this rank; returns why it failed, or "".
std::string LoadOnThisRank(const std::string& path, amr::KernelRegistry& registry) {
  std::error_code ignored;
  if (!std::filesystem::exists(path, ignored))
    return fmt::format("cannot load '{}': no such file", path);
  // dlopen searches the library path for a bare name; a name with a slash is taken as a path.
  const std::string dl_path = path.find('/') == std::string::npos ? "./" + path : path;
  void* handle = dlopen(dl_path.c_str(), RTLD_NOW | RTLD_LOCAL);
  if (handle == nullptr) return fmt::format("cannot load '{}': {}", path, dlerror());
  auto* register_kernels = reinterpret_cast<amr::RegisterKernelsFunction*>(
      dlsym(handle, amr::kRegisterKernelsSymbol));
  if (register_kernels == nullptr)
    return fmt::format(
        "'{}' does not export {} (define it with VAGUS_KERNEL_PLUGIN, amr/kernel_plugin.hpp)", path,
        amr::kRegisterKernelsSymbol);
  char message[2048] = "";
  if (register_kernels(amr::KernelAbiFingerprint().c_str(), &registry, message, sizeof message) !=
      0)
    return fmt::format("'{}': {}", path, message);
  return {};
}

// A relative path from the deck's folder when the library is there, otherwise as given (from the
// working directory: a path given with --set, or a deck that is not a file).
std::string ResolveLibraryPath(const std::string& path, const std::string& deck_file) {
  const std::filesystem::path given(path);
  if (given.is_absolute()) return path;
  const std::filesystem::path folder = std::filesystem::path(deck_file).parent_path();
  std::error_code ignored;
  if (!folder.empty() && std::filesystem::exists(folder / given, ignored))
    return (folder / given).string();
  return path;
}

}  // namespace

void LoadKernelLibrary(const input::Deck& deck, amr::KernelRegistry& registry, const Comm& comm) {
  const std::string given = deck.PeekString("physics", "library", "");
  if (given.empty()) return;
  const std::string path = ResolveLibraryPath(given, deck.FileName());
  if (registry.HasLibrary(path)) return;
  const std::string mine = LoadOnThisRank(path, registry);
  const auto [rank, error] = comm.FirstError(mine);
  if (!error.empty())
    throw deck.Error("physics", "library",
                     comm.size > 1 ? fmt::format("{} (on rank {})", error, rank) : error);
  registry.AddLibrary(path);
}

}  // namespace vagus
