// The smooth wave's deck keys and construction.
#include <vagus/physics/euler/smooth_wave.hpp>

namespace vagus::physics::euler {
namespace {

using input::kPositive;
using input::Presence;
using input::ValueKind;

class SmoothWave final : public Problem {
 public:
  explicit SmoothWave(const SmoothWaveState& state) : state_(state) {}

  void Initialize(amr::Patch& patch, const amr::Domain& domain) const override {
    FillCellAverages("euler::SmoothWave", patch, domain, state_);
  }
  // The mean state, moving with the wave.
  void InflowState(int, int, double* w) const override {
    SetPrimitive(w, state_.rho0, 0.0, 0, state_.pressure, 0.0);
    for (int d = 0; d < 3; ++d) w[kVelocityX + d] = state_.dirs[d] ? state_.speed : 0.0;
  }

 private:
  SmoothWaveState state_;
};

}  // namespace

ProblemEntry SmoothWaveEntry() {
  ProblemEntry entry;
  entry.name = "smooth_wave";
  entry.help = "a smooth density wave carried at constant velocity (exact solution known)";
  entry.keys = [] {
    return std::vector<input::KeySpec>{
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
  };
  entry.create = [](const input::Deck& deck, const Eos& eos) -> std::unique_ptr<Problem> {
    SmoothWaveState s;
    s.eos = eos;
    const std::string dirs = deck.GetString("problem", "direction");
    for (int d = 0; d < 3; ++d) s.dirs[d] = dirs.find("xyz"[d]) != std::string::npos;
    s.rho0 = deck.GetDouble("problem", "density");
    s.amplitude = deck.GetDouble("problem", "amplitude");
    s.speed = deck.GetDouble("problem", "speed");
    s.wavelength = deck.GetDouble("problem", "wavelength");
    s.pressure = deck.GetDouble("problem", "pressure");
    return std::make_unique<SmoothWave>(s);
  };
  return entry;
}

}  // namespace vagus::physics::euler
