// Linear least squares min ||A x - b||_2 by Householder QR of the column-scaled matrix A D^-1
// (D = column 2-norms), never the normal equations, whose condition number is the square of A's.
// The condition estimate kappa_F(R) = ||R||_F ||R^-1||_F bounds the 2-norm condition of A D^-1
// from above within a factor n (R is at most 9 x 9 here, so R^-1 is cheap to form).
#pragma once

#include <array>
#include <vector>

namespace vagus::monitor {

// Columns a problem may have (the nine terms of eq. 3).
inline constexpr int kMaxLeastSquaresColumns = 9;

struct LeastSquaresSolution {
  bool solved = false;  // false: fewer rows than columns, too many columns, a zero column, or a
                        // singular R
  std::array<double, kMaxLeastSquaresColumns> x{};  // the first `cols`, in the original units
  double condition = 0;      // kappa_F of the column-scaled matrix; infinity when not solved
  double residual_norm = 0;  // ||A x - b||_2
};

// Scratch memory for the QR, sized for `max_rows` rows; a larger problem grows it.
class LeastSquaresWorkspace {
 public:
  explicit LeastSquaresWorkspace(int max_rows = 0) { Reserve(max_rows); }
  // Room for `rows` rows (allocates only when there is not already).
  void Reserve(int rows);

 private:
  friend LeastSquaresSolution SolveLeastSquares(const double* a, int rows, int cols,
                                                const double* b, LeastSquaresWorkspace& workspace);
  std::vector<double> m_, y_, v_;  // the scaled matrix, Q^T b, a Householder vector
};

// A is rows x cols, row-major (a[r * cols + c]); b has `rows` entries; cols is at most
// kMaxLeastSquaresColumns. Allocates nothing when `workspace` has room for `rows`.
[[nodiscard]] LeastSquaresSolution SolveLeastSquares(const double* a, int rows, int cols,
                                                     const double* b,
                                                     LeastSquaresWorkspace& workspace);
[[nodiscard]] LeastSquaresSolution SolveLeastSquares(const std::vector<double>& a, int rows,
                                                     int cols, const std::vector<double>& b);

}  // namespace vagus::monitor
