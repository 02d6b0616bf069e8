// A rank's cpu share over a memory longer than the window: the last minutes of wall time, in two
// phases (below and above the middle of the range the share took). A load that comes and goes
// faster than decisions can follow cannot be followed phase by phase; what the capacities can
// do is balance the rank at one share for all phases. Which one follows from the phases' shares
// and their fractions of the wall time: throughput is work per wall second, so the phases weigh
// by their time, and a partition balanced for one phase is the best fixed one when that phase
// holds enough of the time (docs/autonomic.md, "Sensors").
#pragma once

#include <vagus/monitor/ring.hpp>

namespace vagus::monitor {

struct ShareSample {
  double seconds = 0;  // wall time of the step
  double share = 1;    // its cpu share
};

// Steps the memory can hold; the horizon (`[autonomic] share_memory` seconds) decides how many
// of the newest are used.
inline constexpr int kShareMemorySteps = 1024;
using ShareMemory = Ring<ShareSample>;

struct SharePhases {
  double low = 1;           // wall-time-weighted mean share of the steps below the middle
  double high = 1;          // ... and at or above it
  double low_fraction = 0;  // of the wall time; 0 when the range is within kShareSwing
  double seconds = 0;       // wall time the memory covered
  int changes = 0;          // times the share crossed between the phases
};

// The phases of the newest steps whose wall time adds up to `horizon_seconds` (all steps when
// the memory holds less). One phase (low = high = the mean, low_fraction 0) when the shares'
// range is within kShareSwing (rank_monitor.hpp): a steady share's noise.
[[nodiscard]] SharePhases DescribeShares(const ShareMemory& memory, double horizon_seconds);

// The share at which to balance a rank whose share alternates between `phases`, given its
// dedicated speed and the other ranks' speed (their shares included), both in work per second,
// and its current capacity (the fraction of the work it holds): phases.low or phases.high,
// whichever gives the higher throughput (work per wall second) with the others holding the rest
// of the work, when that beats the current capacity's by more than kPhaseMargin; otherwise the
// share at which the current capacity is the balance (no move). Near a tie (a 50% duty on two
// ranks) the phases' measured fractions wander by a few percent from decision to decision, and
// without the margin the choice, and the capacities, would swing between the two.
inline constexpr double kPhaseMargin = 0.03;
[[nodiscard]] double ShareToBalanceAt(const SharePhases& phases, double own_speed,
                                      double others_speed, double capacity);

}  // namespace vagus::monitor
