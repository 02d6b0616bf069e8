// Physical boundary conditions: what fills the ghost cells outside a non-periodic domain face.
// The framework decides which patch faces lie on the domain boundary; the physics kernel fills them.
#pragma once

#include <array>
#include <string>
#include <vector>

#include <vagus/base/box.hpp>

namespace vagus::amr {

enum class BoundaryKind {
  kOutflow,     // zero gradient: ghosts copy the nearest valid cell
  kReflecting,  // mirror image with the normal velocity negated (a wall)
  kInflow,      // a given state
};

// Per face: kind[d][side], side 0 = low, 1 = high. Ignored in periodic directions.
struct BoundaryConditions {
  std::array<std::array<BoundaryKind, 2>, kDim> kind{};
};

[[nodiscard]] BoundaryKind ParseBoundaryKind(const std::string& name);
[[nodiscard]] const std::vector<std::string>& BoundaryKindNames();

}  // namespace vagus::amr
