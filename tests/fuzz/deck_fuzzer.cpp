// libFuzzer target: deck text through everything `vagus run DECK` does before it allocates a
// field: parse (with --set overrides), load, validate against the schema, cross-key checks,
// the resolved deck it echoes and stores in checkpoints, the driver (kernel, hierarchy settings,
// autonomic manager) and the memory estimate. A refusal is a UserError; any other exception, a
// crash, a hang or a sanitizer report is a finding, and so is an accepted deck that breaks one of
// the properties checked below.
//
// Input: deck text; lines after a line "%%" are --set overrides (section.key=value), one a line.
// A deck naming [physics] library is skipped: loading a shared library is dlopen's business.
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include <vagus/base/comm.hpp>
#include <vagus/base/error.hpp>
#include <vagus/base/input/deck.hpp>
#include <vagus/driver/deck_loader.hpp>
#include <vagus/driver/driver.hpp>
#include <vagus/amr/memory_estimate.hpp>
#include <vagus/physics/builtin_kernels.hpp>
#include "tests/fuzz/fuzz_support.hpp"

namespace {

using vagus::fuzz::Finding;

struct Input {
  std::string text;
  std::vector<std::string> overrides;
};

Input Split(const uint8_t* data, size_t size) {
  Input input;
  const std::string all(reinterpret_cast<const char*>(data), size);
  const size_t mark = all.find("\n%%\n");
  input.text = all.substr(0, mark);
  if (mark == std::string::npos) return input;
  size_t start = mark + 4;
  while (start < all.size()) {
    size_t end = all.find('\n', start);
    if (end == std::string::npos) end = all.size();
    input.overrides.push_back(all.substr(start, end - start));
    start = end + 1;
  }
  return input;
}

// What `vagus run` does with an accepted deck before allocating, and the properties it relies on.
void CheckAccepted(const vagus::input::Deck& deck, vagus::amr::KernelRegistry& registry,
                   const vagus::Comm& comm) {
  // The resolved deck is echoed, stored in checkpoints and used to restart without the deck
  // file: it must load again, to the same values.
  const std::string resolved = deck.ToToml();
  vagus::input::Deck again = [&] {
    try {
      return vagus::LoadDeckText(resolved, "resolved deck", {}, registry, comm);
    } catch (const vagus::UserError& e) {
      Finding("the resolved deck of an accepted deck is refused: " + std::string(e.what()) + "\n" +
              resolved);
    }
  }();
  const std::vector<std::string> changed = again.ChangedKeys(deck);
  if (!changed.empty())
    Finding("the resolved deck loads to other values: " + changed.front() + "\n" + resolved);
  if (again.ToToml() != resolved) Finding("resolving the resolved deck changes it\n" + resolved);

  vagus::Driver driver(deck, registry, comm);
  const vagus::amr::Simulation& sim = driver.Sim();
  const double dx = sim.Hierarchy().GetDomain().dx;
  if (!(std::isfinite(dx) && dx > 0.0))
    Finding("an accepted deck has cell size " + std::to_string(dx));
  const std::vector<int64_t> cells = deck.GetInts("mesh", "cells");
  for (int d = 0; d < 3; ++d)
    if (sim.Hierarchy().GetDomain().box.Size()[d] != cells[d])
      Finding("mesh.cells[" + std::to_string(d) + "] = " + std::to_string(cells[d]) +
              " became a base grid of " +
              std::to_string(sim.Hierarchy().GetDomain().box.Size()[d]) + " cells");
  // Every [amr] integer reaches the simulation unchanged (not cut to another int).
  const vagus::amr::AmrOptions& options = sim.Options();
  const std::pair<const char*, int64_t> amr[] = {{"max_level", options.max_level},
                                                 {"ref_ratio", options.ratio},
                                                 {"regrid_interval", options.regrid_interval},
                                                 {"buffer_cells", options.buffer_cells},
                                                 {"blocking_factor", options.blocking_factor},
                                                 {"cluster_tile", options.cluster_tile}};
  for (const auto& [key, value] : amr)
    if (deck.GetInt("amr", key) != value)
      Finding(std::string("amr.") + key + " = " + std::to_string(deck.GetInt("amr", key)) +
              " reached the simulation as " + std::to_string(value));
  const vagus::amr::MemoryEstimate estimate = vagus::amr::EstimateBaseLevelMemory(sim, comm.size);
  if (!(estimate.Total() >= 0.0)) Finding("negative or NaN memory estimate");
}

}  // namespace

extern "C" int LLVMFuzzerInitialize(int* argc, char*** argv) {
  vagus::fuzz::InitializeOnce(argc, argv);
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const Input input = Split(data, size);
  const vagus::Comm comm = vagus::Comm::World();
  vagus::amr::KernelRegistry registry;
  vagus::physics::RegisterBuiltinKernels(registry);
  try {
    if (!vagus::input::Deck::Parse(input.text, "fuzz.toml", input.overrides)
             .PeekString("physics", "library", "")
             .empty())
      return 0;
    const vagus::input::Deck deck =
        vagus::LoadDeckText(input.text, "fuzz.toml", input.overrides, registry, comm);
    CheckAccepted(deck, registry, comm);
  } catch (const vagus::UserError&) {
    // a refusal: what a bad deck should get
  }
  return 0;
}
