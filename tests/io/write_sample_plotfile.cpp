// Writes the sample plotfiles check_plotfile_yt.py opens: density = 1 + 2x + 3y + 4z and
// pressure = 1 + x at cell centres on [-0.5, 0.5] x [0, 0.75] x [0.25, 0.75], as plt_000000 (one
// level) and plt_000001 (two levels). Usage: write_sample_plotfile <directory>; prints nothing.
#include <mpi.h>

#include <Kokkos_Core.hpp>
#include <cstdio>
#include <exception>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

#include <vagus/amr/io/plotfile.hpp>
#include <vagus/base/kokkos_runtime.hpp>

namespace {

using namespace vagus;
using namespace vagus::amr;

constexpr int kGhosts = 2;

// Linear fields: the midpoint rule integrates them exactly, so the integral over the finest cells
// is the same whatever the hierarchy (1.546875 for density).
void FillLevel(PatchLevel& level) {
  const Domain& domain = level.GetDomain();
  for (Patch& patch : level.LocalPatches()) {
    auto host = Kokkos::create_mirror_view(patch.data);
    const Box data_box = patch.DataBox();
    for (int k = patch.box.lo[2]; k <= patch.box.hi[2]; ++k)
      for (int j = patch.box.lo[1]; j <= patch.box.hi[1]; ++j)
        for (int i = patch.box.lo[0]; i <= patch.box.hi[0]; ++i) {
          const double x = domain.CellCenter(0, i), y = domain.CellCenter(1, j),
                       z = domain.CellCenter(2, k);
          const int a = i - data_box.lo[0], b = j - data_box.lo[1], c = k - data_box.lo[2];
          host(0, c, b, a) = 1.0 + 2.0 * x + 3.0 * y + 4.0 * z;
          host(1, c, b, a) = 1.0 + x;
        }
    Kokkos::deep_copy(patch.data, host);
  }
}

std::unique_ptr<PatchLevel> MakeLevel(int number, const Domain& domain,
                                      const std::vector<Box>& boxes, const Comm& comm) {
  std::vector<PatchInfo> patches;
  for (size_t id = 0; id < boxes.size(); ++id)
    patches.push_back({boxes[id], static_cast<int>(id % static_cast<size_t>(comm.size))});
  auto level = std::make_unique<PatchLevel>(number, domain, patches, 2, kGhosts, comm.rank);
  FillLevel(*level);
  return level;
}

io::PlotLevel ToPlotLevel(const PatchLevel& level, double dt) {
  io::PlotLevel plot;
  plot.level = &level;
  plot.data = io::CopyValidCells(level);
  plot.time = 0.5;
  plot.dt = dt;
  plot.ref_ratio = 2;
  return plot;
}

void WriteSamples(const std::string& directory, const Comm& comm) {
  Domain base;
  base.box = Box({0, 0, 0}, {15, 11, 7});
  base.prob_lo = {-0.5, 0.0, 0.25};
  base.dx = 1.0 / 16;
  std::vector<Box> base_boxes;
  for (int k = 0; k < 8; k += 4)
    for (int j = 0; j < 12; j += 6)
      for (int i = 0; i < 16; i += 8) base_boxes.push_back(Box({i, j, k}, {i + 7, j + 5, k + 3}));
  const auto level0 = MakeLevel(0, base, base_boxes, comm);
  // 16 x 12 x 8 + 8 x 8 x 4 = 1792 fine cells, both boxes aligned to whole coarse cells.
  const auto level1 = MakeLevel(1, base.Refined(2),
                                {Box({8, 4, 4}, {23, 15, 11}), Box({0, 0, 0}, {7, 7, 3})}, comm);

  io::PlotfileHeader header;
  header.component_names = {"density", "pressure"};
  header.time = 0.5;
  header.deck_toml = "[problem]\nname = \"sample\"\n";
  header.step = 0;
  io::WritePlotfile(directory + "/" + io::PlotfileName(0, 3), header, {ToPlotLevel(*level0, 0.01)},
                    comm);
  header.step = 1;
  io::WritePlotfile(directory + "/" + io::PlotfileName(1, 3), header,
                    {ToPlotLevel(*level0, 0.01), ToPlotLevel(*level1, 0.005)}, comm);
}

}  // namespace

int main(int argc, char** argv) {
  MPI_Init(&argc, &argv);
  int status = 0;
  {
    vagus::KokkosRuntime kokkos(argc, argv);
    try {
      if (argc != 2) throw std::runtime_error("usage: write_sample_plotfile <directory>");
      WriteSamples(argv[1], Comm::World());
    } catch (const std::exception& e) {
      std::fprintf(stderr, "write_sample_plotfile: %s\n", e.what());
      status = 1;
    }
  }
  MPI_Finalize();
  return status;
}
