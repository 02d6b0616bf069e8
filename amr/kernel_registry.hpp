// KernelRegistry: the physics kernels a run may use, by the name a deck gives in [physics] kernel.
// Each entry declares its deck keys ([physics] and sections of its own such as [tagging]), its
// problems (the choices of [problem] name, each with its keys) and how to create the kernel from
// a validated deck. Applications fill it explicitly (no static-initialisation tricks):
// `physics::RegisterBuiltinKernels` adds the kernels that ship with Vagus, an outside project
// adds its own, and a run-time plug-in adds its kernels through one exported C function
// (amr/kernel_plugin.hpp).
#pragma once

#include <functional>
#include <memory>
#include <string>
#include <vector>

#include <vagus/base/input/deck.hpp>
#include <vagus/base/registry.hpp>
#include <vagus/amr/kernel.hpp>

namespace vagus::amr {

// A problem a kernel sets up: [problem] name = `name`, with `keys` besides `name`.
struct ProblemInfo {
  std::string name;
  std::string help;  // one line for the deck reference
  std::vector<input::KeySpec> keys;
};

struct KernelEntry {
  std::string name;
  std::string help;
  // Its [physics] keys (a section named "physics", merged with the framework's) and sections of
  // its own.
  std::vector<input::SectionSpec> sections;
  std::vector<ProblemInfo> problems;
  std::function<std::unique_ptr<Kernel>(const input::Deck& deck)> create;

  [[nodiscard]] const ProblemInfo* FindProblem(const std::string& problem) const;
  [[nodiscard]] std::vector<std::string> ProblemNames() const;
};

class KernelRegistry : public Registry<KernelEntry> {
 public:
  KernelRegistry() : Registry("physics kernel") {}

  // The shared libraries whose kernels were added (driver/plugin.hpp), by the path loaded.
  [[nodiscard]] bool HasLibrary(const std::string& path) const;
  void AddLibrary(const std::string& path) { libraries_.push_back(path); }

 private:
  std::vector<std::string> libraries_;
};

}  // namespace vagus::amr
