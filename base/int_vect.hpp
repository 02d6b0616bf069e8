// IntVect: a point or extent in the 3-D integer index space of one refinement level.
// Component 0 is i (x, contiguous in memory), 1 is j (y), 2 is k (z).
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <ostream>

namespace vagus {

inline constexpr int kDim = 3;

struct IntVect {
  std::array<int, kDim> v{0, 0, 0};

  constexpr IntVect() = default;
  constexpr IntVect(int i, int j, int k) : v{i, j, k} {}
  static constexpr IntVect Uniform(int n) { return {n, n, n}; }
  static constexpr IntVect Unit(int d) {
    IntVect u;
    u.v[d] = 1;
    return u;
  }

  constexpr int& operator[](int d) { return v[d]; }
  constexpr int operator[](int d) const { return v[d]; }

  friend constexpr IntVect operator+(IntVect a, IntVect b) {
    return {a[0] + b[0], a[1] + b[1], a[2] + b[2]};
  }
  friend constexpr IntVect operator-(IntVect a, IntVect b) {
    return {a[0] - b[0], a[1] - b[1], a[2] - b[2]};
  }
  friend constexpr IntVect operator-(IntVect a) { return {-a[0], -a[1], -a[2]}; }
  friend constexpr IntVect operator*(IntVect a, int s) { return {a[0] * s, a[1] * s, a[2] * s}; }
  friend constexpr IntVect operator*(IntVect a, IntVect b) {
    return {a[0] * b[0], a[1] * b[1], a[2] * b[2]};
  }
  friend constexpr bool operator==(IntVect a, IntVect b) {
    return a[0] == b[0] && a[1] == b[1] && a[2] == b[2];
  }
  friend constexpr bool operator!=(IntVect a, IntVect b) { return !(a == b); }
  // Lexicographic with k most significant: the order cells are stored in.
  friend constexpr bool operator<(IntVect a, IntVect b) {
    if (a[2] != b[2]) return a[2] < b[2];
    if (a[1] != b[1]) return a[1] < b[1];
    return a[0] < b[0];
  }

  [[nodiscard]] constexpr bool AllLessEqual(IntVect b) const {
    return v[0] <= b[0] && v[1] <= b[1] && v[2] <= b[2];
  }
  [[nodiscard]] constexpr int64_t Product() const {
    return int64_t{v[0]} * int64_t{v[1]} * int64_t{v[2]};
  }
  [[nodiscard]] constexpr int MaxComponent() const { return std::max({v[0], v[1], v[2]}); }
};

// Floor division, so coarsening maps negative indices the same way as positive ones.
constexpr int FloorDiv(int a, int b) { return (a >= 0) ? a / b : -((-a + b - 1) / b); }

inline constexpr IntVect Min(IntVect a, IntVect b) {
  return {std::min(a[0], b[0]), std::min(a[1], b[1]), std::min(a[2], b[2])};
}
inline constexpr IntVect Max(IntVect a, IntVect b) {
  return {std::max(a[0], b[0]), std::max(a[1], b[1]), std::max(a[2], b[2])};
}

std::ostream& operator<<(std::ostream& os, IntVect iv);

}  // namespace vagus
