// XDMF sidecars: `plt_NNNNNN.xmf` next to each plotfile, so that ParaView (its "XDMF Reader", the
// XDMF 2 one) shows the plotfile's patches and fields without a Chombo reader. The sidecar holds
// no data: one Uniform grid per patch (3DCoRectMesh, ORIGIN_DXDYDZ in z y x order) in a spatial
// collection, each field a HyperSlab of the level's `values` link in the plotfile.
#pragma once

#include <string>

#include <vagus/base/comm.hpp>

namespace vagus::amr::io {

// `dir/plt_000042.3d.hdf5` -> `dir/plt_000042.xmf`.
[[nodiscard]] std::string XdmfSidecarPath(const std::string& plotfile_path);

// Collective: rank 0 reads the layout of the (complete) plotfile and writes its sidecar through
// a temporary and a rename. Returns the sidecar's path; throws the same UserError on every rank,
// naming the files, when the plotfile cannot be read or the sidecar cannot be written.
std::string WriteXdmfSidecar(const std::string& plotfile_path, const Comm& comm);

}  // namespace vagus::amr::io
