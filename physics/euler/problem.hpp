// The Euler kernel's problems ([problem] name = ...): one type per initial state, registered by
// name in a ProblemRegistry with its deck keys and its factory. The built-in ones are in
// BuiltinProblems() (problems.hpp); an application adds its own to a copy of that registry and
// registers the kernel with it (EulerKernelEntry), without editing Vagus.
#pragma once

#include <functional>
#include <memory>
#include <string>
#include <vector>

#include <vagus/base/for_each_cell.hpp>
#include <vagus/base/input/deck.hpp>
#include <vagus/base/registry.hpp>
#include <vagus/amr/cell_geometry.hpp>
#include <vagus/amr/domain.hpp>
#include <vagus/amr/patch.hpp>
#include <vagus/physics/euler/state.hpp>

namespace vagus::physics::euler {

class Problem {
 public:
  virtual ~Problem() = default;
  // Sets the valid cells of `patch` to the cell averages of the conserved state at t = 0: a
  // function of position only (FillCellAverages does the loop).
  virtual void Initialize(amr::Patch& patch, const amr::Domain& domain) const = 0;
  // The primitive state an inflow boundary on face (dir, side) imposes: the far field there.
  virtual void InflowState(int dir, int side, double* w) const = 0;
  // The same at time t, for a problem whose far field changes as waves pass the face (the
  // Richtmyer-Meshkov problem's planar solution); by default InflowState.
  virtual void InflowStateAt(int dir, int side, double /*time*/, double* w) const {
    InflowState(dir, side, w);
  }

  // A mode cos(ky y) cos(kz z) of the gas 1 / gas 2 interface, whose amplitude the kernel
  // reports in the run's diagnostics.
  struct InterfaceMode {
    double ky = 0.0, kz = 0.0;  // wavenumbers (2 pi n / lambda)
  };
  [[nodiscard]] virtual std::vector<InterfaceMode> InterfaceModes() const { return {}; }
};

struct ProblemEntry {
  std::string name;
  std::string help;  // one line for the deck reference
  // [problem] keys besides `name`.
  std::function<std::vector<input::KeySpec>()> keys;
  // The problem from a validated deck ([problem], and [physics] through the equation of state).
  std::function<std::unique_ptr<Problem>(const input::Deck& deck, const Eos& eos)> create;
};

class ProblemRegistry : public Registry<ProblemEntry> {
 public:
  ProblemRegistry() : Registry("Euler problem") {}
};

// Sets the valid cells of a patch from `average(x, dx, active, u)`: x the cell centre, dx the cell
// width, active[d] whether direction d has extent, u the conserved cell average to fill.
template <class CellAverage>
void FillCellAverages(const char* label, amr::Patch& patch, const amr::Domain& domain,
                      const CellAverage& average) {
  const auto u = patch.data;
  const amr::CellGeometry cells(domain, patch);
  ForEachCell(
      label, patch.LocalInterior(), KOKKOS_LAMBDA(int k, int j, int i) {
        const double x[3] = {cells.Center(0, i), cells.Center(1, j), cells.Center(2, k)};
        double uc[kNumState];
        average(x, cells.dx, cells.active, uc);
        for (int c = 0; c < kNumState; ++c) u(c, k, j, i) = uc[c];
      });
}

// w = (rho, velocity un along `dir`, p, mass fraction y), at rest in the other directions.
void SetPrimitive(double* w, double rho, double un, int dir, double p, double y);

}  // namespace vagus::physics::euler
