// The two-gas compressible Euler kernel (the five-equation model of state.hpp): second-order
// MUSCL-Hancock with a limited piecewise-linear reconstruction of the primitive variables, an
// unsplit half-step predictor using every active direction, and HLLC fluxes. Deck section
// [physics] (gamma, molar_mass, limiter, mixture) and the problem set-ups of problems.hpp.
#pragma once

#include <array>

#include <memory>

#include <vagus/physics/euler/problems.hpp>
#include <vagus/base/input/option_section.hpp>
#include <vagus/amr/kernel.hpp>
#include <vagus/amr/kernel_registry.hpp>
#include <vagus/amr/limiters.hpp>

namespace vagus::physics::euler {

using amr::Limiter;

// Refinement criteria ([tagging]); a threshold of 0 switches its criterion off.
struct TaggingCriteria {
  double density_gradient = 0.1;  // |rho_+ - rho_-| / min(rho_+, rho_-) across a cell
  double pressure_jump = 0.1;     // the same for pressure
  double mass_fraction = 0.01;    // tag where threshold < Y < 1 - threshold (the interface)

  // [tagging]: its keys, each with the member it sets.
  [[nodiscard]] static const input::OptionSection<TaggingCriteria>& Section();
};

// The bins along x of the mixing layer's plane-averaged profiles (euler/diagnostics.cpp): the
// finest level's cells along x over [x_lo, x_hi]. No bins: no mixing-layer diagnostics.
struct MixingBins {
  int count = 0;
  double x_lo = 0.0, x_hi = 1.0;
};

class EulerKernel final : public amr::Kernel {
 public:
  EulerKernel(const Eos& eos, Limiter limiter, std::shared_ptr<const Problem> problem,
              const TaggingCriteria& tagging = {}, const MixingBins& bins = {},
              bool per_level = false);

  [[nodiscard]] std::string Name() const override { return "euler"; }
  [[nodiscard]] const std::vector<amr::FieldSpec>& StateFields() const override;
  [[nodiscard]] int GhostWidth() const override { return 2; }

  // Primitive state and its half-step prediction, and the limited slopes (kNumState per
  // direction): AdvanceWith's scratch.
  [[nodiscard]] int ScratchComponents() const override { return 5 * kNumState; }
  void InitializePatch(amr::Patch& patch, const amr::Domain& domain) const override;
  [[nodiscard]] double MaxSignalRate(const amr::Patch& patch, const amr::Domain& domain,
                                     double time) const override;
  double Advance(amr::Patch& patch, const amr::Domain& domain, double time, double dt,
                 const amr::AdvanceArrays& arrays) const override;
  // [physics] launch: each stage in one launch over a level's patches (AdvanceBatch) rather
  // than one per patch. Bitwise the same results; the per-patch launches need less memory and
  // overlap the ghost exchange.
  [[nodiscard]] bool LaunchesPerLevel() const override { return per_level_; }
  void AdvanceBatch(const amr::PatchBatch& batch, const amr::Domain& domain, double time,
                    double dt, std::vector<double>& rates) const override;
  void TagCells(const amr::Patch& patch, const amr::Domain& domain, double time,
                const TagView& tags) const override;
  // The problem's far-field state (conserved) on face (dir, side).
  bool InflowState(int dir, int side, double time, double* state) const override;
  [[nodiscard]] std::vector<std::string> PlotFieldNames() const override;
  void ComputePlotFields(const amr::Patch& patch, const amr::Domain& domain, double time,
                         const FieldView& out) const override;
  [[nodiscard]] std::optional<amr::BadCell> FindBadCell(const amr::Patch& patch) const override;
  // The gas 1 / gas 2 interface (euler/diagnostics.cpp): its mean position, the extent of the
  // cells where both gases mix, and the amplitude of each of the problem's interface modes.
  [[nodiscard]] std::vector<amr::DiagnosticSpec> Diagnostics() const override;
  void AccumulateDiagnostics(const amr::Patch& patch, const amr::Domain& domain, double time,
                             const TagView& uncovered,
                             amr::DiagnosticValues& values) const override;
  // The mixing layer's measures from the profiles' bins.
  void FinishDiagnostics(std::vector<double>& values) const override;

 private:
  // E: EosOf<M>, the equation of state with its mixture rule fixed (WithMixture).
  template <Limiter L, class E>
  void AdvanceBatchWith(const amr::PatchBatch& batch, const amr::Domain& domain, double dt,
                        const E& eos, std::vector<double>& rates) const;
  // The primitive state over the patch's data box (euler_update.cpp).
  void ConservedToPrimitive(const amr::Patch& patch, const FieldView& primitive) const;
  // This patch's part of the mixing layer's profiles and sums in one pass of the diagnostics
  // (Pass: LargestTerm or SumOfUnits; euler/diagnostics.cpp).
  template <class Pass>
  void AccumulateMixing(const amr::Patch& patch, const amr::Domain& domain,
                        const TagView& uncovered, amr::DiagnosticValues& values) const;
  // Where the mixing layer's values start in Diagnostics(): after the interface's and the modes'.
  [[nodiscard]] std::size_t FirstMixingValue() const;

  Eos eos_;
  Limiter limiter_;
  std::shared_ptr<const Problem> problem_;
  TaggingCriteria tagging_;
  MixingBins bins_;
  bool per_level_;
};

// The registry entry: name "euler", its [physics], [problem] and [tagging] keys, and its factory,
// with `problems` as the problems a deck may name:
//   euler::ProblemRegistry problems = euler::BuiltinProblems();
//   problems.Add(MyProblemEntry());
//   registry.Add(euler::EulerKernelEntry(std::move(problems)));
[[nodiscard]] amr::KernelEntry EulerKernelEntry(ProblemRegistry problems = BuiltinProblems());

}  // namespace vagus::physics::euler
