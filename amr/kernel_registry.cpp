// KernelRegistry: a list of entries in the order they were added.
#include <vagus/amr/kernel_registry.hpp>

#include <algorithm>

#include <vagus/base/error.hpp>

namespace vagus::amr {

void KernelRegistry::Add(KernelEntry entry) {
  if (Find(entry.name) != nullptr)
    throw UserError("physics kernel '" + entry.name + "' is registered twice");
  entries_.push_back(std::move(entry));
}

const KernelEntry* KernelRegistry::Find(const std::string& name) const {
  for (const KernelEntry& e : entries_)
    if (e.name == name) return &e;
  return nullptr;
}

std::vector<std::string> KernelRegistry::Names() const {
  std::vector<std::string> names;
  for (const KernelEntry& e : entries_) names.push_back(e.name);
  return names;
}

bool KernelRegistry::HasLibrary(const std::string& path) const {
  return std::find(libraries_.begin(), libraries_.end(), path) != libraries_.end();
}

}  // namespace vagus::amr
