// Kernel registry: a name-ordered list of entries.
#include "physics/registry.hpp"

#include "amr/error.hpp"
#include "physics/euler/euler_kernel.hpp"

namespace vagus::physics {

void Registry::Add(KernelEntry entry) {
  VAGUS_ASSERT(Find(entry.name) == nullptr, "kernel '" + entry.name + "' registered twice");
  entries_.push_back(std::move(entry));
}

const KernelEntry* Registry::Find(const std::string& name) const {
  for (const KernelEntry& e : entries_)
    if (e.name == name) return &e;
  return nullptr;
}

std::vector<std::string> Registry::Names() const {
  std::vector<std::string> names;
  for (const KernelEntry& e : entries_) names.push_back(e.name);
  return names;
}

void RegisterBuiltinKernels(Registry& registry) { registry.Add(euler::EulerKernelEntry()); }

}  // namespace vagus::physics
