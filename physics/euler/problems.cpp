// The problem registry, the built-in problems, and the primitive-state helper they share.
#include <vagus/physics/euler/problems.hpp>

#include <algorithm>

#include <vagus/base/error.hpp>
#include <vagus/physics/euler/blob.hpp>
#include <vagus/physics/euler/richtmyer_meshkov.hpp>
#include <vagus/physics/euler/shock_tube.hpp>
#include <vagus/physics/euler/smooth_wave.hpp>

namespace vagus::physics::euler {

void ProblemRegistry::Add(ProblemEntry entry) {
  if (Find(entry.name) != nullptr)
    throw UserError("Euler problem '" + entry.name + "' is registered twice");
  entries_.push_back(std::move(entry));
}

const ProblemEntry* ProblemRegistry::Find(const std::string& name) const {
  const auto found = std::find_if(entries_.begin(), entries_.end(),
                                  [&name](const ProblemEntry& e) { return e.name == name; });
  return found == entries_.end() ? nullptr : &*found;
}

std::vector<std::string> ProblemRegistry::Names() const {
  std::vector<std::string> names;
  for (const ProblemEntry& e : entries_) names.push_back(e.name);
  return names;
}

void SetPrimitive(double* w, double rho, double un, int dir, double p, double y) {
  w[kDensity] = rho;
  w[1] = w[2] = w[3] = 0.0;
  w[kVelocityX + dir] = un;
  w[kPressure] = p;
  w[kMassFraction2] = y;
}

ProblemRegistry BuiltinProblems() {
  ProblemRegistry problems;
  for (ProblemEntry& tube : ShockTubeEntries()) problems.Add(std::move(tube));
  problems.Add(SmoothWaveEntry());
  problems.Add(BlobEntry());
  problems.Add(RichtmyerMeshkovEntry());
  return problems;
}

}  // namespace vagus::physics::euler
