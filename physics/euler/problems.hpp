// The Euler kernel's built-in problems: the shock tubes (shock_tube.hpp), the smooth wave
// (smooth_wave.hpp), the blob (blob.hpp) and the Richtmyer-Meshkov set-up (richtmyer_meshkov.hpp).
#pragma once

#include <vagus/physics/euler/problem.hpp>

namespace vagus::physics::euler {

[[nodiscard]] ProblemRegistry BuiltinProblems();

}  // namespace vagus::physics::euler
