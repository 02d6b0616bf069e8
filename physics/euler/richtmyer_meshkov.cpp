// The Richtmyer-Meshkov set-up's deck keys and construction; the post-shock state follows from
// the Rankine-Hugoniot relations for a shock of Mach number M running into gas at rest.
#include <vagus/physics/euler/richtmyer_meshkov.hpp>

#include <fmt/format.h>

#include <cmath>

namespace vagus::physics::euler {
namespace {

using input::kGreaterThanOne;
using input::kPositive;
using input::Presence;
using input::ValueKind;

class RichtmyerMeshkov final : public Problem {
 public:
  explicit RichtmyerMeshkov(const RichtmyerMeshkovState& state) : state_(state) {}

  void Initialize(amr::Patch& patch, const amr::Domain& domain) const override {
    FillCellAverages("euler::RichtmyerMeshkov", patch, domain, state_);
  }
  // Shocked gas 1 enters at low x; gas 2 at rest lies beyond high x; gas 1 at rest elsewhere.
  void InflowState(int dir, int side, double* w) const override {
    if (dir == 0 && side == 0)
      for (int c = 0; c < kNumState; ++c) w[c] = state_.shocked[c];
    else if (dir == 0)
      SetPrimitive(w, state_.rho0 * state_.density_ratio, 0.0, 0, state_.pressure, 1.0);
    else
      SetPrimitive(w, state_.rho0, 0.0, 0, state_.pressure, 0.0);
  }
  [[nodiscard]] std::vector<InterfaceMode> InterfaceModes() const override {
    const double k = state_.Wavenumber();
    std::vector<InterfaceMode> modes;
    for (int m = 0; m < state_.num_modes; ++m)  // a flat interface (a 1-D run) has none
      if (state_.mode_amplitude[m] != 0.0) modes.push_back({k * state_.mode_ny[m], k * state_.mode_nz[m]});
    return modes;
  }

 private:
  RichtmyerMeshkovState state_;
};

std::vector<input::KeySpec> Keys() {
  return {
      {"mach", ValueKind::kFloat, Presence::kDefaulted, "1.2", "shock Mach number in gas 1",
       kGreaterThanOne},
      {"density", ValueKind::kFloat, Presence::kDefaulted, "1.0", "density of unshocked gas 1",
       kPositive},
      {"pressure", ValueKind::kFloat, Presence::kDefaulted, "1.0", "pressure ahead of the shock",
       kPositive},
      {"density_ratio", ValueKind::kFloat, Presence::kDefaulted, "5.0",
       "density of gas 2 over gas 1 (air -> SF6 is about 5)", kPositive},
      {"shock_x", ValueKind::kFloat, Presence::kDefaulted, "0.1",
       "initial position of the shock (it moves towards +x)", {}, {}, 0, "", input::Position::kX},
      {"interface_x", ValueKind::kFloat, Presence::kDefaulted, "0.2",
       "mean position of the gas 1 / gas 2 interface", {}, {}, 0, "", input::Position::kX},
      {"amplitude", ValueKind::kFloat, Presence::kDefaulted, "0.01",
       "a0 of the single mode a0 cos(2 pi y / lambda) cos(2 pi z / lambda)", {}, {}, 0,
       "modes"},
      {"wavelength", ValueKind::kFloat, Presence::kDefaulted, "1.0", "lambda", kPositive},
      {"modes", ValueKind::kFloatTable, Presence::kOptional, "",
       "instead of the single mode: [[ny, nz, a], ...] for sum a cos(2 pi ny y / lambda) "
       "cos(2 pi nz z / lambda)"},
      {"samples", ValueKind::kInt, Presence::kDefaulted, "8",
       "sub-samples per direction to average cells the interface crosses", {1.0, 64.0}},
  };
}

// The modes of [problem] modes, or the single mode of `amplitude`.
void ReadModes(const input::Deck& deck, RichtmyerMeshkovState& s) {
  if (!deck.Has("problem", "modes")) {
    s.num_modes = 1;
    s.mode_ny[0] = s.mode_nz[0] = 1.0;
    s.mode_amplitude[0] = deck.GetDouble("problem", "amplitude");
    return;
  }
  const auto modes = deck.GetDoubleTable("problem", "modes");
  if (modes.empty() || modes.size() > kMaxModes)
    throw deck.Error("problem", "modes", fmt::format("give 1 to {} modes", kMaxModes));
  s.num_modes = static_cast<int>(modes.size());
  for (int m = 0; m < s.num_modes; ++m) {
    if (modes[m].size() != 3)
      throw deck.Error("problem", "modes", "each mode is [ny, nz, amplitude]");
    s.mode_ny[m] = modes[m][0];
    s.mode_nz[m] = modes[m][1];
    s.mode_amplitude[m] = modes[m][2];
  }
}

std::unique_ptr<Problem> FromDeck(const input::Deck& deck, const Eos& eos) {
  RichtmyerMeshkovState s;
  s.eos = eos;
  const double mach = deck.GetDouble("problem", "mach");
  s.rho0 = deck.GetDouble("problem", "density");
  s.pressure = deck.GetDouble("problem", "pressure");
  s.density_ratio = deck.GetDouble("problem", "density_ratio");
  s.shock_x = deck.GetDouble("problem", "shock_x");
  s.interface = deck.GetDouble("problem", "interface_x");
  s.lambda = deck.GetDouble("problem", "wavelength");
  s.samples = static_cast<int>(deck.GetInt("problem", "samples"));
  ReadModes(deck, s);
  s.max_displacement = 0.0;
  for (int m = 0; m < s.num_modes; ++m) s.max_displacement += std::fabs(s.mode_amplitude[m]);
  if (s.shock_x >= s.interface - s.max_displacement)
    throw deck.Error("problem", "shock_x",
                     "the shock must start on the gas-1 side of the whole interface");
  PostShockState(mach, s.rho0, s.pressure, eos.gamma[0], s.shocked);
  return MakeRichtmyerMeshkov(s);
}

}  // namespace

void PostShockState(double mach, double rho0, double p0, double gamma, double* w) {
  const double g = gamma, m2 = mach * mach;
  const double c1 = std::sqrt(g * p0 / rho0);
  const double rho2 = rho0 * (g + 1.0) * m2 / ((g - 1.0) * m2 + 2.0);
  const double p2 = p0 * (1.0 + 2.0 * g / (g + 1.0) * (m2 - 1.0));
  const double u2 = mach * c1 * (1.0 - rho0 / rho2);
  SetPrimitive(w, rho2, u2, 0, p2, 0.0);
}

std::unique_ptr<Problem> MakeRichtmyerMeshkov(const RichtmyerMeshkovState& state) {
  return std::make_unique<RichtmyerMeshkov>(state);
}

ProblemEntry RichtmyerMeshkovEntry() {
  return {"richtmyer_meshkov",
          "a planar shock in gas 1 running into a perturbed interface with gas 2", Keys, FromDeck};
}

}  // namespace vagus::physics::euler
