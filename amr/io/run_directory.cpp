// The marker is one line of TOML, `run_id = "..."`; a checkpoint's run is read from its root
// attribute without opening the rest of the file.
#include <vagus/amr/io/run_directory.hpp>

#include <fmt/format.h>

#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <random>
#include <set>

#include <vagus/base/error.hpp>
#include <vagus/amr/io/checkpoint.hpp>
#include <vagus/amr/io/hdf5_util.hpp>

namespace vagus::amr::io {
namespace {

namespace fs = std::filesystem;

constexpr const char* kMarkerName = "vagus_run";

int64_t StepOfName(const std::string& path) {
  const std::string name = fs::path(path).filename().string();
  return std::stoll(name.substr(4, name.find('.') - 4));  // chk_<digits>.h5
}

CheckpointEntry ReadEntry(const std::string& path) {
  CheckpointEntry entry{path, StepOfName(path), "", ""};
  try {
    const h5::QuietErrors quiet;
    const h5::Id file = h5::OpenSerialFileReadOnly(path);
    if (h5::HasAttribute(file, kRunIdAttribute))
      entry.run_id = h5::ReadStringAttribute(file, kRunIdAttribute);
  } catch (const UserError& e) {
    entry.unreadable = e.what();
  }
  return entry;
}

std::string Describe(const std::vector<CheckpointEntry>& entries) {
  std::set<std::string> runs;
  for (const CheckpointEntry& e : entries) runs.insert(e.run_id.empty() ? "(no id)" : e.run_id);
  return fmt::format("{} checkpoint(s) of {} run(s), newest {} (step {}, run {})", entries.size(),
                     runs.size(), entries.front().path, entries.front().step,
                     entries.front().run_id.empty() ? "without an id" : entries.front().run_id);
}

}  // namespace

std::string NewRunId() {
  std::random_device device;
  std::seed_seq seed{device(), device(),
                     static_cast<unsigned>(
                         std::chrono::steady_clock::now().time_since_epoch().count())};
  std::mt19937_64 generator(seed);
  return fmt::format("{:016x}", generator());
}

std::optional<std::string> ReadRunMarker(const std::string& directory) {
  std::ifstream in(fs::path(directory) / kMarkerName);
  std::string line;
  if (!in || !std::getline(in, line)) return std::nullopt;
  const size_t first = line.find('"'), last = line.rfind('"');
  if (line.rfind("run_id", 0) != 0 || first == std::string::npos || last <= first)
    return std::nullopt;
  return line.substr(first + 1, last - first - 1);
}

void WriteRunMarker(const std::string& directory, const std::string& run_id) {
  const fs::path path = fs::path(directory) / kMarkerName;
  const fs::path temporary = path.string() + ".tmp";
  {
    std::ofstream out(temporary, std::ios::trunc);
    out << "run_id = \"" << run_id << "\"\n";
    if (!out) throw UserError(fmt::format("{}: cannot write the run's marker", temporary.string()));
  }
  std::error_code error;
  fs::rename(temporary, path, error);
  if (error)
    throw UserError(fmt::format("{}: cannot write the run's marker: {}", path.string(),
                                error.message()));
}

std::vector<CheckpointEntry> ListRunCheckpoints(const std::string& directory) {
  std::vector<CheckpointEntry> entries;
  for (const std::string& path : ListCheckpoints(directory)) entries.push_back(ReadEntry(path));
  return entries;
}

std::vector<CheckpointEntry> CheckpointsOfRun(const std::string& directory,
                                              const std::string& run_id) {
  std::vector<CheckpointEntry> mine;
  for (CheckpointEntry& e : ListRunCheckpoints(directory))
    if (e.run_id == run_id) mine.push_back(std::move(e));
  return mine;
}

std::string LatestCheckpointToContinue(const std::string& directory) {
  const std::vector<CheckpointEntry> all = ListRunCheckpoints(directory);
  if (all.empty())
    throw UserError(
        fmt::format("--restart latest: no checkpoint (chk_NNNNNN.h5) in '{}'", directory));
  if (const std::optional<std::string> run = ReadRunMarker(directory)) {
    for (const CheckpointEntry& e : all) {
      if (e.run_id == *run) return e.path;
      if (!e.unreadable.empty()) {
        const std::vector<CheckpointEntry> mine = CheckpointsOfRun(directory, *run);
        throw UserError(fmt::format(
            "--restart latest: {} cannot be read ({}), so whether it is the newest checkpoint of "
            "the run that last wrote '{}' (run {}) is unknown; {}",
            e.path, e.unreadable, directory, *run,
            mine.empty() ? "that run has no other: give the checkpoint to continue with "
                           "--restart FILE"
                         : fmt::format("that run's newest readable one is {} (--restart {})",
                                       mine.front().path, mine.front().path)));
      }
    }
    throw UserError(fmt::format(
        "--restart latest: the run that last wrote '{}' (run {}, its file vagus_run) has no "
        "checkpoint there; the directory holds {}: give the one to continue with --restart FILE",
        directory, *run, Describe(all)));
  }
  std::set<std::string> runs;
  for (const CheckpointEntry& e : all) runs.insert(e.run_id);
  if (runs.size() > 1)
    throw UserError(fmt::format(
        "--restart latest: '{}' names no run (no file vagus_run) and holds {}: give the one to "
        "continue with --restart FILE",
        directory, Describe(all)));
  return all.front().path;
}

}  // namespace vagus::amr::io
