// Checkpoints: the whole state of a run between coarse steps, in one HDF5 file written
// collectively by every rank (each writes its own patches), from which a run continues bitwise
// identically, on the same or any other number of ranks. Layout (docs/file-formats.md): root
// attributes with the format version; /metadata/hierarchy, the Boost-serialised
// CheckpointMetadata with its XXH64 checksum; /level_N/data, every patch's valid cells back to back
// in patch-id order. Files are written as `<name>.tmp`, synced and renamed when complete; on
// reading, a truncated, damaged or foreign file is refused before anything is restored.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include <vagus/amr/io/checkpoint_metadata.hpp>
#include <vagus/amr/simulation.hpp>

namespace vagus::amr::io {

// The root attribute `vagus_checkpoint_format`: bumped when the file layout changes so that a
// reader cannot take a new layout for an old one. (The metadata's own layout is versioned by Boost
// class versions.)
inline constexpr int kCheckpointFormatVersion = 1;

struct CheckpointWriteStats {
  int64_t bytes = 0;     // field data plus metadata
  double seconds = 0.0;  // wall time from the first byte packed to the rename
};

// Collective over the simulation's communicator; call between coarse steps. Writes `path` (through
// `path`.tmp, synced to disk before the rename). `autonomic` is the autonomic manager's state
// (AutonomicManager::CheckpointState; rank 0's value is stored), `run_id` the run's identity
// (run_directory.hpp). Throws UserError naming the file on every rank when anything fails; `path`
// is then untouched and the temporary removed.
CheckpointWriteStats WriteCheckpoint(const std::string& path, const Simulation& simulation,
                                     const std::string& deck_toml,
                                     const std::string& autonomic = {},
                                     const std::string& run_id = {});

// Collective over the simulation's communicator; instead of Simulation::Initialize(). Reads and
// verifies `path` (format, checksums of the metadata and of every patch) and rebuilds the
// hierarchy from it on this run's ranks. Throws the same UserError naming the file on every rank
// when the file is missing, not a Vagus checkpoint, of another format version, truncated or
// damaged, or written for another kernel, mesh or refinement ratio (the simulation then has no
// levels). Returns the file's metadata.
CheckpointMetadata RestoreCheckpoint(const std::string& path, Simulation& simulation);

// RestoreCheckpoint's error when a sound checkpoint does not fit the simulation (another kernel,
// other state fields, another grid): the run's other checkpoints do not fit either.
class CheckpointMismatch : public UserError {
 public:
  using UserError::UserError;
};

// Collective: the resolved deck the checkpoint `path` stores (rank 0 reads and verifies its
// metadata), for continuing a run without its deck file. The same UserError naming the file on
// every rank when it is not a sound checkpoint.
[[nodiscard]] std::string ReadCheckpointDeck(const std::string& path, const Comm& comm);

// Serial. A summary (step, time, ranks that wrote it, per level patches and cells) after
// verifying every checksum; throws UserError naming the file when it is not a sound checkpoint.
[[nodiscard]] std::string DescribeCheckpoint(const std::string& path);
// Serial. True when `path` is an HDF5 file with the checkpoint format attribute (damaged or not).
[[nodiscard]] bool IsCheckpointFile(const std::string& path);

// `chk_000042.h5` for step 42.
[[nodiscard]] std::string CheckpointName(int64_t step);
// The complete checkpoints in `directory` (chk_<digits>.h5; temporaries never match), highest
// step first, of any run (run_directory.hpp tells them apart).
[[nodiscard]] std::vector<std::string> ListCheckpoints(const std::string& directory);
// After the checkpoint of `step` of run `run_id` is complete: deletes that run's checkpoints of
// earlier steps beyond the newest `keep` (counting the one of `step`; keep = 0 keeps all) and
// leftover temporaries of earlier steps, with any file MPI-IO made beside them
// (chk_<step>.h5.tmp.*). Other runs' checkpoints, and later steps (from a leg this one restarted
// before), are left alone. Returns the paths deleted; failures to delete are skipped.
std::vector<std::string> PruneCheckpoints(const std::string& directory, int64_t step, int keep,
                                          const std::string& run_id);

}  // namespace vagus::amr::io
