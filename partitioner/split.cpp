// Halving of pieces on blocking-factor lines, with work, weight and bytes shared by cell count
// (bytes exactly: the two halves always add up to the whole).
#include "partitioner/split.hpp"

#include <algorithm>
#include <sstream>
#include <stdexcept>

namespace vagus::partition {
namespace {

// The blocking-factor line nearest the middle of direction d strictly inside the box, or lo - 1
// when there is none. Ties go to the lower line.
int CutLine(const Box& box, int d, int blocking_factor) {
  const int mid = box.lo[d] + box.Size()[d] / 2;
  const int down = FloorDiv(mid, blocking_factor) * blocking_factor;
  const int up = down + blocking_factor;
  const bool down_ok = down > box.lo[d] && down <= box.hi[d];
  const bool up_ok = up > box.lo[d] && up <= box.hi[d];
  if (down_ok && (!up_ok || mid - down <= up - mid)) return down;
  if (up_ok) return up;
  return box.lo[d] - 1;
}

// Share of an int64 total for `part` of `whole` cells, rounded down, without overflow.
int64_t ShareOf(int64_t total, int64_t part, int64_t whole) {
  return (total / whole) * part + (total % whole) * part / whole;
}

template <class TooBig>
void SplitWhile(const Piece& piece, int blocking_factor, const CurveIndex& curve,
                std::vector<Piece>& out, TooBig too_big, bool must_fit) {
  if (!too_big(piece)) {  // the common case: no work, no allocation
    out.push_back(piece);
    return;
  }
  std::vector<Piece> stack{piece};
  while (!stack.empty()) {
    const Piece p = stack.back();
    stack.pop_back();
    if (!too_big(p)) {
      out.push_back(p);
      continue;
    }
    Piece first, second;
    if (HalvePiece(p, blocking_factor, curve, first, second)) {
      stack.push_back(second);  // first is processed next: the output stays in curve order
      stack.push_back(first);
    } else if (must_fit) {
      std::ostringstream msg;
      msg << "partition: patch " << p.item.box << " at level " << p.item.level << " ("
          << p.item.box.NumCells() << " cells) is larger than every rank's max_patch_cells and "
          << "cannot be cut further on blocking-factor " << blocking_factor << " lines";
      throw std::invalid_argument(msg.str());
    } else {
      out.push_back(p);
    }
  }
}

}  // namespace

bool HalvePiece(const Piece& piece, int blocking_factor, const CurveIndex& curve, Piece& first,
                Piece& second) {
  const Box& box = piece.item.box;
  const IntVect n = box.Size();
  int order[kDim] = {0, 1, 2};
  std::stable_sort(order, order + kDim, [&n](int a, int b) { return n[a] > n[b]; });
  for (int d : order) {
    const int cut = CutLine(box, d, blocking_factor);
    if (cut < box.lo[d]) continue;
    Piece low = piece, high = piece;
    low.item.box.hi[d] = cut - 1;
    high.item.box.lo[d] = cut;
    const int64_t cells = box.NumCells(), low_cells = low.item.box.NumCells();
    const double fraction = static_cast<double>(low_cells) / static_cast<double>(cells);
    low.item.work = piece.item.work * fraction;
    high.item.work = piece.item.work - low.item.work;
    low.weight = piece.weight * fraction;
    high.weight = piece.weight - low.weight;
    low.item.bytes = ShareOf(piece.item.bytes, low_cells, cells);
    high.item.bytes = piece.item.bytes - low.item.bytes;
    low.key = curve.Key(low.item.box, low.item.ratio_to_base);
    high.key = curve.Key(high.item.box, high.item.ratio_to_base);
    if (CurveLess()(high, low)) std::swap(low, high);
    first = low;
    second = high;
    return true;
  }
  return false;
}

void SplitToCells(const Piece& piece, int64_t max_cells, int blocking_factor,
                  const CurveIndex& curve, std::vector<Piece>& out) {
  SplitWhile(
      piece, blocking_factor, curve, out,
      [max_cells](const Piece& p) { return p.item.box.NumCells() > max_cells; }, true);
}

void SplitToWeight(const Piece& piece, double max_weight, int blocking_factor,
                   const CurveIndex& curve, std::vector<Piece>& out) {
  SplitWhile(
      piece, blocking_factor, curve, out,
      [max_weight](const Piece& p) { return p.weight > max_weight; }, false);
}

}  // namespace vagus::partition
