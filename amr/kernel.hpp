// The physics-kernel interface (interface 2; plug-in ABI version 5, amr/kernel_plugin.hpp): what a
// physics module implements for the framework (the AMR engine) to run it. The framework owns
// ghost filling, subcycling, refluxing, regridding, I/O and every array a kernel writes besides
// the patch's own state; a kernel never communicates and keeps no state between calls (every
// method is const), so patches may be advanced in any order, or at once. Fields are a View
// indexed (component, k, j, i) over the valid box grown by GhostWidth() in active directions;
// loops run in the patch's local index space (Patch::LocalInterior()), and cell positions come
// from CellGeometry (amr/cell_geometry.hpp). `time` is the simulation time of the state a method
// reads.
//
// A kernel advances in one of two ways (Scheme()):
// - one stage: Advance updates a patch from t to t + dt itself and reports the face fluxes it used
//   (MUSCL-Hancock, and other single-step schemes);
// - method of lines: ComputeFluxes (and, with sources, ComputeSources) give the right-hand side
//   L(U) = -div F + S of a state, and the framework takes the steps of a strong-stability-
//   preserving Runge-Kutta scheme (SSP-RK1/2/3), filling ghost cells before every stage and
//   keeping the flux registers' sums stage-weighted, so refined runs conserve to round-off.
// Field metadata (FieldSpec) gives defaults for what many kernels would otherwise repeat:
// physical boundaries (outflow, reflecting, inflow from InflowState), plot fields and the
// bad-cell search. A kernel overrides them only when it needs to.
// docs/physics-kernels.md shows a whole kernel and says what each method must do.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <vector>

#include <vagus/base/exact_sum.hpp>
#include <vagus/base/for_each_cell.hpp>
#include <vagus/amr/boundary.hpp>
#include <vagus/amr/domain.hpp>
#include <vagus/amr/patch.hpp>

namespace vagus::amr {

struct FieldSpec {
  std::string name;       // as written to plotfiles (yt's Chombo names where one exists)
  bool conserved = true;  // totals of conserved fields are reported and must be conserved
  // The component along direction 0, 1 or 2 of a vector (momentum, magnetic field): a reflecting
  // wall negates it; -1: a scalar.
  int vector_direction = -1;
  bool positive = false;  // must stay > 0 (density): the default bad-cell search checks it
  bool plotted = true;    // in plotfiles by default
  // An advected field (not conserved: conserved = false), q_t + u . grad q = 0 written as
  // q_t + div(q u) - q div u = 0 (Johnsen & Colonius 2006): its flux is q u on each face, and flux
  // component `advected_by` (one of the face velocities after the state's components, see
  // FluxComponents) holds the face's normal velocity u. -1: a conserved field.
  int advected_by = -1;
};

// The face fluxes' components: one per state field, then the face velocities that advected
// fields name. Along each direction the framework updates (and refluxes) an advected field q of
// cell i by -dt/dx [(F_q)_hi - (F_q)_lo - q_i ((F_u)_hi - (F_u)_lo)], so that q stays uniform
// where it is uniform, whatever the velocity; the face velocities update nothing themselves.
struct FluxComponents {
  static constexpr int kMaxAdvected = 4;
  int count = 0;     // flux components: state fields + face velocities
  int advected = 0;  // advected fields: field[n] moves with face velocity component velocity[n]
  int field[kMaxAdvected] = {};
  int velocity[kMaxAdvected] = {};
};
// Checks the specs (an advected field is not conserved and names a component after the state's;
// at most kMaxAdvected of them) and lays out the flux components.
[[nodiscard]] FluxComponents FluxComponentsOf(const std::vector<FieldSpec>& fields);

// A quantity the kernel reduces over the composite grid for the run's diagnostics file
// ([output] diagnostics): each patch adds its part (kSum) or combines it (kMin, kMax).
struct DiagnosticSpec {
  enum class Reduction { kSum, kMin, kMax };
  std::string name;  // the file's column heading: letters, digits and '_'
  Reduction reduction = Reduction::kSum;
  // false: an intermediate value (a bin of a profile, say) that FinishDiagnostics combines into
  // the written ones; not a column of the file.
  bool written = true;
};

// What an evaluation of a kernel's diagnostics accumulates (Kernel::AccumulateDiagnostics). The
// sums are exact (base/exact_sum.hpp), so the diagnostics are the same bits however the cells
// are split among patches and ranks; every patch is visited twice, in the same order. In the
// first pass (kLargestTerms) the kernel gives each sum's largest term in magnitude,
// sums.AddPart(n, largest), with the LargestTerm policy, and combines the minima and maxima into
// extrema[n]; in the second (kSums) it adds each sum's terms in units of sums.Scale(n) with the
// SumOfUnits policy, sums.AddPart(n, units). n as in Kernel::Diagnostics().
struct DiagnosticValues {
  enum class Pass { kLargestTerms, kSums };
  explicit DiagnosticValues(const std::vector<DiagnosticSpec>& specs);

  Pass pass = Pass::kLargestTerms;
  ExactSums sums;               // the kSum diagnostics'
  std::vector<double> extrema;  // the kMin (from +infinity) and kMax (from -infinity) ones'
};

// A cell whose state is not physical (NaN, negative density or pressure).
struct BadCell {
  IntVect cell;      // in the level's index space
  std::string what;  // e.g. "pressure = -0.013"
};

// How a kernel advances (see the top of this file). The Runge-Kutta schemes are Shu and Osher's
// strong-stability-preserving ones: forward Euler, Heun's second-order and the three-stage
// third-order scheme.
enum class TimeScheme { kOneStage, kSspRk1, kSspRk2, kSspRk3 };

// The arrays the framework hands Advance and ComputeFluxes, shaped to the patch's data box (the
// extents of Patch::data) and owned by the framework.
struct AdvanceArrays {
  // Out: flux[d](c, k, j, i) is the flux of state component c through the low face along d of
  // local cell (k, j, i), per unit area and time, for every face of the valid cells along every
  // active direction (the framework reads them for refluxing and, in a Runge-Kutta stage, for
  // the update); components after the state's hold the face velocities of advected fields
  // (FluxComponents). The arrays of inactive directions hold zeros; the kernel must not write
  // them.
  std::array<FieldView, 3> flux;
  // ScratchComponents() components of work space; contents undefined on entry.
  FieldView scratch;
  // Method of lines with sources (HasSources()): out, the source of every component in the valid
  // cells, per unit volume and time.
  FieldView source;
};

// Local patches of one level handed to a kernel in one call, each with its own arrays.
struct PatchBatch {
  std::vector<Patch*> patches;
  std::vector<AdvanceArrays> arrays;  // arrays[n] belongs to patches[n]
  [[nodiscard]] std::size_t size() const { return patches.size(); }
};

class Kernel {
 public:
  virtual ~Kernel() = default;

  // --- What every kernel gives ---
  [[nodiscard]] virtual std::string Name() const = 0;
  // The state: one entry per component of Patch::data.
  [[nodiscard]] virtual const std::vector<FieldSpec>& StateFields() const = 0;
  // Ghost cells per active direction that the kernel's stencils read.
  [[nodiscard]] virtual int GhostWidth() const = 0;
  // Sets the valid cells of a patch to the problem's initial state: a function of position only,
  // never of the rank or the patch, so the answer does not depend on the decomposition.
  virtual void InitializePatch(Patch& patch, const Domain& domain) const = 0;
  // Largest value over the valid cells of the rate whose inverse bounds the step: for waves,
  // sum over active directions of (|u_d| + c) / dx (add 2 D / dx^2 per direction for diffusion),
  // so that the stable step is cfl / rate. Returns +infinity when a cell is not physical.
  [[nodiscard]] virtual double MaxSignalRate(const Patch& patch, const Domain& domain,
                                             double time) const = 0;
  // Sets tags(k, j, i) = 1 on valid cells that need refinement (ghost cells are filled); tags are
  // indexed from the valid box's low corner and arrive zeroed (TagWhereJumpExceeds in
  // amr/kernel_tools.hpp does the common case).
  virtual void TagCells(const Patch& patch, const Domain& domain, double time,
                        const TagView& tags) const = 0;

  // --- How it advances: Advance (one stage), or ComputeFluxes (method of lines) ---
  [[nodiscard]] virtual TimeScheme Scheme() const { return TimeScheme::kOneStage; }
  // Components of AdvanceArrays::scratch that Advance or ComputeFluxes needs.
  [[nodiscard]] virtual int ScratchComponents() const { return 0; }
  // One stage: advances the valid cells of one patch from `time` to time + dt (ghost cells
  // already filled), writing the face fluxes it used into arrays.flux, and returns MaxSignalRate
  // of the updated cells at time + dt (computed on the way, which saves the next step a pass).
  // Must not allocate.
  virtual double Advance(Patch& patch, const Domain& domain, double time, double dt,
                         const AdvanceArrays& arrays) const;
  // Method of lines: the face fluxes of the patch's state at `time` (ghost cells filled) into
  // arrays.flux. Must not allocate.
  virtual void ComputeFluxes(const Patch& patch, const Domain& domain, double time,
                             const AdvanceArrays& arrays) const;
  // Method of lines with sources: HasSources() and the sources of the state into arrays.source.
  [[nodiscard]] virtual bool HasSources() const { return false; }
  virtual void ComputeSources(const Patch& /*patch*/, const Domain& /*domain*/, double /*time*/,
                              const AdvanceArrays& /*arrays*/) const {}
  // The same for all of a level's local patches at once, for a backend that wants one launch per
  // level (a GPU): when LaunchesPerLevel(), the framework fills every ghost cell of the level and
  // makes one call per step or stage; otherwise it calls the per-patch methods one patch at a time
  // (with less memory, and overlapping the ghost exchange). The defaults loop over the patches.
  [[nodiscard]] virtual bool LaunchesPerLevel() const { return false; }
  // rates[n] is Advance's result for batch.patches[n].
  virtual void AdvanceBatch(const PatchBatch& batch, const Domain& domain, double time, double dt,
                            std::vector<double>& rates) const;
  virtual void ComputeFluxesBatch(const PatchBatch& batch, const Domain& domain,
                                  double time) const;

  // --- Defaults from the fields' metadata, to override where they do not fit ---
  // Fills the ghost cells beyond face (dir, side) of the domain, over the whole grown extent of the
  // patch in the other directions; called for dir = 0, 1, 2 in turn, so corners come out right.
  // The default: outflow copies the nearest valid cell, reflecting mirrors it and negates the
  // vector components along dir, inflow sets InflowState.
  virtual void FillBoundary(Patch& patch, const Domain& domain, double time, int dir, int side,
                            BoundaryKind kind) const;
  // The state an inflow boundary on face (dir, side) imposes at `time`, into state[0..n); false
  // when the kernel has none there (a deck asking for inflow is then refused).
  virtual bool InflowState(int /*dir*/, int /*side*/, double /*time*/, double* /*state*/) const {
    return false;
  }
  // Plot fields: by default the state fields marked plotted, as they are.
  [[nodiscard]] virtual std::vector<std::string> PlotFieldNames() const;
  // Fills `out` (component, k, j, i) over the patch's valid box with the plot fields.
  virtual void ComputePlotFields(const Patch& patch, const Domain& domain, double time,
                                 const FieldView& out) const;
  // The first non-physical valid cell of a patch (in storage order), if any, for the message that
  // stops the run; by default a cell with a field that is not finite, or not positive where the
  // field must be.
  [[nodiscard]] virtual std::optional<BadCell> FindBadCell(const Patch& patch) const;

  // --- Diagnostics of its own (the framework reports the totals of conserved fields) ---
  [[nodiscard]] virtual std::vector<DiagnosticSpec> Diagnostics() const { return {}; }
  // Adds this patch's part of each diagnostic to `values` in its pass (DiagnosticValues), over
  // the valid cells no finer level covers: uncovered(k, j, i) != 0, indexed like TagCells' tags.
  // Every level's patches are visited, so the cells counted tile the domain once, each at its
  // finest resolution.
  virtual void AccumulateDiagnostics(const Patch& /*patch*/, const Domain& /*domain*/,
                                     double /*time*/, const TagView& /*uncovered*/,
                                     DiagnosticValues& /*values*/) const {}
  // After the values are reduced over all ranks (on every rank): sets the written values that
  // are not plain sums, minima or maxima from the others (a width from a profile's bins).
  virtual void FinishDiagnostics(std::vector<double>& /*values*/) const {}
};

// The stages of a Runge-Kutta scheme in Shu-Osher form: stage s computes
//   U_s = a U_0 + b (U_{s-1} + dt L(U_{s-1})),  U_{s-1} at time t + c dt,
// and the fluxes of stage s enter the step's net flux with weight `flux_weight` (their sum is 1).
struct RungeKuttaStage {
  double a, b, c, flux_weight;
};
[[nodiscard]] const std::vector<RungeKuttaStage>& StagesOf(TimeScheme scheme);

}  // namespace vagus::amr
