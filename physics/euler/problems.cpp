// The Euler problems' deck keys and construction. Shock-tube states are Toro's (Riemann Solvers
// and Numerical Methods for Fluid Dynamics, 3rd ed., Table 10.1) and Sod's; the Richtmyer-Meshkov
// post-shock state follows from the Rankine-Hugoniot relations for a shock of Mach number M
// running into gas at rest.
#include "physics/euler/problems.hpp"

#include <cmath>

#include <fmt/format.h>

namespace vagus::physics::euler {
namespace {

using input::KeySpec;
using input::Presence;
using input::Range;
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

const ShockTubeCase* FindShockTube(const std::string& name) {
  for (const ShockTubeCase& c : kShockTubes)
    if (name == c.name) return &c;
  return nullptr;
}

const Range kPositive{0.0, HUGE_VAL, true, false};

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

std::vector<KeySpec> SmoothWaveKeys() {
  return {
      {"direction", ValueKind::kString, Presence::kDefaulted, "\"x\"",
       "axes the wave travels along (velocity `speed` along each)", {},
       {"x", "y", "z", "xy", "xz", "yz", "xyz"}},
      {"density", ValueKind::kFloat, Presence::kDefaulted, "1.0", "mean density", kPositive},
      {"amplitude", ValueKind::kFloat, Presence::kDefaulted, "0.2",
       "relative amplitude of the density wave", {0.0, 1.0, false, true}},
      {"speed", ValueKind::kFloat, Presence::kDefaulted, "1.0", "advection velocity component"},
      {"wavelength", ValueKind::kFloat, Presence::kDefaulted, "1.0",
       "wavelength along each travelling axis", kPositive},
      {"pressure", ValueKind::kFloat, Presence::kDefaulted, "1.0", "uniform pressure", kPositive},
  };
}

std::vector<KeySpec> BlobKeys() {
  return {
      {"centre", ValueKind::kFloatArray, Presence::kDefaulted, "[0.5, 0.5, 0.5]",
       "centre of the blob", {}, {}, 3},
      {"radius", ValueKind::kFloat, Presence::kDefaulted, "0.2", "radius of the blob", kPositive},
      {"density", ValueKind::kFloat, Presence::kDefaulted, "1.0", "density of the surrounding gas 1",
       kPositive},
      {"density_ratio", ValueKind::kFloat, Presence::kDefaulted, "5.0",
       "density of the blob (gas 2) over that of gas 1", kPositive},
      {"velocity", ValueKind::kFloatArray, Presence::kDefaulted, "[1.0, 0.0, 0.0]",
       "uniform velocity carrying the blob", {}, {}, 3},
      {"pressure", ValueKind::kFloat, Presence::kDefaulted, "1.0", "uniform pressure", kPositive},
      {"samples", ValueKind::kInt, Presence::kDefaulted, "4",
       "sub-samples per direction to average cells the blob's edge crosses", {1.0, 64.0}},
  };
}

std::vector<KeySpec> RichtmyerMeshkovKeys() {
  return {
      {"mach", ValueKind::kFloat, Presence::kDefaulted, "1.2", "shock Mach number in gas 1",
       {1.0, HUGE_VAL, true, false}},
      {"density", ValueKind::kFloat, Presence::kDefaulted, "1.0", "density of unshocked gas 1",
       kPositive},
      {"pressure", ValueKind::kFloat, Presence::kDefaulted, "1.0", "pressure ahead of the shock",
       kPositive},
      {"density_ratio", ValueKind::kFloat, Presence::kDefaulted, "5.0",
       "density of gas 2 over gas 1 (air -> SF6 is about 5)", kPositive},
      {"shock_x", ValueKind::kFloat, Presence::kDefaulted, "0.1",
       "initial position of the shock (it moves towards +x)"},
      {"interface_x", ValueKind::kFloat, Presence::kDefaulted, "0.2",
       "mean position of the gas 1 / gas 2 interface"},
      {"amplitude", ValueKind::kFloat, Presence::kDefaulted, "0.01",
       "a0 of the single mode a0 cos(2 pi y / lambda) cos(2 pi z / lambda)"},
      {"wavelength", ValueKind::kFloat, Presence::kDefaulted, "1.0", "lambda", kPositive},
      {"modes", ValueKind::kFloatTable, Presence::kOptional, "",
       "instead of the single mode: [[ny, nz, a], ...] for sum a cos(2 pi ny y / lambda) "
       "cos(2 pi nz z / lambda)"},
      {"samples", ValueKind::kInt, Presence::kDefaulted, "8",
       "sub-samples per direction to average cells the interface crosses", {1.0, 64.0}},
  };
}

void SetState(double* w, double rho, double un, int dir, double p, double y) {
  w[kDensity] = rho;
  w[1] = w[2] = w[3] = 0.0;
  w[kVelocityX + dir] = un;
  w[kPressure] = p;
  w[kMassFraction2] = y;
}

}  // namespace

const std::vector<std::string>& ProblemNames() {
  static const std::vector<std::string> names = [] {
    std::vector<std::string> n;
    for (const ShockTubeCase& c : kShockTubes) n.push_back(c.name);
    n.push_back("smooth_wave");
    n.push_back("blob");
    n.push_back("richtmyer_meshkov");
    return n;
  }();
  return names;
}

void AddProblemSchema(input::Schema& schema, const std::string& name) {
  input::SectionSpec section{"problem", "the initial state and its parameters", {}};
  section.keys.push_back({"name", ValueKind::kString, Presence::kRequired, "", "problem to set up",
                          {}, ProblemNames()});
  std::vector<KeySpec> keys;
  if (const ShockTubeCase* tube = FindShockTube(name))
    keys = ShockTubeKeys(*tube);
  else if (name == "smooth_wave")
    keys = SmoothWaveKeys();
  else if (name == "blob")
    keys = BlobKeys();
  else if (name == "richtmyer_meshkov")
    keys = RichtmyerMeshkovKeys();
  section.keys.insert(section.keys.end(), keys.begin(), keys.end());
  schema.Add(section);
}

Problem MakeProblem(const input::Deck& deck, const Eos& eos) {
  Problem p;
  p.eos = eos;
  const std::string name = deck.GetString("problem", "name");
  if (FindShockTube(name)) {
    p.kind = ProblemKind::kShockTube;
    const std::string dir = deck.GetString("problem", "direction");
    p.direction = dir == "x" ? 0 : (dir == "y" ? 1 : 2);
    p.interface = deck.GetDouble("problem", "interface");
    const auto l = deck.GetDoubles("problem", "left"), r = deck.GetDoubles("problem", "right");
    SetState(p.left, l[0], l[1], p.direction, l[2],
             deck.GetDouble("problem", "left_mass_fraction"));
    SetState(p.right, r[0], r[1], p.direction, r[2],
             deck.GetDouble("problem", "right_mass_fraction"));
    for (const auto* state : {&l, &r})
      if ((*state)[0] <= 0.0 || (*state)[2] <= 0.0)
        throw deck.Error("problem", state == &l ? "left" : "right",
                         "density and pressure must be > 0");
  } else if (name == "smooth_wave") {
    p.kind = ProblemKind::kSmoothWave;
    const std::string dirs = deck.GetString("problem", "direction");
    for (int d = 0; d < 3; ++d) p.wave_dirs[d] = dirs.find("xyz"[d]) != std::string::npos;
    p.rho0 = deck.GetDouble("problem", "density");
    p.amplitude = deck.GetDouble("problem", "amplitude");
    p.speed = deck.GetDouble("problem", "speed");
    p.wavelength = deck.GetDouble("problem", "wavelength");
    p.pressure = deck.GetDouble("problem", "pressure");
  } else if (name == "blob") {
    p.kind = ProblemKind::kBlob;
    const auto centre = deck.GetDoubles("problem", "centre");
    const auto velocity = deck.GetDoubles("problem", "velocity");
    for (int d = 0; d < 3; ++d) {
      p.centre[d] = centre[d];
      p.velocity[d] = velocity[d];
    }
    p.radius = deck.GetDouble("problem", "radius");
    p.rho0 = deck.GetDouble("problem", "density");
    p.density_ratio = deck.GetDouble("problem", "density_ratio");
    p.pressure = deck.GetDouble("problem", "pressure");
    p.samples = static_cast<int>(deck.GetInt("problem", "samples"));
  } else {
    p.kind = ProblemKind::kRichtmyerMeshkov;
    p.mach = deck.GetDouble("problem", "mach");
    p.rho0 = deck.GetDouble("problem", "density");
    p.pressure = deck.GetDouble("problem", "pressure");
    p.density_ratio = deck.GetDouble("problem", "density_ratio");
    p.shock_x = deck.GetDouble("problem", "shock_x");
    p.interface = deck.GetDouble("problem", "interface_x");
    p.lambda = deck.GetDouble("problem", "wavelength");
    p.samples = static_cast<int>(deck.GetInt("problem", "samples"));
    if (deck.Has("problem", "modes")) {
      const auto modes = deck.GetDoubleTable("problem", "modes");
      if (modes.empty() || modes.size() > kMaxModes)
        throw deck.Error("problem", "modes", fmt::format("give 1 to {} modes", kMaxModes));
      p.num_modes = static_cast<int>(modes.size());
      for (int m = 0; m < p.num_modes; ++m) {
        if (modes[m].size() != 3)
          throw deck.Error("problem", "modes", "each mode is [ny, nz, amplitude]");
        p.mode_ny[m] = modes[m][0];
        p.mode_nz[m] = modes[m][1];
        p.mode_amplitude[m] = modes[m][2];
      }
    } else {
      p.num_modes = 1;
      p.mode_ny[0] = p.mode_nz[0] = 1.0;
      p.mode_amplitude[0] = deck.GetDouble("problem", "amplitude");
    }
    p.max_displacement = 0.0;
    for (int m = 0; m < p.num_modes; ++m) p.max_displacement += std::fabs(p.mode_amplitude[m]);
    if (p.shock_x >= p.interface - p.max_displacement)
      throw deck.Error("problem", "shock_x",
                       "the shock must start on the gas-1 side of the whole interface");
    // Rankine-Hugoniot jump for a shock moving at M c1 into gas 1 at rest.
    const double g = eos.gamma[0], m2 = p.mach * p.mach;
    const double c1 = std::sqrt(g * p.pressure / p.rho0);
    const double rho2 = p.rho0 * (g + 1.0) * m2 / ((g - 1.0) * m2 + 2.0);
    const double p2 = p.pressure * (1.0 + 2.0 * g / (g + 1.0) * (m2 - 1.0));
    const double u2 = p.mach * c1 * (1.0 - p.rho0 / rho2);
    SetState(p.shocked, rho2, u2, 0, p2, 0.0);
  }
  return p;
}

void InflowState(const Problem& problem, int dir, int side, double* w) {
  switch (problem.kind) {
    case ProblemKind::kShockTube: {
      // The state of the tube's end that the face is on (the low side for faces along the tube).
      const bool high_end = dir == problem.direction && side == 1;
      const double* s = high_end ? problem.right : problem.left;
      for (int c = 0; c < kNumState; ++c) w[c] = s[c];
      return;
    }
    case ProblemKind::kRichtmyerMeshkov:
      // Shocked gas 1 enters at low x; gas 2 at rest lies beyond high x; gas 1 at rest elsewhere.
      if (dir == 0 && side == 0)
        for (int c = 0; c < kNumState; ++c) w[c] = problem.shocked[c];
      else if (dir == 0)
        SetState(w, problem.rho0 * problem.density_ratio, 0.0, 0, problem.pressure, 1.0);
      else
        SetState(w, problem.rho0, 0.0, 0, problem.pressure, 0.0);
      return;
    case ProblemKind::kSmoothWave:
      SetState(w, problem.rho0, 0.0, 0, problem.pressure, 0.0);
      for (int d = 0; d < 3; ++d) w[kVelocityX + d] = problem.wave_dirs[d] ? problem.speed : 0.0;
      return;
    case ProblemKind::kBlob:
      SetState(w, problem.rho0, 0.0, 0, problem.pressure, 0.0);
      for (int d = 0; d < 3; ++d) w[kVelocityX + d] = problem.velocity[d];
      return;
  }
}

}  // namespace vagus::physics::euler
