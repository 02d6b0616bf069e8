// How the ranks of a Vagus program agree on how a command ended, so that no exception leaves a
// rank waiting. Each rank turns what ended its command (a return code, or any exception) into an
// Outcome; then every rank meets the others on a communicator of its own, one that no collective
// of the run uses, so the meeting cannot be confused with a collective another rank is blocked in.
// When every rank arrives, all exit with the outcome of the lowest rank that failed, whose message
// rank 0 prints once. A rank that failed waits a bounded time for the others: if they do not
// come (they wait in a collective of the run for it), it prints its message and aborts the job.
#pragma once

#include <mpi.h>

#include <functional>
#include <string>

namespace vagus {

struct Outcome {
  int code = 0;  // the process exit code: 0 done, 1 user error, 2 run stopped, 3 other, 4 stopped
                 // with a checkpoint to continue from
  std::string message;  // what went wrong, without the program's name; empty when already told
};

// Runs `command` and returns its code, or the outcome of the exception it threw: UserError ->
// "error: ..." (1), RunError -> "run stopped: ..." (2), std::bad_alloc -> "out of memory on rank
// R" (3), any other exception -> "internal error on rank R: ..." (3).
[[nodiscard]] Outcome RunCatching(const std::function<int()>& command, int rank);

// Seconds a failed rank waits for the others before it aborts the job. Errors that every rank
// finds (a bad deck, a non-physical state) reach the meeting within milliseconds of each other.
inline constexpr double kExitAgreementSeconds = 10.0;

// Collective over `meeting` (a duplicate of the program's communicator used for nothing else):
// returns the exit code every rank agrees on; rank 0 prints "<program>: <message>" to stderr for a
// failure (unless the message is empty). A failed rank whose peers do not arrive within `patience`
// seconds prints its message and calls MPI_Abort with its code instead of returning.
[[nodiscard]] int AgreeOnExit(const Outcome& mine, MPI_Comm meeting, const std::string& program,
                              double patience = kExitAgreementSeconds);

}  // namespace vagus
