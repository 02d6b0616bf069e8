// The registry of physics kernels, by the name a deck gives in [physics] kernel. Each entry adds
// its deck keys to the schema ([physics] and [problem] for the chosen problem) and creates the
// kernel from a validated deck. Built-in kernels are added by RegisterBuiltinKernels; an
// application outside the framework registers its own the same way (no static-initialisation
// tricks).
#pragma once

#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "amr/input/deck.hpp"
#include "physics/kernel.hpp"

namespace vagus::physics {

struct KernelEntry {
  std::string name;
  std::string help;
  std::vector<std::string> problem_names;  // what [problem] name may be with this kernel
  // Adds this kernel's keys to [physics] and those of problem `problem_name` to [problem]
  // (including the `name` key with its choices); unknown problem names get only the `name` key.
  std::function<void(amr::input::Schema& schema, const std::string& problem_name)> add_schema;
  std::function<std::unique_ptr<Kernel>(const amr::input::Deck& deck)> create;
};

class Registry {
 public:
  void Add(KernelEntry entry);
  [[nodiscard]] const KernelEntry* Find(const std::string& name) const;
  [[nodiscard]] std::vector<std::string> Names() const;

 private:
  std::vector<KernelEntry> entries_;
};

void RegisterBuiltinKernels(Registry& registry);

}  // namespace vagus::physics
