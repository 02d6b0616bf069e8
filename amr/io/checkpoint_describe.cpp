// `vagus info` on a checkpoint: a serial read that verifies every checksum (so "ok" means a restart
// would accept the file) and summarises what the file holds.
#include <fmt/format.h>

#include <vagus/base/error.hpp>
#include <vagus/amr/io/checkpoint.hpp>
#include <vagus/amr/io/checkpoint_file.hpp>

namespace vagus::amr::io {

std::string DescribeCheckpoint(const std::string& path) {
  try {
    checkpoint::CheckpointFile file(path);
    const CheckpointMetadata m = file.ReadMetadata();
    std::string text = fmt::format("checkpoint  {}\n", path);
    text += fmt::format("format      Vagus checkpoint, version {}\n", kCheckpointFormatVersion);
    if (const std::string producer = file.Producer(); !producer.empty())
      text += fmt::format("produced by {}\n", producer);
    text +=
        fmt::format("kernel      {}; state fields {}\n", m.kernel, fmt::join(m.state_fields, ", "));
    if (!m.run_id.empty()) text += fmt::format("run         {}\n", m.run_id);
    text += fmt::format("step        {}\n", m.Step());
    text += fmt::format("time        {}\n", m.Time());
    text += fmt::format("written by  {} rank{}\n", m.num_ranks, m.num_ranks == 1 ? "" : "s");
    text +=
        fmt::format("levels      {} (refinement ratio {})\n", m.hierarchy.levels.size(), m.ratio);
    std::vector<double> buffer;
    int64_t patches = 0;
    double dx = m.base_domain.dx;
    for (size_t l = 0; l < m.hierarchy.levels.size(); ++l) {
      const LevelSnapshot& level = m.hierarchy.levels[l];
      text += fmt::format("level {}: dx {}, {} patches, {} cells, time {}, {} steps\n", l, dx,
                          level.boxes.size(), NumCells(level.boxes), level.time, level.steps);
      for (size_t b = 0; b < level.boxes.size(); ++b)
        file.ReadPatch(static_cast<int>(l), static_cast<int64_t>(b), buffer);
      patches += static_cast<int64_t>(level.boxes.size());
      dx /= m.ratio;
    }
    text += fmt::format("regrids     {}\n", m.hierarchy.num_regrids);
    text += fmt::format("zone-cycles {}\n", m.hierarchy.cell_updates);
    text += m.autonomic.empty()
                ? std::string("autonomic   none (restarts with equal capacities)\n")
                : fmt::format("autonomic   {} bytes of manager state (restored on {} ranks)\n",
                              m.autonomic.size(), m.num_ranks);
    text += fmt::format("checksums   ok (the metadata and all {} patches)\n", patches);
    return text;
  } catch (const UserError& e) {
    throw UserError(fmt::format("{}: not a sound Vagus checkpoint: {}", path, e.what()));
  }
}

bool IsCheckpointFile(const std::string& path) {
  const h5::QuietErrors quiet;
  if (H5Fis_hdf5(path.c_str()) <= 0) return false;
  const hid_t file = H5Fopen(path.c_str(), H5F_ACC_RDONLY, H5P_DEFAULT);
  if (file < 0) return false;
  const h5::Id owner(file);
  return h5::HasAttribute(owner, checkpoint::kFormatAttribute);
}

}  // namespace vagus::amr::io
