// A link's rates (to one neighbour rank), as the link sensor (link_probe.hpp) measures them, and
// what a step's exchange costs at those rates.
#pragma once

#include <vector>

#include <vagus/monitor/step_sample.hpp>

namespace vagus::monitor {

struct LinkRate {
  double latency = 0;           // seconds per message
  double seconds_per_byte = 0;  // 1 / bandwidth
  int samples = 0;              // measurements behind the rates (0: no link)
};

// A step's exchange at the links' rates (index = rank), split into the part per message
// (latency) and the part per byte (bandwidth), summed over the sample's links.
struct CommunicationCost {
  double latency_seconds = 0;
  double bandwidth_seconds = 0;
  [[nodiscard]] double Total() const { return latency_seconds + bandwidth_seconds; }
};
[[nodiscard]] CommunicationCost CostAtRates(const StepSample& sample,
                                            const std::vector<LinkRate>& rates);

}  // namespace vagus::monitor
