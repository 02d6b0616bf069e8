#include <vagus/monitor/link_rates.hpp>

namespace vagus::monitor {

CommunicationCost CostAtRates(const StepSample& sample, const std::vector<LinkRate>& rates) {
  CommunicationCost cost;
  for (size_t rank = 0; rank < sample.links.size() && rank < rates.size(); ++rank) {
    const LinkSample& link = sample.links[rank];
    if (link.messages <= 0) continue;
    cost.latency_seconds += rates[rank].latency * static_cast<double>(link.messages);
    cost.bandwidth_seconds += rates[rank].seconds_per_byte * static_cast<double>(link.bytes);
  }
  return cost;
}

}  // namespace vagus::monitor
