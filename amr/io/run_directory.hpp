// A run's identity and the output directory it writes. Every run has an id (NewRunId), kept in
// its checkpoints (metadata and the root attribute `vagus_run_id`) and plotfiles, and carried on
// by every restart of it; the file `vagus_run` in the output directory names the run that last
// wrote there. So `--restart latest` takes the newest checkpoint of that run, never another run's
// left in the same directory, and old checkpoints are pruned only among the run's own.
// Everything here is serial: rank 0 calls it and shares the answer.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace vagus::amr::io {

// The root attribute of checkpoints and plotfiles that holds their run's id.
inline constexpr const char* kRunIdAttribute = "vagus_run_id";

// 16 hexadecimal digits, from the system's random device and the clock.
[[nodiscard]] std::string NewRunId();

// The run that last wrote `directory`, if its marker is there (a directory Vagus 0.1 wrote before
// runs had ids has none).
[[nodiscard]] std::optional<std::string> ReadRunMarker(const std::string& directory);
// Names `run_id` as the run writing `directory` (through a temporary, renamed); throws UserError
// naming the file when it cannot.
void WriteRunMarker(const std::string& directory, const std::string& run_id);

struct CheckpointEntry {
  std::string path;
  int64_t step = 0;
  std::string run_id;      // "" when the checkpoint has none (older) or cannot be read
  std::string unreadable;  // why the file cannot be opened as HDF5; "" when it can
};
// The complete checkpoints of `directory` (chk_NNNNNN.h5), newest first, with their runs.
[[nodiscard]] std::vector<CheckpointEntry> ListRunCheckpoints(const std::string& directory);
// Those of run `run_id`.
[[nodiscard]] std::vector<CheckpointEntry> CheckpointsOfRun(const std::string& directory,
                                                            const std::string& run_id);

// The checkpoint `--restart latest` continues: the newest of the run the marker names; without a
// marker, the newest when every checkpoint belongs to one run. Throws UserError saying what is
// in the directory and what to give instead when there is none, when the runs cannot be told
// apart, or when a newer checkpoint cannot be read (it may be the run's own, damaged).
[[nodiscard]] std::string LatestCheckpointToContinue(const std::string& directory);

}  // namespace vagus::amr::io
