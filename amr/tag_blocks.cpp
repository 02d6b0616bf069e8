// TagBlockBuilder: dilation as the union of shifted copies of a byte mask, one direction at a
// time; the region and its periodic images painted into a second mask; blocks marked in a third.
#include <vagus/amr/tag_blocks.hpp>

#include <algorithm>

#include <vagus/base/error.hpp>

namespace vagus::amr {
namespace {

// The offset of cell (i, j, k) of `box` in a k-major array over it.
std::size_t Offset(const Box& box, int i, int j, int k) {
  const IntVect n = box.Size();
  return (static_cast<std::size_t>(k - box.lo[2]) * n[1] + (j - box.lo[1])) * n[0] +
         (i - box.lo[0]);
}

int Modulo(int a, int b) { return ((a % b) + b) % b; }

}  // namespace

TagBlockBuilder::TagBlockBuilder(const Domain& domain, const BoxList& region,
                                 const TileClusterOptions& options)
    : domain_(domain),
      region_(region),
      region_index_(region),
      shifts_(domain.PeriodicShifts()),
      block_(domain.RatioVect(options.block)) {
  VAGUS_ASSERT(options.buffer_cells >= 0, "negative tag buffer");
  const IntVect extent = domain.box.Size();
  for (int d = 0; d < kDim; ++d) {
    // Growing by more than the extent - 1 reaches nothing more (LocalTagBlocks does the same).
    grow_[d] = domain.Active(d) ? std::min(options.buffer_cells, extent[d] - 1) : 0;
    VAGUS_ASSERT(Modulo(domain.box.lo[d], block_[d]) == 0 &&
                     (!domain.periodic[d] || extent[d] % block_[d] == 0),
                 "the domain's corner and periodic extents must be multiples of the block");
  }
}

void TagBlockBuilder::Add(const Box& box, const int* tagged) {
  VAGUS_ASSERT(domain_.box.Contains(box), "tags outside the domain cannot be buffered");
  const auto cells = static_cast<std::size_t>(box.NumCells());
  if (std::none_of(tagged, tagged + cells, [](int t) { return t != 0; })) return;
  const Box grown = box.Grow(grow_);
  mask_.assign(static_cast<std::size_t>(grown.NumCells()), 0);
  std::size_t n = 0;
  for (int k = box.lo[2]; k <= box.hi[2]; ++k)
    for (int j = box.lo[1]; j <= box.hi[1]; ++j) {
      char* row = &mask_[Offset(grown, box.lo[0], j, k)];
      for (int i = 0; i < box.Size()[0]; ++i, ++n) row[i] = tagged[n] != 0;
    }
  Dilate(grown);
  MarkRegion(grown);
  CollectBlocks(grown);
}

void TagBlockBuilder::Dilate(const Box& grown) {
  const IntVect n = grown.Size();
  std::size_t inner = 1;  // cells between neighbours along d
  for (int d = 0; d < kDim; ++d) {
    const auto along = static_cast<std::size_t>(n[d]);
    const std::size_t outer = mask_.size() / (along * inner);
    if (grow_[d] > 0) {
      // A cell is set when one within grow_[d] of it along d was: the union of the mask shifted
      // by every offset up to grow_[d], whole runs of `inner` cells at a time.
      scratch_.assign(mask_.size(), 0);
      for (std::size_t o = 0; o < outer; ++o)
        for (int shift = -grow_[d]; shift <= grow_[d]; ++shift) {
          // Runs [first, last) along d of `inner` cells each are one contiguous run.
          const int first = std::max(0, -shift), last = std::min(n[d], n[d] - shift);
          if (first >= last) continue;
          char* to = &scratch_[(o * along + first) * inner];
          const char* from = &mask_[(o * along + first + shift) * inner];
          const std::size_t length = static_cast<std::size_t>(last - first) * inner;
          for (std::size_t x = 0; x < length; ++x) to[x] |= from[x];
        }
      mask_.swap(scratch_);
    }
    inner *= along;
  }
}

void TagBlockBuilder::MarkRegion(const Box& grown) {
  in_region_.assign(mask_.size(), 0);
  for (const IntVect& s : shifts_)
    region_index_.ForEachIntersecting(grown.Shift(-s), [&](std::size_t id) {
      const Box part = region_[id].Shift(s).Intersect(grown);
      for (int k = part.lo[2]; k <= part.hi[2]; ++k)
        for (int j = part.lo[1]; j <= part.hi[1]; ++j) {
          char* row = &in_region_[Offset(grown, part.lo[0], j, k)];
          std::fill(row, row + part.Size()[0], 1);
        }
    });
}

void TagBlockBuilder::CollectBlocks(const Box& grown) {
  const Box blocks = grown.Coarsen(block_);
  block_mask_.assign(static_cast<std::size_t>(blocks.NumCells()), 0);
  std::size_t c = 0;
  for (int k = grown.lo[2]; k <= grown.hi[2]; ++k)
    for (int j = grown.lo[1]; j <= grown.hi[1]; ++j) {
      const int bk = FloorDiv(k, block_[2]), bj = FloorDiv(j, block_[1]);
      for (int i = grown.lo[0]; i <= grown.hi[0]; ++i, ++c)
        if (mask_[c] && in_region_[c])
          block_mask_[Offset(blocks, FloorDiv(i, block_[0]), bj, bk)] = 1;
    }
  // A cell beyond a periodic face lies in a block beyond it (the face is on a block line): the
  // block wraps as the cell does. Cells beyond other faces are in no region box.
  const Box domain_blocks = domain_.box.Coarsen(block_);
  const IntVect periods = domain_blocks.Size();
  c = 0;
  for (int k = blocks.lo[2]; k <= blocks.hi[2]; ++k)
    for (int j = blocks.lo[1]; j <= blocks.hi[1]; ++j)
      for (int i = blocks.lo[0]; i <= blocks.hi[0]; ++i, ++c) {
        if (!block_mask_[c]) continue;
        IntVect b{i, j, k};
        for (int d = 0; d < kDim; ++d)
          if (domain_.periodic[d])
            b[d] = domain_blocks.lo[d] + Modulo(b[d] - domain_blocks.lo[d], periods[d]);
        blocks_.push_back(b);
      }
}

}  // namespace vagus::amr
