// The blob's deck keys and construction.
#include <vagus/physics/euler/blob.hpp>

namespace vagus::physics::euler {
namespace {

using input::kPositive;
using input::Presence;
using input::ValueKind;

class Blob final : public Problem {
 public:
  explicit Blob(const BlobState& state) : state_(state) {}

  void Initialize(amr::Patch& patch, const amr::Domain& domain) const override {
    FillCellAverages("euler::Blob", patch, domain, state_);
  }
  // The surrounding gas 1, moving with the flow.
  void InflowState(int, int, double* w) const override {
    SetPrimitive(w, state_.rho0, 0.0, 0, state_.pressure, 0.0);
    for (int d = 0; d < 3; ++d) w[kVelocityX + d] = state_.velocity[d];
  }

 private:
  BlobState state_;
};

}  // namespace

ProblemEntry BlobEntry() {
  ProblemEntry entry;
  entry.name = "blob";
  entry.help = "a blob of gas 2 carried by a uniform flow";
  entry.keys = [] {
    return std::vector<input::KeySpec>{
        {"centre", ValueKind::kFloatArray, Presence::kDefaulted, "[0.5, 0.5, 0.5]",
         "centre of the blob", {}, {}, 3, "", input::Position::kPoint},
        {"radius", ValueKind::kFloat, Presence::kDefaulted, "0.2", "radius of the blob", kPositive},
        {"density", ValueKind::kFloat, Presence::kDefaulted, "1.0",
         "density of the surrounding gas 1", kPositive},
        {"density_ratio", ValueKind::kFloat, Presence::kDefaulted, "5.0",
         "density of the blob (gas 2) over that of gas 1", kPositive},
        {"velocity", ValueKind::kFloatArray, Presence::kDefaulted, "[1.0, 0.0, 0.0]",
         "uniform velocity carrying the blob", {}, {}, 3},
        {"pressure", ValueKind::kFloat, Presence::kDefaulted, "1.0", "uniform pressure", kPositive},
        {"samples", ValueKind::kInt, Presence::kDefaulted, "4",
         "sub-samples per direction to average cells the blob's edge crosses", {1.0, 64.0}},
    };
  };
  entry.create = [](const input::Deck& deck, const Eos& eos) -> std::unique_ptr<Problem> {
    BlobState s;
    s.eos = eos;
    const auto centre = deck.GetDoubles("problem", "centre");
    const auto velocity = deck.GetDoubles("problem", "velocity");
    for (int d = 0; d < 3; ++d) {
      s.centre[d] = centre[d];
      s.velocity[d] = velocity[d];
    }
    s.radius = deck.GetDouble("problem", "radius");
    s.rho0 = deck.GetDouble("problem", "density");
    s.density_ratio = deck.GetDouble("problem", "density_ratio");
    s.pressure = deck.GetDouble("problem", "pressure");
    s.samples = static_cast<int>(deck.GetInt("problem", "samples"));
    return std::make_unique<Blob>(s);
  };
  return entry;
}

}  // namespace vagus::physics::euler
