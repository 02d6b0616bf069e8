// From a deck to a running simulation: the schema of every section, the deck read on rank 0 and
// shared, the domain, boundary conditions, kernel and base level it describes. Used by the vagus
// program and by tests that run decks.
#pragma once

#include <functional>
#include <limits>
#include <memory>
#include <string>
#include <vector>

#include "amr/boundary.hpp"
#include "amr/domain.hpp"
#include "amr/input/deck.hpp"
#include "amr/parallel.hpp"
#include "amr/simulation.hpp"
#include "apps/vagus/autonomic_driver.hpp"
#include "physics/registry.hpp"

namespace vagus::app {

// The schema of the framework's sections plus those of the kernel and problem the deck names.
[[nodiscard]] amr::input::Schema BuildSchema(const amr::input::Deck& deck,
                                             const physics::Registry& registry);

// Rank 0 reads the file and every rank parses the same text, applies the overrides and validates
// it; a mistake throws the same UserError on every rank.
[[nodiscard]] amr::input::Deck LoadDeck(const std::string& path,
                                        const std::vector<std::string>& overrides,
                                        const physics::Registry& registry, const amr::Comm& comm);
// Validates a deck held in memory (tests).
void ValidateDeck(amr::input::Deck& deck, const physics::Registry& registry);

[[nodiscard]] amr::Domain MakeDomain(const amr::input::Deck& deck);
[[nodiscard]] amr::BoundaryConditions MakeBoundaries(const amr::input::Deck& deck);

[[nodiscard]] amr::AmrOptions MakeAmrOptions(const amr::input::Deck& deck);

struct RunControls {
  double stop_time = std::numeric_limits<double>::infinity();
  int64_t max_steps = std::numeric_limits<int64_t>::max();
  double cfl = 0.8;
};
[[nodiscard]] RunControls MakeRunControls(const amr::input::Deck& deck);

// A kernel and the simulation that runs it, built from a validated deck. The kernel outlives the
// simulation that refers to it.
struct Setup {
  std::unique_ptr<physics::Kernel> kernel;
  std::unique_ptr<amr::Simulation> simulation;
  std::unique_ptr<AutonomicDriver> autonomic;  // refers to the simulation: destroyed first
  RunControls controls;
};
[[nodiscard]] Setup MakeSetup(const amr::input::Deck& deck, const physics::Registry& registry,
                              const amr::Comm& comm);

// Advances to the stop time or step limit; `on_step` (may be empty) runs after each step and
// returns false to stop there.
void RunToEnd(amr::Simulation& simulation, const RunControls& controls,
              const std::function<bool(double dt)>& on_step = {});

}  // namespace vagus::app
