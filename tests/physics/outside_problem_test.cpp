// A problem for the Euler kernel registered from outside Vagus (as an application would): its
// deck keys are validated with the built-in ones, a deck names it, and the run starts from its
// state on every rank; a name registered twice is refused.
#include <gtest/gtest.h>

#include <vagus/driver/deck_loader.hpp>
#include <vagus/driver/driver.hpp>
#include <vagus/amr/gather.hpp>
#include <vagus/physics/euler/euler_kernel.hpp>

namespace vagus::testing {
namespace {

using physics::euler::Eos;
using physics::euler::FillCellAverages;
using physics::euler::Problem;
using physics::euler::ProblemEntry;

// Gas at rest whose density rises linearly along x: rho = base + slope x.
struct RampState {
  Eos eos;
  double base = 1.0, slope = 0.0;
  KOKKOS_INLINE_FUNCTION void operator()(const double* x, double, const bool*, double* u) const {
    const double w[physics::euler::kNumState] = {base + slope * x[0], 0.0, 0.0, 0.0, 1.0, 0.0};
    physics::euler::PrimitiveToConserved(eos, w, u);
  }
};

class Ramp final : public Problem {
 public:
  explicit Ramp(const RampState& state) : state_(state) {}
  void Initialize(amr::Patch& patch, const amr::Domain& domain) const override {
    FillCellAverages("test::Ramp", patch, domain, state_);
  }
  void InflowState(int, int, double* w) const override {
    physics::euler::SetPrimitive(w, state_.base, 0.0, 0, 1.0, 0.0);
  }

 private:
  RampState state_;
};

ProblemEntry RampEntry() {
  ProblemEntry entry;
  entry.name = "ramp";
  entry.help = "density rising linearly along x, at rest";
  entry.keys = [] {
    return std::vector<input::KeySpec>{
        {"base", input::ValueKind::kFloat, input::Presence::kDefaulted, "1.0", "density at x = 0",
         input::kPositive},
        {"slope", input::ValueKind::kFloat, input::Presence::kRequired, "", "d rho / dx"},
    };
  };
  entry.create = [](const input::Deck& deck, const Eos& eos) -> std::unique_ptr<Problem> {
    RampState s;
    s.eos = eos;
    s.base = deck.GetDouble("problem", "base");
    s.slope = deck.GetDouble("problem", "slope");
    return std::make_unique<Ramp>(s);
  };
  return entry;
}

constexpr const char* kDeck = R"(
[run]
max_steps = 0
[mesh]
lo = [0.0, 0.0, 0.0]
hi = [1.0, 0.25, 0.03125]
cells = [32, 8, 1]
max_patch_cells = 64
[problem]
name = "ramp"
slope = 0.5
)";

amr::KernelRegistry RegistryWithRamp() {
  physics::euler::ProblemRegistry problems = physics::euler::BuiltinProblems();
  problems.Add(RampEntry());
  amr::KernelRegistry registry;
  registry.Add(physics::euler::EulerKernelEntry(std::move(problems)));
  return registry;
}

TEST(OutsideProblem, RunsFromItsStateOnEveryRank) {
  amr::KernelRegistry registry = RegistryWithRamp();
  const Comm comm = Comm::World();
  const input::Deck deck = LoadDeckText(kDeck, "ramp.toml", {}, registry, comm);
  Driver driver(deck, registry, comm);
  driver.Initialize();
  const std::vector<double> density = amr::GatherLevel(driver.Sim().Hierarchy().Level(), comm);
  EXPECT_GT(driver.Sim().Hierarchy().Level().Patches().size(), 1u);
  if (!comm.IsRoot()) return;
  for (int j = 0; j < 8; ++j)
    for (int i = 0; i < 32; ++i)
      EXPECT_DOUBLE_EQ(density[j * 32 + i], 1.0 + 0.5 * (i + 0.5) / 32) << i << ", " << j;
}

TEST(OutsideProblem, ItsKeysAreCheckedAndItsNameIsAChoice) {
  amr::KernelRegistry registry = RegistryWithRamp();
  const Comm comm = Comm::World();
  try {
    (void)LoadDeckText(kDeck, "ramp.toml", {"problem.slope=\"steep\""}, registry, comm);
    FAIL() << "a string slope was accepted";
  } catch (const UserError& e) {
    EXPECT_NE(std::string(e.what()).find("problem.slope"), std::string::npos) << e.what();
  }
  try {
    (void)LoadDeckText(kDeck, "ramp.toml", {"problem.name=\"rampp\""}, registry, comm);
    FAIL() << "an unknown problem was accepted";
  } catch (const UserError& e) {
    EXPECT_NE(std::string(e.what()).find("ramp"), std::string::npos) << e.what();
  }
  physics::euler::ProblemRegistry problems = physics::euler::BuiltinProblems();
  EXPECT_THROW(problems.Add(physics::euler::ProblemEntry{"sod", "", {}, {}}), UserError);
}

}  // namespace
}  // namespace vagus::testing
