// Exact Riemann solver for ideal gases (Toro, ch. 4). p* is the root of
// f(p) = f_L(p) + f_R(p) + u_R - u_L (4.5), found by Newton-Raphson (4.43, 4.44) from Toro's
// adaptive guess (PVRS 4.47, two-rarefaction 4.46, two-shock 4.48) inside a bracket that keeps it
// positive. Only the left wave is sampled explicitly; the right wave is the left wave of the
// mirrored problem.
#include <vagus/physics/euler/exact_riemann.hpp>

#include <algorithm>
#include <cmath>
#include <limits>
#include <sstream>
#include <stdexcept>
#include <string>

namespace vagus::physics::euler {
namespace {

constexpr double kRelativeTolerance = 1e-12;
constexpr int kMaxIterations = 200;

double SoundSpeed(const RiemannState& w, double gamma) { return std::sqrt(gamma * w.p / w.rho); }

// Mirror x -> -x: the right state seen as the left state of the mirrored problem.
RiemannState Mirror(const RiemannState& w) { return {w.rho, -w.u, w.p}; }

// f_K(p) and its derivative (4.6, 4.7 and 4.37).
void EvaluatePressureFunction(const RiemannState& w, double gamma, double p, double& f,
                              double& df) {
  const double a = SoundSpeed(w, gamma);
  if (p > w.p) {
    const double a_coef = 2.0 / ((gamma + 1.0) * w.rho);
    const double b_coef = (gamma - 1.0) / (gamma + 1.0) * w.p;
    const double g = std::sqrt(a_coef / (p + b_coef));
    f = (p - w.p) * g;
    df = g * (1.0 - 0.5 * (p - w.p) / (p + b_coef));
  } else {
    // (p / p_K)^z - 1 as expm1(z log(p / p_K)), the log by log1p for weak waves: no cancellation
    // when p is close to p_K, while far below it (near vacuum) the plain log keeps p / p_K.
    const double log_ratio = p > 0.5 * w.p ? std::log1p((p - w.p) / w.p) : std::log(p / w.p);
    f = 2.0 * a / (gamma - 1.0) * std::expm1(0.5 * (gamma - 1.0) / gamma * log_ratio);
    df = std::exp(-0.5 * (gamma + 1.0) / gamma * log_ratio) / (w.rho * a);
  }
}

// Density behind the K-side wave: shock (4.50) or isentropic rarefaction (4.53).
double StarDensity(const RiemannState& w, double gamma, double p_star) {
  const double ratio = p_star / w.p;
  if (p_star > w.p) {
    const double mu = (gamma - 1.0) / (gamma + 1.0);
    return w.rho * (ratio + mu) / (mu * ratio + 1.0);
  }
  return w.rho * std::pow(ratio, 1.0 / gamma);
}

// Speeds bounding the left wave: the shock speed (4.52), or the fan head and tail (4.55).
std::vector<double> LeftWaveSpeeds(const RiemannState& w, double gamma, double p_star,
                                   double u_star) {
  const double a = SoundSpeed(w, gamma);
  if (p_star > w.p) {
    const double q =
        std::sqrt(0.5 * (gamma + 1.0) / gamma * p_star / w.p + 0.5 * (gamma - 1.0) / gamma);
    return {w.u - a * q};
  }
  const double a_star = a * std::pow(p_star / w.p, 0.5 * (gamma - 1.0) / gamma);
  return {w.u - a, u_star - a_star};
}

// Left half of Toro's sampling flowchart (fig. 4.14) for s <= u*: left state, star state, or the
// inside of the fan (4.56).
RiemannState SampleLeftWave(const RiemannState& w, double gamma, double p_star, double u_star,
                            double rho_star, double s) {
  const std::vector<double> speeds = LeftWaveSpeeds(w, gamma, p_star, u_star);
  if (s <= speeds.front()) return w;
  if (s >= speeds.back()) return {rho_star, u_star, p_star};
  const double a = SoundSpeed(w, gamma);
  const double c = 2.0 / (gamma + 1.0) + (gamma - 1.0) / ((gamma + 1.0) * a) * (w.u - s);
  return {w.rho * std::pow(c, 2.0 / (gamma - 1.0)),
          2.0 / (gamma + 1.0) * (a + 0.5 * (gamma - 1.0) * w.u + s),
          w.p * std::pow(c, 2.0 * gamma / (gamma - 1.0))};
}

void CheckState(const RiemannState& w, double gamma, const char* side) {
  const bool finite =
      std::isfinite(w.rho) && std::isfinite(w.u) && std::isfinite(w.p) && std::isfinite(gamma);
  if (!finite || !(w.rho > 0.0) || !(w.p > 0.0) || !(gamma > 1.0)) {
    std::ostringstream msg;
    msg << "ExactRiemannSolver: " << side << " state (rho=" << w.rho << ", u=" << w.u
        << ", p=" << w.p << ", gamma=" << gamma
        << ") is not physical: rho and p must be positive and finite, gamma > 1";
    throw std::invalid_argument(msg.str());
  }
}

}  // namespace

double PressureFunction(const RiemannState& state, double gamma, double p) {
  double f = 0.0, df = 0.0;
  EvaluatePressureFunction(state, gamma, p, f, df);
  return f;
}

ExactRiemannSolver::ExactRiemannSolver(RiemannState left, RiemannState right, double gamma)
    : ExactRiemannSolver(left, right, gamma, gamma) {}

ExactRiemannSolver::ExactRiemannSolver(RiemannState left, RiemannState right, double gamma_left,
                                       double gamma_right)
    : left_(left), right_(right), gamma_left_(gamma_left), gamma_right_(gamma_right) {
  CheckState(left_, gamma_left_, "left");
  CheckState(right_, gamma_right_, "right");

  // Pressure positivity condition (4.40), each side with its own gamma: otherwise the two
  // rarefactions cannot reach a common velocity and vacuum opens between them.
  const double du = right_.u - left_.u;
  const double du_critical = 2.0 * SoundSpeed(left_, gamma_left_) / (gamma_left_ - 1.0) +
                             2.0 * SoundSpeed(right_, gamma_right_) / (gamma_right_ - 1.0);
  if (!(du_critical > du)) {
    std::ostringstream msg;
    msg << "ExactRiemannSolver: the data generate vacuum: u_R - u_L = " << du
        << " is not below the critical 2 a_L / (gamma_L - 1) + 2 a_R / (gamma_R - 1) = "
        << du_critical << " (Toro 4.40)";
    throw std::invalid_argument(msg.str());
  }

  p_star_ = SolveStarPressure();
  u_star_ = 0.5 * (left_.u + right_.u) + 0.5 * (PressureFunction(right_, gamma_right_, p_star_) -
                                                PressureFunction(left_, gamma_left_, p_star_));
  rho_star_left_ = StarDensity(left_, gamma_left_, p_star_);
  rho_star_right_ = StarDensity(right_, gamma_right_, p_star_);
}

double ExactRiemannSolver::InitialGuess() const {
  const double a_left = SoundSpeed(left_, gamma_left_);
  const double a_right = SoundSpeed(right_, gamma_right_);
  const double du = right_.u - left_.u;
  const double p_min = std::min(left_.p, right_.p);
  const double p_max = std::max(left_.p, right_.p);
  const double p_pvrs = std::max(
      0.0, 0.5 * (left_.p + right_.p) - 0.125 * du * (left_.rho + right_.rho) * (a_left + a_right));
  // Toro's adaptive choice (sec. 9.5.1): PVRS for nearly uniform data, else the two-rarefaction
  // or the two-shock approximation depending on whether the waves expand or compress.
  if (p_max / p_min < 2.0 && p_pvrs >= p_min && p_pvrs <= p_max) return p_pvrs;
  if (p_pvrs < p_min) {
    // (4.46); with two gases the exponents differ and their mean gives a guess, not the answer.
    const double z =
        0.25 * ((gamma_left_ - 1.0) / gamma_left_ + (gamma_right_ - 1.0) / gamma_right_);
    const double c_left = 2.0 * a_left / (gamma_left_ - 1.0);
    const double c_right = 2.0 * a_right / (gamma_right_ - 1.0);
    const double p_trrs = std::pow((c_left + c_right - du) / (c_left * std::pow(left_.p, -z) +
                                                              c_right * std::pow(right_.p, -z)),
                                   1.0 / z);
    if (p_trrs > 0.0 && std::isfinite(p_trrs)) return p_trrs;
    return p_min;
  }
  const auto shock_g = [p_pvrs](const RiemannState& w, double gamma) {
    const double a_coef = 2.0 / ((gamma + 1.0) * w.rho);
    const double b_coef = (gamma - 1.0) / (gamma + 1.0) * w.p;
    return std::sqrt(a_coef / (p_pvrs + b_coef));
  };
  const double g_left = shock_g(left_, gamma_left_);
  const double g_right = shock_g(right_, gamma_right_);
  const double p_tsrs =
      (g_left * left_.p + g_right * right_.p - du) / (g_left + g_right);  // (4.48)
  return p_tsrs > 0.0 ? p_tsrs : p_pvrs;
}

double ExactRiemannSolver::SolveStarPressure() const {
  // f is increasing and concave, f(0+) < 0 by (4.40) and f -> infinity: the root is unique.
  // Newton from any guess lands at or below the root and then climbs to it monotonically; the
  // bracket only catches a first step that would leave p > 0.
  double lo = 0.0, hi = std::numeric_limits<double>::infinity();
  double p = InitialGuess();
  const double du = right_.u - left_.u;
  for (int iter = 0; iter < kMaxIterations; ++iter) {
    double f_left = 0.0, df_left = 0.0, f_right = 0.0, df_right = 0.0;
    EvaluatePressureFunction(left_, gamma_left_, p, f_left, df_left);
    EvaluatePressureFunction(right_, gamma_right_, p, f_right, df_right);
    const double f = f_left + f_right + du;
    if (f == 0.0) return p;
    (f < 0.0 ? lo : hi) = p;
    const double p_newton = p - f / (df_left + df_right);
    // Toro's change criterion (4.44 and following), tested before the bracket: a converged step
    // may round onto the bracket's end.
    if (p_newton > 0.0 && 2.0 * std::abs(p_newton - p) / (p_newton + p) < kRelativeTolerance) {
      return p_newton;
    }
    const bool inside = p_newton > lo && p_newton < hi;
    p = inside ? p_newton : (std::isfinite(hi) ? 0.5 * (lo + hi) : 2.0 * p);
  }
  std::ostringstream msg;
  msg << "ExactRiemannSolver: Newton iteration for p* did not converge in " << kMaxIterations
      << " steps (left rho=" << left_.rho << " u=" << left_.u << " p=" << left_.p
      << ", right rho=" << right_.rho << " u=" << right_.u << " p=" << right_.p << ")";
  throw std::runtime_error(msg.str());
}

RiemannState ExactRiemannSolver::Sample(double s) const {
  if (s <= u_star_) return SampleLeftWave(left_, gamma_left_, p_star_, u_star_, rho_star_left_, s);
  const RiemannState m =
      SampleLeftWave(Mirror(right_), gamma_right_, p_star_, -u_star_, rho_star_right_, -s);
  return Mirror(m);
}

std::vector<double> ExactRiemannSolver::WaveSpeeds() const {
  std::vector<double> speeds = LeftWaveSpeeds(left_, gamma_left_, p_star_, u_star_);
  speeds.push_back(u_star_);
  const std::vector<double> right = LeftWaveSpeeds(Mirror(right_), gamma_right_, p_star_, -u_star_);
  for (auto it = right.rbegin(); it != right.rend(); ++it) speeds.push_back(-*it);
  return speeds;
}

RiemannState ShockedState(const RiemannState& ahead, double gamma, double mach, double* speed) {
  const double g = gamma, m2 = mach * mach;
  const double c = std::sqrt(g * ahead.p / ahead.rho);
  const double rho = ahead.rho * (g + 1.0) * m2 / ((g - 1.0) * m2 + 2.0);
  *speed = mach * c;
  return {rho, mach * c * (1.0 - ahead.rho / rho),
          ahead.p * (1.0 + 2.0 * g / (g + 1.0) * (m2 - 1.0))};
}

}  // namespace vagus::physics::euler
