// Patch: one box of a level with its ghost width and its fields, a Kokkos View indexed
// (component, k, j, i) over the box grown by the ghosts, i contiguous. Kernels work in the patch's
// local index space, where the low corner of the grown box is (0, 0, 0).
#pragma once

#include <cstdint>

#include <vagus/base/box.hpp>
#include <vagus/base/for_each_cell.hpp>

namespace vagus::amr {

struct Patch {
  int64_t id = -1;      // index of the patch in its level (global, the same on every rank)
  Box box;              // valid cells, in the level's index space
  IntVect ghosts;       // ghost width per direction
  FieldView data;       // (component, k, j, i) over box.Grow(ghosts)
  // The state at the start of the level's current step, on levels with a finer level: the finer
  // level's ghost cells interpolate in time between it and `data`. Empty elsewhere.
  FieldView old;

  Patch() = default;
  Patch(int64_t id_, const Box& box_, IntVect ghosts_, int num_components);

  [[nodiscard]] Box DataBox() const { return box.Grow(ghosts); }
  // A region of the level's index space in this patch's local index space.
  [[nodiscard]] Box ToLocal(const Box& global) const { return global.Shift(-DataBox().lo); }
  [[nodiscard]] Box LocalInterior() const { return ToLocal(box); }
  [[nodiscard]] int NumComponents() const { return static_cast<int>(data.extent(0)); }
};

}  // namespace vagus::amr
