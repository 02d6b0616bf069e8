// vagus: the program that runs, checks and inspects decks with the kernels that ship with Vagus
// (and any a deck loads from a shared library). `vagus --help` lists the subcommands.
#include <vagus/driver/main.hpp>
#include <vagus/physics/builtin_kernels.hpp>

int main(int argc, char** argv) {
  vagus::amr::KernelRegistry registry;
  vagus::physics::RegisterBuiltinKernels(registry);
  return vagus::Main(argc, argv, registry);
}
