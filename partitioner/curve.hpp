// Space-filling-curve keys in 3-D: Hilbert (Skilling's transpose algorithm, "Programming the
// Hilbert curve", AIP Conf. Proc. 707, 2004) and Morton (bit interleaving), plus CurveIndex, which
// places a patch of any level on the one curve laid over the base level's index space.
#pragma once

#include <cstdint>
#include <vector>

#include <vagus/base/box.hpp>

namespace vagus::partition {

// Bits per direction of the keys the partitioner uses: 3 x 21 = 63 bits.
inline constexpr int kCurveBits = 21;

// Position of point p (each component in [0, 2^bits)) along the Hilbert curve of a 2^bits cube;
// consecutive keys are face neighbours. bits in [1, 21].
[[nodiscard]] uint64_t HilbertKey(IntVect p, int bits);
// HilbertKey of many points; much faster than one at a time.
[[nodiscard]] std::vector<uint64_t> HilbertKeys(const std::vector<IntVect>& points, int bits);
// The inverse: the point at position key.
[[nodiscard]] IntVect HilbertPoint(uint64_t key, int bits);
// Morton (Z-order) key: bits interleaved, i lowest. bits in [1, 21].
[[nodiscard]] uint64_t MortonKey(IntVect p, int bits);

enum class Curve { kHilbert, kMorton };

// Maps a patch (box at a level ratio_to_base times finer than the base level) to the curve key of
// its centre. The curve covers the base domain's bounding cube with 2^kCurveBits points per
// direction, so each base cell holds 2^shift points per direction and the centres of fine patches
// inside one base cell still get distinct, locality-preserving keys.
class CurveIndex {
 public:
  CurveIndex(Curve curve, const Box& base_domain);
  // The curve point of the box's centre, and its key.
  [[nodiscard]] IntVect Point(const Box& box, int ratio_to_base) const;
  [[nodiscard]] uint64_t Key(const Box& box, int ratio_to_base) const;
  // Keys of many points (from Point) at once.
  [[nodiscard]] std::vector<uint64_t> Keys(const std::vector<IntVect>& points) const;

 private:
  Curve curve_;
  IntVect base_lo_;
  int shift_ = 0;  // curve points per base cell per direction = 2^shift_
};

}  // namespace vagus::partition
