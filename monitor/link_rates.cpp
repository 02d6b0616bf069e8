#include <vagus/monitor/link_rates.hpp>

namespace vagus::monitor {

CommunicationCost CostAtRates(const StepSample& sample, const std::vector<LinkRate>& rates) {
  CommunicationCost cost;
  for (const auto& [rank, link] : sample.links) {
    if (link.messages <= 0 || static_cast<size_t>(rank) >= rates.size()) continue;
    cost.latency_seconds += rates[rank].latency * static_cast<double>(link.messages);
    cost.bandwidth_seconds += rates[rank].seconds_per_byte * static_cast<double>(link.bytes);
  }
  return cost;
}

}  // namespace vagus::monitor
