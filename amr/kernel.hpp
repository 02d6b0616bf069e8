// The physics kernel interface: what a physics module implements, at patch level, for the
// framework to run it. The framework owns ghost filling, time stepping, regridding and I/O; a
// kernel never communicates. Every method works on one patch whose fields are a View indexed
// (component, k, j, i) over the valid box grown by GhostWidth() in active directions.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <vector>

#include "amr/boundary.hpp"
#include "amr/domain.hpp"
#include "amr/patch.hpp"

namespace vagus::amr {

struct FieldSpec {
  std::string name;       // as written to plotfiles (yt's Chombo names where one exists)
  bool conserved = true;  // totals of conserved fields are reported and must be conserved
};

// A cell whose state is not physical (negative density or pressure, NaN).
struct BadCell {
  IntVect cell;      // in the level's index space
  std::string what;       // e.g. "pressure = -0.013"
};

class Kernel {
 public:
  virtual ~Kernel() = default;

  [[nodiscard]] virtual std::string Name() const = 0;
  // The state: one entry per component of Patch::data.
  [[nodiscard]] virtual const std::vector<FieldSpec>& StateFields() const = 0;
  [[nodiscard]] virtual int GhostWidth() const = 0;

  // Conserved <-> primitive over the whole data box of a patch; `primitive` has the same shape.
  virtual void ConservedToPrimitive(const amr::Patch& patch,
                                    const FieldView& primitive) const = 0;
  virtual void PrimitiveToConserved(const FieldView& primitive, amr::Patch& patch) const = 0;

  // Sets the valid cells of a patch to the problem's initial state (a function of position only).
  virtual void InitializePatch(amr::Patch& patch, const amr::Domain& domain) const = 0;

  // Largest value over the valid cells of sum over active directions of (|u_d| + c) / dx, so that
  // the stable step is cfl / rate. Returns +infinity when a cell is not physical.
  [[nodiscard]] virtual double MaxSignalRate(const amr::Patch& patch,
                                             const amr::Domain& domain) const = 0;

  // Sizes the scratch space for patches whose data box is at most `max_data_size` cells per
  // direction. Called when a level is built; Advance never allocates.
  virtual void ReserveWorkspace(IntVect max_data_size) = 0;

  // Advances the valid cells of one patch over dt (ghost cells already filled) and returns
  // MaxSignalRate of the updated cells, computed on the way (it saves the next step a pass).
  virtual double Advance(amr::Patch& patch, const amr::Domain& domain, double dt) = 0;

  // The fluxes of the last Advance, for refluxing: flux[d](c, k, j, i) is the flux of state
  // component c through the low face along d of the patch's local cell (k, j, i), per unit area
  // and time. Valid for every face of the valid cells until the next Advance.
  [[nodiscard]] virtual std::array<FieldView, 3> FaceFluxes() const = 0;

  // Sets tags(k, j, i) = 1 on valid cells that need refinement (ghost cells are filled); tags are
  // indexed from the valid box's low corner and arrive zeroed.
  virtual void TagCells(const amr::Patch& patch, const amr::Domain& domain,
                        const TagView& tags) const = 0;

  // Fills the ghost cells beyond face (dir, side) of the domain, over the whole grown extent of the
  // patch in the other directions. Called for dir = 0, 1, 2 in turn, so corners come out right.
  virtual void FillBoundary(amr::Patch& patch, const amr::Domain& domain, int dir, int side,
                            amr::BoundaryKind kind) const = 0;

  // Plot fields: the state fields followed by derived ones (pressure, velocities, ...).
  [[nodiscard]] virtual std::vector<std::string> PlotFieldNames() const = 0;
  // Fills `out` (component, k, j, i) over the patch's valid box with the plot fields.
  virtual void ComputePlotFields(const amr::Patch& patch, const amr::Domain& domain,
                                 const FieldView& out) const = 0;

  // The first non-physical valid cell of a patch (in storage order), if any.
  [[nodiscard]] virtual std::optional<BadCell> FindBadCell(const amr::Patch& patch) const = 0;
};

}  // namespace vagus::amr
