// The communication sensor's analysis: each link's (neighbour rank's) cost per message and per
// byte, fitted over the sample window, and what the latest step's exchange cost on that basis.
// A link's seconds in a sample are its waiting time (wall clock) or its modelled transfer time
// (emulation.hpp); seconds = messages x latency + bytes x seconds_per_byte is fitted by least
// squares with both rates non-negative. While every sample has the same bytes per message (no
// regrid has changed the partition yet) the two cannot be told apart, and the whole cost is put
// on the bytes: the prediction that grows with the boundary, the cautious one.
#pragma once

#include "monitor/step_sample.hpp"

namespace vagus::monitor {

struct LinkRate {
  double latency = 0;           // seconds per message
  double seconds_per_byte = 0;  // 1 / bandwidth
  int samples = 0;              // window samples with traffic on the link
};

// The rate of the link to `rank` over the window's samples.
[[nodiscard]] LinkRate FitLinkRate(const SampleWindow& window, int rank);

// The latest sample's exchange split by the fitted rates of its links: the part per message
// (latency) and the part per byte (bandwidth), summed over its links.
struct CommunicationCost {
  double latency_seconds = 0;
  double bandwidth_seconds = 0;
  [[nodiscard]] double Total() const { return latency_seconds + bandwidth_seconds; }
};
[[nodiscard]] CommunicationCost LatestCommunicationCost(const SampleWindow& window);

}  // namespace vagus::monitor
