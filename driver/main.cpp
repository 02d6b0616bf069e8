// The command line (CLI11) over the subcommands of commands.hpp, inside MPI and Kokkos.
#include <vagus/driver/main.hpp>

#include <mpi.h>

#include <CLI/CLI.hpp>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include <vagus/amr/io/output_file.hpp>
#include <vagus/base/heap.hpp>
#include <vagus/base/kokkos_runtime.hpp>
#include <vagus/base/version.hpp>
#include <vagus/driver/commands.hpp>
#include <vagus/driver/exit_agreement.hpp>

namespace vagus {
namespace {

int Dispatch(int argc, char** argv, amr::KernelRegistry& registry, const Comm& comm) {
  const std::string program = std::filesystem::path(argv[0]).filename().string();
  CLI::App cli{"Vagus: structured AMR with a self-adapting partitioner", program};
  cli.set_version_flag(
      "--version", program + " (Vagus " + std::string(Version()) + ", commit " + GitCommit() + ")");
  cli.require_subcommand(1);
  RunOptions options;
  std::string info_path;

  auto* run = cli.add_subcommand("run", "run a deck");
  run->add_option("deck", options.deck_path,
                  "input deck (TOML); may be left out with --restart: the checkpoint holds its "
                  "deck (--set still applies)");
  run->add_option("--set", options.overrides, "override a key: section.key=value")
      ->take_all()
      ->expected(1, 1000);
  run->add_option("--output", options.output_directory, "output directory");
  run->add_option("--max-wall-time", options.max_wall_time,
                  "stop with a checkpoint before this much wall time: SECONDS or HH:MM:SS "
                  "(run.max_wall_time)");
  run->add_flag("--new-run", options.new_run,
                "start a new run in an output directory that holds another run's checkpoints "
                "(they stay unless this run writes the same step; --restart latest then "
                "continues this run)");
  run->add_option("--restart", options.restart,
                  "continue from a checkpoint: FILE, or 'latest' (the newest chk_*.h5 in the "
                  "output directory)");

  auto* check = cli.add_subcommand("check", "validate a deck and print it resolved");
  check->add_option("deck", options.deck_path, "input deck (TOML)")->required();
  check->add_option("--set", options.overrides, "override a key: section.key=value")
      ->take_all()
      ->expected(1, 1000);

  auto* info = cli.add_subcommand("info", "summarise a plotfile or a checkpoint");
  info->add_option("file", info_path, "plotfile or checkpoint")->required();

  auto* reference = cli.add_subcommand("reference", "print the deck reference (Markdown)");
  std::string library;
  reference->add_option("--library", library,
                        "a plug-in's shared library: its kernels' keys too ([physics] library)");

  try {
    cli.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    if (comm.IsRoot()) cli.exit(e);
    return e.get_exit_code() == 0 ? 0 : 1;
  }
  if (*run) return RunCommand(options, registry, comm);
  if (*check) return CheckCommand(options, registry, comm);
  if (*info) return InfoCommand(info_path, comm);
  if (*reference) return ReferenceCommand(registry, library, comm);
  return 1;
}

// argv split in two: Kokkos' own arguments (--kokkos-...) and the program's.
struct SplitArguments {
  std::vector<char*> kokkos, program;
  SplitArguments(int argc, char** argv) {
    for (int i = 0; i < argc; ++i)
      (i > 0 && std::strncmp(argv[i], "--kokkos", 8) == 0 ? kokkos : program).push_back(argv[i]);
    kokkos.insert(kokkos.begin(), argv[0]);
  }
};

}  // namespace

int Main(int argc, char** argv, amr::KernelRegistry& registry) {
  KeepFreedMemoryForReuse();  // each regrid reuses the last one's partition and patch buffers
  MPI_Init(&argc, &argv);
  const std::string program = std::filesystem::path(argv[0]).filename().string();
  int rank = 0;
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  // Where the ranks agree on how the command ended (exit_agreement.hpp); used for nothing else.
  MPI_Comm meeting = MPI_COMM_NULL;
  MPI_Comm_dup(MPI_COMM_WORLD, &meeting);
  SynchronizeClock(Comm::World());
  Outcome outcome;
  {
    std::optional<KokkosRuntime> kokkos;
    outcome = RunCatching(
        [&] {
          SplitArguments arguments(argc, argv);
          int kokkos_argc = static_cast<int>(arguments.kokkos.size());
          kokkos.emplace(kokkos_argc, arguments.kokkos.data(), MPI_COMM_WORLD);
          return Dispatch(static_cast<int>(arguments.program.size()), arguments.program.data(),
                          registry, Comm::World());
        },
        rank);
    const int code = AgreeOnExit(outcome, meeting, program);
    outcome.code = code;
  }
  // After a failed collective write the ranks' copies of the file disagree, and HDF5's close of
  // it inside MPI_Finalize would wait for ever in mismatched collective calls: end without it.
  int unclosable = amr::io::FilesLeftUnclosable() ? 1 : 0;
  MPI_Allreduce(MPI_IN_PLACE, &unclosable, 1, MPI_INT, MPI_MAX, meeting);
  if (unclosable != 0 && outcome.code != 0) {
    std::fflush(nullptr);
    std::_Exit(outcome.code);
  }
  MPI_Comm_free(&meeting);
  MPI_Finalize();
  return outcome.code;
}

}  // namespace vagus
