// The checkpoint's HDF5 layout, shared by the writer, the reader and `vagus info`: names, the
// packing of a patch's valid cells into the file's order, and CheckpointFile, a serial read-only
// view that verifies what it reads (format, metadata checksum and consistency, patch checksums).
// Internal to amr/io; users see checkpoint.hpp.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include <vagus/base/comm.hpp>
#include <vagus/amr/io/checkpoint_metadata.hpp>
#include <vagus/amr/io/hdf5_util.hpp>
#include <vagus/amr/patch.hpp>

namespace vagus::amr::io::checkpoint {

inline constexpr const char* kFormatAttribute = "vagus_checkpoint_format";
inline constexpr const char* kMetadataGroup = "metadata";
inline constexpr const char* kHierarchyDataset = "hierarchy";  // in kMetadataGroup
inline constexpr const char* kChecksumAttribute = "xxh64";     // on the hierarchy dataset
inline constexpr const char* kDataDataset = "data";            // in each level_N group

[[nodiscard]] std::string LevelGroupName(int level);

// The checksum of the metadata and of every patch's data: XXH64 with seed 0 (Yann Collet's
// xxHash, from the system's libxxhash), so any xxHash tool (`xxhsum -H1`, Python's
// `xxhash.xxh64`) gives the same values. It reads several GB/s on one core: checking a
// checkpoint costs little next to reading it.
[[nodiscard]] uint64_t Checksum(const void* data, size_t size);

// The valid cells of a patch, all components, in the file's order ((component, k, j, i), i
// fastest), and back. `out` / `in` hold NumComponents() x box cells.
void PackValidCells(const Patch& patch, double* out);
void UnpackValidCells(const double* in, Patch& patch);

// Where each patch's data start in its level's `data` dataset: boxes.size() + 1 entries.
[[nodiscard]] std::vector<uint64_t> PatchOffsets(const BoxList& boxes, int num_components);

// A checkpoint opened read-only with HDF5's serial driver: every rank may open one on its own,
// so a damaged file can never leave ranks waiting for each other inside HDF5. Throws UserError
// with the reason (not the path) when the file is not a readable checkpoint of this format.
class CheckpointFile {
 public:
  explicit CheckpointFile(const std::string& path);

  // Reads the metadata, checks its checksum, deserialises it and checks that it describes the
  // datasets present (levels, patches, sizes, boxes inside their domains).
  [[nodiscard]] CheckpointMetadata ReadMetadata();
  // Reads patch `id` of `level` (PackValidCells order) into `buffer` and checks its checksum.
  // Needs ReadMetadata() first.
  void ReadPatch(int level, int64_t id, std::vector<double>& buffer);
  // "Vagus 0.1.0 (commit ...)", or "" for a file written before Vagus recorded it.
  [[nodiscard]] std::string Producer() const { return h5::ReadProducer(file_); }

 private:
  h5::Id file_;
  CheckpointMetadata metadata_;
  std::vector<h5::Id> data_;                    // per level
  std::vector<std::vector<uint64_t>> offsets_;  // per level
};

}  // namespace vagus::amr::io::checkpoint
