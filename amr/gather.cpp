// Pack each local patch's valid cells, gather the packs on rank 0, unpack by patch id.
#include <vagus/amr/gather.hpp>

#include <limits>

namespace vagus::amr {
namespace {

// Valid cells of a patch, component-major then k, j, i, on the host.
std::vector<double> PackValid(const Patch& p) {
  const Box valid = p.LocalInterior();
  const IntVect n = valid.Size();
  const int64_t cells = valid.NumCells();
  const int num_comp = p.NumComponents();
  Kokkos::View<double*, MemSpace> packed("amr::GatherPack", cells * num_comp);
  const FieldView u = p.data;
  const IntVect lo = valid.lo;
  ForEachCell("amr::GatherPack", valid, KOKKOS_LAMBDA(int k, int j, int i) {
    const int64_t cell = (int64_t(k - lo[2]) * n[1] + (j - lo[1])) * n[0] + (i - lo[0]);
    for (int c = 0; c < num_comp; ++c) packed(c * cells + cell) = u(c, k, j, i);
  });
  auto host = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), packed);
  return std::vector<double>(host.data(), host.data() + host.size());
}

}  // namespace

std::vector<double> GatherLevel(const PatchLevel& level, const Comm& comm) {
  std::vector<double> mine;
  for (const Patch& p : level.LocalPatches()) {
    const std::vector<double> packed = PackValid(p);
    mine.insert(mine.end(), packed.begin(), packed.end());
  }
  const int count = static_cast<int>(mine.size());
  std::vector<int> counts(comm.size), displs(comm.size, 0);
  MPI_Gather(&count, 1, MPI_INT, counts.data(), 1, MPI_INT, 0, comm.comm);
  std::vector<double> all;
  if (comm.IsRoot()) {
    for (int r = 1; r < comm.size; ++r) displs[r] = displs[r - 1] + counts[r - 1];
    all.resize(static_cast<size_t>(displs.back() + counts.back()));
  }
  MPI_Gatherv(mine.data(), count, MPI_DOUBLE, all.data(), counts.data(), displs.data(), MPI_DOUBLE,
              0, comm.comm);
  if (!comm.IsRoot()) return {};

  const Box domain = level.GetDomain().box;
  const IntVect dn = domain.Size();
  const int64_t domain_cells = domain.NumCells();
  const int num_comp = level.NumComponents();
  std::vector<double> result(domain_cells * num_comp, std::numeric_limits<double>::quiet_NaN());
  std::vector<int64_t> cursor(displs.begin(), displs.end());
  for (const PatchInfo& info : level.Patches()) {
    const Box& b = info.box;
    const int64_t cells = b.NumCells();
    const int64_t start = cursor[info.owner];
    int64_t n = 0;
    for (int c = 0; c < num_comp; ++c)
      for (int k = b.lo[2]; k <= b.hi[2]; ++k)
        for (int j = b.lo[1]; j <= b.hi[1]; ++j)
          for (int i = b.lo[0]; i <= b.hi[0]; ++i, ++n) {
            const int64_t at = ((int64_t(c) * dn[2] + (k - domain.lo[2])) * dn[1] +
                                (j - domain.lo[1])) * dn[0] + (i - domain.lo[0]);
            result[at] = all[start + n];
          }
    cursor[info.owner] += cells * num_comp;
  }
  return result;
}

}  // namespace vagus::amr
