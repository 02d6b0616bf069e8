// The subcommands of a Vagus program (vagus::Main): run a deck (or continue one from a
// checkpoint), check a deck, summarise an output file (plotfile or checkpoint), print the deck
// reference. Each returns the process exit code; user mistakes arrive as UserError.
#pragma once

#include <string>
#include <vector>

#include <vagus/base/comm.hpp>
#include <vagus/amr/kernel_registry.hpp>

namespace vagus {

struct RunOptions {
  std::string deck_path;
  std::vector<std::string> overrides;  // "section.key=value"
  std::string output_directory;        // overrides output.directory when not empty
  std::string restart;                 // a checkpoint to continue from, "latest", or empty
  std::string max_wall_time;           // seconds or HH:MM:SS; overrides run.max_wall_time
  // A fresh run may write into a directory that holds another run's checkpoints (they stay
  // unless this run writes the same step; --restart latest then continues this run).
  bool new_run = false;
};

// The exit code of a run stopped before its end (SIGTERM, the wall-time limit) with a checkpoint
// to continue from (--restart latest); 0 is a run that reached its end.
inline constexpr int kStoppedToContinue = 4;

int RunCommand(const RunOptions& options, amr::KernelRegistry& registry, const Comm& comm);
int CheckCommand(const RunOptions& options, amr::KernelRegistry& registry, const Comm& comm);
int InfoCommand(const std::string& path, const Comm& comm);
// With `library` (a plug-in's path), its kernels' keys too.
int ReferenceCommand(amr::KernelRegistry& registry, const std::string& library, const Comm& comm);

}  // namespace vagus
