// Hilbert and Morton keys. The Hilbert transform follows Skilling (2004): the coordinates are
// turned in place into the "transpose" of the key (digit q spread over bit q of the three
// coordinates), which is read out most significant digit first; batches run eight points at once.
#include <vagus/partitioner/curve.hpp>

#include <algorithm>
#include <stdexcept>
#include <string>

namespace vagus::partition {
namespace {

using Coord = uint32_t;

// Spreads the low 21 bits of v so that bit q lands on bit 3q.
uint64_t SpreadBits(uint64_t v) {
  v &= 0x1fffff;
  v = (v | v << 32) & 0x1f00000000ffffULL;
  v = (v | v << 16) & 0x1f0000ff0000ffULL;
  v = (v | v << 8) & 0x100f00f00f00f00fULL;
  v = (v | v << 4) & 0x10c30c30c30c30c3ULL;
  v = (v | v << 2) & 0x1249249249249249ULL;
  return v;
}

// Reads the transpose X[0..2] (X[0] most significant within each digit) out as one key.
uint64_t InterleaveTranspose(const Coord x[3]) {
  return SpreadBits(x[0]) << 2 | SpreadBits(x[1]) << 1 | SpreadBits(x[2]);
}

void CheckBits(int bits) {
  if (bits < 1 || bits > kCurveBits)
    throw std::invalid_argument("curve key: bits must be in [1, 21], got " + std::to_string(bits));
}

int BitWidth(uint64_t v) {
  int bits = 0;
  while (v >> bits) ++bits;
  return bits;
}

// Skilling's AxesToTranspose on one point, or on eight at once as a vector (GCC/Clang vector
// extension: one AVX2 register): the steps are branch-free, so every lane does the same work.
template <class V>
void AxesToTranspose(V& a, V& b, V& c, int bits) {
  const Coord top = Coord{1} << (bits - 1);
  const V zero = a - a;
  // Undo the excess work of the inverse: at each scale, reflect or exchange the lower bits so
  // that every sub-cube is entered at the corner its parent curve expects. `set` chooses
  // between inverting the low bits of a and exchanging them with those of b (then c).
  for (int s = bits - 1; s > 0; --s) {
    const Coord p_mask = (Coord{1} << s) - 1;
    a ^= p_mask & (zero - ((a >> s) & 1));
    V set = zero - ((b >> s) & 1);
    V t = (a ^ b) & p_mask & ~set;
    a ^= (p_mask & set) | t;
    b ^= t;
    set = zero - ((c >> s) & 1);
    t = (a ^ c) & p_mask & ~set;
    a ^= (p_mask & set) | t;
    c ^= t;
  }
  // Gray encode, then flip by t, whose bit i is the parity of c's bits above i (excluding
  // bit 0): a suffix XOR.
  b ^= a;
  c ^= b;
  V t = c & ~Coord{1};
  t ^= t >> 1;
  t ^= t >> 2;
  t ^= t >> 4;
  t ^= t >> 8;
  t ^= t >> 16;
  t = (t >> 1) & (top - 1);
  a ^= t;
  b ^= t;
  c ^= t;
}

}  // namespace

uint64_t HilbertKey(IntVect p, int bits) {
  CheckBits(bits);
  Coord x[3] = {Coord(p[0]), Coord(p[1]), Coord(p[2])};
  AxesToTranspose(x[0], x[1], x[2], bits);
  return InterleaveTranspose(x);
}

std::vector<uint64_t> HilbertKeys(const std::vector<IntVect>& points, int bits) {
  CheckBits(bits);
  constexpr int kLanes = 8;
  typedef Coord Lanes __attribute__((vector_size(kLanes * sizeof(Coord))));
  std::vector<uint64_t> keys(points.size());
  for (size_t base = 0; base < points.size(); base += kLanes) {
    const size_t lanes = std::min<size_t>(kLanes, points.size() - base);
    Lanes x[3] = {};
    for (size_t l = 0; l < lanes; ++l)
      for (int d = 0; d < 3; ++d) x[d][l] = Coord(points[base + l][d]);
    AxesToTranspose(x[0], x[1], x[2], bits);
    for (size_t l = 0; l < lanes; ++l) {
      const Coord transpose[3] = {x[0][l], x[1][l], x[2][l]};
      keys[base + l] = InterleaveTranspose(transpose);
    }
  }
  return keys;
}

IntVect HilbertPoint(uint64_t key, int bits) {
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

uint64_t MortonKey(IntVect p, int bits) {
  CheckBits(bits);
  const uint64_t mask = (uint64_t{1} << bits) - 1;
  return SpreadBits(Coord(p[0]) & mask) | SpreadBits(Coord(p[1]) & mask) << 1 |
         SpreadBits(Coord(p[2]) & mask) << 2;
}

CurveIndex::CurveIndex(Curve curve, const Box& base_domain)
    : curve_(curve), base_lo_(base_domain.lo) {
  const int extent = base_domain.Size().MaxComponent();
  int levels = 0;  // smallest n with 2^n >= extent
  while (levels <= kCurveBits && (int64_t{1} << levels) < extent) ++levels;
  if (levels > kCurveBits)
    throw std::invalid_argument("partition: the base domain is wider than 2^21 cells");
  shift_ = kCurveBits - levels;
}

IntVect CurveIndex::Point(const Box& box, int ratio_to_base) const {
  // Twice the centre in the box's level, minus twice the base origin refined to that level, gives
  // the centre in half-cells of the level; scaling by 2^shift / (2 ratio) gives curve points.
  const int64_t limit = (int64_t{1} << kCurveBits) - 1;
  IntVect point;
  for (int d = 0; d < kDim; ++d) {
    const int64_t twice_centre =
        int64_t{box.lo[d]} + box.hi[d] + 1 - 2 * int64_t{ratio_to_base} * base_lo_[d];
    const int64_t numerator = twice_centre * (int64_t{1} << shift_);
    // Refinement ratios are powers of two: shift rather than divide (a 64-bit division costs
    // more than the whole Hilbert transform). Below the domain everything clamps to 0 anyway.
    const int64_t denominator = 2 * int64_t{ratio_to_base};
    const int64_t scaled = numerator < 0 ? 0
                           : (denominator & (denominator - 1)) == 0
                               ? numerator >> (BitWidth(uint64_t(denominator)) - 1)
                               : numerator / denominator;
    point[d] = static_cast<int>(std::min(scaled, limit));
  }
  return point;
}

uint64_t CurveIndex::Key(const Box& box, int ratio_to_base) const {
  const IntVect point = Point(box, ratio_to_base);
  return curve_ == Curve::kHilbert ? HilbertKey(point, kCurveBits) : MortonKey(point, kCurveBits);
}

std::vector<uint64_t> CurveIndex::Keys(const std::vector<IntVect>& points) const {
  if (curve_ == Curve::kHilbert) return HilbertKeys(points, kCurveBits);
  std::vector<uint64_t> keys(points.size());
  for (size_t n = 0; n < points.size(); ++n) keys[n] = MortonKey(points[n], kCurveBits);
  return keys;
}

}  // namespace vagus::partition
