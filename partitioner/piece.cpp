// Orders of pieces: restoring curve order after a walk, and (level, box) through one packed
// 64-bit key per piece when the index spread allows (below 2^20 cells a side), else (level, k, j,
// i).
#include <vagus/partitioner/piece.hpp>

#include <iterator>

namespace vagus::partition {
namespace {

int BitWidth(uint64_t v) {
  int bits = 0;
  while (v >> bits) ++bits;
  return bits;
}

}  // namespace

void RadixSortByKey(std::vector<std::pair<uint64_t, uint32_t>>& keyed) {
  constexpr int kDigitBits = 11;
  constexpr size_t kBuckets = size_t{1} << kDigitBits;
  uint64_t used = 0;
  for (const auto& k : keyed) used |= k.first;
  std::vector<std::pair<uint64_t, uint32_t>> buffer(keyed.size());
  std::vector<uint32_t> count(kBuckets);
  for (int shift = 0; shift < BitWidth(used); shift += kDigitBits) {
    std::fill(count.begin(), count.end(), 0);
    for (const auto& k : keyed) ++count[(k.first >> shift) & (kBuckets - 1)];
    uint32_t sum = 0;
    for (uint32_t& c : count) sum += std::exchange(c, sum);
    for (const auto& k : keyed) buffer[count[(k.first >> shift) & (kBuckets - 1)]++] = k;
    keyed.swap(buffer);
  }
}

void RestoreCurveOrder(std::vector<Piece>& pieces) {
  const CurveLess less;
  std::vector<Piece> in_order, behind;
  in_order.reserve(pieces.size());
  for (Piece& p : pieces) {
    if (in_order.empty() || !less(p, in_order.back())) {
      in_order.push_back(std::move(p));
    } else {
      behind.push_back(std::move(p));
    }
  }
  if (behind.empty()) {
    pieces.swap(in_order);
    return;
  }
  SortAlongCurve(behind);
  pieces.clear();
  std::merge(std::make_move_iterator(in_order.begin()), std::make_move_iterator(in_order.end()),
             std::make_move_iterator(behind.begin()), std::make_move_iterator(behind.end()),
             std::back_inserter(pieces), less);
}

std::vector<uint64_t> PackedLevelBoxKeys(const std::vector<Piece>& pieces) {
  if (pieces.empty()) return {};
  IntVect lo = pieces.front().item.box.lo, hi = lo;
  int max_level = 0;
  for (const Piece& p : pieces) {
    lo = Min(lo, p.item.box.lo);
    hi = Max(hi, p.item.box.lo);
    max_level = std::max(max_level, p.item.level);
  }
  int width[kDim], total = BitWidth(static_cast<uint64_t>(max_level));
  for (int d = 0; d < kDim; ++d) {
    width[d] = BitWidth(static_cast<uint64_t>(int64_t{hi[d]} - lo[d]));
    total += width[d];
  }
  if (total > 64) return {};
  std::vector<uint64_t> keys(pieces.size());
  for (size_t n = 0; n < pieces.size(); ++n) {
    uint64_t key = static_cast<uint64_t>(pieces[n].item.level);
    for (int d = kDim - 1; d >= 0; --d) {  // k most significant, as in Box::operator<
      if (width[d] > 0) key <<= width[d];
      key |= static_cast<uint64_t>(int64_t{pieces[n].item.box.lo[d]} - lo[d]);
    }
    keys[n] = key;
  }
  return keys;
}

std::vector<uint32_t> OrderByLevelAndBox(const std::vector<Piece>& pieces) {
  const std::vector<uint64_t> packed = PackedLevelBoxKeys(pieces);
  if (!packed.empty() || pieces.empty())
    return SortedOrder(
        pieces, [&packed](size_t n) { return packed[n]; }, LevelBoxLess());
  return SortedOrder(
      pieces,
      [&pieces](size_t n) {
        const IntVect& l = pieces[n].item.box.lo;
        return std::array<int, 4>{pieces[n].item.level, l[2], l[1], l[0]};
      },
      LevelBoxLess());
}

}  // namespace vagus::partition
