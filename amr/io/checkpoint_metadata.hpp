// CheckpointMetadata: the part of a checkpoint that is not field data: what wrote it (kernel,
// state fields, mesh, ranks, the resolved deck), the hierarchy (amr::HierarchySnapshot) and one
// XXH64 checksum per patch of the data in the file. Stored as a Boost.Serialization binary archive
// in one uint8 dataset; every class in it carries a Boost class version, so a later Vagus reads
// the older layouts (docs/checkpoints.md). Boost stays inside the .cpp.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include <vagus/amr/domain.hpp>
#include <vagus/amr/hierarchy_snapshot.hpp>

namespace vagus::amr::io {

struct CheckpointMetadata {
  std::string kernel;                     // amr::Kernel::Name()
  std::vector<std::string> state_fields;  // the components of the data, in storage order
  Domain base_domain;                     // level 0's index domain, periodicity, origin and dx
  int ratio = 2;                          // refinement ratio between consecutive levels
  int num_ranks = 0;                      // ranks that wrote the file
  std::string deck;                       // the resolved deck of the run that wrote it (TOML)
  HierarchySnapshot hierarchy;
  std::vector<std::vector<int>> owners;  // [level][patch]: the rank that wrote the patch
  // [level][patch]: XXH64 of the patch's bytes in the level's `data` dataset.
  std::vector<std::vector<uint64_t>> patch_hashes;
  // The autonomic manager's state (monitor/autonomic_checkpoint.hpp), opaque here; empty when the
  // writer had none (and in files of class version 1).
  std::string autonomic;
  // The run the checkpoint belongs to (RunIdentity, run_directory.hpp); empty in files of class
  // version 2 and older.
  std::string run_id;

  [[nodiscard]] int64_t Step() const;  // coarse steps taken
  [[nodiscard]] double Time() const;
};

// Boost binary archive (native sizes and byte order; Boost refuses an archive written with other
// sizes). Deserialize throws UserError saying what is wrong, without the file name.
[[nodiscard]] std::string SerializeMetadata(const CheckpointMetadata& metadata);
[[nodiscard]] CheckpointMetadata DeserializeMetadata(const std::string& bytes);

}  // namespace vagus::amr::io
