// Writing a checkpoint: each rank packs and checksums its patches level by level and writes them
// into the level's dataset with one collective write; the checksums are combined (every patch
// has one owner, so a bitwise OR of the per-rank tables assembles them) into the metadata, which
// rank 0 serialises and which is written last. The file is flushed to disk (MPI_File_sync through
// H5Fflush) before it is closed and renamed from its temporary (output_file.hpp): a file with the
// final name is complete, whenever the run is killed.
#include <fmt/format.h>

#include <chrono>

#include <vagus/base/error.hpp>
#include <vagus/base/fault_injection.hpp>
#include <vagus/amr/io/checkpoint.hpp>
#include <vagus/amr/io/checkpoint_file.hpp>
#include <vagus/amr/io/output_file.hpp>
#include <vagus/amr/io/run_directory.hpp>

namespace vagus::amr::io {
namespace {

CheckpointMetadata DescribeRun(const Simulation& simulation, const std::string& deck_toml) {
  CheckpointMetadata metadata;
  metadata.kernel = simulation.Kernel().Name();
  for (const auto& field : simulation.Kernel().StateFields())
    metadata.state_fields.push_back(field.name);
  metadata.base_domain = simulation.Hierarchy().GetDomain();
  metadata.ratio = simulation.Options().ratio;
  metadata.num_ranks = simulation.Hierarchy().GetComm().size;
  metadata.deck = deck_toml;
  metadata.hierarchy = simulation.Snapshot();
  for (int l = 0; l < simulation.Hierarchy().NumLevels(); ++l) {
    std::vector<int> owners;
    for (const PatchInfo& patch : simulation.Hierarchy().Level(l).Patches())
      owners.push_back(patch.owner);
    metadata.owners.push_back(std::move(owners));
  }
  return metadata;
}

void WriteRootAttributes(hid_t file, const CheckpointMetadata& metadata) {
  h5::WriteAttribute(file, checkpoint::kFormatAttribute, int32_t{kCheckpointFormatVersion});
  // For people with h5dump; the reader uses only the metadata.
  const int64_t step = metadata.Step();
  h5::WriteAttribute(file, "step", H5T_STD_I64LE, &step);
  h5::WriteAttribute(file, "time", metadata.Time());
  h5::WriteAttribute(file, "num_levels", static_cast<int32_t>(metadata.hierarchy.levels.size()));
  h5::WriteAttribute(file, "num_ranks", static_cast<int32_t>(metadata.num_ranks));
  h5::WriteStringAttribute(file, "vagus_deck", metadata.deck);
  h5::WriteStringAttribute(file, kRunIdAttribute, metadata.run_id);
  h5::WriteProducer(file);
}

// One level's data: packed and checksummed patch by patch (each patch checksummed while it is
// still in cache), then one collective write. Returns this rank's checksums by patch id (0 for
// patches of other ranks).
std::vector<uint64_t> WriteLevel(hid_t file, const PatchLevel& level, int64_t& bytes) {
  const std::vector<uint64_t> offsets =
      checkpoint::PatchOffsets(level.Boxes(), level.NumComponents());
  std::vector<uint64_t> hashes(level.Patches().size(), 0);
  std::vector<double> buffer(static_cast<size_t>(level.NumLocalCells()) * level.NumComponents());
  std::vector<h5::Run> runs;
  size_t position = 0;
  for (const Patch& patch : level.LocalPatches()) {
    const auto id = static_cast<size_t>(patch.id);
    const uint64_t count = offsets[id + 1] - offsets[id];
    checkpoint::PackValidCells(patch, buffer.data() + position);
    hashes[id] = checkpoint::Checksum(buffer.data() + position, count * sizeof(double));
    runs.push_back({offsets[id], count});
    position += count;
  }
  h5::Id group = h5::CreateGroup(file, checkpoint::LevelGroupName(level.LevelNumber()));
  h5::Id dataset =
      h5::CreateDataset1D(group, checkpoint::kDataDataset, H5T_IEEE_F64LE, offsets.back());
  h5::WriteRunsCollective(dataset, H5T_NATIVE_DOUBLE, runs, buffer.data());
  bytes += static_cast<int64_t>(offsets.back() * sizeof(double));
  return hashes;
}

// Everything between create and close (a failed create throws on every rank).
int64_t WriteContents(const std::string& file_path, const Simulation& simulation,
                      CheckpointMetadata& metadata) {
  const Comm& comm = simulation.Hierarchy().GetComm();
  h5::Id file = h5::CreateParallelFile(file_path, comm.comm);
  WriteRootAttributes(file, metadata);

  int64_t bytes = 0;
  for (int l = 0; l < simulation.Hierarchy().NumLevels(); ++l) {
    std::vector<uint64_t> hashes = WriteLevel(file, simulation.Hierarchy().Level(l), bytes);
    MPI_Allreduce(MPI_IN_PLACE, hashes.data(), static_cast<int>(hashes.size()), MPI_UINT64_T,
                  MPI_BOR, comm.comm);
    metadata.patch_hashes.push_back(std::move(hashes));
    if (l == 0)
      InjectFault(FaultSite::kCheckpoint, simulation.Hierarchy().Steps());  // for tests only
  }

  // The metadata last: rank 0's serialisation on every rank, so all create the same dataset.
  std::string blob = comm.IsRoot() ? SerializeMetadata(metadata) : std::string();
  comm.Broadcast(blob);
  const uint64_t checksum = checkpoint::Checksum(blob.data(), blob.size());
  h5::Id group = h5::CreateGroup(file, checkpoint::kMetadataGroup);
  h5::Id dataset =
      h5::CreateDataset1D(group, checkpoint::kHierarchyDataset, H5T_STD_U8LE, blob.size());
  h5::WriteAttribute(dataset, checkpoint::kChecksumAttribute, H5T_STD_U64LE, &checksum);
  h5::WriteRunsCollective(
      dataset, H5T_NATIVE_UINT8,
      comm.IsRoot() ? std::vector<h5::Run>{{0, blob.size()}} : std::vector<h5::Run>{}, blob.data());
  bytes += static_cast<int64_t>(blob.size());
  dataset = h5::Id();
  group = h5::Id();

  // On disk before the rename, so a crash of the machine cannot leave a named but empty file.
  h5::Check(H5Fflush(file, H5F_SCOPE_GLOBAL), "cannot flush the file to disk");
  h5::Check(file.Close(), "cannot close the file");
  return bytes;
}

}  // namespace

CheckpointWriteStats WriteCheckpoint(const std::string& path, const Simulation& simulation,
                                     const std::string& deck_toml, const std::string& autonomic,
                                     const std::string& run_id) {
  const auto start = std::chrono::steady_clock::now();
  CheckpointMetadata metadata = DescribeRun(simulation, deck_toml);
  metadata.autonomic = autonomic;
  metadata.run_id = run_id;
  const h5::QuietErrors quiet;
  CheckpointWriteStats stats;
  WriteAtomically(path, "checkpoint", simulation.Hierarchy().GetComm(),
                  [&](const std::string& temporary) {
                    stats.bytes = WriteContents(temporary, simulation, metadata);
                  });
  stats.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return stats;
}

}  // namespace vagus::amr::io
