// Patch storage: allocated once per patch, ghost cells filled with NaN so that a ghost that no
// exchange or boundary condition reached shows up in the first kernel that reads it.
#include <vagus/amr/patch.hpp>

#include <limits>
#include <string>

namespace vagus::amr {

Patch::Patch(int64_t id_, const Box& box_, IntVect ghosts_, int num_components)
    : id(id_), box(box_), ghosts(ghosts_) {
  const IntVect n = DataBox().Size();
  data = FieldView(Kokkos::view_alloc(std::string("patch_") + std::to_string(id),
                                      Kokkos::WithoutInitializing),
                   num_components, n[2], n[1], n[0]);
  Kokkos::deep_copy(data, std::numeric_limits<double>::quiet_NaN());
}

}  // namespace vagus::amr
