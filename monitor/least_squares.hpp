// Linear least squares min ||A x - b||_2 by Householder QR of the column-scaled matrix A D^-1
// (D = column 2-norms), never the normal equations, whose condition number is the square of A's.
// The condition estimate kappa_F(R) = ||R||_F ||R^-1||_F bounds the 2-norm condition of A D^-1
// from above within a factor n (R is at most 9 x 9 here, so R^-1 is cheap to form).
#pragma once

#include <vector>

namespace vagus::monitor {

struct LeastSquaresSolution {
  bool solved = false;       // false: fewer rows than columns, a zero column, or a singular R
  std::vector<double> x;     // in the units of the original columns
  double condition = 0;      // kappa_F of the column-scaled matrix; infinity when not solved
  double residual_norm = 0;  // ||A x - b||_2
};

// A is rows x cols, row-major (a[r * cols + c]); b has `rows` entries.
[[nodiscard]] LeastSquaresSolution SolveLeastSquares(const std::vector<double>& a, int rows,
                                                     int cols, const std::vector<double>& b);

}  // namespace vagus::monitor
