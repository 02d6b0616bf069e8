// The shock tubes' deck keys, defaults and construction.
#include <vagus/physics/euler/shock_tube.hpp>

#include <fmt/format.h>

#include <cmath>

namespace vagus::physics::euler {
namespace {

using input::KeySpec;
using input::Presence;
using input::ValueKind;

struct ShockTubeCase {
  const char* name;
  double left[3], right[3];  // density, normal velocity, pressure
  double interface;
  double suggested_time;
};

constexpr ShockTubeCase kShockTubes[] = {
    {"sod", {1.0, 0.0, 1.0}, {0.125, 0.0, 0.1}, 0.5, 0.2},
    {"toro1", {1.0, 0.75, 1.0}, {0.125, 0.0, 0.1}, 0.3, 0.2},
    {"toro2", {1.0, -2.0, 0.4}, {1.0, 2.0, 0.4}, 0.5, 0.15},
    {"toro3", {1.0, 0.0, 1000.0}, {1.0, 0.0, 0.01}, 0.5, 0.012},
    {"toro4", {5.99924, 19.5975, 460.894}, {5.99242, -6.19633, 46.0950}, 0.4, 0.035},
    {"toro5", {1.0, -19.59745, 1000.0}, {1.0, -19.59745, 0.01}, 0.8, 0.012},
};

std::string Toml(const double (&v)[3]) { return fmt::format("[{}, {}, {}]", v[0], v[1], v[2]); }

std::vector<KeySpec> ShockTubeKeys(const ShockTubeCase& c) {
  return {
      {"direction", ValueKind::kString, Presence::kDefaulted, "\"x\"",
       "axis the tube lies along", {}, {"x", "y", "z"}},
      {"interface", ValueKind::kFloat, Presence::kDefaulted, fmt::format("{}", c.interface),
       fmt::format("position of the initial discontinuity (run to t = {} for the classic test)",
                   c.suggested_time)},
      {"left", ValueKind::kFloatArray, Presence::kDefaulted, Toml(c.left),
       "[density, velocity along the tube, pressure] left of the interface", {}, {}, 3},
      {"right", ValueKind::kFloatArray, Presence::kDefaulted, Toml(c.right),
       "[density, velocity along the tube, pressure] right of the interface", {}, {}, 3},
      {"left_mass_fraction", ValueKind::kFloat, Presence::kDefaulted, "0.0",
       "mass fraction of species 2 left of the interface", {0.0, 1.0}},
      {"right_mass_fraction", ValueKind::kFloat, Presence::kDefaulted, "0.0",
       "mass fraction of species 2 right of the interface", {0.0, 1.0}},
  };
}

class ShockTube final : public Problem {
 public:
  explicit ShockTube(const ShockTubeState& state) : state_(state) {}

  void Initialize(amr::Patch& patch, const amr::Domain& domain) const override {
    FillCellAverages("euler::ShockTube", patch, domain, state_);
  }
  // The state of the tube's end that the face is on (the low side for faces along the tube).
  void InflowState(int dir, int side, double* w) const override {
    const bool high_end = dir == state_.direction && side == 1;
    const double* s = high_end ? state_.right : state_.left;
    for (int c = 0; c < kNumState; ++c) w[c] = s[c];
  }

 private:
  ShockTubeState state_;
};

std::unique_ptr<Problem> MakeShockTube(const input::Deck& deck, const Eos& eos) {
  ShockTubeState s;
  s.eos = eos;
  const std::string dir = deck.GetString("problem", "direction");
  s.direction = dir == "x" ? 0 : (dir == "y" ? 1 : 2);
  s.interface = deck.GetDouble("problem", "interface");
  // Along `direction`, so not a fixed-axis position the deck loader checks.
  const double lo = deck.GetDoubles("mesh", "lo")[s.direction];
  const double hi = deck.GetDoubles("mesh", "hi")[s.direction];
  if (!(s.interface > lo && s.interface < hi))
    throw deck.Error("problem", "interface",
                     fmt::format("{} lies outside the domain along {}: ({}, {}) (mesh.lo, mesh.hi)",
                                 s.interface, dir, lo, hi));
  const auto l = deck.GetDoubles("problem", "left"), r = deck.GetDoubles("problem", "right");
  for (const auto* state : {&l, &r})
    if ((*state)[0] <= 0.0 || (*state)[2] <= 0.0)
      throw deck.Error("problem", state == &l ? "left" : "right",
                       "density and pressure must be > 0");
  SetPrimitive(s.left, l[0], l[1], s.direction, l[2],
               deck.GetDouble("problem", "left_mass_fraction"));
  SetPrimitive(s.right, r[0], r[1], s.direction, r[2],
               deck.GetDouble("problem", "right_mass_fraction"));
  return std::make_unique<ShockTube>(s);
}

}  // namespace

std::vector<ProblemEntry> ShockTubeEntries() {
  std::vector<ProblemEntry> entries;
  for (const ShockTubeCase& c : kShockTubes)
    entries.push_back({c.name, fmt::format("shock tube: {}", c.name),
                       [c] { return ShockTubeKeys(c); }, MakeShockTube});
  return entries;
}

}  // namespace vagus::physics::euler
