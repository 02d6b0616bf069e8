// KernelRegistry: the physics kernels a run may use, by the name a deck gives in [physics] kernel.
// Each entry adds its deck keys to the schema ([physics], [problem] for the chosen problem, and
// any section of its own) and creates the kernel from a validated deck. Applications fill it
// explicitly (no static-initialisation tricks): `physics::RegisterBuiltinKernels` adds the
// kernels that ship with Vagus, an outside project adds its own, and a run-time plug-in adds its
// kernels through one exported C function (amr/driver/plugin.hpp).
#pragma once

#include <functional>
#include <memory>
#include <string>
#include <vector>

#include <vagus/base/input/deck.hpp>
#include <vagus/amr/kernel.hpp>

namespace vagus::amr {

struct KernelEntry {
  std::string name;
  std::string help;
  std::vector<std::string> problem_names;  // what [problem] name may be with this kernel
  // Adds this kernel's keys to [physics] (and sections of its own, such as [tagging]) and those
  // of problem `problem_name` to [problem] (nothing for an unknown name: the framework's
  // [problem] name key, whose choices are problem_names, reports it).
  std::function<void(input::Schema& schema, const std::string& problem_name)> add_schema;
  std::function<std::unique_ptr<Kernel>(const input::Deck& deck)> create;
};

class KernelRegistry {
 public:
  // Adds a kernel; a name registered twice is a UserError (two plug-ins may collide).
  void Add(KernelEntry entry);
  [[nodiscard]] const KernelEntry* Find(const std::string& name) const;
  [[nodiscard]] std::vector<std::string> Names() const;

  // The shared libraries whose kernels were added (amr/driver/plugin.hpp), by the path loaded.
  [[nodiscard]] bool HasLibrary(const std::string& path) const;
  void AddLibrary(const std::string& path) { libraries_.push_back(path); }

 private:
  std::vector<KernelEntry> entries_;
  std::vector<std::string> libraries_;
};

}  // namespace vagus::amr
