// The advection kernel's problems by name ([problem] name), each with its deck keys and factory,
// in a vagus::Registry.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include <vagus/base/input/deck.hpp>
#include <vagus/base/registry.hpp>

#include "problem.hpp"

namespace advection {

struct ProblemEntry {
  std::string name;
  std::string help;
  std::vector<vagus::input::KeySpec> keys;  // besides `name`
  std::unique_ptr<Problem> (*make)(const vagus::input::Deck&);
};

[[nodiscard]] const vagus::Registry<ProblemEntry>& Problems();

}  // namespace advection
