// The link sensor. What a rank waits for a neighbour's ghost cells mixes two things: the link's
// transfer time, and the neighbour's lateness (it is still computing: imbalance, or a CPU hog on
// its core). Only the first belongs in the communication model; the second is what balancing
// the compute removes. So the links are measured apart from the exchange: before each decision,
// right after the neighbours are found (which ends in a barrier), each rank sends each of its
// neighbours a short and a long message, and each neighbour sends them straight back. Half
// the shortest round trip of a few tries is the one-way time (the shortest drops the tries in
// which a neighbour was descheduled): the short message's is the latency, the long one's beyond
// it the seconds per byte. A handful of messages per neighbour per decision: about 0.1 ms between
// two cores of one node (LinkProbeMpi.2ranks prints it).
#pragma once

#include <mpi.h>

#include <vector>

#include <vagus/monitor/link_rates.hpp>
#include <vagus/monitor/sensor_model.hpp>
#include <vagus/monitor/step_sample.hpp>

namespace vagus::monitor {

class LinkProbe {
 public:
  static constexpr int kTries = 3;
  // The long message: 64 KiB, long enough that the bytes dominate a round trip on shared memory
  // (about 10 us at 6 GB/s against 1 us of latency), short enough for every neighbour at once.
  static constexpr int kLongDoubles = 8192;

  LinkProbe(MPI_Comm comm, int rank, int size);

  // Collective over comm. The rates of this rank's links (index = rank; zero where there is no
  // link). The neighbours are the ranks `latest` sent messages to or, as a non-blocking
  // consensus finds (a message per such rank and a non-blocking barrier), received messages
  // from. The sensor model sees every probe message (an emulated slow link spends its time
  // there, as on the exchange's); a modelled one gives the rates without any message.
  const std::vector<LinkRate>& Measure(const StepSample& latest, const SensorModel& sensors);

 private:
  void FindNeighbours(const StepSample& latest);
  // One try: a message of `doubles` to every neighbour and back; `best[i]` keeps the shortest
  // round trip to neighbours_[i].
  void RoundTrips(int doubles, const SensorModel& sensors, std::vector<double>& best);

  MPI_Comm comm_;
  int rank_, size_;
  std::vector<int> neighbours_;
  std::vector<double> message_;  // what every ping carries
  std::vector<double> inbox_;    // per neighbour: its ping, then its echo of ours
  std::vector<MPI_Request> requests_;
  std::vector<double> short_, long_;  // shortest round trip per neighbour
  std::vector<LinkRate> rates_;
};

}  // namespace vagus::monitor
