// MPI collectives wrapped for doubles, counts and flags.
#include <vagus/base/comm.hpp>

#include <fcntl.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <charconv>
#include <chrono>
#include <optional>
#include <thread>

namespace vagus {
namespace {

double SteadySeconds() {
  return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

double clock_zero = 0.0;  // SharedClock's zero on the steady clock
WaitStyle wait_style = WaitStyle::kSpin;
double slept_seconds = 0.0;

// The calling thread's seconds on a CPU and runnable but waiting for one (the scheduler's run
// delay): the first two numbers of /proc/thread-self/schedstat, in nanoseconds. False when the
// file cannot be read (no CONFIG_SCHED_INFO, not Linux). Allocates nothing.
bool ReadThreadSchedule(double& on_cpu, double& run_delay) {
  char buffer[128];
  const int fd = ::open("/proc/thread-self/schedstat", O_RDONLY | O_CLOEXEC);
  if (fd < 0) return false;
  ssize_t size = 0;
  do size = ::read(fd, buffer, sizeof buffer);
  while (size < 0 && errno == EINTR);
  ::close(fd);
  const char* next = buffer;
  const char* const end = buffer + std::max<ssize_t>(size, 0);
  unsigned long long ns[2] = {0, 0};
  for (unsigned long long& value : ns) {
    while (next != end && *next == ' ') ++next;
    const std::from_chars_result parsed = std::from_chars(next, end, value);
    if (parsed.ec != std::errc()) return false;
    next = parsed.ptr;
  }
  on_cpu = 1e-9 * static_cast<double>(ns[0]);
  run_delay = 1e-9 * static_cast<double>(ns[1]);
  return true;
}

// A wait's stretch of sleeps, from its first to the poll that found the request done: the time in
// it that the thread neither ran nor waited for its CPU is time it did not want its core. The
// delay in waking while another load holds the core is wanted time: leaving it out would make a
// rank that waits asleep look as if it had more of its core than it gets.
class SleepStretch {
 public:
  SleepStretch() : start_(SteadySeconds()), known_(ReadThreadSchedule(on_cpu_, run_delay_)) {}
  [[nodiscard]] double NotWanted() const {
    const double wall = SteadySeconds() - start_;
    double on_cpu = 0, run_delay = 0;
    if (!known_ || !ReadThreadSchedule(on_cpu, run_delay)) return wall;
    return std::max(0.0, wall - (on_cpu - on_cpu_) - (run_delay - run_delay_));
  }

 private:
  double start_;
  double on_cpu_ = 0, run_delay_ = 0;
  bool known_;
};

// MPI_Allreduce, waited for in the current style. Always the nonblocking form: a blocking and a
// nonblocking collective do not match, and ranks may wait in different styles.
void Allreduce(const void* local, void* global, int count, MPI_Datatype type, MPI_Op op,
               MPI_Comm comm) {
  MPI_Request request = MPI_REQUEST_NULL;
  MPI_Iallreduce(local, global, count, type, op, comm, &request);
  Wait(request);
}

}  // namespace

void SetWaitStyle(WaitStyle style) { wait_style = style; }

void Wait(MPI_Request& request) {
  if (wait_style == WaitStyle::kSpin) {
    MPI_Wait(&request, MPI_STATUS_IGNORE);
    return;
  }
  const double start = SteadySeconds();
  std::optional<SleepStretch> asleep;
  for (;;) {
    int done = 0;
    MPI_Test(&request, &done, MPI_STATUS_IGNORE);
    if (done) break;
    if (!asleep && SteadySeconds() - start < kSpinBeforeSleep) continue;  // most waits are short
    if (!asleep) asleep.emplace();
    std::this_thread::sleep_for(std::chrono::duration<double>(kSleepBetweenPolls));
  }
  if (asleep) slept_seconds += asleep->NotWanted();
}

double SleptSeconds() { return slept_seconds; }

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
  Allreduce(&local, &global, 1, MPI_DOUBLE, MPI_MAX, comm);
  return global;
}

double Comm::Min(double local) const {
  double global = 0;
  Allreduce(&local, &global, 1, MPI_DOUBLE, MPI_MIN, comm);
  return global;
}

double Comm::Sum(double local) const {
  double global = 0;
  Allreduce(&local, &global, 1, MPI_DOUBLE, MPI_SUM, comm);
  return global;
}

int64_t Comm::Sum(int64_t local) const {
  int64_t global = 0;
  Allreduce(&local, &global, 1, MPI_INT64_T, MPI_SUM, comm);
  return global;
}

std::vector<double> Comm::Sum(const std::vector<double>& local) const {
  std::vector<double> global(local.size());
  Allreduce(local.data(), global.data(), static_cast<int>(local.size()), MPI_DOUBLE, MPI_SUM, comm);
  return global;
}

std::vector<double> Comm::Max(const std::vector<double>& local) const {
  std::vector<double> global(local);
  MaxInPlace(global.data(), static_cast<int>(global.size()));
  return global;
}

void Comm::MaxInPlace(double* values, int count) const {
  Allreduce(MPI_IN_PLACE, values, count, MPI_DOUBLE, MPI_MAX, comm);
}

bool Comm::Any(bool local) const {
  int flag = local ? 1 : 0, global = 0;
  Allreduce(&flag, &global, 1, MPI_INT, MPI_MAX, comm);
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
  Allreduce(&candidate, &first, 1, MPI_INT, MPI_MIN, comm);
  if (first == size) return {size, {}};
  std::string first_message = message;
  Broadcast(first_message, first);
  return {first, first_message};
}

}  // namespace vagus
