// Registry<Entry>: named entries (kernels, a kernel's problems) in the order they were added, each
// an Entry with a `name`. Applications fill registries explicitly, with no static-initialisation
// tricks; a name added twice is a UserError (two plug-ins may collide).
#pragma once

#include <string>
#include <utility>
#include <vector>

#include <vagus/base/error.hpp>

namespace vagus {

template <class Entry>
class Registry {
 public:
  // `what` names an entry in messages: "physics kernel", "Euler problem".
  explicit Registry(std::string what) : what_(std::move(what)) {}

  void Add(Entry entry) {
    if (Find(entry.name) != nullptr)
      throw UserError(what_ + " '" + entry.name + "' is registered twice");
    entries_.push_back(std::move(entry));
  }
  [[nodiscard]] const Entry* Find(const std::string& name) const {
    for (const Entry& e : entries_)
      if (e.name == name) return &e;
    return nullptr;
  }
  [[nodiscard]] std::vector<std::string> Names() const {
    std::vector<std::string> names;
    for (const Entry& e : entries_) names.push_back(e.name);
    return names;
  }
  [[nodiscard]] const std::vector<Entry>& Entries() const { return entries_; }

 private:
  std::string what_;
  std::vector<Entry> entries_;
};

}  // namespace vagus
