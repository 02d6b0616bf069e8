// BoxBins: a uniform grid of bins over a list of boxes (one level) to find the boxes that
// intersect a query box without testing all pairs. Each box is listed in every bin it touches;
// a hit is reported only from the bin holding the low corner of the overlap, so exactly once.
#pragma once

#include <algorithm>
#include <vector>

#include "amr/box.hpp"

namespace vagus::partition {

class BoxBins {
 public:
  // `tags` (optional, one per box) label the boxes, e.g. with their owners.
  explicit BoxBins(const std::vector<amr::Box>& boxes, const std::vector<int>& tags = {});

  // Calls visit(index, overlap) once per box intersecting `query`.
  template <class Visit>
  void ForEachIntersecting(const amr::Box& query, Visit visit) const {
    const auto all = [](const Entry&) { return true; };
    Scan(query, query.lo[2], all,
         [&visit](const Entry& e, const amr::Box& overlap) { visit(e.index, overlap); });
  }

  // Calls visit(a, b, a.Grow(width) & b, b.Grow(width) & a) once per pair of boxes with
  // different tags that are at most `width` cells apart in every direction. Each pair is tested
  // from one side only: the box first in (lo, index) order looks up, so only bins at or above its
  // own in k; pairs with equal tags are not tested at all.
  template <class Visit>
  void ForEachNearPairWithDifferentTags(int width, Visit visit) const {
    for (int a = 0; a < static_cast<int>(boxes_.size()); ++a) {
      const int tag = tags_[a];
      const amr::IntVect lo = boxes_[a].lo;
      const auto later = [a, tag, lo](const Entry& e) {
        return e.tag != tag && (lo < e.box.lo || (lo == e.box.lo && e.index > a));
      };
      Scan(boxes_[a].Grow(width), lo[2], later, [&](const Entry& e, const amr::Box& overlap) {
        visit(a, e.index, overlap, e.box.Grow(width).Intersect(boxes_[a]));
      });
    }
  }

 private:
  struct Entry {
    amr::Box box;
    int index;  // in the boxes given
    int tag;
    bool spans_bins;  // listed in more than one bin: hits need the low-corner test
  };

  // Visits the accepted entries that intersect `query`, each once, skipping bins below k_min in
  // k (whose hits the caller knows to be rejected).
  template <class Accept, class Visit>
  void Scan(const amr::Box& query, int k_min, Accept accept, Visit visit) const {
    if (binned_.empty()) return;
    amr::Box range = BinRange(query);
    if (k_min > extent_.lo[2]) range.lo[2] = std::max(range.lo[2], BinOf({0, 0, k_min}, 2));
    for (int k = range.lo[2]; k <= range.hi[2]; ++k)
      for (int j = range.lo[1]; j <= range.hi[1]; ++j)
        for (int i = range.lo[0]; i <= range.hi[0]; ++i) {
          const int bin = (k * num_bins_[1] + j) * num_bins_[0] + i;
          for (int n = start_[bin]; n < start_[bin + 1]; ++n) {
            const Entry& e = binned_[n];
            if (!accept(e)) continue;
            const amr::Box overlap = query.Intersect(e.box);
            if (overlap.Empty()) continue;
            if (e.spans_bins && (BinOf(overlap.lo, 0) != i || BinOf(overlap.lo, 1) != j ||
                                 BinOf(overlap.lo, 2) != k))
              continue;
            visit(e, overlap);
          }
        }
  }

  [[nodiscard]] int BinOf(amr::IntVect p, int d) const {
    return (p[d] - extent_.lo[d]) >> shift_[d];
  }
  [[nodiscard]] amr::Box BinRange(const amr::Box& box) const;  // empty when outside the grid

  std::vector<amr::Box> boxes_;
  std::vector<int> tags_;
  amr::Box extent_;
  amr::IntVect shift_{0, 0, 0};  // bins are 2^shift_ cells wide
  amr::IntVect num_bins_{0, 0, 0};
  std::vector<int> start_;     // the entries of bin b: binned_[start_[b] .. start_[b + 1])
  std::vector<Entry> binned_;  // the boxes of each bin, copied so a query reads them in sequence
};

}  // namespace vagus::partition
