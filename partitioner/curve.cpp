// Hilbert and Morton keys. The Hilbert transform follows Skilling (2004): the coordinates are
// turned in place into the "transpose" of the key (bit q of the key's digit q held across the three
// coordinates), which is then read out most significant digit first.
#include "partitioner/curve.hpp"

#include <algorithm>
#include <stdexcept>
#include <string>

namespace vagus::partition {
namespace {

using Coord = uint32_t;

// Reads the transpose X[0..2] (X[0] most significant within each digit) out as one key.
uint64_t InterleaveTranspose(const Coord x[3], int bits) {
  uint64_t key = 0;
  for (int q = bits - 1; q >= 0; --q)
    for (int d = 0; d < 3; ++d) key = (key << 1) | ((x[d] >> q) & 1u);
  return key;
}

void CheckBits(int bits) {
  if (bits < 1 || bits > kCurveBits)
    throw std::invalid_argument("curve key: bits must be in [1, 21], got " + std::to_string(bits));
}

int64_t FloorDiv64(int64_t a, int64_t b) { return (a >= 0) ? a / b : -((-a + b - 1) / b); }

}  // namespace

uint64_t HilbertKey(amr::IntVect p, int bits) {
  CheckBits(bits);
  Coord x[3] = {Coord(p[0]), Coord(p[1]), Coord(p[2])};
  const Coord top = Coord{1} << (bits - 1);
  // Undo the excess work of the inverse: at each scale, reflect or exchange the lower bits so that
  // every sub-cube is entered at the corner the parent curve expects.
  for (Coord q = top; q > 1; q >>= 1) {
    const Coord p_mask = q - 1;
    for (int d = 0; d < 3; ++d) {
      if (x[d] & q) {
        x[0] ^= p_mask;  // invert
      } else {
        const Coord t = (x[0] ^ x[d]) & p_mask;  // exchange
        x[0] ^= t;
        x[d] ^= t;
      }
    }
  }
  // Gray encode.
  for (int d = 1; d < 3; ++d) x[d] ^= x[d - 1];
  Coord t = 0;
  for (Coord q = top; q > 1; q >>= 1)
    if (x[2] & q) t ^= q - 1;
  for (int d = 0; d < 3; ++d) x[d] ^= t;
  return InterleaveTranspose(x, bits);
}

amr::IntVect HilbertPoint(uint64_t key, int bits) {
  CheckBits(bits);
  Coord x[3] = {0, 0, 0};
  for (int q = bits - 1; q >= 0; --q)
    for (int d = 0; d < 3; ++d) x[d] |= Coord((key >> (3 * q + (2 - d))) & 1u) << q;
  // Gray decode by H ^ (H / 2).
  Coord t = x[2] >> 1;
  for (int d = 2; d > 0; --d) x[d] ^= x[d - 1];
  x[0] ^= t;
  // Undo the excess work, from the finest scale up.
  const Coord end = Coord{2} << (bits - 1);
  for (Coord q = 2; q != end; q <<= 1) {
    const Coord p_mask = q - 1;
    for (int d = 2; d >= 0; --d) {
      if (x[d] & q) {
        x[0] ^= p_mask;
      } else {
        t = (x[0] ^ x[d]) & p_mask;
        x[0] ^= t;
        x[d] ^= t;
      }
    }
  }
  return {int(x[0]), int(x[1]), int(x[2])};
}

uint64_t MortonKey(amr::IntVect p, int bits) {
  CheckBits(bits);
  uint64_t key = 0;
  for (int q = 0; q < bits; ++q)
    for (int d = 0; d < 3; ++d) key |= uint64_t((Coord(p[d]) >> q) & 1u) << (3 * q + d);
  return key;
}

CurveIndex::CurveIndex(Curve curve, const amr::Box& base_domain)
    : curve_(curve), base_lo_(base_domain.lo) {
  const int extent = base_domain.Size().MaxComponent();
  int levels = 0;  // smallest n with 2^n >= extent
  while (levels <= kCurveBits && (int64_t{1} << levels) < extent) ++levels;
  if (levels > kCurveBits)
    throw std::invalid_argument("partition: the base domain is wider than 2^21 cells");
  shift_ = kCurveBits - levels;
}

uint64_t CurveIndex::Key(const amr::Box& box, int ratio_to_base) const {
  // Twice the centre in the box's level, minus twice the base origin refined to that level, gives
  // the centre in half-cells of the level; scaling by 2^shift / (2 ratio) gives curve points.
  const int64_t limit = (int64_t{1} << kCurveBits) - 1;
  amr::IntVect point;
  for (int d = 0; d < amr::kDim; ++d) {
    const int64_t twice_centre = int64_t{box.lo[d]} + box.hi[d] + 1 -
                                 2 * int64_t{ratio_to_base} * base_lo_[d];
    const int64_t scaled = FloorDiv64(twice_centre * (int64_t{1} << shift_), 2 * ratio_to_base);
    point[d] = static_cast<int>(std::clamp<int64_t>(scaled, 0, limit));
  }
  return curve_ == Curve::kHilbert ? HilbertKey(point, kCurveBits) : MortonKey(point, kCurveBits);
}

}  // namespace vagus::partition
