// The autonomic manager's state in a checkpoint: rank 0's DecisionState (capacities, limits,
// evacuation counters, decisions so far) and every rank's RankMonitorState (its sample window and
// prediction errors, from which the performance function is refitted). Serialised with
// Boost.Serialization, every class with a class version; the checkpoint stores the bytes as an
// opaque member of its metadata (amr/io/checkpoint_metadata.hpp). The same archives carry a
// decision's actuation from rank 0, which decides, to the other ranks (autonomic_manager.hpp).
#pragma once

#include <string>
#include <vector>

#include <vagus/monitor/decision.hpp>
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
// What every rank acts on of a decision: number, regrid, step, time, policy, capacities and
// limits, evacuated, curve order, evacuated and re-admitted now, rebalance. The rest (summaries,
// expectations, causes) stays with the rank that decided, and the capacities and limits before it
// are every rank's already.
[[nodiscard]] std::string SerializeActuation(const Decision& decision);
[[nodiscard]] Decision DeserializeActuation(const std::string& bytes);

}  // namespace vagus::monitor
