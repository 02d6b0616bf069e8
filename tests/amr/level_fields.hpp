// Test helpers for the data-movement tests: levels from boxes with owners dealt round robin over a
// communicator's ranks, field values set and read on the host cell by cell in the level's index
// space, and a kernel whose only working method fills physical-boundary ghosts by linear
// extrapolation (what CoarseFineFiller asks of a kernel on its coarse temporaries).
#pragma once

#include <cmath>
#include <cstdint>
#include <limits>
#include <string>
#include <vector>

#include <vagus/base/comm.hpp>
#include <vagus/amr/kernel.hpp>
#include <vagus/amr/patch_level.hpp>

namespace vagus::amr::testing {

inline constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

// Patch n goes to rank (n + first) % ranks.
inline std::vector<PatchInfo> RoundRobin(const BoxList& boxes, int ranks, int first = 0) {
  std::vector<PatchInfo> patches;
  for (std::size_t n = 0; n < boxes.size(); ++n)
    patches.push_back({boxes[n], static_cast<int>((n + first) % ranks)});
  return patches;
}

template <class F>
void ForEachCellOf(const Box& b, const F& f) {
  for (int k = b.lo[2]; k <= b.hi[2]; ++k)
    for (int j = b.lo[1]; j <= b.hi[1]; ++j)
      for (int i = b.lo[0]; i <= b.hi[0]; ++i) f(IntVect{i, j, k});
}

// Sets component c of every cell of `region` (level index space, within the patch's data box) to
// value(c, cell).
template <class F>
void SetCells(Patch& p, const Box& region, const F& value) {
  auto host = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), p.data);
  const IntVect lo = p.DataBox().lo;
  for (int c = 0; c < p.NumComponents(); ++c)
    ForEachCellOf(region, [&](IntVect g) {
      const IntVect l = g - lo;
      host(c, l[2], l[1], l[0]) = value(c, g);
    });
  Kokkos::deep_copy(p.data, host);
}

// Valid cells of every local patch from value(c, cell); ghosts are NaN.
template <class F>
void SetValid(PatchLevel& level, const F& value) {
  for (Patch& p : level.LocalPatches()) {
    Kokkos::deep_copy(p.data, kNaN);
    SetCells(p, p.box, value);
  }
}

// Calls f(patch, c, cell, value) for every cell of every local patch's data box.
template <class F>
void ReadCells(const PatchLevel& level, const F& f) {
  for (const Patch& p : level.LocalPatches()) {
    auto host = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), p.data);
    const IntVect lo = p.DataBox().lo;
    for (int c = 0; c < p.NumComponents(); ++c)
      ForEachCellOf(p.DataBox(), [&](IntVect g) {
        const IntVect l = g - lo;
        f(p, c, g, host(c, l[2], l[1], l[0]));
      });
  }
}

// A value in [-1, 1) that depends on nothing but its arguments (splitmix64 of their mix).
inline double Hash(uint64_t a, uint64_t b = 0, uint64_t c = 0, uint64_t d = 0) {
  uint64_t x = a * 0x9E3779B97F4A7C15ull ^ (b + 0x632BE59BD9B4E019ull) * 0xBF58476D1CE4E5B9ull ^
               (c + 0x8CB92BA72F3D8DD7ull) * 0x94D049BB133111EBull ^ d * 0xD6E8FEB86659FD93ull;
  x ^= x >> 30;
  x *= 0xBF58476D1CE4E5B9ull;
  x ^= x >> 27;
  x *= 0x94D049BB133111EBull;
  x ^= x >> 31;
  return static_cast<double>(x >> 11) * 0x1.0p-52 - 1.0;
}

inline uint64_t Key(IntVect p) {
  return (uint64_t(uint32_t(p[0] + 4096)) << 40) ^ (uint64_t(uint32_t(p[1] + 4096)) << 20) ^
         uint64_t(uint32_t(p[2] + 4096));
}

// Rough data in [1, 2): neighbouring cells unrelated, so slope limiters are active almost
// everywhere.
inline double Rough(int c, IntVect g) { return 1.5 + 0.5 * Hash(Key(g), c); }

// Cell p wrapped into the domain along periodic directions (unchanged along the others).
inline IntVect Wrap(const Domain& d, IntVect p) {
  const IntVect n = d.box.Size();
  for (int dir = 0; dir < kDim; ++dir)
    if (d.periodic[dir])
      p[dir] = ((p[dir] - d.box.lo[dir]) % n[dir] + n[dir]) % n[dir] + d.box.lo[dir];
  return p;
}

// A kernel with one state component per `components` whose FillBoundary extrapolates linearly
// from the two cells nearest the face (exact for fields linear in space); the other methods are
// never called by the code under test.
class ExtrapolatingKernel : public Kernel {
 public:
  explicit ExtrapolatingKernel(int components) {
    for (int c = 0; c < components; ++c) fields_.push_back({"u" + std::to_string(c), true});
  }
  [[nodiscard]] std::string Name() const override { return "extrapolating"; }
  [[nodiscard]] const std::vector<FieldSpec>& StateFields() const override { return fields_; }
  [[nodiscard]] int GhostWidth() const override { return 2; }
  void InitializePatch(Patch&, const Domain&) const override {}
  [[nodiscard]] double MaxSignalRate(const Patch&, const Domain&, double) const override {
    return 1.0;
  }
  double Advance(Patch&, const Domain&, double, double, const AdvanceArrays&) const override {
    return 1.0;
  }
  void TagCells(const Patch&, const Domain&, double, const TagView&) const override {}
  void FillBoundary(Patch& patch, const Domain& domain, double, int dir, int side,
                    BoundaryKind) const override {
    auto host = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), patch.data);
    const Box data = patch.DataBox();
    const int edge = side == 0 ? domain.box.lo[dir] : domain.box.hi[dir];
    const int inward = side == 0 ? 1 : -1;
    Box beyond = data;
    (side == 0 ? beyond.hi[dir] : beyond.lo[dir]) = edge - inward;
    const auto at = [&](int c, IntVect g) -> double& {
      const IntVect l = g - data.lo;
      return host(c, l[2], l[1], l[0]);
    };
    for (int c = 0; c < patch.NumComponents(); ++c)
      ForEachCellOf(beyond, [&](IntVect g) {
        IntVect e = g, n = g;
        e[dir] = edge;
        n[dir] = edge + inward;
        const double distance = std::abs(g[dir] - edge);
        at(c, g) = at(c, e) + distance * (at(c, e) - at(c, n));
      });
    Kokkos::deep_copy(patch.data, host);
  }
  [[nodiscard]] std::vector<std::string> PlotFieldNames() const override { return {}; }
  void ComputePlotFields(const Patch&, const Domain&, double, const FieldView&) const override {}
  [[nodiscard]] std::optional<BadCell> FindBadCell(const Patch&) const override {
    return std::nullopt;
  }

 private:
  std::vector<FieldSpec> fields_;
};

}  // namespace vagus::amr::testing
