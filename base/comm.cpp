// MPI collectives wrapped for doubles, counts and flags.
#include <vagus/base/comm.hpp>

#include <chrono>
#include <thread>

namespace vagus {
namespace {

double SteadySeconds() {
  return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

double clock_zero = 0.0;  // SharedClock's zero on the steady clock

}  // namespace

bool CompletesWithin(MPI_Request& request, double seconds) {
  using Clock = std::chrono::steady_clock;
  const auto start = Clock::now();
  const auto deadline = start + std::chrono::duration<double>(seconds);
  for (;;) {
    int done = 0;
    MPI_Test(&request, &done, MPI_STATUS_IGNORE);
    if (done) return true;
    const auto now = Clock::now();
    if (now > deadline) return false;
    // Polled without pause at first, as MPI_Wait would: most waits are short.
    if (now - start > std::chrono::milliseconds(10))
      std::this_thread::sleep_for(std::chrono::milliseconds(1));
  }
}

double SharedClock() { return SteadySeconds() - clock_zero; }

void SynchronizeClock(const Comm& comm) {
  comm.Barrier();
  clock_zero = SteadySeconds();
}

Comm Comm::World() {
  Comm c;
  c.comm = MPI_COMM_WORLD;
  MPI_Comm_rank(c.comm, &c.rank);
  MPI_Comm_size(c.comm, &c.size);
  return c;
}

double Comm::Max(double local) const {
  double global = 0;
  MPI_Allreduce(&local, &global, 1, MPI_DOUBLE, MPI_MAX, comm);
  return global;
}

double Comm::Min(double local) const {
  double global = 0;
  MPI_Allreduce(&local, &global, 1, MPI_DOUBLE, MPI_MIN, comm);
  return global;
}

double Comm::Sum(double local) const {
  double global = 0;
  MPI_Allreduce(&local, &global, 1, MPI_DOUBLE, MPI_SUM, comm);
  return global;
}

int64_t Comm::Sum(int64_t local) const {
  int64_t global = 0;
  MPI_Allreduce(&local, &global, 1, MPI_INT64_T, MPI_SUM, comm);
  return global;
}

std::vector<double> Comm::Sum(const std::vector<double>& local) const {
  std::vector<double> global(local.size());
  MPI_Allreduce(local.data(), global.data(), static_cast<int>(local.size()), MPI_DOUBLE, MPI_SUM,
                comm);
  return global;
}

std::vector<double> Comm::Max(const std::vector<double>& local) const {
  std::vector<double> global(local.size());
  MPI_Allreduce(local.data(), global.data(), static_cast<int>(local.size()), MPI_DOUBLE, MPI_MAX,
                comm);
  return global;
}

bool Comm::Any(bool local) const {
  int flag = local ? 1 : 0, global = 0;
  MPI_Allreduce(&flag, &global, 1, MPI_INT, MPI_MAX, comm);
  return global != 0;
}

void Comm::Broadcast(std::string& text, int root) const {
  int64_t length = static_cast<int64_t>(text.size());
  MPI_Bcast(&length, 1, MPI_INT64_T, root, comm);
  text.resize(static_cast<size_t>(length));
  MPI_Bcast(text.data(), static_cast<int>(length), MPI_CHAR, root, comm);
}

int Comm::RanksOnNode() const {
  MPI_Comm node = MPI_COMM_NULL;
  MPI_Comm_split_type(comm, MPI_COMM_TYPE_SHARED, rank, MPI_INFO_NULL, &node);
  int ranks = 1;
  MPI_Comm_size(node, &ranks);
  MPI_Comm_free(&node);
  return ranks;
}

std::pair<int, std::string> Comm::FirstError(const std::string& message) const {
  int candidate = message.empty() ? size : rank, first = size;
  MPI_Allreduce(&candidate, &first, 1, MPI_INT, MPI_MIN, comm);
  if (first == size) return {size, {}};
  std::string first_message = message;
  Broadcast(first_message, first);
  return {first, first_message};
}

}  // namespace vagus
