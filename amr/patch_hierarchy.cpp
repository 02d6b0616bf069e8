// The hierarchy's levels and clocks, and the composite integrals of its state.
#include <vagus/amr/patch_hierarchy.hpp>

#include <algorithm>
#include <cmath>
#include <limits>

#include <vagus/base/error.hpp>
#include <vagus/base/exact_sum.hpp>
#include <vagus/base/math.hpp>

namespace vagus::amr {

PatchHierarchy::PatchHierarchy(const Domain& base_domain, int max_level, int ratio,
                               int num_components, int ghost_width, const Comm& comm)
    : ratio_(ratio), num_components_(num_components), ghost_width_(ghost_width), comm_(comm) {
  domains_.push_back(base_domain);
  for (int l = 1; l <= max_level; ++l) domains_.push_back(domains_.back().Refined(ratio));
  generation_.assign(domains_.size(), 0);
}

int PatchHierarchy::Substeps(int l) const {
  int n = 1;
  for (int k = 0; k < l; ++k) n *= ratio_;
  return n;
}

double PatchHierarchy::CoarseAlpha(int l, double time) const {
  const double span = time_[l - 1] - old_time_[l - 1];
  return span > 0.0 ? (time - old_time_[l - 1]) / span : 0.0;
}

void PatchHierarchy::AdvanceTime(int l, double dt) {
  old_time_[l] = time_[l];
  time_[l] += dt;
  ++steps_[l];
}

std::unique_ptr<PatchLevel> PatchHierarchy::MakeLevel(int l, std::vector<PatchInfo> patches) const {
  return std::make_unique<PatchLevel>(l, domains_[l], std::move(patches), num_components_,
                                      ghost_width_, comm_.rank);
}

void PatchHierarchy::SetLevel(int l, std::unique_ptr<PatchLevel> level) {
  VAGUS_ASSERT(l <= NumLevels() && l <= MaxLevel(), "levels are added one at a time");
  generation_[l] = next_generation_++;
  if (l < NumLevels()) {
    levels_[l] = std::move(level);
    return;
  }
  const double time = l > 0 ? time_[l - 1] : 0.0;
  levels_.push_back(std::move(level));
  time_.push_back(time);
  old_time_.push_back(time);
  steps_.push_back(0);
}

void PatchHierarchy::RemoveLevelsAbove(int l) {
  for (int m = l + 1; m < NumLevels(); ++m) generation_[m] = next_generation_++;
  const auto keep = static_cast<std::size_t>(std::min(l + 1, NumLevels()));
  levels_.resize(keep);
  time_.resize(keep);
  old_time_.resize(keep);
  steps_.resize(keep);
}

void PatchHierarchy::Clear() { RemoveLevelsAbove(-1); }

HierarchySnapshot PatchHierarchy::Snapshot() const {
  HierarchySnapshot snapshot;
  for (int l = 0; l < NumLevels(); ++l) {
    LevelSnapshot level;
    level.boxes = levels_[l]->Boxes();
    level.time = time_[l];
    level.old_time = old_time_[l];
    level.steps = steps_[l];
    snapshot.levels.push_back(std::move(level));
  }
  return snapshot;
}

void PatchHierarchy::SetClock(int l, const LevelSnapshot& saved) {
  VAGUS_ASSERT(l + 1 == NumLevels(), "a level's clock is restored right after the level");
  time_[l] = saved.time;
  old_time_[l] = saved.old_time;
  steps_[l] = saved.steps;
}

namespace {

// Each component's sum over a level's local cells, one pass of its exact sum (base/exact_sum.hpp):
// Pass is LargestTerm, then SumOfUnits.
template <class Pass>
void AccumulateComponents(const PatchLevel& level, ExactSums& sums) {
  constexpr int kPerPass = 8;  // components summed side by side
  const int num_comp = level.NumComponents();
  // A fixed number of accumulators, so that they stay in registers; past the last component they
  // take it again, and are left out.
  const auto component = [num_comp](int first, int c) {
    return first + c < num_comp - 1 ? first + c : num_comp - 1;
  };
  using Slots = Kokkos::Array<typename Pass::Slot, kPerPass>;
  for (const Patch& p : level.LocalPatches()) {
    VAGUS_ASSERT(p.box.NumCells() < (int64_t(1) << 31),
                 "a patch of 2^31 cells or more: its exact totals would overflow");
    const FieldView u = p.data;
    for (int first = 0; first < num_comp; first += kPerPass) {
      Kokkos::Array<double, kPerPass> scales;
      for (int c = 0; c < kPerPass; ++c) scales[c] = sums.Scale(component(first, c));
      const Slots part = ReduceRowsOverCells(
          "amr::StateTotals", p.LocalInterior(), Slots{},
          KOKKOS_LAMBDA(CellIndex k, CellIndex j, CellIndex i, Slots& s) {
            VAGUS_UNROLL for (int c = 0; c < kPerPass; ++c)
              Pass::Add(s[c], u(component(first, c), k, j, i), scales[c]);
          },
          [](Slots& total, const Slots& row) {
            for (int c = 0; c < kPerPass; ++c) Pass::Join(total[c], row[c]);
          });
      for (int c = first; c < std::min(num_comp, first + kPerPass); ++c)
        sums.AddPart(c, part[c - first]);
    }
  }
}

}  // namespace

std::vector<double> PatchHierarchy::StateTotals() const {
  // Exact sums: the totals are the same bits however the level is partitioned.
  const PatchLevel& level = *levels_[0];
  ExactSums sums(level.NumComponents());
  AccumulateComponents<LargestTerm>(level, sums);
  sums.SetUnits(comm_);
  AccumulateComponents<SumOfUnits>(level, sums);
  std::vector<double> totals = sums.Totals(comm_);
  // Integrals over the active directions: a 2-D run's totals are per unit depth (a 1-D run's per
  // unit area), as readers integrate a 2-D (1-D) plotfile.
  double volume = 1.0;
  for (int d = 0; d < kDim; ++d)
    if (domains_[0].Active(d)) volume *= domains_[0].dx;
  for (double& total : totals) total *= volume;
  return totals;
}

}  // namespace vagus::amr
