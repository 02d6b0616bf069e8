// Initial state: equal capacities C_k = 1/K (PRAGMA eq. 1), no patch limits, no rank evacuated.
#include <vagus/monitor/decision_state.hpp>

#include <algorithm>

namespace vagus::monitor {

bool DecisionState::AnyEvacuated() const {
  return std::any_of(evacuated.begin(), evacuated.end(), [](char e) { return e != 0; });
}

DecisionState DecisionState::Initial(int num_ranks) {
  DecisionState s;
  s.capacity.assign(num_ranks, 1.0 / num_ranks);
  s.max_patch_cells.assign(num_ranks, 0);
  s.slow_count.assign(num_ranks, 0);
  s.recovered_count.assign(num_ranks, 0);
  s.evacuated.assign(num_ranks, 0);
  s.coarsest_level.assign(num_ranks, 0);
  s.predicted_compute.assign(num_ranks, 0.0);
  s.predicted_communication.assign(num_ranks, 0.0);
  return s;
}

}  // namespace vagus::monitor
