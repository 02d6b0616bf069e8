// vagus: run, check and inspect Vagus decks and files.
//   mpirun -np N vagus run DECK [--set section.key=value ...] [--output DIR]
//                                     [--restart FILE|latest]
//   vagus check DECK [--set ...]      validate a deck and print it resolved
//   vagus info FILE                   summarise a plotfile or a checkpoint
//   vagus reference                   the deck reference (Markdown)
// A user mistake prints one message (from rank 0) and every rank exits with code 1; a failed run
// (non-physical state) exits with code 2.
#include <mpi.h>

#include <cstdio>

#include <CLI/CLI.hpp>
#include <Kokkos_Core.hpp>

#include "amr/error.hpp"
#include "apps/vagus/commands.hpp"

namespace {

int Dispatch(int argc, char** argv, const vagus::amr::Comm& comm) {
  CLI::App cli{"Vagus: structured AMR with a self-adapting partitioner"};
  cli.require_subcommand(1);
  vagus::app::RunOptions options;
  std::string info_path;

  auto* run = cli.add_subcommand("run", "run a deck");
  run->add_option("deck", options.deck_path, "input deck (TOML)")->required();
  run->add_option("--set", options.overrides, "override a key: section.key=value")
      ->take_all()->expected(1, 1000);
  run->add_option("--output", options.output_directory, "output directory");
  run->add_option("--restart", options.restart,
                  "continue from a checkpoint: FILE, or 'latest' (the newest chk_*.h5 in the "
                  "output directory)");

  auto* check = cli.add_subcommand("check", "validate a deck and print it resolved");
  check->add_option("deck", options.deck_path, "input deck (TOML)")->required();
  check->add_option("--set", options.overrides, "override a key: section.key=value")
      ->take_all()->expected(1, 1000);

  auto* info = cli.add_subcommand("info", "summarise a plotfile or a checkpoint");
  info->add_option("file", info_path, "plotfile or checkpoint")->required();

  auto* reference = cli.add_subcommand("reference", "print the deck reference (Markdown)");

  try {
    cli.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    if (comm.IsRoot()) cli.exit(e);
    return e.get_exit_code() == 0 ? 0 : 1;
  }

  vagus::physics::Registry registry;
  vagus::physics::RegisterBuiltinKernels(registry);
  if (*run) return vagus::app::RunCommand(options, registry, comm);
  if (*check) return vagus::app::CheckCommand(options, registry, comm);
  if (*info) return vagus::app::InfoCommand(info_path, comm);
  if (*reference) return vagus::app::ReferenceCommand(registry, comm);
  return 1;
}

}  // namespace

int main(int argc, char** argv) {
  MPI_Init(&argc, &argv);
  int code = 0;
  {
    Kokkos::ScopeGuard kokkos(argc, argv);
    const vagus::amr::Comm comm = vagus::amr::Comm::World();
    try {
      code = Dispatch(argc, argv, comm);
    } catch (const vagus::UserError& e) {
      if (comm.IsRoot()) std::fprintf(stderr, "vagus: error: %s\n", e.what());
      code = 1;
    } catch (const vagus::RunError& e) {
      if (comm.IsRoot()) std::fprintf(stderr, "vagus: run stopped: %s\n", e.what());
      code = 2;
    }
  }
  MPI_Finalize();
  return code;
}
