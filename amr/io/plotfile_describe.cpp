// DescribePlotfile: a serial read of a Chombo-layout plotfile into a short text summary. The data
// are read one box at a time, so memory stays bounded by the largest box; ghost cells, when a file
// has them (outputGhost), are skipped in the ranges.
#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <limits>

#include <vagus/base/error.hpp>
#include <vagus/amr/io/hdf5_util.hpp>
#include <vagus/amr/io/plotfile.hpp>

namespace vagus::amr::io {
namespace {

struct ComponentRange {
  double min = std::numeric_limits<double>::infinity();
  double max = -std::numeric_limits<double>::infinity();
  int64_t nan_count = 0;
};

struct LevelSummary {
  double dx = 0;
  size_t num_boxes = 0;
  int64_t num_cells = 0;
  std::vector<ComponentRange> ranges;
};

// The layout's required attributes, checked up front for a plain message.
void RequireAttributes(hid_t location, const std::string& where,
                       const std::vector<std::string>& names) {
  for (const std::string& name : names)
    if (!h5::HasAttribute(location, name))
      throw UserError(fmt::format("{} has no attribute '{}'", where, name));
}

IntVect ReadOutputGhosts(hid_t level_group, int dim) {
  if (!h5::HasLink(level_group, "data_attributes")) return {0, 0, 0};
  h5::Id attributes = h5::OpenGroup(level_group, "data_attributes");
  if (!h5::HasAttribute(attributes, "outputGhost")) return {0, 0, 0};
  const h5::Id type = h5::IntVectRecordType(dim);
  h5::IntVectRecord ghosts;
  h5::ReadAttribute(attributes, "outputGhost", type, &ghosts);
  return {ghosts.i, ghosts.j, ghosts.k};
}

std::vector<Box> ReadBoxes(hid_t level_group, int dim) {
  h5::Id dataset = h5::OpenDataset(level_group, "boxes");
  const hsize_t count = h5::DatasetSize(dataset);
  std::vector<h5::BoxRecord> records(count);
  const h5::Id type = h5::BoxRecordType(dim);
  h5::ReadRun(dataset, type, {0, count}, records.data());
  std::vector<Box> boxes;
  for (const h5::BoxRecord& record : records) boxes.push_back(h5::FromRecord(record));
  return boxes;
}

LevelSummary SummarizeLevel(hid_t file, int number, int num_components, int dim) {
  const std::string name = fmt::format("level_{}", number);
  if (!h5::HasLink(file, name)) throw UserError(fmt::format("group '{}' is missing", name));
  h5::Id group = h5::OpenGroup(file, name);
  LevelSummary summary;
  RequireAttributes(group, name, {"dx"});
  for (const char* dataset : {"boxes", "data:datatype=0"})
    if (!h5::HasLink(group, dataset))
      throw UserError(fmt::format("{} has no dataset '{}'", name, dataset));
  summary.dx = h5::ReadDoubleAttribute(group, "dx");
  summary.ranges.resize(static_cast<size_t>(num_components));
  const std::vector<Box> boxes = ReadBoxes(group, dim);
  const IntVect ghosts = ReadOutputGhosts(group, dim);
  summary.num_boxes = boxes.size();

  // Offsets as stored, or (old Chombo files) implied by the boxes.
  std::vector<int64_t> offsets(boxes.size() + 1, 0);
  if (h5::HasLink(group, "data:offsets=0")) {
    h5::Id dataset = h5::OpenDataset(group, "data:offsets=0");
    if (h5::DatasetSize(dataset) != offsets.size())
      throw UserError(
          fmt::format("{}: 'data:offsets=0' does not have one entry per box plus one", name));
    h5::ReadRun(dataset, H5T_NATIVE_INT64, {0, offsets.size()}, offsets.data());
  } else {
    for (size_t b = 0; b < boxes.size(); ++b)
      offsets[b + 1] = offsets[b] + num_components * boxes[b].Grow(ghosts).NumCells();
  }

  h5::Id data = h5::OpenDataset(group, "data:datatype=0");
  const hsize_t data_size = h5::DatasetSize(data);
  std::vector<double> buffer;
  for (size_t b = 0; b < boxes.size(); ++b) {
    const IntVect n = boxes[b].Grow(ghosts).Size();
    const int64_t cells = n.Product();
    if (offsets[b] < 0 || offsets[b + 1] - offsets[b] != num_components * cells ||
        static_cast<hsize_t>(offsets[b + 1]) > data_size)
      throw UserError(fmt::format("{}: box {} does not match its data offsets", name, b));
    summary.num_cells += boxes[b].NumCells();
    buffer.resize(static_cast<size_t>(num_components * cells));
    h5::ReadRun(data, H5T_NATIVE_DOUBLE, {static_cast<hsize_t>(offsets[b]), buffer.size()},
                buffer.data());
    for (int c = 0; c < num_components; ++c) {
      ComponentRange& range = summary.ranges[static_cast<size_t>(c)];
      for (int k = ghosts[2]; k < n[2] - ghosts[2]; ++k)
        for (int j = ghosts[1]; j < n[1] - ghosts[1]; ++j)
          for (int i = ghosts[0]; i < n[0] - ghosts[0]; ++i) {
            const double value =
                buffer[static_cast<size_t>(((c * n[2] + k) * n[1] + j) * n[0] + i)];
            if (std::isnan(value)) {
              ++range.nan_count;
              continue;
            }
            range.min = std::min(range.min, value);
            range.max = std::max(range.max, value);
          }
    }
  }
  return summary;
}

std::string Describe(const std::string& path, hid_t file) {
  const int dim = h5::ReadSpaceDim(file);
  RequireAttributes(file, "the root group", {"num_levels", "num_components", "time"});
  const int num_levels = h5::ReadIntAttribute(file, "num_levels");
  const int num_components = h5::ReadIntAttribute(file, "num_components");
  if (num_levels < 1 || num_components < 1)
    throw UserError(fmt::format("num_levels = {} and num_components = {} must be positive",
                                num_levels, num_components));
  std::vector<std::string> names;
  for (int c = 0; c < num_components; ++c)
    names.push_back(h5::ReadStringAttribute(file, fmt::format("component_{}", c)));

  std::string text = fmt::format("plotfile    {}\n", path);
  if (h5::HasAttribute(file, "vagus_format_version"))
    text += fmt::format("format      Vagus plotfile, version {}\n",
                        h5::ReadIntAttribute(file, "vagus_format_version"));
  else
    text += "format      Chombo plotfile (not written by Vagus)\n";
  if (const std::string producer = h5::ReadProducer(file); !producer.empty())
    text += fmt::format("produced by {}\n", producer);
  text += fmt::format("time        {}\n", h5::ReadDoubleAttribute(file, "time"));
  if (h5::HasAttribute(file, "iteration"))
    text += fmt::format("step        {}\n", h5::ReadIntAttribute(file, "iteration"));
  if (h5::HasAttribute(file, "vagus_prob_lo")) {
    const std::vector<double> origin = h5::ReadDoublesAttribute(file, "vagus_prob_lo");
    text += fmt::format("origin      ({})\n", fmt::join(origin, ", "));
  }
  text += fmt::format("dimensions  {}\n", dim);
  text += fmt::format("levels      {}\n", num_levels);
  text += fmt::format("components  {}: {}\n", num_components, fmt::join(names, ", "));

  size_t width = 0;
  for (const std::string& name : names) width = std::max(width, name.size());
  for (int level = 0; level < num_levels; ++level) {
    const LevelSummary summary = SummarizeLevel(file, level, num_components, dim);
    text += fmt::format("level {}: dx {}, {} boxes, {} cells\n", level, summary.dx,
                        summary.num_boxes, summary.num_cells);
    for (int c = 0; c < num_components; ++c) {
      const ComponentRange& range = summary.ranges[static_cast<size_t>(c)];
      const std::string& name = names[static_cast<size_t>(c)];
      if (range.min > range.max)
        text += fmt::format("  {:<{}}  no values", name, width);
      else
        text += fmt::format("  {:<{}}  min {}  max {}", name, width, range.min, range.max);
      if (range.nan_count > 0) text += fmt::format("  ({} NaN)", range.nan_count);
      text += "\n";
    }
  }
  return text;
}

}  // namespace

std::string DescribePlotfile(const std::string& path) {
  const auto not_plotfile = [&path](const std::string& reason) {
    return UserError(fmt::format("{}: not a Vagus plotfile: {}", path, reason));
  };
  namespace fs = std::filesystem;
  std::error_code error;
  if (!fs::exists(path, error)) throw not_plotfile("the file does not exist");
  if (!fs::is_regular_file(path, error)) throw not_plotfile("it is not a regular file");

  const h5::QuietErrors quiet;
  if (H5Fis_hdf5(path.c_str()) <= 0) throw not_plotfile("it is not an HDF5 file");
  try {
    const h5::Id file = h5::OpenSerialFileReadOnly(path);
    return Describe(path, file);
  } catch (const UserError& e) {
    throw not_plotfile(e.what());
  }
}

}  // namespace vagus::amr::io
