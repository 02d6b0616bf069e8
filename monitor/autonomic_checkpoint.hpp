// The autonomic manager's state in a checkpoint: the replicated DecisionState (capacities, limits,
// evacuation counters, decisions so far) and every rank's RankMonitorState (its sample window and
// prediction errors, from which the performance function is refitted). Serialised with
// Boost.Serialization, every class with a class version; the checkpoint stores the bytes as an
// opaque member of its metadata (amr/io/checkpoint_metadata.hpp).
#pragma once

#include <string>
#include <vector>

#include <vagus/monitor/decision_state.hpp>
#include <vagus/monitor/rank_monitor.hpp>

namespace vagus::monitor {

struct AutonomicCheckpoint {
  DecisionState state;
  std::vector<RankMonitorState> ranks;  // index = rank
};

[[nodiscard]] std::string SerializeRankMonitorState(const RankMonitorState& state);
[[nodiscard]] RankMonitorState DeserializeRankMonitorState(const std::string& bytes);
[[nodiscard]] std::string SerializeAutonomicCheckpoint(const AutonomicCheckpoint& checkpoint);
// Throws UserError saying what is wrong (not a Vagus autonomic state, or a newer class version).
[[nodiscard]] AutonomicCheckpoint DeserializeAutonomicCheckpoint(const std::string& bytes);

}  // namespace vagus::monitor
