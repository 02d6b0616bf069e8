// Halving of pieces on blocking-factor lines, with work, weight and bytes shared by cell count
// (bytes exactly: the two halves always add up to the whole).
#include <vagus/partitioner/split.hpp>

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>
#include <sstream>
#include <stdexcept>
#include <tuple>

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
          << p.item.box.NumCells() << " cells) is larger than every rank's patch limit and "
          << "cannot be cut further on blocking-factor " << blocking_factor << " lines";
      throw std::invalid_argument(msg.str());
    } else {
      out.push_back(p);
    }
  }
}

// `piece` cut on plane `cut` of direction d: `first` is the part earlier on the curve.
void CutAlong(const Piece& piece, int d, int cut, const CurveIndex& curve, Piece& first,
              Piece& second) {
  const Box& box = piece.item.box;
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
}

}  // namespace

bool HalvePiece(const Piece& piece, int blocking_factor, const CurveIndex& curve, Piece& first,
                Piece& second) {
  const Box& box = piece.item.box;
  for (int d : box.DirectionsLongestFirst()) {
    const int cut = CutLine(box, d, blocking_factor);
    if (cut < box.lo[d]) continue;
    CutAlong(piece, d, cut, curve, first, second);
    return true;
  }
  return false;
}

bool CutPiece(const Piece& piece, double first_weight, int blocking_factor, const CurveIndex& curve,
              Piece& first, Piece& second) {
  // The part first on the curve weighs first_weight when it is the low part cut at the line
  // nearest position p(first_weight), or the high part cut near p(weight - first_weight). Which
  // part comes first takes two curve keys to tell, so only the lines on either side of those
  // positions are tried, in order of the least error either part could give (then the longer
  // direction, then the lower line), until that least error is no better than one found.
  struct Line {
    double least_error;
    int direction_rank;  // place of d in DirectionsLongestFirst
    int d, cut;
  };
  const Box& box = piece.item.box;
  const IntVect n = box.Size();
  const double cells = static_cast<double>(box.NumCells());
  const double low_targets[2] = {first_weight, piece.weight - first_weight};
  std::array<Line, 4 * kDim> lines;
  size_t count = 0;
  const std::array<int, kDim> directions = box.DirectionsLongestFirst();
  for (int r = 0; r < kDim; ++r) {
    const int d = directions[r];
    const int first_line = FloorDiv(box.lo[d], blocking_factor) * blocking_factor + blocking_factor;
    const int last_line = FloorDiv(box.hi[d], blocking_factor) * blocking_factor;
    if (first_line > box.hi[d]) continue;
    for (double target : low_targets) {
      const double fraction = std::clamp(target / piece.weight, 0.0, 1.0);
      const int position = box.lo[d] + static_cast<int>(std::floor(fraction * n[d]));
      const int down = FloorDiv(position, blocking_factor) * blocking_factor;
      for (int cut : {std::clamp(down, first_line, last_line),
                      std::clamp(down + blocking_factor, first_line, last_line)}) {
        Box low = box;
        low.hi[d] = cut - 1;
        const double low_weight = piece.weight * (static_cast<double>(low.NumCells()) / cells);
        const double least = std::min(std::abs(low_weight - first_weight),
                                      std::abs(piece.weight - low_weight - first_weight));
        lines[count++] = {least, r, d, cut};
      }
    }
  }
  auto before = [](const Line& a, const Line& b) {
    return std::tie(a.least_error, a.direction_rank, a.cut) <
           std::tie(b.least_error, b.direction_rank, b.cut);
  };
  std::sort(lines.begin(), lines.begin() + count, before);
  double best_error = std::numeric_limits<double>::infinity();
  for (size_t c = 0; c < count && lines[c].least_error < best_error; ++c) {
    Piece a, b;
    CutAlong(piece, lines[c].d, lines[c].cut, curve, a, b);
    const double error = std::abs(a.weight - first_weight);
    if (error < best_error) {
      best_error = error;
      first = a;
      second = b;
    }
  }
  return count > 0;  // the first line tried always gives a finite error
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
