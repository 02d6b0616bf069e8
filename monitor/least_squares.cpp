// Householder QR (Golub & Van Loan, Alg. 5.2.1) applied to A D^-1 and b together; then R y = Q^T b
// by back substitution and x = D^-1 y. Scaling by column norms makes the condition estimate
// independent of the units of load and level (X1 ~ 1e6 cells, X2 in 0..8). R, D and R^-1's
// columns live on the stack (at most 9 x 9); the rows x cols work in the caller's workspace.
#include <vagus/monitor/least_squares.hpp>

#include <cmath>
#include <limits>

namespace vagus::monitor {
namespace {

constexpr double kInfinity = std::numeric_limits<double>::infinity();
constexpr int kMax = kMaxLeastSquaresColumns;

// ||R||_F ||R^-1||_F for upper-triangular R (n x n, row-major) with a non-zero diagonal.
double ConditionEstimate(const std::array<double, kMax * kMax>& r, int n) {
  double norm_r = 0;
  for (int i = 0; i < n; ++i)
    for (int j = i; j < n; ++j) norm_r += r[i * n + j] * r[i * n + j];
  // Columns of R^-1 by back substitution on the unit vectors.
  double norm_inv = 0;
  std::array<double, kMax> column{};
  for (int e = 0; e < n; ++e) {
    for (int i = n - 1; i >= 0; --i) {
      double sum = (i == e) ? 1.0 : 0.0;
      for (int j = i + 1; j < n; ++j) sum -= r[i * n + j] * column[j];
      column[i] = sum / r[i * n + i];
      norm_inv += column[i] * column[i];
    }
  }
  return std::sqrt(norm_r) * std::sqrt(norm_inv);
}

}  // namespace

void LeastSquaresWorkspace::Reserve(int rows) {
  if (rows <= static_cast<int>(y_.size())) return;
  m_.resize(static_cast<size_t>(rows) * kMax);
  y_.resize(rows);
  v_.resize(rows);
}

LeastSquaresSolution SolveLeastSquares(const double* a, int rows, int cols, const double* b,
                                       LeastSquaresWorkspace& workspace) {
  LeastSquaresSolution out;
  out.condition = kInfinity;
  if (cols <= 0 || cols > kMax || rows < cols) return out;
  workspace.Reserve(rows);
  double* const m = workspace.m_.data();
  double* const y = workspace.y_.data();
  double* const v = workspace.v_.data();

  // Column scaling.
  std::array<double, kMax> scale{};
  for (int c = 0; c < cols; ++c) {
    double sum = 0;
    for (int r = 0; r < rows; ++r) sum += a[r * cols + c] * a[r * cols + c];
    scale[c] = std::sqrt(sum);
    if (!(scale[c] > 0) || !std::isfinite(scale[c])) return out;
  }
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < cols; ++c) m[r * cols + c] = a[r * cols + c] / scale[c];
  for (int r = 0; r < rows; ++r) y[r] = b[r];

  // Householder reflections H_k = I - 2 v v^T / (v^T v) zero column k below the diagonal.
  for (int k = 0; k < cols; ++k) {
    double norm = 0;
    for (int r = k; r < rows; ++r) norm += m[r * cols + k] * m[r * cols + k];
    norm = std::sqrt(norm);
    if (!(norm > 0)) return out;  // the column lies in the span of the previous ones
    const double alpha = m[k * cols + k] > 0 ? -norm : norm;  // avoids cancellation in v_k
    for (int r = k; r < rows; ++r) v[r] = m[r * cols + k];
    v[k] -= alpha;
    double vv = 0;
    for (int r = k; r < rows; ++r) vv += v[r] * v[r];
    for (int c = k; c < cols; ++c) {
      double dot = 0;
      for (int r = k; r < rows; ++r) dot += v[r] * m[r * cols + c];
      const double f = 2 * dot / vv;
      for (int r = k; r < rows; ++r) m[r * cols + c] -= f * v[r];
    }
    double dot = 0;
    for (int r = k; r < rows; ++r) dot += v[r] * y[r];
    const double f = 2 * dot / vv;
    for (int r = k; r < rows; ++r) y[r] -= f * v[r];
  }

  std::array<double, kMax * kMax> r_upper{};
  for (int i = 0; i < cols; ++i)
    for (int j = i; j < cols; ++j) r_upper[i * cols + j] = m[i * cols + j];
  for (int i = 0; i < cols; ++i)
    if (r_upper[i * cols + i] == 0) return out;
  out.condition = ConditionEstimate(r_upper, cols);

  for (int i = cols - 1; i >= 0; --i) {
    double sum = y[i];
    for (int j = i + 1; j < cols; ++j) sum -= r_upper[i * cols + j] * out.x[j];
    out.x[i] = sum / r_upper[i * cols + i];
  }
  for (int c = 0; c < cols; ++c) out.x[c] /= scale[c];
  double residual = 0;
  for (int r = cols; r < rows; ++r) residual += y[r] * y[r];
  out.residual_norm = std::sqrt(residual);
  out.solved = std::isfinite(out.condition);
  for (int c = 0; c < cols; ++c) out.solved = out.solved && std::isfinite(out.x[c]);
  return out;
}

LeastSquaresSolution SolveLeastSquares(const std::vector<double>& a, int rows, int cols,
                                       const std::vector<double>& b) {
  LeastSquaresWorkspace workspace(rows);
  return SolveLeastSquares(a.data(), rows, cols, b.data(), workspace);
}

}  // namespace vagus::monitor
