// Each Record scores, stores and refits: the fit is a QR of at most window x 9 rows by 9 columns,
// a few microseconds, so it is redone every step and is always current at a decision. The sample
// is copied into the window's oldest slot, the fit works in memory sized here for a full window.
#include <vagus/monitor/rank_monitor.hpp>

#include <algorithm>
#include <array>
#include <cmath>
#include <utility>

#include <vagus/monitor/capacity_policy.hpp>

namespace vagus::monitor {
namespace {

double Share(const StepSample& s) { return std::clamp(s.process.cpu_share, 0.05, 1.0); }

// The step's wall time: the process sensor's interval, or the step's own seconds without one.
double WallSeconds(const StepSample& s) {
  return s.process.wall_seconds > 0 ? s.process.wall_seconds : s.step_seconds;
}

// A sample whose links have room for `ranks` other ranks, at most kReservedLinks: the window's
// slots are copies of it. (Placeholder entries, not reserve(): a copy keeps the size, not the
// capacity; a slot is read only after a sample was copied into it.)
StepSample SlotFor(int ranks) {
  StepSample slot;
  slot.links.assign(static_cast<size_t>(std::clamp(ranks, 0, kReservedLinks)), {});
  return slot;
}

// Mean and sample standard deviation.
void MeanSd(const std::vector<double>& v, double& mean, double& sd) {
  mean = 0;
  sd = 0;
  if (v.empty()) return;
  for (double x : v) mean += x;
  mean /= static_cast<double>(v.size());
  if (v.size() < 2) return;
  double sum = 0;
  for (double x : v) sum += (x - mean) * (x - mean);
  sd = std::sqrt(sum / static_cast<double>(v.size() - 1));
}

// A step's seconds on a dedicated core (eq. 4 undone) and the function's prediction of them.
double DedicatedSeconds(const StepSample& s) { return s.KernelSeconds() * Share(s); }
// Time per unit work on a dedicated core over the newest `count` samples; 0 without work.
double DedicatedUnit(const SampleWindow& window, int count) {
  double seconds = 0, work = 0;
  for (int i = std::max(window.Size() - count, 0); i < window.Size(); ++i) {
    seconds += DedicatedSeconds(window[i]);
    work += window[i].Work();
  }
  return work > 0 && seconds > 0 ? seconds / work : 0.0;
}
double Predicted(const PerformanceFunction& f, const StepSample& s) {
  std::array<double, kMaxLevels> loads{};
  for (int l = 0; l < s.levels.size(); ++l) loads[l] = s.levels[l].Work();
  return f.Predict(loads.data(), s.levels.size(), 1.0);
}

}  // namespace

int ShareChanges(const std::vector<double>& shares) {
  if (shares.empty()) return 0;
  const auto [lo, hi] = std::minmax_element(shares.begin(), shares.end());
  if (*hi - *lo <= kShareSwing) return 0;
  PhaseChanges changes(*lo, *hi);
  for (double share : shares) changes.Add(share);
  return changes.Count();
}

CurrentShare ShareNow(const std::vector<double>& shares, int recent) {
  const int n = static_cast<int>(shares.size());
  if (n == 0) return {};
  recent = std::clamp(recent, 1, n);
  const auto [lo, hi] = std::minmax_element(shares.begin(), shares.end());
  const double middle = 0.5 * (*lo + *hi);
  const bool split = *hi - *lo > kShareSwing;
  const auto same_side = [&](int i) {
    return !split || (shares[i] > middle) == (shares[n - 1] > middle);
  };
  double sum = 0;
  int run = 0;  // the newest samples on the latest one's side
  for (; run < n && same_side(n - 1 - run); ++run)
    if (run < recent) sum += shares[n - 1 - run];
  // A change: the run began after the previous decision's last sample or at it (when that
  // decision saw one sample of it, too few to act on), and lasts two samples or more: one step's
  // dip on a dedicated core is noise.
  return {sum / std::min(run, recent), run < n && run >= kShareChangeSteps && run <= recent + 1,
          run};
}

double ShiftThreshold(double mean_relative_residual) {
  return std::max(0.5, 4 * mean_relative_residual);
}

void PerformanceSamples(const SampleWindow& window, std::vector<PerformanceSample>& samples,
                        int count) {
  samples.clear();
  const int steps = count < 0 ? window.Size() : std::min(count, window.Size());
  for (int i = 0; i < steps; ++i) {
    const StepSample& s = window[i];
    for (int l = 0; l < s.levels.size(); ++l)
      if (s.levels[l].Work() > 0 && s.levels[l].kernel_seconds > 0)
        samples.push_back({s.levels[l].Work(), l, s.levels[l].kernel_seconds * Share(s)});
  }
}

RankMonitor::RankMonitor(int window, const FitOptions& fit, int ranks, double share_memory_seconds)
    : window_(window, SlotFor(ranks)),
      fit_(fit),
      fit_workspace_(window_.Capacity() * kMaxLevels),
      error_(window),
      shares_(kShareMemorySteps),
      share_memory_seconds_(share_memory_seconds) {
  fit_samples_.reserve(static_cast<size_t>(window_.Capacity()) * kMaxLevels);
  window_shares_.reserve(static_cast<size_t>(window_.Capacity()));
}

bool RankMonitor::ShareChanged() const {
  if (recent_ == 0 || window_.Empty()) return false;
  window_shares_.clear();
  for (int i = 0; i < window_.Size(); ++i) window_shares_.push_back(window_[i].process.cpu_share);
  if (ShareNow(window_shares_, std::min(recent_, window_.Size())).changed) return true;
  // A regular load's change shows in one step: the memory knows both phases, and its trigger
  // turned at the latest step (its age is that step's). The second step would run at the other
  // phase's balance: entering a loaded phase at the free one's, the longest step of the period.
  // (The second step still counts as above: the first may straddle the change, and the
  // decision after the second balances at the share of the two.)
  const SharePhases phases = DescribeShares(shares_, share_memory_seconds_);
  return phases.changes > 0 && phases.length_spread <= kRegularPhases &&
         phases.age == shares_.Back().seconds;
}

bool RankMonitor::PhaseChangeDue() const {
  if (recent_ == 0 || shares_.Empty()) return false;
  double since_decision = 0;
  for (int i = std::max(0, shares_.Size() - recent_); i < shares_.Size(); ++i)
    since_decision += shares_[i].seconds;
  return monitor::PhaseChangeDue(DescribeShares(shares_, share_memory_seconds_),
                                 shares_.Back().seconds, since_decision);
}

void RankMonitor::Record(const StepSample& sample, int64_t memory_bytes) {
  if (function_.Kind() != ModelKind::kNone && sample.Work() > 0) {
    std::array<double, kMaxLevels> loads{};
    for (int l = 0; l < sample.levels.size(); ++l) loads[l] = sample.levels[l].Work();
    error_.Add(function_.Predict(loads.data(), sample.levels.size(), 1.0 / Share(sample)),
               sample.KernelSeconds());
  }
  window_.Push(sample);
  shares_.Push({WallSeconds(sample), sample.process.cpu_share});
  ++recent_;
  memory_bytes_ = memory_bytes;
  ForgetBeforeShift();
  Refit();
}

void RankMonitor::ForgetBeforeShift() {
  const int older = window_.Size() - kShiftSamples;
  if (older < kShiftMinOlder) return;
  PerformanceSamples(window_, fit_samples_, older);
  const PerformanceFunction before = PerformanceFunction::Fit(fit_samples_, fit_, fit_workspace_);
  if (before.Kind() == ModelKind::kNone) return;
  double residual = 0;
  for (int i = 0; i < older; ++i) {
    const double predicted = Predicted(before, window_[i]);
    if (!(predicted > 0)) return;
    residual += std::abs(DedicatedSeconds(window_[i]) / predicted - 1);
  }
  const double threshold = ShiftThreshold(residual / older);
  int above = 0, below = 0;
  for (int i = older; i < window_.Size(); ++i) {
    const double predicted = Predicted(before, window_[i]);
    if (!(predicted > 0)) return;
    const double miss = DedicatedSeconds(window_[i]) / predicted - 1;
    above += miss > threshold;
    below += miss < -threshold;
  }
  if (above >= kShiftSamples || below >= kShiftSamples) window_.KeepNewest(kShiftSamples);
}

void RankMonitor::Refit() {
  PerformanceSamples(window_, fit_samples_);
  function_ = PerformanceFunction::Fit(fit_samples_, fit_, fit_workspace_);
}

RankMonitorState RankMonitor::SaveState() const {
  RankMonitorState state;
  for (int i = 0; i < window_.Size(); ++i) state.samples.push_back(window_[i]);
  state.errors = error_.Values();
  state.recent = recent_;
  state.memory_bytes = memory_bytes_;
  for (int i = 0; i < shares_.Size(); ++i) state.shares.push_back(shares_[i]);
  return state;
}

void RankMonitor::RestoreState(const RankMonitorState& state) {
  window_.Clear();
  for (const StepSample& sample : state.samples) window_.Push(sample);
  error_.Clear();
  for (double e : state.errors) error_.AddError(e);
  recent_ = state.recent;
  memory_bytes_ = state.memory_bytes;
  shares_.Clear();
  for (const ShareSample& s : state.shares) shares_.Push(s);
  Refit();
}

void RankMonitor::Reset() {
  window_.Clear();
  error_.Clear();
  function_ = PerformanceFunction();
  recent_ = 0;
}

RankSummary RankMonitor::Summarize() const {
  RankSummary s;
  s.memory_bytes = static_cast<double>(memory_bytes_);
  s.samples = window_.Size();
  if (window_.Empty()) return s;

  const StepSample& latest = window_.Back();
  s.step = static_cast<double>(latest.step);
  s.time = latest.time;
  for (int l = 0; l < latest.levels.size(); ++l) {
    s.cells[l] = static_cast<double>(latest.levels[l].cells);
    s.patches[l] = static_cast<double>(latest.levels[l].patches);
    s.work[l] = latest.levels[l].Work();
    s.seconds[l] = latest.levels[l].kernel_seconds;
  }
  s.step_seconds = latest.step_seconds;
  s.exchange_seconds = latest.exchange_seconds;
  s.wait_seconds = latest.wait_seconds;
  s.bytes_sent = static_cast<double>(latest.BytesSent());
  s.bandwidth = latest.ImpliedBandwidth();
  s.messages_sent = static_cast<double>(latest.MessagesSent());
  s.link_seconds = latest.LinkSeconds();

  // Recent samples: those since the previous decision, or the latest one if there are none.
  const int recent = std::clamp(recent_, 1, window_.Size());
  s.recent_samples = recent_;
  double share_sum = 0;
  for (int i = window_.Size() - recent; i < window_.Size(); ++i) {
    s.recent_work += window_[i].Work();
    s.recent_seconds += window_[i].KernelSeconds();
    share_sum += window_[i].process.cpu_share;
  }
  s.cpu_share = share_sum / recent;

  std::vector<double> shares, units, waits;
  for (int i = 0; i < window_.Size(); ++i) {
    shares.push_back(window_[i].process.cpu_share);
    waits.push_back(window_[i].sync_wait_seconds);
    if (window_[i].Work() > 0 && window_[i].KernelSeconds() > 0)
      units.push_back(window_[i].KernelSeconds() / window_[i].Work());
  }
  double mean_share = 0;
  MeanSd(shares, mean_share, s.cpu_share_sd);
  s.share_changes = ShareChanges(shares);
  s.sync_wait_median = Median(std::move(waits));
  const CurrentShare now = ShareNow(shares, recent);
  s.share_now = now.share;
  s.share_changed = now.changed ? 1 : 0;
  s.unit_now = DedicatedUnit(window_, now.phase_samples);
  const SharePhases phases = DescribeShares(shares_, share_memory_seconds_);
  s.share_low = phases.low;
  s.share_high = phases.high;
  s.share_low_fraction = phases.low_fraction;
  s.share_memory_seconds = phases.seconds;
  s.share_phase_changes = phases.changes;
  s.share_low_length = phases.low_length;
  s.share_high_length = phases.high_length;
  s.share_length_spread = phases.length_spread;
  s.share_phase_age = phases.age;
  s.share_phase_low = phases.in_low ? 1 : 0;
  for (int i = 0; i < window_.Size(); ++i) s.window_seconds += WallSeconds(window_[i]);
  MeanSd(units, s.unit_mean, s.unit_sd);
  s.unit_count = static_cast<double>(units.size());

  s.model = static_cast<double>(static_cast<int>(function_.Kind()));
  s.coefficients = function_.Coefficients();
  s.proportional = function_.Proportional();
  s.load_lo = function_.LoadLo();
  s.load_hi = function_.LoadHi();
  s.condition = function_.Condition();
  s.fit_samples = function_.Samples();
  s.mape = error_.Mape();
  s.last_error = error_.Last();
  return s;
}

}  // namespace vagus::monitor
