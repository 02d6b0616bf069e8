// BoxIndex: boxes sorted by their low corner along one direction, to find the boxes meeting a
// query box without testing them all. Used for the nesting region and for previous owners.
#pragma once

#include <algorithm>
#include <cstddef>
#include <vector>

#include "amr/base/box.hpp"

namespace vagus {

// Only boxes starting within (longest extent) of the query along the direction can meet it.
class BoxIndex {
 public:
  BoxIndex(const BoxList& boxes, int dir) : dir_(dir) {
    for (std::size_t n = 0; n < boxes.size(); ++n) {
      if (boxes[n].Empty()) continue;
      entries_.push_back({boxes[n], n});
      max_extent_ = std::max(max_extent_, boxes[n].Size()[dir]);
    }
    std::sort(entries_.begin(), entries_.end(), [dir](const Entry& a, const Entry& b) {
      return a.box.lo[dir] < b.box.lo[dir] || (a.box.lo[dir] == b.box.lo[dir] && a.id < b.id);
    });
  }

  // Calls visit(box, index in the original list) for every box meeting `query`.
  template <class Visit>
  void ForEachIntersecting(const Box& query, Visit visit) const {
    if (query.Empty() || entries_.empty()) return;
    const int first_lo = query.lo[dir_] - max_extent_ + 1;
    auto entry =
        std::lower_bound(entries_.begin(), entries_.end(), first_lo,
                         [this](const Entry& e, int value) { return e.box.lo[dir_] < value; });
    for (; entry != entries_.end() && entry->box.lo[dir_] <= query.hi[dir_]; ++entry)
      if (entry->box.Intersects(query)) visit(entry->box, entry->id);
  }

  [[nodiscard]] BoxList Intersecting(const Box& query) const {
    BoxList found;
    ForEachIntersecting(query, [&found](const Box& b, std::size_t) { found.push_back(b); });
    return found;
  }

 private:
  struct Entry {
    Box box;
    std::size_t id;
  };
  std::vector<Entry> entries_;
  int dir_;
  int max_extent_ = 0;
};

}  // namespace vagus
