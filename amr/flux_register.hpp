// FluxRegister: restores conservation at a coarse-fine interface (Berger & Colella 1989). Over one
// coarse step it holds, for every coarse face on the interface, the coarse flux x dt and the sum
// over the fine substeps of the area-averaged fine flux x dt_fine (with Runge-Kutta stages, each
// stage's fluxes weighted as the step's update weighs them, so the sums are the net fluxes); refluxing then corrects each
// coarse cell next to the fine level by the difference. Every correction of one coarse cell is
// applied in a fixed order (by direction, then side), so results do not depend on ranks or
// patch layout.
#pragma once

#include <array>
#include <vector>

#include <vagus/amr/copier.hpp>
#include <vagus/amr/kernel.hpp>
#include <vagus/amr/patch_level.hpp>

namespace vagus::amr {

// Coarse cells `region` of coarse patch `coarse_id` whose face along `dir` toward fine patch
// `fine_id` lies on the interface. side = the fine patch's face (0: low, so the interface is the
// coarse cells' high face; 1: high). The fine patch sits at region.Shift(-shift) (periodic).
struct FluxRegisterEntry {
  int64_t fine_id, coarse_id;
  int dir, side;
  Box region;
  IntVect shift;
};

// The entries this rank (fine.Rank()) takes part in, as owner of the fine or of the coarse patch,
// in canonical order: direction and side first, which is the order corrections are applied in.
[[nodiscard]] std::vector<FluxRegisterEntry> ComputeFluxRegisterEntries(const PatchLevel& coarse,
                                                                        const PatchLevel& fine,
                                                                        int ratio);

class FluxRegister {
 public:
  // `flux` lays out the fluxes' components: the state's, then face velocities, with which the
  // corrections of advected fields are made as their updates are (kernel.hpp, FluxComponents).
  FluxRegister(const PatchLevel& coarse, const PatchLevel& fine, int ratio,
               const FluxComponents& flux, const Comm& comm);

  // Starts a coarse step: clears the fine sums.
  void Reset();
  // After a coarse patch's update (or a Runge-Kutta stage of it): its fluxes (AdvanceArrays::flux)
  // on interface faces x dt (x the stage's weight); the first stage of a step stores them
  // (add = false), later stages add theirs.
  void StoreCoarse(const Patch& coarse_patch, const std::array<FieldView, 3>& fluxes, double dt,
                   bool add = false);
  // After a fine patch's update or stage: adds its area-averaged fluxes on interface faces, x dt
  // (x the stage's weight).
  void AccumulateFine(const Patch& fine_patch, const std::array<FieldView, 3>& fluxes, double dt);
  // Sends the fine sums to the coarse patches' owners and corrects the coarse cells. Collective.
  void Reflux(PatchLevel& coarse) {
    StartReflux();
    FinishReflux(coarse);
  }
  // The same in halves, so that other copies (averaging down) can travel at the same time.
  void StartReflux() { copier_.Start(fine_sums_, received_); }
  void FinishReflux(PatchLevel& coarse);
  // Waiting for the fine sums of other ranks, all refluxes so far.
  [[nodiscard]] const MessageWaits& Waits() const { return copier_.Waits(); }

 private:
  using Entry = FluxRegisterEntry;

  IntVect ratio_;
  double coarse_dx_;
  int num_comp_;  // flux components
  FluxComponents flux_;
  std::vector<Entry> entries_;
  std::vector<std::vector<size_t>> by_coarse_patch_, by_fine_patch_;  // entry numbers
  std::vector<FieldView> fine_sums_;                                  // by entry, on the fine owner
  std::vector<FieldView> coarse_fluxes_;  // by entry, on the coarse owner
  std::vector<FieldView> received_;       // by entry, on the coarse owner: the fine sums
  Copier copier_;
};

}  // namespace vagus::amr
