// Time balancing with per-rank time per unit work u_k: capacities proportional to 1/u_k make
// C_k W u_k the same on every rank. The performance-function policy iterates eq. 5-7 on the
// fitted functions, each step predicting t_k at loads C_k x (level total) per level (the
// partitioner cuts every level at the capacity fractions), until the factors F_k are all 1.
#include <vagus/monitor/capacity_policy.hpp>

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <cmath>

#include <vagus/monitor/tuning_factor.hpp>

namespace vagus::monitor {
namespace {

constexpr int kMaxIterations = 100;
constexpr double kConverged = 1e-6;

Proposal Start(const std::vector<double>& base) {
  Proposal p;
  const size_t n = base.size();
  p.capacity = base;
  p.measured.assign(n, false);
  p.predicted_seconds.assign(n, 0.0);
  p.reason.assign(n, "");
  return p;
}

double Pool(const Proposal& p, const std::vector<double>& base) {
  double pool = 0;
  for (size_t k = 0; k < base.size(); ++k)
    if (p.measured[k]) pool += base[k];
  return pool;
}

double TotalWork(const Proposal& p, const std::vector<RankSummary>& ranks) {
  double total = 0;
  for (size_t k = 0; k < ranks.size(); ++k)
    if (p.measured[k]) total += ranks[k].CurrentWork();
  return total;
}

// Measured ranks share their pool in proportion to 1 / unit[k]; predicted seconds follow.
void BalanceByUnitTime(Proposal& p, const std::vector<RankSummary>& ranks,
                       const std::vector<double>& base, const std::vector<double>& unit) {
  const double pool = Pool(p, base), total = TotalWork(p, ranks);
  double sum = 0;
  std::vector<double> speeds;
  for (size_t k = 0; k < base.size(); ++k)
    if (p.measured[k]) {
      sum += 1.0 / unit[k];
      speeds.push_back(1.0 / unit[k]);
    }
  if (speeds.empty()) return;
  const double median = Median(speeds);
  for (size_t k = 0; k < base.size(); ++k) {
    if (!p.measured[k]) continue;
    p.capacity[k] = pool * (1.0 / unit[k]) / sum;
    p.predicted_seconds[k] = unit[k] * total * p.capacity[k] / pool;
    p.reason[k] += fmt::format("speed {:.2f} of median", (1.0 / unit[k]) / median);
  }
}

Proposal Reactive(const std::vector<RankSummary>& ranks, const std::vector<double>& base) {
  Proposal p = Start(base);
  std::vector<double> unit(base.size(), 0.0);
  for (size_t k = 0; k < base.size(); ++k) {
    p.measured[k] = base[k] > 0 && ranks[k].Speed() > 0;
    if (p.measured[k]) unit[k] = 1.0 / ranks[k].Speed();
  }
  BalanceByUnitTime(p, ranks, base, unit);
  return p;
}

Proposal Stochastic(const std::vector<RankSummary>& ranks, const std::vector<double>& base,
                    const AutonomicOptions& options) {
  Proposal p = Start(base);
  std::vector<double> variability, power;
  for (size_t k = 0; k < base.size(); ++k) {
    p.measured[k] = base[k] > 0 && ranks[k].unit_count >= 1 && ranks[k].unit_mean > 0;
    if (!p.measured[k]) continue;
    // Schopf & Berman use the sd of available CPU; the coefficient of variation of time per
    // work is the same measure for a time-shared core (u ~ 1 / available CPU) and also sees
    // variation the CPU share cannot (emulated or real changes in delivered speed).
    variability.push_back(std::max(ranks[k].unit_sd / ranks[k].unit_mean, ranks[k].cpu_share_sd));
    power.push_back(1.0 / ranks[k].unit_mean);
  }
  p.tuning_factor = options.tuning_mode == TuningMode::kFixed
                        ? options.tuning_factor
                        : VariableTuningFactor(variability, power, options.high_variability);
  std::vector<double> unit(base.size(), 0.0);
  for (size_t k = 0; k < base.size(); ++k) {
    if (!p.measured[k]) continue;
    unit[k] = ranks[k].unit_mean + p.tuning_factor * ranks[k].unit_sd;
    p.reason[k] = fmt::format("u = {:.3g} + {:.2f} x {:.3g} s/cell, ", ranks[k].unit_mean,
                              p.tuning_factor, ranks[k].unit_sd);
  }
  BalanceByUnitTime(p, ranks, base, unit);
  return p;
}

Proposal PerformanceFunctionPolicy(const std::vector<RankSummary>& ranks,
                                   const std::vector<double>& base,
                                   const AutonomicOptions& options) {
  Proposal p = Start(base);
  const size_t n = base.size();
  const StepTimeModel model(ranks, base, options);
  for (size_t k = 0; k < n; ++k) p.measured[k] = model.Measured(k);
  const double pool = model.Pool();
  if (!(pool > 0)) return p;

  std::vector<double> now(n, 0.0);
  double now_sum = 0;
  int count = 0;
  for (size_t k = 0; k < n; ++k)
    if (p.measured[k]) {
      now[k] = model.SecondsNow(k);
      now_sum += now[k];
      ++count;
    }
  std::vector<double> c = base, t(n, 0.0);
  // Eq. 6 raised to a per-rank exponent, halved whenever the rank's correction changes direction:
  // a function steeper than proportional around the balance (a time that grows twice as fast as
  // the load, at a kink of a fit) overshoots, and at twice as steep swaps between two capacities
  // for ever. A proportional or flatter function never turns, and keeps eq. 6 as it is.
  std::vector<double> exponent(n, 1.0), last_factor(n, 1.0);
  for (int iteration = 0; iteration < kMaxIterations; ++iteration) {
    double t_sum = 0;
    for (size_t k = 0; k < n; ++k)
      if (p.measured[k]) t_sum += (t[k] = model.Seconds(k, c[k]));
    const double t_avg = t_sum / count;  // eq. 2
    if (!(t_avg > 0)) return p;
    double worst = 0, c_sum = 0;
    for (size_t k = 0; k < n; ++k) {
      if (!p.measured[k] || !(t[k] > 0)) continue;
      const double factor = t_avg / t[k];  // eq. 5
      worst = std::max(worst, std::abs(factor - 1));
      if ((factor - 1) * (last_factor[k] - 1) < 0) exponent[k] *= 0.5;
      last_factor[k] = factor;
      c[k] *= exponent[k] == 1.0 ? factor : std::pow(factor, exponent[k]);  // eq. 6
      c_sum += c[k];
    }
    for (size_t k = 0; k < n; ++k)
      if (p.measured[k]) c[k] *= pool / c_sum;  // eq. 7 (within the measured ranks' pool)
    if (worst < kConverged) break;
  }
  for (size_t k = 0; k < n; ++k) {
    if (!p.measured[k]) continue;
    p.capacity[k] = c[k];
    p.predicted_seconds[k] = model.Seconds(k, c[k]);
    p.reason[k] = fmt::format("predicted {:.3g} s at its load vs mean {:.3g} s ({} fit{})", now[k],
                              now_sum / count, ModelName(ranks[k].Function().Kind()),
                              options.model_communication ? ", with communication" : "");
  }
  return p;
}

}  // namespace

StepTimeModel::StepTimeModel(const std::vector<RankSummary>& ranks, const std::vector<double>& base,
                             const AutonomicOptions& options)
    : ranks_(ranks),
      measured_(base.size(), false),
      functions_(base.size()),
      level_total_(kMaxLevels, 0.0),
      share_now_(base.size(), 0.0),
      communication_(options.model_communication) {
  const int d = std::clamp(options.dimensions, 1, 3);
  boundary_exponent_ = static_cast<double>(d - 1) / d;
  double work = 0;
  for (size_t k = 0; k < base.size(); ++k) {
    measured_[k] =
        base[k] > 0 && ranks[k].CurrentWork() > 0 && ranks[k].Function().Kind() != ModelKind::kNone;
    if (!measured_[k]) continue;
    functions_[k] = ranks[k].Function();
    for (int l = 0; l < kMaxLevels; ++l) level_total_[l] += ranks[k].work[l];
    pool_ += base[k];
    work += ranks[k].CurrentWork();
  }
  for (size_t k = 0; k < base.size(); ++k)
    if (measured_[k]) share_now_[k] = pool_ * ranks[k].CurrentWork() / work;
}

double StepTimeModel::Compute(size_t k, double c) const {
  std::array<double, kMaxLevels> loads{};  // called per rank and iteration: no allocation
  for (int l = 0; l < kMaxLevels; ++l) loads[l] = level_total_[l] * c / pool_;
  return functions_[k].Predict(loads.data(), kMaxLevels, ranks_[k].LoadFactor());
}

double StepTimeModel::SecondsNow(size_t k) const {
  return functions_[k].Predict(ranks_[k].LevelWork(), ranks_[k].LoadFactor()) +
         Communication(k, share_now_[k]);
}

double StepTimeModel::Communication(size_t k, double c) const {
  if (!communication_ || !measured_[k] || !(c > 0)) return 0;
  const double scale = std::pow(c / share_now_[k], boundary_exponent_);
  return ranks_[k].latency_seconds + ranks_[k].bandwidth_seconds * scale;
}

double Median(std::vector<double> values) {
  std::sort(values.begin(), values.end());
  const size_t n = values.size();
  if (n == 0) return 0;
  return n % 2 ? values[n / 2] : 0.5 * (values[n / 2 - 1] + values[n / 2]);
}

Proposal ProposeCapacities(Policy policy, const std::vector<RankSummary>& ranks,
                           const std::vector<double>& base, const AutonomicOptions& options) {
  switch (policy) {
    case Policy::kReactive:
      return Reactive(ranks, base);
    case Policy::kPerformanceFunction:
      return PerformanceFunctionPolicy(ranks, base, options);
    case Policy::kStochastic:
      return Stochastic(ranks, base, options);
    case Policy::kStatic:
      break;
  }
  Proposal p = Start(base);
  std::fill(p.capacity.begin(), p.capacity.end(), 1.0 / static_cast<double>(base.size()));
  return p;
}

}  // namespace vagus::monitor
