// Plotfiles in the Chombo HDF5 layout (docs/file-formats.md), written collectively with
// parallel HDF5 from every rank: each rank writes the patches it owns, no ghost cells. yt's Chombo
// reader and VisIt open them; the resolved deck is stored in the file.
#pragma once

#include <string>
#include <vector>

#include <vagus/base/for_each_cell.hpp>
#include <vagus/base/comm.hpp>
#include <vagus/amr/patch_level.hpp>

namespace vagus::amr::io {

// What to write for one level. `data` holds one View per local patch of `level`, in the order of
// level->LocalPatches(), each (component, k, j, i) over the patch's valid box only.
struct PlotLevel {
  const PatchLevel* level = nullptr;
  std::vector<FieldView> data;
  double time = 0.0;
  double dt = 0.0;
  int ref_ratio = 2;  // to the next finer level
};

struct PlotfileHeader {
  std::vector<std::string> component_names;
  double time = 0.0;
  int step = 0;
  std::string deck_toml;  // the resolved deck
  std::string run_id;     // the run that wrote it (run_directory.hpp)
};

// Collective over comm: every rank calls it with its own local data. Writes `path`.tmp, then
// renames it to `path`; throws UserError naming the file on every rank when anything fails.
void WritePlotfile(const std::string& path, const PlotfileHeader& header,
                   const std::vector<PlotLevel>& levels, const Comm& comm);

// The valid cells of every local patch of `level` (all components), copied out of the
// ghost-grown patch data in LocalPatches() order: ready to be a PlotLevel's `data`.
[[nodiscard]] std::vector<FieldView> CopyValidCells(const PatchLevel& level);

// The file's dimension (Chombo's SpaceDim): 1 for a run along x alone, 2 for one in x-y, else 3.
// Readers take a lower-dimensional file's cells as squares (lines) of unit depth at every level;
// a 3-D file of a run with one cell in y or z would show its fine levels one fine cell thick.
[[nodiscard]] int PlotfileDimension(const Domain& base);

// `plt_000042.3d.hdf5` for step 42 of a 3-D run, `plt_000042.2d.hdf5` of a 2-D one.
[[nodiscard]] std::string PlotfileName(int step, int dimension);

// A human-readable summary of a plotfile (levels, boxes, cells, fields and their ranges, time,
// step); throws UserError naming the file when it is not a readable Vagus/Chombo plotfile.
[[nodiscard]] std::string DescribePlotfile(const std::string& path);

}  // namespace vagus::amr::io
