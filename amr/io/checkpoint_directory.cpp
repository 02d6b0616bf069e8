// Checkpoint names in an output directory: chk_<step>.h5 (at least six digits), written through
// chk_<step>.h5.tmp. Finding the newest and pruning old ones look only at names of that form.
#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <filesystem>

#include <vagus/amr/io/checkpoint.hpp>
#include <vagus/amr/io/run_directory.hpp>

namespace vagus::amr::io {
namespace {

namespace fs = std::filesystem;

struct Entry {
  int64_t step = 0;
  fs::path path;
};

enum class Kind { kComplete, kTemporary };

// The step of a name `chk_<digits>.h5` (complete) or `chk_<digits>.h5.tmp[.anything]` (a temporary,
// or a file MPI-IO made beside one, such as Open MPI's `.locktest.<rank>`), or -1.
int64_t StepOf(const std::string& name, Kind kind) {
  const std::string prefix = "chk_";
  if (name.compare(0, prefix.size(), prefix) != 0) return -1;
  const size_t dot = name.find('.', prefix.size());
  if (dot == std::string::npos) return -1;
  const std::string digits = name.substr(prefix.size(), dot - prefix.size());
  const std::string rest = name.substr(dot);
  const bool matches = kind == Kind::kComplete
                           ? rest == ".h5"
                           : rest == ".h5.tmp" || rest.compare(0, 8, ".h5.tmp.") == 0;
  if (!matches || digits.empty() || digits.size() > 18 ||
      !std::all_of(digits.begin(), digits.end(), [](char c) { return std::isdigit(c) != 0; }))
    return -1;
  return std::stoll(digits);
}

std::vector<Entry> List(const std::string& directory, Kind kind) {
  std::vector<Entry> entries;
  std::error_code error;
  for (fs::directory_iterator it(directory, error), end; !error && it != end; it.increment(error)) {
    const int64_t step = StepOf(it->path().filename().string(), kind);
    if (step >= 0 && it->is_regular_file(error)) entries.push_back({step, it->path()});
  }
  // Newest first; the name breaks ties (chk_7.h5 and chk_000007.h5) deterministically.
  std::sort(entries.begin(), entries.end(), [](const Entry& a, const Entry& b) {
    return a.step != b.step ? a.step > b.step : a.path > b.path;
  });
  return entries;
}

}  // namespace

std::string CheckpointName(int64_t step) { return fmt::format("chk_{:06d}.h5", step); }

std::vector<std::string> ListCheckpoints(const std::string& directory) {
  std::vector<std::string> paths;
  for (const Entry& entry : List(directory, Kind::kComplete)) paths.push_back(entry.path.string());
  return paths;
}

std::vector<std::string> PruneCheckpoints(const std::string& directory, int64_t step, int keep,
                                          const std::string& run_id) {
  std::vector<std::string> removed;
  const auto remove = [&removed](const fs::path& path) {
    std::error_code error;
    if (fs::remove(path, error)) removed.push_back(path.string());
  };
  if (keep > 0) {
    int kept = 0;
    for (const CheckpointEntry& entry : CheckpointsOfRun(directory, run_id)) {
      if (entry.step > step) continue;
      if (kept < keep)
        ++kept;
      else
        remove(entry.path);
    }
  }
  // Temporaries (and MPI-IO's files beside them) of runs killed while writing.
  for (const Entry& entry : List(directory, Kind::kTemporary))
    if (entry.step < step) remove(entry.path);
  return removed;
}

}  // namespace vagus::amr::io
