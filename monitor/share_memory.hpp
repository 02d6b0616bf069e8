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
  int changes = 0;          // times the share changed between the phases (PhaseChanges)
  // The phases' lengths: the mean wall seconds of the complete low and high phases (between two
  // changes; 0 when none), the larger of the two kinds' coefficients of variation (1 until each
  // kind has two complete phases: regular phases have a small one), and the seconds since the
  // latest change (the phase it is in now so far; all the memory's seconds before a change).
  double low_length = 0, high_length = 0;
  double length_spread = 1;
  double age = 0;
  // Whether the phase it is in now is the low one: the side of the latest change (PhaseChanges),
  // not of the latest step's share, which straddles a change as often as not (a step at 0.57
  // between phases of 0.33 and 0.95 is the first of the loaded phase, not of the free one).
  bool in_low = false;
  // The wall-time-weighted mean share over the memory.
  [[nodiscard]] double Mean() const { return low_fraction * low + (1 - low_fraction) * high; }
};

// Counts the changes of phase along a rank's steps (oldest first) with shares within [lo, hi],
// and times its phases: the phase turns high at a share in the top quarter of the range and low
// in the bottom quarter (it starts on the first share's side of the middle), so a step that
// straddles a change, whose share lies between the phases', counts once however it falls. A
// change is dated at the start of the step that makes it.
class PhaseChanges {
 public:
  PhaseChanges(double lo, double hi)
      : low_below_(lo + 0.25 * (hi - lo)),
        high_from_(hi - 0.25 * (hi - lo)),
        middle_(0.5 * (lo + hi)) {}
  // A step of `seconds` wall time at `share`.
  void Add(double share, double seconds = 0);
  [[nodiscard]] int Count() const { return count_; }
  // Fills phases' low_length, high_length, length_spread, age and in_low.
  void Lengths(SharePhases& phases) const;

 private:
  struct Tally {
    int count = 0;
    double sum = 0, squares = 0;
  };
  double low_below_, high_from_, middle_;
  int state_ = 0;  // 1 high, -1 low, 0 before the first share
  int count_ = 0;
  double age_ = 0;  // seconds since the latest change, or since the first step
  Tally low_, high_;
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

// Work per wall second when the capacities follow the phases, each phase balanced from
// `lag_seconds` after it begins (the first decision that sees it) and at the other phase's
// balance before that. The phases' mean lengths come from the memory (its seconds, the low
// fraction and the changes); 0 when the memory saw no change.
[[nodiscard]] double FollowingThroughput(const SharePhases& phases, double own_speed,
                                         double others_speed, double lag_seconds);

// Phases whose lengths vary by at most this coefficient of variation are regular: a periodic
// load's, whose next change can be forecast from the current phase's age.
inline constexpr double kRegularPhases = 0.25;

// Whether the phases are regular and the current one (phases.in_low) has not outlasted its kind's
// mean length by half again: a periodic load still coming and going on schedule (once a phase
// outlasts it, the load may have stopped).
[[nodiscard]] bool PhasesOnSchedule(const SharePhases& phases);

// Whether a regular phase is due to end within the first half of the next step (`step_seconds`;
// its age against its kind's mean length, on schedule as PhasesOnSchedule says), so that the
// step runs mostly in the next phase, and was not yet due at the previous decision,
// `since_decision_seconds` ago. Followed between regrids, a change is answered after the second
// step that shows it; a decision now balances the next phase from its first step
// (ShareForNextInterval), which is what a periodic load lets the capacities do.
[[nodiscard]] bool PhaseChangeDue(const SharePhases& phases, double step_seconds,
                                  double since_decision_seconds);

// The share to balance a rank at for the next `interval_seconds` while following its phases: the
// share it runs at now, unless the phases are regular and the current one is due to end within
// the interval (its age against its kind's mean length; not when it has outlasted that by half
// again: the load may have stopped coming and going). Then the phase whose balance gives the
// better throughput over the interval's expected mix of the two.
[[nodiscard]] double ShareForNextInterval(const SharePhases& phases, double share_now,
                                          double own_speed, double others_speed,
                                          double interval_seconds);

// The share to balance a rank at whose share comes and goes: the share for the next interval
// (ShareForNextInterval) when following the phases (FollowingThroughput, changes answered
// `lag_seconds` late) beats holding at ShareToBalanceAt's share by more than kPhaseMargin, else
// that share. Phases that outlast the lag a few times over pay for following: a 4 s period with
// a decision every half second does; phases as short as a decision's interval do not.
struct PhaseChoice {
  double share = 1;
  bool follows = false;
};
[[nodiscard]] PhaseChoice ChooseShare(const SharePhases& phases, double share_now,
                                      double own_speed, double others_speed, double capacity,
                                      double lag_seconds, double interval_seconds);

}  // namespace vagus::monitor
