// Flux and scratch storage over the largest data box, shaped per patch as unmanaged views.
#include <vagus/amr/kernel_workspace.hpp>

#include <vagus/base/error.hpp>

namespace vagus::amr {
namespace {

// A view of `count` components over `size` cells at the start of `storage` (unmanaged).
FieldView Shape(const FieldView& storage, int count, IntVect size) {
  return FieldView(storage.data(), count, size[2], size[1], size[0]);
}

}  // namespace

KernelWorkspace::KernelWorkspace(int num_components, int flux_components, int scratch_components,
                                 bool sources)
    : num_components_(num_components),
      flux_components_(flux_components),
      scratch_components_(scratch_components),
      sources_(sources) {}

void KernelWorkspace::Reserve(IntVect max_data_size) {
  if (max_data_size.AllLessEqual(size_)) return;
  size_ = Max(size_, max_data_size);
  for (FieldView& flux : flux_)  // zero-initialised, as inactive directions must read
    flux = FieldView("amr::KernelWorkspace::flux", flux_components_, size_[2], size_[1], size_[0]);
  if (scratch_components_ > 0)
    scratch_ = FieldView(Kokkos::view_alloc("amr::KernelWorkspace::scratch",
                                            Kokkos::WithoutInitializing),
                         scratch_components_, size_[2], size_[1], size_[0]);
  if (sources_)
    source_ = FieldView(Kokkos::view_alloc("amr::KernelWorkspace::source",
                                           Kokkos::WithoutInitializing),
                        num_components_, size_[2], size_[1], size_[0]);
}

AdvanceArrays KernelWorkspace::ArraysFor(const Patch& patch) const {
  const IntVect n = patch.DataBox().Size();
  VAGUS_ASSERT(n.AllLessEqual(size_), "a patch larger than the kernel workspace reserved for it");
  AdvanceArrays arrays;
  for (int d = 0; d < kDim; ++d) arrays.flux[d] = Shape(flux_[d], flux_components_, n);
  if (scratch_components_ > 0) arrays.scratch = Shape(scratch_, scratch_components_, n);
  if (sources_) arrays.source = Shape(source_, num_components_, n);
  return arrays;
}

}  // namespace vagus::amr
