// Linear advection of a passive scalar by a prescribed solid-body rotation (rotation.hpp): the
// second physics kernel of Vagus, built outside the framework against its installed headers.
// One conserved component, "scalar"; second order, one stage (advection_update.cpp); deck keys
// [physics] angular_velocity, centre, limiter; [tagging] jump; problems of problems.hpp. The
// framework's defaults fill its physical boundaries and find bad cells (a scalar that is not
// finite); it adds plot fields of its own, the velocity.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <vagus/amr/kernel.hpp>
#include <vagus/amr/limiters.hpp>
#include "problem.hpp"
#include "rotation.hpp"

namespace advection {

using vagus::amr::Limiter;

class AdvectionKernel final : public vagus::amr::Kernel {
 public:
  // `jump`: tag cells where the scalar changes by more than this to a neighbour (0: never).
  AdvectionKernel(const Rotation& rotation, Limiter limiter, std::shared_ptr<const Problem> problem,
                  double jump);

  [[nodiscard]] std::string Name() const override { return "advection"; }
  [[nodiscard]] const std::vector<vagus::amr::FieldSpec>& StateFields() const override;
  // The limited slope of the upwind cell of a face needs that cell's two neighbours.
  [[nodiscard]] int GhostWidth() const override { return 2; }
  // The limited slopes along x, y and z, and the half-step prediction (advection_update.cpp).
  [[nodiscard]] int ScratchComponents() const override { return 4; }

  void InitializePatch(vagus::amr::Patch& patch, const vagus::amr::Domain& domain) const override;
  // The rotation is steady: the methods below ignore `time`.
  [[nodiscard]] double MaxSignalRate(const vagus::amr::Patch& patch,
                                     const vagus::amr::Domain& domain, double time) const override;
  double Advance(vagus::amr::Patch& patch, const vagus::amr::Domain& domain, double time, double dt,
                 const vagus::amr::AdvanceArrays& arrays) const override;
  void TagCells(const vagus::amr::Patch& patch, const vagus::amr::Domain& domain, double time,
                const vagus::TagView& tags) const override;
  // An inflow face brings in scalar-free fluid (the default boundaries do the rest: outflow and
  // reflecting walls copy and mirror the scalar).
  bool InflowState(int dir, int side, double time, double* state) const override;
  [[nodiscard]] std::vector<std::string> PlotFieldNames() const override;
  void ComputePlotFields(const vagus::amr::Patch& patch, const vagus::amr::Domain& domain,
                         double time, const vagus::FieldView& out) const override;

 private:
  template <Limiter L>
  double AdvanceWith(vagus::amr::Patch& patch, const vagus::amr::Domain& domain, double dt,
                     const vagus::amr::AdvanceArrays& arrays) const;

  Rotation rotation_;
  Limiter limiter_;
  std::shared_ptr<const Problem> problem_;
  double jump_;
};

}  // namespace advection
