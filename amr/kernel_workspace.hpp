// KernelWorkspace: the arrays the framework hands a kernel's Advance or ComputeFluxes (kernel.hpp):
// the face fluxes, read back for refluxing and the Runge-Kutta update, the sources of a kernel
// that has them, and the kernel's scratch. Storage is sized for the largest
// data box of any level (Reserve, when a level is built) and each patch gets views shaped to its
// own data box over it (ArraysFor), so every patch computes in dense arrays and a step allocates
// nothing. (Arrays as large as the largest patch, used as they are, leave a small patch's rows and
// planes far apart: 32^3 patches in 68 x 36 x 36 arrays took the Euler kernel 1.8 times as long.)
#pragma once

#include <array>

#include <vagus/base/for_each_cell.hpp>
#include <vagus/amr/kernel.hpp>
#include <vagus/amr/patch.hpp>

namespace vagus::amr {

class KernelWorkspace {
 public:
  // Fluxes of `flux_components` (the state's and the face velocities, FluxComponents), with
  // `sources` the sources of `num_components` state components, and `scratch_components` of
  // scratch.
  KernelWorkspace(int num_components, int flux_components, int scratch_components,
                  bool sources = false);

  // Grows the storage to hold a data box of `max_data_size` cells per direction (never shrinks).
  void Reserve(IntVect max_data_size);
  // Views shaped to the patch's data box; valid until the next Reserve. The patch must fit.
  [[nodiscard]] AdvanceArrays ArraysFor(const Patch& patch) const;

 private:
  int num_components_, flux_components_, scratch_components_;
  bool sources_;
  IntVect size_{0, 0, 0};
  std::array<FieldView, 3> flux_;  // zeroed: inactive directions are never written
  FieldView scratch_, source_;
};

}  // namespace vagus::amr
