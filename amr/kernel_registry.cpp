// A kernel's problems by name, and the libraries loaded so far.
#include <vagus/amr/kernel_registry.hpp>

#include <algorithm>

namespace vagus::amr {

const ProblemInfo* KernelEntry::FindProblem(const std::string& problem) const {
  for (const ProblemInfo& p : problems)
    if (p.name == problem) return &p;
  return nullptr;
}

std::vector<std::string> KernelEntry::ProblemNames() const {
  std::vector<std::string> names;
  for (const ProblemInfo& p : problems) names.push_back(p.name);
  return names;
}

bool KernelRegistry::HasLibrary(const std::string& path) const {
  return std::find(libraries_.begin(), libraries_.end(), path) != libraries_.end();
}

}  // namespace vagus::amr
