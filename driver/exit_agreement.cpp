// The meeting is a non-blocking MPI_Iallreduce of "the lowest failed rank", which a failed rank
// polls with a deadline; once it completes every rank is inside AgreeOnExit, so the blocking
// broadcast of the chosen outcome that follows cannot wait for a rank that is elsewhere.
#include <vagus/driver/exit_agreement.hpp>

#include <fmt/format.h>

#include <cstdio>
#include <cstdlib>
#include <exception>
#include <new>

#include <vagus/base/comm.hpp>
#include <vagus/base/error.hpp>

namespace vagus {
namespace {

void Print(const std::string& program, const std::string& message) {
  if (message.empty()) return;
  std::fprintf(stderr, "%s: %s\n", program.c_str(), message.c_str());
  std::fflush(stderr);
}

}  // namespace

Outcome RunCatching(const std::function<int()>& command, int rank) {
  try {
    return {command(), ""};  // a command that returns non-zero has said why
  } catch (const UserError& e) {
    return {1, fmt::format("error: {}", e.what())};
  } catch (const RunError& e) {
    return {2, fmt::format("run stopped: {}", e.what())};
  } catch (const std::bad_alloc&) {
    return {3, fmt::format("out of memory on rank {} (std::bad_alloc): use more ranks or fewer "
                           "cells (a smaller mesh.cells or amr.max_level)",
                           rank)};
  } catch (const std::exception& e) {
    return {3, fmt::format("internal error on rank {}: {}", rank, e.what())};
  } catch (...) {
    return {3, fmt::format("internal error on rank {}: an exception of unknown type", rank)};
  }
}

int AgreeOnExit(const Outcome& mine, MPI_Comm meeting, const std::string& program,
                double patience) {
  Comm comm;
  comm.comm = meeting;
  MPI_Comm_rank(meeting, &comm.rank);
  MPI_Comm_size(meeting, &comm.size);
  const bool failed = mine.code != 0;
  int candidate = failed ? comm.rank : comm.size, first = comm.size;
  MPI_Request request = MPI_REQUEST_NULL;
  MPI_Iallreduce(&candidate, &first, 1, MPI_INT, MPI_MIN, meeting, &request);
  // A rank that succeeded waits as long as it takes: if another rank aborts, so does it.
  if (!failed) {
    MPI_Wait(&request, MPI_STATUS_IGNORE);
  } else if (!CompletesWithin(request, patience)) {
    Print(program, mine.message);
    Print(program, fmt::format("rank {} ends the job: the other ranks did not stop within {:g} s "
                               "(they wait for it in a collective)",
                               comm.rank, patience));
    MPI_Abort(MPI_COMM_WORLD, mine.code);
    std::_Exit(mine.code);  // MPI_Abort does not return; should it, this rank still ends
  }
  if (first == comm.size) return 0;
  int code = mine.code;
  MPI_Bcast(&code, 1, MPI_INT, first, meeting);
  std::string message = mine.message;
  comm.Broadcast(message, first);
  if (comm.IsRoot()) Print(program, message);
  return code;
}

}  // namespace vagus
