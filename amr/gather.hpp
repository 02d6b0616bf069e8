// Gathering a level's valid data onto rank 0 as one array over the level's domain box, indexed
// ((component * nk + k) * nj + j) * ni + i relative to the domain's low corner. For tests,
// comparisons across decompositions and small diagnostics; not for production output (plotfiles
// write in parallel).
#pragma once

#include <vector>

#include <vagus/base/comm.hpp>
#include <vagus/amr/patch_level.hpp>

namespace vagus::amr {

// Collective. Returns the whole level on rank 0 (cells no patch covers are NaN), empty elsewhere.
[[nodiscard]] std::vector<double> GatherLevel(const PatchLevel& level, const Comm& comm);

}  // namespace vagus::amr
