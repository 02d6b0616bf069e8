// PRAGMA's performance function (eq. 3): a rank's seconds for a level on a dedicated core,
// t = sum_{i,j in 0..2} a_ij X1^i X2^j with X1 = load (cells x substeps) and X2 = level, scaled by
// the load factor L_d = 1 / cpu share (eq. 4). Fitted online by least squares over a window of
// measured samples, with fewer terms while samples are few or the data cannot determine more.
#pragma once

#include <array>
#include <string>
#include <vector>

#include <vagus/monitor/least_squares.hpp>
#include <vagus/monitor/ring.hpp>
#include <vagus/monitor/step_sample.hpp>

namespace vagus::monitor {

// Models from simplest to richest; each uses a subset of eq. 3's terms.
enum class ModelKind {
  kNone = 0,          // no sample yet: predicts nothing
  kProportional = 1,  // t = a_10 X1
  kAffine = 2,        // t = a_00 + a_10 X1
  kBilinear = 3,      // t = a_00 + a_01 X2 + a_10 X1 + a_11 X1 X2
  kFull = 4,          // all nine terms of eq. 3
};
[[nodiscard]] std::string ModelName(ModelKind kind);

// One level of one step: its load, its level and its seconds on a dedicated core (the measured
// kernel seconds divided by the load factor of that step, i.e. times its cpu share).
struct PerformanceSample {
  double load = 0;
  int level = 0;
  double seconds = 0;
};

// Fit rules. A model is a candidate only with at least twice as many samples as terms and when
// the column-scaled design matrix has a condition estimate of at most max_condition (the default
// 1e6 still leaves about ten correct digits for exact data and rejects designs where a term is
// nearly a combination of the others: X1 constant between regrids, one or two levels only).
// Among the candidates the one with the least corrected Akaike criterion
// AICc = n ln(RSS / n) + 2p + 2p(p + 1) / (n - p - 1) wins, so an extra term must pay for itself
// in residual (noise alone rarely does); the proportional model is always a candidate.
struct FitOptions {
  double max_condition = 1e6;
};

// Scratch memory for Fit, sized for `max_samples` samples: refitting every coarse step then
// allocates nothing. Its contents mean nothing between calls.
struct FitWorkspace {
  explicit FitWorkspace(int max_samples = 0);
  std::vector<PerformanceSample> used;  // the samples Fit keeps
  std::vector<double> a, b;             // a model's design matrix (row-major) and seconds
  LeastSquaresWorkspace solver;
};

class PerformanceFunction {
 public:
  static constexpr int kTerms = 9;  // coefficient a_ij sits at index 3 i + j
  using LevelRange = std::array<double, kMaxLevels>;

  PerformanceFunction() = default;
  PerformanceFunction(ModelKind kind, const std::array<double, kTerms>& coefficients,
                      double proportional, const LevelRange& load_lo, const LevelRange& load_hi);

  // The model the samples support best (samples with load <= 0 are ignored).
  [[nodiscard]] static PerformanceFunction Fit(const std::vector<PerformanceSample>& samples,
                                               const FitOptions& options, FitWorkspace& workspace);
  [[nodiscard]] static PerformanceFunction Fit(const std::vector<PerformanceSample>& samples,
                                               const FitOptions& options = {});

  // Eq. 3 for one level on a dedicated core. Inside the loads this level was measured at, the
  // fitted polynomial; outside them, the polynomial at the nearest measured load scaled by
  // load / that load (a polynomial fitted over a narrow range extrapolates wildly, time
  // proportional to work does not). A level never measured, or a non-positive polynomial,
  // uses the proportional fit a X1.
  [[nodiscard]] double Evaluate(double load, int level) const;
  // Eq. 4: L_d x the sum over levels with load > 0 of Evaluate; loads[l] is level l's X1.
  [[nodiscard]] double Predict(const double* loads, int levels, double load_factor) const;
  [[nodiscard]] double Predict(const std::vector<double>& loads, double load_factor) const;

  [[nodiscard]] ModelKind Kind() const { return kind_; }
  [[nodiscard]] const std::array<double, kTerms>& Coefficients() const { return coefficients_; }
  [[nodiscard]] double Proportional() const { return proportional_; }
  [[nodiscard]] const LevelRange& LoadLo() const { return load_lo_; }
  [[nodiscard]] const LevelRange& LoadHi() const { return load_hi_; }
  [[nodiscard]] double Condition() const { return condition_; }
  [[nodiscard]] int Samples() const { return samples_; }

 private:
  ModelKind kind_ = ModelKind::kNone;
  std::array<double, kTerms> coefficients_{};
  double proportional_ = 0;           // backstop a in t = a X1
  LevelRange load_lo_{}, load_hi_{};  // per level, the loads measured; hi = 0: none
  double condition_ = 0;
  int samples_ = 0;
  double rms_residual_ = 0;
};

// Mean absolute percentage error of the last `window` predictions against what was then measured.
class PredictionError {
 public:
  explicit PredictionError(int window) : errors_(window) {}
  void Add(double predicted, double measured);
  // Adds an error already in percent (restoring a saved window).
  void AddError(double percent) { errors_.Push(percent); }
  void Clear() { errors_.Clear(); }
  [[nodiscard]] std::vector<double> Values() const;  // oldest first
  [[nodiscard]] double Mape() const;                 // percent; 0 when empty
  [[nodiscard]] double Last() const;                 // percent; 0 when empty

 private:
  Ring<double> errors_;
};

}  // namespace vagus::monitor
