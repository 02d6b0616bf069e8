// The built-in problems, and the primitive-state helper they share.
#include <vagus/physics/euler/problems.hpp>

#include <utility>

#include <vagus/physics/euler/blob.hpp>
#include <vagus/physics/euler/richtmyer_meshkov.hpp>
#include <vagus/physics/euler/shock_tube.hpp>
#include <vagus/physics/euler/smooth_wave.hpp>

namespace vagus::physics::euler {

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
