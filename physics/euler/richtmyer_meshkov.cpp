// The Richtmyer-Meshkov set-up's deck keys and construction; the post-shock state follows from
// the Rankine-Hugoniot relations for a shock of Mach number M running into gas at rest.
#include <vagus/physics/euler/richtmyer_meshkov.hpp>

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <limits>
#include <random>

#include <vagus/physics/euler/exact_riemann.hpp>

namespace vagus::physics::euler {
namespace {

constexpr double kPi = 3.14159265358979323846;

using input::kGreaterThanOne;
using input::kPositive;
using input::Presence;
using input::ValueKind;

// The exact solution of the planar problem (the interface flat), in the deck's frame: the shock
// running through gas 1, then, from its hit on the interface, the Riemann problem of shocked gas 1
// against gas 2 (the reflected wave, the contact, the transmitted shock). Waves that later
// interactions make (a wall's echo, the layer's own) are not in it.
class PlanarSolution {
 public:
  explicit PlanarSolution(const RichtmyerMeshkovState& s)
      : s_(s),
        // The shock's speed from mass conservation across it, in the gases' frame.
        speed_(s.shocked[kDensity] * (s.shocked[1] - s.frame_velocity) /
               (s.shocked[kDensity] - s.rho0)),
        t_hit_((s.interface - s.shock_x) / speed_),
        x_hit_(s.interface + s.frame_velocity * t_hit_),
        hit_({s.shocked[kDensity], s.shocked[1], s.shocked[kPressure]},
             {s.rho0 * s.density_ratio, s.frame_velocity, s.pressure}, s.eos.gamma[0],
             s.eos.gamma[1]) {}

  // The primitive state at position x along x and time t.
  void At(double x, double t, double* w) const {
    if (t <= t_hit_) {
      if (x < s_.shock_x + (speed_ + s_.frame_velocity) * t) {
        for (int c = 0; c < kNumState; ++c) w[c] = s_.shocked[c];
        return;
      }
      const bool gas2 = x >= s_.interface + s_.frame_velocity * t;
      SetPrimitive(w, gas2 ? s_.rho0 * s_.density_ratio : s_.rho0, s_.frame_velocity, 0,
                   s_.pressure, gas2 ? 1.0 : 0.0);
      return;
    }
    const double ray = (x - x_hit_) / (t - t_hit_);
    const RiemannState r = hit_.Sample(ray);
    SetPrimitive(w, r.rho, r.u, 0, r.p, ray >= hit_.StarVelocity() ? 1.0 : 0.0);
  }

 private:
  RichtmyerMeshkovState s_;
  double speed_, t_hit_, x_hit_;
  ExactRiemannSolver hit_;
};

class RichtmyerMeshkov final : public Problem {
 public:
  RichtmyerMeshkov(const RichtmyerMeshkovState& state, std::vector<InterfaceMode> reported,
                   double x_lo, double x_hi)
      : state_(state), reported_(std::move(reported)), planar_(state), x_faces_{x_lo, x_hi} {}

  void Initialize(amr::Patch& patch, const amr::Domain& domain) const override {
    FillCellAverages("euler::RichtmyerMeshkov", patch, domain, state_);
  }
  void InflowState(int dir, int side, double* w) const override {
    InflowStateAt(dir, side, 0.0, w);
  }
  // Along x the planar solution at the face: shocked gas 1 at low x and gas 2 at high x until the
  // waves of the hit pass them, which then leave the domain as if it went on. Across, unshocked
  // gas 1 (all moving with the frame velocity).
  void InflowStateAt(int dir, int side, double time, double* w) const override {
    if (dir == 0)
      planar_.At(x_faces_[side], time, w);
    else
      SetPrimitive(w, state_.rho0, state_.frame_velocity, 0, state_.pressure, 0.0);
  }
  [[nodiscard]] std::vector<InterfaceMode> InterfaceModes() const override { return reported_; }

 private:
  RichtmyerMeshkovState state_;
  std::vector<InterfaceMode> reported_;  // the deck's cosine modes; none for a band
  PlanarSolution planar_;
  double x_faces_[2];  // the domain's low and high x
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
      {"band", ValueKind::kFloatArray, Presence::kOptional, "",
       "instead of amplitude or modes: [n_min, n_max], every mode (ny, nz) with n_min <= "
       "sqrt(ny^2 + nz^2) <= n_max (wavelengths lambda / n_max to lambda / n_min) with random "
       "amplitudes (constant power spectrum) scaled to band_rms",
       kPositive, {}, 2},
      {"band_rms", ValueKind::kFloat, Presence::kDefaulted, "0.01",
       "with band: the standard deviation of the interface's displacement", kPositive},
      {"seed", ValueKind::kInt, Presence::kDefaulted, "1",
       "with band: the seed of the random amplitudes (the same interface on every machine)",
       {0.0, 9007199254740992.0}},
      {"frame_velocity", ValueKind::kFloat, Presence::kDefaulted, "0.0",
       "added to every velocity along x, initial and inflow (the same flow seen from a frame "
       "moving at minus this; minus the interface's velocity after the shock keeps it at rest)"},
      {"samples", ValueKind::kInt, Presence::kDefaulted, "8",
       "sub-samples per direction to average cells the interface crosses", {1.0, 64.0}},
  };
}

// The deck's cosine modes: [problem] modes, or the single mode of `amplitude`.
std::vector<CosineMode> ReadModes(const input::Deck& deck) {
  if (!deck.Has("problem", "modes")) return {{1.0, 1.0, deck.GetDouble("problem", "amplitude")}};
  const auto rows = deck.GetDoubleTable("problem", "modes");
  if (rows.empty()) throw deck.Error("problem", "modes", "give at least one mode");
  std::vector<CosineMode> modes;
  for (const auto& row : rows) {
    if (row.size() != 3) throw deck.Error("problem", "modes", "each mode is [ny, nz, amplitude]");
    modes.push_back({row[0], row[1], row[2]});
  }
  return modes;
}

std::vector<InterfaceTerm> ReadNarrowband(const input::Deck& deck, double lambda) {
  if (deck.Has("problem", "modes"))
    throw deck.Error("problem", "band", "give either modes or band, not both");
  const auto band = deck.GetDoubles("problem", "band");
  if (!(band[0] <= band[1]))
    throw deck.Error("problem", "band", "n_min must not exceed n_max");
  auto terms = NarrowbandTerms(band[0], band[1], deck.GetDouble("problem", "band_rms"), lambda,
                               static_cast<std::uint64_t>(deck.GetInt("problem", "seed")));
  if (terms.empty())
    throw deck.Error("problem", "band",
                     fmt::format("no mode (ny, nz) has {} <= sqrt(ny^2 + nz^2) <= {}", band[0],
                                 band[1]));
  return terms;
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
  s.frame_velocity = deck.GetDouble("problem", "frame_velocity");
  s.samples = static_cast<int>(deck.GetInt("problem", "samples"));
  const double lambda = deck.GetDouble("problem", "wavelength");
  std::vector<Problem::InterfaceMode> reported;
  if (deck.Has("problem", "band")) {
    SetInterface(s, ReadNarrowband(deck, lambda), lambda);
  } else {
    const auto modes = ReadModes(deck);
    SetInterface(s, CosineTerms(modes, lambda));
    const double k = 2.0 * kPi / lambda;
    for (const auto& mode : modes)  // a flat interface (a 1-D run) has none
      if (mode.amplitude != 0.0) reported.push_back({k * mode.ny, k * mode.nz});
  }
  if (s.shock_x >= s.interface - s.max_displacement)
    throw deck.Error("problem", "shock_x",
                     "the shock must start on the gas-1 side of the whole interface");
  PostShockState(mach, s.rho0, s.pressure, eos.gamma[0], s.shocked);
  s.shocked[1] += s.frame_velocity;
  return std::make_unique<RichtmyerMeshkov>(s, std::move(reported),
                                            deck.GetDoubles("mesh", "lo")[0],
                                            deck.GetDoubles("mesh", "hi")[0]);
}

}  // namespace

void PostShockState(double mach, double rho0, double p0, double gamma, double* w) {
  double speed = 0.0;
  const RiemannState shocked = ShockedState({rho0, 0.0, p0}, gamma, mach, &speed);
  SetPrimitive(w, shocked.rho, shocked.u, 0, shocked.p, 0.0);
}

std::unique_ptr<Problem> MakeRichtmyerMeshkov(const RichtmyerMeshkovState& state) {
  constexpr double kFar = std::numeric_limits<double>::infinity();
  return std::make_unique<RichtmyerMeshkov>(state, std::vector<Problem::InterfaceMode>{}, -kFar,
                                            kFar);
}

namespace {

// The largest |displacement| over a grid of one period, plus what it can miss between grid
// points: at an extremum the gradient vanishes, so the grid point nearest to it (at most
// spacing / sqrt(2) away) lies within H spacing^2 / 4 of it, H bounding the second derivatives
// along any direction by sum (ky^2 + kz^2) |coefficients|.
double SampledBound(const std::vector<InterfaceTerm>& terms, double period) {
  double k_max = 0.0, curvature = 0.0;
  for (const auto& t : terms) {
    k_max = std::max({k_max, std::fabs(t.ky), std::fabs(t.kz)});
    curvature += (t.ky * t.ky + t.kz * t.kz) *
                 (std::fabs(t.cc) + std::fabs(t.cs) + std::fabs(t.sc) + std::fabs(t.ss));
  }
  const int points = 16 * std::max(1, static_cast<int>(std::ceil(k_max * period / (2.0 * kPi))));
  const double spacing = period / points;
  double largest = 0.0;
  for (int j = 0; j < points; ++j)
    for (int k = 0; k < points; ++k) {
      double x = 0.0;
      for (const auto& t : terms) x += t.At(j * spacing, k * spacing);
      largest = std::max(largest, std::fabs(x));
    }
  return largest + 0.25 * curvature * spacing * spacing;
}

}  // namespace

void SetInterface(RichtmyerMeshkovState& state, const std::vector<InterfaceTerm>& terms,
                  double period) {
  Kokkos::View<InterfaceTerm*, MemSpace> device("rm_interface_terms", terms.size());
  Kokkos::deep_copy(device, Kokkos::View<const InterfaceTerm*, Kokkos::HostSpace,
                                         Kokkos::MemoryTraits<Kokkos::Unmanaged>>(
                                terms.data(), terms.size()));
  state.terms = device;
  state.max_displacement = 0.0;
  for (const auto& t : terms)
    state.max_displacement += std::fabs(t.cc) + std::fabs(t.cs) + std::fabs(t.sc) + std::fabs(t.ss);
  if (period > 0.0)
    state.max_displacement = std::min(state.max_displacement, SampledBound(terms, period));
}

std::vector<InterfaceTerm> CosineTerms(const std::vector<CosineMode>& modes, double lambda) {
  const double k = 2.0 * kPi / lambda;
  std::vector<InterfaceTerm> terms;
  for (const auto& mode : modes) terms.push_back({k * mode.ny, k * mode.nz, mode.amplitude});
  return terms;
}

namespace {

// A standard normal draw: Box-Muller on two uniform doubles in (0, 1] built from the generator's
// top 53 bits (std::normal_distribution's algorithm is left to each library).
double NormalDraw(std::mt19937_64& generator) {
  const auto uniform = [&] { return (static_cast<double>(generator() >> 11) + 1.0) * 0x1p-53; };
  const double radius = std::sqrt(-2.0 * std::log(uniform()));
  return radius * std::cos(2.0 * kPi * uniform());
}

}  // namespace

std::vector<InterfaceTerm> NarrowbandTerms(double n_min, double n_max, double rms, double lambda,
                                           std::uint64_t seed) {
  std::mt19937_64 generator(seed);
  const double k = 2.0 * kPi / lambda;
  std::vector<InterfaceTerm> terms;
  double variance = 0.0;  // of the displacement over the cross-section, before scaling
  const int n_top = static_cast<int>(std::floor(n_max));
  for (int ny = 0; ny <= n_top; ++ny)
    for (int nz = 0; nz <= n_top; ++nz) {
      const double n = std::hypot(ny, nz);
      if (n < n_min || n > n_max) continue;
      InterfaceTerm t{k * ny, k * nz, NormalDraw(generator), NormalDraw(generator),
                      NormalDraw(generator), NormalDraw(generator)};
      if (ny == 0) t.sc = t.ss = 0.0;  // sin(0) = 0: drawn all the same, so that the
      if (nz == 0) t.cs = t.ss = 0.0;  // other modes' draws do not depend on these
      // Mean squares over whole periods: cos^2 and sin^2 average 1/2, a factor cos(0) = 1.
      const double wy = ny == 0 ? 1.0 : 0.5, wz = nz == 0 ? 1.0 : 0.5;
      variance += wy * wz * (t.cc * t.cc + t.cs * t.cs + t.sc * t.sc + t.ss * t.ss);
      terms.push_back(t);
    }
  if (variance > 0.0) {
    const double scale = rms / std::sqrt(variance);
    for (auto& t : terms) {
      t.cc *= scale;
      t.cs *= scale;
      t.sc *= scale;
      t.ss *= scale;
    }
  }
  return terms;
}

ProblemEntry RichtmyerMeshkovEntry() {
  return {"richtmyer_meshkov",
          "a planar shock in gas 1 running into a perturbed interface with gas 2", Keys, FromDeck};
}

}  // namespace vagus::physics::euler
