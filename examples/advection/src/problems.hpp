// The advection kernel's problems by name: the choices of [problem] name, each problem's deck
// keys, and the Problem a validated deck asks for.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include <vagus/base/input/deck.hpp>
#include "problem.hpp"

namespace advection {

[[nodiscard]] const std::vector<std::string>& ProblemNames();
// The [problem] keys of problem `name` besides `name` itself, which the framework declares with
// ProblemNames() as its choices (none for a name that is not a problem: that key reports it).
[[nodiscard]] std::vector<vagus::input::KeySpec> ProblemKeys(const std::string& name);
[[nodiscard]] std::unique_ptr<Problem> MakeProblem(const vagus::input::Deck& deck);

}  // namespace advection
