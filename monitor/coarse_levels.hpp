// Which levels a time-shared rank holds. A rank that shares its core with another process is off
// its core for a turn of the other at a time, and every synchronisation with it (a ghost
// exchange, a reflux, an average down) waits for it part of such a turn: milliseconds, against a
// coarse level's balanced substep of about a millisecond. Balancing its capacity cannot remove
// that wait; holding none of the coarse levels' patches does, at the price of its share of their
// work going to the others.
//
// The rule, for a rank whose share held steady below kDedicatedShare (RankSummary::ShareIsSteady)
// while some rank has a core to itself, from level 0 up to the level below the finest: the rank
// leaves level l while what the ranks with a core to themselves wait for it per substep exceeds
// what they would lose, their substep of l lengthened by its share (t_l c_k / (S_l - c_k), S_l the
// capacities of the ranks on l). The wait is their median over the window of all their waits for
// messages a coarse step (robust to one step's spike), over the substeps of the levels it holds.
// Off a level, the waits it would cost there are no longer measured: it stays off while its share
// holds steady (the waits come from the time-sharing, not from the level; moving back and forth on
// a measurement would lay the levels out again each time), and holds every level again once its
// share changes. The finest level is never left, nor are ranks with a core to themselves.
#pragma once

#include <string>
#include <vector>

#include <vagus/monitor/rank_summary.hpp>

namespace vagus::monitor {

// Each rank's coarsest level after this decision (0: every level), from `current` (the previous
// decision's; empty: 0 for all), with one cause per rank whose coarsest level changed.
[[nodiscard]] std::vector<int> CoarsestLevels(const std::vector<RankSummary>& ranks,
                                              const std::vector<double>& capacity,
                                              const std::vector<int>& current,
                                              std::vector<std::string>& causes);

}  // namespace vagus::monitor
