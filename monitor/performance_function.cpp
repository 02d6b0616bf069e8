// Fitting eq. 3: build the design matrix of each model's terms, solve by QR (least_squares.hpp),
// keep the models with enough samples and a condition estimate within bounds, and choose by AICc
// (the simpler model on ties). The proportional fit is always kept as a backstop. The design
// matrices and the QR work in a FitWorkspace, so a refit allocates nothing once it is sized.
#include <vagus/monitor/performance_function.hpp>

#include <algorithm>
#include <cmath>

#include <vagus/monitor/least_squares.hpp>

namespace vagus::monitor {
namespace {

// Coefficient indices (3 i + j) a model uses: the first `count` of `index`.
struct Terms {
  std::array<int, PerformanceFunction::kTerms> index{};
  int count = 0;
};

Terms TermsOf(ModelKind kind) {
  switch (kind) {
    case ModelKind::kFull:
      return {{0, 1, 2, 3, 4, 5, 6, 7, 8}, 9};
    case ModelKind::kBilinear:
      return {{0, 1, 3, 4}, 4};
    case ModelKind::kAffine:
      return {{0, 3}, 2};
    case ModelKind::kProportional:
      return {{3}, 1};
    case ModelKind::kNone:
      break;
  }
  return {};
}

double Monomial(int term, double load, double level) {
  return std::pow(load, term / 3) * std::pow(level, term % 3);
}

struct ModelFit {
  bool ok = false;
  std::array<double, PerformanceFunction::kTerms> coefficients{};
  double condition = 0;
  double rms_residual = 0;
  double aicc = 0;
};

ModelFit FitModel(ModelKind kind, FitWorkspace& workspace) {
  const Terms terms = TermsOf(kind);
  const std::vector<PerformanceSample>& samples = workspace.used;
  const int rows = static_cast<int>(samples.size());
  const int cols = terms.count;
  workspace.a.resize(static_cast<size_t>(rows) * cols);
  workspace.b.resize(rows);
  double* const a = workspace.a.data();
  double* const b = workspace.b.data();
  for (int r = 0; r < rows; ++r) {
    for (int c = 0; c < cols; ++c)
      a[r * cols + c] = Monomial(terms.index[c], samples[r].load, samples[r].level);
    b[r] = samples[r].seconds;
  }
  const LeastSquaresSolution solution = SolveLeastSquares(a, rows, cols, b, workspace.solver);
  ModelFit fit;
  fit.ok = solution.solved;
  fit.condition = solution.condition;
  if (!fit.ok) return fit;
  for (int c = 0; c < cols; ++c) fit.coefficients[terms.index[c]] = solution.x[c];
  fit.rms_residual = solution.residual_norm / std::sqrt(static_cast<double>(rows));
  // A floor on the residual (1e-12 of the data's norm) keeps exact fits comparable: the simpler
  // of two exact models wins.
  double norm = 0;
  for (int r = 0; r < rows; ++r) norm += b[r] * b[r];
  const double rss = std::max(solution.residual_norm * solution.residual_norm, 1e-24 * norm);
  const double n = rows, p = cols;
  fit.aicc = n * std::log(rss / n) + 2 * p + (n - p - 1 > 0 ? 2 * p * (p + 1) / (n - p - 1) : 0);
  return fit;
}

}  // namespace

std::string ModelName(ModelKind kind) {
  switch (kind) {
    case ModelKind::kNone:
      return "none";
    case ModelKind::kProportional:
      return "proportional";
    case ModelKind::kAffine:
      return "affine";
    case ModelKind::kBilinear:
      return "bilinear";
    case ModelKind::kFull:
      return "full";
  }
  return "none";
}

PerformanceFunction::PerformanceFunction(ModelKind kind,
                                         const std::array<double, kTerms>& coefficients,
                                         double proportional, const LevelRange& load_lo,
                                         const LevelRange& load_hi)
    : kind_(kind),
      coefficients_(coefficients),
      proportional_(proportional),
      load_lo_(load_lo),
      load_hi_(load_hi) {}

FitWorkspace::FitWorkspace(int max_samples) : solver(max_samples) {
  const size_t n = static_cast<size_t>(std::max(0, max_samples));
  used.reserve(n);
  a.reserve(n * PerformanceFunction::kTerms);
  b.reserve(n);
}

PerformanceFunction PerformanceFunction::Fit(const std::vector<PerformanceSample>& samples,
                                             const FitOptions& options) {
  FitWorkspace workspace(static_cast<int>(samples.size()));
  return Fit(samples, options, workspace);
}

PerformanceFunction PerformanceFunction::Fit(const std::vector<PerformanceSample>& samples,
                                             const FitOptions& options, FitWorkspace& workspace) {
  std::vector<PerformanceSample>& used = workspace.used;
  used.clear();
  for (const PerformanceSample& s : samples)
    if (s.load > 0 && std::isfinite(s.load) && std::isfinite(s.seconds) && s.level >= 0 &&
        s.level < kMaxLevels)
      used.push_back(s);
  PerformanceFunction f;
  f.samples_ = static_cast<int>(used.size());
  if (used.empty()) return f;

  ModelFit best = FitModel(ModelKind::kProportional, workspace);
  if (!best.ok) return f;
  f.proportional_ = best.coefficients[3];
  f.kind_ = ModelKind::kProportional;
  for (ModelKind kind : {ModelKind::kAffine, ModelKind::kBilinear, ModelKind::kFull}) {
    if (f.samples_ < 2 * TermsOf(kind).count) break;
    const ModelFit fit = FitModel(kind, workspace);
    if (!fit.ok || !(fit.condition <= options.max_condition) || !(fit.aicc < best.aicc)) continue;
    best = fit;
    f.kind_ = kind;
  }
  f.coefficients_ = best.coefficients;
  f.condition_ = best.condition;
  f.rms_residual_ = best.rms_residual;
  f.load_lo_.fill(0.0);
  f.load_hi_.fill(0.0);
  for (const PerformanceSample& s : used) {
    double& lo = f.load_lo_[s.level];
    double& hi = f.load_hi_[s.level];
    lo = hi > 0 ? std::min(lo, s.load) : s.load;
    hi = std::max(hi, s.load);
  }
  return f;
}

double PerformanceFunction::Evaluate(double load, int level) const {
  if (kind_ == ModelKind::kNone) return 0;
  const double backstop = proportional_ * load;
  if (level < 0 || level >= kMaxLevels || !(load_hi_[level] > 0)) return backstop;
  const double x = std::clamp(load, load_lo_[level], load_hi_[level]);
  // Horner in X1 with each coefficient a quadratic in X2, in a fixed order (bitwise reproducible).
  const double x2 = level;
  double t = 0;
  for (int i = 2; i >= 0; --i) {
    const double c =
        coefficients_[3 * i] + x2 * (coefficients_[3 * i + 1] + x2 * coefficients_[3 * i + 2]);
    t = t * x + c;
  }
  if (!(t > 0) || !std::isfinite(t)) return backstop;
  return x == load ? t : t * (load / x);
}

double PerformanceFunction::Predict(const double* loads, int levels, double load_factor) const {
  double t = 0;
  for (int l = 0; l < levels; ++l)
    if (loads[l] > 0) t += Evaluate(loads[l], l);
  return load_factor * t;
}

double PerformanceFunction::Predict(const std::vector<double>& loads, double load_factor) const {
  return Predict(loads.data(), static_cast<int>(loads.size()), load_factor);
}

void PredictionError::Add(double predicted, double measured) {
  if (!(measured > 0) || !std::isfinite(predicted)) return;
  AddError(100.0 * std::abs(predicted - measured) / measured);
}

std::vector<double> PredictionError::Values() const {
  std::vector<double> values;
  for (int i = 0; i < errors_.Size(); ++i) values.push_back(errors_[i]);
  return values;
}

double PredictionError::Mape() const {
  if (errors_.Empty()) return 0;
  double sum = 0;
  for (int i = 0; i < errors_.Size(); ++i) sum += errors_[i];
  return sum / static_cast<double>(errors_.Size());
}

double PredictionError::Last() const { return errors_.Empty() ? 0 : errors_.Back(); }

}  // namespace vagus::monitor
