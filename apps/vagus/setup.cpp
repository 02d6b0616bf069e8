// The framework's deck sections and the objects they describe.
#include "apps/vagus/setup.hpp"

#include <cerrno>
#include <cmath>
#include <cstring>
#include <fstream>
#include <sstream>

#include <fmt/format.h>

#include "amr/error.hpp"
#include "monitor/autonomic_options.hpp"

namespace vagus::app {
namespace {

using amr::input::KeySpec;
using amr::input::Presence;
using amr::input::Range;
using amr::input::SectionSpec;
using amr::input::ValueKind;

const Range kPositive{0.0, HUGE_VAL, true, false};
const Range kAtLeastOne{1.0, HUGE_VAL};
const Range kNonNegative{0.0, HUGE_VAL};

std::vector<SectionSpec> FrameworkSections(const physics::Registry& registry) {
  const std::vector<std::string> boundaries = amr::BoundaryKindNames();
  return {
      {"run", "when to stop and how large a step to take", {
          {"stop_time", ValueKind::kFloat, Presence::kOptional, "",
           "stop at this time (give this, max_steps, or both)", kPositive},
          {"max_steps", ValueKind::kInt, Presence::kOptional, "",
           "stop after this many coarse steps", kNonNegative},
          {"cfl", ValueKind::kFloat, Presence::kDefaulted, "0.8",
           "Courant number: dt = cfl / max over cells of sum_d (|u_d| + c) / dx",
           {0.0, 1.0, true, false}},
      }},
      {"mesh", "the base grid (cells must be cubes: equal dx in every direction)", {
          {"lo", ValueKind::kFloatArray, Presence::kRequired, "", "low corner of the domain",
           {}, {}, 3},
          {"hi", ValueKind::kFloatArray, Presence::kRequired, "", "high corner of the domain",
           {}, {}, 3},
          {"cells", ValueKind::kIntArray, Presence::kRequired, "",
           "base-level cells per direction (1 in z makes a 2-D run)", kAtLeastOne, {}, 3},
          {"periodic", ValueKind::kBoolArray, Presence::kDefaulted, "[false, false, false]",
           "periodicity per direction", {}, {}, 3},
          {"max_patch_cells", ValueKind::kInt, Presence::kDefaulted, "32768",
           "largest patch, in cells", kAtLeastOne},
          {"boundary_lo", ValueKind::kStringArray, Presence::kDefaulted,
           "[\"outflow\", \"outflow\", \"outflow\"]",
           "boundary condition at the low face per direction (ignored where periodic)", {},
           boundaries, 3},
          {"boundary_hi", ValueKind::kStringArray, Presence::kDefaulted,
           "[\"outflow\", \"outflow\", \"outflow\"]",
           "boundary condition at the high face per direction (ignored where periodic)", {},
           boundaries, 3},
      }},
      {"amr", "adaptive refinement (max_level = 0: a uniform grid)", {
          {"max_level", ValueKind::kInt, Presence::kDefaulted, "0",
           "finest level (0 = uniform grid)", {0.0, 8.0}},
          {"ref_ratio", ValueKind::kInt, Presence::kDefaulted, "2", "refinement ratio: 2 or 4",
           {2.0, 4.0}},
          {"regrid_interval", ValueKind::kInt, Presence::kDefaulted, "4",
           "coarse steps between regrids", kAtLeastOne},
          {"buffer_cells", ValueKind::kInt, Presence::kDefaulted, "2",
           "cells added around tagged cells", kNonNegative},
          {"blocking_factor", ValueKind::kInt, Presence::kDefaulted, "4",
           "patch corners and sizes are multiples of this", kAtLeastOne},
          {"efficiency", ValueKind::kFloat, Presence::kDefaulted, "0.7",
           "least fraction of tagged blocks in a clustered box", {0.0, 1.0, true, false}},
          {"check_invariants", ValueKind::kBool, Presence::kDefaulted, "false",
           "after every regrid, check that the levels are disjoint, aligned and properly nested "
           "(for tests; aborts with the fault)"},
      }},
      {"physics", "the physics kernel and its parameters", {
          {"kernel", ValueKind::kString, Presence::kDefaulted, "\"euler\"",
           "registered physics kernel", {}, registry.Names()},
      }},
      {"partitioner", "how patches are given to ranks", {
          {"strategy", ValueKind::kString, Presence::kDefaulted, "\"sfc\"",
           "sfc: cuts of a Hilbert curve at the capacities; greedy: earliest expected completion; "
           "uniform: sfc with equal capacities (the baseline)", {}, {"sfc", "greedy", "uniform"}},
          {"balance", ValueKind::kString, Presence::kDefaulted, "\"per_level\"",
           "per_level: every level cut at the capacities; total: each rank's work summed over "
           "the levels (cells x substeps) is its capacity's share (the composite-total cut)",
           {}, {"per_level", "total"}},
      }},
      {"output", "files written by the run", {
          {"directory", ValueKind::kString, Presence::kDefaulted, "\"out\"",
           "where plotfiles and checkpoints go (created if missing)"},
          {"plot_interval", ValueKind::kInt, Presence::kDefaulted, "0",
           "coarse steps between plotfiles; 0 = only the final state", kNonNegative},
          {"checkpoint_interval", ValueKind::kInt, Presence::kDefaulted, "0",
           "coarse steps between checkpoints chk_NNNNNN.h5; 0 = none (besides on SIGTERM and "
           "SIGUSR1)", kNonNegative},
          {"keep_checkpoints", ValueKind::kInt, Presence::kDefaulted, "2",
           "newest checkpoints kept; older ones are deleted once a new one is complete; 0 = keep "
           "all", kNonNegative},
      }},
  };
}

}  // namespace

amr::input::Schema BuildSchema(const amr::input::Deck& deck, const physics::Registry& registry) {
  amr::input::Schema schema;
  for (const SectionSpec& s : FrameworkSections(registry)) schema.Add(s);
  const physics::KernelEntry* kernel =
      registry.Find(deck.PeekString("physics", "kernel", "euler"));
  const std::string problem = deck.PeekString("problem", "name", "");
  monitor::AddAutonomicSchema(schema);
  if (kernel) {
    kernel->add_schema(schema, problem);
  } else {
    schema.Add({"problem", "the initial state", {
        {"name", ValueKind::kString, Presence::kRequired, "", "problem to set up"}}});
  }
  return schema;
}

void ValidateDeck(amr::input::Deck& deck, const physics::Registry& registry) {
  deck.Validate(BuildSchema(deck, registry));
  // Checks that span keys.
  if (!deck.Has("run", "stop_time") && !deck.Has("run", "max_steps"))
    throw deck.Error("run", "stop_time", "give run.stop_time, run.max_steps or both");
  const auto lo = deck.GetDoubles("mesh", "lo"), hi = deck.GetDoubles("mesh", "hi");
  const auto cells = deck.GetInts("mesh", "cells");
  const double dx = (hi[0] - lo[0]) / cells[0];
  for (int d = 0; d < 3; ++d) {
    if (hi[d] <= lo[d]) throw deck.Error("mesh", "hi", fmt::format("hi[{0}] must exceed lo[{0}]", d));
    const double dx_d = (hi[d] - lo[d]) / cells[d];
    if (std::fabs(dx_d - dx) > 1e-10 * dx)
      throw deck.Error("mesh", "cells",
                       fmt::format("cells must be cubes: dx = {} along x but {} along {}; "
                                   "choose cells so that (hi - lo) / cells is equal in x, y, z",
                                   dx, dx_d, "xyz"[d]));
  }
  const int64_t ratio = deck.GetInt("amr", "ref_ratio");
  if (ratio != 2 && ratio != 4)
    throw deck.Error("amr", "ref_ratio", fmt::format("must be 2 or 4 (got {})", ratio));
  const int64_t blocking = deck.GetInt("amr", "blocking_factor");
  if (deck.GetInt("amr", "max_level") > 0 && blocking % ratio != 0)
    throw deck.Error("amr", "blocking_factor",
                     fmt::format("must be a multiple of amr.ref_ratio = {} when refining (got {})",
                                 ratio, blocking));
  for (int d = 0; d < 3; ++d)
    if (cells[d] > 1 && cells[d] % blocking != 0)
      throw deck.Error("mesh", "cells",
                       fmt::format("cells[{}] = {} is not a multiple of amr.blocking_factor = {}",
                                   d, cells[d], blocking));
}

amr::input::Deck LoadDeck(const std::string& path, const std::vector<std::string>& overrides,
                          const physics::Registry& registry, const amr::Comm& comm) {
  // Rank 0 reads the file; a failure to read is shared so every rank raises the same error.
  std::string text, failure;
  if (comm.IsRoot()) {
    std::ifstream in(path);
    if (!in) {
      failure = fmt::format("cannot read deck '{}': {}", path, std::strerror(errno));
    } else {
      std::ostringstream contents;
      contents << in.rdbuf();
      text = contents.str();
    }
  }
  comm.Broadcast(failure);
  if (!failure.empty()) throw UserError(failure);
  comm.Broadcast(text);
  amr::input::Deck deck = amr::input::Deck::Parse(text, path, overrides);
  ValidateDeck(deck, registry);
  return deck;
}

amr::Domain MakeDomain(const amr::input::Deck& deck) {
  const auto lo = deck.GetDoubles("mesh", "lo"), hi = deck.GetDoubles("mesh", "hi");
  const auto cells = deck.GetInts("mesh", "cells");
  const auto periodic = deck.GetBools("mesh", "periodic");
  amr::Domain domain;
  domain.box = amr::Box({0, 0, 0}, {static_cast<int>(cells[0]) - 1, static_cast<int>(cells[1]) - 1,
                                    static_cast<int>(cells[2]) - 1});
  for (int d = 0; d < 3; ++d) {
    domain.prob_lo[d] = lo[d];
    domain.periodic[d] = periodic[d];
  }
  domain.dx = (hi[0] - lo[0]) / cells[0];
  return domain;
}

amr::BoundaryConditions MakeBoundaries(const amr::input::Deck& deck) {
  amr::BoundaryConditions bc;
  const auto lo = deck.GetStrings("mesh", "boundary_lo"), hi = deck.GetStrings("mesh", "boundary_hi");
  for (int d = 0; d < 3; ++d) {
    bc.kind[d][0] = amr::ParseBoundaryKind(lo[d]);
    bc.kind[d][1] = amr::ParseBoundaryKind(hi[d]);
  }
  return bc;
}

RunControls MakeRunControls(const amr::input::Deck& deck) {
  RunControls controls;
  if (deck.Has("run", "stop_time")) controls.stop_time = deck.GetDouble("run", "stop_time");
  if (deck.Has("run", "max_steps")) controls.max_steps = deck.GetInt("run", "max_steps");
  controls.cfl = deck.GetDouble("run", "cfl");
  return controls;
}

amr::AmrOptions MakeAmrOptions(const amr::input::Deck& deck) {
  amr::AmrOptions options;
  options.max_level = static_cast<int>(deck.GetInt("amr", "max_level"));
  options.ratio = static_cast<int>(deck.GetInt("amr", "ref_ratio"));
  options.regrid_interval = static_cast<int>(deck.GetInt("amr", "regrid_interval"));
  options.buffer_cells = static_cast<int>(deck.GetInt("amr", "buffer_cells"));
  options.blocking_factor = static_cast<int>(deck.GetInt("amr", "blocking_factor"));
  options.efficiency = deck.GetDouble("amr", "efficiency");
  options.max_patch_cells = deck.GetInt("mesh", "max_patch_cells");
  options.check_invariants = deck.GetBool("amr", "check_invariants");
  return options;
}

Setup MakeSetup(const amr::input::Deck& deck, const physics::Registry& registry,
                const amr::Comm& comm) {
  Setup setup;
  const physics::KernelEntry* entry = registry.Find(deck.GetString("physics", "kernel"));
  VAGUS_ASSERT(entry != nullptr, "deck validated with an unknown kernel");
  setup.kernel = entry->create(deck);
  setup.simulation = std::make_unique<amr::Simulation>(
      *setup.kernel, MakeDomain(deck), MakeAmrOptions(deck), MakeBoundaries(deck), comm);
  setup.autonomic = std::make_unique<AutonomicDriver>(deck, *setup.simulation, comm);
  setup.controls = MakeRunControls(deck);
  return setup;
}

void RunToEnd(amr::Simulation& simulation, const RunControls& controls,
              const std::function<bool(double dt)>& on_step) {
  // A step that would end within this fraction of dt of the stop time ends exactly on it.
  constexpr double kStopSlack = 1e-12;
  while (simulation.Step() < controls.max_steps &&
         simulation.Time() < controls.stop_time * (1.0 - kStopSlack)) {
    double dt = simulation.StableDt(controls.cfl);
    if (simulation.Time() + dt > controls.stop_time) dt = controls.stop_time - simulation.Time();
    simulation.Advance(dt);
    if (on_step && !on_step(dt)) break;
  }
}

}  // namespace vagus::app
