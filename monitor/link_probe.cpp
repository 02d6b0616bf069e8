// Requests of one try, for n neighbours: [0, n) their pings, [n, 2n) their echoes of ours (both
// waited with MPI_Waitany, so a ping is echoed the moment it arrives), [2n, 3n) our pings,
// [3n, 4n) our echoes. The tags are the probe's own: the exchange's messages (tag 0) are all
// received before a decision.
#include <vagus/monitor/link_probe.hpp>

#include <algorithm>
#include <limits>

namespace vagus::monitor {
namespace {

constexpr int kPingTag = 0x5650;
constexpr int kEchoTag = 0x5651;
constexpr int kNeighbourTag = 0x5652;
constexpr int kShortDoubles = 1;

}  // namespace

LinkProbe::LinkProbe(MPI_Comm comm, int rank, int size)
    : comm_(comm),
      rank_(rank),
      size_(size),
      message_(kLongDoubles, 1.0),
      rates_(size) {}

const std::vector<LinkRate>& LinkProbe::Measure(const StepSample& latest,
                                                const SensorModel& sensors) {
  std::fill(rates_.begin(), rates_.end(), LinkRate{});
  if (sensors.Modelled()) {
    for (int rank = 0; rank < size_; ++rank) rates_[rank] = sensors.ModelledLink(rank);
    return rates_;
  }
  FindNeighbours(latest);
  const size_t n = neighbours_.size();
  short_.assign(n, std::numeric_limits<double>::infinity());
  long_ = short_;
  inbox_.resize(2 * n * kLongDoubles);
  for (int t = 0; t < kTries; ++t) {
    RoundTrips(kShortDoubles, sensors, short_);
    RoundTrips(kLongDoubles, sensors, long_);
  }
  constexpr double kLongBytes = kLongDoubles * sizeof(double);
  for (size_t i = 0; i < n; ++i) {
    LinkRate& rate = rates_[neighbours_[i]];
    rate.latency = 0.5 * short_[i];
    rate.seconds_per_byte = std::max(0.0, 0.5 * (long_[i] - short_[i])) / kLongBytes;
    rate.samples = kTries;
  }
  return rates_;
}

// Every rank knows whom it sent to, not who sent to it. The senders are found with the
// non-blocking consensus of Hoefler, Siebert and Lumsdaine (PPoPP 2010): a synchronous send to
// each rank sent to, arrivals received while they come, and once this rank's sends are matched
// it enters a non-blocking barrier; when the barrier completes every send everywhere has been
// matched. A few messages per neighbour and a barrier: no collective of P entries per rank, as
// an MPI_Alltoall of flags was.
void LinkProbe::FindNeighbours(const StepSample& latest) {
  neighbours_.clear();
  for (const auto& [rank, link] : latest.links)
    if (rank != rank_ && rank >= 0 && rank < size_ && link.messages > 0)
      neighbours_.push_back(rank);
  const size_t sent = neighbours_.size();
  requests_.assign(sent, MPI_REQUEST_NULL);
  char flag = 1;
  for (size_t i = 0; i < sent; ++i)
    MPI_Issend(&flag, 1, MPI_CHAR, neighbours_[i], kNeighbourTag, comm_, &requests_[i]);
  MPI_Request barrier = MPI_REQUEST_NULL;
  for (bool done = false; !done;) {
    int arrived = 0;
    MPI_Status status;
    MPI_Iprobe(MPI_ANY_SOURCE, kNeighbourTag, comm_, &arrived, &status);
    if (arrived) {
      char received = 0;
      MPI_Recv(&received, 1, MPI_CHAR, status.MPI_SOURCE, kNeighbourTag, comm_, MPI_STATUS_IGNORE);
      neighbours_.push_back(status.MPI_SOURCE);
    }
    if (barrier == MPI_REQUEST_NULL) {
      int all_matched = 0;
      MPI_Testall(static_cast<int>(sent), requests_.data(), &all_matched, MPI_STATUSES_IGNORE);
      if (all_matched) MPI_Ibarrier(comm_, &barrier);
    } else {
      int passed = 0;
      MPI_Test(&barrier, &passed, MPI_STATUS_IGNORE);
      done = passed != 0;
    }
  }
  std::sort(neighbours_.begin(), neighbours_.end());
  neighbours_.erase(std::unique(neighbours_.begin(), neighbours_.end()), neighbours_.end());
}

void LinkProbe::RoundTrips(int doubles, const SensorModel& sensors, std::vector<double>& best) {
  const int n = static_cast<int>(neighbours_.size());
  const auto bytes = static_cast<int64_t>(doubles * sizeof(double));
  const auto ping_in = [&](int i) { return inbox_.data() + (2 * i) * size_t{kLongDoubles}; };
  const auto echo_in = [&](int i) { return inbox_.data() + (2 * i + 1) * size_t{kLongDoubles}; };
  requests_.assign(4 * n, MPI_REQUEST_NULL);
  for (int i = 0; i < n; ++i) {
    MPI_Irecv(ping_in(i), doubles, MPI_DOUBLE, neighbours_[i], kPingTag, comm_, &requests_[i]);
    MPI_Irecv(echo_in(i), doubles, MPI_DOUBLE, neighbours_[i], kEchoTag, comm_, &requests_[n + i]);
  }
  const double start = MPI_Wtime();
  for (int i = 0; i < n; ++i)
    MPI_Isend(message_.data(), doubles, MPI_DOUBLE, neighbours_[i], kPingTag, comm_,
              &requests_[2 * n + i]);
  for (int left = 2 * n; left > 0; --left) {
    int index = MPI_UNDEFINED;
    MPI_Waitany(2 * n, requests_.data(), &index, MPI_STATUS_IGNORE);
    if (index == MPI_UNDEFINED) break;
    const int i = index < n ? index : index - n;
    sensors.AfterProbeMessage(neighbours_[i], bytes);
    if (index < n)
      MPI_Isend(ping_in(i), doubles, MPI_DOUBLE, neighbours_[i], kEchoTag, comm_,
                &requests_[3 * n + i]);
    else
      best[i] = std::min(best[i], MPI_Wtime() - start);
  }
  MPI_Waitall(2 * n, requests_.data() + 2 * n, MPI_STATUSES_IGNORE);
}

}  // namespace vagus::monitor
