// Plotfile writer: every rank writes the same metadata (attributes, boxes, offsets) and the cells
// of its own patches, with one collective write per level into one shared HDF5 file, written as
// a temporary and renamed so that a reader never sees half a file (output_file.hpp).
#include <vagus/amr/io/plotfile.hpp>

#include <fmt/format.h>

#include <cmath>

#include <vagus/base/error.hpp>
#include <vagus/base/fault_injection.hpp>
#include <vagus/amr/io/hdf5_util.hpp>
#include <vagus/amr/io/output_file.hpp>
#include <vagus/amr/io/run_directory.hpp>

namespace vagus::amr::io {
namespace {

constexpr int32_t kFormatVersion = 1;

// Chombo has no origin attribute: readers put cell `index` at index * dx. When the domain's corner
// lies on that grid we renumber the cells so positions come out right; otherwise indices stay as
// they are and the true origin is only in `vagus_prob_lo`.
bool OriginOnIndexGrid(const Domain& domain) {
  for (int d = 0; d < kDim; ++d) {
    const double corner = domain.prob_lo[d] / domain.dx;
    if (!std::isfinite(corner) || std::abs(corner) > 1e9) return false;
    if (std::abs(corner - std::round(corner)) > 1e-9 * std::max(1.0, std::abs(corner)))
      return false;
  }
  return true;
}

// What to add to a level's indices to get the file's: domain.box.lo lands on prob_lo / dx.
IntVect FileIndexShift(const Domain& domain, bool on_grid) {
  IntVect shift{0, 0, 0};
  if (!on_grid) return shift;
  for (int d = 0; d < kDim; ++d)
    shift[d] = static_cast<int>(std::llround(domain.prob_lo[d] / domain.dx)) - domain.box.lo[d];
  return shift;
}

// Mistakes of the calling code, not of the user: they abort with file and line.
void CheckArguments(const PlotfileHeader& header, const std::vector<PlotLevel>& levels) {
  VAGUS_ASSERT(!levels.empty(), "a plotfile needs at least one level");
  VAGUS_ASSERT(!header.component_names.empty(), "a plotfile needs at least one component");
  const size_t num_components = header.component_names.size();
  for (const std::string& name : header.component_names)
    VAGUS_ASSERT(!name.empty(), "component names must not be empty");
  for (size_t n = 0; n < levels.size(); ++n) {
    const PlotLevel& plot = levels[n];
    VAGUS_ASSERT(plot.level != nullptr, "PlotLevel without a PatchLevel");
    VAGUS_ASSERT(plot.data.size() == plot.level->LocalPatches().size(),
                 "PlotLevel needs one View per local patch");
    for (size_t p = 0; p < plot.data.size(); ++p) {
      const IntVect size = plot.level->LocalPatches()[p].box.Size();
      const FieldView& view = plot.data[p];
      VAGUS_ASSERT(view.extent(0) == num_components && view.extent(1) == size_t(size[2]) &&
                       view.extent(2) == size_t(size[1]) && view.extent(3) == size_t(size[0]),
                   "PlotLevel data must be (component, k, j, i) over each patch's valid box");
    }
    if (n > 0) {
      const double expected = levels[n - 1].level->GetDomain().dx / levels[n - 1].ref_ratio;
      VAGUS_ASSERT(std::abs(plot.level->GetDomain().dx - expected) <= 1e-12 * expected,
                   "a level's dx must be the coarser dx over the coarser level's ref_ratio");
    }
  }
}

// The local patches' valid cells packed as the file stores them: patch after patch (increasing
// id), inside a patch component-major with i fastest.
std::vector<double> PackLocalData(const PlotLevel& plot) {
  std::vector<double> buffer;
  if (!plot.data.empty())
    buffer.reserve(static_cast<size_t>(plot.level->NumLocalCells()) * plot.data.front().extent(0));
  for (const FieldView& view : plot.data) {
    const auto host = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), view);
    for (size_t c = 0; c < host.extent(0); ++c)
      for (size_t k = 0; k < host.extent(1); ++k)
        for (size_t j = 0; j < host.extent(2); ++j)
          for (size_t i = 0; i < host.extent(3); ++i) buffer.push_back(host(c, k, j, i));
  }
  return buffer;
}

void WriteRootAttributes(hid_t file, const PlotfileHeader& header,
                         const std::vector<PlotLevel>& levels, int dim) {
  const auto num_levels = static_cast<int32_t>(levels.size());
  h5::WriteAttribute(file, "num_levels", num_levels);
  h5::WriteAttribute(file, "max_level", num_levels - 1);
  h5::WriteAttribute(file, "num_components", static_cast<int32_t>(header.component_names.size()));
  for (size_t c = 0; c < header.component_names.size(); ++c)
    h5::WriteStringAttribute(file, fmt::format("component_{}", c), header.component_names[c]);
  h5::WriteAttribute(file, "time", header.time);
  h5::WriteAttribute(file, "iteration", static_cast<int32_t>(header.step));
  h5::WriteStringAttribute(file, "filetype", "VanillaAMRFileType");

  // Vagus's own metadata: root attributes, since readers treat root groups named level* as levels
  // and root attributes named component* or particle* as fields.
  h5::WriteStringAttribute(file, "vagus_deck", header.deck_toml);
  h5::WriteStringAttribute(file, kRunIdAttribute, header.run_id);
  h5::WriteAttribute(file, "vagus_format_version", kFormatVersion);
  h5::WriteProducer(file);
  const Domain& base = levels.front().level->GetDomain();
  std::vector<double> prob_lo(base.prob_lo.begin(), base.prob_lo.end()), prob_hi(kDim);
  for (int d = 0; d < kDim; ++d) prob_hi[d] = prob_lo[d] + base.box.Size()[d] * base.dx;
  h5::WriteAttribute(file, "vagus_prob_lo", prob_lo);
  h5::WriteAttribute(file, "vagus_prob_hi", prob_hi);

  h5::Id global = h5::CreateGroup(file, "Chombo_global");
  h5::WriteAttribute(global, "SpaceDim", int32_t{dim});
  h5::WriteAttribute(global, "testReal", 0.0);
}

// `num_components` is the number of plot fields, which need not be the level's state components.
void WriteLevel(hid_t file, int number, const PlotLevel& plot, int num_components, int dim,
                IntVect shift, const Comm& comm) {
  const PatchLevel& level = *plot.level;
  const Domain& domain = level.GetDomain();
  h5::Id group = h5::CreateGroup(file, fmt::format("level_{}", number));

  h5::WriteAttribute(group, "dx", domain.dx);
  h5::WriteAttribute(group, "dt", plot.dt);
  h5::WriteAttribute(group, "time", plot.time);
  h5::WriteAttribute(group, "ref_ratio", static_cast<int32_t>(plot.ref_ratio));
  for (int d = 0; d < dim; ++d)
    h5::WriteAttribute(group, fmt::format("is_periodic_{}", d),
                       static_cast<int32_t>(domain.periodic[d] ? 1 : 0));
  const h5::Id box_type = h5::BoxRecordType(dim);
  const h5::BoxRecord prob_domain = h5::ToRecord(domain.box.Shift(shift));
  h5::WriteAttribute(group, "prob_domain", box_type, &prob_domain);

  // Chombo's description of the data: no ghost cells in the file.
  {
    h5::Id attributes = h5::CreateGroup(group, "data_attributes");
    const h5::Id intvect_type = h5::IntVectRecordType(dim);
    const h5::IntVectRecord no_ghosts{0, 0, 0};
    h5::WriteAttribute(attributes, "outputGhost", intvect_type, &no_ghosts);
    h5::WriteAttribute(attributes, "ghost", intvect_type, &no_ghosts);
    h5::WriteAttribute(attributes, "comps", static_cast<int32_t>(num_components));
    h5::WriteStringAttribute(attributes, "objectType", "FArrayBox");
  }

  // The replicated patch list: boxes, owners and where each box's data starts.
  const std::vector<PatchInfo>& patches = level.Patches();
  const size_t num_boxes = patches.size();
  std::vector<h5::BoxRecord> boxes(num_boxes);
  std::vector<int32_t> owners(num_boxes);
  std::vector<int64_t> offsets(num_boxes + 1, 0);
  for (size_t b = 0; b < num_boxes; ++b) {
    boxes[b] = h5::ToRecord(patches[b].box.Shift(shift));
    owners[b] = patches[b].owner;
    offsets[b + 1] = offsets[b] + num_components * patches[b].box.NumCells();
  }
  // Replicated data is written by rank 0 alone; the others take part in the collective call.
  const auto root_only = [&](hsize_t count) {
    return comm.IsRoot() ? std::vector<h5::Run>{{0, count}} : std::vector<h5::Run>{};
  };
  {
    h5::Id dataset = h5::CreateDataset1D(group, "boxes", h5::PackedCopy(box_type), num_boxes);
    h5::WriteRunsCollective(dataset, box_type, root_only(num_boxes), boxes.data());
  }
  {
    h5::Id dataset = h5::CreateDataset1D(group, "data:offsets=0", H5T_STD_I64LE, num_boxes + 1);
    h5::WriteRunsCollective(dataset, H5T_NATIVE_INT64, root_only(num_boxes + 1), offsets.data());
  }
  {
    h5::Id dataset = h5::CreateDataset1D(group, "Processors", H5T_STD_I32LE, num_boxes);
    h5::WriteRunsCollective(dataset, H5T_NATIVE_INT32, root_only(num_boxes), owners.data());
  }

  // The field data: each rank's patches are hyperslabs of one dataset.
  std::vector<h5::Run> runs;
  for (const Patch& patch : level.LocalPatches()) {
    const auto id = static_cast<size_t>(patch.id);
    runs.push_back(
        {static_cast<hsize_t>(offsets[id]), static_cast<hsize_t>(offsets[id + 1] - offsets[id])});
  }
  const std::vector<double> buffer = PackLocalData(plot);
  {
    h5::Id dataset = h5::CreateDataset1D(group, "data:datatype=0", H5T_IEEE_F64LE,
                                         static_cast<hsize_t>(offsets.back()));
    h5::WriteRunsCollective(dataset, H5T_NATIVE_DOUBLE, runs, buffer.data());
  }
  // A colon-free second name for the data, which XDMF (it splits paths on ':') can address.
  h5::Check(H5Lcreate_hard(group, "data:datatype=0", group, "values", H5P_DEFAULT, H5P_DEFAULT),
            "cannot link 'values'");
}

// Everything between create and close (a failed create throws on every rank).
void WriteContents(const std::string& file_path, const PlotfileHeader& header,
                   const std::vector<PlotLevel>& levels, const Comm& comm) {
  h5::Id file = h5::CreateParallelFile(file_path, comm.comm);

  const Domain& base = levels.front().level->GetDomain();
  const int dim = PlotfileDimension(base);
  WriteRootAttributes(file, header, levels, dim);
  const bool on_grid = OriginOnIndexGrid(base);
  for (size_t n = 0; n < levels.size(); ++n) {
    const IntVect shift = FileIndexShift(levels[n].level->GetDomain(), on_grid);
    WriteLevel(file, static_cast<int>(n), levels[n],
               static_cast<int>(header.component_names.size()), dim, shift, comm);
    if (n == 0) InjectFault(FaultSite::kPlotfile, header.step);  // for tests only
  }
  h5::Check(file.Close(), "cannot close the file");
}

}  // namespace

void WritePlotfile(const std::string& path, const PlotfileHeader& header,
                   const std::vector<PlotLevel>& levels, const Comm& comm) {
  CheckArguments(header, levels);
  const h5::QuietErrors quiet;
  WriteAtomically(path, "plotfile", comm, [&](const std::string& temporary) {
    WriteContents(temporary, header, levels, comm);
  });
}

int PlotfileDimension(const Domain& base) {
  int dim = kDim;
  while (dim > 1 && !base.Active(dim - 1)) --dim;
  for (int d = 0; d < dim; ++d)
    if (!base.Active(d)) return kDim;  // e.g. a 2-D run in x-z
  return dim;
}

std::string PlotfileName(int step, int dimension) {
  return fmt::format("plt_{:06d}.{}d.hdf5", step, dimension);
}

std::vector<FieldView> CopyValidCells(const PatchLevel& level) {
  std::vector<FieldView> views;
  views.reserve(level.LocalPatches().size());
  for (const Patch& patch : level.LocalPatches()) {
    const IntVect size = patch.box.Size();
    const int num_components = patch.NumComponents();
    FieldView valid(
        Kokkos::view_alloc(fmt::format("plot_patch_{}", patch.id), Kokkos::WithoutInitializing),
        num_components, size[2], size[1], size[0]);
    const FieldView data = patch.data;
    const int gi = patch.ghosts[0], gj = patch.ghosts[1], gk = patch.ghosts[2];
    ForEachCell(
        "io::CopyValidCells", Box({0, 0, 0}, size - IntVect::Uniform(1)),
        KOKKOS_LAMBDA(int k, int j, int i) {
          for (int c = 0; c < num_components; ++c)
            valid(c, k, j, i) = data(c, k + gk, j + gj, i + gi);
        });
    views.push_back(valid);
  }
  return views;
}

}  // namespace vagus::amr::io
