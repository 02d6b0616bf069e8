// DecisionState: what the autonomic manager remembers between decisions, replicated on every
// rank and updated by the same arithmetic on the same gathered data, so it stays identical.
// (A checkpoint stores it so that a restart continues the same decisions.)
#pragma once

#include <cstdint>
#include <vector>

namespace vagus::monitor {

struct DecisionState {
  std::vector<double> capacity;          // per rank, sum 1; 0 = evacuated
  std::vector<int64_t> max_patch_cells;  // per rank; 0 = no limit
  std::vector<int> slow_count;           // consecutive decisions an active rank was slow
  std::vector<int> recovered_count;      // consecutive decisions an evacuated rank was fine
  std::vector<char> evacuated;           // per rank: 1 while evacuated
  int decisions = 0;
  // What the last decision expected of each rank's next steps (Decision::predicted_compute,
  // predicted_communication), to score it at the next decision.
  std::vector<double> predicted_compute, predicted_communication;

  // Equal capacities, no limits, nobody evacuated.
  [[nodiscard]] static DecisionState Initial(int num_ranks);
  [[nodiscard]] int NumRanks() const { return static_cast<int>(capacity.size()); }
  [[nodiscard]] bool AnyEvacuated() const;
};

}  // namespace vagus::monitor
