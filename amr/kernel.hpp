// The physics-kernel interface: what a physics module implements, at patch level, for the
// framework (the AMR engine) to run it. The framework owns ghost filling, subcycling, refluxing,
// regridding, I/O and every array a kernel writes besides the patch's own state; a kernel never
// communicates and keeps no state between calls (every method is const), so patches may be
// advanced in any order, or at once, each with its own arrays. Every method works on one patch
// whose fields are a View indexed (component, k, j, i) over the valid box grown by GhostWidth()
// in active directions; loops run in the patch's local index space (Patch::LocalInterior()), and
// cell positions come from CellGeometry (amr/cell_geometry.hpp), the same in every patch. `time`
// is the simulation time of the patch's state, for problems whose velocity or boundaries vary in
// time.
// docs/physics-kernels.md walks through a kernel method by method.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <vector>

#include <vagus/base/for_each_cell.hpp>
#include <vagus/amr/boundary.hpp>
#include <vagus/amr/domain.hpp>
#include <vagus/amr/patch.hpp>

namespace vagus::amr {

struct FieldSpec {
  std::string name;       // as written to plotfiles (yt's Chombo names where one exists)
  bool conserved = true;  // totals of conserved fields are reported and must be conserved
};

// A quantity the kernel reduces over the composite grid for the run's diagnostics file
// ([output] diagnostics): each patch adds its part (kSum) or combines it (kMin, kMax).
struct DiagnosticSpec {
  enum class Reduction { kSum, kMin, kMax };
  std::string name;  // the file's column heading: letters, digits and '_'
  Reduction reduction = Reduction::kSum;
};

// A cell whose state is not physical (negative density or pressure, NaN).
struct BadCell {
  IntVect cell;      // in the level's index space
  std::string what;  // e.g. "pressure = -0.013"
};

// The arrays the framework hands Advance, shaped to the patch's data box (the extents of
// Patch::data) and owned by the framework.
struct AdvanceArrays {
  // Out: flux[d](c, k, j, i) is the flux of state component c through the low face along d of
  // local cell (k, j, i), per unit area and time, for every face of the valid cells along every
  // active direction (the framework reads them for refluxing). The arrays of inactive directions
  // hold zeros; the kernel must not write them.
  std::array<FieldView, 3> flux;
  // ScratchComponents() components of work space; contents undefined on entry.
  FieldView scratch;
};

class Kernel {
 public:
  virtual ~Kernel() = default;

  [[nodiscard]] virtual std::string Name() const = 0;
  // The state: one entry per component of Patch::data.
  [[nodiscard]] virtual const std::vector<FieldSpec>& StateFields() const = 0;
  // Ghost cells per active direction that Advance and TagCells read.
  [[nodiscard]] virtual int GhostWidth() const = 0;
  // Components of AdvanceArrays::scratch that Advance needs (over the patch's data box).
  [[nodiscard]] virtual int ScratchComponents() const { return 0; }

  // Sets the valid cells of a patch to the problem's initial state: a function of position only,
  // never of the rank or the patch, so the answer does not depend on the decomposition.
  virtual void InitializePatch(Patch& patch, const Domain& domain) const = 0;

  // Largest value over the valid cells of sum over active directions of (|u_d| + c) / dx, so that
  // the stable step is cfl / rate. Returns +infinity when a cell is not physical.
  [[nodiscard]] virtual double MaxSignalRate(const Patch& patch, const Domain& domain,
                                             double time) const = 0;

  // Advances the valid cells of one patch from `time` to time + dt (ghost cells already filled),
  // writing the face fluxes it used into arrays.flux, and returns MaxSignalRate of the updated
  // cells at time + dt (computed on the way, which saves the next step a pass). Must not allocate.
  virtual double Advance(Patch& patch, const Domain& domain, double time, double dt,
                         const AdvanceArrays& arrays) const = 0;

  // Sets tags(k, j, i) = 1 on valid cells that need refinement (ghost cells are filled); tags are
  // indexed from the valid box's low corner and arrive zeroed.
  virtual void TagCells(const Patch& patch, const Domain& domain, double time,
                        const TagView& tags) const = 0;

  // Fills the ghost cells beyond face (dir, side) of the domain, over the whole grown extent of the
  // patch in the other directions. Called for dir = 0, 1, 2 in turn, so corners come out right.
  virtual void FillBoundary(Patch& patch, const Domain& domain, double time, int dir, int side,
                            BoundaryKind kind) const = 0;

  // Plot fields: the state fields followed by derived ones (pressure, velocities, ...).
  [[nodiscard]] virtual std::vector<std::string> PlotFieldNames() const = 0;
  // Fills `out` (component, k, j, i) over the patch's valid box with the plot fields.
  virtual void ComputePlotFields(const Patch& patch, const Domain& domain, double time,
                                 const FieldView& out) const = 0;

  // The kernel's own diagnostics (besides the totals of conserved fields, which the framework
  // reports): none unless overridden.
  [[nodiscard]] virtual std::vector<DiagnosticSpec> Diagnostics() const { return {}; }
  // Combines this patch's part of each diagnostic into values[n] (n as in Diagnostics(); sums
  // arrive at 0, minima at +infinity, maxima at -infinity), over the valid cells no finer level
  // covers: uncovered(k, j, i) != 0, indexed like TagCells' tags. Every level's patches are
  // visited, so the cells counted tile the domain once, each at its finest resolution.
  virtual void AccumulateDiagnostics(const Patch& /*patch*/, const Domain& /*domain*/,
                                     double /*time*/, const TagView& /*uncovered*/,
                                     std::vector<double>& /*values*/) const {}

  // The first non-physical valid cell of a patch (in storage order), if any: for the message that
  // stops the run.
  [[nodiscard]] virtual std::optional<BadCell> FindBadCell(const Patch& patch) const = 0;
};

}  // namespace vagus::amr
