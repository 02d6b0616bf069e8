// The XDMF 2 sidecar of a plotfile, generated from the plotfile itself (root attributes, each
// level's dx, prob_domain, boxes and offsets), so it always matches the file it describes.
// Geometry: a patch's low corner is vagus_prob_lo + (box.lo - prob_domain.lo) * dx, which holds
// whether or not the plotfile renumbered its cells (docs/file-formats.md, "Positions").
// ParaView's XDMF 2 reader places the cells of a 3DCoRectMesh from ORIGIN_DXDYDZ listed z, y, x.
#include <vagus/amr/io/xdmf.hpp>

#include <fmt/format.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>

#include <vagus/base/error.hpp>
#include <vagus/amr/io/hdf5_util.hpp>
#include <vagus/amr/io/output_file.hpp>

namespace vagus::amr::io {
namespace {

std::string EscapeXml(const std::string& text) {
  std::string escaped;
  for (char c : text) {
    switch (c) {
      case '&':
        escaped += "&amp;";
        break;
      case '<':
        escaped += "&lt;";
        break;
      case '>':
        escaped += "&gt;";
        break;
      case '"':
        escaped += "&quot;";
        break;
      default:
        escaped += c;
    }
  }
  return escaped;
}

struct PlotLevelLayout {
  double dx = 0.0;
  IntVect domain_lo;
  std::vector<Box> boxes;
  std::vector<int64_t> offsets;  // boxes.size() + 1
};

PlotLevelLayout ReadLevelLayout(hid_t file, int number, int dim) {
  const std::string name = fmt::format("level_{}", number);
  if (!h5::HasLink(file, name)) throw UserError(fmt::format("it has no group '{}'", name));
  const h5::Id group = h5::OpenGroup(file, name);
  for (const char* link : {"boxes", "data:offsets=0", "values"})
    if (!h5::HasLink(group, link))
      throw UserError(fmt::format("{} has no dataset '{}'", name, link));
  PlotLevelLayout layout;
  layout.dx = h5::ReadDoubleAttribute(group, "dx");
  const h5::Id box_type = h5::BoxRecordType(dim);
  h5::BoxRecord domain;
  h5::ReadAttribute(group, "prob_domain", box_type, &domain);
  layout.domain_lo = h5::FromRecord(domain).lo;

  const h5::Id boxes = h5::OpenDataset(group, "boxes");
  std::vector<h5::BoxRecord> records(h5::DatasetSize(boxes));
  if (!records.empty()) h5::ReadRun(boxes, box_type, {0, records.size()}, records.data());
  for (const h5::BoxRecord& record : records) layout.boxes.push_back(h5::FromRecord(record));
  const h5::Id offsets = h5::OpenDataset(group, "data:offsets=0");
  layout.offsets.resize(h5::DatasetSize(offsets));
  if (layout.offsets.size() != layout.boxes.size() + 1)
    throw UserError(
        fmt::format("{}: 'data:offsets=0' does not have one entry per box plus one", name));
  h5::ReadRun(offsets, H5T_NATIVE_INT64, {0, layout.offsets.size()}, layout.offsets.data());
  return layout;
}

// The whole sidecar as text.
std::string SidecarText(const std::string& plotfile_path) {
  const h5::Id file = h5::OpenSerialFileReadOnly(plotfile_path);
  const int num_levels = h5::ReadIntAttribute(file, "num_levels");
  const int num_components = h5::ReadIntAttribute(file, "num_components");
  std::vector<std::string> names;
  for (int c = 0; c < num_components; ++c)
    names.push_back(EscapeXml(h5::ReadStringAttribute(file, fmt::format("component_{}", c))));
  std::vector<double> origin{0.0, 0.0, 0.0};
  if (h5::HasAttribute(file, "vagus_prob_lo"))
    origin = h5::ReadDoublesAttribute(file, "vagus_prob_lo");
  if (origin.size() != 3) throw UserError("vagus_prob_lo does not have three entries");
  // Directions the file leaves out are one cell of the domain's thickness at every level.
  const int dim = h5::ReadSpaceDim(file);
  std::vector<double> far_corner = origin;
  if (h5::HasAttribute(file, "vagus_prob_hi"))
    far_corner = h5::ReadDoublesAttribute(file, "vagus_prob_hi");
  if (far_corner.size() != 3) throw UserError("vagus_prob_hi does not have three entries");
  const std::string data_file = std::filesystem::path(plotfile_path).filename().string();
  const std::string title = data_file.substr(0, data_file.find('.'));

  std::ostringstream xml;
  xml << "<?xml version=\"1.0\" ?>\n<!DOCTYPE Xdmf SYSTEM \"Xdmf.dtd\" []>\n"
      << "<!-- Written by Vagus for " << EscapeXml(data_file)
      << ": open it in ParaView with the \"XDMF Reader\". One grid per patch; coarse and fine "
         "patches overlap. -->\n"
      << "<Xdmf Version=\"2.0\">\n <Domain>\n"
      << fmt::format("  <Grid Name=\"{}\" GridType=\"Collection\" CollectionType=\"Spatial\">\n",
                     EscapeXml(title))
      << fmt::format("   <Time Value=\"{}\"/>\n", h5::ReadDoubleAttribute(file, "time"));
  for (int l = 0; l < num_levels; ++l) {
    const PlotLevelLayout level = ReadLevelLayout(file, l, dim);
    double spacing[3];
    for (int d = 0; d < kDim; ++d)
      spacing[d] = d < dim ? level.dx : far_corner[d] - origin[d];
    const std::string source = fmt::format("{}:/level_{}/values", EscapeXml(data_file), l);
    for (size_t b = 0; b < level.boxes.size(); ++b) {
      const Box& box = level.boxes[b];
      const IntVect n = box.Size();
      double lo[3];
      for (int d = 0; d < kDim; ++d)
        lo[d] = origin[d] + (box.lo[d] - level.domain_lo[d]) * level.dx;
      const int64_t cells = box.NumCells();
      if (level.offsets[b + 1] - level.offsets[b] != num_components * cells)
        throw UserError(fmt::format("level_{}: box {} does not match its data offsets", l, b));
      xml << fmt::format("   <Grid Name=\"level_{}_patch_{}\" GridType=\"Uniform\">\n", l, b)
          << fmt::format("    <Topology TopologyType=\"3DCoRectMesh\" Dimensions=\"{} {} {}\"/>\n",
                         n[2] + 1, n[1] + 1, n[0] + 1)
          << "    <Geometry GeometryType=\"ORIGIN_DXDYDZ\">\n"
          << fmt::format(
                 "     <DataItem Dimensions=\"3\" NumberType=\"Float\" Precision=\"8\" "
                 "Format=\"XML\">{} {} {}</DataItem>\n",
                 lo[2], lo[1], lo[0])
          << fmt::format(
                 "     <DataItem Dimensions=\"3\" NumberType=\"Float\" Precision=\"8\" "
                 "Format=\"XML\">{} {} {}</DataItem>\n",
                 spacing[2], spacing[1], spacing[0])
          << "    </Geometry>\n";
      for (int c = 0; c < num_components; ++c) {
        xml << fmt::format("    <Attribute Name=\"{}\" AttributeType=\"Scalar\" Center=\"Cell\">\n",
                           names[c])
            << fmt::format(
                   "     <DataItem ItemType=\"HyperSlab\" Dimensions=\"{} {} {}\" "
                   "Type=\"HyperSlab\">\n",
                   n[2], n[1], n[0])
            << fmt::format("      <DataItem Dimensions=\"3 1\" Format=\"XML\">{} 1 {}</DataItem>\n",
                           level.offsets[b] + c * cells, cells)
            << fmt::format(
                   "      <DataItem Dimensions=\"{}\" NumberType=\"Float\" Precision=\"8\" "
                   "Format=\"HDF\">{}</DataItem>\n",
                   level.offsets.back(), source)
            << "     </DataItem>\n    </Attribute>\n";
      }
      xml << "   </Grid>\n";
    }
  }
  xml << "  </Grid>\n </Domain>\n</Xdmf>\n";
  return xml.str();
}

// Writes `text` to `path`; throws UserError when it cannot.
void WriteText(const std::string& path, const std::string& text) {
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  if (!out) throw UserError(fmt::format("cannot create '{}': {}", path, std::strerror(errno)));
  out << text;
  out.close();
  if (!out) throw UserError(fmt::format("cannot write '{}'", path));
}

}  // namespace

std::string XdmfSidecarPath(const std::string& plotfile_path) {
  std::filesystem::path path(plotfile_path);
  std::string name = path.filename().string();
  for (const std::string suffix : {".1d.hdf5", ".2d.hdf5", ".3d.hdf5", ".hdf5", ".h5"})
    if (name.size() > suffix.size() &&
        name.compare(name.size() - suffix.size(), suffix.size(), suffix) == 0) {
      name.resize(name.size() - suffix.size());
      break;
    }
  return (path.parent_path() / (name + ".xmf")).string();
}

std::string WriteXdmfSidecar(const std::string& plotfile_path, const Comm& comm) {
  const std::string sidecar = XdmfSidecarPath(plotfile_path);
  WriteAtomically(sidecar, "XDMF sidecar", comm, [&](const std::string& temporary) {
    if (!comm.IsRoot()) return;
    std::string text;
    try {
      const h5::QuietErrors quiet;
      text = SidecarText(plotfile_path);
    } catch (const UserError& e) {
      throw UserError(fmt::format("cannot read plotfile '{}': {}", plotfile_path, e.what()));
    }
    WriteText(temporary, text);
  });
  return sidecar;
}

}  // namespace vagus::amr::io
