// AssignAlongCurve on top of Partition(): work = cells, equal capacities, an infinite tolerance
// so no box is split, and the owners mapped back to the caller's order through `source`.
#include <vagus/partitioner/sfc.hpp>

#include <limits>

#include <vagus/partitioner/partition.hpp>

namespace vagus::partition {

std::vector<int> AssignAlongCurve(const BoxList& boxes, int num_ranks) {
  std::vector<WorkItem> items(boxes.size());
  for (size_t n = 0; n < boxes.size(); ++n) {
    items[n].box = boxes[n];
    items[n].work = static_cast<double>(boxes[n].NumCells());
  }
  Resources resources;
  resources.capacity.assign(num_ranks, 1.0);
  Options options;
  options.tolerance = std::numeric_limits<double>::infinity();
  const Result result = Partition(items, resources, options);
  std::vector<int> owner(boxes.size(), 0);
  for (size_t n = 0; n < result.items.size(); ++n) owner[result.source[n]] = result.owner[n];
  return owner;
}

}  // namespace vagus::partition
